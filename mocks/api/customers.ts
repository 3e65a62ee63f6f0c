import {
  getCreateCustomerMockHandler,
  getGetCustomerByRutMockHandler,
  getGetCustomerPointsMockHandler,
} from '@/api/generated/endpoints/customers/customers.msw.ts';
import { CreateCustomerRequest } from '@/api/generated/model';
import { cleanRut, isValidRut } from '@/domain/rut';
import { dashedRut } from '../world/seed';
import { customerView } from '../world/views';
import { badRequest, notFound, type OperationRegistry, operation } from './kit';

export function registerCustomers(r: OperationRegistry): void {
  operation(r, 'getCustomerByRut', getGetCustomerByRutMockHandler, (ctx) => {
    const rut = ctx.param('rut');
    if (!isValidRut(rut)) return badRequest('Rut inválido');
    const customer = ctx.world.state.customers.find((c) => cleanRut(c.rut) === cleanRut(rut));
    if (!customer) return notFound('Cliente no encontrado');
    return { code: 200 as const, data: { customer: customerView(customer) } };
  });

  operation(r, 'createCustomer', getCreateCustomerMockHandler, async (ctx) => {
    const { rut } = await ctx.body(CreateCustomerRequest);
    if (!isValidRut(rut)) return badRequest('Rut inválido');
    const state = ctx.world.state;
    if (state.customers.some((c) => cleanRut(c.rut) === cleanRut(rut)))
      return badRequest('El cliente ya existe');
    const customer = {
      id: ctx.world.next('customer'),
      name: 'Cliente sin nombre',
      email: null,
      rut: dashedRut(rut),
      subscription: false,
      sms_sent: false,
      coupon: null,
      apply_bulk: false,
      return_id: null,
      points: { points: 0, cash: 0, reserved: 0 },
    };
    state.customers.push(customer);
    return { data: { customer: customerView(customer) } };
  });

  operation(r, 'getCustomerPoints', getGetCustomerPointsMockHandler, (ctx) => {
    const id = ctx.intParam('id', 'Cliente no encontrado');
    const customer = ctx.world.state.customers.find((c) => c.id === id);
    if (!customer) return notFound('Cliente no encontrado');
    return { data: { ...customer.points } };
  });
}
