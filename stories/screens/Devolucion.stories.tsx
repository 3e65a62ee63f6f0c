import { DEMO, getDefaultWorld } from '@mocks/world/index.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderCardTransactions } from '@/domain/cardRefund.ts';
import { annulmentPlan, returnRefund } from '@/domain/returnRefund.ts';
import { endReturnFlow, initialReturnFlow, returnFlow } from '@/features/returns/returnFlow.ts';
import { AppStory } from '../support/AppStory.tsx';
import { answers500 } from '../support/msw.ts';

const world = getDefaultWorld().state;
const partlyReturned = world.orders.find((o) => o.bill_number === DEMO.receiptPartlyReturned)!;
const receipt = world.orders.find((o) => o.bill_number === DEMO.receipt)!;
const invoice = world.orders.find((o) => o.bill_number === DEMO.invoice && o.doc_type === 'factura')!;
/** The credit note the demo world was seeded with (the partly returned boleta's). */
const seededReturnId = world.returns[0]!.id;

/** What a return of these units gives back, as the cart decided it before the create. */
const refundOf = (
  order: typeof receipt,
  quantities: Record<number, number>,
  cashMovement: boolean,
  machineAnnuls: boolean,
) =>
  returnRefund({
    order: {
      OrderProducts: order.lines,
      Returns: world.returns.filter((r) => r.order_id === order.id).map((r) => ({ ReturnProducts: r.lines })),
    },
    quantities,
    cashMovement,
    cards: orderCardTransactions(
      world.payments.filter((p) => p.order_id === order.id),
      machineAnnuls,
    ),
  });
/** Every unit of factura 5300 (EFECTIVO $20.000 + card $44.540), cash back: the card annulled. */
const wholeInvoice = { 18: 24, 20: 2 };
/** Every unit of boleta 100200 (two cards). */
const wholeReceipt = { 4: 2, 1: 6, 13: 1 };

/** A return at a given point, as a reload would find it. */
const withReturn = (flow: Partial<ReturnType<typeof initialReturnFlow>>) => () => {
  returnFlow.set(() => ({ ...initialReturnFlow(), ...flow }));
  returnFlow.flush();
  return () => endReturnFlow();
};

/** The money of the return in the cart, as the seller reads it (for a waitFor). */
const moneyOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Dinero a devolver' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A return on the demo world: the document type, its number, the products, the credit note. */
const meta = {
  title: 'Screens/Devolucion',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/tipo-devolucion' },
  beforeEach: () => endReturnFlow(),
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /tipo-devolucion: Boleta or Factura. */
export const DocumentType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Boleta' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Factura' })).toBeVisible();
  },
};

/** /devolucion for a boleta, waiting for its number. */
export const Lookup: Story = {
  args: { path: '/devolucion?doc=boleta' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Número de boleta', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A number of no order: the spec's text below the field. */
export const NotFound: Story = {
  args: { path: '/devolucion?doc=factura' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Número de factura', {}, { timeout: 5000 }), '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(
      await canvas.findByText('No se encontraron órdenes para el número ingresado.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The lookup failing on the server: its errorMessage below the field. */
export const LookupFailed: Story = {
  args: { path: '/devolucion?doc=boleta' },
  parameters: answers500('*/api/order-by-bill/:number'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Número de boleta', {}, { timeout: 5000 }), '100200');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('Error', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** /carro-devolucion for a boleta returned in part before: only what is left can be chosen. */
export const ReturnCart: Story = {
  args: { path: `/carro-devolucion?doc=boleta&number=${DEMO.receiptPartlyReturned}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Boleta N° 100201' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'group',
        { name: 'Cantidad a devolver de Cerveza Escudo Lata 470 cc' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // The order's card payments read: the button can be pressed.
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Generar nota de crédito' })).toBeEnabled(),
      { timeout: 5000 },
    );
  },
};

/** Confirming without products, then without the cash movement: the spec's two texts. */
export const ReturnCartChecks: Story = {
  args: { path: `/carro-devolucion?doc=boleta&number=${DEMO.receiptPartlyReturned}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole(
      'group',
      { name: 'Cantidad a devolver de Cerveza Escudo Lata 470 cc' },
      { timeout: 5000 },
    );
    const create = canvas.getByRole('button', { name: 'Generar nota de crédito' });
    // Enabled once the order's card payments are read.
    await waitFor(() => expect(create).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(create);
    await expect(canvas.getByText('Debe devolver al menos 1 producto')).toBeVisible();
    await userEvent.click(within(group).getByRole('button', { name: 'Aumentar cantidad' }));
    await userEvent.click(create);
    await expect(canvas.getByText('Debe seleccionar una opción de movimiento de efectivo')).toBeVisible();
  },
};

/**
 * Part of a card sale on a SmartPOS (1 of 6 cans of boleta 100200): no card transaction is
 * annulled (each is worth more than the can: an annulment gives back the whole transaction), the
 * can goes back in cash, said right under the total.
 */
export const PartialCardReturn: Story = {
  args: {
    path: `/carro-devolucion?doc=boleta&number=${DEMO.receipt}`,
    terminal: { kind: 'smartPos', storage: null },
  },
  beforeEach: withReturn({
    orderId: receipt.id,
    doc: 'boleta',
    number: DEMO.receipt,
    quantities: { '1': 1 },
    cashMovement: true,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(moneyOf(canvasElement)).toEqual([
          'Total a devolver$890',
          'Efectivo a entregar al cliente$890',
          'Tarjeta de débito (operación SPT-000450)$10.000No se anula: vale $10.000, más que esta devolución.',
          'Tarjeta de crédito (operación SPT-000451)$10.910No se anula: vale $10.910, más que esta devolución.',
        ]),
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('button', { name: 'Generar nota de crédito' })).toBeVisible();
  },
};

/** Factura 5300's return: the customer is the company the factura names, with its RUT. */
export const InvoiceCustomer: Story = {
  args: { path: `/carro-devolucion?doc=factura&number=${DEMO.invoice}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/· Comercial Andes SpA, RUT 76\.543\.210-3$/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Generar nota de crédito' })).toBeEnabled(),
      { timeout: 5000 },
    );
  },
};

/**
 * Every unit of boleta 100200 (two cards on a SmartPOS), no cash movement: the whole value goes
 * back by card annulment, each card annulled here.
 */
export const WholeCardReturn: Story = {
  args: {
    path: `/carro-devolucion?doc=boleta&number=${DEMO.receipt}`,
    terminal: { kind: 'smartPos', storage: null },
  },
  beforeEach: withReturn({
    orderId: receipt.id,
    doc: 'boleta',
    number: DEMO.receipt,
    quantities: { '4': 2, '1': 6, '13': 1 },
    cashMovement: false,
  }),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(moneyOf(canvasElement)).toEqual([
          'Total a devolver$20.910',
          'Anulación de tarjeta$20.910',
          'Tarjeta de débito (operación SPT-000450)$10.000Se anula en esta máquina.',
          'Tarjeta de crédito (operación SPT-000451)$10.910Se anula en esta máquina.',
        ]),
      { timeout: 5000 },
    );
  },
};

/**
 * Every unit of factura 5300 (cash $20.000 and a card $44.540), on a SmartPOS, cash back: both
 * ways, the card annulled and the cash part to hand over; the company named as its customer.
 */
export const WholeMixedReturn: Story = {
  args: {
    path: `/carro-devolucion?doc=factura&number=${DEMO.invoice}`,
    terminal: { kind: 'smartPos', storage: null },
  },
  beforeEach: withReturn({
    orderId: invoice.id,
    doc: 'factura',
    number: DEMO.invoice,
    quantities: { '18': 24, '20': 2 },
    cashMovement: true,
  }),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(moneyOf(canvasElement)).toEqual([
          'Total a devolver$64.540',
          'Anulación de tarjeta$44.540',
          'Efectivo a entregar al cliente$20.000',
          'Tarjeta de crédito (operación SPT-000453)$44.540Se anula en esta máquina.',
        ]),
      { timeout: 5000 },
    );
    await expect(within(canvasElement).getByText(/· Comercial Andes SpA, RUT 76\.543\.210-3$/)).toBeVisible();
  },
};

/**
 * Every unit of a factura paid in cash and by card, on a SmartPOS, with cash back: "Estas
 * seguro?" shows the card annulled here for its amount and the cash part to hand over.
 */
export const WholeMixedReturnConfirm: Story = {
  args: {
    path: `/carro-devolucion?doc=factura&number=${DEMO.invoice}`,
    terminal: { kind: 'smartPos', storage: null },
  },
  beforeEach: withReturn({
    orderId: invoice.id,
    doc: 'factura',
    number: DEMO.invoice,
    quantities: { '18': 24, '20': 2 },
    cashMovement: true,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = await canvas.findByRole('button', { name: 'Generar nota de crédito' }, { timeout: 5000 });
    await waitFor(() => expect(create).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(create);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Estas seguro?',
    });
    const money = within(dialog).getByRole('region', { name: 'Dinero a devolver' });
    await expect(money).toHaveTextContent('Total a devolver$64.540');
    await expect(money).toHaveTextContent('Anulación de tarjeta$44.540');
    await expect(money).toHaveTextContent('Tarjeta de crédito (operación SPT-000453)$44.540');
    await expect(money).toHaveTextContent('Se anula en esta máquina.');
    await expect(money).toHaveTextContent('Efectivo a entregar al cliente$20.000');
  },
};

/** The create failing on the server: its text and Reintentar. */
export const ReturnCartCreateFailed: Story = {
  args: { path: `/carro-devolucion?doc=boleta&number=${DEMO.receiptPartlyReturned}` },
  parameters: answers500('*/api/returns/new', 'post'),
  beforeEach: withReturn({
    orderId: partlyReturned.id,
    doc: 'boleta',
    number: DEMO.receiptPartlyReturned,
    quantities: { '2': 1 },
    cashMovement: false,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const create = await canvas.findByRole('button', { name: 'Generar nota de crédito' }, { timeout: 5000 });
    await waitFor(() => expect(create).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(create);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await expect(await canvas.findByRole('button', { name: 'Reintentar' }, { timeout: 8000 })).toBeVisible();
    // The question is gone (it closes as the create starts): the seller sees the failure alone.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A reload came while the SmartPOS annulled the second card: the seller is asked before annulling again. */
export const AnnulmentAnswerLost: Story = {
  args: {
    path: `/carro-devolucion?doc=boleta&number=${DEMO.receipt}`,
    terminal: { kind: 'smartPos', storage: null },
  },
  beforeEach: withReturn({
    orderId: receipt.id,
    doc: 'boleta',
    number: DEMO.receipt,
    returnId: seededReturnId,
    pending: ['SPT-000451'],
    annulling: 'SPT-000451',
  }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole(
      'dialog',
      { name: 'Anulación de pago con tarjeta' },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('SPT-000451');
  },
};

/**
 * A whole return's credit note exists and this machine (a Redelcom) cannot annul the order's
 * cards: the money to give back, each payment to annul on the machine that charged it (amount,
 * authorisation code, operation, provider), then "Anulación entregada".
 */
export const AnnulOnOriginalMachine: Story = {
  args: {
    path: `/carro-devolucion?doc=boleta&number=${DEMO.receipt}`,
    terminal: { kind: 'redelcom', storage: null },
  },
  beforeEach: withReturn({
    orderId: receipt.id,
    doc: 'boleta',
    number: DEMO.receipt,
    returnId: seededReturnId,
    pending: [],
    refund: refundOf(receipt, wholeReceipt, false, false),
    onOriginalMachine: annulmentPlan(refundOf(receipt, wholeReceipt, false, false)).onOriginalMachine,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole(
      'region',
      { name: 'Anule el pago con tarjeta en la máquina original' },
      { timeout: 5000 },
    );
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent(
      '$10.910 · Código de autorización: TBK-451 · Operación: SPT-000451 · Tarjeta cobrada en: Transbank SmartPOS',
    );
    await expect(within(region).getByRole('button', { name: 'Anulación entregada' })).toBeEnabled();
  },
};

/** /final-devolucion after the seller handed the card annulments over to the original machine. */
export const CreditNoteHandedOver: Story = {
  args: { path: '/final-devolucion' },
  beforeEach: withReturn({
    orderId: receipt.id,
    doc: 'boleta',
    number: DEMO.receipt,
    returnId: seededReturnId,
    pending: [],
    refund: refundOf(receipt, wholeReceipt, false, false),
    onOriginalMachine: annulmentPlan(refundOf(receipt, wholeReceipt, false, false)).onOriginalMachine,
    handedOverAt: '2026-06-03T14:00:00.000Z',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Anulación de pagos con tarjeta entregada en la máquina original.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Dinero de la devolución' })).toHaveTextContent(
      'Valor de la devolución$20.910Devuelto con anulación de tarjeta$20.910',
    );
  },
};

/** /final-devolucion of a whole mixed return on a SmartPOS: the card annulled and the cash part handed over. */
export const CreditNoteCardAndCash: Story = {
  args: { path: '/final-devolucion' },
  beforeEach: withReturn({
    orderId: invoice.id,
    doc: 'factura',
    number: DEMO.invoice,
    returnId: seededReturnId,
    pending: [],
    refund: refundOf(invoice, wholeInvoice, true, true),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const money = await canvas.findByRole('region', { name: 'Dinero de la devolución' }, { timeout: 5000 });
    await expect(money).toHaveTextContent(
      'Valor de la devolución$64.540Devuelto con anulación de tarjeta$44.540Devolver en efectivo$20.000',
    );
  },
};

/** /final-devolucion with a credit note to print: one can, no cash movement, its value kept on the credit note. */
export const CreditNote: Story = {
  args: { path: '/final-devolucion' },
  beforeEach: withReturn({
    orderId: partlyReturned.id,
    doc: 'boleta',
    number: DEMO.receiptPartlyReturned,
    returnId: seededReturnId,
    pending: [],
    refund: refundOf(partlyReturned, { 2: 1 }, false, false),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Imprimir nota de crédito' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Dinero de la devolución' })).toHaveTextContent(
      'Valor de la devolución$1.090Queda en la nota de crédito$1.090',
    );
  },
};

/** The print failing on the server: "Error imprimiendo nota de crédito" or the server's text. */
export const CreditNotePrintFailed: Story = {
  ...CreditNote,
  parameters: answers500('*/api/returns/print', 'post'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Imprimir nota de crédito' }, { timeout: 5000 }),
    );
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** /final-devolucion without a return in progress. */
export const CreditNoteNone: Story = {
  args: { path: '/final-devolucion' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No hay una devolución en curso.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
