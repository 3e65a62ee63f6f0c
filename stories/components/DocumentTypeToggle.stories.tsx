import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type DocumentType, DocumentTypeToggle } from '@/components/pos/DocumentTypeToggle';

const meta = {
  title: 'POS/DocumentTypeToggle',
  component: DocumentTypeToggle,
  args: { value: null, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState<DocumentType | null>(args.value);
    return (
      <DocumentTypeToggle
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
} satisfies Meta<typeof DocumentTypeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Factura' }));
    await expect(args.onChange).toHaveBeenCalledWith('factura');
    await expect(canvas.getByRole('radio', { name: 'Factura' })).toBeChecked();
  },
};
export const Boleta: Story = { args: { value: 'boleta' } };
export const Factura: Story = { args: { value: 'factura' } };
export const Disabled: Story = { args: { value: 'boleta', disabled: true } };
