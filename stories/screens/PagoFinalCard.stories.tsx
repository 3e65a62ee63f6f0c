import { createStoryWorld } from '@mocks/scenarios.ts';
import type { World } from '@mocks/world/index.ts';
import { customerView } from '@mocks/world/views.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { beginAttempt, clearCheckoutMemory } from '@/session/attempts.ts';
import type { SaleState } from '@/session/sale.ts';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';
import { pullNetwork } from '../support/network.ts';

/**
 * /pago-final with one card payment on the demo world, per machine kind (the step bodies of
 * src/features/checkout/steps/card). A seed order of Camila Rojas is turned into an order being
 * paid by card.
 */
function cardOrder(world: World): number {
  const order = world.state.orders.find((o) => o.customer_id === 1 && !o.saved)!;
  order.status = 'PAGANDO';
  const [first] = world.state.payments.filter((p) => p.order_id === order.id);
  world.state.payments = world.state.payments.filter((p) => p.order_id !== order.id || p === first);
  Object.assign(first!, {
    payment_type: 'TARJETA DE DEBITO',
    amount: order.total_amount,
    status: 'PENDIENTE',
    provider: null,
    rdc_transaction_id: null,
    smart_pos_transaction_id: null,
  });
  return order.id;
}

function storyWorld(scenario: string | null = null, started: string | null = null) {
  let orderId = 0;
  let paymentId = 0;
  const { world, handlers } = createStoryWorld(scenario, {
    setup: (w) => {
      orderId = cardOrder(w);
      const payment = w.state.payments.find((p) => p.order_id === orderId)!;
      paymentId = payment.id;
      // A Redelcom charge already started on the machine (its transaction id).
      if (started) Object.assign(payment, { provider: 'REDELCOM', rdc_transaction_id: started, polls: 0 });
    },
  });
  const member = customerView(world.state.customers.find((c) => c.id === 1)!);
  const sale: Partial<SaleState> = { buyType: 'socio', customer: member, orderId, orderStatus: 'PAGANDO' };
  return { handlers, sale, orderId, paymentId };
}

const user = storySeller as SessionUser;
const plain = storyWorld();
// Its own world: the charge it starts stays on the server, which the next stories must not see.
// The machine keeps answering "still waiting" (payment-expired): the picture is the wait, however
// long the machine takes to draw it, never the approval that a few polls would bring.
const polling = storyWorld('payment-expired');
const rejected = storyWorld('payment-rejected');
const unanswered = storyWorld('payment-expired', 'RDC-STORY-1');
const held = storyWorld();
const waiting = storyWorld('payment-expired', 'RDC-STORY-2');

const meta = {
  title: 'Screens/PagoFinal/Card',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: plain.handlers } },
  args: { path: '/pago-final', session: { user }, sale: plain.sale, terminal: { kind: 'redelcom' } },
  decorators: [
    (Story) => {
      // Each story starts without a persisted attempt or a simulated pending payment.
      clearCheckoutMemory();
      sessionStorage.clear();
      document.cookie = 'smart_pos_keys=; max-age=0; path=/';
      return Story();
    },
  ],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const step = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Paso 1 de 1' }, { timeout: 15000 }));

/** Redelcom: the pay button, then "Esperando confirmación del pago" while the machine is polled. */
export const RedelcomPolling: Story = {
  parameters: { msw: { handlers: polling.handlers } },
  args: { sale: polling.sale },
  play: async ({ canvasElement }) => {
    const card = await step(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Cobrar con tarjeta' }));
    await expect(await card.findByText('Esperando confirmación del pago')).toBeVisible();
  },
};

/**
 * Redelcom while the card's charge is being sent to the machine (its answer never comes here):
 * "Cancelar compra" is off, and beside it the reason it describes itself with.
 */
export const CancelWaitsForCard: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/payments/redelcom/new', async () => {
          await delay('infinite');
        }),
        ...held.handlers,
      ],
    },
  },
  args: { sale: held.sale },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await step(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Cobrar con tarjeta' }));
    const cancel = canvas.getByRole('button', { name: 'Cancelar compra' });
    const why =
      'Hay un pago con tarjeta en curso: espere la respuesta de la máquina antes de cancelar la compra.';
    await waitFor(() => expect(cancel).toBeDisabled());
    await expect(canvas.getByText(why)).toBeVisible();
    await expect(cancel).toHaveAccessibleDescription(why);
  },
};

/**
 * Redelcom waiting with no network: its polls are not sent, so the wait says it has no connection
 * (not "Ha ocurrido un error…"); the charge is still waited on, and the polls go on by themselves
 * when the network is back.
 */
export const RedelcomOffline: Story = {
  parameters: { msw: { handlers: waiting.handlers } },
  args: { sale: waiting.sale },
  decorators: [
    (Story) => {
      beginAttempt({
        orderId: waiting.orderId,
        paymentId: waiting.paymentId,
        kind: 'redelcom',
        phase: 'charging',
        externalId: 'RDC-STORY-2',
        now: Date.now(),
      });
      return Story();
    },
  ],
  play: async ({ canvasElement }) => {
    const card = await step(canvasElement);
    pullNetwork();
    await expect(await card.findByText(NETWORK_MESSAGES.waitOffline, {}, { timeout: 15000 })).toBeVisible();
    await expect(card.getByText('Esperando confirmación del pago')).toBeVisible();
    await expect(card.queryByText('Ha ocurrido un error. Por favor intente nuevamente.')).toBeNull();
  },
};

/** Redelcom rejected: the machine's text and Reintentar. */
export const RedelcomRejected: Story = {
  parameters: { msw: { handlers: rejected.handlers } },
  args: { sale: rejected.sale },
  play: async ({ canvasElement }) => {
    const card = await step(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Cobrar con tarjeta' }));
    await expect(
      await card.findByText('PAGO REDELCOM RECHAZADO: TRANSACCION RECHAZADA', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/**
 * Redelcom after 90 tries without an answer: "Cancelar pago" asks the machine first; the Redelcom
 * machine cannot cancel, so the step says so and keeps waiting (no Reintentar, no second charge).
 */
export const RedelcomCannotCancel: Story = {
  parameters: { msw: { handlers: unanswered.handlers } },
  args: { sale: unanswered.sale },
  decorators: [
    (Story) => {
      beginAttempt({
        orderId: unanswered.orderId,
        paymentId: unanswered.paymentId,
        kind: 'redelcom',
        phase: 'charging',
        externalId: 'RDC-STORY-1',
        now: Date.now() - 95_000,
      });
      return Story();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar pago' }, { timeout: 15000 }));
    // The step's card is drawn anew for each state: read the region once it shows this one.
    const text =
      'Esta máquina no permite cancelar el pago desde aquí. Cancélelo en la máquina: seguimos esperando su respuesta.';
    await canvas.findByText(text, {}, { timeout: 15000 });
    const card = await step(canvasElement);
    await expect(card.getByText(text)).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};

/** SmartPOS without keys: no charge, the spec's text. */
export const SmartPosKeysMissing: Story = {
  args: { terminal: { kind: 'smartPos' } },
  play: async ({ canvasElement }) => {
    const card = await step(canvasElement);
    await expect(card.getByText('No están cargadas las llaves del SmartPOS')).toBeVisible();
  },
};

/** Mercado Pago with a configuration problem. */
export const MercadoPagoConfig: Story = {
  args: { terminal: { kind: 'mercadoPago', payment: 'config' } },
  play: async ({ canvasElement }) => {
    const card = await step(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Cobrar con tarjeta' }));
    // The step's card is drawn anew for each state (waiting, failed): read the region once it
    // shows the failure.
    const text = 'Problemas con la configuración de MercadoPago.';
    await within(canvasElement).findByText(text, {}, { timeout: 15000 });
    await expect((await step(canvasElement)).getByText(text)).toBeVisible();
  },
};
