import { formatThousands } from '@/domain/money';
import { Button } from '../ui/Button';
import { Select } from '../ui/Select';
import { MoneyInput } from './MoneyInput';
import styles from './PaymentRow.module.css';

/** The placeholder payment type of a new row (spec 000 §3). */
export const PAYMENT_PLACEHOLDER = 'METODO DE PAGO';

/** Payment types of spec 000 §3, as the server and the select show them. */
export const PAYMENT_TYPES = [
  'EFECTIVO',
  'TARJETA DE DEBITO',
  'TARJETA DE CREDITO',
  'TRANSFERENCIA BANCARIA',
  'WALLET',
  'OTRO',
  'NOTA DE CREDITO',
  'RAPPI',
  'RAPPI TURBO',
  'RAPPI PAYLESS',
  'CORNERSHOP',
  'UBEREATS',
  'PEDIDOSYA',
  'GOODMEAL',
  'FREE',
  'MACH',
  'REDPAY',
] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type PaymentRowType = PaymentType | typeof PAYMENT_PLACEHOLDER;

export interface PaymentRowProps {
  /** 1-based position, used in the accessible names ("Método de pago 1"). */
  index: number;
  paymentType: PaymentRowType;
  /** Types the seller may choose here (store flags, second-row rules applied by the caller). */
  availableTypes: readonly PaymentType[];
  amount: number;
  /** Cap: total minus the other rows (and the points for WALLET). */
  max?: number;
  onTypeChange: (type: PaymentRowType) => void;
  onAmountChange: (amount: number) => void;
  /** Omit to hide the remove button (e.g. the only row). */
  onRemove?: () => void;
  /** Usable points; shown under the amount when the type is WALLET. */
  walletPoints?: number;
  error?: string | null;
  disabled?: boolean;
}

/** One payment: method select (with the "METODO DE PAGO" placeholder), amount, remove. */
export function PaymentRow({
  index,
  paymentType,
  availableTypes,
  amount,
  max,
  onTypeChange,
  onAmountChange,
  onRemove,
  walletPoints,
  error,
  disabled,
}: PaymentRowProps) {
  const isPlaceholder = paymentType === PAYMENT_PLACEHOLDER;
  const isWallet = paymentType === 'WALLET';
  const options = [
    { value: PAYMENT_PLACEHOLDER, label: PAYMENT_PLACEHOLDER, disabled: true },
    ...availableTypes.map((t) => ({ value: t, label: t })),
  ];
  if (!isPlaceholder && !availableTypes.includes(paymentType)) {
    options.push({ value: paymentType, label: paymentType, disabled: false });
  }
  return (
    <div className={styles.root} role="group" aria-label={`Pago ${index}`} data-payment-type={paymentType}>
      <Select
        label={`Método de pago ${index}`}
        options={options}
        value={paymentType}
        onChange={(v) => onTypeChange(v as PaymentRowType)}
        disabled={disabled}
      />
      <div className={styles.amount}>
        <MoneyInput
          label={`Monto ${index}`}
          value={amount}
          onValueChange={onAmountChange}
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
