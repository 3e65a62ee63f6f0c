import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@tanstack/react-store';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/errors.ts';
import {
  createTransbankSmartPosPayment,
  updateMercadoPagoMachinePayment,
} from '@/api/generated/endpoints/payments/payments.ts';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import {
  CARD_TIMING,
  cardTypeFor,
  mercadoPagoMayRetryUpdate,
  smartPosBlocker,
  smartPosCancelDelay,
} from '@/domain/cardPayment.ts';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { hasSmartPosKeys } from '@/terminal/cookies.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import type { CardPaymentApproved, CardPaymentResult } from '@/terminal/types.ts';
import { beginAttempt, endAttempt, type PaymentAttempt, updateAttempt, useAttempt } from '../../attempts.ts';
import type { StepProps } from '../types.ts';
import { failureOf } from '../useStepAction.ts';
import { type CardFailure, serverPayment, TransbankCodeAction, useApproveOnce, useBusy } from './shared.tsx';

type Provider = 'smartPos' | 'mercadoPago';

/** What is kept of an approval to record it again after a reload (attempt.result). */
interface KeptApproval {
  transactionId: string;
  authorizationCode: string | null;
  terminalId: string | null;
  paymentMethod: string | null;
  checkCallback: string | null;
  paymentCallback: string | null;
}

function keep(result: CardPaymentApproved): KeptApproval {
  return {
    transactionId: result.transactionId,
    authorizationCode: result.authorizationCode,
    terminalId: result.terminalId,
    paymentMethod: result.mercadoPago?.paymentMethod ?? null,
    checkCallback: result.mercadoPago?.checkCallback ?? null,
    paymentCallback: result.mercadoPago?.paymentCallback ?? null,
  };
}

function kept(attempt: PaymentAttempt | null): KeptApproval | null {
  const r = attempt?.result;
  if (!r || typeof r.transactionId !== 'string') return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    transactionId: r.transactionId,
    authorizationCode: text(r.authorizationCode),
    terminalId: text(r.terminalId),
    paymentMethod: text(r.paymentMethod),
    checkCallback: text(r.checkCallback),
    paymentCallback: text(r.paymentCallback),
  };
}

/** A Mercado Pago callback (a JSON text from the machine) as the contract's object. */
function callbackObject(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return Object.fromEntries(Object.entries(value));
  } catch {
    // not JSON: kept as text below
  }
  return { raw };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A card on the machine itself (spec 001 §7, §8, §9): the native payment through the terminal
 * adapter, then the server records it: SmartPOS POST /api/payments/transbank-smartpos/new,
 * Mercado Pago PUT /api/payments/mercadopago/machine (up to 10 tries at 1 s). The attempt is
 * persisted before the machine is asked; after a reload the machine's answer for the same request
 * id is still applied, an approval not yet recorded is only recorded again, and when the answer is
 * unknown the seller must confirm that the card was not charged before charging again.
 */
function NativeCardStep({
  provider,
  sale,
  payment,
  head,
  terminal,
  onApproved,
  onFailed,
  onBusyChange,
}: StepProps & { provider: Provider }) {
  const queryClient = useQueryClient();
  const attempt = useAttempt(payment.id);
  const [approve, approved] = useApproveOnce(payment.id, onApproved);
  const sessionTerminalId = useSelector(session.store, (s) => s.smartPosTerminalId ?? null);
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [unknown, setUnknown] = useState(false);
  const [confirmNotCharged, setConfirmNotCharged] = useState(false);
  const [recording, setRecording] = useState(false);
  const [cancelShown, setCancelShown] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [, recheck] = useState(0);
  const resumed = useRef<string | null>(null);
  const startedHere = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const charging = attempt !== null && attempt.kind === provider && attempt.phase !== 'recording';
  // While the Transbank code form is open it owns its attempt (its failure shows in the form, and
  // it asks the server before sending again); it is checked here once the form is closed.
  const formOwnsAttempt = codeOpen && attempt?.kind === 'transbank';
  useBusy(attempt !== null, onBusyChange);

  const record = useCallback(
    async (approval: KeptApproval) => {
      if (!mounted.current) return;
      setRecording(true);
      setFailure(null);
      try {
        if (provider === 'smartPos') {
          await createTransbankSmartPosPayment({
            order_id: sale.orderId,
            payment_id: payment.id,
            transbank_code: approval.authorizationCode ?? '',
            smart_pos_transaction_id: approval.transactionId,
            terminal_id: approval.terminalId ?? terminal.terminalId ?? sessionTerminalId ?? '',
          });
        } else {
          let failures = 0;
          for (;;) {
            try {
              await updateMercadoPagoMachinePayment({
                paymentId: payment.id,
                machineTransactionId: approval.transactionId,
                status: 'APROBADO',
                checkCallback: callbackObject(approval.checkCallback),
                paymentCallback: callbackObject(approval.paymentCallback),
                paymentMethod: approval.paymentMethod,
              });
              break;
            } catch (error) {
              failures += 1;
              // A 401 ended the session (the app logs out): trying again cannot help. A step that
              // is gone stops too; its kept approval is recorded again when it shows again.
              const sessionEnded = isApiError(error) && error.status === 401;
              if (!mercadoPagoMayRetryUpdate(failures) || !mounted.current || sessionEnded) throw error;
              await sleep(CARD_TIMING.mercadoPagoUpdateIntervalMs);
              if (!mounted.current) throw error;
            }
          }
        }
        approve();
      } catch (error) {
        const shown =
          provider === 'mercadoPago'
            ? { message: CHECKOUT_MESSAGES.mercadoPagoUpdate, canRetry: true }
            : failureOf(error, CHECKOUT_MESSAGES.pollingFailed);
        // The card is charged: Reintentar only records it again (never a second charge).
        setFailure({ ...shown, canRetry: true, status: 'error' });
      } finally {
        if (mounted.current) setRecording(false);
      }
    },
    [provider, sale.orderId, payment.id, terminal, sessionTerminalId, approve],
  );

  const settle = useCallback(
    (result: CardPaymentResult | null) => {
      if (!mounted.current) return;
      if (result === null) {
        setUnknown(true);
        return;
      }
      setCancelShown(false);
      setNotice(null);
      if (result.outcome === 'approved') {
        const approval = keep(result);
        updateAttempt(payment.id, { phase: 'recording', result: { ...approval } });
        void record(approval);
        return;
      }
      endAttempt(payment.id);
      if (result.outcome === 'rejected') {
        setFailure({ message: result.message, canRetry: true, status: 'rejected' });
        onFailed?.({ status: 'RECHAZADO', message: result.message });
      } else {
        setFailure({ message: result.message, canRetry: true, status: 'cancelled' });
        onFailed?.({ status: 'CANCELADO', message: result.message });
      }
    },
    [payment.id, record, onFailed],
  );

  const failedToStart = useCallback(
    (error: unknown) => {
      if (!mounted.current) return;
      // The machine refused to start (busy, missing SDK): nothing was charged. Anything else
      // (timeout, the page going away) leaves the outcome unknown.
      if (isTerminalError(error) && ['busy', 'unavailable', 'unsupported', 'failed'].includes(error.code)) {
        endAttempt(payment.id);
        const fallback =
          provider === 'mercadoPago' ? CHECKOUT_MESSAGES.mercadoPagoStart : CHECKOUT_MESSAGES.pollingFailed;
        setFailure({ message: error.message || fallback, canRetry: true, status: 'error' });
      } else setUnknown(true);
    },
    [payment.id, provider],
  );

  // Resume after a reload: the machine's answer for the persisted request id, or record again.
  useEffect(() => {
    if (attempt === null || resumed.current === attempt.requestId || formOwnsAttempt) return;
    resumed.current = attempt.requestId;
    if (attempt.kind === 'transbank') {
      void serverPayment(queryClient, sale.orderId, payment.id)
        .then((p) => (p?.status === 'APROBADO' ? approve() : endAttempt(payment.id)))
        .catch(() => setUnknown(true));
      return;
    }
    if (attempt.phase === 'recording') {
      const approval = kept(attempt);
      if (approval === null) return setUnknown(true);
      void serverPayment(queryClient, sale.orderId, payment.id)
        .then((p) => (p?.status === 'APROBADO' ? approve() : record(approval)))
        .catch(() => void record(approval));
      return;
    }
    if (startedHere.current === attempt.requestId) return;
    terminal.resumeCardPayment(attempt.requestId).then(settle, failedToStart);
  }, [
    attempt,
    formOwnsAttempt,
    queryClient,
    sale.orderId,
    payment.id,
    approve,
    record,
    terminal,
    settle,
    failedToStart,
  ]);

  const start = () => {
    if (attempt !== null) return;
    setFailure(null);
    setUnknown(false);
    const started = beginAttempt({
      orderId: sale.orderId,
      paymentId: payment.id,
      kind: provider,
      phase: 'charging',
    });
    startedHere.current = started.requestId;
    resumed.current = started.requestId;
    terminal
      .startCardPayment({
        requestId: started.requestId,
        amount: payment.amount,
        paymentId: payment.id,
        orderId: sale.orderId,
        cardType: cardTypeFor(payment.payment_type),
      })
      .then(settle, failedToStart);
  };

  // The cancel option shows 10 s after the payment started (also counted across a reload).
  useEffect(() => {
    if (!charging || attempt === null) return;
    const delay = smartPosCancelDelay(attempt.startedAt, Date.now());
    const timer = setTimeout(() => setCancelShown(true), delay);
    return () => clearTimeout(timer);
  }, [charging, attempt]);

  const cancel = async () => {
    if (cancelling) return;
    setCancelling(true);
    setNotice(null);
    try {
      await terminal.cancelCardPayment();
    } catch {
      if (mounted.current) setNotice(CHECKOUT_MESSAGES.cancelFailed);
    } finally {
      if (mounted.current) setCancelling(false);
    }
  };

  const notCharged = async () => {
    setConfirmNotCharged(false);
    try {
      const current = await serverPayment(queryClient, sale.orderId, payment.id);
      if (current?.status === 'APROBADO') return approve();
    } catch {
      // the seller's word stands: the machine did not charge
    }
    endAttempt(payment.id);
    resumed.current = null;
    setUnknown(false);
    setFailure(null);
  };

  // --- what the seller sees ------------------------------------------------------------------
  if (approved) return <StepCard {...head} status="approved" />;
  if (unknown && attempt !== null) {
    return (
      <>
        <StepCard
          {...head}
          status="paying"
          message={CARD_STEP_MESSAGES.unknownOutcome}
          actions={
            <Button variant="secondary" onClick={() => setConfirmNotCharged(true)}>
              {CARD_STEP_MESSAGES.notCharged}
            </Button>
          }
        />
        <ConfirmDialog
          open={confirmNotCharged}
          message={CARD_STEP_MESSAGES.notChargedQuestion}
          onConfirm={() => void notCharged()}
          onCancel={() => setConfirmNotCharged(false)}
        />
      </>
    );
  }
  if ((attempt?.phase === 'recording' && !formOwnsAttempt) || recording) {
    const approval = kept(attempt);
    return (
      <StepCard
        {...head}
        status={failure ? 'error' : 'paying'}
        progress={failure ? null : { kind: 'polling', label: CARD_STEP_MESSAGES.recording }}
        {...(failure ? { message: failure.message } : {})}
        actions={
          failure && approval && <Button onClick={() => void record(approval)}>{ACTION_LABELS.retry}</Button>
        }
      />
    );
  }
  if (charging) {
    return (
      <StepCard
        {...head}
        status="paying"
        progress={{ kind: 'polling', label: CARD_STEP_MESSAGES.waitingMachine }}
        {...(notice ? { message: notice } : {})}
        actions={
          cancelShown && (
            <Button variant="danger" loading={cancelling} onClick={() => void cancel()}>
              {CARD_STEP_MESSAGES.cancelPayment}
            </Button>
          )
        }
      />
    );
  }
  const blocker =
    provider === 'smartPos'
      ? smartPosBlocker({
          keysLoaded: hasSmartPosKeys(),
          storeEnabled: sale.store.tbk_smart_pos_active === true,
        })
      : null;
  const shown = failure ?? (blocker ? { message: blocker, canRetry: true, status: 'error' as const } : null);
  return (
    <StepCard
      {...head}
      status={shown?.status ?? 'pending'}
      {...(shown ? { message: shown.message } : {})}
      actions={
        <>
          {!codeOpen &&
            (blocker ? (
              <Button onClick={() => recheck((n) => n + 1)}>{ACTION_LABELS.retry}</Button>
            ) : failure === null ? (
              <Button onClick={start}>{CARD_STEP_MESSAGES.pay}</Button>
            ) : (
              failure.canRetry && <Button onClick={start}>{ACTION_LABELS.retry}</Button>
            ))}
          <TransbankCodeAction
            sale={sale}
            payment={payment}
            onApproved={approve}
            onOpenChange={setCodeOpen}
          />
        </>
      }
    />
  );
}

/** A card on the Transbank SmartPOS: keys and store checked first, cancel after 10 s. */
export function SmartPosStep(props: StepProps) {
  return <NativeCardStep {...props} provider="smartPos" />;
}

/** A card on the Mercado Pago machine: the machine update retried up to 10 times. */
export function MercadoPagoStep(props: StepProps) {
  return <NativeCardStep {...props} provider="mercadoPago" />;
}
