import { createContext, type ReactNode, useContext } from 'react';
import type { TerminalAdapter } from './types';

const TerminalContext = createContext<TerminalAdapter | null>(null);

export interface TerminalProviderProps {
  /** The adapter: createTerminal() in the app, createSimulatorTerminal(...) in stories and tests. */
  readonly adapter: TerminalAdapter;
  readonly children?: ReactNode;
}

export function TerminalProvider({ adapter, children }: TerminalProviderProps) {
  return <TerminalContext.Provider value={adapter}>{children}</TerminalContext.Provider>;
}

/** The machine's adapter. Throws outside a TerminalProvider. */
export function useTerminal(): TerminalAdapter {
  const terminal = useContext(TerminalContext);
  if (terminal === null) throw new Error('useTerminal must be used inside a TerminalProvider');
  return terminal;
}
