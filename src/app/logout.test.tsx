import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLogout } from '@/app/logout.ts';
import { createQueryClient } from '@/app/queryClient.ts';
import { ErrorScreen } from '@/routes/-error.tsx';
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

describe('logout after a 401', () => {
  it('clears the seller without calling the server again', () => {
    session.set(() => ({ ...initialSession(), user, accessToken: 'x.y.z' }));
    const notifyServer = vi.fn(() => Promise.resolve());
    createLogout({ queryClient: createQueryClient(), notifyServer })({ notifyServer: false });
    expect(notifyServer).not.toHaveBeenCalled();
    expect(session.get().user).toBeNull();
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
});
