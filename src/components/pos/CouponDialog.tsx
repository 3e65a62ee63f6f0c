import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ACTION_LABELS, COUPON_MESSAGES } from '@/domain/messages.ts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { StatusBadge } from '../ui/StatusBadge';
import { TextField } from '../ui/TextField';
import styles from './CouponDialog.module.css';

/** Spec 000 §9: the popup closes 1.5 s after "¡Cupón aplicado!". */
export const COUPON_SUCCESS_CLOSE_MS = 1500;

export const COUPON_EMPTY_MESSAGE = COUPON_MESSAGES.emptyCode;
export const COUPON_SUCCESS_MESSAGE = COUPON_MESSAGES.applied;

export type CouponDialogStatus = 'idle' | 'loading' | 'success' | 'error';

export interface CouponDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the trimmed code; never with an empty one. */
  onSubmit: (code: string) => void;
  status?: CouponDialogStatus;
  /**
   * Message for status "error": the server's message (400/404), "Ha ocurrido un error" or
   * "Cupón válido para compras igual o superiores a {amount}".
   */
  errorMessage?: string;
  /** Close delay after success; 1500 ms. */
  successCloseMs?: number;
  /** Code shown when the dialog opens. */
  initialCode?: string;
}

/** Enter a coupon code; Enter submits, Escape closes, success closes itself after 1.5 s. */
export function CouponDialog({
  open,
  onOpenChange,
  onSubmit,
  status = 'idle',
  errorMessage,
  successCloseMs = COUPON_SUCCESS_CLOSE_MS,
  initialCode = '',
}: CouponDialogProps) {
  const [code, setCode] = useState(initialCode);
  const [emptyError, setEmptyError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    if (open) {
      setCode(initialCode);
      setEmptyError(false);
    }
  }, [open, initialCode]);

  useEffect(() => {
    if (!open || status !== 'success') return;
    const t = setTimeout(() => onOpenChangeRef.current(false), successCloseMs);
    return () => clearTimeout(t);
  }, [open, status, successCloseMs]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (status === 'loading' || status === 'success') return;
    const trimmed = code.trim();
    if (!trimmed) {
      setEmptyError(true);
      inputRef.current?.focus();
      return;
    }
    setEmptyError(false);
    onSubmit(trimmed);
  };

  const error = emptyError ? COUPON_EMPTY_MESSAGE : status === 'error' ? (errorMessage ?? null) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Cupón de descuento">
      {status === 'success' ? (
        <div className={styles.success} role="status">
          <StatusBadge status="success">{COUPON_SUCCESS_MESSAGE}</StatusBadge>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            ref={inputRef}
            label="Código de cupón"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (emptyError) setEmptyError(false);
            }}
            error={error}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={status === 'loading'}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {ACTION_LABELS.cancel}
            </Button>
            <Button type="submit" loading={status === 'loading'} data-main-action>
              Aplicar
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
