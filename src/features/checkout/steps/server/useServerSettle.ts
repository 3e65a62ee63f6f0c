import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { isApiError } from '@/api/errors.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { useBusy } from '../../engine/approve.ts';
import type { AttemptState } from '../../engine/machine.ts';
import type { PaymentProvider } from '../../engine/provider.ts';
import { useAttemptEngine } from '../../engine/useAttemptEngine.ts';
import type { StepProps } from '../types.ts';
import type { ShownFailure } from '../useStepAction.ts';

/**
 * - ready: the step's inputs and its button.
 * - checking: an earlier attempt's answer is unknown (a reload, a lost answer): the server's order
 *   says whether the payment went through before anything may be sent again.
 * - unverified: that check failed too; only "Verificar de nuevo" (the charge may exist).
 * - sending: the call that settles the payment is in flight.
 * - approved: the server approved it; the screen moves on.
 */
export type SettlePhase = 'ready' | 'checking' | 'unverified' | 'sending' | 'approved';

/** A failure to show, with the customer's PIN when Rappi Payless sent one. */
export interface SettleFailure extends ShownFailure {
  pinCode: string | null;
}

function phaseOf(state: AttemptState, approved: boolean): SettlePhase {
  if (approved || state.phase === 'approved') return 'approved';
  if (state.phase === 'unknown') return state.checking ? 'checking' : 'unverified';
  if (state.phase === 'idle') return 'ready';
  return 'sending';
}

/**
 * A step settled by one server call (cash, codes, platforms, wallet, nothing to charge): a thin
 * use of the payment engine with the step's provider (engine/providers/settled.ts, the generic
 * server provider with the step's one request), the same provider the conformance suite runs. The engine persists the attempt BEFORE the call and ends it when
 * the server answers; a refusal (4xx) shows the server's errorMessage ("Reintentar" unless
 * errorAction is "reset"); any other failure, and a step mounting with an attempt left by a
 * reload, asks the server whether this payment is APROBADO before the seller may send again.
 */
export function useServerSettle<Input>({
  sale,
  payment,
  provider,
  onApproved,
  onBusyChange,
}: Pick<StepProps, 'sale' | 'payment' | 'onApproved' | 'onBusyChange'> & {
  /** The step's provider (engine/providers/settled.ts): the one request that settles it. */
  provider: PaymentProvider<Input>;
}) {
  const terminal = useRouteContext({ from: '__root__', select: (c) => c.terminal });
  // The PIN Rappi Payless sends with a refusal (the engine keeps the message, not the error).
  const pin = useRef<string | null>(null);
  const withPin = useMemo(
    (): PaymentProvider<Input> => ({
      ...provider,
      start: (context, input) =>
        provider.start(context, input).catch((error: unknown) => {
          pin.current = isApiError(error) ? error.pinCode : null;
          throw error;
        }),
    }),
    [provider],
  );
  const engine = useAttemptEngine(withPin, { sale, payment, terminal, onApproved });
  const { state } = engine;
  // An input changed: the failure shown for this state no longer applies.
  const [clearedFor, setClearedFor] = useState<AttemptState | null>(null);
  const phase = phaseOf(state, engine.approved);
  useBusy(phase === 'sending' || phase === 'checking', onBusyChange);

  const shown = state.phase === 'idle' && clearedFor !== state ? state.failure : null;
  const failure: SettleFailure | null =
    phase === 'unverified'
      ? { message: SERVER_STEP_MESSAGES.checkFailed, canRetry: true, pinCode: null }
      : shown && { message: shown.message, canRetry: shown.canRetry, pinCode: pin.current };

  return {
    phase,
    failure,
    /** Sends the provider's request with what the seller entered, under the attempt's protection. */
    settle: async (input: Input) => {
      pin.current = null;
      // The step's own button sends what the seller entered now: a new attempt.
      engine.dismissFailure();
      engine.start(input);
    },
    /** "Verificar de nuevo" after a failed check. */
    checkAgain: () => engine.reconcile(),
    /** An input changed: the last failure no longer applies. */
    clearFailure: () => setClearedFor(state),
  };
}
