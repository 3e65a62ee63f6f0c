import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef } from 'react';
import { useToast } from '@/components/ui/Toast.tsx';
import { session } from '@/session/session.ts';
import { useTerminal } from '@/terminal/react.tsx';
import { prepareSmartPosKeys } from '@/terminal/smartPosKeys.ts';

/**
 * On a SmartPOS, once a seller is logged in (at startup or right after the login): the token's
 * credentials are set and the keys requested if they are not loaded (spec 001 §4). A failure is
 * shown as a toast; "Carga de llaves" on /opciones-smartpos asks again, and a card payment says
 * "No están cargadas las llaves del SmartPOS" meanwhile. Renders nothing.
 */
export function SmartPosKeysOnStart() {
  const terminal = useTerminal();
  const toast = useToast();
  const token = useSelector(session.store, (s) => s.accessToken);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void prepareSmartPosKeys(terminal, token).then((outcome) => {
      if (outcome.kind === 'loaded' && outcome.terminalId !== null) {
        const terminalId = outcome.terminalId;
        session.set((s) => ({ ...s, smartPosTerminalId: terminalId }));
      } else if (outcome.kind === 'failed') {
        toast.show({ message: outcome.message, tone: 'error' });
      }
    });
  }, [terminal, token, toast]);

  return null;
}
