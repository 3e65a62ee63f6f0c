import { type AnyRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { NETWORK_MESSAGES } from '@/domain/messages.ts';
import { appUpdate, useUpdateWaiting } from './appUpdate.ts';
import { useOnline } from './network.ts';
import { afterFirstScreen, PartOrFallback } from './parts.tsx';

// Not in the first screen's code: fetched once that screen has settled, before the network may
// drop (the product's service worker has it in its cache too). When it cannot be had (the network
// dropped first, on a build with no service worker), the notices show plainly instead, and the
// next showing asks for it again: never a blank app because the network is gone.
const loadNoticeBar = () => import('@/components/ui/NoticeBar.tsx');
let NoticeBar = lazyNoticeBar();
function lazyNoticeBar() {
  return lazy(() =>
    loadNoticeBar().then(
      (module) => ({ default: module.NoticeBar }),
      (error: unknown) => {
        NoticeBar = lazyNoticeBar();
        throw error;
      },
    ),
  );
}

interface Notices {
  offline: string | null;
  update: string | null;
}

/** The notices without the bar's own part (styled by global.css `.plain-notice`): the same texts. */
function PlainNotices({ offline, update }: Notices) {
  return [offline, update].map(
    (text) =>
      text && (
        <p key={text} role="status" className="plain-notice">
          {text}
        </p>
      ),
  );
}

/**
 * The standing notices of the app (above the router, on every screen): "Sin conexión" while the
 * machine is offline, "Nueva versión disponible" while a new version waits; and the moment a
 * waiting version takes over: at /inicio between sales (updatePolicy.ts).
 */
export function AppNotices({ router }: { router: AnyRouter }) {
  const online = useOnline();
  const updateWaiting = useUpdateWaiting();
  const pathname = useRouterState({ router, select: (s) => s.resolvedLocation?.pathname ?? null });
  useEffect(() => {
    if (!online) return undefined;
    return afterFirstScreen(() => void loadNoticeBar().catch(() => undefined));
  }, [online]);
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
  const notices: Notices = {
    offline: online ? null : NETWORK_MESSAGES.offline,
    update: updateWaiting ? NETWORK_MESSAGES.updateWaiting : null,
  };
  const Bar = NoticeBar;
  // A new try each time the network state changes (the part may be reachable again).
  return (
    <PartOrFallback key={online ? 'online' : 'offline'} fallback={<PlainNotices {...notices} />}>
      <Suspense fallback={null}>
        <Bar {...notices} />
      </Suspense>
    </PartOrFallback>
  );
}
