import { useState } from 'react';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { useAttempt } from '@/session/attempts.ts';
import { usePaymentEngine } from '../../engine/useEngine.ts';
import type { StepProps } from '../types.ts';
import { PayCard, RecordingCard, WaitingMachineCard } from './NativeCards.tsx';
import { kept, type NativeProvider } from './nativeRecord.ts';
import { ReversingCard } from './ReversingCard.tsx';
import { UnknownOutcomeCard } from './UnknownOutcomeCard.tsx';
import { useMachineCancelShown } from './useMachineCancelShown.ts';

/**
 * A card on the machine itself (spec 001 §7, §8, §9): a view over the payment's one engine with
 * the native provider (engine/providers/native.ts) and the Transbank code as its fallback. The
 * native payment through the terminal adapter, then the server records it. After a reload the
 * machine's answer for the same request id is still applied, an approval not yet recorded is only
 * recorded again, and when the answer is unknown the seller must confirm that the card was not
 * charged before charging again. A record the server refuses for sure ("reset") is annulled on the
 * SmartPOS, or handed over by name on Mercado Pago.
 */
function NativeCardStep({ provider, ...props }: StepProps & { provider: NativeProvider }) {
  const { payment, head } = props;
  const attempt = useAttempt(payment.id);
  const snapshot = usePaymentEngine(props);
  const { engine, state } = snapshot;
  const startedAt = state.phase === 'charging' && attempt?.kind === provider ? attempt.startedAt : null;
  const cancelShown = useMachineCancelShown(startedAt);
  const [codeOpen, setCodeOpen] = useState(false);

  if (snapshot.approved) return <StepCard {...head} status="approved" />;
  if (state.phase === 'reversing') return <ReversingCard head={head} state={state} engine={engine} />;
  if (state.phase === 'unknown') {
    // The Transbank code is sent again as it was; a machine that forgot its request is the seller's.
    const code = snapshot.kind === 'transbank';
    return (
      <UnknownOutcomeCard
        head={head}
        message={code ? (state.failure?.message ?? null) : null}
        onResend={code && !state.checking ? () => engine.resend() : null}
        onCheck={code ? () => engine.reconcile() : null}
        onNotCharged={code ? null : () => engine.notCharged()}
      />
    );
  }
  if (state.phase === 'recording') {
    return (
      <RecordingCard
        head={head}
        failure={state.failure}
        onRecordAgain={kept(attempt) ? () => engine.recordAgain() : null}
      />
    );
  }
  // A Transbank code being sent stays in its form (its button spins); anything else is the card's.
  const codeSending = snapshot.kind === 'transbank' && state.phase === 'starting';
  if (state.phase === 'charging' || (state.phase === 'starting' && !codeSending)) {
    return (
      <WaitingMachineCard
        head={head}
        cancel={{
          shown: cancelShown && state.phase === 'charging',
          cancelling: state.phase === 'charging' && state.cancel === 'asking',
          notice: state.phase === 'charging' ? state.notice : null,
          cancel: () => void engine.cancel(),
        }}
      />
    );
  }
  return (
    <PayCard
      provider={provider}
      sale={props.sale}
      head={head}
      failure={state.phase === 'idle' && snapshot.kind !== 'transbank' ? state.failure : null}
      codeOpen={codeOpen}
      onStart={() => attempt === null && engine.start(provider)}
      code={{ engine, snapshot, onOpenChange: setCodeOpen }}
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
