import type { QueryClient } from '@tanstack/react-query';
import type { TerminalAdapter } from '@/terminal/types.ts';

/** What every route gets from the composition root (src/app). */
export interface RouterContext {
  queryClient: QueryClient;
  terminal: TerminalAdapter;
  /** The current time; injectable so guards and rules are testable. */
  now: () => Date;
  /**
   * The seller's own logout ("Cerrar sesión"): clears the session, the sale and the SmartPOS keys
   * cookie, tells the server, and opens /login (replace). `{ expired: true }`: the session ended
   * by itself (expired token): the sale in progress is kept and nothing navigates (the guard
   * redirects). While the sale holds money (an open payment attempt, an approved payment) the
   * seller is asked first; `{ anyway: true }` is the answer "Cerrar sesión igual", which keeps
   * that sale with the machine. Composed once in src/app/router.tsx over src/app/logout.ts.
   */
  logout: (options?: { expired?: boolean; anyway?: boolean }) => void;
  /**
   * True during the app's first navigation (a cold start, a reload, until its first screen is
   * shown): /inicio then resumes an unfinished sale (docs/DECISIONS.md "Sale").
   */
  starting: () => boolean;
}
