import { Link, type LinkProps } from '@tanstack/react-router';
import { SaleLayout } from '@/features/sale/layout/SaleLayout.tsx';
import styles from './-stub.module.css';

/** What a screen that later issues build says meanwhile (ours: the specs have no text for it). */
export const STUB_MESSAGE = 'Esta pantalla estará disponible en una próxima versión de la aplicación.';

/**
 * A screen that is not built yet, framed like every sale screen: the page header (title,
 * "Volver", seller, "Cerrar sesión"), a short message and a way back and home.
 */
export function ScreenStub({
  title,
  back,
}: {
  title: string;
  back?: { to: LinkProps['to']; label?: string };
}) {
  const to = back?.to ?? '/inicio';
  return (
    <SaleLayout title={title} back={to} tabs={false}>
      <section className={styles.card} aria-labelledby="stub-message">
        <p id="stub-message" className={styles.message}>
          {STUB_MESSAGE}
        </p>
        <div className={styles.actions}>
          <Link to={to} className={styles.primary}>
            {back?.label ?? 'Volver'}
          </Link>
          {to !== '/inicio' && (
            <Link to="/inicio" className={styles.secondary}>
              Ir al inicio
            </Link>
          )}
        </div>
      </section>
    </SaleLayout>
  );
}
