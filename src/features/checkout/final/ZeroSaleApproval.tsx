import { useEffect, useId } from 'react';
import { errorText } from '@/api/errors.ts';
import type { CheckoutOrderOutput } from '@/api/generated/model/index.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Spinner } from '@/components/ui/Spinner.tsx';
import { CHECKOUT_LABELS } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import styles from './CheckoutFinal.module.css';
import { useZeroSaleApproval } from './useZeroSaleApproval.ts';

/** Shown while a $0 sale's payments are approved on the server, before its final screen. */
export function ZeroSaleApproval({
  order,
  customerId,
  onBusyChange,
}: {
  order: CheckoutOrderOutput;
  customerId: number | null;
  /** True while the approvals are sent: "Cancelar compra" waits for them. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const titleId = useId();
  const approval = useZeroSaleApproval(order, customerId);
  const failed = approval.error !== null && !approval.sending;
  const { sending } = approval;
  useEffect(() => {
    onBusyChange?.(sending);
  }, [sending, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={!failed || undefined}>
      <h2 id={titleId} className={styles.title}>
        {CHECKOUT_LABELS.approvingFree}
      </h2>
      {failed ? (
        <>
          <p className={styles.notice} data-tone="error" role="alert">
            {errorText(approval.error, CHECKOUT_LABELS.approveFreeFailed)}
          </p>
          {approval.canRetry && (
            <div>
              <Button onClick={approval.retry} data-main-action>
                {ACTION_LABELS.retry}
              </Button>
            </div>
          )}
        </>
      ) : (
        <Spinner size="md" label={null} />
      )}
    </section>
  );
}
