import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import { TerminalProvider } from '@/terminal/react.tsx';
import type { TerminalAdapter } from '@/terminal/types.ts';
import { AppNotices } from './offline/AppNotices.tsx';
import type { AppRouter } from './router.tsx';
import { StorageNotice } from './StorageNotice.tsx';

export function App({
  router,
  queryClient,
  terminal,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  terminal: TerminalAdapter;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TerminalProvider adapter={terminal}>
        <ToastProvider>
          <StorageNotice />
          <AppNotices router={router} />
          <RouterProvider router={router} />
        </ToastProvider>
      </TerminalProvider>
    </QueryClientProvider>
  );
}
