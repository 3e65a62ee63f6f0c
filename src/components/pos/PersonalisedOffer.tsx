import { recommendedLabel } from '@/domain/text';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Money } from '../ui/Money';
import { Skeleton } from '../ui/Skeleton';
import styles from './PersonalisedOffer.module.css';

export interface OfferProduct {
  id: number | string;
  name: string;
  /** Recommended price. */
  price: number;
  /** Normal price, struck through when higher; the "-N%" label comes from both (recommendedLabel). */
  regularPrice?: number;
  /** Already in the cart from this offer. */
  added?: boolean;
}

export interface PersonalisedOfferProps {
  open: boolean;
  products: OfferProduct[];
  onAdd: (id: OfferProduct['id']) => void;
  /** "Salir", Escape or outside click: the caller records the exit and watch time. */
  onExit: () => void;
  loading?: boolean;
  /** Product being added (spinner on its button). */
  addingId?: OfferProduct['id'] | null;
}

/** The personalised-offer popup: recommended products with "Agregar" and "Salir". */
export function PersonalisedOffer({
  open,
  products,
  onAdd,
  onExit,
  loading,
  addingId,
}: PersonalisedOfferProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onExit();
      }}
      title="Oferta personalizada"
      actions={
        <Button variant="secondary" onClick={onExit} data-main-action>
          Salir
        </Button>
      }
    >
      <p className={styles.intro}>Productos recomendados para este cliente</p>
      {loading ? (
        <div className={styles.loading} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="var(--touch-target-lg)" shape="rect" />
          ))}
        </div>
      ) : (
        <ul className={styles.list}>
          {products.map((p) => {
            const off = p.regularPrice === undefined ? null : recommendedLabel(p.regularPrice, p.price);
            return (
              <li key={p.id} className={styles.item}>
                <div>
                  {/* the whole name: adding from here confirms the product */}
                  <div className={styles.name}>{p.name}</div>
                  <div className={styles.prices}>
                    <Money amount={p.price} />
                    {p.regularPrice !== undefined && p.regularPrice > p.price && (
                      <Money amount={p.regularPrice} size="sm" tone="old" />
                    )}
                    {off && <span className={styles.off}>{off}</span>}
                  </div>
                </div>
                <Button
                  variant={p.added ? 'ghost' : 'primary'}
                  onClick={() => onAdd(p.id)}
                  disabled={p.added}
                  loading={addingId === p.id}
                  aria-label={p.added ? `${p.name} agregado` : `Agregar ${p.name}`}
                >
                  {p.added ? '✓ Agregado' : 'Agregar'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
