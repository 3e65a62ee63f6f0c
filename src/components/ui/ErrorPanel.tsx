import { useId } from 'react';
import { ACTION_LABELS, GENERAL_MESSAGES } from '@/domain/messages.ts';
import { Button } from './Button';
import styles from './ErrorPanel.module.css';

export interface ErrorPanelProps {
  /** The error's message (server errorMessage or exception message). */
  message?: string;
  /** "Refrescar": the screen clears local storage and cookies, then goes to /login. */
  onRefresh: () => void;
}

/** The error page of spec 001: "Ha ocurrido un error", the message and "Refrescar". */
export function ErrorPanel({ message, onRefresh }: ErrorPanelProps) {
  const titleId = useId();
  return (
    <section className={styles.root} role="alert" aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <h2 id={titleId} className={styles.title}>
        {GENERAL_MESSAGES.error}
      </h2>
      {message && <p className={styles.message}>{message}</p>}
      <div className={styles.actions}>
        <Button onClick={onRefresh} size="lg" data-main-action>
          {ACTION_LABELS.refresh}
        </Button>
      </div>
    </section>
  );
}
