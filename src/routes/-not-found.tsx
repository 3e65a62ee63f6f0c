import { Link } from '@tanstack/react-router';
import { ACTION_LABELS, GENERAL_MESSAGES } from '@/domain/messages.ts';
import styles from './-not-found.module.css';

/** Spec 000 §2: "404 Página no encontrada" with a link back to / ("Volver al inicio" is ours). */
export function NotFoundScreen() {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{GENERAL_MESSAGES.notFound}</h1>
        <Link to="/" className={styles.link} data-main-action>
          {ACTION_LABELS.backHome}
        </Link>
      </section>
    </main>
  );
}
