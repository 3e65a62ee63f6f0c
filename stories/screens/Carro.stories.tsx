import { createStoryWorld } from '@mocks/scenarios.ts';
import { customerView, findProduct, productView } from '@mocks/world/views.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import type { SaleState } from '@/session/sale.ts';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';
import { expectCheckoutInView } from '../support/cartInView.ts';
import { checkoutStory } from '../support/checkoutStory.ts';
import { pullNetwork } from '../support/network.ts';

const { world } = createStoryWorld();
const user = storySeller as SessionUser;
const member = customerView(world.state.customers.find((c) => c.id === 1)!);
const line = (id: number, amount: number, recommended = false) => ({
  product: productView(
    world.state,
    findProduct(world.state, id)!,
  ) as unknown as SaleState['lines'][number]['product'],
  amount,
  recommended,
});
const lines = [line(1, 6), line(3, 2), line(12, 12), line(4, 1, true)];
/** A cart of `count` distinct products, one unit each (from 40 the list is virtualised). */
const manyLines = (count: number) =>
  world.state.products
    .filter((p) => !p.pack && p.stock > 0)
    .slice(0, count)
    .map((p) => line(p.id, 1));
const longLines = manyLines(100);
const base: Partial<SaleState> = { buyType: 'socio', customer: member, lines, recommendedAutoShown: true };

const meta = {
  title: 'Screens/Carro',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/carro', session: { user }, sale: base },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines with club, sellout, bulk and recommended prices; the hint asks for a payment method. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Falta elegir metodo de pago', {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'REALIZAR COMPRA' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * Three lines: the lines above, the total, document type, payments and REALIZAR COMPRA in place
 * on the screen without scrolling.
 */
export const ThreeLines: Story = {
  args: { sale: { ...base, lines: lines.slice(0, 3) } },
  play: async ({ canvasElement }) => expectCheckoutInView(canvasElement, 3),
};

/** Thirty lines: they scroll in their own region; the rest stays where it is. */
export const ThirtyLines: Story = {
  args: { sale: { ...base, lines: manyLines(30) } },
  play: async ({ canvasElement }) => expectCheckoutInView(canvasElement, 30),
};

/**
 * A hundred lines: only the lines on screen (and a few around) are in the page, so a "+" costs
 * what it costs on a short cart; the totals cover every line and stay on screen.
 */
export const HundredLines: Story = {
  args: { sale: { ...base, lines: longLines } },
  play: async ({ canvasElement }) => {
    await expectCheckoutInView(canvasElement, 100);
    const region = within(canvasElement).getByRole('region', { name: 'Productos del carro' });
    await waitFor(() => expect(region.querySelectorAll('article').length).toBeLessThan(100));
    await expect(within(region).getByRole('heading', { name: longLines[0]?.product.name })).toBeVisible();
  },
};

/** Split cash + WALLET, complete: no hint, REALIZAR COMPRA ready. */
export const SplitPayment: Story = {
  args: {
    sale: {
      ...base,
      lines: [line(1, 2)],
      payments: [
        { payment_type: 'EFECTIVO', amount: 1000 },
        { payment_type: 'WALLET', amount: 780 },
      ],
    },
  },
};

/** With CLUB10 applied (Descuento cupón) and an order already saved: Actualizar Pedido. */
export const CouponAndSavedOrder: Story = {
  args: {
    sale: {
      ...base,
      orderId: 900,
      orderNumber: 10900,
      coupon: {
        id: 2,
        code: 'CLUB10',
        coupon_type: 'percentage',
        coupon_value: 0,
        coupon_value_percentage: 10,
        min_cart_amount: 0,
        max_discount: 10000,
        products: [4, 11, 16],
      },
    },
  },
};

export const Empty: Story = {
  args: { sale: { ...base, lines: [] } },
};

/** Promotions still loading: totals as skeletons, lines locked (changes ignored). */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/products/promotions', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
};

/**
 * Order creation fails: the server's message beside REALIZAR COMPRA (not a toast at the top) until
 * the next tap, and the seller stays on /carro.
 */
const SERVER_ERROR_TEXT = 'Error interno del servidor. Por favor intente nuevamente más tarde.';

export const OrderCreationError: Story = {
  args: {
    sale: { ...base, lines: [line(1, 2)], payments: [{ payment_type: 'WALLET', amount: 1780 }] },
  },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/orders/new', () =>
          HttpResponse.json({ errorMessage: SERVER_ERROR_TEXT }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = () => canvas.getByRole('button', { name: 'REALIZAR COMPRA' });
    // Ready once the member's points have loaded (WALLET is capped by them); the button is asked
    // for again each time, as the screen may render a new one meanwhile. A tap while the cart is
    // still priced is kept and acted on once it is.
    await waitFor(() => expect(buy()).not.toHaveAttribute('aria-disabled'), { timeout: 10000 });
    await userEvent.click(buy());
    await expect(await canvas.findByText(SERVER_ERROR_TEXT, {}, { timeout: 10000 })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_ERROR_TEXT);
    await waitFor(() => expect(buy()).not.toHaveAttribute('aria-disabled'));
  },
};

/**
 * REALIZAR COMPRA with no network: "Sin conexión: no se envió" beside the button, nothing sent;
 * the note goes by itself when the network is back.
 */
export const OrderNotSentOffline: Story = {
  args: {
    sale: { ...base, lines: [line(1, 2)], payments: [{ payment_type: 'WALLET', amount: 1780 }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = () => canvas.getByRole('button', { name: 'REALIZAR COMPRA' });
    await waitFor(() => expect(buy()).not.toHaveAttribute('aria-disabled'), { timeout: 10000 });
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Resumen de la compra' })).not.toHaveAttribute('aria-busy'),
    );
    pullNetwork();
    await userEvent.click(buy());
    await expect(await canvas.findByText(NETWORK_MESSAGES.notSent)).toBeVisible();
  },
};

/** The personalised offer opens by itself (recommended_auto_show). */
export const PersonalisedOfferAutoShow: Story = {
  args: { sale: { ...base, recommendedAutoShown: false } },
  play: async () => {
    // The offer opens by itself once the recommendations arrive; wait for its content, not
    // just its (portalled) frame.
    await waitFor(
      () => {
        const dialog = within(document.body).getByRole('dialog', { name: 'Oferta personalizada' });
        expect(within(dialog).getByRole('button', { name: 'Salir' })).toBeVisible();
      },
      { timeout: 15000 },
    );
  },
};

/** A split sale whose first payment is approved: the order read-only, "Continuar con el pago". */
const beingPaid = checkoutStory({
  payments: [
    { payment_type: 'EFECTIVO', amount: 1000 },
    { payment_type: 'WALLET', amount: 780 },
  ],
  approved: [0],
});

export const SaleBeingPaid: Story = {
  args: {
    sale: { ...base, lines: [line(1, 2)], ...beingPaid.sale, paymentLock: 'paid' },
  },
  parameters: { msw: { handlers: beingPaid.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^La venta tiene pagos aprobados/, {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('APROBADO')).toBeVisible();
    // The payments by their labels, never their codes.
    const payments = canvas.getByRole('region', { name: 'Pagos de la venta' });
    await expect(within(payments).getByText('Efectivo')).toBeVisible();
    await expect(within(payments).getByText('Puntos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar con el pago' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'REALIZAR COMPRA' })).toBeNull();
  },
};
