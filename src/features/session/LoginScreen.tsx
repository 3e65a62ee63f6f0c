import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { errorText } from '@/api/errors.ts';
import type { LoginRequest } from '@/api/generated/model/index.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { RutInput } from '@/components/pos/RutInput.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { type LoginMachine, loginRestriction } from '@/domain/loginRestrictions.ts';
import { LOGIN_MESSAGES } from '@/domain/messages.ts';
import { cleanRut, isValidRut, RUT_MESSAGES } from '@/domain/rut.ts';
import { claimKeptSale } from '@/session/reset.ts';
import { session, signIn } from '@/session/session.ts';
import { useTerminal } from '@/terminal/react.tsx';
import type { MachineKind } from '@/terminal/types.ts';
import styles from './session.module.css';
import { APP_VERSION } from './version.ts';

/** Texts of this screen that the specs do not give (chosen by this project). */
export const LOGIN_TEXTS = {
  title: 'Iniciar sesión',
  subtitle: 'Ingrese con su RUT y contraseña',
  password: 'Contraseña',
  passwordRequired: 'Ingrese su contraseña',
  submit: 'Ingresar',
  version: (version: string) => `Versión ${version}`,
  /** The session ended by itself (a 401, an expired token): the specs give no text. */
  sessionExpired: 'Su sesión expiró. Ingrese nuevamente para continuar.',
} as const;

const rutSchema = v.pipe(v.string(), v.check(isValidRut, RUT_MESSAGES.login));
const passwordSchema = v.pipe(v.string(), v.minLength(1, LOGIN_TEXTS.passwordRequired));

/** The first message of a field's schema, or null when the value passes. */
function issue(schema: v.GenericSchema<string>, value: string): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/**
 * The login call with the zod schema of its answer: downloaded when the seller starts typing
 * (and awaited by the first submit), not with the first screen (README "Bundle").
 */
const loadLoginCall = () =>
  import('@/api/generated/endpoints/session/session.ts').then((module) => module.login);

export function loginMachine(kind: MachineKind): LoginMachine {
  if (kind === 'smartPos' || kind === 'mercadoPago') return kind;
  return 'other';
}

/**
 * /login (spec 000 §2, §5, §8; spec 001 §5 "Login restrictions"): RUT and password, Enter
 * submits; after the server accepts the credentials the store must be enabled for this
 * machine, then /inicio (terminal app) or /maquina. After a session that expired by itself it
 * says so; the same seller then returns to the screen they were on with the sale kept, a
 * different seller starts with a clean sale.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const terminal = useTerminal();
  const login = useMutation({
    mutationKey: ['login'],
    mutationFn: async ({ data }: { data: LoginRequest }) => (await loadLoginCall())(data),
  });
  const { reset: resetLogin } = login;
  // The server's refusal comes from the mutation; a store that may not log in here (a rule of
  // the answer, spec 001 §5) is this screen's own message.
  const [blocked, setBlocked] = useState<string | null>(null);
  const failure = blocked ?? (login.isError ? errorText(login.error, LOGIN_MESSAGES.genericFailure) : null);
  const clearFailure = () => {
    setBlocked(null);
    resetLogin();
  };
  const expired = useSelector(session.store, (s) => s.expired);
  const rutRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // A refused or failed login hands the focus back to the password: the seller retypes it or
  // presses Enter to try again. The fields are disabled while the request is out, so without
  // this the focus would depend on how fast the answer came (docs/DECISIONS.md "Session and login").
  useEffect(() => {
    if (failure) passwordRef.current?.focus();
  }, [failure]);

  // One login request at a time: Enter and a tap on Ingresar together send one.
  const submitLogin = useSingleFlight(async (value: { rut: string; password: string }) => {
    setBlocked(null);
    let answer: Awaited<ReturnType<typeof login.mutateAsync>>;
    try {
      answer = await login.mutateAsync({ data: { rut: cleanRut(value.rut), password: value.password } });
    } catch {
      return; // login.error: the message under the form.
    }
    const { user, accessToken } = answer.data;
    const restriction = loginRestriction(loginMachine(terminal.kind), user.Store);
    if (restriction) {
      setBlocked(restriction);
      return;
    }
    signIn(user, accessToken);
    const resume = claimKeptSale(user.id);
    if (resume) await navigate({ href: resume, replace: true });
    else await navigate({ to: terminal.isTerminalApp ? '/inicio' : '/maquina', replace: true });
  });

  // A plain controlled form, not TanStack Form: this is the first screen, and its two fields do
  // not pay for the library (docs/DECISIONS.md). Same rules: validated on submit, a field's
  // error goes when it changes, the first invalid field gets the focus.
  const [values, setValues] = useState({ rut: '', password: '' });
  const [errors, setErrors] = useState<{ rut: string | null; password: string | null }>({
    rut: null,
    password: null,
  });
  const [isSubmitting, setSubmitting] = useState(false);
  const change = (name: 'rut' | 'password', value: string) => {
    void loadLoginCall();
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => (prev[name] === null ? prev : { ...prev, [name]: null }));
    clearFailure();
  };

  const submit = () => {
    const rutError = issue(rutSchema, values.rut);
    const passwordError = issue(passwordSchema, values.password);
    setErrors({ rut: rutError, password: passwordError });
    if (rutError) return rutRef.current?.focus();
    if (passwordError) return passwordRef.current?.focus();
    setSubmitting(true);
    void submitLogin.run(values).finally(() => setSubmitting(false));
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            POS
          </span>
          <h1 id="login-title" className={styles.title}>
            {LOGIN_TEXTS.title}
          </h1>
          <p className={styles.subtitle}>{LOGIN_TEXTS.subtitle}</p>
        </div>
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <RutInput
            ref={rutRef}
            name="rut"
            value={values.rut}
            onChange={(formatted) => change('rut', formatted)}
            onEnter={() => {
              // Enter submits; with the password still empty it first moves there.
              if (values.password === '') passwordRef.current?.focus();
              else submit();
            }}
            error={errors.rut}
            autoFocus
            disabled={login.isPending}
          />
          <TextField
            ref={passwordRef}
            name="password"
            type="password"
            label={LOGIN_TEXTS.password}
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => change('password', e.target.value)}
            error={errors.password}
            disabled={login.isPending}
          />
          {expired && !failure && (
            <p role="status" className={styles.noticeBox}>
              {LOGIN_TEXTS.sessionExpired}
            </p>
          )}
          <div className={styles.alert}>
            {failure && (
              <p role="alert" className={styles.alertBox}>
                {failure}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" fullWidth loading={isSubmitting} data-main-action>
            {LOGIN_TEXTS.submit}
          </Button>
        </form>
      </section>
      <p className={styles.version}>{LOGIN_TEXTS.version(APP_VERSION)}</p>
    </main>
  );
}
