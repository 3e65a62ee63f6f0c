import {
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CartLine } from '@/components/pos/CartLine.tsx';
import { Button } from '@/components/ui/Button.tsx';
import type { PricedCart, PricedLine } from '@/domain/cart.ts';
import { availableStockIn, cartUnits, MAX_UNITS_PER_LINE } from '@/domain/cartStock.ts';
import { PAYMENT_MESSAGES, SALE_LABELS } from '@/domain/messages.ts';
import styles from './CartScreen.module.css';
import { removeProduct, setAmount } from './cartActions.ts';

/**
 * From this many lines the cart is virtualised: only the lines on screen (and a few around) are in
 * the DOM, so a "+" on a 100-line cart costs what it costs on a short one. Shorter carts render
 * whole (every line reachable by find-in-page and assistive technology at once).
 */
export const VIRTUALISE_FROM = 40;
/** From this many lines the virtualised list is downloaded ahead (before a scan needs it). */
const PREFETCH_FROM = VIRTUALISE_FROM - 10;

const loadVirtualLines = () => import('./VirtualLines.tsx');
const VirtualLines = lazy(loadVirtualLines);

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

/** A line's element as last rendered, with what it was made from. */
interface LineElement {
  line: PricedLine;
  max: number;
  busy: boolean;
  element: ReactElement;
}

interface LineHandlers {
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One pair of callbacks per product, made once and kept: they read `busy` and `onMessage`
 * through a ref, so a memoised CartLine is not re-rendered by new closures on every change.
 */
function useLineHandlers(busy: boolean, onMessage: (message: string) => void) {
  const latest = useRef({ busy, onMessage });
  latest.current = { busy, onMessage };
  const cache = useRef(new Map<number, LineHandlers>());
  return (productId: number): LineHandlers => {
    let handlers = cache.current.get(productId);
    if (!handlers) {
      handlers = {
        onQuantityChange: (quantity) => {
          if (latest.current.busy) return;
          const { message } = setAmount(productId, quantity);
          if (message) latest.current.onMessage(message);
        },
        onRemove: () => {
          if (!latest.current.busy) removeProduct(productId);
        },
      };
      cache.current.set(productId, handlers);
    }
    return handlers;
  };
}

/**
 * The cart's lines (spec 000 §5): quantity steppers, discounts per line, remove, the offer button.
 * A change re-renders only the lines whose numbers changed (CartLine is memoised).
 */
export function CartLines({ priced, busy, showOffer, onShowOffer, onMessage }: CartLinesProps) {
  const handlersFor = useLineHandlers(busy, onMessage);
  // The lines scroll in their own region (the totals and payments stay in place beside or below).
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // The cart counted once for every line's stock limit (not a scan of the cart per line).
  const units = useMemo(() => cartUnits(priced.lines), [priced.lines]);
  const count = priced.lines.length;
  const long = count >= PREFETCH_FROM;
  useEffect(() => {
    if (long) void loadVirtualLines();
  }, [long]);

  // A line priced as before (the same PricedLine: cartPricer keeps the lines a change did not
  // touch) with the same limit and state is the same element as before: React skips it.
  const elements = useRef(new Map<number, LineElement>());
  // A removed line's element is forgotten.
  if (elements.current.size > count) {
    const ids = new Set(priced.lines.map((l) => l.product.id));
    for (const id of elements.current.keys()) if (!ids.has(id)) elements.current.delete(id);
  }
  const renderLine = (line: PricedLine) => {
    const id = line.product.id;
    const max = Math.min(MAX_UNITS_PER_LINE, line.amount + availableStockIn(line.product, units));
    const previous = elements.current.get(id);
    if (previous !== undefined && previous.line === line && previous.max === max && previous.busy === busy) {
      return previous.element;
    }
    const handlers = handlersFor(id);
    const element = (
      <CartLine
        key={id}
        name={line.product.name}
        quantity={line.amount}
        unitPrice={line.prices.normal ?? 0}
        subtotal={line.subtotal_amount}
        total={line.total_amount}
        discounts={line.discounts}
        recommendedPrice={
          line.recommended && line.prices.recommended !== null ? line.prices.recommended : undefined
        }
        maxQuantity={max}
        isPack={line.product.pack}
        onQuantityChange={handlers.onQuantityChange}
        onRemove={handlers.onRemove}
        disabled={busy}
      />
    );
    elements.current.set(id, { line, max, busy, element });
    return element;
  };

  // Until the virtualised list has downloaded (asked for ten lines earlier), a long cart renders
  // whole: a moment with every line, never an empty cart.
  let content: ReactNode;
  if (count === 0) content = <p className={styles.empty}>{PAYMENT_MESSAGES.noProducts}</p>;
  else if (count < VIRTUALISE_FROM) content = priced.lines.map(renderLine);
  else
    content = (
      <Suspense fallback={priced.lines.map(renderLine)}>
        {scroller && <VirtualLines lines={priced.lines} renderLine={renderLine} scroller={scroller} />}
      </Suspense>
    );

  return (
    <section className={styles.lines} aria-label="Productos del carro">
      <div ref={setScroller} className={styles.linesScroll}>
        {content}
        {/* after the last line, as the spec's screen has it: in reach by scrolling the lines */}
        {showOffer && (
          <Button variant="secondary" onClick={onShowOffer} disabled={busy}>
            {SALE_LABELS.showOffer}
          </Button>
        )}
      </div>
    </section>
  );
}
