import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NewSaleQuestion } from '@/components/pos/NewSaleQuestion.tsx';

/** A new sale asked for over an unfinished one (/inicio's sale entries, a delivery platform). */
const meta = {
  title: 'POS/NewSaleQuestion',
  component: NewSaleQuestion,
  args: {
    open: true,
    lines: 2,
    holdsMoney: false,
    onBack: fn(),
    onDiscard: fn(),
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof NewSaleQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both answers; the focus on "Volver a la venta", so an Enter never discards; Escape only closes. */
export const Ask: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hay una venta sin terminar' });
    await expect(dialog).toHaveTextContent('Carro con 2 productos');
    const back = within(dialog).getByRole('button', { name: 'Volver a la venta' });
    await expect(back).toHaveFocus();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Descartar y empezar otra' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onDiscard).not.toHaveBeenCalled();
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

/** A sale that holds money: it cannot be discarded, only gone back to. */
export const HoldsMoney: Story = {
  args: { holdsMoney: true, lines: 1 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Hay una venta sin terminar' });
    await expect(dialog).toHaveTextContent('Esta venta tiene un pago en curso y no se puede descartar');
    await expect(dialog).toHaveTextContent('Carro con 1 producto');
    await expect(within(dialog).queryByRole('button', { name: 'Descartar y empezar otra' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Volver a la venta' })).toHaveFocus();
  },
};

/** A sale whose order was sent to payment: it is cancelled there ("Cancelar compra"), not discarded. */
export const SentToPayment: Story = {
  args: { sentToPayment: true, lines: 2 },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Hay una venta sin terminar' });
    await expect(dialog).toHaveTextContent('Esta venta ya se envió a pago y no se puede descartar');
    await expect(within(dialog).queryByRole('button', { name: 'Descartar y empezar otra' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Volver a la venta' })).toHaveFocus();
  },
};
