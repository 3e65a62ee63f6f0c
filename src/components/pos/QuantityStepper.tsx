import { type MouseEvent, type PointerEvent, useCallback, useEffect, useRef } from 'react';
import { cx } from '../ui/cx';
import styles from './QuantityStepper.module.css';

/** Spec 000 §9: press-and-hold repeats every 200 ms. */
export const STEPPER_REPEAT_MS = 200;

export interface QuantityStepperProps {
  value: number;
  /** Called with the next value, already clamped to [min, max]. */
  onChange: (next: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Accessible name of the group, e.g. "Cantidad de Cerveza Kunstmann 330 ml". */
  label: string;
  disabled?: boolean;
  size?: 'md' | 'lg';
  /** Allow "-" at min (for cart lines, where "-" at 1 removes the line); the callback gets min - step. */
  allowBelowMin?: boolean;
}

/**
 * "-  value  +". Click or keyboard steps once; press and hold steps at once and then every 200 ms
 * until released or a bound is reached. The value is announced (aria-live).
 */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max = 999,
  step = 1,
  label,
  disabled = false,
  size = 'md',
  allowBelowMin = false,
}: QuantityStepperProps) {
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const lower = allowBelowMin ? min - step : min;

  const stop = useCallback(() => {
    if (timer.current !== null) {
      clearInterval(timer.current);
      timer.current = null;
    }
  }, []);

  useEffect(() => stop, [stop]);

  /** One step from the latest value; returns false at a bound. */
  const stepOnce = useCallback(
    (direction: 1 | -1): boolean => {
      const current = valueRef.current;
      const next = Math.min(max, Math.max(lower, current + direction * step));
      if (next === current) return false;
      valueRef.current = next;
      onChangeRef.current(next);
      return direction === 1 ? next < max : next > lower && next > min;
    },
    [max, lower, min, step],
  );

  const startHold = (direction: 1 | -1) => (e: PointerEvent<HTMLButtonElement>) => {
    if (disabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
    stop();
    if (!stepOnce(direction)) return;
    timer.current = setInterval(() => {
      if (!stepOnce(direction)) stop();
    }, STEPPER_REPEAT_MS);
    window.addEventListener('pointerup', stop, { once: true });
    window.addEventListener('pointercancel', stop, { once: true });
  };

  // Keyboard (Enter/Space) and assistive tech fire a click with detail 0 and no pointerdown;
  // a pointer click (detail >= 1) was already handled on pointerdown.
  const onClick = (direction: 1 | -1) => (e: MouseEvent<HTMLButtonElement>) => {
    if (e.detail === 0) stepOnce(direction);
  };

  const canDecrement = !disabled && value > lower;
  const canIncrement = !disabled && value < max;

  return (
    <div role="group" aria-label={label} className={cx(styles.root, size === 'lg' && styles.lg)}>
      <button
        type="button"
        className={styles.button}
        aria-label="Disminuir cantidad"
        disabled={!canDecrement}
        onPointerDown={startHold(-1)}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onClick={onClick(-1)}
        onContextMenu={(e) => e.preventDefault()}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`Cantidad: ${value}`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        aria-label="Aumentar cantidad"
        disabled={!canIncrement}
        onPointerDown={startHold(1)}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onClick={onClick(1)}
        onContextMenu={(e) => e.preventDefault()}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
