import { startDemoServer } from '@mocks/node.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { CatalogueScreen } from '../catalogue/CatalogueScreen.tsx';
import { renderSale, startSaleAs } from './testing.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeEach(async () => {
  await startSaleAs('socio');
});

const open = () => renderSale({ path: '/compra', screens: { '/compra': CatalogueScreen } });
// The toast's Radix part is loaded lazily on the first toast: on a busy machine it takes over 1 s.
const toast = async (text: string) =>
  screen.findByText(text, { selector: 'li[data-tone] *' }, { timeout: 4000 });

/** Cards of the catalogue, pushed past their limit: the domain's messages as the one toast. */
describe('useQuantityLimit on the catalogue cards', () => {
  it('"+" at the stock: "{product} no tiene stock suficiente!", nothing added', async () => {
    await open();
    // Vino Santa Rita 120 Merlot 750 cc (demo product 16): 3 in stock
    const rita = (await screen.findAllByRole('article', { name: 'Vino Santa Rita 120 Merlot 750 cc' }))[0]!;
    const user = userEvent.setup();
    const plus = within(rita).getByRole('button', { name: 'Aumentar cantidad' });
    await user.click(plus);
    await user.click(plus);
    expect(within(rita).getByRole('textbox', { name: 'Cantidad: 3' })).toBeInTheDocument();
    await user.click(plus);
    expect(await toast('Vino Santa Rita 120 Merlot 750 cc no tiene stock suficiente!')).toBeInTheDocument();
    expect(sale.get().lines).toEqual([]);
  });

  it('a typed 1000: "No puede agregar mas de 999 productos"', async () => {
    await open();
    const cristal = await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' });
    const field = within(cristal).getByRole('textbox', { name: /^Cantidad: / });
    fireEvent.change(field, { target: { value: '1000' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await toast('No puede agregar mas de 999 productos')).toBeInTheDocument();
    expect(field).toHaveValue('1');
  });

  it('counts what the cart holds: 240 in stock, 200 in the cart, 41 more is refused for stock', async () => {
    await open();
    const cristal = await screen.findByRole('article', { name: 'Cerveza Cristal Lata 470 cc' });
    const field = within(cristal).getByRole('textbox', { name: /^Cantidad: / });
    fireEvent.change(field, { target: { value: '200' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await userEvent.setup().click(within(cristal).getByRole('button', { name: /^Agregar .* al carro$/ }));
    expect(await toast('200 Cerveza Cristal Lata 470 cc en carro!')).toBeInTheDocument();
    expect(within(cristal).getByText('Stock: 40')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '41' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await toast('Cerveza Cristal Lata 470 cc no tiene stock suficiente!')).toBeInTheDocument();
  });
});
