import type { StepKind } from '@/domain/checkoutProvider.ts';
import { PlaceholderStep } from '../PlaceholderStep.tsx';
import type { StepComponent } from '../types.ts';

/** The server group's step bodies (see ../registry.tsx). */
export const steps: Partial<Record<StepKind, StepComponent>> = {
  cash: PlaceholderStep,
  transfer: PlaceholderStep,
  voucher: PlaceholderStep,
  deposit: PlaceholderStep,
  platform: PlaceholderStep,
  cornershop: PlaceholderStep,
  rappiPayless: PlaceholderStep,
  wallet: PlaceholderStep,
  none: PlaceholderStep,
};
