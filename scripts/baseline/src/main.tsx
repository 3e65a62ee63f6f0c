import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The smallest app built like ours: a root route, one screen, one query.
const queryClient = new QueryClient();

function Screen() {
  const status = useQuery({
    queryKey: ['status'],
    queryFn: async (): Promise<{ ok: boolean }> => {
      const response = await fetch('/api/status');
      return response.json();
    },
  });
  return <p>{status.isPending ? 'Cargando…' : status.data?.ok ? 'Listo' : 'Sin conexión'}</p>;
}

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Screen });
const router = createRouter({ routeTree: rootRoute.addChildren([screenRoute]) });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
