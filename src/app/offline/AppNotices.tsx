import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import type { AppRouter } from '../router.tsx';
import { appUpdate, useUpdateWaiting } from './appUpdate.ts';
import { useOnline } from './network.ts';

// Loaded when there is something to say (the first screen does not carry them); the product's
// service worker has them in its cache, so they show with no network too.
const NoticeBar = lazy(() => import('@/components/ui/NoticeBar.tsx').then((m) => ({ default: m.NoticeBar })));

/**
 * The standing notices of the app (above the router, on every screen): "Sin conexión" while the
 * machine is offline, "Nueva versión disponible" while a new version waits; and the moment a
 * waiting version takes over: at /inicio between sales (updatePolicy.ts).
 */
export function AppNotices({ router }: { router: AppRouter }) {
  const online = useOnline();
  const updateWaiting = useUpdateWaiting();
  const pathname = useRouterState({ router, select: (s) => s.resolvedLocation?.pathname ?? null });
  useEffect(() => {
    if (!updateWaiting || pathname !== '/inicio') return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('./updatePolicy.ts').then(({ whenBetweenSales }) => {
      if (live) stop = whenBetweenSales(pathname, () => void appUpdate.applyNow());
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [updateWaiting, pathname]);
  if (online && !updateWaiting) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBar
        offline={online ? null : NETWORK_MESSAGES.offline}
        update={updateWaiting ? NETWORK_MESSAGES.updateWaiting : null}
      />
    </Suspense>
  );
}
