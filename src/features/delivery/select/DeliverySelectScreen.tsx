import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { NewSaleQuestion } from '@/components/pos/NewSaleQuestion.tsx';
import { useNewSaleQuestion } from '@/components/pos/useNewSaleQuestion.ts';
import {
  type DeliveryPlatform,
  enabledPlatforms,
  usesUberEatsIntegration,
} from '@/domain/deliveryPlatforms.ts';
import { DELIVERY_LABELS } from '@/domain/messages.ts';
import { startSale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import styles from './DeliverySelectScreen.module.css';

export const DELIVERY_SELECT_TEXTS = {
  title: DELIVERY_LABELS.selectTitle,
  /** Not in the specs: a store without any platform flag reaching this screen by URL. */
  none: 'Este local no tiene plataformas de delivery habilitadas',
} as const;

/**
 * "Seleccionar delivery" (/delivery, spec 001 §2): one button per platform the store enables;
 * choosing one starts a sale of that type and goes to /ingreso (which sends platform sales on to
 * /compra), except Uber Eats with the integration, which opens /orden-delivery/ubereats. Over an
 * unfinished sale it asks first (NewSaleQuestion, docs/DECISIONS.md "Sale").
 */
export function DeliverySelectScreen() {
  const navigate = useNavigate();
  const user = useSelector(session.store, (s) => s.user);
  const store = user?.Store;
  const platforms = enabledPlatforms(store);

  // Over an unfinished sale it asks first (docs/DECISIONS.md "Sale").
  const newSale = useNewSaleQuestion((platform: DeliveryPlatform) => {
    startSale(platform);
    if (usesUberEatsIntegration(platform, store)) {
      void navigate({ to: '/orden-delivery/$deliveryType', params: { deliveryType: platform } });
    } else {
      void navigate({ to: '/ingreso' });
    }
  });
  const choose = newSale.startOrAsk;

  return (
    <SaleLayout title={DELIVERY_SELECT_TEXTS.title} back="/ingreso" tabs={false}>
      {platforms.length === 0 ? (
        <p className={styles.empty}>{DELIVERY_SELECT_TEXTS.none}</p>
      ) : (
        <ul className={styles.grid} aria-label="Plataformas de delivery">
          {platforms.map((p) => (
            <li key={p.buyType}>
              <button type="button" className={styles.platform} onClick={() => choose(p.buyType)}>
                {p.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <NewSaleQuestion {...newSale.question} />
    </SaleLayout>
  );
}
