import { PurchaseHints } from '@/components/pos/PurchaseHints.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { cx } from '@/components/ui/cx.ts';
import { SALE_LABELS } from '@/domain/messages.ts';
import styles from './CartScreen.module.css';

export interface CartActionBarProps {
  hint: string | null;
  /** The order exists: "Actualizar Pedido" instead of "Guardar Pedido". */
  hasOrder: boolean;
  canSave: boolean;
  canBuy: boolean;
  inFlight: 'buy' | 'save' | 'recover' | null;
  /** A tap waiting for the cart on screen to be priced: that button shows it is working. */
  queuedTap?: 'buy' | 'save' | null;
  onSave: () => void;
  onBuy: () => void;
}

/**
 * The bar under the cart: the payment hint, Guardar / Actualizar Pedido and REALIZAR COMPRA. A
 * button that is not ready looks disabled but still answers a tap with the reason.
 */
export function CartActionBar({
  hint,
  hasOrder,
  canSave,
  canBuy,
  inFlight,
  queuedTap = null,
  onSave,
  onBuy,
}: CartActionBarProps) {
  return (
    <>
      <PurchaseHints hints={hint ? [hint] : []} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="lg"
          className={cx(!canSave && styles.inactive)}
          aria-disabled={!canSave || undefined}
          onClick={onSave}
          loading={inFlight === 'save' || queuedTap === 'save'}
        >
          {hasOrder ? SALE_LABELS.updateOrder : SALE_LABELS.saveOrder}
        </Button>
        <Button
          size="lg"
          className={cx(styles.buy, !canBuy && styles.inactive)}
          aria-disabled={!canBuy || undefined}
          data-main-action
          onClick={onBuy}
          loading={inFlight === 'buy' || inFlight === 'recover' || queuedTap === 'buy'}
        >
          {SALE_LABELS.buy}
        </Button>
      </div>
    </>
  );
}
