import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTerminal } from './index';
import { TerminalProvider, useTerminal } from './react';
import { createSimulatorTerminal } from './simulator';
import { createStoreBrowserTerminal } from './storeBrowser';
import { useBarcodeWedge } from './useBarcodeWedge';
import { attachWedge } from './wedge';

function MachineLabel() {
  const terminal = useTerminal();
  return (
    <p>
      {terminal.kind} {terminal.isTerminalApp ? 'app' : 'web'} {terminal.hasCamera ? 'camera' : 'no-camera'}
    </p>
  );
}

function PrintButton() {
  const terminal = useTerminal();
  const [message, setMessage] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          terminal.print(['x']).then(
            () => setMessage('ok'),
            (error: Error) => setMessage(error.message),
          )
        }
      >
        Imprimir
      </button>
      <output>{message}</output>
    </>
  );
}

describe('TerminalProvider / useTerminal', () => {
  it('gives components the adapter', () => {
    const adapter = createSimulatorTerminal({ kind: 'smartPos' });
    render(
      <TerminalProvider adapter={adapter}>
        <MachineLabel />
      </TerminalProvider>,
    );
    expect(screen.getByText('smartPos app camera')).toBeInTheDocument();
  });

  it('throws outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTerminal())).toThrow(
      'useTerminal must be used inside a TerminalProvider',
    );
    spy.mockRestore();
  });

  it('a component can print through the simulator and show the printer text', async () => {
    render(
      <TerminalProvider adapter={createSimulatorTerminal({ printer: 'paper' })}>
        <PrintButton />
      </TerminalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText('Falta papel en la impresora')).toBeInTheDocument();
  });
});

/** Dispatches keydowns with explicit times through the `now` option. */
function keys(target: Document | Element, list: readonly string[], gap: number, clock: { t: number }) {
  for (const key of list) {
    clock.t += gap;
    fireEvent.keyDown(target, { key });
  }
}

describe('attachWedge (DOM)', () => {
  it('reports a fast scan, prevents the Enter default, and detaches', () => {
    const clock = { t: 0 };
    const onScan = vi.fn();
    const detach = attachWedge(document, onScan, { now: () => clock.t });
    const input = document.createElement('input');
    document.body.append(input);
    let enterPrevented: boolean | null = null;
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') enterPrevented = event.defaultPrevented;
    });
    keys(input, [...'7801234567890', 'Enter'], 5, clock);
    expect(onScan).toHaveBeenCalledWith('7801234567890');
    expect(enterPrevented).toBe(true);
    detach();
    keys(input, [...'7801234567890', 'Enter'], 5, clock);
    expect(onScan).toHaveBeenCalledTimes(1);
    input.remove();
  });

  it('does not report slow typing nor shortcuts with Ctrl', () => {
    const clock = { t: 0 };
    const onScan = vi.fn();
    const detach = attachWedge(document, onScan, { now: () => clock.t });
    keys(document, [...'7801234567890', 'Enter'], 150, clock);
    for (const key of '1234567') {
      clock.t += 5;
      fireEvent.keyDown(document, { key, ctrlKey: key === '4' });
    }
    clock.t += 5;
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onScan).not.toHaveBeenCalled();
    detach();
  });

  it('leaves the keys of its own field to the field, Enter included, and hears the rest', () => {
    const clock = { t: 0 };
    const onScan = vi.fn();
    const own = document.createElement('input');
    const other = document.createElement('input');
    document.body.append(own, other);
    const detach = attachWedge(document, onScan, { now: () => clock.t, ownField: { current: own } });
    let enterPrevented: boolean | null = null;
    own.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') enterPrevented = event.defaultPrevented;
    });
    keys(own, [...'7801234567890', 'Enter'], 5, clock);
    expect(onScan).not.toHaveBeenCalled();
    expect(enterPrevented).toBe(false);
    keys(other, [...'7801234567890', 'Enter'], 5, clock);
    expect(onScan).toHaveBeenCalledWith('7801234567890');
    detach();
    own.remove();
    other.remove();
  });
});

describe('useBarcodeWedge', () => {
  it('calls the latest handler while enabled', () => {
    const clock = { t: 0 };
    const now = () => clock.t;
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onScan, enabled }) => useBarcodeWedge(onScan, { enabled, now }), {
      initialProps: { onScan: first, enabled: true },
    });
    act(() => keys(document, [...'12345678', 'Enter'], 5, clock));
    expect(first).toHaveBeenCalledWith('12345678');
    rerender({ onScan: second, enabled: true });
    act(() => keys(document, [...'87654321', 'Enter'], 5, clock));
    expect(second).toHaveBeenCalledWith('87654321');
    rerender({ onScan: second, enabled: false });
    act(() => keys(document, [...'55555555', 'Enter'], 5, clock));
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('store browser terminal (Redelcom)', () => {
  it('prints through the injected printer and has no card payment', async () => {
    const printed: string[][] = [];
    const terminal = createStoreBrowserTerminal({
      printLines: async (lines) => {
        printed.push([...lines]);
      },
    });
    expect(terminal).toMatchObject({ kind: 'redelcom', provider: 'REDELCOM', isTerminalApp: false });
    await expect(terminal.print(['BOLETA'])).resolves.toEqual({ status: 0 });
    expect(printed).toEqual([['BOLETA']]);
    await expect(terminal.startCardPayment({ amount: 1, paymentId: 1, orderId: 1 })).rejects.toMatchObject({
      code: 'unsupported',
    });
  });

  it('a failing printer gives the print-not-successful text', async () => {
    const terminal = createStoreBrowserTerminal({
      printLines: () => Promise.reject(new Error('no printer')),
    });
    await expect(terminal.print(['x'])).rejects.toThrow(
      'Ha ocurrido un error en la impresión. Por favor intente nuevamente',
    );
  });

  it('the default printer opens the browser print dialog with the lines', async () => {
    const print = vi.fn();
    let text = '';
    const originalAppend = document.body.append.bind(document.body);
    vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      originalAppend(...nodes);
      for (const node of nodes) {
        if (node instanceof HTMLIFrameElement && node.contentWindow) {
          node.contentWindow.focus = () => {};
          node.contentWindow.print = () => {
            text = node.contentDocument?.body.textContent ?? '';
            print();
          };
        }
      }
    });
    const terminal = createStoreBrowserTerminal();
    await expect(terminal.print(['BOLETA 123', 'Total $1.000'])).resolves.toEqual({ status: 0 });
    expect(print).toHaveBeenCalledTimes(1);
    expect(text).toBe('BOLETA 123\nTotal $1.000');
    expect(document.querySelector('iframe')).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('createTerminal', () => {
  it('picks the SmartPOS bridge when the SDK object exists', async () => {
    const win = { SmartPOS: { getInfo: () => '{"hasCamera":true}' }, location: { search: '' } };
    const terminal = await createTerminal({ win, storage: null, allowForce: true });
    expect(terminal.kind).toBe('smartPos');
    expect(terminal.simulated).toBe(false);
    terminal.dispose();
  });

  it('picks Mercado Pago with a connected channel, else Redelcom', async () => {
    const mercadoPago = await createTerminal({
      win: { MercadoPagoBridge: { isConnected: () => true } },
      storage: null,
      allowForce: false,
    });
    expect(mercadoPago.kind).toBe('mercadoPago');
    expect((await createTerminal({ win: {}, storage: null, allowForce: false })).kind).toBe('redelcom');
  });

  it('picks the simulator with the URL outcomes when forced', async () => {
    const terminal = await createTerminal({
      win: { location: { search: '?terminal=smartPos&payment=reject' } },
      storage: null,
      allowForce: true,
    });
    expect(terminal).toMatchObject({ kind: 'smartPos', simulated: true });
    await expect(terminal.startCardPayment({ amount: 1, paymentId: 1, orderId: 1 })).resolves.toMatchObject({
      outcome: 'rejected',
    });
  });

  it('forcing is allowed by default in tests (MODE=test), reading window.location and localStorage', async () => {
    localStorage.setItem('pos.terminal', 'terminal=mercadoPago');
    const terminal = await createTerminal();
    expect(terminal).toMatchObject({ kind: 'mercadoPago', simulated: true });
  });
});
