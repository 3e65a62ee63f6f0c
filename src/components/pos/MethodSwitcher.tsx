import { CHECKOUT_LABELS } from '@/domain/checkoutMessages.ts';
import { paymentTypeLabel } from '@/domain/paymentTypeLabels.ts';
import type { ChosenPaymentType, PaymentType } from '@/domain/types.ts';
import { ActionNote } from '../ui/ActionNote';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import styles from './MethodSwitcher.module.css';

export interface MethodSwitcherProps {
  open: boolean;
  /** The step's method now. */
  current: PaymentType;
  /** The methods it may change to (domain `checkoutPaymentTypes`). */
  choices: readonly ChosenPaymentType[];
  /** The change is being saved: every choice waits, the chosen one spins. */
  pending?: boolean;
  /** The method being saved (its button shows the spinner). */
  chosen?: ChosenPaymentType | null;
  /** Why the last change failed (the server's text, or not sent: offline), beside the choices. */
  failure?: { message: string; offline: boolean } | null;
  onChoose: (type: ChosenPaymentType) => void;
  onClose: () => void;
}

/** "Cambiar" on /pago-final: one large button per method the unpaid step may change to. */
export function MethodSwitcher({
  open,
  current,
  choices,
  pending = false,
  chosen = null,
  failure = null,
  onChoose,
  onClose,
}: MethodSwitcherProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      title={CHECKOUT_LABELS.changeMethodTitle}
      description={CHECKOUT_LABELS.changeMethodCurrent(paymentTypeLabel(current))}
    >
      <div className={styles.choices}>
        {choices.map((type) => (
          <Button
            key={type}
            variant="secondary"
            disabled={pending && chosen !== type}
            loading={pending && chosen === type}
            onClick={() => {
              if (!pending) onChoose(type);
            }}
          >
            {paymentTypeLabel(type)}
          </Button>
        ))}
      </div>
      {failure && (
        <ActionNote className={styles.failure} message={failure.message} offline={failure.offline} />
      )}
    </Dialog>
  );
}
