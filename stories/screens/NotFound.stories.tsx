import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

const meta = {
  title: 'Screens/NotFound',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/no-existe', session: null },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown path redirects to /404. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '404 Página no encontrada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  },
};
