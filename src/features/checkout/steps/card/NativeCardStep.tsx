import { useState } from 'react';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { useAttempt } from '../../attempts.ts';
import { mercadoPagoProvider, smartPosProvider } from '../../engine/providers/native.ts';
import { transbankProvider } from '../../engine/providers/transbank.ts';
import { useAttemptEngine } from '../../engine/useAttemptEngine.ts';
import type { StepProps } from '../types.ts';
import { PayCard, RecordingCard, WaitingMachineCard } from './NativeCards.tsx';
import { kept, type NativeProvider } from './nativeRecord.ts';
import { UnknownOutcomeCard } from './UnknownOutcomeCard.tsx';
import { useMachineCancelShown } from './useMachineCancelShown.ts';

const PROVIDERS = { smartPos: smartPosProvider, mercadoPago: mercadoPagoProvider };

/**
 * A card on the machine itself (spec 001 §7, §8, §9): a view over the payment engine with the
 * native provider (engine/providers/native.ts): the native payment through the terminal adapter,
 * then the server records it. After a reload the machine's answer for the same request id is
 * still applied, an approval not yet recorded is only recorded again, and when the answer is
 * unknown the seller must confirm that the card was not charged before charging again. A code
 * of the Transbank fallback left by a reload is asked about on the server (its own engine).
 */
function NativeCardStep({ provider, ...props }: StepProps & { provider: NativeProvider }) {
  const { sale, payment, head } = props;
  const attempt = useAttempt(payment.id);
  const engine = useAttemptEngine(PROVIDERS[provider], props);
  const code = useAttemptEngine(transbankProvider, { ...props, onBusyChange: undefined });
  const { state } = engine;
  const startedAt = state.phase === 'charging' && attempt?.kind === provider ? attempt.startedAt : null;
  const cancelShown = useMachineCancelShown(startedAt);
  const [codeOpen, setCodeOpen] = useState(false);

  if (engine.approved || code.approved) return <StepCard {...head} status="approved" />;
  if (state.phase === 'unknown') return <UnknownOutcomeCard head={head} onNotCharged={engine.notCharged} />;
  if (state.phase === 'recording') {
    return (
      <RecordingCard
        head={head}
        failure={state.failure}
        onRecordAgain={kept(attempt) ? engine.recordAgain : null}
      />
    );
  }
  if (state.phase === 'charging' || state.phase === 'starting') {
    return (
      <WaitingMachineCard
        head={head}
        cancel={{
          shown: cancelShown && state.phase === 'charging',
          cancelling: state.phase === 'charging' && state.cancel === 'asking',
          notice: state.phase === 'charging' ? state.notice : null,
          cancel: engine.cancel,
        }}
      />
    );
  }
  return (
    <PayCard
      provider={provider}
      sale={sale}
      payment={payment}
      head={head}
      failure={state.phase === 'idle' ? state.failure : null}
      codeOpen={codeOpen}
      onStart={() => attempt === null && engine.start()}
      onApproved={engine.approveNow}
      onCodeOpenChange={setCodeOpen}
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
