import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@/api/http.ts';
import { createServerLogout } from '@/api/serverLogout.ts';
import { App } from '@/app/App.tsx';
import { createLogout } from '@/app/logout.ts';
import { askLogout } from '@/app/logoutQuestion.ts';
import { followNetwork, isOnline } from '@/app/offline/network.ts';
import { createQueryClient } from '@/app/queryClient.ts';
import { type AppRouter, createAppRouter } from '@/app/router.tsx';
import { apiTimeoutMs, createSessionExpiry, resumePathFor } from '@/app/sessionExpiry.ts';
import { session } from '@/session/session.ts';
import { createTerminal } from '@/terminal/index.ts';
import '@/styles/tokens.css';
import '@/styles/global.css';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

async function start() {
  const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
  followNetwork();
  // Only this machine's terminal adapter is loaded, while the demo world (when there is one) starts.
  const terminalReady = createTerminal();
  const queryClient = createQueryClient();
  if (!baseUrl) {
    // No API configured: the demo world answers every call inside the browser.
    const { startDemoWorker } = await import('@mocks/browser.ts');
    await startDemoWorker();
  } else {
    // The product: what was last read shows with no network (docs/OFFLINE.md). Loaded beside
    // the terminal's adapter, so the first screen waits for no extra file.
    const { keepQueryCache } = await import('@/app/offline/queryCache.ts');
    keepQueryCache(queryClient);
  }
  const terminal = await terminalReady;
  let router: AppRouter | null = null;
  const logout = createLogout({
    queryClient,
    notifyServer: createServerLogout(() => session.get().accessToken),
  });
  const currentHref = () => router?.latestLocation.href ?? null;

  configureApi({
    baseUrl,
    getToken: () => session.get().accessToken,
    isOnline,
    timeoutMs: apiTimeoutMs({ demo: !baseUrl, search: window.location.search, storage: sessionStore() }),
    onUnauthorized: createSessionExpiry({
      logout,
      currentHref,
      goToLogin: () => void router?.navigate({ to: '/login', replace: true }),
    }),
  });

  router = createAppRouter({
    queryClient,
    terminal,
    askLogout,
    // The seller's own logout clears the sale; an expired token (guard) keeps it.
    logout: (options) => {
      logout(options?.expired ? { expired: true, resumePath: resumePathFor(currentHref()) } : {});
    },
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} terminal={terminal} />
    </StrictMode>,
  );
  // The product's service worker (the demo's is MSW's, which answers /api: docs/OFFLINE.md),
  // after the first screen: it adds nothing to the first screen's path.
  if (baseUrl && 'serviceWorker' in navigator) {
    void import('@/app/offline/register.ts').then(({ registerAppWorker }) => registerAppWorker());
  }
}

void start();
