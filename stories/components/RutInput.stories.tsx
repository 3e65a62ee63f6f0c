import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RutInput } from '@/components/pos/RutInput';

const meta = {
  title: 'POS/RutInput',
  component: RutInput,
  args: { label: 'RUT del cliente', value: '', onChange: fn(), onEnter: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--field-max-width)' }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RutInput
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof RutInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Formats while typing; Enter submits. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('RUT del cliente');
    await userEvent.type(input, '123456785');
    await expect(input).toHaveValue('12.345.678-5');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { value: '12.345.678-5' } };
export const WithK: Story = { args: { value: '15.022.790-K' } };
export const EntryError: Story = { args: { value: '12.345.678-9', error: 'Rut inválido' } };
export const LoginError: Story = {
  args: { label: 'RUT', value: '11.111.111-2', error: 'El RUT ingresado no es válido' },
};
export const NotAMember: Story = { args: { value: '12.345.678-5', error: 'Cliente no es socio' } };
export const Disabled: Story = { args: { value: '12.345.678-5', disabled: true } };
