import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import { TerminalProvider } from '@/terminal/react.tsx';
import type { TerminalAdapter } from '@/terminal/types.ts';
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
          <RouterProvider router={router} />
        </ToastProvider>
      </TerminalProvider>
    </QueryClientProvider>
  );
}
