import type { ReactNode } from 'react';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { paymentTypeLabel } from '@/domain/paymentTypeLabels.ts';
import { ActionNote } from '../ui/ActionNote';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Spinner } from '../ui/Spinner';
import { StatusBadge, type StatusTone } from '../ui/StatusBadge';
import styles from './StepCard.module.css';

export type PaymentStepStatus =
  | 'pending'
  | 'paying'
  | 'approved'
  | 'rejected'
  | 'expired'
  | 'cancelled'
  | 'error';

/** Status words of spec 000 §4, in the spec's capitals. */
export const STEP_STATUS: Record<PaymentStepStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'PENDIENTE', tone: 'pending' },
  paying: { label: 'PAGANDO', tone: 'pending' },
  approved: { label: 'APROBADO', tone: 'success' },
  rejected: { label: 'RECHAZADO', tone: 'error' },
  expired: { label: 'EXPIRADO', tone: 'warning' },
  cancelled: { label: 'CANCELADO', tone: 'warning' },
  error: { label: 'ERROR', tone: 'error' },
};

export type StepProgress =
  /** Waiting for the provider (polling); label defaults to "Esperando confirmación del pago". */
  | { kind: 'polling'; label?: string }
  /** Redpay countdown, seconds left shown as mm:ss. */
  | { kind: 'countdown'; secondsLeft: number; label?: string };

/** 301 -> "05:01"; negatives count as 0. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export interface StepCardProps {
  /** 1-based number of this step. */
  step: number;
  total: number;
  /** The payment type's code ("TARJETA DE DEBITO"), shown by its label ("Tarjeta de débito"). */
  method: string;
  amount: number;
  status: PaymentStepStatus;
  /** "Cambiar": change the method; shown only before the step is paid. */
  onChangeMethod?: () => void;
  progress?: StepProgress | null;
  /** Outcome or instruction text, e.g. "El pago fue rechazado.". */
  message?: string;
  /**
   * A call of the step not sent, the machine being offline ("Sin conexión: no se envió"), or a
   * wait that cannot ask until the network is back: said beside the actions as a status, not as
   * an outcome (the step's status stays what it was).
   */
  offline?: string | null;
  /** Extra actions (e.g. pay, Reintentar, cancel) below the card body. */
  actions?: ReactNode;
  /** A step not being paid now (paid, or still to come): one tight row. */
  compact?: boolean;
  /** What the step shows between the amount and the progress (e.g. a payment QR). */
  children?: ReactNode;
}

/** One payment step of /pago-final: "Paso n de total", method, amount, status, progress. */
export function StepCard({
  step,
  total,
  method,
  amount,
  status,
  onChangeMethod,
  progress,
  message,
  offline,
  actions,
  compact = false,
  children,
}: StepCardProps) {
  const s = STEP_STATUS[status];
  // Every state but a charge in progress or paid may change its method (a failed, cancelled or
  // errored card payment is paid another way).
  const canChange = onChangeMethod && status !== 'paying' && status !== 'approved';
  return (
    <section
      className={styles.root}
      data-tone={s.tone}
      data-compact={compact || undefined}
      aria-label={`Paso ${step} de ${total}`}
    >
      <div className={styles.head}>
        <span className={styles.step}>
          Paso {step} de {total}
        </span>
        <StatusBadge status={s.tone}>{s.label}</StatusBadge>
      </div>
      <div className={styles.body}>
        <span className={styles.method}>{paymentTypeLabel(method)}</span>
        <Money amount={amount} size={compact ? 'md' : 'xl'} />
      </div>
      {children}
      {progress && (
        <div className={styles.progress}>
          <Spinner size="md" label={null} />
          <span role="status">
            {progress.label ??
              (progress.kind === 'polling'
                ? 'Esperando confirmación del pago'
                : 'Tiempo restante para pagar')}
          </span>
          {progress.kind === 'countdown' && (
            <span className={styles.countdown} role="timer" aria-label="Tiempo restante">
              {formatCountdown(progress.secondsLeft)}
            </span>
          )}
        </div>
      )}
      {message && (
        <p className={styles.message} data-tone={s.tone} role={s.tone === 'error' ? 'alert' : undefined}>
          {message}
        </p>
      )}
      {offline && <ActionNote message={offline} offline />}
      {(canChange || actions) && (
        <div className={styles.actions}>
          {actions}
          {canChange && (
            <Button variant="secondary" onClick={onChangeMethod}>
              {ACTION_LABELS.change}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
