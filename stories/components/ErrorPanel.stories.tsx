import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPanel } from '@/components/ui/ErrorPanel';

const meta = {
  title: 'UI/ErrorPanel',
  component: ErrorPanel,
  args: { message: "Cannot read properties of undefined (reading 'Store')", onRefresh: fn() },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ha ocurrido un error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refrescar' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const WithoutMessage: Story = { args: { message: undefined } };
