import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrintEmailDialog } from '@/components/pos/PrintEmailDialog';

const meta = {
  title: 'POS/PrintEmailDialog',
  component: PrintEmailDialog,
  args: { open: true, initialEmail: 'camila@example.cl', onSend: fn(), onClose: fn() },
} satisfies Meta<typeof PrintEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's email filled in; Enter or Enviar sends. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Enviar boleta por email',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await expect(args.onSend).toHaveBeenCalledWith('camila@example.cl');
  },
};

/** "Email no válido" (spec 001 §5): nothing is sent. */
export const InvalidEmail: Story = {
  args: { initialEmail: '' },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Enviar boleta por email',
    });
    await userEvent.type(within(dialog).getByLabelText('Email del cliente'), 'camila@club');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await expect(await within(dialog).findByText('Email no válido')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Sending: Enviar spins. */
export const Sending: Story = { args: { sending: true } };

/** The server failed to send it. */
export const SendFailed: Story = { args: { error: 'Error enviando boleta por email' } };
