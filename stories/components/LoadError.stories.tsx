import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError } from '@/components/ui/LoadError';

const meta = {
  title: 'UI/LoadError',
  component: LoadError,
  args: { onReload: fn(), onHome: fn() },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ha ocurrido un error cargando la información')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recargar' }));
    await expect(args.onReload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al inicio' }));
    await expect(args.onHome).toHaveBeenCalled();
  },
};
export const Reloading: Story = { args: { reloading: true } };
