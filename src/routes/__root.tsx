import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from './-context.ts';
import { ErrorScreen } from './-error.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: ErrorScreen,
  // Spec 001 §2: any unknown path redirects to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});
