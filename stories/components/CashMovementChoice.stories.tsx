import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CashMovementChoice } from '@/components/pos/CashMovementChoice';

/** Whether cash goes back to the customer: two exclusive checkboxes (spec 000 §5). */
const meta = {
  title: 'POS/CashMovementChoice',
  component: CashMovementChoice,
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof CashMovementChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking one unticks the other. */
export const Unchosen: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CashMovementChoice
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const yes = canvas.getByRole('checkbox', { name: 'Sí, se devuelve dinero en efectivo' });
    const no = canvas.getByRole('checkbox', { name: 'No, sin movimiento de efectivo' });
    await userEvent.click(yes);
    await userEvent.click(no);
    await expect(no).toBeChecked();
    await expect(yes).not.toBeChecked();
  },
};

export const CashBack: Story = { args: { value: true } };

/** Not chosen when the seller confirmed. */
export const Required: Story = {
  args: { error: 'Debe seleccionar una opción de movimiento de efectivo' },
};
