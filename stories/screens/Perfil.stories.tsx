import { signToken } from '@mocks/world/auth.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

/** A token the demo world signed itself, so its calls are answered (the seller is id 1). */
function demoToken(): string {
  const iat = Math.floor(Date.now() / 1000);
  return signToken({ sub: 1, store_id: 1, iat, exp: iat + 12 * 3600, jti: Math.floor(Math.random() * 1e9) });
}
const accessToken = demoToken();

/** Camila Rojas, the demo world's member with 12.345 usable points. */
const camila = { id: 1, name: 'Camila Rojas', rut: '12345678-5', email: null, subscription: true };

const meta = {
  title: 'Screens/Perfil',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/perfil', session: { accessToken }, sale: { buyType: 'socio', customer: camila } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '¡Hola, Camila Rojas!' })).toBeVisible();
    await expect(
      await canvas.findByText('Puede utilizar 12.345 puntos en esta compra', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const LoadingPoints: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/customers/:id/points', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
};

/** A failed points fetch counts as 0: no points line. */
export const PointsError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/customers/:id/points', () =>
          HttpResponse.json({ errorMessage: 'Error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continuar' })).toBeVisible();
  },
};
