import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MONEY_INPUT_MESSAGES, MoneyInput } from './MoneyInput';

function Harness(props: {
  initial?: number;
  max?: number;
  onValue?: (n: number) => void;
  onInvalid?: (m: string) => void;
}) {
  const [value, setValue] = useState(props.initial ?? 0);
  return (
    <MoneyInput
      label="Monto"
      value={value}
      max={props.max}
      onValueChange={(n) => {
        setValue(n);
        props.onValue?.(n);
      }}
      onInvalid={props.onInvalid}
    />
  );
}

const input = () => screen.getByLabelText('Monto') as HTMLInputElement;

describe('MoneyInput', () => {
  it.each([
    ['12345', 12345],
    ['12.345', 12345],
    ['$12.345', 12345],
    ['12345,5', 12346],
    ['12345,49', 12345],
    ['0', 0],
    ['', 0],
  ])('"%s" calls back with %d', (text, expected) => {
    const onValue = vi.fn();
    render(<Harness initial={1} onValue={onValue} />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: text } });
    expect(onValue).toHaveBeenLastCalledWith(expected);
    expect(input()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('letters show an error, call onInvalid and keep the previous value', async () => {
    const onValue = vi.fn();
    const onInvalid = vi.fn();
    render(<Harness initial={500} onValue={onValue} onInvalid={onInvalid} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '12a');
    expect(onInvalid).toHaveBeenLastCalledWith(MONEY_INPUT_MESSAGES['not-a-number']);
    expect(screen.getByText('Ingrese un monto válido')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(onValue).toHaveBeenLastCalledWith(12);
    await userEvent.type(input(), '{Backspace}');
    expect(screen.queryByText('Ingrese un monto válido')).not.toBeInTheDocument();
  });

  it('rejects a negative amount and a too large one', () => {
    const onInvalid = vi.fn();
    render(<Harness onInvalid={onInvalid} />);
    fireEvent.change(input(), { target: { value: '-100' } });
    expect(onInvalid).toHaveBeenLastCalledWith('El monto no puede ser negativo');
    fireEvent.change(input(), { target: { value: '1.000.000.000' } });
    expect(onInvalid).toHaveBeenLastCalledWith('El monto es demasiado grande');
  });

  it('shows dot thousands after blur and keeps the typed text while focused', async () => {
    render(<Harness />);
    await userEvent.type(input(), '1234567');
    expect(input()).toHaveValue('1234567');
    await userEvent.tab();
    expect(input()).toHaveValue('1.234.567');
  });

  it('lowers an amount above max to max and says so', async () => {
    const onValue = vi.fn();
    render(<Harness max={20000} onValue={onValue} />);
    await userEvent.type(input(), '25000');
    expect(onValue).toHaveBeenLastCalledWith(20000);
    expect(input()).toHaveValue('20.000');
    expect(screen.getByText('Monto ajustado al máximo de $20.000')).toBeInTheDocument();
  });

  it('shows 0 as an empty field', () => {
    render(<Harness initial={0} />);
    expect(input()).toHaveValue('');
    expect(input()).toHaveAttribute('placeholder', '0');
    expect(input()).toHaveAttribute('inputmode', 'decimal');
  });
});
