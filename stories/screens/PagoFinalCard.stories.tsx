import { createStoryWorld } from '@mocks/scenarios.ts';
import type { World } from '@mocks/world/index.ts';
import { customerView } from '@mocks/world/views.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearCheckoutMemory } from '@/features/checkout/attempts.ts';
import type { SaleState } from '@/session/sale.ts';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';

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

function storyWorld(scenario: string | null = null) {
  let orderId = 0;
  const { world, handlers } = createStoryWorld(scenario, {
    setup: (w) => {
      orderId = cardOrder(w);
    },
  });
  const member = customerView(world.state.customers.find((c) => c.id === 1)!);
  const sale: Partial<SaleState> = { buyType: 'socio', customer: member, orderId, orderStatus: 'PAGANDO' };
  return { handlers, sale };
}

const user = storySeller as SessionUser;
const plain = storyWorld();
const rejected = storyWorld('payment-rejected');

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
  play: async ({ canvasElement }) => {
    const card = await step(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Cobrar con tarjeta' }));
    await expect(await card.findByText('Esperando confirmación del pago')).toBeVisible();
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
    await expect(await card.findByText('Problemas con la configuración de MercadoPago.')).toBeVisible();
  },
};
