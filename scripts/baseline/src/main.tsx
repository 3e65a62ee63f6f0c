import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The smallest app built like ours: a root route, one screen, one query. /pulsar is the
// interaction benchmark's baseline press (scripts/bench-interaction.mjs): a button that changes a
// number on screen, the least a "+" press can cost with this React on this machine.
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

function Press() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <output aria-label="Cantidad">{count}</output>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        +
      </button>
    </section>
  );
}

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Screen });
const pressRoute = createRoute({ getParentRoute: () => rootRoute, path: '/pulsar', component: Press });
const router = createRouter({ routeTree: rootRoute.addChildren([screenRoute, pressRoute]) });

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
