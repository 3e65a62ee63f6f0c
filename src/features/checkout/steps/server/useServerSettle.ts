import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { type AttemptState, notSent } from '../../engine/machine.ts';
import { usePaymentEngine } from '../../engine/useEngine.ts';
import type { StepProps } from '../types.ts';
import type { ShownFailure } from '../useStepAction.ts';

/**
 * - ready: the step's inputs and its button.
 * - checking: an earlier attempt's answer is unknown (a reload, a lost answer): the server's order
 *   says whether the payment went through before anything may be sent again.
 * - unverified: nobody knows yet; Reintentar sends the same request again (same key, same input:
 *   the server answers it once), "Verificar de nuevo" asks again.
 * - sending: the call that settles the payment is in flight.
 * - approved: the server approved it; the screen moves on.
 */
export type SettlePhase = 'ready' | 'checking' | 'unverified' | 'sending' | 'approved';

/**
 * A failure to show, with the customer's PIN when Rappi Payless sent one. `offline`: the call was
 * not sent; the step stays ready, and the note goes when the network is back (the engine).
 */
export interface SettleFailure extends ShownFailure {
  pinCode: string | null;
  offline: boolean;
}

function phaseOf(state: AttemptState, approved: boolean): SettlePhase {
  if (approved || state.phase === 'approved') return 'approved';
  if (state.phase === 'unknown') return state.checking ? 'checking' : 'unverified';
  if (state.phase === 'idle') return 'ready';
  return 'sending';
}

/**
 * A step settled by one server call (cash, codes, platforms, wallet, nothing to charge): a view
 * of its payment's engine with the step's provider (engine/providers/settled.ts). The engine
 * persists the attempt and what the seller sent BEFORE the call and ends it when the server
 * answers; a refusal (4xx) shows the server's errorMessage ("Reintentar" unless errorAction is
 * "reset"); any other failure, and a step mounting with an attempt left by a reload, asks the
 * server whether this payment is APROBADO, and stays unknown until a resend of the same request
 * answers.
 */
export function useServerSettle<Input>({
  sale,
  payment,
  kind,
  onApproved,
  onBusyChange,
}: Pick<StepProps, 'sale' | 'payment' | 'onApproved' | 'onBusyChange'> & {
  /** The step's provider (engine/registry.ts). */
  kind: string;
}) {
  const terminal = useRouteContext({ from: '__root__', select: (c) => c.terminal });
  const { engine, state, approved } = usePaymentEngine({ sale, payment, terminal, onApproved, onBusyChange });
  // An input changed: the failure shown for this state no longer applies.
  const [clearedFor, setClearedFor] = useState<AttemptState | null>(null);
  const phase = phaseOf(state, approved);

  const shown =
    (state.phase === 'idle' || state.phase === 'unknown') && clearedFor !== state ? state.failure : null;
  const failure: SettleFailure | null =
    phase === 'unverified'
      ? { message: shown?.message ?? '', canRetry: true, pinCode: null, offline: false }
      : shown && {
          message: shown.message,
          canRetry: shown.canRetry,
          pinCode: shown.pinCode ?? null,
          offline: notSent(shown),
        };

  return {
    phase,
    failure,
    /** Sends the provider's request with what the seller entered, under the attempt's protection. */
    settle: async (input: Input) => {
      // The step's own button sends what the seller entered now: a new attempt.
      engine.dismissFailure();
      engine.start(kind, input);
    },
    /** Reintentar after an unknown outcome: the same request, same key, sent again. */
    resend: () => engine.resend(),
    /** "Verificar de nuevo": the server is asked again. */
    checkAgain: () => engine.reconcile(),
    /** An input changed: the last failure no longer applies. */
    clearFailure: () => setClearedFor(state),
  };
}
