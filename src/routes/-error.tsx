import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/components/ui/Button.tsx';
import { ACTION_LABELS, GENERAL_MESSAGES } from '@/domain/messages.ts';
// The login's centred card: the page a seller is sent to next looks the same.
import styles from '@/features/session/session.module.css';
import { clearAllClientState } from '@/session/reset.ts';

/**
 * Spec 001 §2 error page: "Ha ocurrido un error", the message, and "Refrescar", which clears
 * local storage and all cookies and goes to /login (a full load, so nothing stale survives).
 */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error);
  // The screen's own part could not be loaded (no network, on a build with no service worker):
  // nothing of the sale failed, so "Refrescar" opens the screen again and keeps what is stored.
  const partMissing = /imported module|module script|preload CSS/.test(message);
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <div role="alert">
          <h1 className={styles.title}>{GENERAL_MESSAGES.errorPageTitle}</h1>
          {/* The browser's own text (English, a file's address) says nothing to a seller. */}
          <p className={styles.subtitle}>{partMissing ? GENERAL_MESSAGES.loadingFailed : message}</p>
        </div>
        <Button
          data-main-action
          fullWidth
          onClick={() => {
            if (partMissing) return window.location.reload();
            clearAllClientState();
            window.location.assign('/login');
          }}
        >
          {ACTION_LABELS.refresh}
        </Button>
      </section>
    </main>
  );
}
