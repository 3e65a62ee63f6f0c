import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { StockTable } from '@/components/pos/StockTable.tsx';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { StockDocumentScreen } from './StockDocumentScreen.tsx';

// The lines table, counted: each of its renders is a call.
vi.mock('@/components/pos/StockTable.tsx', async (original) => {
  const actual = await original<typeof import('@/components/pos/StockTable.tsx')>();
  return { ...actual, StockTable: vi.fn(actual.StockTable) };
});

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeEach(() => logInDemoSeller());

// What keeps the 316-line guide's keystroke as cheap as a short one's (docs/PERFORMANCE.md): the
// table is memoised and its props keep their identity. Shown on a short guide (jsdom is slow to
// render 316 rows; the browser benchmark times the long one).
describe('a guide open for entry', () => {
  it('typing in the barcode field and the quantity does not render the lines table again', async () => {
    function Document() {
      return (
        <>
          <h1>POS Ingreso guia-de-despacho</h1>
          <StockDocumentScreen type="guia-de-despacho" id={1} />
        </>
      );
    }
    await renderScreen({
      path: '/ingresar-stock/guia-de-despacho/1',
      screens: { '/ingresar-stock/$type/$id': Document },
    });
    expect(await screen.findByText(`Guía ingresada: ${DEMO.storeOrders.open}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { busy: true })).toBeNull());
    const renders = vi.mocked(StockTable).mock.calls.length;

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Ingresar código de barra'), '7801000000013');
    await user.click(screen.getByRole('button', { name: 'Sumar uno' }));
    await user.click(screen.getByRole('button', { name: 'Sumar uno' }));

    expect(screen.getByLabelText('Ingresar código de barra')).toHaveValue('7801000000013');
    expect(vi.mocked(StockTable).mock.calls.length).toBe(renders);
  });
});
