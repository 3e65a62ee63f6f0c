import { useLayoutEffect, useState } from 'react';
import { cx } from './cx';
import styles from './NoticeBar.module.css';

export interface NoticeBarProps {
  /** "Sin conexión: …": the machine has no network. */
  offline?: string | null;
  /** "Nueva versión disponible: …": a new version waits for the end of the sale. */
  update?: string | null;
}

/** The height the bar takes at the top, for the sticky header and the toast below it. */
export const NOTICES_HEIGHT_VAR = '--notices-height';

/**
 * The app's standing notices, above every screen: calm, one line each, never over an action.
 * The bar sticks to the top and the screen's sticky header sticks just under it (the bar sets
 * `--notices-height` on the document), so nothing of the screen is hidden under it. Nothing shows
 * when there is nothing to say.
 */
export function NoticeBar({ offline, update }: NoticeBarProps) {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!bar) return;
    const measure = () => root.style.setProperty(NOTICES_HEIGHT_VAR, `${bar.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(NOTICES_HEIGHT_VAR);
    };
  }, [bar]);
  if (!offline && !update) return null;
  return (
    <div ref={setBar} className={styles.bar}>
      {offline && <Notice tone="offline" icon="⚠" text={offline} />}
      {update && <Notice tone="update" icon="i" text={update} />}
    </div>
  );
}

/** One standing notice: its icon (hidden from assistive technology) and its text. */
function Notice({ tone, icon, text }: { tone: 'offline' | 'update'; icon: string; text: string }) {
  return (
    <p className={cx(styles.notice, styles[tone])} role="status">
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {text}
    </p>
  );
}
