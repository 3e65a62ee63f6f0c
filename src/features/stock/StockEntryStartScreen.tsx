import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { type FormEvent, useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { enterPurchaseInvoice } from '@/api/generated/endpoints/stock/stock.ts';
import { queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { GENERAL_MESSAGES, STOCK_ENTRY_LABELS, STOCK_ENTRY_MESSAGES } from '@/domain/messages.ts';
import {
  type EntryListItem,
  entryOptions,
  offersReprint,
  PURCHASE_INVOICE_STARTED,
  type StockDocumentType,
} from '@/domain/stockEntry.ts';
import { STOCK_LABELS } from '@/domain/storeOpsMessages.ts';
import { session } from '@/session/session.ts';
import { useTerminal } from '@/terminal/react.tsx';
import { printEntered } from './printEntered.ts';
import styles from './StockEntry.module.css';
import { acceptedData, failedInvoiceStatus, stockFailureText } from './stockAnswer.ts';

/**
 * /ingresar-stock (spec 001 §2, §5, §7): Factura or Guía de Despacho, the purchase orders or
 * dispatch guides of the store ("DD/MM/YYYY - number - name", only those with a number), the
 * invoice number for a Factura, "Ingresar Factura" (POST /api/purchase-invoice/entry, then the
 * invoice's page) or "Ingresar Despacho" (the guide's page); "Favor seleccione una opción del
 * listado" without a choice; an invoice already closed offers "Re imprimir lo ingresado" (spec 001
 * §4: the entry fails with purchaseInvoiceStatus finished), printed by what the screen knows: the
 * purchase order chosen and the invoice number typed. A 200 with success false is a failure.
 */
export function StockEntryStartScreen() {
  const navigate = useNavigate();
  const terminal = useTerminal();
  const toast = useToast();
  const storeId = useSelector(session.store, (s) => s.user?.store_id ?? 0);
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  const [type, setType] = useState<StockDocumentType>('factura');
  const [documentId, setDocumentId] = useState('');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [pickError, setPickError] = useState<string | null>(null);
  /** The finished invoice to reprint: its purchase order's id and its number. */
  const [finishedInvoice, setFinishedInvoice] = useState<{ id: number; number: string } | null>(null);

  const purchaseOrders = useQuery({
    ...queries.purchaseOrdersForEntry(storeId),
    enabled: type === 'factura',
  });
  const storeOrders = useQuery({
    ...queries.storeOrdersForEntry(storeId),
    enabled: type === 'guia-de-despacho',
  });
  const list = type === 'factura' ? purchaseOrders : storeOrders;
  const items: EntryListItem[] =
    type === 'factura'
      ? (purchaseOrders.data?.data.purchaseOrders ?? []).map((p) => ({
          ...p,
          number: p.purchase_order_number,
        }))
      : (storeOrders.data?.data.storeOrders ?? []).map((g) => ({ ...g, number: g.store_order_number }));
  const options = entryOptions(items).map((o) => ({ value: String(o.id), label: o.label }));

  const enter = useSingleFlight(async () => {
    const id = Number(documentId);
    if (!documentId || !Number.isInteger(id)) {
      setPickError(STOCK_ENTRY_MESSAGES.pickOption);
      return;
    }
    if (type === 'guia-de-despacho') {
      await navigate({ to: '/ingresar-stock/$type/$id', params: { type, id } });
      return;
    }
    const number = invoiceNumber.trim();
    let invoiceId: number;
    try {
      const answer = await enterPurchaseInvoice({
        invoice_number: number,
        status: PURCHASE_INVOICE_STARTED,
        purchase_order_id: id,
      });
      invoiceId = acceptedData(answer).purchaseInvoice.id;
    } catch (error) {
      toast.show({ message: stockFailureText(error, GENERAL_MESSAGES.error), tone: 'error' });
      // Spec 001 §4: an invoice already closed can be printed again from here.
      if (offersReprint(failedInvoiceStatus(error))) setFinishedInvoice({ id, number });
      return;
    }
    await navigate({ to: '/ingresar-stock/$type/$id', params: { type: 'factura', id: invoiceId } });
  });

  const reprint = useSingleFlight(async () => {
    if (!finishedInvoice) return;
    const failure = await printEntered(terminal, 'factura', finishedInvoice, machineNumber);
    toast.show(
      failure ? { message: failure, tone: 'error' } : { message: STOCK_LABELS.printed, tone: 'success' },
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void enter.run();
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <Select<StockDocumentType>
        label={STOCK_LABELS.documentType}
        value={type}
        options={[
          { value: 'factura', label: STOCK_ENTRY_LABELS.invoice },
          { value: 'guia-de-despacho', label: STOCK_ENTRY_LABELS.guide },
        ]}
        onChange={(value) => {
          if (!value) return;
          // Spec 001 §2: choosing resets the invoice number (and the document chosen).
          setType(value);
          setDocumentId('');
          setInvoiceNumber('');
          setPickError(null);
          setFinishedInvoice(null);
        }}
      />
      <Select
        label={type === 'factura' ? STOCK_LABELS.purchaseOrder : STOCK_LABELS.dispatchGuide}
        value={documentId}
        placeholder={
          type === 'factura'
            ? STOCK_ENTRY_MESSAGES.selectPurchaseOrder
            : STOCK_ENTRY_MESSAGES.selectDispatchGuide
        }
        options={options}
        error={pickError ?? (list.isError ? errorText(list.error, GENERAL_MESSAGES.loadingFailed) : null)}
        disabled={list.isPending}
        onChange={(value) => {
          // Spec 001 §2: another document clears the invoice number and the finished flag.
          setDocumentId(value);
          setInvoiceNumber('');
          setPickError(null);
          setFinishedInvoice(null);
        }}
      />
      {type === 'factura' && (
        <TextField
          label={STOCK_ENTRY_LABELS.invoiceNumber}
          value={invoiceNumber}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => {
            setInvoiceNumber(event.target.value.replace(/\D/g, ''));
            setFinishedInvoice(null);
          }}
        />
      )}
      <Button type="submit" size="lg" loading={enter.pending} disabled={reprint.pending}>
        {type === 'factura' ? STOCK_ENTRY_LABELS.enterInvoice : STOCK_ENTRY_LABELS.enterDispatch}
      </Button>
      <div className={styles.reprintSlot}>
        {finishedInvoice && (
          <Button variant="secondary" loading={reprint.pending} onClick={() => void reprint.run()}>
            {STOCK_ENTRY_MESSAGES.reprint}
          </Button>
        )}
      </div>
    </form>
  );
}
