import { createRootRouteWithContext, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { track } from '@/session/analytics.ts';
import type { RouterContext } from './-context.ts';
import { ErrorScreen } from './-error.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: ErrorScreen,
  // Spec 001 §2: any unknown path redirects to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});

/** Sends a page_view for every resolved path (after guards' redirects, spec 000 §7). */
function Root() {
  const path = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  useEffect(() => {
    if (path) track({ name: 'page_view', path });
  }, [path]);
  return <Outlet />;
}
