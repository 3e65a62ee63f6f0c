import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper, STEPPER_REPEAT_MS } from './QuantityStepper';

function Harness({
  initial = 0,
  max = 999,
  onChange,
}: {
  initial?: number;
  max?: number;
  onChange: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Cantidad de Pisco"
      value={value}
      max={max}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

const plus = () => screen.getByRole('button', { name: 'Aumentar cantidad' });
const minus = () => screen.getByRole('button', { name: 'Disminuir cantidad' });

describe('QuantityStepper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('repeats every 200 ms while held and stops on release', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(STEPPER_REPEAT_MS).toBe(200);

    fireEvent.pointerDown(plus(), { pointerType: 'touch' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(1);

    act(() => vi.advanceTimersByTime(199));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenLastCalledWith(2);
    act(() => vi.advanceTimersByTime(600));
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByText('5')).toBeInTheDocument();

    fireEvent.pointerUp(plus(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('stops when the pointer leaves the button', () => {
    const onChange = vi.fn();
    render(<Harness initial={10} onChange={onChange} />);
    fireEvent.pointerDown(minus(), { pointerType: 'mouse', button: 0 });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerLeave(minus());
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([9, 8, 7]);
  });

  it('stops repeating at max and disables "+"', () => {
    const onChange = vi.fn();
    render(<Harness initial={0} max={3} onChange={onChange} />);
    fireEvent.pointerDown(plus(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(2000));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
    expect(plus()).toBeDisabled();
  });

  it('does not go below min', () => {
    const onChange = vi.fn();
    render(<Harness initial={0} onChange={onChange} />);
    expect(minus()).toBeDisabled();
    fireEvent.pointerDown(minus(), { pointerType: 'touch' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('steps once on a keyboard click (detail 0) and not twice on a pointer click', () => {
    const onChange = vi.fn();
    render(<Harness initial={2} onChange={onChange} />);
    fireEvent.click(plus(), { detail: 0 });
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.pointerDown(plus(), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(plus(), { pointerType: 'mouse', button: 0 });
    fireEvent.click(plus(), { detail: 1 });
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([3, 4]);
  });

  it('with allowBelowMin, "-" at min calls back with min - 1 (remove the line)', () => {
    const onChange = vi.fn();
    render(<QuantityStepper label="Cantidad" value={1} min={1} allowBelowMin onChange={onChange} />);
    fireEvent.click(minus(), { detail: 0 });
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('names the group and announces the value', () => {
    render(<QuantityStepper label="Cantidad de Pisco" value={7} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Cantidad de Pisco' })).toBeInTheDocument();
    expect(screen.getByText('7')).toHaveAttribute('aria-live', 'polite');
  });
});
