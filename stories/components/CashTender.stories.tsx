import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CashTender } from '@/components/pos/CashTender';
import { cashChange, quickCashAmounts } from '@/domain/checkoutCodes';

const AMOUNT = 7490;

const meta = {
  title: 'POS/CashTender',
  component: CashTender,
  args: { given: 0, change: 0, onGivenChange: fn() },
  render: function Render(args) {
    const [given, setGiven] = useState(args.given);
    // With one-tap amounts, as the cash step: an empty field is the exact amount.
    const received = args.quickAmounts && given === 0 ? AMOUNT : given;
    return (
      <CashTender
        {...args}
        given={given}
        received={received}
        change={cashChange(received, AMOUNT)}
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

/**
 * The cash step's one-tap amounts: the exact amount, then the notes above it. Nothing typed is
 * the exact amount (the field's placeholder, "Monto exacto" pressed, change $0).
 */
export const QuickAmounts: Story = {
  args: { quickAmounts: quickCashAmounts(AMOUNT), placeholder: '7.490' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Monto exacto' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Monto exacto',
      '$10.000',
      '$20.000',
    ]);
  },
};

/** A note tapped: the field shows it, the note is pressed, the change is what to hand back. */
export const QuickNoteTapped: Story = {
  args: { quickAmounts: quickCashAmounts(AMOUNT), placeholder: '7.490' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '$20.000' }));
    await expect(args.onGivenChange).toHaveBeenLastCalledWith(20_000);
    await expect(canvas.getByLabelText('Monto recibido')).toHaveValue('20.000');
    await expect(canvas.getByRole('button', { name: '$20.000' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status', { name: 'Vuelto' })).toHaveTextContent('$12.510');
  },
};
