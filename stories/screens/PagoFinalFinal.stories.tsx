import { scenarioHandlers } from '@mocks/scenarios.ts';
import type { World } from '@mocks/world/index.ts';
import { getDefaultWorld } from '@mocks/world/index.ts';
import type { OrderRecord } from '@mocks/world/types.ts';
import { customerView, findProduct, productView } from '@mocks/world/views.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearCheckoutMemory } from '@/session/attempts.ts';
import type { SaleState } from '@/session/sale.ts';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';

/**
 * /pago-final once every payment is approved: billing and "Compra Finalizada" (spec 001 §2, §8),
 * on the demo world. Camila's saved order of the seed (4 × Cristal, 1 × Escudo) is paid in cash
 * and put in each billing state by the story's world.
 */
const seed = getDefaultWorld().state;
const user = storySeller as SessionUser;
const camilasOrder = seed.orders.find((o) => o.saved && o.customer_id === 1)!;
const line = (id: number, amount: number) => ({
  product: productView(seed, findProduct(seed, id)!) as unknown as SaleState['lines'][number]['product'],
  amount,
  recommended: false,
});
const sale: Partial<SaleState> = {
  buyType: 'socio',
  customer: {
    ...customerView(seed.customers.find((c) => c.id === 1)!),
    email: 'camila.rojas@example.cl',
  } as never,
  lines: camilasOrder.lines.map((l) => line(l.product_id, l.amount)),
  orderId: camilasOrder.id,
  orderNumber: camilasOrder.order_number,
  orderStatus: 'BILLING PROCESSING',
};

/** The order paid, in the billing state `patch` gives it. */
function paid(patch: Partial<OrderRecord>) {
  return (world: World) => {
    const order = world.state.orders.find((o) => o.id === camilasOrder.id)!;
    Object.assign(order, { saved: false, ...patch });
    for (const p of world.state.payments.filter((x) => x.order_id === order.id)) p.status = 'APROBADO';
  };
}

/** The billing state `state` gives, on an order that issues a factura for Comercial Andes SpA. */
const factura = (state: (world: World) => void) => (world: World) => {
  state(world);
  facturaOf(world);
};

function facturaOf(world: World) {
  const order = world.state.orders.find((o) => o.id === camilasOrder.id)!;
  order.doc_type = 'factura';
  order.billing = {
    rut: '765432103',
    company: 'Comercial Andes SpA',
    activity: 'Venta al por menor de bebidas alcohólicas',
    city: 'Santiago',
    commune: 'Providencia',
    address: 'Av. Providencia 1234, of. 501',
  };
}

const FAR_FUTURE = '2100-01-01T00:00:00.000Z';
const processing = paid({ status: 'BILLING PROCESSING', billing_started_at: FAR_FUTURE });
const finished = paid({
  status: 'FINISHED',
  billing_success: true,
  bill_number: 100305,
  sii_code: 'SII-100305',
});
const failed = paid({ status: 'ERROR', billing_success: false, billing_started_at: FAR_FUTURE });
/** Billed as factura 5301. */
const facturaFinished = paid({
  status: 'FINISHED',
  billing_success: true,
  bill_number: 5301,
  sii_code: 'SII-5301',
});

const meta = {
  title: 'Screens/PagoFinal/Final',
  component: AppStory,
  parameters: { layout: 'fullscreen', msw: { handlers: scenarioHandlers(null, { setup: finished }) } },
  args: { path: '/pago-final', session: { user }, sale },
  // The checkout's persisted memory belongs to one story.
  beforeEach: () => clearCheckoutMemory(),
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name }, { timeout: 15000 });

/** POST /api/payments/bill sent: "Generando boleta…" while the status is polled. */
export const BillingInProgress: Story = {
  parameters: { msw: { handlers: scenarioHandlers(null, { setup: processing }) } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Generando boleta…')).toBeVisible();
  },
};

/** Billing failed: "Error generando boleta. Por favor intente nuevamente." and Reintentar. */
export const BillingError: Story = {
  parameters: { msw: { handlers: scenarioHandlers('billing-error', { setup: failed }) } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'No se pudo generar la boleta');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error generando boleta. Por favor intente nuevamente.',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** The billing system answered 400: the stock variant, with Reintentar. */
export const StockError: Story = {
  parameters: { msw: { handlers: scenarioHandlers('billing-stock-error', { setup: failed }) } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'No se pudo generar la boleta');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/stock/);
  },
};

/** The buttons of "Compra Finalizada", in order. */
const actionNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Compra Finalizada' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

/** Imprimir, then the printed notice: the new sale leads. */
async function printDocument(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
  await expect(await canvas.findByText('Documento impreso', {}, { timeout: 10000 })).toBeVisible();
  await expect(actionNames(canvasElement)).toEqual(['Iniciar nueva venta', 'Imprimir', 'Enviar por email']);
}

/**
 * "Compra Finalizada": the boleta and its number, its SII code, order, total, payments, tax
 * condition; Imprimir leads, then Enviar por email and the new sale.
 */
export const Finished: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Compra Finalizada');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Boleta N° 100305')).toBeVisible();
    await expect(canvas.getByText(`Orden N° ${camilasOrder.order_number}`)).toBeVisible();
    await expect(canvas.getByText('Código SII: SII-100305')).toBeVisible();
    await expect(actionNames(canvasElement)).toEqual(['Imprimir', 'Enviar por email', 'Iniciar nueva venta']);
  },
};

/** The boleta printed: "Iniciar nueva venta" is the main action, first; Imprimir steps back. */
export const FinishedPrinted: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Compra Finalizada');
    await printDocument(canvasElement);
  },
};

/** Imprimir pressed while the printer works: the button spins. */
export const Printing: Story = {
  args: { terminal: { delayMs: 600_000 } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Compra Finalizada');
    const print = within(canvasElement).getByRole('button', { name: 'Imprimir' });
    await userEvent.click(print);
    await waitFor(() => expect(print).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The email dialog: a wrong address says "Email no válido". */
export const EmailInvalid: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Compra Finalizada');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar por email' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Enviar boleta por email' });
    const field = within(dialog).getByLabelText('Email del cliente');
    await userEvent.clear(field);
    await userEvent.type(field, 'camila.rojas@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await expect(await within(dialog).findByText('Email no válido')).toBeVisible();
  },
};

/** Enviar pressed: the email is being sent (the answer never comes here). */
export const Sending: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/payments/bill/print', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...scenarioHandlers(null, { setup: finished }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Compra Finalizada');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar por email' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Enviar boleta por email',
    });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
  },
};

async function printerError(canvasElement: HTMLElement, text: string) {
  await heading(canvasElement, 'Compra Finalizada');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Imprimir' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: 'Error de impresora' },
    { timeout: 10000 },
  );
  await expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
  // The dialog fades in: visible once its animation ends.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeVisible());
}

/** Printer status 2. */
export const PrinterNoPaper: Story = {
  args: { terminal: { printer: 'paper' } },
  play: ({ canvasElement }) => printerError(canvasElement, 'Falta papel en la impresora'),
};

/** Printer status 9. */
export const PrinterLowBattery: Story = {
  args: { terminal: { printer: 'battery' } },
  play: ({ canvasElement }) => printerError(canvasElement, 'Batería muy baja para imprimir'),
};

/** Another printer status from the newer printer result: "(Cod n)". */
export const PrinterOtherWithCode: Story = {
  args: { terminal: { printer: 'error', printerErrorCode: 7, printerWithCode: true } },
  play: ({ canvasElement }) => printerError(canvasElement, 'Ha ocurrido un error al imprimir (Cod 7)'),
};

/** The print call fails on the server: "Error imprimiendo boleta". */
export const PrintFailed: Story = {
  parameters: { msw: { handlers: scenarioHandlers('printer-error', { setup: finished }) } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Compra Finalizada');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Imprimir' }));
    await expect(await within(canvasElement).findByText('Error imprimiendo boleta')).toBeVisible();
  },
};

/** A factura (order document_type "factura"): the final screen names it with its number. */
export const FacturaFinished: Story = {
  parameters: {
    msw: { handlers: scenarioHandlers(null, { setup: factura(facturaFinished) }) },
  },
  args: { sale: { ...sale, documentType: 'factura' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Compra Finalizada')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Factura N° 5301')).toBeVisible();
    await expect(canvas.queryByText(/Boleta N°/)).toBeNull();
    await expect(canvas.getByText('Efectivo')).toBeVisible();
  },
};

/** The factura printed: the new sale leads. */
export const FacturaPrinted: Story = {
  ...FacturaFinished,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Compra Finalizada')).toBeVisible();
    await expect(within(canvasElement).getByText('Factura N° 5301')).toBeVisible();
    await printDocument(canvasElement);
  },
};

/** A factura's email dialog names the factura. */
export const FacturaEmail: Story = {
  ...FacturaFinished,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Compra Finalizada')).toBeVisible();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar por email' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Enviar factura por email',
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** A factura being billed: "Generando factura…". */
export const FacturaBilling: Story = {
  parameters: {
    msw: { handlers: scenarioHandlers(null, { setup: factura(processing) }) },
  },
  args: { sale: { ...sale, documentType: 'factura' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Generando factura…')).toBeVisible();
  },
};
