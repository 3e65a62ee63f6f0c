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
  /**
   * The content fits the window: it takes the height left between the header and the action bar
   * and scrolls inside its own regions, so the page itself does not scroll (on a very short
   * window it does again, below the content's floor).
   */
  fit?: boolean;
  children: ReactNode;
}

/** Page layout: sticky header, scrolling main content, sticky action bar and footer. */
export function AppShell({ header, footer, actionBar, fit, children }: AppShellProps) {
  return (
    <div className={cx(styles.root, !footer && styles.noFooter, fit && styles.fit)}>
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
