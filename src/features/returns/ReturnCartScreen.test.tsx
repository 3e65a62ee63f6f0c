import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { flushPersisted } from '@/session/persisted.ts';
import { session } from '@/session/session.ts';
import type { SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { loadCardProviders, useCardProvider } from '@/test/cardProvider.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { CreditNoteScreen } from './CreditNoteScreen.tsx';
import { ReturnCartScreen, type ReturnDocType } from './ReturnCartScreen.tsx';
import { endReturnFlow, RETURN_FLOW_KEY, returnFlow } from './returnFlow.ts';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
beforeAll(() => loadCardProviders());
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  endReturnFlow();
});
afterAll(() => demo.close());
beforeEach(async () => {
  await logInDemoSeller();
  endReturnFlow();
});

const ESCUDO = 'Cerveza Escudo Lata 470 cc';
const CRISTAL = 'Cerveza Cristal Lata 470 cc';
const VINO = 'Vino Casillero del Diablo Cabernet Sauvignon 750 cc';
const PAPAS = 'Papas Fritas Lays Clásicas 230 g';
/** Every unit of boleta 100200 ($20.910, two SmartPOS cards: $10.000 and $10.910). */
const WHOLE_RECEIPT: [string, number][] = [
  [VINO, 2],
  [CRISTAL, 6],
  [PAPAS, 1],
];

function open(doc: ReturnDocType, number: number, terminal?: SimulatorCreateOptions) {
  function Cart() {
    return (
      <>
        <h1>Productos a devolver</h1>
        <ReturnCartScreen doc={doc} number={number} cardProvider={useCardProvider()} />
      </>
    );
  }
  function Final() {
    return (
      <>
        <h1>Nota de crédito</h1>
        <CreditNoteScreen />
      </>
    );
  }
  return renderScreen({
    path: `/carro-devolucion?doc=${doc}&number=${number}`,
    screens: { '/carro-devolucion': Cart, '/final-devolucion': Final },
    ...(terminal ? { terminal } : {}),
  });
}

const returnsOf = (billNumber: number) => {
  const order = demo.world.state.orders.find((o) => o.bill_number === billNumber)!;
  return demo.world.state.returns.filter((r) => r.order_id === order.id);
};

/** "Generar nota de crédito", once it can be pressed (the order's card payments read). */
async function createButton() {
  const create = await screen.findByRole('button', { name: 'Generar nota de crédito' });
  await waitFor(() => expect(create).toBeEnabled());
  return create;
}

async function choose(product: string, times: number, cash: 'Sí' | 'No') {
  const group = await screen.findByRole('group', { name: `Cantidad a devolver de ${product}` });
  for (let i = 0; i < times; i++) {
    await userEvent.click(within(group).getByRole('button', { name: 'Aumentar cantidad' }));
  }
  await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${cash},`) }));
}

/** Types each product's units (every unit of the document: a whole return), then the cash choice. */
async function chooseUnits(units: [string, number][], cash: 'Sí' | 'No') {
  for (const [product, amount] of units) {
    const group = await screen.findByRole('group', { name: `Cantidad a devolver de ${product}` });
    const typed = within(group).getByRole('textbox');
    await userEvent.clear(typed);
    await userEvent.type(typed, `${amount}{Enter}`);
    await within(group).findByLabelText(`Cantidad: ${amount}`);
  }
  await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${cash},`) }));
}

/** "Generar nota de crédito", then Aceptar on "Estas seguro?". */
async function confirmReturn() {
  await userEvent.click(await createButton());
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
      name: 'Aceptar',
    }),
  );
}

/** The rows of a money list (the cart's "Dinero a devolver", the credit note's), as text. */
async function moneyRows(name: 'Dinero a devolver' | 'Dinero de la devolución', inside?: HTMLElement) {
  const region = await (inside ? within(inside) : screen).findByRole('region', { name });
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** A machine that cannot annul: the card payments to annul on the original machine, confirmed. */
async function handOver() {
  const region = await screen.findByRole('region', {
    name: 'Anule el pago con tarjeta en la máquina original',
  });
  await userEvent.click(within(region).getByRole('button', { name: 'Anulación entregada' }));
}

describe('/carro-devolucion', () => {
  it('lists each product with its unit price, what was bought, returned before and what can still be returned', async () => {
    await open('boleta', DEMO.receiptPartlyReturned);
    const row = await screen.findByRole('row', { name: new RegExp(ESCUDO) });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining([`${ESCUDO}$1.090 c/u`, '12', '4']));
    const group = within(row).getByRole('group', { name: `Cantidad a devolver de ${ESCUDO}` });
    const typed = within(group).getByRole('textbox');
    await userEvent.clear(typed);
    await userEvent.type(typed, '100000{Enter}');
    expect(within(group).getByLabelText('Cantidad: 8')).toBeInTheDocument();
    expect(screen.getByText('Boleta N° 100201')).toBeInTheDocument();
  });

  it("names who the document is for: a factura's company and RUT, a boleta's member", async () => {
    await open('factura', DEMO.invoice);
    expect(await screen.findByText(/· Comercial Andes SpA, RUT 76\.543\.210-3$/)).toBeInTheDocument();
    expect(screen.queryByText(/Sin cliente/)).toBeNull();
    cleanup();
    endReturnFlow();
    await open('boleta', DEMO.receipt);
    expect(await screen.findByText(/· Camila Rojas$/)).toBeInTheDocument();
  });

  it('the two checks in order, then "Estas seguro?"; Cancelar creates nothing', async () => {
    await open('boleta', DEMO.receipt);
    const create = await createButton();
    await userEvent.click(create);
    expect(screen.getByText('Debe devolver al menos 1 producto')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: `Cantidad a devolver de ${CRISTAL}` });
    await userEvent.click(within(group).getByRole('button', { name: 'Aumentar cantidad' }));
    expect(screen.queryByText('Debe devolver al menos 1 producto')).not.toBeInTheDocument();
    await userEvent.click(create);
    expect(screen.getByText('Debe seleccionar una opción de movimiento de efectivo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Sí,/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^No,/ }));
    expect(screen.getByRole('checkbox', { name: /^Sí,/ })).not.toBeChecked();
    await userEvent.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Estas seguro?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(demo.world.state.requestCounts.createReturn ?? 0).toBe(0);
  });

  it('part of a card sale: the figures, no annulment asked (the card is worth more), the cash to hand over; a double tap on Aceptar creates one credit note', async () => {
    const { pathname } = await open('boleta', DEMO.receiptPartlyReturned);
    await choose(ESCUDO, 1, 'Sí');
    await waitFor(async () =>
      expect((await moneyRows('Dinero a devolver')).slice(0, 2)).toEqual([
        'Total a devolver$1.090',
        'Efectivo a entregar al cliente$1.090',
      ]),
    );
    // One more can: the total and the cash follow.
    const group = screen.getByRole('group', { name: `Cantidad a devolver de ${ESCUDO}` });
    await userEvent.click(within(group).getByRole('button', { name: 'Aumentar cantidad' }));
    const shown = [
      'Total a devolver$2.180',
      'Efectivo a entregar al cliente$2.180',
      'Tarjeta de débito (operación SPT-000452)$23.550No se anula: vale $23.550, más que esta devolución.',
    ];
    await waitFor(async () => expect(await moneyRows('Dinero a devolver')).toEqual(shown));
    await userEvent.click(await createButton());
    const dialog = await screen.findByRole('dialog', { name: 'Estas seguro?' });
    // The question shows the same figures.
    expect(await moneyRows('Dinero a devolver', dialog)).toEqual(shown);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    expect(pathname()).toBe('/final-devolucion');
    expect(await moneyRows('Dinero de la devolución')).toEqual([
      'Valor de la devolución$2.180',
      'Devolver en efectivo$2.180',
    ]);
    // No annulment anywhere: none on this machine, none handed over.
    expect(screen.queryByText('Anulación de pagos con tarjeta entregada en la máquina original.')).toBeNull();
    expect(returnFlow.get()).toMatchObject({ onOriginalMachine: [], handedOverAt: null });
    expect(demo.world.state.requestCounts.createReturn).toBe(1);
    expect(returnsOf(DEMO.receiptPartlyReturned).at(-1)).toMatchObject({
      lines: [{ product_id: 2, amount: 2 }],
      cash_movement: true,
      smart_pos: false,
      machine_id: session.get().machineNumber,
    });
    expect(demo.world.state.annulments).toEqual({});
  });

  it('a later return of a document annuls nothing, even of everything left; a SmartPOS asks no annulment', async () => {
    // The customer returned one can before.
    const order = demo.world.state.orders.find((o) => o.bill_number === DEMO.receipt)!;
    demo.world.state.returns.push({
      ...demo.world.state.returns[0]!,
      id: 9001,
      order_id: order.id,
      lines: [{ product_id: 1, amount: 1 }],
    });
    const { terminal } = await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null });
    await chooseUnits(
      [
        [VINO, 2],
        [CRISTAL, 5],
        [PAPAS, 1],
      ],
      'Sí',
    );
    const earlier =
      'No se anula: el documento ya tuvo otra devolución y la anulación devolvería el pago completo.';
    await waitFor(async () =>
      expect(await moneyRows('Dinero a devolver')).toEqual([
        'Total a devolver$20.020',
        'Efectivo a entregar al cliente$20.020',
        `Tarjeta de débito (operación SPT-000450)$10.000${earlier}`,
        `Tarjeta de crédito (operación SPT-000451)$10.910${earlier}`,
      ]),
    );
    await confirmReturn();
    expect(await moneyRows('Dinero de la devolución')).toEqual([
      'Valor de la devolución$20.020',
      'Devolver en efectivo$20.020',
    ]);
    expect(terminal.calls.filter((c) => c.operation === 'annulCardTransaction')).toHaveLength(0);
  });

  it('all of a sale paid in cash and by card, on a SmartPOS: how it goes back (card annulment and cash), the card annulled here, the cash part handed over', async () => {
    const { terminal } = await open('factura', DEMO.invoice, { kind: 'smartPos', storage: null });
    await chooseUnits(
      [
        ['Cerveza Heineken Lata 350 cc', 24],
        ['Gin Tanqueray London Dry 750 cc', 2],
      ],
      'Sí',
    );
    await waitFor(async () =>
      expect(await moneyRows('Dinero a devolver')).toEqual([
        'Total a devolver$64.540',
        'Anulación de tarjeta$44.540',
        'Efectivo a entregar al cliente$20.000',
        'Tarjeta de crédito (operación SPT-000453)$44.540Se anula en esta máquina.',
      ]),
    );
    await confirmReturn();
    expect(await moneyRows('Dinero de la devolución')).toEqual([
      'Valor de la devolución$64.540',
      'Devuelto con anulación de tarjeta$44.540',
      'Devolver en efectivo$20.000',
    ]);
    const annulled = terminal.calls.flatMap((c) =>
      c.operation === 'annulCardTransaction' ? [c.request.transactionId] : [],
    );
    expect(annulled).toEqual(['SPT-000453']);
  });

  it('the card payments not read: says so with Reintentar, and nothing can be created until they are', async () => {
    demo.useScenario('server-error:listOrderPayments');
    await open('boleta', DEMO.receipt);
    expect(
      await screen.findByText('No se pudieron leer los pagos con tarjeta de la orden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar nota de crédito' })).toBeDisabled();
    demo.useScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await createButton();
    expect(screen.queryByText('No se pudieron leer los pagos con tarjeta de la orden.')).toBeNull();
  });

  it('a failed create shows the server text or the spec text with Reintentar, which sends the same request', async () => {
    await open('boleta', DEMO.receipt);
    await choose(CRISTAL, 1, 'No');
    demo.useScenario('server-error:createReturn');
    await confirmReturn();
    expect(
      await screen.findByText('Error interno del servidor. Por favor intente nuevamente más tarde.'),
    ).toBeInTheDocument();
    // The attempt is kept for the resend (an unknown outcome).
    flushPersisted();
    const key = JSON.parse(localStorage.getItem(RETURN_FLOW_KEY) ?? '{}').state.attempt.key;
    expect(key).toMatch(/^return-/);
    demo.useScenario('lost-answer:createReturn');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText('Error generando nota de crédito. Por favor intente nuevamente.'),
    ).toBeInTheDocument();
    expect(returnsOf(DEMO.receipt)).toHaveLength(1);
    demo.useScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    // The lost answer's credit note, answered again: one credit note, its value kept on it.
    expect(returnsOf(DEMO.receipt)).toHaveLength(1);
    expect(returnFlow.get().returnId).toBe(returnsOf(DEMO.receipt)[0]!.id);
    expect(await moneyRows('Dinero de la devolución')).toEqual([
      'Valor de la devolución$890',
      'Queda en la nota de crédito$890',
    ]);
  });

  it('all of a card sale on a SmartPOS: each card transaction annulled once, a failure offers Reintentar and Cancelar', async () => {
    const { terminal, pathname } = await open('boleta', DEMO.receipt, {
      kind: 'smartPos',
      storage: null,
      annulment: 'failOnce',
    });
    await chooseUnits(WHOLE_RECEIPT, 'No');
    await waitFor(async () =>
      expect(await moneyRows('Dinero a devolver')).toEqual([
        'Total a devolver$20.910',
        'Anulación de tarjeta$20.910',
        'Tarjeta de débito (operación SPT-000450)$10.000Se anula en esta máquina.',
        'Tarjeta de crédito (operación SPT-000451)$10.910Se anula en esta máquina.',
      ]),
    );
    await confirmReturn();
    const failed = await screen.findByRole('dialog', { name: 'Anulación de pago con tarjeta' });
    expect(within(failed).getByText('Rechazado. Código 1')).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    expect(pathname()).toBe('/final-devolucion');
    expect(await moneyRows('Dinero de la devolución')).toEqual([
      'Valor de la devolución$20.910',
      'Devuelto con anulación de tarjeta$20.910',
    ]);
    const annulled = terminal.calls.flatMap((c) =>
      c.operation === 'annulCardTransaction' ? [c.request.transactionId] : [],
    );
    expect(annulled).toEqual(['SPT-000450', 'SPT-000450', 'SPT-000451']);
    expect(returnsOf(DEMO.receipt)).toMatchObject([{ smart_pos: true }]);
  });

  it('all of a card sale on a machine that cannot annul: each card to annul on its machine, confirmed, then the credit note page', async () => {
    const { pathname } = await open('boleta', DEMO.receipt);
    await chooseUnits(WHOLE_RECEIPT, 'Sí');
    await waitFor(async () =>
      expect(await moneyRows('Dinero a devolver')).toEqual([
        'Total a devolver$20.910',
        'Anulación de tarjeta$20.910',
        // The cards give back the whole value: no cash.
        'Efectivo a entregar al cliente$0',
        'Tarjeta de débito (operación SPT-000450)$10.000Se anula en la máquina donde se cobró.',
        'Tarjeta de crédito (operación SPT-000451)$10.910Se anula en la máquina donde se cobró.',
      ]),
    );
    await confirmReturn();
    const region = await screen.findByRole('region', {
      name: 'Anule el pago con tarjeta en la máquina original',
    });
    expect(within(region).getAllByRole('listitem')[1]).toHaveTextContent(
      '$10.910 · Código de autorización: TBK-451 · Operación: SPT-000451 · Tarjeta cobrada en: Transbank SmartPOS',
    );
    expect(pathname()).toBe('/carro-devolucion');
    await handOver();
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    expect(
      screen.getByText('Anulación de pagos con tarjeta entregada en la máquina original.'),
    ).toBeInTheDocument();
    expect(await moneyRows('Dinero de la devolución')).toEqual([
      'Valor de la devolución$20.910',
      'Devuelto con anulación de tarjeta$20.910',
    ]);
    expect(returnFlow.get().handedOverAt).not.toBeNull();
    expect(demo.world.state.annulments).toEqual({});
  });

  it('an annulment refused without a glosa: "Ha ocurrido un error. Código {code}"', async () => {
    const { terminal } = await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null });
    vi.spyOn(terminal, 'annulCardTransaction').mockResolvedValue({
      codigoRespuesta: 7,
      glosaRespuesta: '',
      numeroOperacion: 'SPT-000450',
    });
    await chooseUnits(WHOLE_RECEIPT, 'No');
    await confirmReturn();
    const failed = await screen.findByRole('dialog', { name: 'Anulación de pago con tarjeta' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('Ha ocurrido un error. Código 7');
  });

  it('a reload while the terminal was annulling asks first; Cancelar leaves the rest, which the credit note page says', async () => {
    await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null, annulment: 'fail' });
    await chooseUnits(WHOLE_RECEIPT, 'No');
    await confirmReturn();
    await screen.findByRole('dialog', { name: 'Anulación de pago con tarjeta' });
    // As a reload would find it: the terminal had the first one when the page went away.
    returnFlow.set((f) => ({ ...f, annulling: 'SPT-000450' }));
    cleanup();
    const { terminal, pathname } = await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null });
    const unknown = await screen.findByRole('dialog', { name: 'Anulación de pago con tarjeta' });
    expect(
      within(unknown).getByText(/No se recibió la respuesta del terminal para la operación SPT-000450/),
    ).toBeInTheDocument();
    expect(terminal.calls.filter((c) => c.operation === 'annulCardTransaction')).toHaveLength(0);
    await userEvent.click(within(unknown).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    expect(pathname()).toBe('/final-devolucion');
    expect(terminal.calls.filter((c) => c.operation === 'annulCardTransaction')).toHaveLength(0);
    expect(await moneyRows('Dinero de la devolución')).toEqual([
      'Valor de la devolución$20.910',
      'Anulación cancelada (operación SPT-000450): no devuelto$10.000',
      'Anulación cancelada (operación SPT-000451): no devuelto$10.910',
    ]);
  });
});

describe('/final-devolucion', () => {
  async function atCreditNote(terminal?: SimulatorCreateOptions) {
    const view = await open('boleta', DEMO.receiptPartlyReturned, terminal);
    await choose(ESCUDO, 1, 'No');
    await confirmReturn();
    await screen.findByText('Nota de crédito generada');
    return view;
  }

  it('a reload after the last annulment, before the credit note page, opens that page; nothing is returned again', async () => {
    const first = await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null });
    await chooseUnits(WHOLE_RECEIPT, 'No');
    await confirmReturn();
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    expect(first.terminal.calls.filter((c) => c.operation === 'annulCardTransaction')).toHaveLength(2);
    const annulled = { ...demo.world.state.annulments };
    // As a reload at /carro-devolucion would find it: the return done, its page not opened yet.
    cleanup();
    const { terminal, pathname } = await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null });
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    expect(pathname()).toBe('/final-devolucion');
    expect(returnFlow.get().returnId).not.toBeNull();
    expect(returnsOf(DEMO.receipt)).toHaveLength(1);
    expect(demo.world.state.annulments).toEqual(annulled);
    expect(terminal.calls.filter((c) => c.operation === 'annulCardTransaction')).toHaveLength(0);
    // The refund decided before the create, not again from the order that now has this return.
    expect(await moneyRows('Dinero de la devolución')).toEqual([
      'Valor de la devolución$20.910',
      'Devuelto con anulación de tarjeta$20.910',
    ]);
  });

  it('a return stored before its refund was kept still loads: it annuls nothing and opens the credit note page', async () => {
    const order = demo.world.state.orders.find((o) => o.bill_number === DEMO.receipt)!;
    // As an older version stored it: the credit note created, its card payments not read yet.
    localStorage.setItem(
      RETURN_FLOW_KEY,
      JSON.stringify({
        version: 1,
        state: {
          orderId: order.id,
          doc: 'boleta',
          number: DEMO.receipt,
          quantities: { '1': 1 },
          cashMovement: true,
          attempt: null,
          returnId: demo.world.state.returns[0]!.id,
          pending: null,
          annulling: null,
        },
      }),
    );
    returnFlow.reload();
    expect(returnFlow.get()).toMatchObject({ refund: null, notAnnulled: [], onOriginalMachine: [] });
    const { terminal, pathname } = await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null });
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    expect(pathname()).toBe('/final-devolucion');
    expect(terminal.calls.filter((c) => c.operation === 'annulCardTransaction')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Dinero de la devolución' })).toBeNull();
  });

  it('prints the credit note lines through the terminal with the machine and provider, then /inicio', async () => {
    const { terminal, pathname } = await atCreditNote();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Imprimir nota de crédito' }));
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
    expect(pathname()).toBe('/inicio');
    expect(demo.world.state.requestCounts.printReturn).toBe(1);
    const printed = terminal.calls.filter((c) => c.operation === 'print');
    expect(printed).toHaveLength(1);
    expect(printed[0]!.operation === 'print' && printed[0]!.lines.join('\n')).toContain('NOTA DE CRÉDITO');
    expect(returnFlow.get().returnId).toBeNull();
  });

  it('the server failing says "Error imprimiendo nota de crédito"; the printer without paper says so with Reintentar', async () => {
    const { terminal } = await atCreditNote();
    demo.useScenario('printer-error');
    const print = screen.getByRole('button', { name: 'Imprimir nota de crédito' });
    await userEvent.click(print);
    expect(await screen.findByText('Error imprimiendo nota de crédito')).toBeInTheDocument();
    demo.useScenario(null);
    terminal.setOptions({ printer: 'paper' });
    await userEvent.click(print);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Falta papel en la impresora')).toBeInTheDocument();
    terminal.setOptions({ printer: 'ok' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
    // Reintentar printed the same lines again: the server was asked once more only for the first failure.
    expect(demo.world.state.requestCounts.printReturn).toBe(2);
  });
});
