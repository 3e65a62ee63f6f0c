import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogout } from '@/app/logout.ts';
import { createQueryClient } from '@/app/queryClient.ts';
import { apiTimeoutMs, createSessionExpiry, resumePathFor } from '@/app/sessionExpiry.ts';
import { ErrorScreen } from '@/routes/-error.tsx';
import { attemptFor, beginAttempt, clearCheckoutMemory } from '@/session/attempts.ts';
import { backToUnfinishedSale, claimKeptSale, saleHoldsMoney } from '@/session/reset.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';

const user = { id: 1, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1 } };

describe('logout', () => {
  it('clears the seller, the sale, cached data and the SmartPOS keys cookie, and tells the server', async () => {
    document.cookie = 'smart_pos_keys=true; path=/';
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z', machineNumber: '4' }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio' }));
    const queryClient = createQueryClient();
    queryClient.setQueryData(['products'], [1, 2]);
    const notifyServer = vi.fn(() => Promise.reject(new Error('offline')));

    createLogout({ queryClient, notifyServer })();

    expect(notifyServer).toHaveBeenCalledOnce();
    expect(session.get().user).toBeNull();
    expect(session.get().accessToken).toBeNull();
    expect(session.get().machineNumber).toBe('4');
    expect(sale.get().buyType).toBeNull();
    expect(queryClient.getQueryData(['products'])).toBeUndefined();
    expect(document.cookie).not.toContain('smart_pos_keys=true');
  });
});

describe('logout of a sale that holds money', () => {
  afterEach(() => clearCheckoutMemory());

  it('a charge open on this machine: the sale and its attempt stay with the machine; the next login, by anyone, goes to /pago-final', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z', machineNumber: '4' }));
    sale.set(() => ({ ...initialSale(), buyType: 'no-socio', orderId: 1015 }));
    beginAttempt({ orderId: 1015, paymentId: 7017, kind: 'redelcom' });
    expect(saleHoldsMoney()).toBe(true);

    createLogout({ queryClient: createQueryClient() })();

    expect(session.get()).toMatchObject({ user: null, accessToken: null, lastSellerId: 1 });
    expect(sale.get()).toMatchObject({ orderId: 1015, buyType: 'no-socio' });
    expect(attemptFor(7017)).toMatchObject({ kind: 'redelcom' });
    // Another seller logs in on this machine: the money is not theirs to forget either.
    expect(claimKeptSale(2)).toBe('/pago-final');
    expect(sale.get().orderId).toBe(1015);
    expect(attemptFor(7017)).not.toBeNull();
  });

  it('a payment approved (the server holds it): the sale stays too', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio', orderId: 1015, paymentLock: 'paid' }));
    createLogout({ queryClient: createQueryClient() })();
    expect(sale.get().orderId).toBe(1015);
    expect(claimKeptSale(1)).toBe('/pago-final');
  });

  it('the session expiring during a charge keeps it for whoever logs in next', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio', orderId: 1015 }));
    beginAttempt({ orderId: 1015, paymentId: 7017, kind: 'smartPos', phase: 'charging' });
    createLogout({ queryClient: createQueryClient() })({ expired: true, resumePath: '/carro' });
    expect(claimKeptSale(2)).toBe('/pago-final');
    expect(sale.get().orderId).toBe(1015);
  });

  it('an order sent to payment with nothing charged (PAGANDO): the sale stays, and the next login, by anyone, goes to /pago-final', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio', orderId: 1015, orderStatus: 'PAGANDO' }));
    expect(saleHoldsMoney()).toBe(false);

    createLogout({ queryClient: createQueryClient() })();

    expect(session.get()).toMatchObject({ user: null, accessToken: null, lastSellerId: 1 });
    expect(sale.get()).toMatchObject({ orderId: 1015, orderStatus: 'PAGANDO' });
    // Only "Cancelar compra" or the payment ends that order: whoever logs in next finds it there.
    expect(claimKeptSale(2)).toBe('/pago-final');
    expect(sale.get().orderId).toBe(1015);
  });

  it("an order sent to payment whose session expired is not cleared by another seller's login", () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio', orderId: 1015, orderStatus: 'PAGANDO' }));
    createLogout({ queryClient: createQueryClient() })({ expired: true, resumePath: '/pago-final' });
    expect(claimKeptSale(2)).toBe('/pago-final');
    expect(sale.get()).toMatchObject({ orderId: 1015, orderStatus: 'PAGANDO' });
  });

  it('a factura sent to payment and left on its invoice data is taken up there: /factura comes before the payment', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    sale.set(() => ({
      ...initialSale(),
      buyType: 'socio',
      documentType: 'factura',
      orderId: 1015,
      orderStatus: 'PAGANDO',
      step: '/factura',
    }));
    createLogout({ queryClient: createQueryClient() })();
    expect(claimKeptSale(2)).toBe('/factura');
    expect(sale.get()).toMatchObject({ orderId: 1015, step: '/factura' });
    expect(backToUnfinishedSale()).toBe('/factura');
  });

  it('a saved order resumed (PENDIENTE) is cleared as any sale: the server keeps it saved', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio', orderId: 1015, orderStatus: 'PENDIENTE' }));
    createLogout({ queryClient: createQueryClient() })();
    expect(sale.get().orderId).toBeNull();
    expect(claimKeptSale(2)).toBeNull();
  });

  it('with nothing of the money left open the sale is cleared, as any logout', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio', orderId: 1015 }));
    expect(saleHoldsMoney()).toBe(false);
    createLogout({ queryClient: createQueryClient() })();
    expect(sale.get().orderId).toBeNull();
    expect(claimKeptSale(2)).toBeNull();
  });
});

describe('logout after a 401', () => {
  it('clears the seller without calling the server again', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    const notifyServer = vi.fn(() => Promise.resolve());
    createLogout({ queryClient: createQueryClient(), notifyServer })({ notifyServer: false });
    expect(notifyServer).not.toHaveBeenCalled();
    expect(session.get().user).toBeNull();
  });
});

describe('automatic logout (session expired)', () => {
  it('keeps the sale, records its seller and screen, and does not call the server', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z', machineNumber: '4' }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio', orderId: 1015 }));
    const queryClient = createQueryClient();
    queryClient.setQueryData(['products'], [1, 2]);
    const notifyServer = vi.fn(() => Promise.resolve());
    const logout = createLogout({ queryClient, notifyServer });

    expect(logout({ expired: true, resumePath: '/carro' })).toBe(true);

    expect(notifyServer).not.toHaveBeenCalled();
    expect(session.get()).toMatchObject({
      user: null,
      accessToken: null,
      machineNumber: '4',
      expired: true,
      lastSellerId: 1,
      resumePath: '/carro',
    });
    expect(sale.get()).toMatchObject({ buyType: 'socio', orderId: 1015 });
    expect(queryClient.getQueryData(['products'])).toBeUndefined();
    // A second 401 of the same burst finds no session: nothing more happens.
    expect(logout({ expired: true, resumePath: '/inicio' })).toBe(false);
    expect(session.get().resumePath).toBe('/carro');
  });

  it("the seller's own logout afterwards forgets the kept sale and the expiry", () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    sale.set(() => ({ ...initialSale(), buyType: 'socio' }));
    const logout = createLogout({ queryClient: createQueryClient() });
    logout({ expired: true, resumePath: '/carro' });
    session.set((s) => ({ ...s, user, accessToken: 'a.b.c' }));
    logout();
    expect(session.get()).toMatchObject({ expired: false, lastSellerId: null, resumePath: null });
    expect(sale.get().buyType).toBeNull();
  });

  it('several 401s at once log out once and go to /login once', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    const logout = vi.fn(createLogout({ queryClient: createQueryClient() }));
    const goToLogin = vi.fn();
    const expire = createSessionExpiry({ logout, currentHref: () => '/compra', goToLogin });
    expire();
    expire();
    expire();
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(session.get()).toMatchObject({ expired: true, resumePath: '/compra', lastSellerId: 1 });
  });

  it('never returns to /login, / or /404', () => {
    expect(resumePathFor('/login')).toBeNull();
    expect(resumePathFor('/')).toBeNull();
    expect(resumePathFor('/404?x=1')).toBeNull();
    expect(resumePathFor('/carro')).toBe('/carro');
    expect(resumePathFor('/orden-delivery/ubereats')).toBe('/orden-delivery/ubereats');
  });
});

describe('time limit of the calls', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  };

  it('is 15 s against a real API, whatever the URL says', () => {
    expect(apiTimeoutMs({ demo: false, search: '?timeoutMs=100', storage: memory() })).toBe(15_000);
  });

  it('can be shortened on the demo backend with ?timeoutMs=, kept for the tab, and cleared', () => {
    const storage = memory();
    expect(apiTimeoutMs({ demo: true, search: '', storage })).toBe(15_000);
    expect(apiTimeoutMs({ demo: true, search: '?timeoutMs=1500', storage })).toBe(1_500);
    expect(apiTimeoutMs({ demo: true, search: '?scenario=none', storage })).toBe(1_500);
    expect(apiTimeoutMs({ demo: true, search: '?timeoutMs=', storage })).toBe(15_000);
    expect(apiTimeoutMs({ demo: true, search: '?timeoutMs=-5', storage })).toBe(15_000);
  });
});

describe('error page', () => {
  it('shows the message and Refrescar clears local storage and cookies, then goes to /login', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    localStorage.setItem('pos.session', 'anything');
    document.cookie = 'other=1; path=/';
    render(<ErrorScreen error={new Error('Algo falló')} reset={() => {}} />);

    expect(screen.getByRole('heading', { name: 'Ha ocurrido un error' })).toBeInTheDocument();
    expect(screen.getByText('Algo falló')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refrescar' }));

    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(assign).toHaveBeenCalledWith('/login');
    vi.unstubAllGlobals();
  });

  it('a screen whose part could not be loaded: said in Spanish, Refrescar opens it again and keeps the stored sale', () => {
    const assign = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, reload });
    localStorage.setItem('pos.sale', 'the sale in progress');
    const failures = [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/carro-x.js',
      'Unable to preload CSS for http://127.0.0.1/assets/ingreso-x.css',
      'Importing a module script failed.',
    ];
    for (const message of failures) {
      const { unmount } = render(<ErrorScreen error={new TypeError(message)} reset={() => {}} />);
      // Said in the seller's words, not the browser's.
      expect(screen.getByText('Ha ocurrido un error cargando la información')).toBeInTheDocument();
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Refrescar' }));
      unmount();
    }
    expect(reload).toHaveBeenCalledTimes(failures.length);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('pos.sale')).toBe('the sale in progress');
    vi.unstubAllGlobals();
  });
});
