import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CashTender } from '@/components/pos/CashTender';
import { cashChange } from '@/domain/checkoutCodes';

const AMOUNT = 7490;

const meta = {
  title: 'POS/CashTender',
  component: CashTender,
  args: { given: 0, change: 0, onGivenChange: fn() },
  render: function Render(args) {
    const [given, setGiven] = useState(args.given);
    return (
      <CashTender
        {...args}
        given={given}
        change={cashChange(given, AMOUNT)}
        onGivenChange={(value) => {
          setGiven(value);
          args.onGivenChange(value);
        }}
      />
    );
  },
} satisfies Meta<typeof CashTender>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the change is $0. */
export const Empty: Story = {};

/** $10.000 given for $7.490: change $2.510. */
export const WithChange: Story = {
  args: { given: 10_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Vuelto' })).toHaveTextContent('$2.510');
  },
};

/** Typing the amount updates the change at once. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Monto recibido'), '20.000');
    await expect(args.onGivenChange).toHaveBeenLastCalledWith(20_000);
    await expect(canvas.getByRole('status', { name: 'Vuelto' })).toHaveTextContent('$12.510');
  },
};

/** Below the amount: the step's message under the field. */
export const Short: Story = {
  args: { given: 5_000, error: 'El monto recibido es menor al monto a pagar' },
};

/** While the payment is sent. */
export const Disabled: Story = {
  args: { given: 10_000, disabled: true },
};
