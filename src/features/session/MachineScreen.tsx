import { useForm } from '@tanstack/react-form';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import * as v from 'valibot';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { sale } from '@/session/sale.ts';
import { saleResumePath } from '@/session/saleResume.ts';
import { MACHINE_NUMBER_MAX_DIGITS, session, setMachineNumber } from '@/session/session.ts';
import { firstError } from './formErrors.ts';
import styles from './session.module.css';

/** The specs show no content for /maquina (spec 000 §2): every text here is this project's. */
export const MACHINE_TEXTS = {
  title: 'Número de máquina',
  subtitle: 'Ingrese el número de la máquina en la que está vendiendo',
  label: 'Número de máquina',
  current: 'Máquina actual:',
  required: 'Ingrese el número de máquina',
  digitsOnly: 'El número de máquina debe tener solo dígitos',
  tooLong: `El número de máquina debe tener como máximo ${MACHINE_NUMBER_MAX_DIGITS} dígitos`,
  submit: ACTION_LABELS.continue,
  logout: 'Cerrar sesión',
} as const;

/**
 * Required, digits only, at most MACHINE_NUMBER_MAX_DIGITS (a string: machine numbers may have
 * leading zeros). It goes with every order, so nothing longer is ever stored.
 */
export const machineNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, MACHINE_TEXTS.required),
  v.regex(/^\d+$/, MACHINE_TEXTS.digitsOnly),
  v.maxLength(MACHINE_NUMBER_MAX_DIGITS, MACHINE_TEXTS.tooLong),
);

/**
 * /maquina: the machine number kept in the session, then /inicio, or the unfinished sale on its
 * screen (docs/DECISIONS.md "Sale": a start resumes it).
 */
export function MachineScreen() {
  const navigate = useNavigate();
  // The seller's own logout, then /login (src/app/router.tsx).
  const logout = useRouteContext({ from: '__root__', select: (c) => c.logout });
  const current = useSelector(session.store, (s) => s.machineNumber);
  const sellerName = useSelector(session.store, (s) => s.user?.name ?? '');

  const form = useForm({
    defaultValues: { machineNumber: current ?? '' },
    onSubmit: async ({ value }) => {
      if (!setMachineNumber(value.machineNumber)) return;
      await navigate({ to: saleResumePath(sale.get()) ?? '/inicio' });
    },
  });

  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <div className={styles.brand}>
          <h1 id="machine-title" className={styles.title}>
            {MACHINE_TEXTS.title}
          </h1>
          {sellerName && <p className={styles.subtitle}>{sellerName}</p>}
          <p className={styles.subtitle}>{MACHINE_TEXTS.subtitle}</p>
        </div>
        {current && (
          <p className={styles.current}>
            {MACHINE_TEXTS.current} <strong>{current}</strong>
          </p>
        )}
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="machineNumber" validators={{ onSubmit: machineNumberSchema }}>
            {(field) => (
              <TextField
                name={field.name}
                label={MACHINE_TEXTS.label}
                inputMode="numeric"
                autoComplete="off"
                numeric
                autoFocus
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
                error={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
          <div className={styles.actions}>
            <Button type="submit" size="lg" fullWidth data-main-action>
              {MACHINE_TEXTS.submit}
            </Button>
            <Button variant="ghost" fullWidth onClick={() => logout()}>
              {MACHINE_TEXTS.logout}
            </Button>
          </div>
        </form>
      </section>
    </main>
  );
}
