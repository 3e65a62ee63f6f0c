import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
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
export const NonMember: Story = { args: { kind: 'nonMember', customerName: 'Pedro Soto' } };
export const NewCustomer: Story = {
  args: { kind: 'newCustomer', customerName: undefined, rut: '20.123.456-K' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
export const Creating: Story = { args: { kind: 'newCustomer', customerName: undefined, loading: true } };
