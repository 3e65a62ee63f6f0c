import type { SimulatorOptions } from './simulatorOptions';
import type { PaymentStorage } from './simulatorStorage';
import type {
  AnnulmentRequest,
  CardPaymentRequest,
  Clock,
  CookieJar,
  MachineKind,
  SmartPosCredentials,
  TerminalCapabilities,
} from './types';

/** What the simulator was asked to do, in order, for assertions. */
export type SimulatorCall =
  | { readonly operation: 'print'; readonly lines: readonly string[] }
  | { readonly operation: 'startCardPayment'; readonly request: CardPaymentRequest }
  | { readonly operation: 'cancelCardPayment' }
  | { readonly operation: 'resumeCardPayment'; readonly requestId: string }
  | { readonly operation: 'annulCardTransaction'; readonly request: AnnulmentRequest }
  | { readonly operation: 'setCredentials'; readonly credentials: SmartPosCredentials }
  | { readonly operation: 'loadKeys' | 'cashClose' | 'totals' | 'scanBarcode' | 'takePhoto' };

/** What every simulated device shares: the current options, the call log, time and storage. */
export interface SimulatorContext {
  readonly kind: MachineKind;
  readonly capabilities: TerminalCapabilities;
  /** The options now (`setOptions` replaces them while running). */
  options(): SimulatorOptions;
  readonly calls: SimulatorCall[];
  readonly clock: Clock;
  readonly storage: PaymentStorage | null;
  readonly now: () => number;
  readonly cookies: CookieJar | null;
  readonly newRequestId: () => string;
  /** Resolves after `ms` on the injectable clock (0: on the next microtask). */
  wait(ms: number): Promise<void>;
  /** Produces the answer after the options' delay; rejects once the simulator is disposed. */
  answerAfterDelay<T>(produce: () => T): Promise<T>;
}

export function stripUndefined<T extends object>(value: T): Partial<T> {
  const out: Partial<T> = { ...value };
  for (const key in out) if (out[key] === undefined) delete out[key];
  return out;
}
