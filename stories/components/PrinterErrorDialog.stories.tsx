import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrinterErrorDialog } from '@/components/pos/PrinterErrorDialog';
import { printerStatusMessage } from '@/domain/messages';

const meta = {
  title: 'POS/PrinterErrorDialog',
  component: PrinterErrorDialog,
  args: {
    open: true,
    message: printerStatusMessage(2) ?? '',
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PrinterErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 2. */
export const NoPaper: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Error de impresora',
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Falta papel en la impresora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Status 9. */
export const LowBattery: Story = { args: { message: printerStatusMessage(9) ?? '' } };

/** Any other status from the newer printer result: "(Cod n)". */
export const OtherWithCode: Story = {
  args: { message: printerStatusMessage(5, { withCode: true }) ?? '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error al imprimir (Cod 5)',
    );
  },
};

/** Reintentar pressed: it spins, Cancelar waits. */
export const Retrying: Story = { args: { message: printerStatusMessage(1) ?? '', retrying: true } };
