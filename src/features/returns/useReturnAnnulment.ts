import type { AnnulmentOutcome } from '@/domain/cardRefund.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { useTerminal } from '@/terminal/react.tsx';
import type { TerminalAdapter } from '@/terminal/types.ts';

/**
 * What a return needs of the payment provider that charges cards on this machine (the checkout's
 * registry, handed in by the route): whether it annuls here and the annulment itself. A provider
 * with no annulment hands every card over by name, as a sale's charge refused after the fact.
 */
export interface CardAnnulling {
  annulsHere?(terminal: TerminalAdapter): boolean;
  annul?(terminal: TerminalAdapter, transactionId: string): Promise<AnnulmentOutcome>;
}

export interface ReturnAnnulment {
  /** Whether this machine annuls card transactions itself (else each goes to its original machine). */
  machineAnnuls: boolean;
  /** Annuls one card transaction; never throws: a failure is an outcome with its code and reason. */
  annul: (transactionId: string) => Promise<AnnulmentOutcome>;
}

/**
 * The one way a return annuls a card transaction (spec 000 "Terminal application functions"): the
 * card provider's own annulment, the one a sale uses for a charge the server refused. Everything
 * else of the refund (which transactions, in what order, what a reload resumes) stays outside.
 */
export function useReturnAnnulment(provider: CardAnnulling | null): ReturnAnnulment {
  const terminal = useTerminal();
  const annul = provider?.annul?.bind(provider);
  const machineAnnuls = annul !== undefined && (provider?.annulsHere?.(terminal) ?? false);
  return {
    machineAnnuls,
    annul: async (transactionId) => {
      try {
        if (!machineAnnuls || annul === undefined) throw new Error('This machine does not annul cards');
        return await annul(terminal, transactionId);
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
