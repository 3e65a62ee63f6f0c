import { CartLine } from '@/components/pos/CartLine.tsx';
import { Button } from '@/components/ui/Button.tsx';
import type { PricedCart } from '@/domain/cart.ts';
import { availableStock, MAX_UNITS_PER_LINE } from '@/domain/cartStock.ts';
import { PAYMENT_MESSAGES, SALE_LABELS } from '@/domain/messages.ts';
import styles from './CartScreen.module.css';
import { removeProduct, setAmount } from './cartActions.ts';

export interface CartLinesProps {
  priced: PricedCart;
  /** An order request or the first pricing is in flight: the lines do not change meanwhile. */
  busy: boolean;
  /** "Ver oferta personalizada" is offered (recommended_active and a customer). */
  showOffer: boolean;
  onShowOffer: () => void;
  /** A rule refused a change ("No hay suficiente stock", the 999 limit). */
  onMessage: (message: string) => void;
}

/** The cart's lines (spec 000 §5): quantity steppers, discounts per line, remove, the offer button. */
export function CartLines({ priced, busy, showOffer, onShowOffer, onMessage }: CartLinesProps) {
  const stockLines = priced.lines.map((l) => ({ product: l.product, amount: l.amount }));
  return (
    <section className={styles.lines} aria-label="Productos del carro">
      {priced.lines.length === 0 ? (
        <p className={styles.empty}>{PAYMENT_MESSAGES.noProducts}</p>
      ) : (
        priced.lines.map((line) => (
          <CartLine
            key={line.product.id}
            name={line.product.name}
            quantity={line.amount}
            unitPrice={line.prices.normal ?? 0}
            subtotal={line.subtotal_amount}
            total={line.total_amount}
            discounts={line.discounts}
            recommendedPrice={
              line.recommended && line.prices.recommended !== null ? line.prices.recommended : undefined
            }
            maxQuantity={Math.min(MAX_UNITS_PER_LINE, line.amount + availableStock(line.product, stockLines))}
            isPack={line.product.pack}
            onQuantityChange={(quantity) => {
              if (busy) return;
              const { message } = setAmount(line.product.id, quantity);
              if (message) onMessage(message);
            }}
            onRemove={() => {
              if (!busy) removeProduct(line.product.id);
            }}
            disabled={busy}
          />
        ))
      )}
      {showOffer && (
        <Button variant="secondary" onClick={onShowOffer} disabled={busy}>
          {SALE_LABELS.showOffer}
        </Button>
      )}
    </section>
  );
}
