import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerificationTable } from '@/components/pos/VerificationTable';

/** An express order's products verified by EAN, each line in its state. */
const meta = {
  title: 'POS/VerificationTable',
  component: VerificationTable,
  args: {
    onClear: fn(),
    rows: [
      {
        key: 'p1',
        name: 'Cerveza Cristal Lata 470 cc',
        packName: null,
        expected: 6,
        counted: 6,
        state: 'verified',
      },
      {
        key: 'p8c1',
        name: 'Cerveza Cristal Lata 470 cc',
        packName: 'Pack Cerveza Cristal 6 Latas 470 cc',
        expected: 6,
        counted: 4,
        state: 'partial',
      },
      {
        key: 'p3',
        name: 'Pisco Mistral 35° 750 cc',
        packName: null,
        expected: 1,
        counted: 2,
        state: 'over',
      },
      {
        key: 'p5',
        name: 'Coca-Cola 1,5 L',
        packName: null,
        expected: 2,
        counted: 0,
        state: 'pending',
      },
    ],
  },
} satisfies Meta<typeof VerificationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state: verified, partial (inside a pack), over, pending; Borrar on a counted line. */
export const States: Story = {
  args: { lastKey: 'p8c1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sobrante')).toBeVisible();
    await expect(canvas.getByText('en Pack Cerveza Cristal 6 Latas 470 cc')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar Pisco Mistral 35° 750 cc' }));
    await expect(args.onClear).toHaveBeenCalledWith('p3');
  },
};

export const Loading: Story = { args: { loading: true } };

/** After "Preparado": nothing can be cleared. */
export const Prepared: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Borrar Pisco Mistral 35° 750 cc' }),
    ).toBeDisabled();
  },
};
