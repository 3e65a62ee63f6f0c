import { startDemoServer } from '@mocks/node.ts';
import { COMPANIES } from '@mocks/world/seed.ts';
import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { configureApi } from '@/api/http.ts';
import { INVOICE_FORM_LABELS } from '@/domain/checkoutMessages.ts';
import { validateInvoiceData } from '@/domain/codes.ts';
import {
  BILLING_FIELDS,
  type InvoiceData,
  type InvoiceField,
  invoiceDataToStore,
  invoiceProblem,
} from '@/domain/invoice.ts';
import { INVOICE_MESSAGES, RUT_MESSAGES } from '@/domain/messages.ts';
import { cleanRut, formatRut, formatRutTyping, isValidRut } from '@/domain/rut.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { initialSession, session } from '@/session/session.ts';
import { screenStillThere } from '@/test/failures.ts';
import { enterText, fieldInput, fuzz, fuzzUser, rutLike, typedValue } from '@/test/fuzz.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { InvoiceScreen, InvoiceSubmitButton } from './InvoiceScreen.tsx';

/**
 * Screen-level fuzzing of /factura: the RUT field with its search, and the six fields with
 * Continuar. For any text the screen stays; the RUT field shows what was typed (formatted, never
 * cut); a RUT that is not valid says "Debe ingresar un rut válido" and is not looked up; blank
 * fields say "Debe rellenar todos los campos"; valid data is stored cleaned and /pago-final opens.
 * What the seller typed in the other fields is never lost (and kept as the sale's draft).
 */

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
/** Every request's path as the server received it. */
const requests: string[] = [];
demo.server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname);
});
afterEach(() => {
  demo.reset();
  requests.length = 0;
});
afterAll(() => demo.close());

beforeEach(async () => {
  const answer = await login({ rut: '111111111', password: 'demo1234' });
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber: '7',
  }));
  sale.set(() => ({ ...initialSale(), buyType: 'socio', documentType: 'factura', orderId: 1 }));
});

function Factura() {
  return (
    <>
      <h1>{INVOICE_FORM_LABELS.title}</h1>
      <InvoiceScreen />
      <InvoiceSubmitButton />
    </>
  );
}

const open = () => renderScreen({ path: '/factura', screens: { '/factura': Factura } });

const LABELS: Record<InvoiceField, string> = {
  rut: 'RUT',
  company: INVOICE_FORM_LABELS.company,
  activity: INVOICE_FORM_LABELS.activity,
  city: INVOICE_FORM_LABELS.city,
  commune: INVOICE_FORM_LABELS.commune,
  address: INVOICE_FORM_LABELS.address,
};
const input = (field: InvoiceField) => screen.getByLabelText(LABELS[field]) as HTMLInputElement;
const searches = () => demo.world.state.requestCounts.getBillingByRut ?? 0;
const entry = fc.constantFrom<'auto' | 'paste'>('auto', 'paste');

/** What the RUT field shows after `text` was typed key by key (or pasted) into the empty field. */
function rutShown(text: string, mode: 'typed' | 'pasted'): string {
  const value = typedValue(text);
  if (mode === 'pasted') return formatRutTyping(value, '');
  let shown = '';
  for (const key of value) shown = formatRutTyping(shown + key, shown);
  return shown;
}

/** Whether `enterText` types `text` key by key (as it decides) or pastes it. */
function typedKeyByKey(text: string, mode: 'auto' | 'paste'): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
  if (mode === 'paste' || text.length > 40 || /[\u0000-\u001f\u007f]/.test(text)) return false;
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

/** The RUT's error line ('' when none). */
function rutMessage(): string {
  const line = document.getElementById(input('rut').getAttribute('aria-describedby') ?? '');
  return (line?.textContent ?? '').replace(/^⚠ /, '').trim();
}

/** The demo world's companies' RUTs, written in the ways a seller writes them. */
const companyRut = fc
  .tuple(fc.constantFrom(...COMPANIES.map((c) => cleanRut(c.rut))), fc.constantFrom('plain', 'dash', 'dots'))
  .map(([rut, style]) =>
    style === 'plain' ? rut : style === 'dash' ? `${rut.slice(0, -1)}-${rut.slice(-1)}` : formatRut(rut),
  );

/** A company field: anything, or what a seller would type. */
const companyText = fc.oneof(
  fieldInput,
  fc.constantFrom('Comercial Los Robles SpA', 'Santiago', ' Ñuñoa ', 'Av. Grecia 1200, depto 4'),
);

describe('/factura, fuzzed', () => {
  it('RUT + Buscar: an invalid RUT is refused and not looked up; a valid one is looked up cleaned; no field is lost', async () => {
    await open();
    const user = fuzzUser();
    // The seller filled the company fields first.
    const expected: Omit<InvoiceData, 'rut'> = {
      company: 'Mi Empresa',
      activity: 'Comercio',
      city: 'Santiago',
      commune: 'Providencia',
      address: 'Calle 1',
    };
    for (const field of BILLING_FIELDS) await user.type(input(field), expected[field]);
    const allowed = [RUT_MESSAGES.invoice, INVOICE_MESSAGES.rutNotFound, INVOICE_FORM_LABELS.found];
    const searched = new Set<string>();
    await fuzz(
      fc.tuple(fc.oneof(fieldInput, rutLike, companyRut), entry, fc.constantFrom('enter', 'button')),
      async ([text, mode, how]) => {
        const before = searches();
        const saleBefore = sale.get();
        await enterText(user, input('rut'), text, mode);
        const value = rutShown(text, typedKeyByKey(text, mode) ? 'typed' : 'pasted');
        // What was typed is shown, formatted, never cut.
        expect(input('rut')).toHaveValue(value);
        if (how === 'enter') await user.keyboard('{Enter}');
        else await user.click(screen.getByRole('button', { name: INVOICE_FORM_LABELS.searchRut }));
        if (!isValidRut(value)) {
          expect(rutMessage()).toBe(RUT_MESSAGES.invoice);
          expect(searches()).toBe(before);
        } else {
          const company = demo.world.state.companies.find((c) => cleanRut(c.rut) === cleanRut(value));
          if (company) {
            await waitFor(() => expect(rutMessage()).toBe(INVOICE_FORM_LABELS.found));
            for (const field of BILLING_FIELDS) expected[field] = company[field];
          } else {
            await waitFor(() => expect(rutMessage()).toBe(INVOICE_MESSAGES.rutNotFound));
          }
          // Asked once for the RUT cleaned (spec 001 §5), or answered from the screen's cache.
          const rut = cleanRut(value);
          if (searches() === before) expect(searched).toContain(rut);
          else {
            expect(searches()).toBe(before + 1);
            expect(requests.at(-1)).toBe(`/api/billing/${rut}`);
          }
          searched.add(rut);
        }
        screenStillThere();
        expect(allowed).toContain(rutMessage());
        expect(screen.queryByRole('alert')).toBeNull();
        // The other fields: as typed, or as the company's data filled them.
        for (const field of BILLING_FIELDS) expect(input(field)).toHaveValue(expected[field]);
        expect(input('rut')).toHaveValue(value);
        // The draft is what the screen shows; the rest of the sale is as it was.
        expect(sale.get()).toEqual({ ...saleBefore, invoiceDraft: { rut: value, ...expected } });
      },
      {
        examples: [
          [['76.543.210-4', 'auto', 'button']],
          [['765432103', 'auto', 'enter']],
          [['15.555.555-6', 'paste', 'enter']],
        ],
      },
    );
  }, 60_000);

  it("Continuar: blank fields or an invalid RUT keep the seller on /factura with the spec's message; valid data is stored cleaned", async () => {
    const view = await open();
    const user = fuzzUser();
    const fields = fc.record({
      rut: fc.oneof(rutLike, companyRut, fieldInput),
      company: companyText,
      activity: companyText,
      city: companyText,
      commune: companyText,
      address: companyText,
    });
    await fuzz(
      fc.tuple(fields, entry, fc.constantFrom<InvoiceField | 'button'>('button', 'company', 'address')),
      async ([texts, mode, how]) => {
        if (view.pathname() !== '/factura') await view.router.navigate({ to: '/factura' });
        await screen.findByRole('form', { name: INVOICE_FORM_LABELS.title });
        const stored = sale.get().invoiceData;
        const values = { ...texts };
        for (const field of ['rut', ...BILLING_FIELDS] as const) {
          await enterText(user, input(field), texts[field], mode);
          values[field] = input(field).value;
        }
        // Company fields keep what was typed; the RUT is shown formatted.
        for (const field of BILLING_FIELDS) expect(values[field]).toBe(typedValue(texts[field]));
        if (how === 'button') await user.click(screen.getByRole('button', { name: 'Continuar' }));
        else {
          input(how).focus();
          await user.keyboard('{Enter}');
        }
        const problem = invoiceProblem(values);
        // The app's form and the domain's validator agree on the one message.
        expect(problem?.message ?? null).toBe(validateInvoiceData(values));
        if (problem) {
          screenStillThere();
          expect(view.pathname()).toBe('/factura');
          if (problem.message === INVOICE_MESSAGES.allFieldsRequired) {
            expect(await screen.findByRole('alert')).toHaveTextContent(problem.message);
            for (const field of problem.fields) expect(input(field)).toHaveAttribute('aria-invalid', 'true');
            expect(input(problem.fields[0]!)).toHaveFocus();
          } else {
            // The form's validation settles after the tap: its message is waited for, as the alert is.
            await waitFor(() => expect(rutMessage()).toBe(RUT_MESSAGES.invoice));
            expect(screen.queryByRole('alert')).toBeNull();
          }
          // Nothing stored, nothing typed lost.
          expect(sale.get().invoiceData).toEqual(stored);
          for (const field of ['rut', ...BILLING_FIELDS] as const)
            expect(input(field)).toHaveValue(values[field]);
          expect(sale.get().invoiceDraft).toEqual(values);
        } else {
          await waitFor(() => expect(view.pathname()).toBe('/pago-final'));
          const saved = sale.get().invoiceData!;
          expect(saved).toEqual(invoiceDataToStore(values));
          // Stored as the spec says: the RUT cleaned (a valid one), every text trimmed and filled.
          expect(isValidRut(saved.rut)).toBe(true);
          expect(saved.rut).toMatch(/^\d+[\dK]$/);
          for (const field of BILLING_FIELDS) {
            expect(saved[field]).toBe(values[field].trim());
            expect(saved[field]).not.toBe('');
          }
          expect(sale.get().invoiceDraft).toBeNull();
        }
      },
      {
        examples: [
          [
            [
              { rut: '', company: 'A', activity: 'B', city: 'C', commune: 'D', address: 'E' },
              'auto',
              'button',
            ],
          ],
          [
            [
              { rut: '76.543.210-4', company: 'A', activity: 'B', city: 'C', commune: 'D', address: 'E' },
              'auto',
              'address',
            ],
          ],
          [
            [
              { rut: '76543210-3', company: ' A ', activity: 'B', city: 'C', commune: 'D', address: 'E' },
              'paste',
              'company',
            ],
          ],
        ],
      },
    );
  }, 90_000);
});
