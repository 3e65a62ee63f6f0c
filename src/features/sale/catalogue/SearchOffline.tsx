import { ActionNote } from '@/components/ui/ActionNote.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ACTION_LABELS, NETWORK_MESSAGES } from '@/domain/messages.ts';
import styles from './CatalogueScreen.module.css';

/**
 * A search asked with no network (the read paused, nothing to show for it): says so instead of
 * placeholder cards that would wait for ever, with Reintentar. The search runs by itself when
 * the network is back (React Query resumes it), and its products replace this.
 */
export function SearchOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.offline}>
      <ActionNote message={NETWORK_MESSAGES.searchOffline} offline />
      <Button variant="secondary" onClick={onRetry}>
        {ACTION_LABELS.retry}
      </Button>
    </div>
  );
}
