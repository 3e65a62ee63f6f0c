import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PickupCodeDialog } from '@/components/pos/PickupCodeDialog';

/** The customer's pickup code before a pickup order is handed over. */
const meta = {
  title: 'POS/PickupCodeDialog',
  component: PickupCodeDialog,
  args: { open: true, code: '', onCodeChange: fn(), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof PickupCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing and Confirmar (Enter works too). */
export const Empty: Story = {
  render: function Render(args) {
    const [code, setCode] = useState(args.code);
    return <PickupCodeDialog {...args} code={code} onCodeChange={setCode} />;
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Código de pickup' });
    await userEvent.type(within(dialog).getByLabelText('Código de pickup'), 'PK4821');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Required: Story = { args: { error: 'Debe ingresar un codigo de pickup' } };

export const Invalid: Story = { args: { code: 'ZZ0000', error: 'Codigo invalido' } };

/** The code is being checked: Confirmar spins, nothing can be sent twice. */
export const Checking: Story = {
  args: { code: 'PK4821', checking: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirmar/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
