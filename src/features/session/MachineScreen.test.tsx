import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { MachineScreen } from './MachineScreen.tsx';

const open = async () => renderScreen({ path: '/maquina', screens: { '/maquina': MachineScreen } });

beforeEach(() => {
  session.set(() => ({
    ...initialSession(),
    user: { id: 7, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1 } },
    accessToken: 'token',
  }));
});

describe('/maquina', () => {
  it('goes on to an unfinished sale on its screen, not to /inicio', async () => {
    sale.set(
      () =>
        ({
          ...initialSale(),
          buyType: 'no-socio',
          customer: { id: 2, rut: '98765433' },
          lines: [{ product: { id: 1, name: 'Cerveza Cristal Lata 470 cc' }, amount: 2 }],
          step: '/compra',
        }) as never,
    );
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Número de máquina' }), '7{Enter}');
    expect(await screen.findByText('stub:/compra')).toBeInTheDocument();
    expect(sale.get().lines).toHaveLength(1);
    sale.reset();
  });

  it('keeps the machine number and goes to /inicio on Enter', async () => {
    await open();
    const input = screen.getByRole('textbox', { name: 'Número de máquina' });
    expect(input).toHaveFocus();
    await userEvent.type(input, '007{Enter}');
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
    expect(session.get().machineNumber).toBe('007');
  });

  it('requires a number', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Ingrese el número de máquina')).toBeInTheDocument();
    expect(session.get().machineNumber).toBeNull();
  });

  it('accepts digits only', async () => {
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Número de máquina' }), '12a{Enter}');
    expect(await screen.findByText('El número de máquina debe tener solo dígitos')).toBeInTheDocument();
  });

  it('refuses a pasted 10,000-digit number, and accepts 10 digits', async () => {
    await open();
    const input = screen.getByRole('textbox', { name: 'Número de máquina' });
    await userEvent.click(input);
    await userEvent.paste('9'.repeat(10_000));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('El número de máquina debe tener como máximo 10 dígitos'),
    ).toBeInTheDocument();
    expect(session.get().machineNumber).toBeNull();
    expect(screen.queryByText('stub:/inicio')).not.toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '0123456789{Enter}');
    expect(await screen.findByText('stub:/inicio')).toBeInTheDocument();
    expect(session.get().machineNumber).toBe('0123456789');
  });

  it('shows the current number, ready to confirm', async () => {
    session.set((s) => ({ ...s, machineNumber: '3' }));
    await open();
    expect(screen.getByText('Máquina actual:')).toHaveTextContent('Máquina actual: 3');
    expect(screen.getByRole('textbox', { name: 'Número de máquina' })).toHaveValue('3');
  });

  it('logs out from here', async () => {
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(view.logout).toHaveBeenCalledOnce();
    expect(await screen.findByText('stub:/login')).toBeInTheDocument();
  });
});
