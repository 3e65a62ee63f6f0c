import { createStoryWorld } from '@mocks/scenarios.ts';
import type { World } from '@mocks/world/index.ts';
import type { OrderRecord, PaymentRecord } from '@mocks/world/types.ts';
import { customerView } from '@mocks/world/views.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearCheckoutMemory } from '@/session/attempts.ts';
import type { SaleState } from '@/session/sale.ts';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';

/**
 * /pago-final's MACH and Redpay steps on a fresh demo world each: an order of Camila's paid with
 * one QR payment (id 900), the seller taps "Generar QR" in the play function; the world's clock
 * is moved by hand to reach the provider's outcome (it answers at 20 s).
 */
const ORDER_ID = 900;

function withQrOrder(type: 'MACH' | 'REDPAY') {
  return (world: World) => {
    const seed = world.state.orders.find((o) => o.customer_id === 1)!;
    const now = world.now().toISOString();
    const order: OrderRecord = {
      ...structuredClone(seed),
      id: ORDER_ID,
      order_number: 900_900,
      created_at: now,
      status: 'PAGANDO',
      saved: false,
      bill_number: null,
      sii_code: null,
      billing_started_at: null,
      billing_success: null,
      idempotency_key: null,
    };
    const payment: PaymentRecord = {
      id: 9_001,
      order_id: ORDER_ID,
      payment_type: type,
      amount: order.total_amount,
      status: 'PENDIENTE',
      provider: null,
      deposit_id: null,
      payed: null,
      next: null,
      rdc_transaction_id: null,
      smart_pos_transaction_id: null,
      created_at: now,
      polls: 0,
    };
    world.state.orders.push(order);
    world.state.payments.push(payment);
  };
}

function qrWorld(type: 'MACH' | 'REDPAY', scenario: string | null = null) {
  return createStoryWorld(scenario, { now: '2026-06-03T14:00:00Z', setup: withQrOrder(type) });
}

const member = customerView(createStoryWorld().world.state.customers.find((c) => c.id === 1)!);
const sale: Partial<SaleState> = { buyType: 'socio', customer: member, orderId: ORDER_ID };

const meta = {
  title: 'Screens/PagoFinal QR',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/pago-final', session: { user: storySeller as SessionUser }, sale },
  // Each story starts with no persisted attempt (another story's order 900 is not this one).
  loaders: [
    () => {
      clearCheckoutMemory();
      return {};
    },
  ],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const step = (canvasElement: HTMLElement) => within(canvasElement);
async function generate(canvasElement: HTMLElement, name: string) {
  const canvas = step(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Generar QR' }, { timeout: 15000 }));
  return canvas.findByRole('img', { name }, { timeout: 10000 });
}

const mach = qrWorld('MACH');
/** Before the charge: "Generar QR" and "Cambiar". */
export const MachReady: Story = {
  parameters: { msw: { handlers: qrWorld('MACH').handlers } },
  play: async ({ canvasElement }) => {
    const canvas = step(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Generar QR' }, { timeout: 15000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cambiar' })).toBeVisible();
  },
};

/** The MACH QR with its countdown from 21:00, polled every 5 s; "Cancelar pago". */
export const MachQrCountdown: Story = {
  parameters: { msw: { handlers: mach.handlers } },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'Código QR de pago MACH');
    const canvas = step(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^2[01]:\d\d$/);
    await expect(canvas.getByRole('button', { name: 'Cancelar pago' })).toBeVisible();
  },
};

/** "Cancelar pago": the MACH payment cancelled, "Pago cancelado", Reintentar and Cambiar. */
export const MachCancelled: Story = {
  parameters: { msw: { handlers: qrWorld('MACH').handlers } },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'Código QR de pago MACH');
    const canvas = step(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar pago' }));
    await expect(await canvas.findByText('Pago cancelado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** The cancel call failed: "Error al intentar cancelar el pago", the QR stays. */
export const MachCancelFailed: Story = {
  parameters: { msw: { handlers: qrWorld('MACH', 'server-error-html:cancelMachPayment').handlers } },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'Código QR de pago MACH');
    const canvas = step(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar pago' }));
    await expect(await canvas.findByText('Error al intentar cancelar el pago')).toBeVisible();
  },
};

/** mach/new's answer was lost: the step says the charge is unknown, Reintentar is the seller's call. */
export const MachStartUnknown: Story = {
  parameters: { msw: { handlers: qrWorld('MACH', 'lost-answer:createMachPayment').handlers } },
  play: async ({ canvasElement }) => {
    const canvas = step(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Generar QR' }, { timeout: 15000 }));
    await expect(
      await canvas.findByText('No se pudo confirmar si se generó el pago. Si el cliente no pagó, reintente.'),
    ).toBeVisible();
  },
};

const redpay = qrWorld('REDPAY');
/** Redpay: the QR of token_url, the token number and the countdown from 05:01, polled every 3 s. */
export const RedpayQrCountdown: Story = {
  parameters: { msw: { handlers: redpay.handlers } },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'Código QR de pago Redpay');
    const canvas = step(canvasElement);
    await expect(canvas.getByText('Código de pago')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^0[45]:\d\d$/);
  },
};

const approved = qrWorld('REDPAY');
/** Approved by Redpay: the step is paid and the screen moves on (here: the final screen). */
export const RedpayApproved: Story = {
  parameters: { msw: { handlers: approved.handlers } },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'Código QR de pago Redpay');
    approved.world.clock.advance(20_000);
    await waitFor(
      () => expect(within(canvasElement).queryByRole('region', { name: 'Paso 1 de 1' })).toBeNull(),
      {
        timeout: 10000,
      },
    );
  },
};

const rejected = qrWorld('REDPAY', 'payment-rejected');
/** Rejected: "El pago fue rechazado." with Reintentar and Cambiar. */
export const RedpayRejected: Story = {
  parameters: { msw: { handlers: rejected.handlers } },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'Código QR de pago Redpay');
    rejected.world.clock.advance(20_000);
    const canvas = step(canvasElement);
    await expect(await canvas.findByText('El pago fue rechazado.', {}, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

const expired = qrWorld('REDPAY', 'payment-expired');
/** Expired: "El pago está expirado." with Reintentar. */
export const RedpayExpired: Story = {
  parameters: { msw: { handlers: expired.handlers } },
  play: async ({ canvasElement }) => {
    await generate(canvasElement, 'Código QR de pago Redpay');
    expired.world.clock.advance(20_000);
    const canvas = step(canvasElement);
    await expect(await canvas.findByText('El pago está expirado.', {}, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
