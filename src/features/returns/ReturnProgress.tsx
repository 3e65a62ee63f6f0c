import { Button } from '@/components/ui/Button.tsx';
import { Spinner } from '@/components/ui/Spinner.tsx';
import { ACTION_LABELS, RETURN_MESSAGES } from '@/domain/messages.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { HandOverPanel } from './HandOverPanel.tsx';
import { handOverDue, type ReturnFlow } from './returnFlow.ts';
import styles from './returns.module.css';
import type { CreateFailure } from './useReturnCreate.ts';

/**
 * The credit note's refund: its number, then the payments to annul on their original machine, or
 * the transaction being annulled here.
 */
export function RefundProgress({
  flow,
  annulFailure,
  onHandedOver,
}: {
  flow: ReturnFlow;
  annulFailure: string | null;
  onHandedOver: () => void;
}) {
  return (
    <section className={styles.progress} aria-live="polite">
      <p className={styles.status}>{RETURN_LABELS.creditNoteNumber(flow.returnId ?? 0)}</p>
      {handOverDue(flow) ? (
        <HandOverPanel transactions={flow.onOriginalMachine} onHandedOver={onHandedOver} />
      ) : (
        flow.pending?.[0] !== undefined &&
        annulFailure === null && (
          <p className={styles.status} role="status">
            <Spinner size="sm" label={null} /> {RETURN_LABELS.annulling(flow.pending[0])}
          </p>
        )
      )}
    </section>
  );
}

/**
 * The create under way ("Generando Nota de Crédito"), or its failure: the server's text or the
 * spec's with Reintentar (the order read again first), or none when errorAction is "reset".
 */
export function CreateProgress({
  failure,
  pending,
  rereading,
  onRetry,
  onHome,
}: {
  failure: CreateFailure | null;
  pending: boolean;
  rereading: boolean;
  onRetry: () => void;
  onHome: () => void;
}) {
  return (
    <section className={styles.progress} aria-live="polite">
      {failure && !pending ? (
        <>
          <p className={styles.error} role="alert">
            {failure.message}
          </p>
          {failure.canRetry ? (
            <Button onClick={onRetry} loading={rereading} data-main-action>
              {ACTION_LABELS.retry}
            </Button>
          ) : (
            // errorAction "reset": no Reintentar. A refused create leaves the choice to change
            // and send again (the cart's button); either way the seller can leave.
            <Button variant="secondary" onClick={onHome}>
              {ACTION_LABELS.backHome}
            </Button>
          )}
        </>
      ) : (
        <p className={styles.status} role="status">
          <Spinner size="sm" label={null} /> {RETURN_MESSAGES.progress}
        </p>
      )}
    </section>
  );
}
