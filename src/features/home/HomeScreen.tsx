import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { NewSaleQuestion } from '@/components/pos/NewSaleQuestion.tsx';
import { useNewSaleQuestion } from '@/components/pos/useNewSaleQuestion.ts';
import { Icon, type IconName } from '@/components/ui/Icon.tsx';
import { hasAnyDeliveryPlatform } from '@/domain/deliveryPlatforms.ts';
import { DELIVERY_LABELS } from '@/domain/messages.ts';
import { SMARTPOS_OPTION_LABELS } from '@/domain/storeOpsMessages.ts';
import { type BuyTypeValue, startSale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { useTerminal } from '@/terminal/react.tsx';
import styles from './HomeScreen.module.css';

/**
 * Texts of /inicio. The specs show no content for it (spec 000 §2); the entry names follow the
 * specs' own names for each flow ("Pedidos por Entregar", "Seleccionar delivery", "Ingreso de
 * stock", the SmartPOS options), the rest is this project's choice.
 */
export const HOME_TEXTS = {
  title: 'Inicio',
  saleHeading: 'Nueva venta',
  member: 'Venta socio',
  nonMember: 'Venta no socio',
  operationsHeading: 'Otras operaciones',
  delivery: 'Delivery',
  returns: 'Devoluciones',
  saved: 'Pedidos guardados',
  express: DELIVERY_LABELS.expressTitle,
  stock: 'Ingreso de stock',
  smartPos: SMARTPOS_OPTION_LABELS.title,
  machine: (n: string) => `Máquina ${n}`,
} as const;

interface Entry {
  label: string;
  /** Only where the small icon set has a fitting one (the sale entries). */
  icon?: IconName;
  onSelect: () => void;
  primary?: boolean;
  /** The screen's main action (docs/VISUAL.md "Layout"): the member sale, the most common. */
  main?: boolean;
}

/**
 * /inicio: the entry points of the seller's day, as the store and the machine allow. A new sale
 * over an unfinished one asks first (NewSaleQuestion).
 */
export function HomeScreen() {
  const navigate = useNavigate();
  const terminal = useTerminal();
  const user = useSelector(session.store, (s) => s.user);
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);

  // A new sale over an unfinished one waits for the seller's answer (docs/DECISIONS.md "Sale").
  const newSale = useNewSaleQuestion((buyType: BuyTypeValue) => {
    startSale(buyType);
    void navigate({ to: '/ingreso' });
  });
  const sell = newSale.startOrAsk;

  const sales: Entry[] = [
    { label: HOME_TEXTS.member, icon: 'idCard', onSelect: () => sell('socio'), primary: true, main: true },
    { label: HOME_TEXTS.nonMember, icon: 'user', onSelect: () => sell('no-socio'), primary: true },
  ];
  const operations: Entry[] = [
    ...(hasAnyDeliveryPlatform(user?.Store)
      ? [
          {
            label: HOME_TEXTS.delivery,
            onSelect: () => void navigate({ to: '/delivery' }),
          },
        ]
      : []),
    { label: HOME_TEXTS.returns, onSelect: () => void navigate({ to: '/tipo-devolucion' }) },
    { label: HOME_TEXTS.saved, onSelect: () => void navigate({ to: '/guardados' }) },
    { label: HOME_TEXTS.express, onSelect: () => void navigate({ to: '/entrega-inmediata' }) },
    { label: HOME_TEXTS.stock, onSelect: () => void navigate({ to: '/ingresar-stock' }) },
    ...(terminal.kind === 'smartPos' && terminal.isTerminalApp
      ? [
          {
            label: HOME_TEXTS.smartPos,
            onSelect: () => void navigate({ to: '/opciones-smartpos' }),
          },
        ]
      : []),
  ];

  const storeName = typeof user?.Store.name === 'string' ? user.Store.name : null;
  const where = [
    storeName,
    !terminal.isTerminalApp && machineNumber ? HOME_TEXTS.machine(machineNumber) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <SaleLayout title={HOME_TEXTS.title} tabs={false}>
      {where && <p className={styles.where}>{where}</p>}
      <section aria-labelledby="home-sale" className={styles.section}>
        <h2 id="home-sale" className={styles.heading}>
          {HOME_TEXTS.saleHeading}
        </h2>
        <ul className={`${styles.grid} ${styles.sale}`}>
          {sales.map((e) => (
            <Tile key={e.label} entry={e} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-ops" className={styles.section}>
        <h2 id="home-ops" className={styles.heading}>
          {HOME_TEXTS.operationsHeading}
        </h2>
        <ul className={styles.grid}>
          {operations.map((e) => (
            <Tile key={e.label} entry={e} />
          ))}
        </ul>
      </section>
      <NewSaleQuestion {...newSale.question} />
    </SaleLayout>
  );
}

function Tile({ entry }: { entry: Entry }) {
  return (
    <li>
      <button
        type="button"
        className={`${styles.tile} ${entry.primary ? styles.primary : ''}`}
        data-main-action={entry.main || undefined}
        onClick={entry.onSelect}
      >
        {entry.icon && <Icon name={entry.icon} size="var(--icon-lg)" />}
        <span>{entry.label}</span>
      </button>
    </li>
  );
}
