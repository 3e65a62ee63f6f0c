import type { CardTransaction } from '@/domain/cardRefund.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import styles from './ChargeHandOver.module.css';

export interface ChargeHandOverProps {
  /** The charges to annul on the machine that took them. */
  charges: readonly CardTransaction[];
  /** The heading (what the seller is asked to do). */
  title: string;
}

/**
 * Card charges this machine cannot annul, each named so the seller finds it on the machine that
 * took it: amount, authorisation code, operation and provider. The confirmation button is the
 * caller's ("Anulación entregada").
 */
export function ChargeHandOver({ charges, title }: ChargeHandOverProps) {
  return (
    <section className={styles.root} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <ChargeList charges={charges} className={styles.list} />
    </section>
  );
}

/** The charges, one line each: amount, authorisation code, operation and provider when known. */
export function ChargeList({
  charges,
  className,
}: {
  charges: readonly CardTransaction[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {charges.map((t) => (
        <li key={t.transactionId ?? `payment-${t.paymentId}`}>
          <strong>{RETURN_LABELS.handOverAmount(t.amount)}</strong>
          {' · '}
          {RETURN_LABELS.handOverAuthorization(t.authorizationCode)}
          {t.transactionId !== null && (
            <>
              {' · '}
              {RETURN_LABELS.handOverOperation(t.transactionId)}
            </>
          )}
          {t.provider !== null && (
            <>
              {' · '}
              {RETURN_LABELS.handOverProvider(t.provider)}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
