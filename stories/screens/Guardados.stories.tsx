import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';
import { answers500, neverAnswers } from '../support/msw.ts';

const meta = {
  title: 'Screens/Guardados',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/guardados' },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo seller's saved orders. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Pedidos guardados' });
    await expect((await within(table).findAllByRole('button', {}, { timeout: 5000 })).length).toBeGreaterThan(
      0,
    );
  },
};

export const Loading: Story = {
  parameters: neverAnswers('*/api/orders/saved/:id'),
};

/** A failed fetch is an empty list (spec 000 §8). */
export const FetchFailed: Story = {
  parameters: answers500('*/api/orders/saved/:id'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No hay pedidos guardados', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
