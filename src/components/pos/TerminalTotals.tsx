import type { TotalsRow } from '@/domain/smartPosTotals.ts';
import { SMARTPOS_OPTION_LABELS } from '@/domain/storeOpsMessages.ts';
import styles from './TerminalTotals.module.css';

export interface TerminalTotalsProps {
  /** The terminal's totals as label / value rows (domain `totalsRows`). */
  rows: readonly TotalsRow[];
  /** A message the terminal sent with them. */
  message?: string | null;
}

/** The SmartPOS totals ("Totales" on /opciones-smartpos): one line per figure, amounts aligned. */
export function TerminalTotals({ rows, message }: TerminalTotalsProps) {
  return (
    <section className={styles.root} aria-labelledby="terminal-totals">
      <h2 id="terminal-totals" className={styles.title}>
        {SMARTPOS_OPTION_LABELS.totalsTitle}
      </h2>
      {message && <p className={styles.text}>{message}</p>}
      {rows.length > 0 ? (
        <dl className={styles.list}>
          {rows.map((row) => (
            <div key={row.label} className={styles.row}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        !message && <p className={styles.text}>{SMARTPOS_OPTION_LABELS.totalsEmpty}</p>
      )}
    </section>
  );
}
