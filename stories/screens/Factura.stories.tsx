import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

/** /factura needs an order (spec 001 §2); the demo world's companies answer the RUT search. */
const meta = {
  title: 'Screens/Factura',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/factura', sale: { buyType: 'socio', documentType: 'factura', orderId: 1 } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function search(canvasElement: HTMLElement, rut: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByLabelText('RUT', {}, { timeout: 10000 });
  await userEvent.type(field, `${rut}{Enter}`);
  return canvas;
}

/** The empty form, the focus on the RUT. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('RUT', {}, { timeout: 10000 })).toHaveFocus();
  },
};

/** Comercial Andes SpA found by its RUT: the five fields filled. */
export const FilledFromSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, '765432103');
    await waitFor(() => expect(canvas.getByLabelText('Razón social')).toHaveValue('Comercial Andes SpA'), {
      timeout: 10000,
    });
    await expect(canvas.getByText('Datos encontrados. Revise y continúe')).toBeVisible();
  },
};

/** Data already confirmed in this sale: shown again, editable. */
export const StoredData: Story = {
  args: {
    sale: {
      buyType: 'socio',
      documentType: 'factura',
      orderId: 1,
      invoiceData: {
        rut: '777777777',
        company: 'Eventos del Pacífico Ltda.',
        activity: 'Producción de eventos',
        city: 'Viña del Mar',
        commune: 'Viña del Mar',
        address: 'Av. Libertad 1020',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('RUT', {}, { timeout: 10000 })).toHaveValue(
      '77.777.777-7',
    );
  },
};

export const Searching: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/billing/:rut', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, '765432103');
    await expect(canvas.getByRole('button', { name: 'Buscar RUT' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const RutNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, '123456785');
    await expect(
      await canvas.findByText('No existe el RUT. Por favor complete los datos', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
};

export const LookupFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/billing/:rut', () =>
          HttpResponse.json({ errorMessage: 'Servicio no disponible' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, '765432103');
    await expect(
      await canvas.findByText('Ocurrió un error. Por favor complete los datos', {}, { timeout: 10000 }),
    ).toBeVisible();
  },
};

export const InvalidRut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, '765432104');
    await expect(await canvas.findByText('Debe ingresar un rut válido')).toBeVisible();
  },
};

/** Continuar with blank fields. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('RUT', {}, { timeout: 10000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Debe rellenar todos los campos');
  },
};
