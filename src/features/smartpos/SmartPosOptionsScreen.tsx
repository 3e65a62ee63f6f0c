import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { TerminalTotals } from '@/components/pos/TerminalTotals.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import {
  ACTION_LABELS,
  cashCloseFailedMessage,
  cashCloseSuccessMessage,
  loadKeysErrorMessage,
  SMARTPOS_LABELS,
  TERMINAL_MESSAGES,
} from '@/domain/messages.ts';
import { type TotalsRow, totalsRows } from '@/domain/smartPosTotals.ts';
import { SMARTPOS_OPTION_LABELS } from '@/domain/storeOpsMessages.ts';
import { session } from '@/session/session.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { useTerminal } from '@/terminal/react.tsx';
import styles from './SmartPosOptionsScreen.module.css';

type Outcome =
  | { kind: 'totals'; rows: TotalsRow[]; message: string | null }
  | { kind: 'success'; text: string; detail?: string }
  | { kind: 'error'; text: string };

type Operation = 'totals' | 'cashClose' | 'loadKeys';

/**
 * /opciones-smartpos (spec 001 §2, §8), only on a SmartPOS: Totales (the terminal's answer as
 * label / value rows, or "Ha ocurrido un error consultar los totales"), Cierre (after a
 * confirmation: the server's message or "Cierre de caja realizado con éxito"; "Ha ocurrido un
 * error al cerrar la caja. Código {code}"), Carga de llaves (code "0" stores the smart_pos_keys
 * cookie for a day and the terminal id; "SmartPOS loadKeys Error: {details}"). One operation at
 * a time; a second tap while one runs is ignored.
 */
export function SmartPosOptionsScreen() {
  const terminal = useTerminal();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [running, setRunning] = useState<Operation | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);

  const run = useSingleFlight(async (operation: Operation) => {
    setRunning(operation);
    setOutcome(null);
    try {
      if (operation === 'totals') {
        const answer = await terminal.totals();
        setOutcome({ kind: 'totals', rows: totalsRows(answer.raw), message: answer.message });
      } else if (operation === 'cashClose') {
        const answer = await terminal.cashClose();
        setOutcome({ kind: 'success', text: cashCloseSuccessMessage(answer.message) });
      } else {
        const { terminalId } = await terminal.loadKeys();
        if (terminalId !== null) session.set((s) => ({ ...s, smartPosTerminalId: terminalId }));
        setOutcome({
          kind: 'success',
          text: SMARTPOS_OPTION_LABELS.keysLoaded,
          ...(terminalId !== null ? { detail: SMARTPOS_OPTION_LABELS.terminal(terminalId) } : {}),
        });
      }
    } catch (error) {
      setOutcome({ kind: 'error', text: failureText(operation, error) });
    } finally {
      setRunning(null);
    }
  });

  if (terminal.kind !== 'smartPos' || !terminal.capabilities.smartPosOptions) {
    return (
      <section className={styles.panel} role="alert">
        <p className={styles.text}>{SMARTPOS_OPTION_LABELS.onlySmartPos}</p>
        <Button variant="secondary" onClick={() => void navigate({ to: '/inicio' })} data-main-action>
          {ACTION_LABELS.backHome}
        </Button>
      </section>
    );
  }

  const busy = running !== null;
  return (
    <div className={styles.root}>
      <section className={styles.panel} aria-labelledby="smartpos-options">
        <h2 id="smartpos-options" className={styles.title}>
          {SMARTPOS_OPTION_LABELS.intro}
        </h2>
        <div className={styles.actions}>
          <Button
            size="lg"
            loading={running === 'totals'}
            disabled={busy}
            onClick={() => void run.run('totals')}
          >
            {SMARTPOS_LABELS.totals}
          </Button>
          <Button
            size="lg"
            loading={running === 'cashClose'}
            disabled={busy}
            onClick={() => setConfirmClose(true)}
          >
            {SMARTPOS_LABELS.cashClose}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            loading={running === 'loadKeys'}
            disabled={busy}
            onClick={() => void run.run('loadKeys')}
          >
            {SMARTPOS_LABELS.loadKeys}
          </Button>
        </div>
      </section>

      {outcome?.kind === 'totals' && <TerminalTotals rows={outcome.rows} message={outcome.message} />}
      {outcome?.kind === 'success' && (
        <p className={styles.notice} data-tone="success" role="status">
          {outcome.text}
          {outcome.detail && (
            <>
              <br />
              {outcome.detail}
            </>
          )}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p className={styles.notice} data-tone="error" role="alert">
          {outcome.text}
        </p>
      )}

      <ConfirmDialog
        open={confirmClose}
        message={SMARTPOS_OPTION_LABELS.cashCloseQuestion}
        confirmLabel={SMARTPOS_LABELS.cashClose}
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => {
          setConfirmClose(false);
          void run.run('cashClose');
        }}
      />
    </div>
  );
}

/** The spec's failure text of each operation; the terminal's own text when it gave one. */
function failureText(operation: Operation, error: unknown): string {
  const message = isTerminalError(error) ? error.message : '';
  if (operation === 'totals') return TERMINAL_MESSAGES.totalsFailed;
  if (operation === 'cashClose') {
    if (message.startsWith(TERMINAL_MESSAGES.cashCloseFailed)) return message;
    return cashCloseFailedMessage(isTerminalError(error) ? error.nativeCode : null);
  }
  return message.startsWith(loadKeysErrorMessage('')) ? message : loadKeysErrorMessage(message || 'unknown');
}
