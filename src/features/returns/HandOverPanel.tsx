import { ChargeList } from '@/components/pos/ChargeHandOver.tsx';
import { Button } from '@/components/ui/Button.tsx';
import type { CardTransaction } from '@/domain/cardRefund.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import styles from './returns.module.css';

/**
 * The card payments this machine cannot annul, each with what the seller needs to find it on the
 * machine that charged it (amount, authorisation code, operation, provider), and the seller's
 * confirmation that the annulment was handed over.
 */
export function HandOverPanel({
  transactions,
  onHandedOver,
}: {
  transactions: readonly CardTransaction[];
  onHandedOver: () => void;
}) {
  return (
    <section className={styles.handOver} aria-labelledby="hand-over-title">
      <h3 id="hand-over-title" className={styles.status}>
        {RETURN_LABELS.handOverTitle}
      </h3>
      <p role="alert">{RETURN_LABELS.handOverPrompt(transactions.length)}</p>
      <ChargeList charges={transactions} className={styles.handOverList} />
      <div className={styles.handOverAction}>
        <Button size="lg" onClick={onHandedOver} data-main-action>
          {RETURN_LABELS.handOverDone}
        </Button>
      </div>
    </section>
  );
}
