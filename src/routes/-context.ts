import type { QueryClient } from '@tanstack/react-query';
import type { TerminalAdapter } from '@/terminal/types.ts';

/** What every route gets from the composition root (src/app). */
export interface RouterContext {
  queryClient: QueryClient;
  terminal: TerminalAdapter;
  /** The current time; injectable so guards and rules are testable. */
  now: () => Date;
  /**
   * Clears the session (and the SmartPOS keys cookie) and tells the server. `{ expired: true }`:
   * the session ended by itself (expired token), the sale in progress is kept (src/app/logout.ts).
   */
  logout: (options?: { expired?: boolean }) => void;
}
