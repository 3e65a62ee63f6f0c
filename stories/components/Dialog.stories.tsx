import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Datos del pedido',
    description: 'Revise los datos antes de continuar.',
    children: <p>Pedido 10234 · 3 productos</p>,
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Abrir</Button>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape closes a dismissible dialog and calls onOpenChange(false). */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Datos del pedido' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Aceptar</Button>
      </>
    ),
  },
};

/** Non-dismissible: Escape does nothing and there is no close button. */
export const NonDismissible: Story = {
  args: {
    dismissible: false,
    title: '¿Desea imprimir lo ingresado?',
    description: undefined,
    children: undefined,
    actions: (
      <>
        <Button variant="secondary">No</Button>
        <Button>Si</Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '¿Desea imprimir lo ingresado?' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
