import { memo } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { ACTION_LABELS } from '@/domain/messages.ts';
import type { unusedPointsConfirmation } from '@/domain/payments.ts';
import styles from './CartScreen.module.css';

export type PointsQuestion = NonNullable<ReturnType<typeof unusedPointsConfirmation>>;

/** "¿Desea usar sus puntos?" before buying with unused points (memoised: a "+" press skips it). */
export const PointsConfirmation = memo(function PointsConfirmation({
  confirmation,
  loading,
  onCancel,
  onConfirm,
}: {
  confirmation: { info: PointsQuestion } | null;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={confirmation?.info.title}
      message={confirmation?.info.question ?? ''}
      confirmLabel={ACTION_LABELS.yes}
      cancelLabel={ACTION_LABELS.no}
      loading={loading}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p className={styles.pointsEquivalent}>
        <strong>{confirmation?.info.discount}</strong>
      </p>
    </ConfirmDialog>
  );
});
