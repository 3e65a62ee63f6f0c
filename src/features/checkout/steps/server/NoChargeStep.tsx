import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import type { StepProps } from '../types.ts';
import { ServerStepCard } from './ServerStepCard.tsx';
import { useServerSettle } from './useServerSettle.ts';

/**
 * FREE, or the placeholder payment with amount 0: nothing to charge; "Continuar" approves it with
 * PATCH /api/payments/update/{id}. A placeholder that carries an amount is not approved: the
 * seller picks a method with Cambiar.
 */
export function NoChargeStep({ sale, payment, head, onApproved, onBusyChange }: StepProps) {
  const settle = useServerSettle({ sale, payment, kind: 'none', onApproved, onBusyChange });
  const free = payment.amount === 0;
  return (
    <ServerStepCard
      head={head}
      settle={settle}
      note={free ? SERVER_STEP_MESSAGES.nothingToCharge : SERVER_STEP_MESSAGES.chooseMethod}
      primary={
        free
          ? {
              label: ACTION_LABELS.continue,
              onPress: () => void settle.settle(undefined),
            }
          : null
      }
    />
  );
}
