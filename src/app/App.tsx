import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { lazy, Suspense } from 'react';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import { TerminalProvider } from '@/terminal/react.tsx';
import type { TerminalAdapter } from '@/terminal/types.ts';
import { logoutQuestion } from './logoutQuestion.ts';
import { AppNotices } from './offline/AppNotices.tsx';
import type { AppRouter } from './router.tsx';
import { StorageNotice } from './StorageNotice.tsx';

const LogoutQuestion = lazy(() => import('./LogoutQuestion.tsx'));

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
  return (
    <QueryClientProvider client={queryClient}>
      <TerminalProvider adapter={terminal}>
        <ToastProvider>
          <StorageNotice />
          <AppNotices router={router} />
          <RouterProvider router={router} />
          {asking && (
            <Suspense fallback={null}>
              <LogoutQuestion router={router} />
            </Suspense>
          )}
        </ToastProvider>
      </TerminalProvider>
    </QueryClientProvider>
  );
}
