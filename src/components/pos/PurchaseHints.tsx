import styles from './PurchaseHints.module.css';

export interface PurchaseHintsProps {
  /**
   * What is still missing, in the spec's words: "Falta elegir tipo de documento",
   * "Falta elegir metodo de pago", "Falta ingresar un monto de {type}", "Faltan $1.000",
   * "Sobran $1.000".
   */
  hints: string[];
}

/** Inline hints above REALIZAR COMPRA; a polite live region, present even when empty. */
export function PurchaseHints({ hints }: PurchaseHintsProps) {
  return (
    <ul className={styles.root} aria-live="polite" aria-label="Pendientes de la compra">
      {hints.map((h) => (
        <li key={h} className={styles.hint}>
          <span className={styles.icon} aria-hidden="true">
            !
          </span>
          {h}
        </li>
      ))}
    </ul>
  );
}
