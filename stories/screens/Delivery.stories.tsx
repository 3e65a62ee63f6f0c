import { createStoryWorld } from '@mocks/scenarios.ts';
import { signToken } from '@mocks/world/auth.ts';
import { storeOf } from '@mocks/world/rules.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SessionUser } from '@/session/session.ts';
import { AppStory } from '../support/AppStory.tsx';

/** A token the demo world signed itself, so its calls are answered (the seller is id 1). */
function demoToken(): string {
  const iat = Math.floor(Date.now() / 1000);
  return signToken({ sub: 1, store_id: 1, iat, exp: iat + 12 * 3600, jti: Math.floor(Math.random() * 1e9) });
}
const accessToken = demoToken();

const { world } = createStoryWorld();
const store = storeOf(world.state, 1);
const user = {
  id: 1,
  name: 'Vendedor Demo',
  rut: '11111111-1',
  store_id: 1,
  Store: store,
} as unknown as SessionUser;

const meta = {
  title: 'Screens/Delivery',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/delivery', session: { user, accessToken } },
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
      accessToken,
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
          cornershop_active: false,
        },
      } as SessionUser,
    },
  },
};
