import { createStoryWorld } from '@mocks/scenarios.ts';
import type { World } from '@mocks/world/index.ts';
import type { OrderRecord, PaymentRecord } from '@mocks/world/types.ts';
import { customerView } from '@mocks/world/views.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { BuyType, PaymentType } from '@/api/generated/model/index.ts';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { codeSends } from '@/features/checkout/steps/server/codeSends.ts';
import { beginAttempt, clearCheckoutMemory } from '@/session/attempts.ts';
import type { SaleState } from '@/session/sale.ts';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';
import { pullNetwork } from '../support/network.ts';

/**
 * /pago-final's steps settled by one server call, on the demo world: an order with the given
 * payments is put in a fresh world, the sale points at it, and the real app renders the screen.
 */
const ORDER_ID = 990;
const user = storySeller as SessionUser;

function withOrder(
  world: World,
  payments: { type: PaymentType; amount: number }[],
  buyType: BuyType = 'socio',
): void {
  const created = world.now().toISOString();
  const total = payments.reduce((sum, p) => sum + p.amount, 0);
  const order: OrderRecord = {
    id: ORDER_ID,
    order_number: 50990,
    store_id: user.store_id,
    buy_type: buyType,
    created_at: created,
    sale_admin_id: user.id,
    save_admin_id: null,
    customer_id: buyType === 'socio' ? 1 : null,
    lines: [{ product_id: 1, amount: 2, total_unit_price: Math.round(total / 2) }],
    total_amount: total,
    status: 'PAGANDO',
    doc_type: 'boleta',
    saved: false,
    coupon: null,
    machine_number: '1',
    delivery_company: null,
    recommended_product_ids: [],
    billing: null,
    bill_number: null,
    sii_code: null,
    billing_started_at: null,
    billing_success: null,
    pickup_code: null,
    delivery_type: null,
    delivery_time: null,
    delivery_status: null,
    uber_estimate_id: null,
    stock_taken: true,
  };
  world.state.orders.push(order);
  payments.forEach((p, i) => {
    const record: PaymentRecord = {
      id: 9900 + i,
      order_id: ORDER_ID,
      payment_type: p.type,
      amount: p.amount,
      status: 'PENDIENTE',
      provider: null,
      deposit_id: null,
      payed: null,
      next: null,
      rdc_transaction_id: null,
      smart_pos_transaction_id: null,
      created_at: created,
      polls: 0,
    };
    world.state.payments.push(record);
  });
}

/** The story's world and the sale pointing at its order. */
function story(
  payments: { type: PaymentType; amount: number }[],
  { buyType = 'socio' as BuyType, scenario = null as string | null, sale = {} as Partial<SaleState> } = {},
) {
  const { world, handlers } = createStoryWorld(scenario, { setup: (w) => withOrder(w, payments, buyType) });
  const member = customerView(world.state.customers.find((c) => c.id === 1)!) as SaleState['customer'];
  return {
    parameters: { msw: { handlers } },
    args: {
      path: '/pago-final',
      session: { user },
      sale: {
        buyType,
        customer: buyType === 'socio' ? member : null,
        orderId: ORDER_ID,
        orderNumber: 50990,
        orderStatus: 'PAGANDO',
        ...sale,
      },
    },
  };
}

const meta = {
  title: 'Screens/PagoFinal/Server steps',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/pago-final' },
  // Every story starts without attempts or code sends of an earlier one.
  beforeEach: () => {
    clearCheckoutMemory();
    codeSends.reset();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByLabelText(label, {}, { timeout: 15000 });

/** EFECTIVO: amount given and the change. */
export const Cash: Story = {
  ...story([
    { type: 'EFECTIVO', amount: 7490 },
    { type: 'TRANSFERENCIA BANCARIA', amount: 1000 },
  ]),
  play: async ({ canvasElement }) => {
    const input = await field(canvasElement, 'Monto recibido');
    await userEvent.type(input, '10000');
    await expect(within(canvasElement).getByRole('status', { name: 'Vuelto' })).toHaveTextContent('$2.510');
  },
};

/**
 * EFECTIVO confirmed with no network: nothing was sent and nothing refused. The step stays ready
 * (PENDIENTE, "Confirmar pago"), saying "Sin conexión: no se envió" beside its button; the note
 * goes by itself when the network is back.
 */
export const CashOffline: Story = {
  ...story([{ type: 'EFECTIVO', amount: 7490 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Monto recibido'), '10000');
    pullNetwork();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pago' }));
    const step = within(canvas.getByRole('region', { name: 'Paso 1 de 1' }));
    await expect(await step.findByText(NETWORK_MESSAGES.notSent)).toBeVisible();
    await expect(step.getByText('PENDIENTE')).toBeVisible();
    await expect(step.getByRole('button', { name: 'Confirmar pago' })).toBeEnabled();
  },
};

/** EFECTIVO: an amount given below the payment is refused. */
export const CashShort: Story = {
  ...story([{ type: 'EFECTIVO', amount: 7490 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Monto recibido'), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pago' }));
    await expect(await canvas.findByText('El monto recibido es menor al monto a pagar')).toBeVisible();
  },
};

/** TRANSFERENCIA BANCARIA: the codes differ. */
export const TransferCodesDiffer: Story = {
  ...story([{ type: 'TRANSFERENCIA BANCARIA', amount: 7490 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Código de transferencia'), 'TRX-1001');
    await userEvent.type(canvas.getByLabelText('Repita el código'), 'TRX-1002');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pago' }));
    await expect(await canvas.findByText('Los códigos no son iguales')).toBeVisible();
  },
};

/** OTRO: a voucher code typed twice. */
export const Voucher: Story = {
  ...story([{ type: 'OTRO', amount: 7490 }]),
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'Código del comprobante')).toBeVisible();
  },
};

/** GOODMEAL: its code once. */
export const GoodMeal: Story = {
  ...story([{ type: 'GOODMEAL', amount: 7490 }], { buyType: 'goodmeal' }),
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'Código del pago')).toBeVisible();
  },
};

/** RAPPI: a short code is "Código incompleto". */
export const RappiIncomplete: Story = {
  ...story([{ type: 'RAPPI', amount: 7490 }], { buyType: 'rappi' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Código Rappi'), 'RP-99');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pago' }));
    await expect(await canvas.findByText('Código incompleto')).toBeVisible();
  },
};

/** CORNERSHOP: both codes missing. */
export const CornershopMissing: Story = {
  ...story([{ type: 'CORNERSHOP', amount: 7490 }], { buyType: 'cornershop' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await field(canvasElement, 'Código Cornershop');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pago' }));
    await expect(await canvas.findByText('Por favor ingrese Código Cornershop')).toBeVisible();
    await expect(canvas.getByText('Debe ingresar un codigo')).toBeVisible();
  },
};

/** RAPPI PAYLESS refused: the server's text and the PIN for the customer. */
export const RappiPaylessPin: Story = {
  ...story([{ type: 'RAPPI PAYLESS', amount: 7490 }], { buyType: 'rappi-payless' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Código de barras Rappi'), '000123');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pago' }));
    await expect(await canvas.findByText('PIN: 4321', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** WALLET: the SMS sent, its resend cooldown running. */
export const WalletCooldown: Story = {
  ...story([
    { type: 'WALLET', amount: 1000 },
    { type: 'EFECTIVO', amount: 6490 },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await field(canvasElement, 'Código de verificación');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código por SMS' }));
    await expect(
      await canvas.findByRole('button', { name: /Reenviar SMS\. Reenviar en 00:/ }, { timeout: 5000 }),
    ).toBeDisabled();
  },
};

/** WALLET: no code typed. */
export const WalletCodeMissing: Story = {
  ...story([{ type: 'WALLET', amount: 7490 }]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await field(canvasElement, 'Código de verificación');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pago' }));
    await expect(await canvas.findByText('Falta el código de verificación')).toBeVisible();
  },
};

/** FREE with amount 0 before a cash payment: nothing to charge. */
export const NothingToCharge: Story = {
  ...story([
    { type: 'FREE', amount: 0 },
    { type: 'EFECTIVO', amount: 7490 },
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nada que cobrar en este paso', {}, { timeout: 15000 }),
    ).toBeVisible();
  },
};

/** An unknown answer (a 500): the server is asked, says not approved, Reintentar is offered. */
export const UnknownAnswerRetry: Story = {
  ...story([{ type: 'TRANSFERENCIA BANCARIA', amount: 7490 }], {
    scenario: 'server-error:updatePaymentDeposit',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Código de transferencia'), 'TRX-1');
    await userEvent.type(canvas.getByLabelText('Repita el código'), 'TRX-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pago' }));
    await expect(await canvas.findByRole('button', { name: 'Reintentar' }, { timeout: 5000 })).toBeVisible();
  },
};

const resetStory = story([{ type: 'EFECTIVO', amount: 7490 }]);

/**
 * errorAction "reset": the server's text, no Reintentar; the step's own "Confirmar pago", Cambiar
 * and Cancelar compra remain.
 */
export const ResetHidesRetry: Story = {
  ...resetStory,
  parameters: {
    msw: {
      handlers: [
        http.patch('*/api/payments/update/:id', () =>
          HttpResponse.json({ errorMessage: 'Caja cerrada', errorAction: 'reset' }, { status: 400 }),
        ),
        ...resetStory.parameters.msw.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await field(canvasElement, 'Monto recibido'), '7490');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pago' }));
    await expect(await canvas.findByText('Caja cerrada', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Confirmar pago' })).toBeEnabled();
  },
};

/** A reload found an attempt whose answer is unknown and the server cannot be asked. */
export const Unverified: Story = {
  ...story([{ type: 'EFECTIVO', amount: 7490 }], { scenario: 'server-error:listOrderPayments' }),
  beforeEach: () => {
    beginAttempt({ orderId: ORDER_ID, paymentId: 9900, kind: 'cash' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The outcome stays unknown: the same request again (same key), or ask the server again.
    await expect(
      await canvas.findByText(/No se pudo confirmar el pago\./, {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verificar de nuevo' })).toBeVisible();
  },
};
