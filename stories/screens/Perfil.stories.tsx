import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

/** Camila Rojas, the demo world's member with 12.345 usable points. */
const camila = { id: 1, name: 'Camila Rojas', rut: '12345678-5', email: null, subscription: true };

const meta = {
  title: 'Screens/Perfil',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/perfil', sale: { buyType: 'socio', customer: camila } },
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
