import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

/**
 * A double tap is two clicks at one place, the second with `detail` 2, landing on whatever is
 * there by then (docs/DECISIONS.md "Taps").
 */
function Swapping({ onPrint, onSecondTap }: { onPrint: () => void; onSecondTap?: () => void }) {
  const [billed, setBilled] = useState(false);
  return billed ? (
    <Button onClick={onPrint}>Imprimir boleta</Button>
  ) : (
    <Button
      onClick={() => {
        onSecondTap?.();
        setBilled(true);
      }}
    >
      Generar boleta
    </Button>
  );
}

describe('Button: the second tap of a double tap', () => {
  it('is ignored by a button that took the place of the one the first tap hit', () => {
    const print = vi.fn();
    render(<Swapping onPrint={print} />);
    fireEvent.click(screen.getByRole('button', { name: 'Generar boleta' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir boleta' }), { detail: 2 });
    expect(print).not.toHaveBeenCalled();
    // The seller's own tap on it, seen: it prints.
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir boleta' }), { detail: 1 });
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('is ignored when the same button shows another label by then', () => {
    const act = vi.fn();
    function Relabelled() {
      const [done, setDone] = useState(false);
      return (
        <Button onClick={done ? act : () => setDone(true)}>
          {done ? 'Iniciar nueva venta' : 'Imprimir'}
        </Button>
      );
    }
    render(<Relabelled />);
    const button = screen.getByRole('button', { name: 'Imprimir' });
    fireEvent.click(button, { detail: 1 });
    expect(screen.getByRole('button', { name: 'Iniciar nueva venta' })).toBe(button);
    fireEvent.click(button, { detail: 2 });
    expect(act).not.toHaveBeenCalled();
  });

  it('counts on the button the first tap hit: "+" pressed twice quickly adds twice', () => {
    const plus = vi.fn();
    render(<Button onClick={plus}>+</Button>);
    const button = screen.getByRole('button', { name: '+' });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 2 });
    fireEvent.click(button, { detail: 3 });
    expect(plus).toHaveBeenCalledTimes(3);
  });

  it('a click from the keyboard (detail 0) always counts', () => {
    const print = vi.fn();
    render(<Swapping onPrint={print} />);
    fireEvent.click(screen.getByRole('button', { name: 'Generar boleta' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir boleta' }), { detail: 0 });
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a second tap that is not aimed does not submit its form', () => {
    const submit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    function Form() {
      const [ready, setReady] = useState(false);
      return (
        <form onSubmit={submit}>
          {ready ? (
            <Button type="submit">Confirmar pago</Button>
          ) : (
            <Button onClick={() => setReady(true)}>Continuar</Button>
          )}
        </form>
      );
    }
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pago' }), { detail: 2 });
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pago' }), { detail: 1 });
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
