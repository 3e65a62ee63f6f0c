import { SALE_LABELS } from '@/domain/messages.ts';
import styles from './FooterTabs.module.css';
import { Icon, type IconName } from './Icon';

export type FooterTab = 'ingreso' | 'perfil' | 'compra';

export interface FooterTabsProps {
  /** Tab of the current screen (aria-current="page"). */
  current?: FooterTab;
  /** Perfil is for members only. */
  showProfile: boolean;
  onSelect: (tab: FooterTab) => void;
  onBack: () => void;
  onHome: () => void;
}

const TABS: Array<{ id: FooterTab; label: string; icon: IconName }> = [
  { id: 'ingreso', label: SALE_LABELS.tabEntry, icon: 'idCard' },
  { id: 'perfil', label: SALE_LABELS.tabProfile, icon: 'user' },
  { id: 'compra', label: SALE_LABELS.tabPurchase, icon: 'cart' },
];

/** Bottom navigation of the sale flow: back, Ingreso, Perfil (members), Compra, home. */
export function FooterTabs({ current, showProfile, onSelect, onBack, onHome }: FooterTabsProps) {
  const tabs = TABS.filter((t) => t.id !== 'perfil' || showProfile);
  return (
    <nav className={styles.root} aria-label="Navegación de la venta">
      <button type="button" className={`${styles.tab} ${styles.nav}`} onClick={onBack}>
        <span className={styles.icon}>
          <Icon name="back" size="var(--icon-lg)" />
        </span>
        Volver
      </button>
      <span className={styles.divider} aria-hidden="true" />
      <ul className={styles.list}>
        {tabs.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              className={styles.tab}
              aria-current={current === t.id ? 'page' : undefined}
              onClick={() => onSelect(t.id)}
            >
              <span className={styles.icon}>
                <Icon name={t.icon} size="var(--icon-lg)" />
              </span>
              {t.label}
            </button>
          </li>
        ))}
      </ul>
      <span className={styles.divider} aria-hidden="true" />
      <button type="button" className={`${styles.tab} ${styles.nav}`} onClick={onHome}>
        <span className={styles.icon}>
          <Icon name="home" size="var(--icon-lg)" />
        </span>
        Inicio
      </button>
    </nav>
  );
}
