import { type ReactNode, useId } from 'react';
import { CHECKOUT_FINAL_TEXTS } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import type { TaxCondition } from '@/domain/payments.ts';
import { type DocumentName, paymentTypeLabel } from '@/domain/paymentTypeLabels.ts';
import { Money } from '../ui/Money';
import { Spinner } from '../ui/Spinner';
import styles from './FinalSummary.module.css';

export type FinalSummaryStatus =
  /** POST /api/payments/bill sent, the billing status is polled. */
  | { kind: 'billing' }
  /** Billing (or reading its status) failed: the text to show; the retry is among the actions. */
  | { kind: 'failed'; message: string }
  /**
   * "Compra Finalizada": the document issued and its number (folio), its SII code, or a voucher
   * when the document could not be issued.
   */
  | { kind: 'finished'; siiCode: string | null; billingSuccess: boolean; billNumber?: number | null };

export interface FinalSummaryPayment {
  id: number | string;
  /** The payment type's code ("EFECTIVO"): shown by its label ("Efectivo"). */
  type: string;
  amount: number;
}

export interface FinalSummaryProps {
  orderNumber: number | string;
  /** The sale's document (order `document_type`): its texts name it. A boleta when omitted. */
  document?: DocumentName;
  /** The order's total, CLP. */
  total: number;
  payments: readonly FinalSummaryPayment[];
  /** Spec 001 §5 Tax condition, shown as a line (the bill requests carry no field for it). */
  taxCondition: TaxCondition;
  status: FinalSummaryStatus;
  /** Reintentar, Imprimir, Enviar por email, Iniciar nueva venta... (primary first). */
  actions?: ReactNode;
}

const TONE = { billing: 'pending', failed: 'error', finished: 'success' } as const;

/**
 * The end of /pago-final (spec 001 §2 "After all payments, the final screen shows the outcome
 * and offers print or email options"): billing in progress, its failure, or "Compra Finalizada"
 * with the document issued ("Boleta N° 100305") and its SII code, the order number, total,
 * payments and tax condition.
 */
export function FinalSummary({
  orderNumber,
  document = 'boleta',
  total,
  payments,
  taxCondition,
  status,
  actions,
}: FinalSummaryProps) {
  const headingId = useId();
  const title =
    status.kind === 'finished'
      ? CHECKOUT_MESSAGES.finished
      : status.kind === 'billing'
        ? CHECKOUT_FINAL_TEXTS.billingInProgress(document)
        : CHECKOUT_FINAL_TEXTS.billingFailedTitle(document);
  return (
    <section
      className={styles.root}
      data-tone={TONE[status.kind]}
      aria-labelledby={headingId}
      aria-busy={status.kind === 'billing' || undefined}
    >
      <div className={styles.head}>
        {status.kind === 'finished' && (
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
        )}
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      </div>

      {status.kind === 'billing' && (
        <div className={styles.progress}>
          <Spinner size="md" label={null} />
          <span role="status">{CHECKOUT_FINAL_TEXTS.billingWait}</span>
        </div>
      )}
      {status.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {status.message}
        </p>
      )}
      {status.kind === 'finished' && (
        <div className={styles.document} role="status">
          {status.billingSuccess ? (
            <>
              {typeof status.billNumber === 'number' && (
                <p className={styles.documentNumber}>
                  {CHECKOUT_FINAL_TEXTS.documentNumber(document, status.billNumber)}
                </p>
              )}
              {status.siiCode && <p>{CHECKOUT_FINAL_TEXTS.siiCode(status.siiCode)}</p>}
            </>
          ) : (
            <p>{CHECKOUT_FINAL_TEXTS.voucherNotice(document)}</p>
          )}
        </div>
      )}

      <div className={styles.order}>
        <span className={styles.orderNumber}>{CHECKOUT_FINAL_TEXTS.orderNumber(orderNumber)}</span>
        <Money amount={total} size="xl" />
      </div>
      <p className={styles.tax}>
        {taxCondition === 'PAYMENT_TAXABLE_IVA' ? CHECKOUT_FINAL_TEXTS.taxable : CHECKOUT_FINAL_TEXTS.exempt}
      </p>

      <h3 className={styles.subheading}>{CHECKOUT_FINAL_TEXTS.paymentsHeading}</h3>
      <ul className={styles.payments}>
        {payments.map((p) => (
          <li key={p.id} className={styles.payment}>
            <span>{paymentTypeLabel(p.type)}</span>
            <Money amount={p.amount} />
          </li>
        ))}
      </ul>

      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
