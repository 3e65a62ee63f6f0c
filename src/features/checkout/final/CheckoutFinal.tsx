import type { CheckoutOrderOutput } from '@/api/generated/model/index.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import type { StepSale } from '../steps/types.ts';

export interface CheckoutFinalProps {
  sale: StepSale;
  /** The order as the server has it now (status PAGANDO, BILLING PROCESSING or FINISHED). */
  order: CheckoutOrderOutput;
  terminal: TerminalAdapter;
}

/** Billing and the final screen (placeholder until built). */
export function CheckoutFinal(_props: CheckoutFinalProps) {
  return null;
}
