import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { isRefusedForSure } from '@/api/outcome.ts';
import { queries } from '@/api/queries.ts';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { QR_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import {
  QR_TIMING,
  type QrFailure,
  qrFailureMessage,
  qrOutcome,
  qrSecondsLeft,
  qrTimedOut,
} from '@/domain/qrPayment.ts';
import { attemptFor, beginAttempt, endAttempt, updateAttempt, useAttempt } from '../../attempts.ts';
import { useApproveOnce } from '../../engine/approve.ts';
import { approvedOnServer } from '../../engine/server.ts';
import type { StepProps } from '../types.ts';
import { failureOf, useStepAction } from '../useStepAction.ts';
import { chargeResult, type QrCharge, type QrFlow, resultText } from './flows.ts';
import { QrChargeCard } from './QrChargeCard.tsx';
import { useQrClock } from './useQrClock.ts';

type Ended = { kind: 'failed'; failure: QrFailure };

/**
 * The body of a MACH or Redpay step (spec 001 §4 "Polling outcomes", §7, §8, §9): "Generar QR"
 * starts the charge (the attempt persisted first), the QR and a countdown from the persisted
 * start, the provider polled (MACH 5 s, Redpay 3 s) until approved, rejected, expired or
 * cancelled; "Cancelar pago" cancels (MACH) or revokes (Redpay); at the time limit the app does
 * it itself. A reload resumes the same charge: same id, same QR, the countdown going on; a start
 * whose answer was lost is looked for on the server before the seller may start another.
 */
export function QrStep({
  flow,
  sale,
  payment,
  head,
  terminal,
  onApproved,
  onBusyChange,
}: StepProps & { flow: QrFlow }) {
  const now = useRouteContext({ from: '__root__', select: (c) => c.now });
  const attempt = useAttempt(payment.id);
  const mine = attempt?.kind === flow.kind ? attempt : null;
  const charging = mine?.phase === 'charging' && mine.externalId ? mine : null;
  const [ended, setEnded] = useState<Ended | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [approve, approved] = useApproveOnce(payment.id, onApproved);
  const queryClient = useQueryClient();
  const input = { sale, payment, terminal };
  const fail = (failure: QrFailure) => {
    endAttempt(payment.id);
    setNotice(null);
    setEnded({ kind: 'failed', failure });
  };

  /** A start with no known answer: approved on the server? else the provider's open charge, if it can tell. */
  const lookForCharge = async () => {
    setChecking(true);
    try {
      if (await approvedOnServer(queryClient, sale.orderId, payment.id)) {
        approve();
        return;
      }
      const found = await flow.find(input);
      if (found) {
        updateAttempt(payment.id, {
          externalId: found.externalId,
          phase: 'charging',
          result: chargeResult(found),
        });
      }
    } catch {
      // Still unknown: the step says so and the seller decides.
    } finally {
      setChecking(false);
    }
  };

  const start = useStepAction(async () => {
    setEnded(null);
    setNotice(null);
    onBusyChange?.(true);
    try {
      // A start whose answer is still unknown is sent again as the same attempt (same key: the
      // server answers the first charge); otherwise a new attempt, on storage before the request.
      const unknown = attemptFor(payment.id);
      const attempt =
        unknown?.phase === 'starting' && unknown.kind === flow.kind
          ? unknown
          : beginAttempt({
              orderId: sale.orderId,
              paymentId: payment.id,
              kind: flow.kind,
              now: now().getTime(),
            });
      let charge: QrCharge;
      try {
        charge = await flow.start(input, attempt.requestId);
      } catch (error) {
        if (isRefusedForSure(error)) {
          endAttempt(payment.id);
          throw error;
        }
        await lookForCharge();
        return;
      }
      updateAttempt(payment.id, {
        externalId: charge.externalId,
        phase: 'charging',
        result: chargeResult(charge),
      });
    } finally {
      onBusyChange?.(false);
    }
  }, CHECKOUT_MESSAGES.pollingFailed);

  // Mounted on an attempt whose start was never answered (a reload mid-request): ask first.
  const resumedUnknown = useRef(mine?.phase === 'starting');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (resumedUnknown.current) void lookForCharge();
  }, []);

  const polling = charging !== null && ended === null && !approved;
  const machId = flow.kind === 'mach' && charging ? Number(charging.externalId) : 0;
  const machStatus = useQuery({
    ...queries.machStatus(machId),
    enabled: polling && flow.kind === 'mach',
    refetchInterval: QR_TIMING.machPollMs,
  });
  const machQr = useQuery({ ...queries.machQr(machId), enabled: polling && flow.kind === 'mach' });
  const redpay = useQuery({
    ...queries.redpayByOrder(sale.orderId),
    enabled: polling && flow.kind === 'redpay',
    refetchInterval: QR_TIMING.redpayPollMs,
  });
  const statusQuery = flow.kind === 'mach' ? machStatus : redpay;
  const redpayMine =
    redpay.data && charging && String(redpay.data.data.id) === charging.externalId ? redpay.data.data : null;
  const status =
    flow.kind === 'mach' ? (machStatus.data?.data.mach.status ?? null) : (redpayMine?.status ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new answer of the provider
  useEffect(() => {
    if (!polling) return;
    const outcome = qrOutcome(status);
    if (outcome === 'approved') approve();
    else if (outcome !== 'waiting') fail(outcome);
  }, [status, polling]);

  const cancel = useStepAction(async (reason: 'seller' | 'timeout') => {
    const current = attemptFor(payment.id);
    if (!current?.externalId) return;
    setNotice(null);
    onBusyChange?.(true);
    try {
      const outcome = qrOutcome(await flow.cancel(current.externalId));
      if (outcome === 'approved') approve();
      else if (outcome === 'waiting' || outcome === 'cancelled')
        fail(reason === 'timeout' ? 'expired' : 'cancelled');
      else fail(outcome);
    } catch (error) {
      setNotice(failureOf(error, CHECKOUT_MESSAGES.cancelFailed).message);
      // It may have been paid meanwhile (that is why a cancel fails): ask at once.
      void statusQuery.refetch();
    } finally {
      onBusyChange?.(false);
    }
  }, CHECKOUT_MESSAGES.cancelFailed);

  // The countdown, from the persisted start (a reload goes on counting).
  const clock = useQrClock(now, polling);
  const timedOut = charging !== null && qrTimedOut(flow.provider, charging.startedAt, clock);
  const autoCancelled = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per charge, when its time is up
  useEffect(() => {
    if (!polling || !timedOut || !charging || autoCancelled.current === charging.externalId) return;
    autoCancelled.current = charging.externalId;
    void cancel.run('timeout');
  }, [polling, timedOut, charging?.externalId]);

  if (approved) return <StepCard {...head} status="approved" />;

  const retry = (
    <Button onClick={() => void start.run()} loading={start.pending}>
      {ACTION_LABELS.retry}
    </Button>
  );

  if (ended?.kind === 'failed') {
    return (
      <StepCard
        {...head}
        status={ended.failure === 'error' ? 'error' : ended.failure}
        message={qrFailureMessage(ended.failure)}
        actions={retry}
      />
    );
  }

  if (charging) {
    const qr =
      flow.kind === 'mach'
        ? (machQr.data?.data.qr ?? null)
        : (resultText(charging, 'qr') ?? redpayMine?.token_url ?? null);
    const code =
      flow.kind === 'redpay' ? (resultText(charging, 'code') ?? redpayMine?.token_number ?? null) : null;
    const qrFailed = flow.kind === 'mach' && machQr.isError && !qr;
    const message =
      notice ??
      (qrFailed ? failureOf(machQr.error, CHECKOUT_MESSAGES.pollingFailed).message : null) ??
      (statusQuery.isError ? CHECKOUT_MESSAGES.pollingFailed : undefined);
    return (
      <QrChargeCard
        head={head}
        flow={flow}
        qr={qr}
        code={code}
        secondsLeft={qrSecondsLeft(flow.provider, charging.startedAt, clock)}
        message={message}
        qrRetry={qrFailed ? { run: () => void machQr.refetch(), pending: machQr.isFetching } : null}
        cancel={{ run: () => void cancel.run('seller'), pending: cancel.pending }}
      />
    );
  }

  if (checking) {
    return <StepCard {...head} status="paying" progress={{ kind: 'polling', label: QR_MESSAGES.checking }} />;
  }

  if (mine?.phase === 'starting' && !start.pending) {
    return <StepCard {...head} status="error" message={QR_MESSAGES.startUnknown} actions={retry} />;
  }

  const failure = start.failure;
  return (
    <StepCard
      {...head}
      status={start.pending ? 'paying' : 'pending'}
      message={failure?.message}
      actions={
        !failure || failure.canRetry ? (
          <Button onClick={() => void start.run()} loading={start.pending}>
            {failure ? ACTION_LABELS.retry : QR_MESSAGES.generate}
          </Button>
        ) : undefined
      }
    />
  );
}
