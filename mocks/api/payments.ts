import {
  getChangePaymentTypeMockHandler,
  getCreateCornershopPaymentMockHandler,
  getCreatePedidosYaPaymentMockHandler,
  getCreateRappiPaylessOrderMockHandler,
  getCreateRappiPaymentMockHandler,
  getCreateRedelcomPaymentMockHandler,
  getCreateTransbankPaymentMockHandler,
  getCreateTransbankSmartPosPaymentMockHandler,
  getCreateUberEatsPaymentMockHandler,
  getCreateWalletPaymentMockHandler,
  getGetRedelcomTransactionMockHandler,
  getListOrderPaymentsMockHandler,
  getSendRedelcomAuthCodeMockHandler,
  getSendSupervisorCodeMockHandler,
  getSendWalletCodeMockHandler,
  getUpdateMercadoPagoMachinePaymentMockHandler,
  getUpdatePaymentDepositMockHandler,
  getUpdatePaymentStatusMockHandler,
} from '@/api/generated/endpoints/payments/payments.msw.ts';
import {
  ChangePaymentTypeRequest,
  CornershopPaymentRequest,
  CreateRedelcomPaymentRequest,
  CreateTransbankPaymentRequest,
  CreateTransbankSmartPosPaymentRequest,
  CreateWalletPaymentRequest,
  PaymentResponse,
  type PaymentType,
  PlatformPaymentRequest,
  type Provider,
  RappiPaylessOrderRequest,
  RedelcomAuthCodeRequest,
  type RedelcomPollResponse,
  SendSupervisorCodeRequest,
  SendWalletCodeRequest,
  UpdateMercadoPagoPaymentRequest,
  UpdatePaymentDepositRequest,
  UpdatePaymentStatusRequest,
} from '@/api/generated/model';
import type { World } from '../world/index';
import {
  endCharge,
  REDELCOM_PENDING_POLLS,
  recordCharge,
  setPaymentStatus,
  usablePoints,
} from '../world/rules';
import { DEMO } from '../world/seed';
import type { PaymentRecord } from '../world/types';
import { orderPayments, paymentView } from '../world/views';
import { badRequest, type Ctx, fail, notFound, type OperationRegistry, once, operation } from './kit';
import { ORDER_NOT_FOUND } from './orders';

export const PAYMENT_NOT_FOUND = 'Pago no encontrado';
export const WRONG_WALLET_CODE = 'Código de verificación incorrecto';
export const RAPPI_PAYLESS_PIN = '4321';

const answer = (p: PaymentRecord) => ({ data: { payment: paymentView(p) } });

/** A payment by id (404 for path ids, 400 for ids in a body). */
function paymentById(world: World, id: number, status: 400 | 404 = 404): PaymentRecord {
  const payment = world.state.payments.find((p) => p.id === id);
  if (!payment) return fail(status, PAYMENT_NOT_FOUND);
  return payment;
}

/** The payment `paymentId` of order `orderId` (400 when either is unknown or they do not match). */
function orderPayment(world: World, orderId: number, paymentId: number): PaymentRecord {
  const order = world.state.orders.find((o) => o.id === orderId);
  if (!order) return badRequest(ORDER_NOT_FOUND);
  const payment = world.state.payments.find((p) => p.id === paymentId && p.order_id === orderId);
  if (!payment) return badRequest(PAYMENT_NOT_FOUND);
  if (payment.status === 'APROBADO') return badRequest('El pago ya fue aprobado');
  if (order.status === 'PENDIENTE') order.status = 'PAGANDO';
  return payment;
}

function approve(world: World, payment: PaymentRecord, changes: Partial<PaymentRecord>): PaymentRecord {
  Object.assign(payment, changes);
  setPaymentStatus(world, payment, 'APROBADO');
  world.log(`[demo] payment ${payment.id} (${payment.payment_type} $${payment.amount}) APROBADO`);
  return payment;
}

const PLATFORM_MIN_CODE: Record<string, number> = { RAPPI: 8, PEDIDOSYA: 10 };

/** The platform refuses an order code starting with `000` (unknown) or `999` (already used, errorAction reset). */
export const PLATFORM_CODE_UNKNOWN = 'Código no encontrado en la plataforma';
export const PLATFORM_CODE_USED = 'Código ya utilizado en otra compra';

function platformPayment(
  ctx: Ctx,
  operationId: string,
  type: PaymentType,
  body: { order_id: number; code: string; paymentId: number; provider: Provider },
) {
  const code = body.code.trim();
  if (!code) return badRequest('Debe ingresar un codigo');
  if (code.length < (PLATFORM_MIN_CODE[type] ?? 1)) return badRequest('Código incompleto');
  if (code.startsWith('000')) return badRequest(PLATFORM_CODE_UNKNOWN);
  if (code.startsWith('999')) return badRequest(PLATFORM_CODE_USED, { errorAction: 'reset' });
  // Once per Idempotency-Key: a resend answers the first payment and records nothing more.
  return once(ctx, operationId, body, PaymentResponse, () => {
    const payment = orderPayment(ctx.world, body.order_id, body.paymentId);
    recordCharge(ctx.world, payment.id, type);
    return answer(
      approve(ctx.world, payment, { payment_type: type, deposit_id: code, provider: body.provider }),
    );
  });
}

function redelcomPoll(world: World, payment: PaymentRecord): RedelcomPollResponse | undefined {
  const done: Partial<Record<PaymentRecord['status'], RedelcomPollResponse['data']>> = {
    APROBADO: { ESTADO: 'APROBADO', MENSAJE_VISOR: 'TRANSACCION APROBADA' },
    RECHAZADO: { ESTADO: 'RECHAZADO', MENSAJE_VISOR: 'TRANSACCION RECHAZADA' },
    ERROR: { ESTADO: 'ERROR', MENSAJE_VISOR: 'ERROR DE COMUNICACION CON EL BANCO' },
  };
  const known = done[payment.status];
  if (known) return { code: 200, data: known };
  payment.polls += 1;
  if (world.hasScenario('payment-expired') || payment.polls <= REDELCOM_PENDING_POLLS) return undefined;
  const status = world.hasScenario('redelcom-error')
    ? 'ERROR'
    : world.hasScenario('payment-rejected')
      ? 'RECHAZADO'
      : 'APROBADO';
  setPaymentStatus(world, payment, status);
  if (status !== 'APROBADO') endCharge(world, payment.id, `Redelcom ${status}`);
  world.log(`[demo] Redelcom ${payment.rdc_transaction_id}: ${status}`);
  return { code: 200, data: done[status]! };
}

export function registerPayments(r: OperationRegistry): void {
  operation(r, 'listOrderPayments', getListOrderPaymentsMockHandler, (ctx) => {
    const orderId = ctx.intParam('orderId', ORDER_NOT_FOUND);
    if (!ctx.world.state.orders.some((o) => o.id === orderId)) return notFound(ORDER_NOT_FOUND);
    return { data: { payments: orderPayments(ctx.world.state, orderId).map(paymentView) } };
  });

  operation(r, 'updatePaymentStatus', getUpdatePaymentStatusMockHandler, async (ctx) => {
    const payment = paymentById(ctx.world, ctx.intParam('id', PAYMENT_NOT_FOUND));
    const { status } = await ctx.body(UpdatePaymentStatusRequest);
    if (status === 'APROBADO' && payment.status !== 'APROBADO') recordCharge(ctx.world, payment.id, 'update');
    // A Redelcom transaction still held, marked failed (its cancel): that charge is over.
    if (status !== 'APROBADO' && payment.status === 'PENDIENTE' && payment.rdc_transaction_id)
      endCharge(ctx.world, payment.id, `marked ${status}`);
    setPaymentStatus(ctx.world, payment, status);
    return answer(payment);
  });

  operation(r, 'updatePaymentDeposit', getUpdatePaymentDepositMockHandler, async (ctx) => {
    const payment = paymentById(ctx.world, ctx.intParam('id', PAYMENT_NOT_FOUND));
    const { data, status } = await ctx.body(UpdatePaymentDepositRequest);
    if (!data.trim()) return badRequest('Debe ingresar un codigo');
    if (status === 'APROBADO' && payment.status !== 'APROBADO')
      recordCharge(ctx.world, payment.id, 'deposit');
    payment.deposit_id = data.trim();
    setPaymentStatus(ctx.world, payment, status);
    return answer(payment);
  });

  operation(r, 'createRedelcomPayment', getCreateRedelcomPaymentMockHandler, async (ctx) => {
    const body = await ctx.body(CreateRedelcomPaymentRequest);
    if (ctx.world.hasScenario('redelcom-unavailable')) {
      return fail(500, `No se pudo conectar con la máquina Redelcom ${body.machine_id}`, {
        errorAction: 'reset',
      });
    }
    return once(ctx, 'createRedelcomPayment', body, PaymentResponse, () => {
      const payment = orderPayment(ctx.world, body.order_id, body.payment_id);
      recordCharge(ctx.world, payment.id, 'redelcom');
      Object.assign(payment, {
        provider: 'REDELCOM',
        payment_type: body.payment_type,
        amount: body.amount,
        status: 'PENDIENTE',
        polls: 0,
        rdc_transaction_id: `RDC-${body.order_id}-${payment.id}-${ctx.world.next('redelcom')}`,
      } satisfies Partial<PaymentRecord>);
      ctx.world.log(`[demo] Redelcom ${payment.rdc_transaction_id} started on machine ${body.machine_id}`);
      return answer(payment);
    });
  });

  operation(r, 'getRedelcomTransaction', getGetRedelcomTransactionMockHandler, (ctx) => {
    const txId = ctx.param('txId');
    const payment = ctx.world.state.payments.find((p) => p.rdc_transaction_id === txId);
    if (!payment) return notFound('Transacción no encontrada');
    return redelcomPoll(ctx.world, payment);
  });

  operation(r, 'sendRedelcomAuthCode', getSendRedelcomAuthCodeMockHandler, async (ctx) => {
    const txId = ctx.param('txId');
    const { authCode } = await ctx.body(RedelcomAuthCodeRequest);
    const payment = ctx.world.state.payments.find((p) => p.rdc_transaction_id === txId);
    if (!payment) return badRequest('Transacción no encontrada');
    if (!authCode.trim()) return badRequest('Debe ingresar un codigo');
    // Once per Idempotency-Key: a code sent again after a lost answer gets the first answer.
    return once(ctx, 'sendRedelcomAuthCode', { txId, authCode }, PaymentResponse, () => {
      if (ctx.world.hasScenario('payment-rejected')) {
        payment.deposit_id = authCode.trim();
        if (payment.status === 'PENDIENTE') endCharge(ctx.world, payment.id, 'Redelcom code rejected');
        setPaymentStatus(ctx.world, payment, 'RECHAZADO');
        return answer(payment);
      }
      return answer(approve(ctx.world, payment, { deposit_id: authCode.trim() }));
    });
  });

  operation(
    r,
    'createTransbankSmartPosPayment',
    getCreateTransbankSmartPosPaymentMockHandler,
    async (ctx) => {
      const body = await ctx.body(CreateTransbankSmartPosPaymentRequest);
      // Once per Idempotency-Key: the same approval recorded again answers the first record.
      return once(ctx, 'createTransbankSmartPosPayment', body, PaymentResponse, () => {
        const payment = orderPayment(ctx.world, body.order_id, body.payment_id);
        return answer(
          approve(ctx.world, payment, {
            provider: 'TRANSBANK-SMARTPOS',
            deposit_id: body.transbank_code,
            smart_pos_transaction_id: body.smart_pos_transaction_id,
          }),
        );
      });
    },
  );

  operation(r, 'createTransbankPayment', getCreateTransbankPaymentMockHandler, async (ctx) => {
    const body = await ctx.body(CreateTransbankPaymentRequest);
    return once(ctx, 'createTransbankPayment', body, PaymentResponse, () => {
      const payment = orderPayment(ctx.world, body.order_id, body.payment_id);
      recordCharge(ctx.world, payment.id, 'transbank');
      return answer(approve(ctx.world, payment, { provider: 'TRANSBANK', deposit_id: body.transbank_code }));
    });
  });

  operation(
    r,
    'updateMercadoPagoMachinePayment',
    getUpdateMercadoPagoMachinePaymentMockHandler,
    async (ctx) => {
      const body = await ctx.body(UpdateMercadoPagoPaymentRequest);
      // Once per Idempotency-Key: the same approval reported again answers the first report.
      return once(ctx, 'updateMercadoPagoMachinePayment', body, PaymentResponse, () => {
        const payment = paymentById(ctx.world, body.paymentId, 400);
        payment.provider = 'MERCADOPAGO';
        payment.deposit_id = body.machineTransactionId;
        setPaymentStatus(ctx.world, payment, body.status);
        return answer(payment);
      });
    },
  );

  operation(r, 'createRappiPayment', getCreateRappiPaymentMockHandler, async (ctx) =>
    platformPayment(ctx, 'createRappiPayment', 'RAPPI', await ctx.body(PlatformPaymentRequest)),
  );
  operation(r, 'createUberEatsPayment', getCreateUberEatsPaymentMockHandler, async (ctx) =>
    platformPayment(ctx, 'createUberEatsPayment', 'UBEREATS', await ctx.body(PlatformPaymentRequest)),
  );
  operation(r, 'createPedidosYaPayment', getCreatePedidosYaPaymentMockHandler, async (ctx) =>
    platformPayment(ctx, 'createPedidosYaPayment', 'PEDIDOSYA', await ctx.body(PlatformPaymentRequest)),
  );
  operation(r, 'createCornershopPayment', getCreateCornershopPaymentMockHandler, async (ctx) => {
    const body = await ctx.body(CornershopPaymentRequest);
    if (!body.transbank_code.trim()) return badRequest('Debe ingresar un codigo');
    return platformPayment(ctx, 'createCornershopPayment', 'CORNERSHOP', body);
  });

  operation(r, 'createRappiPaylessOrder', getCreateRappiPaylessOrderMockHandler, async (ctx) => {
    const body = await ctx.body(RappiPaylessOrderRequest);
    // Once per Idempotency-Key: a resend answers the first payment.
    return once(ctx, 'createRappiPaylessOrder', body, PaymentResponse, () => {
      const world = ctx.world;
      const order = world.state.orders.find((o) => o.id === body.orderId);
      if (!order) return badRequest(ORDER_NOT_FOUND);
      if (body.barcode.trim().startsWith('000') || world.hasScenario('payment-rejected')) {
        return badRequest('Código Rappi Payless inválido', { pinCode: RAPPI_PAYLESS_PIN });
      }
      const payments = orderPayments(world.state, order.id).filter((p) => p.status !== 'APROBADO');
      const payment = payments.find((p) => p.payment_type === 'RAPPI PAYLESS') ?? payments[0];
      if (!payment) return badRequest('La orden no tiene pagos pendientes');
      recordCharge(world, payment.id, 'rappi-payless');
      return answer(
        approve(world, payment, { payment_type: 'RAPPI PAYLESS', deposit_id: body.barcode.trim() }),
      );
    });
  });

  operation(r, 'sendWalletCode', getSendWalletCodeMockHandler, async (ctx) => {
    const body = await ctx.body(SendWalletCodeRequest);
    const customer = ctx.world.state.customers.find((c) => c.id === body.customer_id);
    if (!customer) return badRequest('Cliente no encontrado');
    if (body.amount > usablePoints(customer.points)) return badRequest('Puntos insuficientes');
    customer.sms_sent = true;
    ctx.world.state.codes.push({
      kind: 'sms',
      customer_id: customer.id,
      amount: body.amount,
      code: DEMO.walletSmsCode,
      sent_at: ctx.world.now().toISOString(),
    });
    ctx.world.log(`[demo] SMS to ${customer.name}: wallet code ${DEMO.walletSmsCode} for $${body.amount}`);
    return { success: true, message: 'Código enviado por SMS' };
  });

  operation(r, 'sendSupervisorCode', getSendSupervisorCodeMockHandler, async (ctx) => {
    const body = await ctx.body(SendSupervisorCodeRequest);
    const customer = ctx.world.state.customers.find((c) => c.id === body.customer_id);
    if (!customer) return badRequest('Cliente no encontrado');
    ctx.world.state.codes.push({
      kind: 'supervisor',
      customer_id: customer.id,
      amount: body.amount,
      code: DEMO.supervisorCode,
      sent_at: ctx.world.now().toISOString(),
    });
    ctx.world.log(
      `[demo] e-mail to the supervisor of store ${body.store_id}: code ${DEMO.supervisorCode} for $${body.amount}`,
    );
    return { success: true, message: 'Código enviado al supervisor' };
  });

  operation(r, 'createWalletPayment', getCreateWalletPaymentMockHandler, async (ctx) => {
    const body = await ctx.body(CreateWalletPaymentRequest);
    // Once per Idempotency-Key: a resend answers the first payment and spends no more points.
    return once(ctx, 'createWalletPayment', body, PaymentResponse, () => {
      const world = ctx.world;
      const customer = world.state.customers.find((c) => c.id === body.customer_id);
      if (!customer) return badRequest('Cliente no encontrado');
      const code = body.code.trim();
      if (code !== DEMO.walletSmsCode && code !== DEMO.supervisorCode) {
        return badRequest(WRONG_WALLET_CODE);
      }
      if (body.amount > usablePoints(customer.points)) return badRequest('Puntos insuficientes');
      const payment = orderPayment(world, body.order_id, body.paymentId);
      recordCharge(world, payment.id, 'wallet');
      const fromPoints = Math.min(customer.points.points, body.amount);
      customer.points.points -= fromPoints;
      customer.points.cash -= body.amount - fromPoints;
      customer.sms_sent = false;
      return answer(
        approve(world, payment, {
          payment_type: 'WALLET',
          amount: body.amount,
          deposit_id: body.code.trim(),
        }),
      );
    });
  });

  operation(r, 'changePaymentType', getChangePaymentTypeMockHandler, async (ctx) => {
    const payment = paymentById(ctx.world, ctx.intParam('id', PAYMENT_NOT_FOUND));
    const { type } = await ctx.body(ChangePaymentTypeRequest);
    if (payment.status === 'APROBADO') return badRequest('El pago ya fue aprobado');
    Object.assign(payment, {
      payment_type: type,
      status: 'PENDIENTE',
      provider: null,
      rdc_transaction_id: null,
      polls: 0,
    } satisfies Partial<PaymentRecord>);
    return answer(payment);
  });
}
