import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { session } from '@/session/session.ts';
import { loadCardProviders, useCardProvider } from '@/test/cardProvider.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { SERVER_500_TEXT, threeFailures } from '@/test/failures.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { CreditNoteScreen } from './CreditNoteScreen.tsx';
import { ReturnCartScreen } from './ReturnCartScreen.tsx';
import { endReturnFlow, returnFlow } from './returnFlow.ts';

// Returns' writes failing three ways (src/test/failures.ts, docs/ENDPOINT-FAILURES.md).

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

function open() {
  return renderScreen({
    path: `/carro-devolucion?doc=boleta&number=${DEMO.receiptPartlyReturned}`,
    screens: {
      '/carro-devolucion': () => (
        <>
          <h1>Productos a devolver</h1>
          <ReturnCartScreen
            doc="boleta"
            number={DEMO.receiptPartlyReturned}
            cardProvider={useCardProvider()}
          />
        </>
      ),
      '/final-devolucion': () => (
        <>
          <h1>Nota de crédito</h1>
          <CreditNoteScreen />
        </>
      ),
    },
  });
}

async function chooseOne() {
  const group = await screen.findByRole('group', { name: `Cantidad a devolver de ${ESCUDO}` });
  await userEvent.click(within(group).getByRole('button', { name: 'Aumentar cantidad' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /^No,/ }));
  // "Generar nota de crédito" waits for the order's card payments.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Generar nota de crédito' })).toBeEnabled());
}

const creditNotes = () => {
  const order = demo.world.state.orders.find((o) => o.bill_number === DEMO.receiptPartlyReturned)!;
  return demo.world.state.returns.filter((r) => r.order_id === order.id).length;
};

describe('returns', () => {
  it('createReturn 500 timeout 401: the credit note not created says so with Reintentar; the chosen products are kept', async () => {
    const view = await open();
    await chooseOne();
    const before = creditNotes();
    let pressedOnce = false;
    await threeFailures({
      demo,
      view,
      op: 'createReturn',
      act: async () => {
        // The first time through the confirmation; after a failure, Reintentar sends the same request.
        if (!pressedOnce) {
          pressedOnce = true;
          await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
          const dialog = await screen.findByRole('dialog', { name: 'Estas seguro?' });
          await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
        } else {
          await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
        }
      },
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      },
      onTimeout: async () => {
        expect(
          await screen.findByText('Error generando nota de crédito. Por favor intente nuevamente.'),
        ).toBeInTheDocument();
      },
      kept: () => {
        expect(creditNotes()).toBe(before);
        // The products chosen are kept (a 401 is a certain refusal: its attempt is dropped, the
        // 500 and the lost answer keep it for Reintentar).
        expect(Object.values(returnFlow.get().quantities)).toContain(1);
        expect(returnFlow.get().cashMovement).toBe(false);
        expect(returnFlow.get().returnId).toBeNull();
      },
    });
  });

  it('printReturn 500 timeout 401: the credit note not printed says so; the credit note is kept to print again', async () => {
    const view = await open();
    await chooseOne();
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    // A partial return annuls no card: straight to the credit note page.
    await screen.findByText('Nota de crédito generada');
    const returnId = returnFlow.get().returnId;
    expect(returnId).not.toBeNull();
    const printed = () => view.terminal.calls.filter((c) => c.operation === 'print').length;
    await threeFailures({
      demo,
      view,
      op: 'printReturn',
      act: () => userEvent.click(screen.getByRole('button', { name: 'Imprimir nota de crédito' })),
      // The server's own message where it gave one, the spec's text otherwise.
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
      },
      onTimeout: async () => {
        expect(await screen.findByText('Error imprimiendo nota de crédito')).toBeInTheDocument();
      },
      kept: () => {
        expect(returnFlow.get().returnId).toBe(returnId);
        expect(printed()).toBe(0);
        expect(view.pathname()).not.toBe('/inicio');
      },
    });
  });

  it('a create refused with errorAction "reset": its text, no Reintentar; the choice can be sent again or the seller goes home', async () => {
    const view = await open();
    await chooseOne();
    const before = creditNotes();
    demo.server.use(
      http.post(
        '*/api/returns/new',
        () => HttpResponse.json({ errorMessage: 'Caja cerrada', errorAction: 'reset' }, { status: 400 }),
        { once: true },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    expect(await screen.findByText('Caja cerrada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Volver al inicio' })).toBeEnabled();
    // Refused for sure: nothing created, the attempt gone, the choice kept to send again.
    expect(creditNotes()).toBe(before);
    expect(returnFlow.get().attempt).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await screen.findByText('Nota de crédito generada');
    expect(creditNotes()).toBe(before + 1);
    expect(view.pathname()).toBe('/final-devolucion');
  });

  it('a create answered with errorAction "reset", even on a 500: no Reintentar, nothing kept to resend, the choice open again; Volver al inicio', async () => {
    const view = await open();
    await chooseOne();
    demo.server.use(
      http.post(
        '*/api/returns/new',
        () =>
          HttpResponse.json(
            { errorMessage: 'Servicio no disponible', errorAction: 'reset' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generar nota de crédito' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Estas seguro?' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    // The server's own word that the request is over (src/api/outcome.ts): nothing to resend,
    // the seller may change the choice and create it again.
    expect(returnFlow.get().attempt).toBeNull();
    expect(screen.getByRole('button', { name: 'Generar nota de crédito' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
    expect(view.pathname()).toBe('/inicio');
  });
});
