import type { ErrorComponentProps } from '@tanstack/react-router';
import { ACTION_LABELS, GENERAL_MESSAGES } from '@/domain/messages.ts';
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
    <main className="error-screen" role="alert">
      <h1>{GENERAL_MESSAGES.errorPageTitle}</h1>
      <p>{message}</p>
      <button
        type="button"
        data-main-action
        onClick={() => {
          if (partMissing) return window.location.reload();
          clearAllClientState();
          window.location.assign('/login');
        }}
      >
        {ACTION_LABELS.refresh}
      </button>
    </main>
  );
}
