import type { StepKind } from '@/domain/checkoutProvider.ts';
import { PlaceholderStep } from '../PlaceholderStep.tsx';
import type { StepComponent } from '../types.ts';

/** The card group's step bodies (see ../registry.tsx). */
export const steps: Partial<Record<StepKind, StepComponent>> = {
  redelcom: PlaceholderStep,
  smartPos: PlaceholderStep,
  mercadoPago: PlaceholderStep,
};
