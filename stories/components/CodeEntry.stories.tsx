import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeEntry } from '@/components/pos/CodeEntry';
import { Button } from '@/components/ui/Button';

interface Demo {
  labels: string[];
  errors?: (string | null)[];
  disabled?: boolean;
  withCamera?: boolean;
  onSubmit: () => void;
}

/** CodeEntry with its own state, one field per label. */
function CodeEntryDemo({ labels, errors = [], disabled, withCamera, onSubmit }: Demo) {
  const [values, setValues] = useState(() => labels.map(() => ''));
  return (
    <CodeEntry
      autoFocus
      disabled={disabled}
      onSubmit={onSubmit}
      fields={labels.map((label, i) => ({
        name: `f${i}`,
        label,
        value: values[i] ?? '',
        onChange: (value: string) => setValues((prev) => prev.map((v, j) => (j === i ? value : v))),
        error: errors[i] ?? null,
      }))}
    >
      {withCamera && <Button variant="secondary">Escanear con cámara</Button>}
    </CodeEntry>
  );
}

const meta = {
  title: 'POS/CodeEntry',
  component: CodeEntryDemo,
  args: { labels: ['Código de transferencia', 'Repita el código'], onSubmit: fn() },
} satisfies Meta<typeof CodeEntryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Transfer: the code twice. Enter in a field submits. */
export const TypedTwice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Código de transferencia'), 'TRX-1');
    await userEvent.type(canvas.getByLabelText('Repita el código'), 'TRX-1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The codes differ. */
export const CodesDiffer: Story = {
  args: { errors: [null, 'Los códigos no son iguales'] },
};

/** A platform code, missing. */
export const PlatformRequired: Story = {
  args: { labels: ['Código Rappi'], errors: ['Por favor ingrese Código Rappi'] },
};

/** Cornershop: both codes missing. */
export const CornershopRequired: Story = {
  args: {
    labels: ['Código Cornershop', 'Código de autorización'],
    errors: ['Por favor ingrese Código Cornershop', 'Debe ingresar un codigo'],
  },
};

/** Rappi Payless: the barcode with the camera button. */
export const BarcodeWithCamera: Story = {
  args: { labels: ['Código de barras Rappi'], withCamera: true },
};

/** While the payment is sent: Enter does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
};
