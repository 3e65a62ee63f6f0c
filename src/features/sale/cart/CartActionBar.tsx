import { PurchaseHints } from '@/components/pos/PurchaseHints.tsx';
import { ActionNote } from '@/components/ui/ActionNote.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { cx } from '@/components/ui/cx.ts';
import { SALE_LABELS } from '@/domain/messages.ts';
import styles from './CartScreen.module.css';

export interface CartActionBarProps {
  hint: string | null;
  /** What the last tap answered (a refusal, the order's failure): beside the buttons. */
  note?: string | null;
  /** The note is a request not sent (offline), not a refusal. */
  noteOffline?: boolean;
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
 * The bar under the cart: the payment hint, what the last tap answered, Guardar / Actualizar
 * Pedido and REALIZAR COMPRA. A button that is not ready looks disabled but still answers a tap
 * with the reason, here beside it.
 */
export function CartActionBar({
  hint,
  note = null,
  noteOffline = false,
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
      {note && <ActionNote message={note} offline={noteOffline} />}
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
