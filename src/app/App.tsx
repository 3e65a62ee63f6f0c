import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { lazy, Suspense, useEffect } from 'react';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import { TerminalProvider } from '@/terminal/react.tsx';
import type { TerminalAdapter } from '@/terminal/types.ts';
import { logoutQuestion } from './logoutQuestion.ts';
import { AppNotices } from './offline/AppNotices.tsx';
import { afterFirstScreen, PartOrFallback } from './offline/parts.tsx';
import type { AppRouter } from './router.tsx';
import { StorageNotice } from './StorageNotice.tsx';

const loadLogoutQuestion = () => import('./LogoutQuestion.tsx');
const LogoutQuestion = lazy(loadLogoutQuestion);

/**
 * The question's part could not be loaded (the network dropped before it was fetched, on a build
 * with no service worker): nothing is asked and nothing is ended; the seller is taken where the
 * sale's money is handled, as "Volver al pago" would.
 */
function BackToPayment({ router }: { router: AppRouter }) {
  useEffect(() => {
    logoutQuestion.setState(() => false);
    if (router.state.location.pathname !== '/pago-final') void router.navigate({ to: '/pago-final' });
  }, [router]);
  return null;
}

export function App({
  router,
  queryClient,
  terminal,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  terminal: TerminalAdapter;
}) {
  const asking = useSelector(logoutQuestion, (s) => s);
  // Fetched while the network is up, so that the question can be asked without it.
  useEffect(() => afterFirstScreen(() => void loadLogoutQuestion().catch(() => undefined)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <TerminalProvider adapter={terminal}>
        <ToastProvider>
          <StorageNotice />
          <AppNotices router={router} />
          <RouterProvider router={router} />
          {asking && (
            <PartOrFallback fallback={<BackToPayment router={router} />}>
              <Suspense fallback={null}>
                <LogoutQuestion router={router} />
              </Suspense>
            </PartOrFallback>
          )}
        </ToastProvider>
      </TerminalProvider>
    </QueryClientProvider>
  );
}
