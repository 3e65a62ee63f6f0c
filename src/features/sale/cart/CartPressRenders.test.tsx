import { startDemoServer } from '@mocks/node.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { configureApi } from '@/api/http.ts';
import { queries } from '@/api/queries.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { CartScreen } from './CartScreen.tsx';
import { renderSale, startSaleAs } from './testing.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.reset();
  vi.restoreAllMocks();
});
afterAll(() => demo.close());

// What keeps a "+" on a long cart cheap (docs/PERFORMANCE.md "Interaction speed"): a press
// renders the line it changed and the parts that show the totals, not the screen's frame (its
// layout, header, footer, dialogs, the order, coupon and offer flows). The frame asks for the
// member's reads (points, past orders) each time it renders, and nothing else does: a call is a
// render of the frame. Shown on a short cart (the browser benchmark times the 100-line one).
describe('a "+" on one line of the cart', () => {
  it('changes that line and the total without rendering the screen around them', async () => {
    await startSaleAs('socio', { recommendedAutoShown: true });
    const page = await listProducts({
      store: session.get().user?.store_id ?? 0,
      type: 'socio',
      offset: 0,
      limit: 5,
    });
    const products = page.data.products.slice(0, 5);
    sale.set((s) => ({
      ...s,
      lines: products.map((product) => ({ product: product as never, amount: 1, recommended: false })),
    }));
    const frameRenders = vi.spyOn(queries, 'customerPoints');
    await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
    const summary = screen.getByRole('region', { name: 'Resumen de la compra' });
    await waitFor(() => expect(summary).not.toHaveAttribute('aria-busy'));
    const totalBefore = summary.textContent;
    const line = screen.getByRole('article', { name: products[2]?.name ?? '' });
    const frames = frameRenders.mock.calls.length;
    expect(frames).toBeGreaterThan(0);

    await userEvent.setup().click(within(line).getByRole('button', { name: 'Aumentar cantidad' }));

    expect(within(line).getByRole('textbox')).toHaveValue('2');
    expect(summary.textContent).not.toBe(totalBefore);
    expect(frameRenders.mock.calls.length).toBe(frames);
  });
});
