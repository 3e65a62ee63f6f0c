/**
 * Fuzzing /ingreso's customer RUT on the demo world, in a member and a non-member sale: for any
 * typed text the screen stays; a bad RUT does nothing by itself and gets "Rut inválido" on
 * Continuar or Enter (under the field for members, as a toast otherwise) with no lookup; a good
 * one is looked up by itself, once, and gets the popup the world's customer calls for (with the
 * focus on the popup, so an Enter out of habit accepts no one), or "Cliente no es socio"; the
 * sale and what was typed are kept.
 */
import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { customerPopupText } from '@/components/pos/CustomerPopup.tsx';
import { classifyEntry } from '@/domain/entry.ts';
import { ENTRY_MESSAGES } from '@/domain/messages.ts';
import { cleanRut, formatRut, isValidRut, RUT_MESSAGES } from '@/domain/rut.ts';
import { initialSale, type SaleState, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { enterText, fieldInput, fuzz, fuzzUser, rutFieldKeeps, rutLike, shownMessages } from '@/test/fuzz.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { ENTRY_TEXTS, EntryScreen } from './EntryScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());

beforeEach(async () => {
  await logInDemoSeller();
});

/** Every text /ingreso may show for its field (spec 000 §5 Entry, §8). */
const ENTRY_SET: string[] = [RUT_MESSAGES.entry, ENTRY_MESSAGES.notMember];

const lookups = () => demo.world.state.requestCounts.getCustomerByRut ?? 0;
/** The RUTs looked up (as sent, cleaned), in order. */
const looked: string[] = [];
demo.server.events.on('request:start', ({ request }) => {
  const rut = /\/api\/customer-by-rut\/([^/?]+)/.exec(new URL(request.url).pathname)?.[1];
  if (rut !== undefined) looked.push(decodeURIComponent(rut));
});
const lookupsOf = (rut: string) => looked.filter((r) => r === rut).length;
const creations = () => demo.world.state.requestCounts.createCustomer ?? 0;

/** The demo customers' RUTs in many writings, valid RUTs of no one, and any text. */
const entryRut = fc.oneof(
  fieldInput,
  rutLike,
  fc.constantFrom(
    DEMO.member.rut,
    '123456785',
    DEMO.nonMember.rut,
    '9876543-3',
    DEMO.wholesale.rut,
    DEMO.unknownRut,
    '12.345.678-K',
  ),
);

type View = Awaited<ReturnType<typeof renderScreen>>;

/** The toast on screen (the element: a new toast is a new element). */
const currentToast = () => document.querySelector('[data-tone]');

async function openEntry(buyType: 'socio' | 'no-socio') {
  sale.set(() => ({ ...initialSale(), buyType }));
  const view = await renderScreen({ path: '/ingreso', screens: { '/ingreso': EntryScreen } });
  screen.getByRole('heading', { level: 1, name: ENTRY_TEXTS.title });
  return view;
}

/**
 * One run: the RUT typed; a complete one is looked up by itself (at once, or after the pause of
 * a shorter RUT), then `viaEnter` is the Enter of a seller used to sending it, which the popup
 * ignores; any other text is sent by Enter or Continuar (`viaEnter`). Then the popup's
 * Cancelar, or its Aceptar when `accept` (after which the screen is opened again for the next
 * run).
 */
async function entryRun(
  view: View,
  buyType: 'socio' | 'no-socio',
  text: string,
  viaEnter: boolean,
  accept: boolean,
) {
  const user = fuzzUser();
  if (view.pathname() !== '/ingreso') {
    sale.set(() => ({ ...initialSale(), buyType }));
    await view.router.navigate({ to: '/ingreso' });
    await screen.findByRole('heading', { level: 1, name: ENTRY_TEXTS.title });
  }
  const field = screen.getByLabelText(ENTRY_TEXTS.label) as HTMLInputElement;
  const before: SaleState = structuredClone(sale.get());
  const created = creations();
  const toastBefore = currentToast();
  looked.length = 0;
  await enterText(user, field, text);
  const shown = field.value;
  expect(rutFieldKeeps(text, shown), `RUT field shows ${JSON.stringify(shown)}`).toBe(true);

  const memberSale = buyType === 'socio';
  let refusal: string | null = null;
  let asked = lookups();
  if (!isValidRut(shown)) {
    // Nothing by itself (a lookup of a valid start of the text, if any, has ended and shows
    // nothing): Continuar or Enter says why, with no lookup.
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    asked = lookups();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    if (viaEnter) await user.keyboard('{Enter}');
    else await user.click(screen.getByRole('button', { name: ENTRY_TEXTS.submit }));
    refusal = RUT_MESSAGES.entry;
  } else {
    await waitFor(() => expect(lookupsOf(cleanRut(shown))).toBe(1));
    const customer = demo.world.state.customers.find((c) => cleanRut(c.rut) === cleanRut(shown));
    const outcome = classifyEntry(
      memberSale,
      customer ? { found: true, subscription: Boolean(customer.subscription) } : { found: false },
    );
    if (outcome.kind === 'refused') refusal = outcome.message;
    else {
      const dialog = await screen.findByRole('dialog');
      const rut = formatRut(cleanRut(shown));
      expect(dialog).toHaveTextContent(
        customerPopupText(outcome.kind, rut, customer?.name ?? undefined).message,
      );
      // Opened by itself: the focus on the popup, not on Aceptar; an Enter accepts no one.
      await waitFor(() => expect(dialog).toHaveFocus());
      if (viaEnter) await user.keyboard('{Enter}');
      expect(screen.getByRole('dialog')).toBe(dialog);
      expect(sale.get()).toEqual(before);
      expect(lookupsOf(cleanRut(shown))).toBe(1);
      if (accept) {
        await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
        const asMember = outcome.kind === 'member';
        await waitFor(() => expect(view.pathname()).toBe(asMember ? '/perfil' : '/compra'));
        expect(sale.get()).toMatchObject({
          ...before,
          buyType: asMember ? 'socio' : 'no-socio',
          customer: { rut: expect.stringMatching(/-/) },
        });
        expect(cleanRut(sale.get().customer?.rut ?? '')).toBe(cleanRut(shown));
        expect(creations()).toBe(created + (outcome.kind === 'newCustomer' ? 1 : 0));
        return;
      }
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  }

  if (refusal !== null) {
    if (memberSale) {
      // Under the field, and the only message.
      await waitFor(() => expect(shownMessages()).toEqual([refusal]));
      expect(field).toHaveAttribute('aria-invalid', 'true');
    } else {
      // A toast (a new one, even when the last run's toast is still up), no error line.
      await waitFor(() => {
        const toast = currentToast();
        expect(toast).not.toBe(toastBefore);
        expect(toast).toHaveTextContent(refusal);
      });
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    expect(field).toHaveFocus();
  }
  if (refusal === RUT_MESSAGES.entry) expect(lookups()).toBe(asked);
  for (const message of shownMessages()) expect(ENTRY_SET).toContain(message);
  screen.getByRole('heading', { level: 1, name: ENTRY_TEXTS.title });
  // Nothing lost: no customer created, the sale as it was, the field as typed.
  expect(creations()).toBe(created);
  expect(sale.get()).toEqual(before);
  expect(field).toHaveValue(shown);
  expect(view.pathname()).toBe('/ingreso');
}

const run = fc.tuple(entryRut, fc.boolean(), fc.boolean());

describe('/ingreso, fuzzed', () => {
  it('member sale: "Rut inválido" or "Cliente no es socio" under the field, or the member popup', async () => {
    const view = await openEntry('socio');
    await fuzz(
      run,
      async ([text, viaEnter, accept]) => {
        await entryRun(view, 'socio', text, viaEnter, accept);
      },
      {
        examples: [
          [[DEMO.member.rut, true, false]],
          [['123456785', false, true]],
          [[DEMO.nonMember.rut, true, false]],
          [[DEMO.unknownRut, true, false]],
          [['12.345.678-9', true, false]],
        ],
      },
    );
  }, 60_000);

  it('non-member sale: "Rut inválido" as a toast, or the popup for a member, a non-member or a new RUT', async () => {
    const view = await openEntry('no-socio');
    await fuzz(
      run,
      async ([text, viaEnter, accept]) => {
        await entryRun(view, 'no-socio', text, viaEnter, accept);
      },
      {
        examples: [
          [[DEMO.nonMember.rut, true, false]],
          [[DEMO.unknownRut, false, true]],
          [[DEMO.member.rut, true, false]],
          [['98765432', true, false]],
        ],
      },
    );
  }, 60_000);
});
