import { type FormEvent, useState } from 'react';
import { CHECKOUT_FINAL_TEXTS } from '@/domain/checkoutMessages.ts';
import { validateEmail } from '@/domain/codes.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import type { DocumentName } from '@/domain/paymentTypeLabels.ts';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/TextField';
import styles from './PrintEmailDialog.module.css';

export interface PrintEmailDialogProps {
  open: boolean;
  /** The sale's document ("Enviar factura por email"); a boleta when omitted. */
  document?: DocumentName;
  /** The customer's email when the sale knows it. */
  initialEmail?: string | null;
  /** The email is being sent: Enviar spins. */
  sending?: boolean;
  /** The send failed ("Error enviando boleta por email", or the server's text). */
  error?: string | null;
  /** Called with a valid, trimmed email. */
  onSend: (email: string) => void;
  onClose: () => void;
}

/**
 * The bill by email (format email, spec 001 §7): one email field, checked on Enviar ("Email no
 * válido", spec 001 §5); Enter sends.
 */
export function PrintEmailDialog({
  open,
  document = 'boleta',
  initialEmail,
  sending = false,
  error = null,
  onSend,
  onClose,
}: PrintEmailDialogProps) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const formId = 'print-email-form';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = validateEmail(email);
    setInvalid(problem);
    if (!problem) onSend(email.trim());
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !sending) onClose();
      }}
      title={CHECKOUT_FINAL_TEXTS.emailTitle(document)}
      actions={
        <>
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            {ACTION_LABELS.cancel}
          </Button>
          <Button type="submit" form={formId} loading={sending} data-main-action>
            {CHECKOUT_FINAL_TEXTS.send}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={CHECKOUT_FINAL_TEXTS.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          error={invalid}
          onChange={(e) => {
            setEmail(e.target.value);
            if (invalid) setInvalid(null);
          }}
        />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
