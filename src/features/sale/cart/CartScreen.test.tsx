import { startDemoServer } from '@mocks/node.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { listProducts } from '@/api/generated/endpoints/products/products.ts';
import { configureApi } from '@/api/http.ts';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import type { Product } from '@/domain/types.ts';
import { type SaleState, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { networkBack, pullNetwork } from '@/test/network.ts';
import { CartScreen } from './CartScreen.tsx';
import { renderSale, startSaleAs } from './testing.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());

async function product(id: number): Promise<Product> {
  const page = await listProducts({
    store: session.get().user!.store_id,
    type: 'socio',
    offset: 0,
    limit: 100,
  });
  return page.data.products.find((p) => p.id === id) as Product;
}

/** A member's sale with lines [product id, amount]; the offer already shown. */
async function openCart(
  lines: [number, number][],
  extra: Partial<SaleState> = {},
  { onEnter }: Pick<Parameters<typeof renderSale>[0], 'onEnter'> = {},
) {
  await startSaleAs('socio', { recommendedAutoShown: true, ...extra });
  const products = await Promise.all(lines.map(([id]) => product(id)));
  sale.set((s) => ({
    ...s,
    lines: lines.map(([, amount], i) => ({ product: products[i] as never, amount, recommended: false })),
  }));
  const view = await renderSale({
    path: '/carro',
    screens: { '/carro': CartScreen },
    ...(onEnter ? { onEnter } : {}),
  });
  await screen.findByRole('article', { name: (products[0] as Product).name, hidden: true });
  if (extra.recommendedAutoShown !== false) {
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Resumen de la compra' })).not.toHaveAttribute('aria-busy'),
    );
  }
  return view;
}

/** Every line's prices at $0: REALIZAR COMPRA needs no payment row (a FREE payment). */
function makeCartFree() {
  sale.set((s) => ({
    ...s,
    lines: s.lines.map((l) => ({
      ...l,
      product: { ...l.product, prices: l.product.prices.map((p) => ({ ...p, price: 0 })) },
    })),
  }));
}

const total = () => within(screen.getByRole('region', { name: 'Resumen de la compra' }));
/** The bar of REALIZAR COMPRA and Guardar (the screen's action bar). */
const actionBar = () =>
  screen.getByRole('button', { name: 'REALIZAR COMPRA' }).closest<HTMLElement>('[class*="actionBarInner"]');
/** Taps REALIZAR COMPRA once the cart on screen is priced (the button spins meanwhile, as a seller sees). */
const buy = async () => {
  const button = screen.getByRole('button', { name: 'REALIZAR COMPRA' });
  await waitFor(() => expect(button).not.toBeDisabled());
  await userEvent.setup().click(button);
};
/** The row's one-tap method when it has one (Efectivo, Débito, Crédito, Puntos), else its full list. */
const ONE_TAP: Record<string, string> = {
  EFECTIVO: 'Efectivo',
  'TARJETA DE DEBITO': 'Débito',
  'TARJETA DE CREDITO': 'Crédito',
  WALLET: 'Puntos',
};
const choose = (n: number, type: string) => {
  const row = within(screen.getByRole('group', { name: `Pago ${n}` }));
  const oneTap = row.queryByRole('button', { name: ONE_TAP[type] ?? type });
  return oneTap
    ? userEvent.setup().click(oneTap)
    : userEvent.setup().selectOptions(screen.getByLabelText(`Método de pago ${n}`), type);
};
async function typeAmount(n: number, text: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(`Monto ${n}`);
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('/carro lines and totals', () => {
  it('shows unit price, discounts, line total, subtotal, total and the member points', async () => {
    await openCart([[1, 2]]);
    const line = screen.getByRole('article', { name: 'Cerveza Cristal Lata 470 cc' });
    expect(within(line).getByText('$990')).toBeInTheDocument();
    expect(within(line).getByText('$1.780')).toBeInTheDocument();
    // The line's discounts: their sum on a toggle, one row each once it is opened.
    const discounts = within(line).getByRole('button', { name: 'Descuentos -$200' });
    expect(discounts).toHaveAttribute('aria-expanded', 'false');
    expect(within(line).getByText('Subtotal')).not.toBeVisible();
    await userEvent.setup().click(discounts);
    expect(discounts).toHaveAttribute('aria-expanded', 'true');
    expect(within(line).getByText('Subtotal')).toBeVisible();
    expect(
      within(line)
        .getAllByText('-$200')
        .filter((el) => el.closest('dd')),
    ).toHaveLength(1);
    expect(total().getByText('$1.980')).toBeInTheDocument();
    expect(total().getByText('12.345')).toBeInTheDocument();
  });

  it('the summary says it is busy from a change until the promotions of the changed cart answer', async () => {
    await openCart([[1, 2]]);
    const summary = screen.getByRole('region', { name: 'Resumen de la compra' });
    const asked = demo.world.state.requestCounts.getCartPromotions ?? 0;
    // The changed cart's promotions are held until the test lets the world answer them.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    demo.server.use(http.post('*/api/products/promotions', () => held, { once: true }));
    const line = screen.getByRole('article', { name: 'Cerveza Cristal Lata 470 cc' });
    await userEvent.setup().click(within(line).getByRole('button', { name: 'Aumentar cantidad' }));
    // The change is on show at once, and its total may still move: the server has not answered.
    expect(within(line).getByLabelText('Cantidad: 3')).toBeInTheDocument();
    expect(summary).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(summary).not.toHaveAttribute('aria-busy'));
    expect(demo.world.state.requestCounts.getCartPromotions).toBe(asked + 1);
  });

  it('"-" at 1 removes the line; Eliminar removes it too', async () => {
    await openCart([
      [1, 1],
      [2, 1],
    ]);
    const user = userEvent.setup();
    const line = screen.getByRole('article', { name: 'Cerveza Cristal Lata 470 cc' });
    await user.click(within(line).getByRole('button', { name: 'Disminuir cantidad' }));
    await waitFor(() => expect(sale.get().lines).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Eliminar Cerveza Escudo Lata 470 cc' }));
    expect(await screen.findByText('Debe agregar al menos 1 producto')).toBeInTheDocument();
  });
});

describe('/carro coupon', () => {
  const openCoupon = () => userEvent.setup().click(screen.getByRole('button', { name: 'Cupón' }));
  const submit = async (code: string) => {
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Código de cupón');
    await user.clear(field);
    if (code) await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  };

  it('asks for a code, shows the minimum and the server messages, then applies and closes', async () => {
    await openCart([
      [1, 2],
      [4, 1],
    ]);
    await openCoupon();
    await submit('');
    expect(await screen.findByText('Por favor ingrese un código')).toBeInTheDocument();
    await submit('DESC5000');
    expect(
      await screen.findByText('Cupón válido para compras igual o superiores a $20.000'),
    ).toBeInTheDocument();
    await submit('NOEXISTE');
    expect(await screen.findByText('El cupón NOEXISTE no existe')).toBeInTheDocument();
    await submit('CLUB10');
    expect(await screen.findByText('¡Cupón aplicado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(sale.get().coupon?.code).toBe('CLUB10');
    expect(screen.getAllByText('Descuento cupón').length).toBeGreaterThan(0);
  });

  it('says "Ha ocurrido un error" when validation fails otherwise', async () => {
    await openCart([[1, 2]]);
    demo.useScenario('server-error:validateCoupon');
    await openCoupon();
    await submit('CLUB10');
    expect(await screen.findByText('Ha ocurrido un error')).toBeInTheDocument();
  });

  it('changing a payment type clears the coupon: "Se ha borrado el cupón"', async () => {
    await openCart([[1, 2]], {
      coupon: {
        id: 2,
        code: 'CLUB10',
        coupon_type: 'percentage',
        coupon_value: 0,
        coupon_value_percentage: 10,
        min_cart_amount: 0,
        max_discount: null,
        products: [],
      },
    });
    await choose(1, 'EFECTIVO');
    expect(await screen.findByText('Se ha borrado el cupón')).toBeInTheDocument();
    expect(sale.get().coupon).toBeNull();
  });
});

describe('/carro payments and REALIZAR COMPRA', () => {
  it('hints what is missing and refuses an incomplete or mismatched purchase', async () => {
    await openCart([[1, 2]]);
    expect(screen.getByText('Falta elegir metodo de pago')).toBeInTheDocument();
    await buy();
    expect(await screen.findByText('Carrito Incompleto')).toBeInTheDocument();
    await choose(1, 'TARJETA DE DEBITO');
    // The only row takes the total at once; emptied, the hint asks for its amount.
    expect(screen.getByLabelText('Monto 1')).toHaveValue('1.780');
    expect(
      within(screen.getByRole('list', { name: 'Pendientes de la compra' })).queryAllByRole('listitem'),
    ).toEqual([]);
    await userEvent.setup().clear(screen.getByLabelText('Monto 1'));
    expect(await screen.findByText('Falta ingresar un monto de TARJETA DE DEBITO')).toBeInTheDocument();
    await typeAmount(1, '1.000');
    expect(await screen.findByText('Faltan $780')).toBeInTheDocument();
    await buy();
    expect(await screen.findByText('Pagos no coinciden con total')).toBeInTheDocument();
  });

  it('an amount that is not an amount ("1780x") is never paid: the field says so, the hint asks for the amount, nothing is created', async () => {
    const view = await openCart([[1, 2]]);
    await choose(1, 'TARJETA DE DEBITO');
    await typeAmount(1, '1780x');
    expect(await screen.findByText('Ingrese un monto válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Monto 1')).toHaveValue('1780x');
    expect(await screen.findByText('Falta ingresar un monto de TARJETA DE DEBITO')).toBeInTheDocument();
    expect(sale.get().payments[0]).toMatchObject({ payment_type: 'TARJETA DE DEBITO', amount: 0 });
    await buy();
    expect(await screen.findByText('Carrito Incompleto')).toBeInTheDocument();
    expect(demo.world.state.requestCounts.createOrder ?? 0).toBe(0);
    // Corrected, it is the amount again.
    await typeAmount(1, '1780');
    expect(sale.get().payments[0]).toMatchObject({ amount: 1780 });
    expect(view.pathname()).toBe('/carro');
  });

  it('an amount typed as the total follows it when a cash promotion lowers it: nothing left over, REALIZAR COMPRA on', async () => {
    // Gato Negro 2 L paid in cash has a promotion (5 % of the line) the server answers after a pause.
    await openCart([[11, 1]]);
    await userEvent.setup().selectOptions(screen.getByLabelText('Método de pago 1'), 'EFECTIVO');
    await typeAmount(1, '4.990');
    expect(await total().findByText('Descuento ofertas')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Monto 1')).toHaveValue('4.740'));
    expect(screen.queryByText(/Sobran/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'REALIZAR COMPRA' })).not.toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  });

  it('allows a second row only for WALLET, and no third row', async () => {
    await openCart([[1, 2]]);
    await choose(1, 'EFECTIVO');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar método de pago' }));
    const second = screen.getByLabelText('Método de pago 2');
    expect(
      within(second)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['METODO DE PAGO', 'Puntos']);
    await user.click(screen.getByRole('button', { name: 'Agregar método de pago' }));
    expect(await screen.findByText('No se pueden agregar más métodos de pago')).toBeInTheDocument();
  });

  it('offers no second payment row to a sale that cannot pay with points (non-member)', async () => {
    await startSaleAs('no-socio', { recommendedAutoShown: true });
    const beer = await product(1);
    sale.set((s) => ({ ...s, lines: [{ product: beer as never, amount: 1, recommended: false }] }));
    await renderSale({ path: '/carro', screens: { '/carro': CartScreen } });
    await screen.findByLabelText('Método de pago 1');
    expect(
      within(screen.getByLabelText('Método de pago 1'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).not.toContain('WALLET');
    expect(screen.queryByRole('button', { name: 'Agregar método de pago' })).toBeNull();
  });

  it('asks about unused points before paying without WALLET, then creates the order (PAGANDO) and goes to /pago-final', async () => {
    const view = await openCart([[1, 2]]);
    await choose(1, 'EFECTIVO');
    await typeAmount(1, '1780');
    await buy();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Usted tiene aun puntos sin utilizar')).toBeInTheDocument();
    expect(within(dialog).getByText('$1.780')).toBeInTheDocument();
    expect(within(dialog).getByText('¿Esta seguro de seguir la compra?')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(sale.get()).toMatchObject({ orderStatus: 'PAGANDO', orderId: expect.any(Number) });
    expect(sale.get().orderNumber).not.toBeNull();
  });

  it('splits cash + WALLET (decimal comma) and goes to /factura for a Factura', async () => {
    const view = await openCart([[1, 2]]);
    const user = userEvent.setup();
    await user.click(screen.getByText('Factura'));
    await choose(1, 'EFECTIVO');
    await user.click(screen.getByRole('button', { name: 'Agregar método de pago' }));
    await choose(2, 'WALLET');
    await typeAmount(1, '1.000,4');
    await typeAmount(2, '780');
    expect(screen.queryByText(/^Faltan|^Sobran/)).toBeNull();
    await buy();
    await waitFor(() => expect(view.pathname()).toBe('/factura'));
  });

  it('says "Puntos insuficientes" when only WALLET pays more than the points', async () => {
    await openCart([[3, 3]]);
    await choose(1, 'WALLET');
    await buy();
    expect(await screen.findByText('Puntos insuficientes')).toBeInTheDocument();
  });

  it('needs at least 50 CLP without an offer or coupon discount', async () => {
    await openCart([[1, 1]]);
    sale.set((s) => ({
      ...s,
      lines: s.lines.map((l) => ({
        ...l,
        product: { ...l.product, prices: l.product.prices.map((p) => ({ ...p, price: 30 })) },
      })),
    }));
    await choose(1, 'EFECTIVO');
    await typeAmount(1, '30');
    await buy();
    expect(await screen.findByText('Pagos deben ser mayores a 50 CLP')).toBeInTheDocument();
  });

  it('sends a zero total as FREE', async () => {
    let sent: unknown = null;
    demo.server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/orders/new'))
        sent = await request.clone().json();
    });
    const view = await openCart([[1, 1]]);
    makeCartFree();
    await buy();
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(sent).toMatchObject({ payments: [{ payment_type: 'FREE', amount: 0 }], buy_type: 'socio' });
    demo.server.events.removeAllListeners();
  });

  it('a second tap landing after the order is created, while /pago-final is still opening, sends nothing', async () => {
    const writes: string[] = [];
    demo.server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET' && request.url.includes('/api/orders')) {
        writes.push(`${request.method} ${new URL(request.url).pathname}`);
      }
    });
    let open = () => {};
    const opening = new Promise<void>((resolve) => {
      open = resolve;
    });
    const view = await openCart([[1, 1]], {}, { onEnter: { '/pago-final': () => opening } });
    makeCartFree();
    await buy();
    // The order is created and /pago-final is not there yet (a slow terminal opening it).
    await waitFor(() => expect(sale.get().orderId).not.toBeNull());
    const button = screen.getByRole('button', { name: 'REALIZAR COMPRA' });
    await userEvent.setup().click(button);
    open();
    expect(await screen.findByRole('heading', { name: 'stub:/pago-final' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/pago-final');
    expect(writes).toEqual(['POST /api/orders/new']);
    demo.server.events.removeAllListeners();
  });

  it('a tap on REALIZAR COMPRA right after a change is kept until the new cart is priced, then buys that cart', async () => {
    const calls: string[] = [];
    let sent: { products: { id: number; amount: number }[] } | null = null;
    demo.server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('promotions')) {
        const body: { cart: { amount: number }[] } = await request.clone().json();
        calls.push(`promotions:${body.cart.map((l) => l.amount).join(',')}`);
      }
      if (request.method === 'POST' && request.url.endsWith('/api/orders/new')) {
        calls.push('order');
        sent = await request.clone().json();
      }
    });
    const view = await openCart([[1, 1]]);
    makeCartFree();
    const user = userEvent.setup();
    const line = screen.getByRole('article', { name: 'Cerveza Cristal Lata 470 cc' });
    await user.click(within(line).getByRole('button', { name: 'Aumentar cantidad' }));
    await user.click(screen.getByRole('button', { name: 'REALIZAR COMPRA' }));
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(sent).toMatchObject({ products: [{ id: 1, amount: 2 }] });
    // The promotions of the 2-unit cart were asked before the order was sent.
    expect(calls.indexOf('promotions:2')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('promotions:2')).toBeLessThan(calls.indexOf('order'));
    expect(calls.filter((c) => c === 'order')).toHaveLength(1);
    demo.server.events.removeAllListeners();
  });

  /**
   * A cart of two Cristal paid with points (no question about unused points comes first) opened
   * at `now` while `hold` (a read the cart waits for) has not answered; REALIZAR COMPRA tapped at
   * once is kept, the button spinning, and buys once when the read answers.
   */
  async function tapWhileHeld(hold: (held: Promise<void>) => HttpHandler, now?: () => Date) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The read waits; then the demo world answers it (a resolver returning nothing falls through).
    demo.server.use(hold(held));
    await startSaleAs('socio', { recommendedAutoShown: true });
    const cristal = await product(1);
    sale.set((s) => ({
      ...s,
      lines: [{ product: cristal as never, amount: 2, recommended: false }],
      payments: [{ payment_type: 'WALLET', amount: 1780 }],
    }));
    const view = await renderSale({
      path: '/carro',
      screens: { '/carro': CartScreen },
      ...(now ? { now } : {}),
    });
    await screen.findByRole('article', { name: cristal.name, hidden: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'REALIZAR COMPRA' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(view.pathname()).toBe('/carro');
    expect(demo.world.state.requestCounts.createOrder ?? 0).toBe(0);
    expect(screen.getByRole('button', { name: 'REALIZAR COMPRA' })).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(demo.world.state.requestCounts.createOrder).toBe(1);
  }

  it('a tap on REALIZAR COMPRA while the cart is first priced is kept (the button spins), then buys once', async () => {
    await tapWhileHeld((held) =>
      http.post('*/api/products/promotions', async () => {
        await held;
      }),
    );
  });

  it("a tap on REALIZAR COMPRA before the member's past orders have answered waits for them (they set the club discount left)", async () => {
    // An instant inside the window where past orders count (spec 000 §7).
    await tapWhileHeld(
      (held) =>
        http.get('*/api/orders/customer/:customerId', async () => {
          await held;
        }),
      () => new Date('2026-06-04T15:00:00Z'),
    );
  });

  it('stays on /carro with the server message or "Ha ocurrido un error" when creation fails', async () => {
    const view = await openCart([[1, 2]]);
    await choose(1, 'WALLET');
    demo.server.use(
      http.post('*/api/orders/new', () =>
        HttpResponse.json({ errorMessage: 'Stock insuficiente' }, { status: 400 }),
      ),
    );
    await buy();
    // Beside the button tapped, until the next tap: not a toast at the top.
    const refused = await screen.findByText('Stock insuficiente');
    expect(refused).toHaveAttribute('role', 'alert');
    expect(actionBar()).toContainElement(refused);
    demo.server.use(http.post('*/api/orders/new', () => HttpResponse.json({}, { status: 500 })));
    await buy();
    expect(await screen.findByText('Ha ocurrido un error')).toBeInTheDocument();
    expect(screen.queryByText('Stock insuficiente')).toBeNull();
    expect(view.pathname()).toBe('/carro');
    expect(sale.get().orderId).toBeNull();
  });

  it('with no network REALIZAR COMPRA says "Sin conexión: no se envió" beside it, sends nothing, and the note goes when the network is back', async () => {
    const view = await openCart([[1, 2]]);
    await choose(1, 'WALLET');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Resumen de la compra' })).not.toHaveAttribute('aria-busy'),
    );
    pullNetwork();
    await buy();
    const note = await screen.findByText(NETWORK_MESSAGES.notSent);
    expect(note).toHaveAttribute('role', 'status');
    expect(actionBar()).toContainElement(note);
    expect(demo.world.state.requestCounts.createOrder ?? 0).toBe(0);
    networkBack();
    await waitFor(() => expect(screen.queryByText(NETWORK_MESSAGES.notSent)).toBeNull());
    await buy();
    await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
    expect(demo.world.state.requestCounts.createOrder).toBe(1);
  });
});

describe('/carro saved orders and the personalised offer', () => {
  it('Guardar Pedido stays disabled until the sale is complete, then saves (saved=true) and opens /guardados', async () => {
    const view = await openCart([[1, 2]]);
    const saveButton = screen.getByRole('button', { name: 'Guardar Pedido' });
    expect(saveButton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(saveButton);
    expect(await screen.findByText('Falta elegir metodo de pago')).toBeInTheDocument();
    expect(view.pathname()).toBe('/carro');
    await choose(1, 'EFECTIVO');
    await typeAmount(1, '1780');
    expect(saveButton).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(saveButton).not.toBeDisabled());
    await userEvent.setup().click(saveButton);
    await waitFor(() => expect(view.pathname()).toBe('/guardados'));
    expect(sale.get().lines).toEqual([]);
  });

  it('a payment type change takes off the general club discount until the next line change', async () => {
    // Torobayo (12) has the 15 % weekday club discount for Camila (Wednesday in the test clock).
    await openCart([[12, 1]]);
    const discount = () => total().queryByText('Descuento club general');
    await waitFor(() => expect(discount()).not.toBeNull());
    await choose(1, 'EFECTIVO');
    await waitFor(() => expect(discount()).toBeNull());
    const line = screen.getByRole('article', { name: 'Cerveza Kunstmann Torobayo 330 cc' });
    await userEvent.setup().click(within(line).getByRole('button', { name: 'Aumentar cantidad' }));
    await waitFor(() => expect(discount()).not.toBeNull());
  });

  it('Actualizar Pedido updates the order', async () => {
    let put = '';
    demo.server.use(
      http.put('*/api/orders/:id', ({ params }) => {
        put = String(params.id);
        return HttpResponse.json({ code: 200, data: { order_id: 77, order_number: 1077 } });
      }),
    );
    const view = await openCart([[1, 2]], { orderId: 77, orderNumber: 1077 });
    await choose(1, 'EFECTIVO');
    await typeAmount(1, '1780');
    const update = screen.getByRole('button', { name: 'Actualizar Pedido' });
    await waitFor(() => expect(update).not.toBeDisabled());
    await userEvent.setup().click(update);
    await waitFor(() => expect(view.pathname()).toBe('/guardados'));
    expect(put).toBe('77');
  });

  it('shows the personalised offer, adds a recommended product and records the watch time on exit', async () => {
    await openCart([[1, 2]]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mostrar oferta personalizada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oferta personalizada' });
    const add = await within(dialog).findAllByRole('button', { name: /^Agregar / });
    await user.click(add[0] as HTMLElement);
    await waitFor(() => expect(sale.get().recommendedProductIds).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sale.get().recommendedWatchTime).not.toBeNull();
    expect(sale.get().lines.find((l) => l.recommended)).toBeDefined();
  });

  it('opens the offer by itself once when the store auto-shows it', async () => {
    await openCart([[1, 2]], { recommendedAutoShown: false });
    expect(await screen.findByRole('dialog', { name: 'Oferta personalizada' })).toBeInTheDocument();
    expect(sale.get().recommendedAutoShown).toBe(true);
  });
});
