import { type FormEvent, useState } from 'react';
import { authCodeError } from '@/domain/cardPayment.ts';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import styles from './AuthCodeForm.module.css';

export interface AuthCodeFormProps {
  /** Sends the code (already checked as non-empty). */
  onSubmit: (code: string) => void;
  onCancel: () => void;
  /** The code is being sent: the button spins. */
  pending?: boolean;
  /** The server's answer to the last code, e.g. "Debe ingresar un codigo". */
  error?: string | null;
}

/**
 * The authorization code of a card charged outside this screen (a Transbank POS, or a Redelcom
 * machine that did not open its payment app): "Debe ingresar un codigo" when empty (spec 001 §5).
 */
export function AuthCodeForm({ onSubmit, onCancel, pending = false, error = null }: AuthCodeFormProps) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = authCodeError(code);
    setInvalid(problem);
    if (problem === null) onSubmit(code.trim());
  };
  return (
    <form className={styles.root} onSubmit={submit} noValidate>
      <TextField
        label={CARD_STEP_MESSAGES.authCodeLabel}
        value={code}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        error={invalid ?? error}
        onChange={(event) => {
          setCode(event.target.value);
          setInvalid(null);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={pending} data-main-action>
          {CARD_STEP_MESSAGES.authCodeSend}
        </Button>
        <Button type="button" variant="secondary" disabled={pending} onClick={onCancel}>
          {ACTION_LABELS.cancel}
        </Button>
      </div>
    </form>
  );
}
