/**
 * /factura's RUT search (GET /api/billing/{rut}) failing three ways
 * (src/test/failures.ts): 500, no answer (the client's time limit) and 401, on the demo world.
 */
import { startDemoServer } from '@mocks/node.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/http.ts';
import { INVOICE_FORM_LABELS } from '@/domain/checkoutMessages.ts';
import { INVOICE_MESSAGES } from '@/domain/messages.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { logInDemoSeller } from '@/test/demoSession.ts';
import { SERVER_500_TEXT, threeFailures } from '@/test/failures.ts';
import { renderScreen } from '@/test/renderScreen.tsx';
import { InvoiceScreen, InvoiceSubmitButton } from './InvoiceScreen.tsx';

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => demo.reset());
afterAll(() => demo.close());
beforeEach(async () => {
  await logInDemoSeller();
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

const field = (label: string) => screen.getByLabelText(label);
const searchButton = () => screen.getByRole('button', { name: INVOICE_FORM_LABELS.searchRut });
const searches = () => demo.world.state.requestCounts.getBillingByRut ?? 0;

/** Comercial Andes SpA's RUT (a company the world knows), as the field writes it. */
const RUT = '76.543.210-3';
const ADDRESS = 'Av. Apoquindo 3000';

// Keys without a pause between them: the test types the RUT three times.
const user = userEvent.setup({ delay: null });

async function typeRut() {
  await user.clear(field('RUT'));
  await user.type(field('RUT'), RUT);
}

describe('/factura RUT search', () => {
  it('getBillingByRut 500 timeout 401: a failed RUT search says "Ocurrió un error. Por favor complete los datos" (never the server text); what was typed stays to complete by hand', async () => {
    const view = await renderScreen({ path: '/factura', screens: { '/factura': Factura } });
    await typeRut();
    await user.type(field(INVOICE_FORM_LABELS.address), ADDRESS);

    const failed = async () => {
      await waitFor(() => expect(searchButton()).not.toHaveAttribute('aria-busy'));
      expect(screen.getByText(INVOICE_MESSAGES.lookupFailed)).toBeInTheDocument();
      expect(screen.queryByText(SERVER_500_TEXT)).toBeNull();
      // The seller completes the company by hand: the form is there, empty where nothing came.
      expect(field(INVOICE_FORM_LABELS.company)).toHaveFocus();
      expect(field(INVOICE_FORM_LABELS.company)).toHaveValue('');
      expect(searchButton()).toBeEnabled();
    };

    await threeFailures({
      demo,
      view,
      op: 'getBillingByRut',
      act: async () => {
        const sent = searches();
        await user.click(searchButton());
        await waitFor(() => expect(searches()).toBeGreaterThan(sent));
      },
      on500: failed,
      onTimeout: failed,
      // The RUT typed again: the last failure's text goes (the next one is new).
      again: async () => {
        await typeRut();
        expect(screen.queryByText(INVOICE_MESSAGES.lookupFailed)).toBeNull();
      },
      kept: () => {
        // What was typed is the sale's draft (a reload or a new login shows it), not stored yet.
        expect(sale.get().invoiceDraft).toMatchObject({ rut: RUT, address: ADDRESS, company: '' });
        expect(sale.get().invoiceData).toBeNull();
        expect(sale.get().orderId).toBe(1);
        if (view.pathname() === '/factura') {
          expect(field('RUT')).toHaveValue(RUT);
          expect(field(INVOICE_FORM_LABELS.address)).toHaveValue(ADDRESS);
        }
        expect(view.pathname()).not.toBe('/pago-final');
      },
    });
  });
});
