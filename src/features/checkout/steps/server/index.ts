import type { StepKind } from '@/domain/checkoutProvider.ts';
import type { StepComponent } from '../types.ts';
import { CashStep } from './CashStep.tsx';
import { DepositStep } from './DepositStep.tsx';
import { NoChargeStep } from './NoChargeStep.tsx';
import { CornershopStep, PlatformStep } from './PlatformStep.tsx';
import { RappiPaylessStep } from './RappiPaylessStep.tsx';
import { TransferStep, VoucherStep } from './TransferStep.tsx';
import { WalletStep } from './WalletStep.tsx';

/** The server group's step bodies (see ../registry.tsx): each settled by one server call. */
export const steps: Partial<Record<StepKind, StepComponent>> = {
  cash: CashStep,
  transfer: TransferStep,
  voucher: VoucherStep,
  deposit: DepositStep,
  platform: PlatformStep,
  cornershop: CornershopStep,
  rappiPayless: RappiPaylessStep,
  wallet: WalletStep,
  none: NoChargeStep,
};
