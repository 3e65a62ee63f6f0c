import { useForm, useSelector } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { isNotFound } from '@/api/errors.ts';
import { askNow, queries } from '@/api/queries.ts';
import { InvoiceForm } from '@/components/pos/InvoiceForm.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { INVOICE_FORM_LABELS } from '@/domain/checkoutMessages.ts';
import {
  BILLING_FIELDS,
  emptyInvoiceData,
  fillFromBilling,
  type InvoiceData,
  type InvoiceField,
  invoiceDataToShow,
  invoiceDataToStore,
  invoiceProblem,
} from '@/domain/invoice.ts';
import { ACTION_LABELS, INVOICE_MESSAGES, RUT_MESSAGES } from '@/domain/messages.ts';
import { cleanRut, isValidRut } from '@/domain/rut.ts';
import { sale } from '@/session/sale.ts';
import { clearDraft, draftFor, saveDraft } from './invoiceDraft.ts';
import { invoiceFormSchema } from './invoiceSchema.ts';

/** The form's id: Continuar sits in the screen's action bar (the route's layout) and points here. */
export const INVOICE_FORM_ID = 'invoice-form';
const SUBMIT_ID = `${INVOICE_FORM_ID}-submit`;

/** Continuar, for the action bar: always visible on the terminal, submits the invoice form. */
export function InvoiceSubmitButton() {
  return (
    <Button id={SUBMIT_ID} type="submit" form={INVOICE_FORM_ID} size="lg" fullWidth data-main-action>
      {ACTION_LABELS.continue}
    </Button>
  );
}

type RutNote = { kind: 'error' | 'hint'; text: string };

/** What the form opens with: this sale's draft, else the data already stored in the sale, else empty. */
function initialValues(): InvoiceData {
  const { saleId, invoiceData } = sale.get();
  return draftFor(saleId) ?? (invoiceData ? invoiceDataToShow(invoiceData) : emptyInvoiceData());
}

/**
 * /factura (spec 001 §2, §5, §7): the invoice data of the sale. The RUT search
 * (GET /api/billing/{rut}) fills the five company fields; Continuar checks every field and the
 * RUT, stores the data in the sale (RUT cleaned) and opens /pago-final. What is typed is kept
 * as a draft of this sale, so a reload shows it again.
 */
export function InvoiceScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saleId] = useState(() => sale.get().saleId);
  const inputs = useRef<Partial<Record<InvoiceField, HTMLInputElement | null>>>({});
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [problem, setProblem] = useState<ReturnType<typeof invoiceProblem>>(null);
  const [rutNote, setRutNote] = useState<RutNote | null>(null);

  const focus = (field: InvoiceField) => inputs.current[field]?.focus();

  const form = useForm({
    defaultValues: initialValues(),
    // The schema gates Continuar as a form-level error only: TanStack Form keeps a field's error
    // from a form validator until that field's own validator runs again, and these fields have
    // none (the form is presentational), so errors by field would outlive their fix.
    validators: {
      onSubmit: ({ value }) => {
        const result = v.safeParse(invoiceFormSchema, value);
        return result.success ? undefined : result.issues[0].message;
      },
    },
    onSubmit: async ({ value }) => {
      sale.set((prev) => ({ ...prev, invoiceData: invoiceDataToStore(value) }));
      sale.flush();
      clearDraft();
      await navigate({ to: '/pago-final' });
    },
    onSubmitInvalid: ({ value }) => {
      const found = invoiceProblem(value);
      setProblem(found);
      if (found?.fields[0]) focus(found.fields[0]);
    },
  });
  const values = useSelector(form.store, (s) => s.values);

  /** After any change: keep the draft, and let a shown problem follow what is fixed. */
  const changed = () => {
    const next = form.state.values;
    saveDraft(saleId, next);
    setProblem((shown) => (shown ? invoiceProblem(next) : null));
  };

  const onChange = (field: InvoiceField, value: string) => {
    form.setFieldValue(field, value);
    if (field === 'rut') setRutNote(null);
    changed();
  };

  // One search at a time (Buscar and Enter together, or a scanner's Enter): the button spins.
  // The guard is a ref, set synchronously, as `useSingleFlight` does; that hook is not imported
  // here because the bundler then splits React Query's useMutation (which every other importer
  // of it shares) into a chunk of its own, one more file on the first screen (README "Bundle").
  const searching = useRef(false);
  const [searchPending, setSearchPending] = useState(false);
  const runSearch = async () => {
    if (searching.current) return;
    searching.current = true;
    setSearchPending(true);
    try {
      await searchRut();
    } finally {
      searching.current = false;
      if (mounted.current) setSearchPending(false);
    }
  };
  const searchRut = async () => {
    const typed = form.state.values.rut;
    if (!isValidRut(typed)) {
      setRutNote({ kind: 'error', text: RUT_MESSAGES.invoice });
      focus('rut');
      return;
    }
    setRutNote(null);
    try {
      const answer = await queryClient.fetchQuery(askNow(queries.billingByRut(cleanRut(typed))));
      // The seller changed the RUT (or left) while it answered: that answer is not this RUT's.
      if (!mounted.current || cleanRut(form.state.values.rut) !== cleanRut(typed)) return;
      const filled = fillFromBilling(form.state.values, answer.data.billing);
      for (const field of BILLING_FIELDS) form.setFieldValue(field, filled[field]);
      changed();
      setRutNote({ kind: 'hint', text: INVOICE_FORM_LABELS.found });
      const missing = invoiceProblem(filled)?.fields[0];
      if (missing) focus(missing);
      else document.getElementById(SUBMIT_ID)?.focus();
    } catch (error) {
      if (!mounted.current || cleanRut(form.state.values.rut) !== cleanRut(typed)) return;
      // Spec 001 §7: a 404 is "No existe el RUT", any other failure the generic text; the seller
      // completes the fields by hand either way.
      setRutNote({
        kind: 'error',
        text: isNotFound(error) ? INVOICE_MESSAGES.rutNotFound : INVOICE_MESSAGES.lookupFailed,
      });
      focus('company');
    }
  };

  const message = problem?.message === INVOICE_MESSAGES.allFieldsRequired ? problem.message : null;
  const rutError =
    rutNote?.kind === 'error' ? rutNote.text : problem && message === null ? problem.message : null;

  return (
    <InvoiceForm
      id={INVOICE_FORM_ID}
      values={values}
      onChange={onChange}
      onSearch={() => void runSearch()}
      onSubmit={() => void form.handleSubmit()}
      searching={searchPending}
      rutError={rutError}
      rutHint={rutNote?.kind === 'hint' ? rutNote.text : null}
      message={message}
      invalid={problem?.fields ?? []}
      inputRef={(field, element) => {
        inputs.current[field] = element;
      }}
      autoFocus
    />
  );
}
