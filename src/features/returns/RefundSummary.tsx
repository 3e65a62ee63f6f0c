import { useId } from 'react';
import { Money } from '@/components/ui/Money.tsx';
import type { RefundCard, RefundOutcome, ReturnRefund } from '@/domain/returnRefund.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import styles from './returns.module.css';

/** What happens to one card transaction: annulled here, on its machine, or why not. */
function cardNote(card: RefundCard, cardTotal: number): string {
  if (card.annulment === 'here') return RETURN_LABELS.annulHere;
  if (card.annulment === 'originalMachine') return RETURN_LABELS.annulOnOriginalMachine;
  return RETURN_LABELS.notAnnulled(card.reason ?? 'partial', card.amount, cardTotal);
}

/** The rest after the annulments, as the cash choice sends it. */
function restLabel(cashMovement: boolean | null): string {
  if (cashMovement === true) return RETURN_LABELS.cashToHandOver;
  if (cashMovement === false) return RETURN_LABELS.keptOnCreditNote;
  return RETURN_LABELS.restToChoose;
}

/**
 * The money of a return before it is created (the cart and "Estas seguro?"): the total to give
 * back and how it goes back (the card annulments together, then the cash to hand over, shown
 * with "Sí" even when $0, or what stays on the credit note), then each card transaction of the
 * sale with its amount and whether it is annulled (or why not).
 */
export function RefundSummary({ refund }: { refund: ReturnRefund }) {
  const titleId = useId();
  const cardsId = useId();
  const cardTotal = refund.cards.reduce((s, c) => s + c.amount, 0);
  return (
    <section className={styles.refund} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.refundTitle}>
        {RETURN_LABELS.refundTitle}
      </h3>
      <ul className={styles.refundList}>
        <li className={styles.refundRow}>
          <strong>{RETURN_LABELS.refundTotal}</strong>
          <Money amount={refund.value} size="lg" />
        </li>
        {refund.annulled > 0 && (
          <li className={styles.refundRow}>
            <strong>{RETURN_LABELS.refundByAnnulment}</strong>
            <Money amount={refund.annulled} size="lg" />
          </li>
        )}
        {(refund.rest > 0 || refund.cashMovement === true) && (
          <li className={styles.refundRow}>
            <strong>{restLabel(refund.cashMovement)}</strong>
            <Money amount={refund.rest} size="lg" />
          </li>
        )}
      </ul>
      {refund.cards.length > 0 && (
        <>
          <h4 id={cardsId} className={styles.refundSubtitle}>
            {RETURN_LABELS.refundCards}
          </h4>
          <ul className={styles.refundList} aria-labelledby={cardsId}>
            {refund.cards.map((card) => (
              <li key={card.transactionId ?? `payment-${card.paymentId}`} className={styles.refundItem}>
                <span className={styles.refundRow}>
                  <span>{RETURN_LABELS.refundCard(card.paymentType, card.transactionId)}</span>
                  <Money amount={card.amount} />
                </span>
                <span className={card.annulment === null ? styles.refundNote : styles.refundNoteYes}>
                  {cardNote(card, cardTotal)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The credit note page: the return's value and how it went back. The cash is what the seller
 * does now ("Devolver en efectivo"), so it stands out.
 */
export function RefundDone({ outcome }: { outcome: RefundOutcome }) {
  const titleId = useId();
  const rows: [label: string, amount: number, stands?: boolean][] = [
    [RETURN_LABELS.refundedValue, outcome.value],
  ];
  if (outcome.annulled > 0) rows.push([RETURN_LABELS.refundedByCard, outcome.annulled]);
  if (outcome.cash > 0) rows.push([RETURN_LABELS.refundedInCash, outcome.cash, true]);
  if (outcome.kept > 0) rows.push([RETURN_LABELS.refundedKept, outcome.kept]);
  for (const c of outcome.cancelled) rows.push([RETURN_LABELS.annulmentCancelled(c.transactionId), c.amount]);
  return (
    <section className={styles.refund} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.refundTitle}>
        {RETURN_LABELS.refundedTitle}
      </h3>
      <ul className={styles.refundList}>
        {rows.map(([label, amount, stands]) => (
          <li key={label} className={styles.refundRow}>
            {stands ? <strong>{label}</strong> : <span>{label}</span>}
            <Money amount={amount} size={stands ? 'lg' : 'md'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
