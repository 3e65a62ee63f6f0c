import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CustomerPopup } from '@/components/pos/CustomerPopup';

const meta = {
  title: 'POS/CustomerPopup',
  component: CustomerPopup,
  args: {
    open: true,
    kind: 'member',
    rut: '12.345.678-5',
    customerName: 'Javiera Muñoz',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 380 } } },
} satisfies Meta<typeof CustomerPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
/**
 * Opened by itself, when the RUT's last digit came: the focus is on the popup, not on Aceptar,
 * so the Enter of a seller used to sending the RUT accepts no one; a tap on Aceptar does.
 */
export const OpenedByItself: Story = {
  args: { openedByItself: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cliente socio' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole('button', { name: 'Aceptar' })).not.toHaveFocus();
  },
};
export const NonMember: Story = { args: { kind: 'nonMember', customerName: 'Pedro Soto' } };
export const NewCustomer: Story = {
  args: { kind: 'newCustomer', customerName: undefined, rut: '20.123.456-K' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
export const Creating: Story = { args: { kind: 'newCustomer', customerName: undefined, loading: true } };
