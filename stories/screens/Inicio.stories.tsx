import { createStoryWorld } from '@mocks/scenarios.ts';
import { storeOf } from '@mocks/world/rules.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';
import { goHomeFromSale, unfinishedSale } from '../support/unfinishedSale.ts';

/** The demo seller with the demo store's flags (every delivery platform on). */
const { world } = createStoryWorld();
const store = storeOf(world.state, 1);
const user = storySeller as SessionUser;
const plainUser = {
  ...user,
  Store: {
    ...store,
    rappi_active: false,
    rappi_turbo_active: false,
    rappi_payless_active: false,
    ubereats_active: false,
    pedidosya_active: false,
    goodmeal_active: false,
    tbk_smart_pos_active: false,
  },
} as SessionUser;

const meta = {
  title: 'Screens/Inicio',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/inicio', session: { user } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store machine: sale entries, Delivery (the store has platforms), no SmartPOS options. */
export const StoreMachine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Delivery' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Opciones SmartPOS' })).toBeNull();
  },
};

/** Inside the SmartPOS app: the SmartPOS options appear, the machine number does not. */
export const SmartPosApp: Story = {
  args: { terminal: { kind: 'smartPos', isTerminalApp: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Opciones SmartPOS' }),
    ).toBeVisible();
  },
};

/** A store without delivery platforms: no Delivery entry. */
export const WithoutDelivery: Story = {
  args: { session: { user: plainUser } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Venta socio' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delivery' })).toBeNull();
  },
};

const unfinished = unfinishedSale(world);

/**
 * A sale left unfinished on /compra, the seller goes home and taps "Venta no socio": the question
 * comes first ("Volver a la venta" has the focus; "Descartar y empezar otra" the other way).
 */
export const NewSaleOverUnfinished: Story = {
  args: { path: '/compra', sale: unfinished },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await goHomeFromSale(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Venta no socio' }, { timeout: 15000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Hay una venta sin terminar' });
    await expect(dialog).toHaveTextContent('Carro con 2 productos');
    await expect(within(dialog).getByRole('button', { name: 'Volver a la venta' })).toHaveFocus();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Descartar y empezar otra' })).toBeVisible(),
    );
  },
};
