import { useState } from 'react';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { redelcomMayCancel, redelcomTriesSince } from '@/domain/cardPayment.ts';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { useAttempt } from '../../attempts.ts';
import { redelcomProvider } from '../../engine/providers/redelcom.ts';
import { transbankProvider } from '../../engine/providers/transbank.ts';
import { useAttemptEngine } from '../../engine/useAttemptEngine.ts';
import type { StepProps } from '../types.ts';
import { RedelcomWaitActions } from './RedelcomWaitActions.tsx';
import { TransbankCodeAction } from './shared.tsx';

/**
 * A card on a Redelcom machine (spec 001 §7, §8, §9): a view over the payment engine with the
 * Redelcom provider (engine/providers/redelcom.ts): POST /api/payments/redelcom/new, then the
 * transaction polled every 1 s (the display text shows live). After 90 tries the seller may cancel
 * ("no abre la aplicación de pago"; the machine first) or type the authorization code. A reload
 * keeps polling the same txId, and a lost answer is checked with the server before any retry.
 */
export function RedelcomStep(props: StepProps) {
  const { sale, payment, head } = props;
  const attempt = useAttempt(payment.id);
  const engine = useAttemptEngine(redelcomProvider, props);
  const code = useAttemptEngine(transbankProvider, { ...props, onBusyChange: undefined });
  const [codeOpen, setCodeOpen] = useState(false);
  const { state, poll } = engine;

  if (engine.approved || code.approved) return <StepCard {...head} status="approved" />;
  if (state.phase === 'charging' && attempt?.kind === 'redelcom' && attempt.externalId) {
    const mayCancel = redelcomMayCancel(redelcomTriesSince(attempt.startedAt, Date.now()));
    // A poll that failed says so (spec 001 §8 "bad payment polling"); the next poll goes on by itself.
    const message =
      state.notice ??
      (poll.failed ? CHECKOUT_MESSAGES.pollingFailed : undefined) ??
      (mayCancel ? CHECKOUT_MESSAGES.redelcomNoApp : undefined);
    return (
      <StepCard
        {...head}
        status="paying"
        progress={{ kind: 'polling', ...(poll.display ? { label: poll.display } : {}) }}
        {...(message ? { message } : {})}
        actions={
          mayCancel && (
            <RedelcomWaitActions
              txId={attempt.externalId}
              mayCancel={state.cancel !== 'unsupported'}
              cancelling={state.cancel === 'asking'}
              onCancel={engine.cancel}
              onApproved={engine.approveNow}
              onRejected={() =>
                engine.refuseNow({ message: CHECKOUT_MESSAGES.rejected, canRetry: true, status: 'rejected' })
              }
            />
          )
        }
      />
    );
  }
  if (state.phase !== 'idle' && state.phase !== 'approved') {
    // Starting, or an answer nobody knows yet: the server is asked before the seller may charge.
    const checkFailed = state.phase === 'unknown' && !state.checking;
    return (
      <StepCard
        {...head}
        status="paying"
        progress={checkFailed ? null : { kind: 'polling', label: CARD_STEP_MESSAGES.checking }}
        {...(checkFailed ? { message: CHECKOUT_MESSAGES.pollingFailed } : {})}
        actions={checkFailed && <Button onClick={engine.reconcile}>{ACTION_LABELS.retry}</Button>}
      />
    );
  }
  const failure = state.phase === 'idle' ? state.failure : null;
  const start = () => attempt === null && engine.start();
  return (
    <StepCard
      {...head}
      status={failure?.status ?? 'pending'}
      {...(failure ? { message: failure.message } : {})}
      actions={
        <>
          {!codeOpen &&
            (failure === null ? (
              <Button onClick={start}>{CARD_STEP_MESSAGES.pay}</Button>
            ) : (
              failure.canRetry && <Button onClick={start}>{ACTION_LABELS.retry}</Button>
            ))}
          <TransbankCodeAction
            sale={sale}
            payment={payment}
            onApproved={engine.approveNow}
            onOpenChange={setCodeOpen}
          />
        </>
      }
    />
  );
}
