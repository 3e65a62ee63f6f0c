import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { type FormEvent, useState } from 'react';
import { errorText, isNotFound } from '@/api/errors.ts';
import { askNow, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ACTION_LABELS, RETURN_MESSAGES } from '@/domain/messages.ts';
import { RETURN_LABELS } from '@/domain/returnsMessages.ts';
import { session } from '@/session/session.ts';
import styles from './returns.module.css';

export type ReturnDocType = 'boleta' | 'factura';

/**
 * /devolucion (spec 000 §2, §8): the document's number, GET /api/order-by-bill/{number}?doc_type
 * &store_id, and below the field: no order "No se encontraron órdenes para el número ingresado.",
 * an answer whose code is not 200 "El código ingresado no existe.", any other failure the server's
 * errorMessage. Found: /carro-devolucion for that document (read again there, so a reload keeps it).
 */
export function ReturnLookupScreen({ doc }: { doc: ReturnDocType }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storeId = useSelector(session.store, (s) => s.user?.store_id ?? 0);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  const search = useSingleFlight(async (typed: string) => {
    setError(null);
    const value = Number(typed.replace(/[.\s]/g, ''));
    // Not a document number at all: no order can have it.
    if (!/^\d+$/.test(typed.replace(/[.\s]/g, '')) || !Number.isSafeInteger(value) || value <= 0) {
      setError(RETURN_MESSAGES.noOrders);
      return;
    }
    try {
      const answer = await queryClient.fetchQuery(
        askNow(queries.orderByBill(value, { doc_type: doc, store_id: storeId })),
      );
      if (answer.code !== 200) setError(RETURN_MESSAGES.codeNotFound);
      else if (!answer.data.order) setError(RETURN_MESSAGES.noOrders);
      else await navigate({ to: '/carro-devolucion', search: { doc, number: value } });
    } catch (failure) {
      setError(
        isNotFound(failure) ? RETURN_MESSAGES.noOrders : errorText(failure, RETURN_MESSAGES.codeNotFound),
      );
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search.run(number);
  };

  return (
    <form className={styles.panel} onSubmit={submit}>
      <TextField
        label={RETURN_LABELS.number(doc)}
        value={number}
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        error={error}
        onChange={(event) => {
          setNumber(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" size="lg" loading={search.pending} data-main-action>
        {ACTION_LABELS.search}
      </Button>
    </form>
  );
}
