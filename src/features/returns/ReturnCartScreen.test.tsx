import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { flushPersisted } from '@/session/persisted.ts';
import { session } from '@/session/session.ts';
import type { SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { CreditNoteScreen } from './CreditNoteScreen.tsx';
import { ReturnCartScreen, type ReturnDocType } from './ReturnCartScreen.tsx';
import { endReturnFlow, RETURN_FLOW_KEY, returnFlow } from './returnFlow.ts';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
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

function open(doc: ReturnDocType, number: number, terminal?: SimulatorCreateOptions) {
  function Cart() {
    return (
      <>
        <h1>Productos a devolver</h1>
        <ReturnCartScreen doc={doc} number={number} />
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

async function choose(product: string, times: number, cash: 'Sí' | 'No') {
  const group = await screen.findByRole('group', { name: `Cantidad a devolver de ${product}` });
  for (let i = 0; i < times; i++) {
    await userEvent.click(within(group).getByRole('button', { name: 'Aumentar cantidad' }));
  }
  await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${cash},`) }));
}

/** A machine that cannot annul: the card payments to annul on the original machine, confirmed. */
async function handOver() {
  const region = await screen.findByRole('region', {
    name: 'Anule el pago con tarjeta en la máquina original',
  });
  await userEvent.click(within(region).getByRole('button', { name: 'Anulación entregada' }));
}

describe('/carro-devolucion', () => {
  it('lists each product with what was bought, returned before and what can still be returned', async () => {
    await open('boleta', DEMO.receiptPartlyReturned);
    const row = await screen.findByRole('row', { name: new RegExp(ESCUDO) });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining([ESCUDO, '12', '4']));
    const group = within(row).getByRole('group', { name: `Cantidad a devolver de ${ESCUDO}` });
    const typed = within(group).getByRole('textbox');
    await userEvent.clear(typed);
    await userEvent.type(typed, '100000{Enter}');
    expect(within(group).getByLabelText('Cantidad: 8')).toBeInTheDocument();
    expect(screen.getByText('Boleta N° 100201')).toBeInTheDocument();
  });

  it('the two checks in order, then "Estas seguro?"; Cancelar creates nothing', async () => {
    await open('boleta', DEMO.receipt);
    const create = await screen.findByRole('button', { name: 'Generar nota de crédito' });
    await screen.findByRole('group', { name: `Cantidad a devolver de ${CRISTAL}` });
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

  it('a double tap on Aceptar creates one credit note; a store machine lists the card to annul on its machine, then the credit note page', async () => {
    const { pathname } = await open('boleta', DEMO.receiptPartlyReturned);
    await choose(ESCUDO, 2, 'Sí');
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    const accept = within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
      name: 'Aceptar',
    });
    await userEvent.dblClick(accept);
    const region = await screen.findByRole('region', {
      name: 'Anule el pago con tarjeta en la máquina original',
    });
    const payment = demo.world.state.payments.find((p) => p.smart_pos_transaction_id === 'SPT-000452')!;
    expect(within(region).getByRole('listitem')).toHaveTextContent(
      `$${payment.amount.toLocaleString('de-DE')} · Código de autorización: ${payment.deposit_id} · Operación: SPT-000452 · Tarjeta cobrada en: Transbank SmartPOS`,
    );
    expect(pathname()).toBe('/carro-devolucion');
    await handOver();
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    expect(
      screen.getByText('Anulación de pagos con tarjeta entregada en la máquina original.'),
    ).toBeInTheDocument();
    expect(returnFlow.get().handedOverAt).not.toBeNull();
    expect(pathname()).toBe('/final-devolucion');
    expect(demo.world.state.requestCounts.createReturn).toBe(1);
    expect(returnsOf(DEMO.receiptPartlyReturned).at(-1)).toMatchObject({
      lines: [{ product_id: 2, amount: 2 }],
      cash_movement: true,
      smart_pos: false,
      machine_id: session.get().machineNumber,
    });
    expect(demo.world.state.annulments).toEqual({});
  });

  it('a failed create shows the server text or the spec text with Reintentar, which sends the same request', async () => {
    await open('boleta', DEMO.receipt);
    await choose(CRISTAL, 1, 'No');
    demo.useScenario('server-error:createReturn');
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
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
    await handOver();
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    // The lost answer's credit note, answered again: one credit note.
    expect(returnsOf(DEMO.receipt)).toHaveLength(1);
    expect(returnFlow.get().returnId).toBe(returnsOf(DEMO.receipt)[0]!.id);
  });

  it('on a SmartPOS each card transaction is annulled once, a failure offers Reintentar and Cancelar', async () => {
    const { terminal, pathname } = await open('boleta', DEMO.receipt, {
      kind: 'smartPos',
      storage: null,
      annulment: 'failOnce',
    });
    await choose(CRISTAL, 1, 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Anulación de pago con tarjeta' });
    expect(within(failed).getByText('Rechazado. Código 1')).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
    expect(pathname()).toBe('/final-devolucion');
    const annulled = terminal.calls.flatMap((c) =>
      c.operation === 'annulCardTransaction' ? [c.request.transactionId] : [],
    );
    expect(annulled).toEqual(['SPT-000450', 'SPT-000450', 'SPT-000451']);
    expect(returnsOf(DEMO.receipt)).toMatchObject([{ smart_pos: true }]);
  });

  it('an annulment refused without a glosa: "Ha ocurrido un error. Código {code}"', async () => {
    const { terminal } = await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null });
    vi.spyOn(terminal, 'annulCardTransaction').mockResolvedValue({
      codigoRespuesta: 7,
      glosaRespuesta: '',
      numeroOperacion: 'SPT-000450',
    });
    await choose(CRISTAL, 1, 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Anulación de pago con tarjeta' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('Ha ocurrido un error. Código 7');
  });

  it('a reload while the terminal was annulling asks first; Cancelar leaves the rest and opens the credit note page', async () => {
    await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null, annulment: 'fail' });
    await choose(CRISTAL, 1, 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
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
  });
});

describe('/final-devolucion', () => {
  async function atCreditNote(terminal?: SimulatorCreateOptions) {
    const view = await open('boleta', DEMO.receiptPartlyReturned, terminal);
    await choose(ESCUDO, 1, 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    if (terminal?.kind !== 'smartPos') await handOver();
    await screen.findByText('Nota de crédito generada');
    return view;
  }

  it('a reload after the last annulment, before the credit note page, opens that page; nothing is returned again', async () => {
    await open('boleta', DEMO.receipt, { kind: 'smartPos', storage: null });
    await choose(CRISTAL, 1, 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    expect(await screen.findByText('Nota de crédito generada')).toBeInTheDocument();
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
