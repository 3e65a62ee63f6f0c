import { DEMO, getDefaultWorld } from '@mocks/world/index.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';

const invoiceId = (number: string) =>
  getDefaultWorld().state.purchaseInvoices.find((i) => i.number === number)!.id;

/** Stock entry on the demo world: the start, an open invoice, an open guide, a closed invoice. */
const meta = {
  title: 'Screens/IngresarStock',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/ingresar-stock' },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /ingresar-stock: Factura chosen, the purchase orders listed. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByLabelText('Orden de compra', {}, { timeout: 5000 });
    await expect(
      await within(list).findByRole('option', { name: /OC-24017/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** No document chosen: "Favor seleccione una opción del listado". */
export const StartWithoutChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ingresar Factura' }, { timeout: 5000 }));
    await expect(canvas.getByText('Favor seleccione una opción del listado')).toBeVisible();
  },
};

/** An invoice in progress: 12 units waiting to be entered. */
export const InvoiceOpen: Story = {
  args: { path: `/ingresar-stock/factura/${invoiceId(DEMO.invoices.inProgress)}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        `Factura ingresada: ${DEMO.invoices.inProgress}`,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A dispatch guide open for entry. */
export const GuideOpen: Story = {
  args: { path: '/ingresar-stock/guia-de-despacho/1' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        `Guía ingresada: ${DEMO.storeOrders.open}`,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A closed invoice: "(Cerrada)" and the reprint only. */
export const InvoiceClosed: Story = {
  args: { path: `/ingresar-stock/factura/${invoiceId(DEMO.invoices.closed)}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('(Cerrada)', {}, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * The 316-line guide: the screen fits the window, its lines scroll in their own region under
 * their column headers; the title whole, the close apart from "Ingresar Stock"; on a wide
 * machine the entry form beside the lines.
 */
export const LongGuide: Story = {
  args: { path: '/ingresar-stock/guia-de-despacho/5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`Guía ingresada: ${DEMO.storeOrders.long}`, {}, { timeout: 5000 }),
    ).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Productos del documento' });
    await expect(await within(region).findAllByRole('row', {}, { timeout: 5000 })).toHaveLength(317);
    await expect(canvas.getByText('316 de 316 productos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ingresar Stock' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar Guía de Despacho' })).toBeVisible();
  },
};

/** The guide's lines that are cans of beer (both words in the name), counted from the world's seed. */
const beerCans = () =>
  getDefaultWorld()
    .state.storeOrders.find((g) => g.id === 5)!
    .lines.filter((l) => {
      const name = getDefaultWorld().state.products.find((p) => p.id === l.product_id)!.name;
      return /cerveza/i.test(name) && /lata/i.test(name);
    }).length;

/** The 316-line guide filtered by "Filtrar productos": "cerveza lata" keeps the cans of beer. */
export const LongGuideFiltered: Story = {
  args: { path: '/ingresar-stock/guia-de-despacho/5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(`Guía ingresada: ${DEMO.storeOrders.long}`, {}, { timeout: 5000 });
    await canvas.findByText('316 de 316 productos', {}, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filtrar productos' }), 'cerveza lata');
    await expect(await canvas.findByText(`${beerCans()} de 316 productos`)).toBeVisible();
    const rows = within(canvas.getByRole('region', { name: 'Productos del documento' })).getAllByRole('row');
    for (const row of rows.slice(1)) await expect(row).toHaveTextContent(/Cerveza.*Lata/);
    // The filter has the focus (its ring is in the picture): wait for it, after the form's autoFocus.
    await expect(canvas.getByRole('searchbox', { name: 'Filtrar productos' })).toHaveFocus();
  },
};

/** A document that cannot be read: the toast, and Recargar in the page (not a screen of its own). */
export const ReadFailed: Story = {
  args: { path: '/ingresar-stock/guia-de-despacho/9999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Recargar' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The entry answering success false for a finished invoice: its text and "Re imprimir lo ingresado". */
export const EntryRefusedFinished: Story = {
  globals: { scenario: 'stock-refused:enterPurchaseInvoice' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByLabelText('Orden de compra', {}, { timeout: 5000 });
    await userEvent.selectOptions(
      list,
      await within(list).findByRole('option', { name: /OC-23990/ }, { timeout: 5000 }),
    );
    await userEvent.type(canvas.getByLabelText('Número de factura'), DEMO.invoices.closed);
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar Factura' }));
    await expect(
      await canvas.findByRole('button', { name: 'Re imprimir lo ingresado' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The toolbar's scenario: every call answers 500, so the list says so below its field. */
export const ServerErrorFromToolbar: Story = {
  globals: { scenario: 'server-error' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Error interno del servidor. Por favor intente nuevamente más tarde.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
  },
};

/** After a story with a toolbar scenario, the next one is back on the story's own world. */
export const BackToStoryScenario: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByLabelText('Orden de compra', {}, { timeout: 5000 });
    await expect(
      await within(list).findByRole('option', { name: /OC-24017/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
