import type { StepKind } from '@/domain/checkoutProvider.ts';
import type { StepComponent } from '../types.ts';
import { MercadoPagoStep, SmartPosStep } from './NativeCardStep.tsx';
import { RedelcomStep } from './RedelcomStep.tsx';

/** The card group's step bodies (see ../registry.tsx). */
export const steps: Partial<Record<StepKind, StepComponent>> = {
  redelcom: RedelcomStep,
  smartPos: SmartPosStep,
  mercadoPago: MercadoPagoStep,
};
