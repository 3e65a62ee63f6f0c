import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuantityStepper } from '@/components/pos/QuantityStepper';

const meta = {
  title: 'POS/QuantityStepper',
  component: QuantityStepper,
  args: {
    value: 1,
    min: 0,
    max: 999,
    label: 'Cantidad de Cerveza Kunstmann Torobayo 330 ml',
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click steps once; the keyboard too. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar cantidad' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('2')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Disminuir cantidad' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Press and hold "+": one step at once, then one every 200 ms until released. */
export const PressAndHold: Story = {
  args: { value: 0 },
  play: async ({ canvasElement, args }) => {
    const plus = within(canvasElement).getByRole('button', { name: 'Aumentar cantidad' });
    // fireEvent: separate userEvent.pointer calls do not share the pressed-button state.
    fireEvent.pointerDown(plus, { pointerType: 'touch' });
    await new Promise((r) => setTimeout(r, 700));
    fireEvent.pointerUp(plus, { pointerType: 'touch' });
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    // 1 at once + 3 repeats in 700 ms (200, 400, 600)
    await expect(calls).toBeGreaterThanOrEqual(3);
    await expect(calls).toBeLessThanOrEqual(5);
    await new Promise((r) => setTimeout(r, 400));
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};

/** At max the "+" button is disabled. */
export const AtMax: Story = {
  args: { value: 6, max: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
  },
};

/**
 * With onLimit (cards and cart lines) "+" stays enabled at max and reports the attempt, so the
 * caller shows the domain's message ("No hay suficiente stock", "No puede agregar mas de 999
 * productos"); the value does not change.
 */
export const AtMaxReportsTheAttempt: Story = {
  args: { value: 6, max: 6, onLimit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Aumentar cantidad' });
    await expect(plus).toBeEnabled();
    await userEvent.click(plus);
    await expect(args.onLimit).toHaveBeenCalledWith(7);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Cantidad: 6' })).toHaveValue('6');
  },
};

/** The quantity can be typed: Enter applies it; above max it is reported, not applied. */
export const TypedQuantity: Story = {
  args: { value: 1, max: 999, onLimit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Cantidad: / });
    await userEvent.clear(field);
    await userEvent.type(field, '24{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(24);
    await userEvent.clear(field);
    await userEvent.type(field, '1000{Enter}');
    await expect(args.onLimit).toHaveBeenLastCalledWith(1000);
    await expect(field).toHaveValue('24');
  },
};

export const AtMin: Story = { args: { value: 0 } };
export const Disabled: Story = { args: { disabled: true } };
export const Large: Story = { args: { size: 'lg', value: 12 } };

/** Cart lines: "-" at 1 calls back with 0 (the line is removed). */
export const BelowMinRemoves: Story = {
  args: { value: 1, min: 1, allowBelowMin: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Disminuir cantidad' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(0));
  },
};
