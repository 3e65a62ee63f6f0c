import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorScreen } from '@/routes/-error.tsx';

/**
 * Spec 001 §2 error page: what the router shows when a screen fails in a way no screen handles.
 * "Refrescar" clears the stored data and goes to /login; when only the screen's own part could not
 * be loaded (no network, on a build with no service worker), it opens the screen again instead.
 */
const meta = {
  title: 'Screens/Error',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('No se pudo leer la venta guardada'), reset: () => {} },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error no screen handles: its message under the title (spec 001 §2). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ha ocurrido un error' })).toBeVisible();
    await expect(canvas.getByText((args.error as Error).message)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refrescar' })).toBeVisible();
  },
};

/** The screen's own part could not be loaded: said in the seller's words, not the browser's. */
export const PartNotLoaded: Story = {
  args: {
    error: new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/carro-x.js'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ha ocurrido un error cargando la información')).toBeVisible();
    await expect(canvas.queryByText(/imported module/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Refrescar' })).toBeVisible();
  },
};
