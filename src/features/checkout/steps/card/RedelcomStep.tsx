import { useState } from 'react';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { redelcomMayCancel, redelcomTriesSince } from '@/domain/cardPayment.ts';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES, NETWORK_MESSAGES } from '@/domain/messages.ts';
import { useAttempt } from '@/session/attempts.ts';
import { usePaymentEngine } from '../../engine/useEngine.ts';
import type { StepProps } from '../types.ts';
import { RedelcomWaitActions } from './RedelcomWaitActions.tsx';
import { ReversingCard } from './ReversingCard.tsx';
import { cardFailure, TransbankCodeAction } from './shared.tsx';
import { UnknownOutcomeCard } from './UnknownOutcomeCard.tsx';

/**
 * A card on a Redelcom machine (spec 001 §7, §8, §9): a view over the payment's one engine with
 * the Redelcom provider (engine/providers/redelcom.ts), and the Transbank code as its fallback
 * (the same engine). POST /api/payments/redelcom/new, then the transaction polled every 1 s (the
 * display text shows live). After 90 tries the seller may cancel ("no abre la aplicación de pago";
 * the machine first) or type the authorization code. A reload keeps polling the same txId; a lost
 * answer is asked about, and sent again only with the same key.
 */
export function RedelcomStep(props: StepProps) {
  const { payment, head } = props;
  const attempt = useAttempt(payment.id);
  const snapshot = usePaymentEngine(props);
  const { engine, state, poll } = snapshot;
  const [codeOpen, setCodeOpen] = useState(false);

  if (snapshot.approved) return <StepCard {...head} status="approved" />;
  if (state.phase === 'reversing') return <ReversingCard head={head} state={state} engine={engine} />;
  if (state.phase === 'charging' && attempt?.kind === 'redelcom' && attempt.externalId) {
    const mayCancel = redelcomMayCancel(redelcomTriesSince(attempt.startedAt, Date.now()));
    // A poll that failed says so (spec 001 §8 "bad payment polling"); one not sent (offline) says
    // the machine has no network, not an error. The next poll goes on by itself.
    const message =
      state.notice ??
      (poll.failed && !poll.offline ? CHECKOUT_MESSAGES.pollingFailed : undefined) ??
      (mayCancel ? CHECKOUT_MESSAGES.redelcomNoApp : undefined);
    return (
      <StepCard
        {...head}
        status="paying"
        progress={{ kind: 'polling', ...(poll.display ? { label: poll.display } : {}) }}
        {...(message ? { message } : {})}
        offline={poll.offline ? NETWORK_MESSAGES.waitOffline : null}
        actions={
          mayCancel && (
            <RedelcomWaitActions
              mayCancel={state.cancel !== 'unsupported'}
              cancelling={state.cancel === 'asking'}
              onCancel={() => void engine.cancel()}
              onCode={(code) => engine.authorize(code)}
              sending={snapshot.busy}
              error={snapshot.busy ? null : (snapshot.codeFailure?.message ?? null)}
            />
          )
        }
      />
    );
  }
  if (state.phase === 'unknown' && !state.checking)
    return (
      <UnknownOutcomeCard
        head={head}
        message={state.failure?.message ?? null}
        onResend={() => engine.resend()}
        onCheck={() => engine.reconcile()}
      />
    );
  // A Transbank code being sent stays in its form (its button spins); anything else is the card's.
  const codeSending = snapshot.kind === 'transbank' && state.phase === 'starting';
  if (state.phase !== 'idle' && state.phase !== 'approved' && !codeSending) {
    // Starting, or an answer nobody knows yet being asked about: nothing else may start.
    return (
      <StepCard
        {...head}
        status="paying"
        progress={{ kind: 'polling', label: CARD_STEP_MESSAGES.checking }}
      />
    );
  }
  const { refusal, offline } = cardFailure(
    state.phase === 'idle' && snapshot.kind !== 'transbank' ? state.failure : null,
  );
  const start = () => attempt === null && engine.start('redelcom');
  return (
    <StepCard
      {...head}
      status={refusal?.status ?? 'pending'}
      {...(refusal ? { message: refusal.message } : {})}
      offline={offline}
      actions={
        <>
          {!codeOpen &&
            (refusal === null ? (
              <Button onClick={start} data-main-action>
                {CARD_STEP_MESSAGES.pay}
              </Button>
            ) : (
              refusal.canRetry && (
                <Button onClick={start} data-main-action>
                  {ACTION_LABELS.retry}
                </Button>
              )
            ))}
          <TransbankCodeAction engine={engine} snapshot={snapshot} onOpenChange={setCodeOpen} />
        </>
      }
    />
  );
}
