import type { QueryClient } from '@tanstack/react-query';
import type { TerminalAdapter } from '@/terminal/types.ts';

/** What every route gets from the composition root (src/app). */
export interface RouterContext {
  queryClient: QueryClient;
  terminal: TerminalAdapter;
  /** The current time; injectable so guards and rules are testable. */
  now: () => Date;
  /** Clears the session (and the SmartPOS keys cookie) and tells the server. */
  logout: () => void;
}
