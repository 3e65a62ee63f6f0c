import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnnulmentDialog } from '@/components/pos/AnnulmentDialog';
import { annulmentErrorMessage } from '@/domain/messages';
import { RETURN_LABELS } from '@/domain/returnsMessages';

/** A return's card annulment failed on the terminal (spec 000 §8). */
const meta = {
  title: 'POS/AnnulmentDialog',
  component: AnnulmentDialog,
  args: { open: true, message: annulmentErrorMessage('Rechazado', 1), onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof AnnulmentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terminal's glosa and code; Reintentar annuls the first pending transaction again. */
export const Rejected: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Anulación de pago con tarjeta',
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Rechazado. Código 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without a glosa: "Ha ocurrido un error" and the code. */
export const WithoutGlosa: Story = { args: { message: annulmentErrorMessage(null, 12) } };

/** A reload came while the terminal was annulling: the seller checks its receipt first. */
export const AnswerLost: Story = { args: { message: RETURN_LABELS.annulmentUnknown('SPT-000451') } };

/** Annulling again: Reintentar spins, Cancelar waits. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Reintentar/ }));
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
