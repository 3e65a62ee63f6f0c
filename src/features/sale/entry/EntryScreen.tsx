import { useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { errorText, isApiError } from '@/api/errors.ts';
import { createCustomer } from '@/api/generated/endpoints/customers/customers.ts';
import type { CreateCustomerRequest, CustomerOutput } from '@/api/generated/model/index.ts';
import { askNow, invalidate, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { CustomerPopup } from '@/components/pos/CustomerPopup.tsx';
import { RutInput } from '@/components/pos/RutInput.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { classifyEntry, type EntryLookup } from '@/domain/entry.ts';
import { ACTION_LABELS, GENERAL_MESSAGES } from '@/domain/messages.ts';
import { cleanRut, formatRut, isValidRut, RUT_MESSAGES } from '@/domain/rut.ts';
import { type BuyTypeValue, isDeliveryBuyType, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import styles from './EntryScreen.module.css';
import { enterCustomer, resetSaleForEntry } from './entryActions.ts';
import { useRutLookup } from './useRutLookup.ts';

/** Texts of /ingreso that the specs do not give (this project's choice). */
export const ENTRY_TEXTS = {
  title: 'Ingreso de cliente',
  memberSale: 'Venta socio',
  nonMemberSale: 'Venta no socio',
  prompt: 'Ingrese el RUT del cliente',
  label: 'RUT del cliente',
  submit: ACTION_LABELS.continue,
  /** The specs' generic failure text, for a lookup or creation that fails without a message. */
  failed: GENERAL_MESSAGES.error,
} as const;

const rutSchema = v.pipe(v.string(), v.check(isValidRut, RUT_MESSAGES.entry));

type Found = (
  | { kind: 'member' | 'nonMember'; rut: string; customer: CustomerOutput }
  | { kind: 'newCustomer'; rut: string; customer: null }
) & { byItself: boolean };

/**
 * /ingreso (spec 000 §2, §4, §5, §8): the customer's RUT, looked up by itself once complete or
 * by Continuar, a confirmation popup (member, non-member, or a RUT that does not exist yet,
 * which creates it), then /perfil for members and /compra for non-members. Delivery-platform
 * sales skip it.
 */
export function EntryScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const buyType = useSelector(sale.store, (s) => s.buyType);
  const sellerId = useSelector(session.store, (s) => s.user?.id ?? null);
  const isMemberSale = buyType === 'socio';
  const rutRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [found, setFoundState] = useState<Found | null>(null);
  // Whether the popup is up, at once: an Enter right after the answer, before it renders, is
  // not a second lookup.
  const popupUp = useRef(false);
  const setFound = (next: Found | null) => {
    popupUp.current = next !== null;
    setFoundState(next);
  };

  useEffect(() => {
    resetSaleForEntry();
  }, []);

  /** Members see the error under the field; elsewhere it comes as a toast (spec 000 §2). */
  const fail = (message: string) => {
    if (isMemberSale) setError(message);
    else toast.show({ message, tone: 'error' });
    rutRef.current?.focus();
  };

  const queryClient = useQueryClient();
  // A read: the shared options (always asked again, staleTime 0) and the read retry policy.
  const lookup = ({ rut, type }: { rut: string; type: BuyTypeValue }) =>
    queryClient.fetchQuery(askNow(queries.customerByRut(rut, { type })));
  const create = useMutation({
    mutationFn: (request: CreateCustomerRequest) => createCustomer(request),
    onSuccess: (_answer, request) => invalidate.afterCustomerCreated(queryClient, { rut: request.rut }),
  });

  // One lookup of a RUT at a time (by itself, Enter and Continuar together, a scanner's Enter);
  // none while the popup is up, and no popup or message for a RUT the field no longer shows.
  const search = useRutLookup(async (text, origin, isCurrent) => {
    if (!buyType || popupUp.current) return;
    setError(null);
    const rut = cleanRut(text);
    const shown = formatRut(rut);
    const byItself = origin === 'byItself';
    const outcome = (lookupAnswer: EntryLookup, customer: CustomerOutput | null) => {
      if (!isCurrent() || popupUp.current) return;
      const result = classifyEntry(isMemberSale, lookupAnswer);
      if (result.kind === 'refused') fail(result.message);
      else if (result.kind === 'newCustomer' || customer === null)
        setFound({ kind: 'newCustomer', rut: shown, customer: null, byItself });
      else setFound({ kind: result.kind, rut: shown, customer, byItself });
    };
    try {
      const answer = await lookup({ rut, type: buyType });
      const customer = answer.data.customer;
      outcome({ found: true, subscription: Boolean(customer.subscription) }, customer);
    } catch (e) {
      // Only a 404 is "not found": a 500 or a time-out is a failure the seller may retry.
      if (isApiError(e) && e.status === 404) outcome({ found: false }, null);
      else if (isCurrent()) fail(errorText(e, ENTRY_TEXTS.failed));
    }
  });

  const form = useForm({
    defaultValues: { rut: '' },
    onSubmit: async ({ value }) => {
      await search.send(value.rut);
    },
    onSubmitInvalid: ({ formApi }) => {
      const message = formApi.getFieldMeta('rut')?.errors.length ? RUT_MESSAGES.entry : null;
      if (message && !isMemberSale) toast.show({ message, tone: 'error' });
      rutRef.current?.focus();
    },
  });

  // Aceptar creates the customer (POST /api/customers/new): a double tap sends one request.
  const confirm = useSingleFlight(async () => {
    if (!found) return;
    let customer = found.customer;
    if (found.kind === 'newCustomer') {
      try {
        const answer = await create.mutateAsync({ rut: cleanRut(found.rut), registerAdmin: sellerId ?? 0 });
        customer = answer.data.customer;
      } catch (e) {
        setFound(null);
        fail(errorText(e, ENTRY_TEXTS.failed));
        return;
      }
    }
    if (!customer) return;
    // A member found in a non-member sale is entered as a member (the popup asks first).
    const asMember = found.kind === 'member';
    enterCustomer(customer, asMember ? 'socio' : 'no-socio');
    // The popup stays until the next screen is there: closing it first would show this screen's
    // Continuar again for a moment, and a quick second tap would look the customer up again.
    await navigate({ to: asMember ? '/perfil' : '/compra' });
    setFound(null);
  });

  if (isDeliveryBuyType(buyType)) return <Navigate to="/compra" replace />;

  return (
    <SaleLayout
      title={ENTRY_TEXTS.title}
      back={isMemberSale ? '/inicio' : undefined}
      actionBar={
        <form.Subscribe selector={(s) => s.isSubmitting || search.busy(s.values.rut)}>
          {(busy) => (
            <Button type="submit" form="entry-form" size="lg" fullWidth loading={busy} data-main-action>
              {ENTRY_TEXTS.submit}
            </Button>
          )}
        </form.Subscribe>
      }
    >
      <section className={styles.card}>
        <p className={styles.kind}>{isMemberSale ? ENTRY_TEXTS.memberSale : ENTRY_TEXTS.nonMemberSale}</p>
        <h2 id="entry-prompt" className={styles.prompt}>
          {ENTRY_TEXTS.prompt}
        </h2>
        <form
          id="entry-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="rut" validators={{ onSubmit: rutSchema }}>
            {(field) => (
              <RutInput
                ref={rutRef}
                name={field.name}
                label={ENTRY_TEXTS.label}
                value={field.state.value}
                onChange={(formatted) => {
                  field.handleChange(formatted);
                  setError(null);
                  search.changed(formatted);
                }}
                onEnter={() => void form.handleSubmit()}
                error={isMemberSale ? (field.state.meta.errors.length ? RUT_MESSAGES.entry : error) : null}
                autoFocus
              />
            )}
          </form.Field>
        </form>
      </section>
      {found && (
        <CustomerPopup
          open
          kind={found.kind}
          rut={found.rut}
          customerName={found.customer?.name}
          loading={create.isPending || confirm.pending}
          openedByItself={found.byItself}
          onConfirm={() => void confirm.run()}
          onCancel={() => {
            setFound(null);
            rutRef.current?.focus();
          }}
        />
      )}
    </SaleLayout>
  );
}
