import { ACTION_LABELS, GENERAL_MESSAGES } from '@/domain/messages.ts';
import { Button } from './Button';
import styles from './ErrorPanel.module.css';

export interface LoadErrorProps {
  /** "Recargar": retry the failed load. */
  onReload: () => void;
  /** "Volver al inicio": go to /inicio. */
  onHome: () => void;
  /** Reload in progress: spinner on Recargar. */
  reloading?: boolean;
  /** The screen's own text where the spec gives one (else "Ha ocurrido un error cargando la información"). */
  message?: string;
  /**
   * Recargar is the screen's main action (docs/VISUAL.md "Layout"); false where the screen keeps
   * its own in its action bar (the catalogue's Ver Carrito).
   */
  main?: boolean;
}

/** Failed load of a screen's data (spec 001 §8 "Loading"). */
export function LoadError({
  onReload,
  onHome,
  reloading,
  message = GENERAL_MESSAGES.loadingFailed,
  main = true,
}: LoadErrorProps) {
  return (
    <section className={styles.root} role="alert">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <p className={styles.title}>{message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onHome}>
          {ACTION_LABELS.backHome}
        </Button>
        <Button onClick={onReload} loading={reloading} data-main-action={main || undefined}>
          {ACTION_LABELS.reload}
        </Button>
      </div>
    </section>
  );
}
