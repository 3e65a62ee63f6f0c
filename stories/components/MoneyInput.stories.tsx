import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyInput } from '@/components/pos/MoneyInput';

const meta = {
  title: 'POS/MoneyInput',
  component: MoneyInput,
  args: { label: 'Monto', value: 0, onValueChange: fn(), onInvalid: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--field-max-width)' }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <MoneyInput
        {...args}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          args.onValueChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typed with a decimal comma, shown with dot thousands after leaving the field. */
export const TypingDecimalComma: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Monto');
    await userEvent.type(input, '12345,6');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12346);
    await userEvent.tab();
    await expect(input).toHaveValue('12.346');
  },
};

/** Letters give an error under the field; the amount is not changed. */
export const LettersShowError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Monto'), '12a');
    await expect(canvas.getByText('Ingrese un monto válido')).toBeVisible();
    await expect(args.onInvalid).toHaveBeenCalledWith('Ingrese un monto válido');
    await expect(canvas.getByLabelText('Monto')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithValue: Story = { args: { value: 15990 } };

/** A larger amount is lowered to the cap and a hint says so. */
export const Capped: Story = {
  args: { max: 20000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Monto'), '25000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(20000);
    await expect(canvas.getByText('Monto ajustado al máximo de $20.000')).toBeVisible();
  },
};

export const ExternalError: Story = { args: { value: 10, error: 'Pagos deben ser mayores a 50 CLP' } };
export const Disabled: Story = { args: { value: 5000, disabled: true } };
