import { useState } from 'react';
import { SALE_LABELS } from '@/domain/messages.ts';
import type { BulkOffer } from '@/domain/productPrice';
import { isLongName, truncateName } from '@/domain/text';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Skeleton } from '../ui/Skeleton';
import { BULK_LINE_LABEL, bulkFromLabel, type PriceBadgeKind } from './labels';
import { PriceBadge } from './PriceBadge';
import styles from './ProductSlider.module.css';

export interface FeaturedProduct {
  id: number | string;
  name: string;
  /** What one unit costs now (domain productPrice). */
  price: number;
  badges?: PriceBadgeKind[];
  /** Wholesale price from a minimum quantity, shown as its own line. */
  bulk?: BulkOffer | null;
}

export interface ProductSliderProps {
  products: FeaturedProduct[];
  onAdd: (id: FeaturedProduct['id']) => void;
  loading?: boolean;
  /** Number of slides the products are split into; 2 (spec 000 §2). */
  slides?: number;
}

/** "Productos Destacados": featured products split in 2 slides with previous/next and dots. */
export function ProductSlider({ products, onAdd, loading, slides = 2 }: ProductSliderProps) {
  const [index, setIndex] = useState(0);
  const perSlide = Math.max(1, Math.ceil(products.length / slides));
  const pages = Array.from({ length: slides }, (_, i) =>
    products.slice(i * perSlide, (i + 1) * perSlide),
  ).filter((p, i) => i === 0 || p.length > 0);
  const current = Math.min(index, pages.length - 1);
  const page = pages[current] ?? [];
  return (
    <section className={styles.root} aria-roledescription="carrusel" aria-label={SALE_LABELS.featured}>
      <div className={styles.head}>
        <h2 className={styles.title}>{SALE_LABELS.featured}</h2>
        {pages.length > 1 && (
          <div className={styles.nav}>
            <Button
              variant="ghost"
              aria-label="Anterior"
              disabled={current === 0}
              onClick={() => setIndex(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <Button
              variant="ghost"
              aria-label="Siguiente"
              disabled={current === pages.length - 1}
              onClick={() => setIndex(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </Button>
          </div>
        )}
      </div>
      <div
        className={styles.slide}
        role="group"
        aria-roledescription="diapositiva"
        aria-label={`${current + 1} de ${pages.length}`}
        aria-live="polite"
      >
        {loading
          ? [0, 1, 2, 3].map((i) => (
              <div key={i} className={styles.item} aria-hidden="true">
                <Skeleton lines={2} />
                <Skeleton width="50%" height="var(--touch-target-min)" shape="rect" />
              </div>
            ))
          : page.map((p) => (
              <div key={p.id} className={styles.item}>
                <span className={styles.name} title={isLongName(p.name) ? p.name : undefined}>
                  {truncateName(p.name)}
                </span>
                <div className={styles.row}>
                  <span>
                    {(p.badges ?? []).map((b) => (
                      <PriceBadge key={b} kind={b} />
                    ))}
                  </span>
                  <Money amount={p.price} size="lg" />
                </div>
                {p.bulk && (
                  <p className={styles.bulk}>
                    <span className={styles.bulkLabel}>{BULK_LINE_LABEL}</span>{' '}
                    <Money amount={p.bulk.price} size="sm" /> {bulkFromLabel(p.bulk.minQuantity)}
                  </p>
                )}
                <Button variant="secondary" onClick={() => onAdd(p.id)} aria-label={`Agregar ${p.name}`}>
                  Agregar
                </Button>
              </div>
            ))}
      </div>
      {pages.length > 1 && (
        <div className={styles.dots}>
          {pages.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={i}
              type="button"
              className={styles.dot}
              aria-label={`Ir a diapositiva ${i + 1}`}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
