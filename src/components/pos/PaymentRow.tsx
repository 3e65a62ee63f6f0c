import { formatThousands } from '@/domain/money';
import { paymentTypeLabel, paymentTypeShortLabel } from '@/domain/paymentTypeLabels';
import {
  PAYMENT_TYPES as ALL_TYPES,
  type ChosenPaymentType,
  type PaymentType,
  PLACEHOLDER_PAYMENT_TYPE,
} from '@/domain/types';
import { Button } from '../ui/Button';
import { Select, type SelectOption } from '../ui/Select';
import { MoneyInput } from './MoneyInput';
import styles from './PaymentRow.module.css';

/** The placeholder of a new row and the payment types: the domain's one list (spec 000 §3). */
export { PLACEHOLDER_PAYMENT_TYPE as PAYMENT_PLACEHOLDER } from '@/domain/types';
/** Every type the select can offer (the placeholder is always shown, never chosen). */
export const PAYMENT_TYPES: readonly ChosenPaymentType[] = ALL_TYPES.filter(
  (type): type is ChosenPaymentType => type !== PLACEHOLDER_PAYMENT_TYPE,
);

export interface PaymentRowProps {
  /** 1-based position, used in the accessible names ("Método de pago 1"). */
  index: number;
  paymentType: PaymentType;
  /** Types the seller may choose here (store flags, second-row rules applied by the caller). */
  availableTypes: readonly ChosenPaymentType[];
  /** Types offered as one tap each beside the full list (domain `quickPaymentTypes`). */
  quickTypes?: readonly ChosenPaymentType[];
  amount: number;
  /** Cap: total minus the other rows (and the points for WALLET). */
  max?: number;
  onTypeChange: (type: ChosenPaymentType) => void;
  onAmountChange: (amount: number) => void;
  /**
   * The amount field holds text that is not an amount (its message shows under it): the owner
   * must not go on with the last amount typed while the field shows something else.
   */
  onAmountInvalid?: () => void;
  /** Omit to hide the remove button (e.g. the only row). */
  onRemove?: () => void;
  /** Usable points; shown under the amount when the type is WALLET. */
  walletPoints?: number;
  error?: string | null;
  disabled?: boolean;
}

/**
 * One payment: the common methods as one tap each, the full list (a select with the "METODO DE
 * PAGO" placeholder, showing the method chosen), the amount and remove.
 */
export function PaymentRow({
  index,
  paymentType,
  availableTypes,
  quickTypes = [],
  amount,
  max,
  onTypeChange,
  onAmountChange,
  onAmountInvalid,
  onRemove,
  walletPoints,
  error,
  disabled,
}: PaymentRowProps) {
  const isPlaceholder = paymentType === PLACEHOLDER_PAYMENT_TYPE;
  const isWallet = paymentType === 'WALLET';
  const options: SelectOption<PaymentType>[] = [
    { value: PLACEHOLDER_PAYMENT_TYPE, label: PLACEHOLDER_PAYMENT_TYPE, disabled: true },
    ...availableTypes.map((t) => ({ value: t, label: paymentTypeLabel(t) })),
  ];
  if (!isPlaceholder && !availableTypes.some((t) => t === paymentType)) {
    options.push({ value: paymentType, label: paymentTypeLabel(paymentType), disabled: false });
  }
  return (
    <div className={styles.root} role="group" aria-label={`Pago ${index}`} data-payment-type={paymentType}>
      {quickTypes.length > 0 && (
        <div className={styles.quick}>
          {quickTypes.map((type) => (
            <Button
              key={type}
              variant={type === paymentType ? 'primary' : 'secondary'}
              className={styles.quickButton}
              aria-pressed={type === paymentType}
              onClick={() => {
                if (type !== paymentType) onTypeChange(type);
              }}
              disabled={disabled}
            >
              {paymentTypeShortLabel(type)}
            </Button>
          ))}
        </div>
      )}
      <Select
        className={styles.method}
        label={`Método de pago ${index}`}
        options={options}
        value={paymentType}
        onChange={(value) => {
          if (value !== PLACEHOLDER_PAYMENT_TYPE && value !== '') onTypeChange(value);
        }}
        disabled={disabled}
      />
      <div className={styles.amount}>
        <MoneyInput
          label={`Monto ${index}`}
          value={amount}
          onValueChange={onAmountChange}
          onInvalid={onAmountInvalid ? () => onAmountInvalid() : undefined}
          max={max}
          error={error}
          disabled={disabled || isPlaceholder}
          hint={
            isWallet && walletPoints !== undefined
              ? `Puntos disponibles: ${formatThousands(walletPoints)}`
              : undefined
          }
        />
      </div>
      {onRemove ? (
        <Button
          variant="ghost"
          className={styles.remove}
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Quitar pago ${index}`}
        >
          <span aria-hidden="true">✕</span>
        </Button>
      ) : (
        <span className={styles.removeSpacer} />
      )}
    </div>
  );
}
