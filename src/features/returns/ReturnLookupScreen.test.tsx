import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { type ReturnDocType, ReturnLookupScreen } from './ReturnLookupScreen.tsx';
import { ReturnTypeScreen } from './ReturnTypeScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeEach(() => logInDemoSeller());

function open(doc: ReturnDocType) {
  function Screen() {
    return (
      <>
        <h1>Devolución</h1>
        <ReturnLookupScreen doc={doc} />
      </>
    );
  }
  return renderScreen({
    path: '/devolucion',
    screens: { '/devolucion': Screen, '/carro-devolucion': () => <h1>stub:/carro-devolucion</h1> },
  });
}

async function search(label: string, number: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, number);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
}

describe('/tipo-devolucion', () => {
  it('Boleta and Factura open /devolucion for that document', async () => {
    const { router } = await renderScreen({
      path: '/tipo-devolucion',
      screens: {
        '/tipo-devolucion': () => (
          <>
            <h1>Tipo de devolución</h1>
            <ReturnTypeScreen />
          </>
        ),
        '/devolucion': () => <h1>stub:/devolucion</h1>,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Factura' }));
    expect(await screen.findByText('stub:/devolucion')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ doc: 'factura' });
  });
});

describe('/devolucion', () => {
  it('a boleta found opens /carro-devolucion with its number (dots typed are ignored)', async () => {
    const { router } = await open('boleta');
    await search('Número de boleta', DEMO.receipt.toLocaleString('es-CL'));
    expect(await screen.findByText('stub:/carro-devolucion')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ doc: 'boleta', number: DEMO.receipt });
  });

  it('a number of no order, or of another document type: "No se encontraron órdenes para el número ingresado."', async () => {
    await open('factura');
    // The receipt's number is not an invoice's.
    await search('Número de factura', String(DEMO.receipt));
    expect(
      await screen.findByText('No se encontraron órdenes para el número ingresado.'),
    ).toBeInTheDocument();
    await search('Número de factura', 'abc');
    expect(
      await screen.findByText('No se encontraron órdenes para el número ingresado.'),
    ).toBeInTheDocument();
    expect(demo.world.state.requestCounts.getOrderByBill).toBe(1);
  });

  it('an answer whose code is not 200: "El código ingresado no existe."; a failure: the server\'s text', async () => {
    await open('factura');
    demo.server.use(
      http.get('*/api/order-by-bill/:number', () => HttpResponse.json({ code: 404, data: { order: null } })),
    );
    await search('Número de factura', String(DEMO.invoice));
    expect(await screen.findByText('El código ingresado no existe.')).toBeInTheDocument();
    demo.server.resetHandlers();
    demo.useScenario('server-error:getOrderByBill');
    await search('Número de factura', String(DEMO.invoice));
    expect(
      await screen.findByText('Error interno del servidor. Por favor intente nuevamente más tarde.'),
    ).toBeInTheDocument();
  });
});
