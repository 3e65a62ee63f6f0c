import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

const meta = {
  title: 'Screens/Ingreso',
  component: AppStory,
  parameters: {
    layout: 'fullscreen',
  },
  args: { path: '/ingreso', sale: { buyType: 'socio' } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The RUT typed and sent with Enter. */
async function enter(canvasElement: HTMLElement, rut: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('RUT del cliente'), `${rut}{Enter}`);
  return canvas;
}

/** The RUT typed, nothing else: a complete one is looked up by itself. */
async function typeOnly(canvasElement: HTMLElement, rut: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('RUT del cliente'), rut);
  return canvas;
}

/** Member sale: back link, the field with the focus, Continuar in the action bar. */
export const MemberSale: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('RUT del cliente')).toHaveFocus();
  },
};

/**
 * The demo member, Camila Rojas: the member popup, opened by itself when the RUT's last digit
 * came (no Continuar), with the focus on the popup rather than Aceptar.
 */
export const MemberPopup: Story = {
  play: async ({ canvasElement }) => {
    await typeOnly(canvasElement, '123456785');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('Camila Rojas, RUT 12.345.678-5, es socio del club.');
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

export const InvalidRut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, '123456789');
    await expect(await canvas.findByText('Rut inválido')).toBeVisible();
  },
};

/** The demo non-member in a member sale. */
export const NotAMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, '98765433');
    await expect(await canvas.findByText('Cliente no es socio', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Non-member sale, customer not in the club: the non-member popup (no back link). */
export const NonMemberPopup: Story = {
  args: { sale: { buyType: 'no-socio' } },
  play: async ({ canvasElement }) => {
    await enter(canvasElement, '98765433');
    await expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent(
      'Pedro Soto, RUT 9.876.543-3, no pertenece al club.',
    );
  },
};

/** Non-member sale, a RUT the club does not know: confirming would create it. */
export const NewCustomerPopup: Story = {
  args: { sale: { buyType: 'no-socio' } },
  play: async ({ canvasElement }) => {
    await enter(canvasElement, '155555556');
    await expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toHaveTextContent(
      'El RUT 15.555.555-6 no existe.',
    );
  },
};

export const Searching: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/customer-by-rut/:rut', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, '123456785');
    await expect(await canvas.findByRole('button', { name: 'Continuar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/customer-by-rut/:rut', () =>
          HttpResponse.json({ errorMessage: 'Servicio de clientes no disponible' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await enter(canvasElement, '123456785');
    await expect(
      await canvas.findByText('Servicio de clientes no disponible', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
