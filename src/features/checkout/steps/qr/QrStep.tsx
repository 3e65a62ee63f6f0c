import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { queries } from '@/api/queries.ts';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { QR_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES, NETWORK_MESSAGES } from '@/domain/messages.ts';
import { type QrFailure, qrFailureMessage, qrSecondsLeft, qrTimedOut } from '@/domain/qrPayment.ts';
import { useAttempt } from '@/session/attempts.ts';
import { type AttemptFailure, notSent } from '../../engine/machine.ts';
import { usePaymentEngine } from '../../engine/useEngine.ts';
import type { StepProps } from '../types.ts';
import { failureOf } from '../useStepAction.ts';
import { type QrFlow, resultText } from './flows.ts';
import { QrChargeCard } from './QrChargeCard.tsx';
import { useQrClock } from './useQrClock.ts';

const ENDED: Record<NonNullable<AttemptFailure['word']>, QrFailure> = {
  RECHAZADO: 'rejected',
  EXPIRADO: 'expired',
  CANCELADO: 'cancelled',
  ERROR: 'error',
};

/**
 * The body of a MACH or Redpay step (spec 001 §4 "Polling outcomes", §7, §8, §9): a view over the
 * payment engine with the QR provider (engine/providers/mach.ts, redpay.ts). "Generar QR" starts
 * the charge (the attempt persisted first), the QR and a countdown from the persisted start, the
 * provider polled (MACH 5 s, Redpay 3 s); "Cancelar pago" cancels (MACH) or revokes (Redpay); at
 * the time limit the app does it itself (shown as expired). A reload resumes the same charge; a
 * start whose answer was lost is looked for before the seller may send the same attempt again.
 * While the QR is shown the screen's Cancelar compra stays available (it cancels the QR first).
 */
export function QrStep({ flow, ...props }: StepProps & { flow: QrFlow }) {
  const { payment, head, onBusyChange } = props;
  const now = useRouteContext({ from: '__root__', select: (c) => c.now });
  const attempt = useAttempt(payment.id);
  const timedOutCancel = useRef<string | null>(null);
  const snapshot = usePaymentEngine({ ...props, onBusyChange });
  const { engine, state, poll } = snapshot;
  // A charge the provider ended (a poll or a cancel said so): its status word; an expired QR the
  // app cancelled itself reads as expired.
  const word = state.phase === 'idle' ? state.failure?.word : undefined;
  const endedKind = word ? ENDED[word] : null;
  const ended = endedKind === 'cancelled' && timedOutCancel.current !== null ? 'expired' : endedKind;
  const charging =
    state.phase === 'charging' && attempt?.kind === flow.kind && attempt.externalId ? attempt : null;

  const machId = flow.kind === 'mach' && charging ? Number(charging.externalId) : 0;
  const machQr = useQuery({ ...queries.machQr(machId), enabled: charging !== null && flow.kind === 'mach' });

  // The countdown, from the persisted start (a reload goes on counting); at its end the app cancels.
  const clock = useQrClock(now, charging !== null);
  const timedOut = charging !== null && qrTimedOut(flow.provider, charging.startedAt, clock);
  const externalId = charging?.externalId ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per charge, when its time is up
  useEffect(() => {
    if (!timedOut || externalId === null || timedOutCancel.current === externalId) return;
    timedOutCancel.current = externalId;
    void engine.cancel();
  }, [timedOut, externalId]);

  const start = () => {
    timedOutCancel.current = null;
    engine.dismissFailure();
    engine.start(flow.kind);
  };
  const starting = state.phase === 'starting';
  const retry = (
    <Button onClick={start} loading={starting} data-main-action>
      {ACTION_LABELS.retry}
    </Button>
  );

  if (snapshot.approved) return <StepCard {...head} status="approved" />;
  if (state.phase === 'idle' && ended !== null) {
    return (
      <StepCard
        {...head}
        status={ended === 'error' ? 'error' : ended}
        message={qrFailureMessage(ended)}
        actions={retry}
      />
    );
  }
  if (charging) {
    const qr = flow.kind === 'mach' ? (machQr.data?.data.qr ?? null) : (resultText(charging, 'qr') ?? null);
    const code = flow.kind === 'redpay' ? resultText(charging, 'code') : null;
    const qrFailed = flow.kind === 'mach' && machQr.isError && !qr;
    const message =
      (state.phase === 'charging' ? state.notice : null) ??
      (qrFailed ? failureOf(machQr.error, CHECKOUT_MESSAGES.pollingFailed).message : null) ??
      (poll.failed && !poll.offline ? CHECKOUT_MESSAGES.pollingFailed : undefined);
    return (
      <QrChargeCard
        head={head}
        flow={flow}
        qr={qr}
        code={code}
        secondsLeft={qrSecondsLeft(flow.provider, charging.startedAt, clock)}
        message={message}
        offline={poll.offline ? NETWORK_MESSAGES.waitOffline : null}
        qrRetry={qrFailed ? { run: () => void machQr.refetch(), pending: machQr.isFetching } : null}
        cancel={{
          run: () => void engine.cancel(),
          pending: state.phase === 'charging' && state.cancel === 'asking',
        }}
      />
    );
  }
  if (state.phase === 'unknown' && state.checking) {
    return <StepCard {...head} status="paying" progress={{ kind: 'polling', label: QR_MESSAGES.checking }} />;
  }
  if (state.phase === 'unknown') {
    const resend = (
      <Button onClick={() => engine.resend()} loading={false} data-main-action>
        {ACTION_LABELS.retry}
      </Button>
    );
    return <StepCard {...head} status="error" message={QR_MESSAGES.startUnknown} actions={resend} />;
  }
  const last = state.phase === 'idle' ? state.failure : null;
  // A call not sent (offline) is no failure: "Generar QR" as before, with its note beside it.
  const failure = notSent(last) ? null : last;
  return (
    <StepCard
      {...head}
      status={starting ? 'paying' : 'pending'}
      message={failure?.message}
      offline={notSent(last) ? last?.message : null}
      actions={
        !failure || failure.canRetry ? (
          <Button onClick={start} loading={starting} data-main-action>
            {failure ? ACTION_LABELS.retry : QR_MESSAGES.generate}
          </Button>
        ) : undefined
      }
    />
  );
}
