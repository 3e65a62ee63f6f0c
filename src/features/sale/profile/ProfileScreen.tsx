import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { ACTION_LABELS, profilePointsMessage, SALE_LABELS } from '@/domain/messages.ts';
import { showsProfilePoints, usablePoints } from '@/domain/points.ts';
import { sale } from '@/session/sale.ts';
import styles from './ProfileScreen.module.css';

/** Texts of /perfil that the specs do not give (this project's choice). */
export const PROFILE_TEXTS = {
  title: SALE_LABELS.tabProfile,
  greeting: (name: string) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
  readAloud: 'Lea al cliente:',
  script:
    'Gracias por ser socio del club. En esta compra tiene precios club y los descuentos de socio en los productos seleccionados.',
  continue: ACTION_LABELS.continue,
} as const;

/**
 * /perfil (spec 000 §2, §8, §9): greets the member by name, a text to read to the customer, and
 * the usable points when above 500 (a failed points fetch counts as 0). Continuar -> /compra.
 */
export function ProfileScreen() {
  const navigate = useNavigate();
  const customer = useSelector(sale.store, (s) => s.customer);
  // The /perfil loader started this read (src/routes/_auth/_machine/perfil.tsx).
  const points = useQuery({ ...queries.customerPoints(customer?.id ?? 0), enabled: customer !== null });
  const usable = points.isError ? 0 : usablePoints(points.data?.data);

  return (
    <SaleLayout
      title={PROFILE_TEXTS.title}
      back="/ingreso"
      actionBar={
        <Button
          size="lg"
          fullWidth
          autoFocus
          data-main-action
          onClick={() => void navigate({ to: '/compra' })}
        >
          {PROFILE_TEXTS.continue}
        </Button>
      }
    >
      <section className={styles.card} aria-labelledby="profile-greeting">
        <h2 id="profile-greeting" className={styles.greeting}>
          {PROFILE_TEXTS.greeting(customer?.name?.trim() ?? '')}
        </h2>
        <figure className={styles.script}>
          <figcaption className={styles.caption}>{PROFILE_TEXTS.readAloud}</figcaption>
          <blockquote className={styles.quote}>
            <p>{PROFILE_TEXTS.script}</p>
            {/* One reserved line: the points text appears without moving the page. */}
            <p className={styles.points} aria-live="polite">
              {points.isPending && customer ? (
                <Skeleton width="24ch" />
              ) : showsProfilePoints(usable) ? (
                <strong>{profilePointsMessage(usable)}</strong>
              ) : null}
            </p>
          </blockquote>
        </figure>
      </section>
    </SaleLayout>
  );
}
