import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MethodSwitcher } from '@/components/pos/MethodSwitcher';

const meta = {
  title: 'POS/MethodSwitcher',
  component: MethodSwitcher,
  args: {
    open: true,
    current: 'EFECTIVO',
    choices: ['TARJETA DE DEBITO', 'TARJETA DE CREDITO', 'TRANSFERENCIA BANCARIA', 'OTRO', 'MACH'],
    onChoose: fn(),
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof MethodSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Cambiar": the methods the unpaid step may change to. */
export const Choices: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar método de pago' });
    await expect(dialog).toHaveAccessibleDescription('Método actual: Efectivo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferencia bancaria' }));
    await expect(args.onChoose).toHaveBeenCalledWith('TRANSFERENCIA BANCARIA');
  },
};

/** A wholesale order: cash and transfer only. */
export const Wholesale: Story = { args: { choices: ['TRANSFERENCIA BANCARIA'] } };

/** The change is being saved: the chosen method spins, the others wait, a second tap does nothing. */
export const Saving: Story = {
  args: { pending: true, chosen: 'TARJETA DE DEBITO' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Tarjeta de crédito/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Tarjeta de débito/ }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** The change failed: the server's text in the open question, beside the methods. */
export const Failed: Story = {
  args: { failure: { message: 'El pago no se puede cambiar', offline: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('El pago no se puede cambiar');
  },
};
