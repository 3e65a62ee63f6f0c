import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { session } from '@/session/session.ts';
import type { StepProps } from '../steps/types.ts';
import type { EngineSnapshot, PaymentEngine } from './engine.ts';
import { engineFor } from './engines.ts';
import { isSending } from './machine.ts';
import { pause } from './provider.ts';

type EngineProps = Pick<StepProps, 'sale' | 'payment' | 'terminal' | 'onApproved' | 'onBusyChange'>;

/**
 * A step's view of its payment's engine (engine.ts): the one engine of the payment, made with
 * what the step works with, its state re-rendered as it changes, resumed while the step is shown.
 * Tells the screen while a call of the step is out (its exits wait for the answer).
 */
export function usePaymentEngine(props: EngineProps): EngineSnapshot & { engine: PaymentEngine } {
  const { sale, payment, terminal, onBusyChange } = props;
  const queryClient = useQueryClient();
  const terminalId = useSelector(session.store, (s) => s.smartPosTerminalId ?? null);
  const now = useRouteContext({ from: '__root__', select: (c) => c.now });
  const approved = useRef(props.onApproved);
  approved.current = props.onApproved;
  const engine = engineFor({
    sale,
    payment,
    terminal,
    queryClient,
    terminalId,
    now: () => now().getTime(),
    sleep: pause,
    afterApproval: () => approved.current(),
  });
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
  useEffect(() => engine.attach(), [engine]);
  useBusy(isSending(snapshot.state), onBusyChange);
  return { ...snapshot, engine };
}

/** Tells the screen while a call is out (Cambiar and Cancelar compra wait); false on unmount. */
export function useBusy(busy: boolean, onBusyChange: ((busy: boolean) => void) | undefined): void {
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);
}
