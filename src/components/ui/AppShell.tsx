import type { ReactNode } from 'react';
import styles from './AppShell.module.css';
import { cx } from './cx';

export interface AppShellProps {
  /** Usually a PageHeader. */
  header?: ReactNode;
  /** Usually FooterTabs. */
  footer?: ReactNode;
  /** The screen's primary action(s), kept visible above the footer on the terminal. */
  actionBar?: ReactNode;
  children: ReactNode;
}

/** Page layout: sticky header, scrolling main content, sticky action bar and footer. */
export function AppShell({ header, footer, actionBar, children }: AppShellProps) {
  return (
    <div className={cx(styles.root, !footer && styles.noFooter)}>
      {header}
      <main className={styles.main}>{children}</main>
      {actionBar && (
        <div className={styles.actionBar}>
          <div className={styles.actionBarInner}>{actionBar}</div>
        </div>
      )}
      {footer}
    </div>
  );
}
