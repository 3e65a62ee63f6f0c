import { type ReactNode, useEffect, useState } from 'react';
import { Icon } from './Icon';
import styles from './PageHeader.module.css';

/** Scroll offset (px) after which the header counts as fixed; spec 000 §9 lists 200, 90, 45 and 50. */
export const HEADER_FIXED_AFTER_DEFAULT = 50;

export interface PageHeaderProps {
  title: ReactNode;
  /** Slot for a back link or button (router-agnostic); see HeaderBackButton. */
  back?: ReactNode;
  /** Logged-in seller's name, shown at the end. */
  sellerName?: string;
  /** Shows a "Cerrar sesión" button at the end. */
  onLogout?: () => void;
  /** Extra slot at the end (before the logout button). */
  actions?: ReactNode;
  /** Scroll offset after which the header is fixed (adds elevation); 50 by default. */
  fixedAfter?: number;
  /**
   * A long title is shown whole: it wraps instead of being cut, and on a narrow screen (up to
   * 480 px) it takes its own line under the back button and the seller.
   */
  wrapTitle?: boolean;
}

/**
 * Top bar. It is always position: sticky (so nothing below it jumps); after `fixedAfter` px of
 * scroll it gets data-fixed="true" and a shadow.
 */
export function PageHeader({
  title,
  back,
  sellerName,
  onLogout,
  actions,
  fixedAfter = HEADER_FIXED_AFTER_DEFAULT,
  wrapTitle,
}: PageHeaderProps) {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    const update = () => setFixed(window.scrollY > fixedAfter);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [fixedAfter]);

  return (
    <header className={styles.root} data-fixed={fixed} data-wrap-title={wrapTitle || undefined}>
      <div className={styles.back}>{back}</div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>
        {actions}
        {sellerName && (
          <span className={styles.seller} title={sellerName}>
            <Icon name="user" size="var(--icon-sm)" />
            <span className={styles.sellerName}>{sellerName}</span>
          </span>
        )}
        {onLogout && (
          <button type="button" className={styles.logout} onClick={onLogout}>
            Cerrar sesión
          </button>
        )}
      </div>
    </header>
  );
}

export interface HeaderBackButtonProps {
  onClick: () => void;
  /** Accessible name and visible text; "Volver" by default. */
  label?: string;
  /** Shown but off (the screen says why, next to it: `describedBy`). */
  disabled?: boolean;
  /** Id of the text that says why the button is off. */
  describedBy?: string;
}

/** Back button styled for the header's back slot. */
export function HeaderBackButton({
  onClick,
  label = 'Volver',
  disabled,
  describedBy,
}: HeaderBackButtonProps) {
  return (
    <button
      type="button"
      className={styles.backButton}
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <Icon name="back" />
      <span className={styles.backLabel}>{label}</span>
    </button>
  );
}
