import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useId, useState } from 'react';
import { actionFailure, isNotSent } from '@/api/errors.ts';
import { useNetworkBack } from '@/api/network.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { CHECKOUT_LABELS } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { clearCheckoutMemory } from '@/session/attempts.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import type { EngineEnv } from './engine/engine.ts';
import { pause } from './engine/provider.ts';
import styles from './PaymentScreen.module.css';
import type { CheckoutPayment, StepSale } from './steps/types.ts';

/**
 * "Cancelar compra" and its question (docs/DECISIONS.md "Sequence and attempts"), under whatever
 * /pago-final shows before the final screen. The payments' engines have the last word: each open
 * charge is asked (the machine first, then the server), and one that is paid or cannot cancel
 * yet stops it with its reason, kept beside the button; otherwise the order is rejected, the sale
 * cleared and the seller taken to /inicio.
 */
export function SaleCancel({
  orderId,
  payments,
  sale: on,
  busy,
  afterPayment,
}: {
  orderId: number;
  /** Every payment of the order, as last read (an approved one stops the cancel). */
  payments: readonly CheckoutPayment[];
  sale: StepSale;
  /**
   * Why the cancel waits (a call of the step is out, e.g. a card waiting on the machine), shown
   * beside the greyed-out button and describing it; null: it may be pressed.
   */
  busy: string | null;
  /** The order read again (a payment found paid). */
  afterPayment: () => Promise<unknown>;
}) {
  const terminal = useRouteContext({ from: '__root__', select: (c) => c.terminal });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const terminalId = useSelector(session.store, (s) => s.smartPosTerminalId ?? null);
  const toast = useToast();
  const [confirm, setConfirm] = useState(false);
  // What stopped the last cancel (a charge paid, or one that cannot be cancelled yet).
  const [notice, setNotice] = useState<string | null>(null);
  const busyId = useId();

  const cancel = useMutation({
    mutationFn: async (payments: readonly CheckoutPayment[]) => {
      const { cancelSale } = await import('./engine/saleCancel.ts');
      const envFor = (payment: CheckoutPayment): EngineEnv => ({
        sale: on,
        payment,
        terminal,
        queryClient,
        terminalId,
        now: () => Date.now(),
        sleep: pause,
        afterApproval: afterPayment,
      });
      return cancelSale({ orderId, payments, envFor });
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'paid') {
        // The screen moves on to what follows the payment: the reason goes with the seller, as a
        // toast only (beside the button too, it would be said twice until the screen changes).
        setConfirm(false);
        setNotice(null);
        toast.show({ message: outcome.message, tone: 'info' });
        await afterPayment();
        return;
      }
      if (outcome.kind !== 'cancelled') {
        setConfirm(false);
        setNotice(outcome.message);
        return;
      }
      await afterPayment();
      clearCheckoutMemory();
      sale.set(() => initialSale());
      void navigate({ to: '/inicio', replace: true });
    },
    // The question closes and the reason stays on the sale, next to "Cancelar compra": a toast
    // would hide after 2.5 s behind the still open question (a modal, which also hides it from
    // assistive technology), leaving the seller with no text after waiting out a call with no
    // answer.
    onError: () => setConfirm(false),
  });
  const failure = cancel.isError ? actionFailure(cancel.error, CHECKOUT_MESSAGES.cancelFailed) : null;
  const reason = failure?.message ?? (cancel.isSuccess ? notice : null);
  // Not sent (offline): nothing was cancelled; the note goes when the network is back.
  useNetworkBack(() => {
    if (isNotSent(cancel.error)) cancel.reset();
  });
  const cancelOnce = useSingleFlight((payments: readonly CheckoutPayment[]) =>
    cancel.mutateAsync(payments).catch(() => undefined),
  );

  return (
    <>
      <div className={styles.actions}>
        {reason && (
          <p className={styles.error} role={failure?.offline ? 'status' : 'alert'}>
            {reason}
          </p>
        )}
        {busy !== null && (
          <p id={busyId} className={styles.waitReason}>
            {busy}
          </p>
        )}
        <Button
          variant="danger"
          disabled={busy !== null}
          aria-describedby={busy !== null ? busyId : undefined}
          onClick={() => {
            cancel.reset();
            setConfirm(true);
          }}
        >
          {CHECKOUT_LABELS.cancelSale}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        message={CHECKOUT_LABELS.cancelSaleQuestion}
        confirmLabel={CHECKOUT_LABELS.cancelSaleConfirm}
        cancelLabel={CHECKOUT_LABELS.cancelSaleKeep}
        confirmVariant="danger"
        loading={cancel.isPending}
        onConfirm={() => void cancelOnce.run(payments)}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
}
