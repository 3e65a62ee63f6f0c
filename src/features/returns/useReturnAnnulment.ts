import { type AnnulmentOutcome, annulmentOutcome } from '@/domain/cardRefund.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { useTerminal } from '@/terminal/react.tsx';

export interface ReturnAnnulment {
  /** Whether this machine annuls card transactions itself (else each goes to its original machine). */
  machineAnnuls: boolean;
  /** Annuls one card transaction; never throws: a failure is an outcome with its code and reason. */
  annul: (transactionId: string) => Promise<AnnulmentOutcome>;
}

/**
 * The one way a return annuls a card transaction (spec 000 "Terminal application functions"):
 * today this machine's terminal. Everything else of the refund (which transactions, in what
 * order, what a reload resumes) stays outside, so another annulment path plugs in here alone.
 */
export function useReturnAnnulment(): ReturnAnnulment {
  const terminal = useTerminal();
  return {
    machineAnnuls: terminal.capabilities.annulment,
    annul: async (transactionId) => {
      try {
        return annulmentOutcome(await terminal.annulCardTransaction({ transactionId }));
      } catch (error) {
        return {
          kind: 'failed',
          code: isTerminalError(error) ? (error.nativeCode ?? '') : '',
          glosa: isTerminalError(error) && error.message ? error.message : null,
        };
      }
    },
  };
}
