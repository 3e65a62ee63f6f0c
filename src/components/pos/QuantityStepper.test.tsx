import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper, STEPPER_REPEAT_MS } from './QuantityStepper';

function Harness({
  initial = 0,
  max = 999,
  onChange,
  onLimit,
}: {
  initial?: number;
  max?: number;
  onChange: (n: number) => void;
  onLimit?: (attempted: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Cantidad de Pisco"
      value={value}
      max={max}
      onLimit={onLimit}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

const plus = () => screen.getByRole('button', { name: 'Aumentar cantidad' });
const minus = () => screen.getByRole('button', { name: 'Disminuir cantidad' });
const field = () => screen.getByRole('textbox', { name: /^Cantidad: / });
const type = (text: string, key = 'Enter') => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.keyDown(field(), { key });
};

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
    expect(field()).toHaveValue('5');

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
    expect(field()).toHaveAccessibleName('Cantidad: 7');
    expect(screen.getByText('7')).toHaveAttribute('aria-live', 'polite');
  });

  it('without onLimit, 999 by default is the bound and "+" is disabled there', () => {
    render(<QuantityStepper label="Cantidad" value={999} onChange={() => {}} />);
    expect(plus()).toBeDisabled();
  });
});

describe('QuantityStepper past its limit (onLimit)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('"+" stays enabled at max and a tap reports the attempted value, without changing it', () => {
    const onChange = vi.fn();
    const onLimit = vi.fn();
    render(<Harness initial={3} max={3} onChange={onChange} onLimit={onLimit} />);
    expect(plus()).toBeEnabled();
    fireEvent.pointerDown(plus(), { pointerType: 'touch' });
    fireEvent.pointerUp(plus(), { pointerType: 'touch' });
    expect(onLimit).toHaveBeenCalledExactlyOnceWith(4);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(plus(), { detail: 0 });
    expect(onLimit).toHaveBeenCalledTimes(2);
    expect(field()).toHaveValue('3');
  });

  it('press and hold: steps every 200 ms up to max, reports the next attempt once, then stops', () => {
    const onChange = vi.fn();
    const onLimit = vi.fn();
    render(<Harness initial={0} max={3} onChange={onChange} onLimit={onLimit} />);
    fireEvent.pointerDown(plus(), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(400));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
    expect(onLimit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onLimit).toHaveBeenCalledExactlyOnceWith(4);
    act(() => vi.advanceTimersByTime(2000));
    expect(onLimit).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('a typed quantity above max is reported and the field goes back to the value', () => {
    const onChange = vi.fn();
    const onLimit = vi.fn();
    render(<Harness initial={2} max={999} onChange={onChange} onLimit={onLimit} />);
    type('1000');
    expect(onLimit).toHaveBeenCalledExactlyOnceWith(1000);
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveValue('2');
  });

  it('a typed quantity within bounds is applied on Enter or when leaving the field', () => {
    const onChange = vi.fn();
    render(<Harness initial={2} max={10} onChange={onChange} />);
    type('7');
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(field()).toHaveValue('7');
    fireEvent.change(field(), { target: { value: '9' } });
    fireEvent.blur(field());
    expect(onChange).toHaveBeenLastCalledWith(9);
  });

  it('typing: letters are dropped, Escape and an empty field keep the value, above max without onLimit gives max', () => {
    const onChange = vi.fn();
    render(<Harness initial={2} max={10} onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '4a' } });
    expect(field()).toHaveValue('4');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field()).toHaveValue('2');
    type('');
    expect(onChange).not.toHaveBeenCalled();
    type('50');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('typing 0 on a cart line (allowBelowMin) asks to remove it; without it, min', () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <QuantityStepper label="Cantidad" value={3} min={1} allowBelowMin onChange={onChange} />,
    );
    type('0');
    expect(onChange).toHaveBeenLastCalledWith(0);
    unmount();
    render(<QuantityStepper label="Cantidad" value={3} min={1} onChange={onChange} />);
    type('0');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
