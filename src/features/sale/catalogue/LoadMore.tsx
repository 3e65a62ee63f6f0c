import { useState } from 'react';
import { isOnline, useNetworkBack } from '@/api/network.ts';
import { ActionNote } from '@/components/ui/ActionNote.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { SALE_LABELS } from '@/domain/messages.ts';
import styles from './CatalogueScreen.module.css';

/** The texts of "Cargar más productos" (here, with the one screen that shows them). */
export const CATALOGUE_MESSAGES = {
  loadMoreFailed: 'Ha ocurrido un error al cargar más productos.',
  /** "Cargar más productos" tapped with no network: the page is asked by itself when it is back. */
  loadMoreOffline: 'Sin conexión: los productos se cargarán al volver la red',
} as const;

/**
 * "Cargar más productos" under the list: the next page. A page that failed says so above the
 * button. A tap with no network says so there too (the read waits, paused, and is asked by itself
 * when the network is back, which clears the note), not a tap that does nothing.
 */
export function LoadMore({
  failed,
  loading,
  onLoad,
}: {
  failed: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  // Tapped with no network: said until the network is back (or the next tap).
  const [askedOffline, setAskedOffline] = useState(false);
  useNetworkBack(() => setAskedOffline(false));
  return (
    <div className={styles.more}>
      {failed && (
        <p className={styles.error} role="alert">
          {CATALOGUE_MESSAGES.loadMoreFailed}
        </p>
      )}
      {askedOffline && <ActionNote message={CATALOGUE_MESSAGES.loadMoreOffline} offline />}
      <Button
        variant="secondary"
        size="lg"
        onClick={() => {
          setAskedOffline(!isOnline());
          onLoad();
        }}
        loading={loading}
      >
        {SALE_LABELS.loadMore}
      </Button>
    </div>
  );
}
