import styles from './ActionNote.module.css';
import { cx } from './cx';

export interface ActionNoteProps {
  /** The answer to the action: the refusal's text, or "Sin conexión: no se envió". */
  message: string;
  /**
   * The call was not sent (the machine is offline): a calm status, not an alarm; the screen drops
   * it when the network is back. Otherwise a refusal or failure, read out at once (role=alert).
   */
  offline?: boolean;
  className?: string;
}

/**
 * What an action answered, shown beside its button (its mark is drawn by the style sheet, so the
 * element's text is the message alone) (not a toast at the top, which hides after
 * 2.5 s far from the tap): it stays until the next action, or until it clears (a call not sent,
 * when the network is back).
 */
export function ActionNote({ message, offline = false, className }: ActionNoteProps) {
  return (
    <p
      className={cx(styles.root, offline ? styles.offline : styles.refused, className)}
      role={offline ? 'status' : 'alert'}
    >
      {message}
    </p>
  );
}
