import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToastViewport, TOAST_DURATION_MS, type ToastApi, ToastProvider, useToast } from './Toast';

let api: ToastApi | null = null;
function Grab() {
  api = useToast();
  return null;
}

function toastItems() {
  return Array.from(document.querySelectorAll('ol > li'));
}

// First in the file: the Radix part is not downloaded yet when this toast is asked for.
it('shows a toast asked for before the Radix part is downloaded', async () => {
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
  expect(document.querySelector('ol')).toBeNull();
  act(() => api?.show({ message: 'Entrega exitosa!', tone: 'success' }));
  // Vitest's first transform of Radix may take more than findBy's default second on a busy machine.
  expect(
    await screen.findByText('Entrega exitosa!', { selector: 'li *' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(toastItems()).toHaveLength(1);
});

describe('Toast', () => {
  // The Radix part is downloaded on the first toast; these tests time it once it is there.
  beforeAll(async () => {
    await loadToastViewport();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    api = null;
  });
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the current one', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => api?.show({ message: 'EAN no pertenece a esta lista', tone: 'warning' }));
    expect(toastItems()).toHaveLength(1);
    expect(toastItems()[0]).toHaveTextContent('EAN no pertenece a esta lista');

    act(() => api?.show({ message: 'Ingrese una cantidad', tone: 'warning' }));
    expect(toastItems()).toHaveLength(1);
    expect(toastItems()[0]).toHaveTextContent('Ingrese una cantidad');
    expect(toastItems()[0]).not.toHaveTextContent('EAN no pertenece a esta lista');
  });

  it('hides itself after 2500 ms by default', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    expect(TOAST_DURATION_MS).toBe(2500);
    act(() => api?.show('Entrega exitosa!'));
    expect(toastItems()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2400));
    expect(toastItems()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(toastItems()).toHaveLength(0);
  });

  it('a replacement toast gets its own full duration', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => api?.show('Primero'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => api?.show('Segundo'));
    act(() => vi.advanceTimersByTime(2000));
    expect(toastItems()).toHaveLength(1);
    expect(toastItems()[0]).toHaveTextContent('Segundo');
    act(() => vi.advanceTimersByTime(600));
    expect(toastItems()).toHaveLength(0);
  });

  it('useToast throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
  });

  it('the close button hides it', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => api?.show({ message: 'Ha ocurrido un error al ingresar el EAN', tone: 'error' }));
    act(() => screen.getByRole('button', { name: 'Cerrar notificación' }).click());
    expect(toastItems()).toHaveLength(0);
  });
});
