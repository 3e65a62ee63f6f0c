import { startDemoServer } from '@mocks/node.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { session } from '@/session/session.ts';
import { hasSmartPosKeys } from '@/terminal/cookies.ts';
import { SIMULATED_TERMINAL_ID, type SimulatorCreateOptions } from '@/terminal/simulator.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { tapInDialog } from '@/test/taps.ts';
import { SmartPosOptionsScreen } from './SmartPosOptionsScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeEach(async () => {
  await logInDemoSeller();
  document.cookie = 'smart_pos_keys=; max-age=0; path=/';
});

function open(terminal: SimulatorCreateOptions = { kind: 'smartPos' }) {
  function Screen() {
    return (
      <>
        <h1>Opciones SmartPOS</h1>
        <SmartPosOptionsScreen />
      </>
    );
  }
  return renderScreen({ path: '/opciones-smartpos', screens: { '/opciones-smartpos': Screen }, terminal });
}

const button = (name: string) => screen.getByRole('button', { name });

describe('/opciones-smartpos', () => {
  it('Totales shows the terminal totals readably: amounts with $ and dots', async () => {
    await open();
    await userEvent.click(button('Totales'));
    const totals = await screen.findByRole('region', { name: 'Totales del terminal' });
    expect(within(totals).getByText('Monto ventas').nextSibling).toHaveTextContent('$245.300');
    expect(within(totals).getByText('Cantidad ventas').nextSibling).toHaveTextContent('14');
    expect(within(totals).queryByText('Code')).not.toBeInTheDocument();
  });

  it('Totales failing: "Ha ocurrido un error consultar los totales"', async () => {
    await open({ kind: 'smartPos', totals: 'fail' });
    await userEvent.click(button('Totales'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ha ocurrido un error consultar los totales');
  });

  it('Cierre asks first; Cancelar does nothing; confirmed it says "Cierre de caja realizado con éxito", once per double tap', async () => {
    const { terminal } = await open();
    await userEvent.click(button('Cierre'));
    const question = await screen.findByRole('dialog', {
      name: '¿Desea realizar el cierre de caja del terminal?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(terminal.calls.filter((c) => c.operation === 'cashClose')).toHaveLength(0);
    await userEvent.click(button('Cierre'));
    const again = await screen.findByRole('dialog');
    await userEvent.dblClick(within(again).getByRole('button', { name: 'Cierre' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cierre de caja realizado con éxito');
    expect(terminal.calls.filter((c) => c.operation === 'cashClose')).toHaveLength(1);
  });

  it('Cierre failing: "Ha ocurrido un error al cerrar la caja. Código {code}"', async () => {
    await open({ kind: 'smartPos', cashClose: 'fail' });
    await userEvent.click(button('Cierre'));
    await tapInDialog(userEvent, 'Cierre');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error al cerrar la caja. Código 5',
    );
  });

  it('Carga de llaves stores the cookie and the terminal id; failing: "SmartPOS loadKeys Error: {details}"', async () => {
    const { terminal } = await open();
    await userEvent.click(button('Carga de llaves'));
    expect(await screen.findByRole('status')).toHaveTextContent(`Terminal ${SIMULATED_TERMINAL_ID}`);
    expect(hasSmartPosKeys()).toBe(true);
    expect(session.get().smartPosTerminalId).toBe(SIMULATED_TERMINAL_ID);
    terminal.setOptions({ loadKeys: 'fail' });
    await userEvent.click(button('Carga de llaves'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^SmartPOS loadKeys Error: /);
  });

  it('elsewhere than a SmartPOS: only a way back', async () => {
    await open({ kind: 'browser' });
    expect(screen.getByText('Estas opciones solo están disponibles en un SmartPOS.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Totales' })).not.toBeInTheDocument();
  });
});
