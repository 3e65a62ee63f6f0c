import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

const meta = {
  title: 'Screens/Login',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/login', session: null },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function login(canvasElement: HTMLElement, rut: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('RUT'), rut);
  if (password) await userEvent.type(canvas.getByLabelText('Contraseña'), password);
  await userEvent.keyboard('{Enter}');
  return canvas;
}

/** RUT and password, the version under the card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Versión 1.12.17')).toBeVisible();
    await expect(canvas.getByLabelText('RUT')).toHaveFocus();
  },
};

export const InvalidRut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await login(canvasElement, '11.111.111-2', 'demo1234');
    await expect(await canvas.findByText('El RUT ingresado no es válido')).toBeVisible();
  },
};

/** The demo world answers wrong credentials with its errorMessage. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await login(canvasElement, '111111111', 'otra-clave');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Contraseña')).toHaveFocus());
  },
};

export const ServerDown: Story = {
  parameters: { msw: { handlers: [http.post('*/api/login', () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = await login(canvasElement, '111111111', 'demo1234');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Ha ocurrido un error. Por favor intente nuevamente más tarde.',
    );
    // Enter tries again: the password has the focus whatever the answer's speed.
    await waitFor(() => expect(canvas.getByLabelText('Contraseña')).toHaveFocus());
  },
};

/** The franchise seller's store has no Bsale token: the login is refused after the credentials. */
export const FranchiseWithoutBsale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await login(canvasElement, '222222222', 'demo1234');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Este local no tiene el token de Bsale configurado',
    );
    await waitFor(() => expect(canvas.getByLabelText('Contraseña')).toHaveFocus());
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/login', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await login(canvasElement, '111111111', 'demo1234');
    await expect(await canvas.findByRole('button', { name: 'Ingresar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The session ended by itself (a 401 mid-sale): /login says why; the sale waits for the seller. */
export const SessionExpired: Story = {
  args: {
    session: { user: null, accessToken: null, expired: true, lastSellerId: 1, resumePath: '/carro' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Su sesión expiró. Ingrese nuevamente para continuar.',
    );
    await expect(canvas.getByLabelText('RUT')).toHaveFocus();
  },
};

/** No answer within the time limit: the spec's login failure text. */
export const NoAnswer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/login', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  beforeEach: async () => {
    const { configureApi, DEFAULT_TIMEOUT_MS } = await import('@/api/http.ts');
    configureApi({ timeoutMs: 300 });
    return () => configureApi({ timeoutMs: DEFAULT_TIMEOUT_MS });
  },
  play: async ({ canvasElement }) => {
    const canvas = await login(canvasElement, '111111111', 'demo1234');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Ha ocurrido un error. Por favor intente nuevamente más tarde.',
    );
  },
};
