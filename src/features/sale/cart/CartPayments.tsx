import { PaymentRow } from '@/components/pos/PaymentRow.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { SALE_LABELS } from '@/domain/messages.ts';
import { availablePaymentTypes, paymentAmountCap, quickPaymentTypes } from '@/domain/payments.ts';
import type { BuyType, Payment, Store } from '@/domain/types.ts';
import styles from './CartScreen.module.css';
import { addPaymentRow, removePaymentRow, setPaymentAmount, setPaymentType } from './cartActions.ts';

export interface CartPaymentsProps {
  rows: readonly Payment[];
  store: Store;
  buyType: BuyType;
  wholesale: boolean;
  total: number;
  /** Usable points (0 for a non-member). */
  points: number;
  member: boolean;
  disabled: boolean;
  /** What a change had to say ("Se ha borrado el cupón", the second-row rule). */
  onMessage: (message: string, tone: 'error' | 'warning') => void;
}

/**
 * The payment rows (spec 000 §5): each row offers the types the store, buy type and the other
 * row allow; "Agregar método de pago" only when a second row is possible (WALLET, members).
 */
export function CartPayments({
  rows,
  store,
  buyType,
  wholesale,
  total,
  points,
  member,
  disabled,
  onMessage,
}: CartPaymentsProps) {
  const secondRowPossible =
    availablePaymentTypes({ store, buyType, wholesale, rowIndex: 1, rows: [] }).length > 0;
  return (
    <section className={styles.payments} aria-label="Métodos de pago">
      {rows.map((row, index) => {
        const available = availablePaymentTypes({ store, buyType, wholesale, rowIndex: index, rows });
        return (
          <PaymentRow
            // biome-ignore lint/suspicious/noArrayIndexKey: payment rows are positional (1 and 2)
            key={index}
            index={index + 1}
            paymentType={row.payment_type}
            availableTypes={available}
            quickTypes={quickPaymentTypes(available)}
            amount={row.amount}
            max={paymentAmountCap(rows, index, total, points)}
            walletPoints={member ? points : undefined}
            disabled={disabled}
            onTypeChange={(type) => {
              const { message } = setPaymentType(index, type, total, points);
              if (message) onMessage(message, 'warning');
            }}
            onAmountChange={(amount) => setPaymentAmount(index, amount, total, points)}
            // Text that is not an amount counts as none: the last amount typed is not what the
            // field shows, and the sale is never paid with it (the payments' hint says what is missing).
            onAmountInvalid={() => setPaymentAmount(index, 0, total, points)}
            onRemove={rows.length > 1 ? () => removePaymentRow(index) : undefined}
          />
        );
      })}
      {secondRowPossible && (
        <Button
          variant="ghost"
          onClick={() => {
            const { message } = addPaymentRow();
            if (message) onMessage(message, 'error');
          }}
          disabled={disabled}
        >
          {SALE_LABELS.addPaymentRow}
        </Button>
      )}
    </section>
  );
}
