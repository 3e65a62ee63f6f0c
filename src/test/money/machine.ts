import { TerminalError } from '@/terminal/errors.ts';
import { createSimulatorTerminal } from '@/terminal/simulator.ts';
import type {
  AnnulmentResult,
  CardPaymentRequest,
  CardPaymentResult,
  MachineKind,
  TerminalAdapter,
} from '@/terminal/types.ts';

/** What a card charged on the machine came to, as the machine itself knows it. */
export interface MachineCharge {
  requestId: string;
  paymentId: number;
  outcome: 'pending' | 'approved' | 'rejected' | 'cancelled';
  transactionId: string | null;
  annulled: boolean;
  /** Settled when the machine answers (the engine's wait, or a resume after a reload). */
  answer: Promise<CardPaymentResult>;
  settle: (result: CardPaymentResult) => void;
  /** The outcome the machine gives when it answers (decided by the world when the card was charged). */
  plan: 'approve' | 'reject' | 'lateApprove';
}

/**
 * A card machine driven by the money model (money.model.test.ts): nothing answers until the model
 * says so, so every interleaving of seller and machine is a sequence the model can draw. It keeps
 * its own ledger of the cards it charged and annulled, which the invariants read: a machine's
 * truth, not the app's.
 */
export class ScriptedMachine {
  readonly charges: MachineCharge[] = [];
  /** The outcome of the next card charged. */
  nextPlan: MachineCharge['plan'] = 'approve';
  /** The next annulment is refused by the machine. */
  annulFails = false;
  private transactions = 0;

  constructor(readonly kind: MachineKind) {}

  pending(): MachineCharge | undefined {
    return this.charges.find((c) => c.outcome === 'pending');
  }

  /** The card machine answers its pending payment, as the world decided. */
  answer(): void {
    const charge = this.pending();
    if (!charge) return;
    this.close(charge, charge.plan === 'reject' ? 'rejected' : 'approved');
  }

  private close(charge: MachineCharge, outcome: 'approved' | 'rejected' | 'cancelled'): void {
    charge.outcome = outcome;
    const { requestId } = charge;
    if (outcome === 'approved') {
      this.transactions += 1;
      charge.transactionId = `MDL-${this.transactions}`;
      charge.settle({
        outcome: 'approved',
        requestId,
        transactionId: charge.transactionId,
        authorizationCode: String(200000 + this.transactions),
        terminalId: 'MDL-TERMINAL',
      });
    } else if (outcome === 'rejected') {
      charge.settle({ outcome: 'rejected', requestId, code: '-1', glosa: 'Rechazada', message: 'Rechazada' });
    } else {
      charge.settle({ outcome: 'cancelled', requestId, message: 'Pago cancelado' });
    }
  }

  /** The terminal adapter the app is given: the simulator, with this machine's card reader. */
  adapter(): TerminalAdapter {
    const base = createSimulatorTerminal({ kind: this.kind, storage: null });
    return {
      ...base,
      capabilities: base.capabilities,
      terminalId: 'MDL-TERMINAL',
      startCardPayment: (request: CardPaymentRequest) => this.start(request),
      resumeCardPayment: async (requestId: string) => {
        const charge = this.charges.find((c) => c.requestId === requestId);
        return charge ? charge.answer : null;
      },
      cancelCardPayment: async () => {
        if (!base.capabilities.cardPayment) throw new TerminalError('unsupported', 'no cancel here');
        const charge = this.pending();
        if (!charge) return;
        // lateApprove: the cancel is taken, but the card had already gone through.
        this.close(charge, charge.plan === 'lateApprove' ? 'approved' : 'cancelled');
      },
      annulCardTransaction: async ({ transactionId }): Promise<AnnulmentResult> => {
        const charge = this.charges.find((c) => c.transactionId === transactionId);
        if (!charge || charge.annulled || this.annulFails) {
          return { codigoRespuesta: 1, glosaRespuesta: 'Rechazado', numeroOperacion: transactionId };
        }
        charge.annulled = true;
        return { codigoRespuesta: 0, glosaRespuesta: 'Aprobado', numeroOperacion: transactionId };
      },
    };
  }

  private start(request: CardPaymentRequest): Promise<CardPaymentResult> {
    if (this.pending()) return Promise.reject(new TerminalError('busy', 'busy', { retryable: false }));
    let settle: (result: CardPaymentResult) => void = () => {};
    const answer = new Promise<CardPaymentResult>((resolve) => {
      settle = resolve;
    });
    this.charges.push({
      requestId: request.requestId ?? `req-${this.charges.length}`,
      paymentId: Number(request.paymentId),
      outcome: 'pending',
      transactionId: null,
      annulled: false,
      answer,
      settle,
      plan: this.nextPlan,
    });
    return answer;
  }
}
