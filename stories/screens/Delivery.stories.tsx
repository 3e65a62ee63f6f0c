import { createStoryWorld } from '@mocks/scenarios.ts';
import { storeOf } from '@mocks/world/rules.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';

const { world } = createStoryWorld();
const store = storeOf(world.state, 1);
const user = storySeller as SessionUser;

const meta = {
  title: 'Screens/Delivery',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/delivery', session: { user } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Seleccionar delivery" with the demo store's platforms. */
export const Platforms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Seleccionar delivery' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rappi' })).toBeVisible();
  },
};

export const OnlyTwoPlatforms: Story = {
  args: {
    session: {
      user: {
        ...user,
        Store: {
          ...store,
          rappi_active: true,
          rappi_turbo_active: false,
          rappi_payless_active: false,
          ubereats_active: false,
          pedidosya_active: true,
          goodmeal_active: false,
          tbk_smart_pos_active: false,
        },
      } as SessionUser,
    },
  },
};
