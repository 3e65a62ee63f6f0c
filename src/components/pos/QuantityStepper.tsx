import {
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { MAX_UNITS_PER_LINE } from '@/domain/cartStock';
import { cx } from '../ui/cx';
import styles from './QuantityStepper.module.css';

/** Spec 000 §9: press-and-hold repeats every 200 ms. */
export const STEPPER_REPEAT_MS = 200;

export interface QuantityStepperProps {
  value: number;
  /** Called with the next value, already within [min, max] (or min - step with allowBelowMin). */
  onChange: (next: number) => void;
  /**
   * The seller tried to go past `max`: "+" at max, a press-and-hold that reaches it, or a typed
   * quantity above it. Gets the attempted value, so the caller's domain rule answers with its
   * message ("No puede agregar mas de 999 productos", "No hay suficiente stock", ...). With it,
   * "+" stays enabled at max (a tap must be able to say why); without it, "+" is disabled there
   * and a typed quantity above max becomes max.
   */
  onLimit?: (attempted: number) => void;
  min?: number;
  /** Upper bound; the domain's 999 units per line by default. */
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
 * until released or a bound is reached (past max it reports the attempt once, then stops). The
 * value can also be typed: Enter or leaving the field applies it. The value is announced.
 */
export function QuantityStepper({
  value,
  onChange,
  onLimit,
  min = 0,
  max = MAX_UNITS_PER_LINE,
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
  const onLimitRef = useRef(onLimit);
  onLimitRef.current = onLimit;
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const lower = allowBelowMin ? min - step : min;

  const stop = useCallback(() => {
    if (timer.current !== null) {
      clearInterval(timer.current);
      timer.current = null;
    }
  }, []);

  useEffect(() => stop, [stop]);

  /** One step from the latest value; returns whether a held button should keep repeating. */
  const stepOnce = useCallback(
    (direction: 1 | -1): boolean => {
      const current = valueRef.current;
      const attempted = current + direction * step;
      if (direction === 1 && attempted > max) {
        onLimitRef.current?.(attempted);
        return false;
      }
      const next = Math.max(lower, attempted);
      if (next === current) return false;
      valueRef.current = next;
      onChangeRef.current(next);
      // at max, a held "+" goes on once more so that the attempt past it is reported
      return direction === 1 ? next < max || onLimitRef.current !== undefined : next > lower && next > min;
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

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (!Number.isFinite(typed) || typed === valueRef.current) return;
    if (typed > max) {
      if (onLimitRef.current) onLimitRef.current(typed);
      else if (max !== valueRef.current) onChangeRef.current(max);
      return;
    }
    const next = Math.max(lower, typed);
    if (next !== valueRef.current) onChangeRef.current(next);
  };

  const onType = (e: ChangeEvent<HTMLInputElement>) => setDraft(e.target.value.replace(/\D/g, ''));
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    } else if (e.key === 'Escape') setDraft(null);
  };

  const canDecrement = !disabled && value > lower;
  const canIncrement = !disabled && (value < max || onLimit !== undefined);

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
      <input
        className={styles.value}
        type="text"
        inputMode="numeric"
        enterKeyHint="done"
        autoComplete="off"
        // one digit more than 999, so a typed quantity above the limit is reported, not cut
        maxLength={String(Math.max(max, MAX_UNITS_PER_LINE)).length + 1}
        aria-label={`Cantidad: ${value}`}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={onType}
        onKeyDown={onKey}
        onBlur={commit}
        onFocus={(e) => e.currentTarget.select()}
      />
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
      <span className={styles.live} aria-live="polite">
        {value}
      </span>
    </div>
  );
}
