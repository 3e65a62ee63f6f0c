import { createElement } from 'react';
import type { StepKind } from '@/domain/checkoutProvider.ts';
import type { StepComponent, StepProps } from '../types.ts';
import { MACH_FLOW, REDPAY_FLOW } from './flows.ts';
import { QrStep } from './QrStep.tsx';

function MachStep(props: StepProps) {
  return createElement(QrStep, { ...props, flow: MACH_FLOW });
}

function RedpayStep(props: StepProps) {
  return createElement(QrStep, { ...props, flow: REDPAY_FLOW });
}

/** The qr group's step bodies (see ../registry.tsx): MACH and Redpay, with the QR library. */
export const steps: Partial<Record<StepKind, StepComponent>> = {
  mach: MachStep,
  redpay: RedpayStep,
};
