/**
 * Fuzzing /login (RUT, password) and /maquina (machine number) on the demo world: for any typed
 * text the screen stays, shows the spec's message for a bad value or takes a good one, and loses
 * nothing (what was typed, the other field, the session).
 */
import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { loginRestriction } from '@/domain/loginRestrictions.ts';
import { LOGIN_MESSAGES } from '@/domain/messages.ts';
import { cleanRut, isValidRut, RUT_MESSAGES } from '@/domain/rut.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, isValidMachineNumber, session } from '@/session/session.ts';
import {
  digitsLike,
  enterText,
  fieldInput,
  fuzz,
  fuzzUser,
  rutFieldKeeps,
  rutLike,
  shownMessages,
  typedValue,
} from '@/test/fuzz.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { LOGIN_TEXTS, LoginScreen } from './LoginScreen.tsx';
import { MACHINE_TEXTS, MachineScreen } from './MachineScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
beforeAll(async () => {
  // The screen downloads the login call when the seller starts typing: warm it once.
  await import('@/api/generated/endpoints/session/session.ts');
});
beforeEach(() => {
  session.reset();
  sale.set(() => initialSale());
  configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
});
afterEach(() => demo.reset());
afterAll(() => demo.close());

/** Every text /login may show after a submit (spec 000 §5, §8; spec 001 §5; the screen's own). */
const LOGIN_SET: string[] = [
  RUT_MESSAGES.login,
  LOGIN_TEXTS.passwordRequired,
  'RUT o contraseña incorrectos', // the demo server's refusal (mocks/api/session.ts)
  ...Object.values(LOGIN_MESSAGES),
];

const logins = () => demo.world.state.requestCounts.login ?? 0;
const title = () => screen.getByRole('heading', { level: 1, name: LOGIN_TEXTS.title });

/** What the demo world answers a well-formed RUT with this password: null = signed in. */
function expectedRefusal(rut: string, password: string): string | null {
  const seller = demo.world.state.sellers.find((s) => s.rut === cleanRut(rut));
  if (!seller || seller.password !== password) return 'RUT o contraseña incorrectos';
  const store = demo.world.state.stores.find((s) => s.id === seller.store_id);
  return store ? loginRestriction('other', store as never) : null;
}

type View = Awaited<ReturnType<typeof renderScreen>>;

/** Back on /login with no seller, as before the run (after a run that signed in). */
async function backToLogin(view: View) {
  session.reset();
  await view.router.navigate({ to: '/login' });
  await screen.findByRole('heading', { level: 1, name: LOGIN_TEXTS.title });
}

/**
 * Types `rut` and `password` and submits with Enter in `submitFrom`; checks the outcome against
 * the domain's RUT rule and the demo world's sellers.
 */
async function loginRun(view: View, rut: string, password: string, submitFrom: 'rut' | 'password') {
  const user = fuzzUser();
  if (view.pathname() !== '/login') await backToLogin(view);
  const rutField = screen.getByLabelText('RUT') as HTMLInputElement;
  const passwordField = screen.getByLabelText(LOGIN_TEXTS.password) as HTMLInputElement;
  await enterText(user, passwordField, password);
  await enterText(user, rutField, rut);
  const shownRut = rutField.value;
  const typedPassword = typedValue(password);
  // Nothing typed is lost: the RUT field only formats, the password is as typed.
  expect(rutFieldKeeps(rut, shownRut), `RUT field shows ${JSON.stringify(shownRut)}`).toBe(true);
  expect(passwordField).toHaveValue(typedPassword);

  const before = logins();
  await user.click(submitFrom === 'rut' ? rutField : passwordField);
  await user.keyboard('{Enter}');

  const rutOk = isValidRut(shownRut);
  if (submitFrom === 'rut' && typedPassword === '') {
    // Enter in the RUT with the password still empty moves there (LoginScreen), no message yet.
    expect(passwordField).toHaveFocus();
    await user.keyboard('{Enter}');
  }
  if (!rutOk || typedPassword === '') {
    await waitFor(() =>
      expect(shownMessages().sort()).toEqual(
        [
          ...(rutOk ? [] : [RUT_MESSAGES.login]),
          ...(typedPassword ? [] : [LOGIN_TEXTS.passwordRequired]),
        ].sort(),
      ),
    );
    expect(logins()).toBe(before);
    expect(rutOk ? passwordField : rutField).toHaveFocus();
  } else {
    await waitFor(() => expect(logins()).toBe(before + 1));
    const refusal = expectedRefusal(shownRut, typedPassword);
    if (refusal === null) {
      await waitFor(() => expect(view.pathname()).toBe('/maquina'));
      expect(session.get().user?.rut.replace('-', '')).toBe(cleanRut(shownRut));
      return;
    }
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
  }
  title();
  for (const message of shownMessages()) expect(LOGIN_SET).toContain(message);
  expect(session.get().user).toBeNull();
  // Both fields keep what the seller typed.
  expect(rutField).toHaveValue(shownRut);
  expect(passwordField).toHaveValue(typedPassword);
}

/** The demo sellers' RUTs written in many ways (valid and not), plus any text. */
const loginRut = fc.oneof(
  fieldInput,
  rutLike,
  fc.constantFrom(DEMO.seller.rut, '111111111', '11111111-1', '22.222.222-2', '11.111.111-2'),
);

describe('/login, fuzzed', () => {
  it('the RUT: "El RUT ingresado no es válido" and no call for a bad one, the login for a good one', async () => {
    const view = await renderScreen({ path: '/login', screens: { '/login': LoginScreen } });
    await fuzz(
      fc.tuple(loginRut, fc.boolean()),
      async ([rut, fromRut]) => {
        await loginRun(view, rut, DEMO.seller.password, fromRut ? 'rut' : 'password');
      },
      {
        // Each outcome at least once: signed in, refused by the server, refused by the store, bad RUT.
        examples: [
          [['111111111', true]],
          [['12.345.678-5', false]],
          [['22.222.222-2', true]],
          [['11.111.111-2', true]],
        ],
      },
    );
  }, 60_000);

  it('the password: "Ingrese su contraseña" when empty, otherwise sent as typed', async () => {
    const view = await renderScreen({ path: '/login', screens: { '/login': LoginScreen } });
    const password = fc.oneof(fieldInput, fc.constant(''), fc.constant(DEMO.seller.password));
    await fuzz(
      fc.tuple(password, fc.constantFrom(DEMO.seller.rut, '12.345.678-5')),
      async ([text, rut]) => {
        await loginRun(view, rut, text, 'password');
      },
      {
        examples: [
          [[DEMO.seller.password, DEMO.seller.rut]],
          [['', DEMO.seller.rut]],
          [[' ', '12.345.678-5']],
        ],
      },
    );
  }, 60_000);
});

/** Every text /maquina may show for its field (the screen's own: the specs show none). */
const MACHINE_SET: string[] = [MACHINE_TEXTS.required, MACHINE_TEXTS.digitsOnly, MACHINE_TEXTS.tooLong];

/** The first rule the machine number breaks (machineNumberSchema's order), or null. */
function machineRefusal(text: string): string | null {
  const value = text.trim();
  if (value === '') return MACHINE_TEXTS.required;
  if (!/^\d+$/.test(value)) return MACHINE_TEXTS.digitsOnly;
  if (!isValidMachineNumber(value)) return MACHINE_TEXTS.tooLong;
  return null;
}

describe('/maquina, fuzzed', () => {
  beforeEach(() => {
    session.set(() => ({
      ...initialSession(),
      user: { id: 1, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: { id: 1 } },
      accessToken: 'token',
      machineNumber: '3',
    }));
  });

  it("the machine number: the screen's message for a bad one, kept trimmed for a good one", async () => {
    const view = await renderScreen({ path: '/maquina', screens: { '/maquina': MachineScreen } });
    const text = fc.oneof(fieldInput, digitsLike, fc.constantFrom('12345678901', ' 42 ', '0000000000'));
    await fuzz(
      fc.tuple(text, fc.boolean()),
      async ([typed, withEnter]) => {
        const user = fuzzUser();
        if (view.pathname() !== '/maquina') {
          await view.router.navigate({ to: '/maquina' });
          await screen.findByRole('heading', { level: 1, name: MACHINE_TEXTS.title });
        }
        const kept = session.get().machineNumber;
        const field = screen.getByRole('textbox', { name: MACHINE_TEXTS.label }) as HTMLInputElement;
        await enterText(user, field, typed);
        const shown = field.value;
        expect(shown).toBe(typedValue(typed));
        if (withEnter) await user.keyboard('{Enter}');
        else await user.click(screen.getByRole('button', { name: MACHINE_TEXTS.submit }));

        const refusal = machineRefusal(shown);
        if (refusal === null) {
          await waitFor(() => expect(view.pathname()).toBe('/inicio'));
          expect(session.get().machineNumber).toBe(shown.trim());
          return;
        }
        await waitFor(() => expect(shownMessages()).toEqual([refusal]));
        screen.getByRole('heading', { level: 1, name: MACHINE_TEXTS.title });
        for (const message of shownMessages()) expect(MACHINE_SET).toContain(message);
        // The number kept before stays, and the field keeps what was typed.
        expect(session.get().machineNumber).toBe(kept);
        expect(field).toHaveValue(shown);
        expect(view.pathname()).toBe('/maquina');
      },
      {
        examples: [
          [['', true]],
          [['007', true]],
          [['12a', false]],
          [['9'.repeat(300), false]],
          [[' 42 ', false]],
        ],
      },
    );
  }, 60_000);
});
