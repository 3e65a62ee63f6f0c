import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Money } from '@/components/ui/Money';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: 'Ingresar x12 de Cerveza Austral Calafate 6 pack (EAN: 7804612220034)',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on Aceptar, so Enter confirms. */
export const ConfirmAdd: Story = {
  play: async ({ args }) => {
    const accept = await screen.findByRole('button', { name: 'Aceptar' });
    await expect(accept).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmClose: Story = {
  args: { message: '¿Desea cerrar esta factura?' },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const ReturnConfirmation: Story = { args: { message: 'Estas seguro?' } };

/** Non-dismissible with custom labels (spec 001, stock entry). */
export const PrintQuestion: Story = {
  args: {
    message: '¿Desea imprimir lo ingresado?',
    confirmLabel: 'Si',
    cancelLabel: 'No',
    dismissible: false,
  },
};

export const UnusedPoints: Story = {
  args: {
    title: 'Usted tiene aun puntos sin utilizar',
    message: '¿Esta seguro de seguir la compra?',
    children: (
      <p>
        Equivalen a un descuento de <Money amount={4500} size="inherit" />
      </p>
    ),
  },
};

export const Loading: Story = { args: { message: '¿Desea cerrar esta factura?', loading: true } };

export const Danger: Story = {
  args: { title: 'Cancelar pago', message: 'El pedido será rechazado.', confirmVariant: 'danger' },
};
