import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { GENERAL_MESSAGES, STOCK_ENTRY_LABELS, STOCK_ENTRY_MESSAGES } from '@/domain/messages.ts';
import { STOCK_DOCUMENT_KINDS, stockDocumentKind } from '@/domain/stockDocumentKind.ts';
import { offersReprint, type StockDocumentType } from '@/domain/stockEntry.ts';
import { STOCK_LABELS } from '@/domain/storeOpsMessages.ts';
import styles from './StockEntry.module.css';
import { failedInvoiceStatus, stockFailureText } from './stockAnswer.ts';
import { useStockDocumentPrint } from './useStockDocumentMutations.ts';
import { useStockDocumentList, useStockInvoiceEntry } from './useStockDocumentStart.ts';

const TYPE_OPTIONS = STOCK_DOCUMENT_KINDS.map((k) => ({ value: k.type, label: k.name }));
const INVOICE = stockDocumentKind('factura');

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
  const toast = useToast();
  const [type, setType] = useState<StockDocumentType>('factura');
  const kind = stockDocumentKind(type);
  const [documentId, setDocumentId] = useState('');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [pickError, setPickError] = useState<string | null>(null);
  /** The finished invoice to reprint: its purchase order's id and its number. */
  const [finishedInvoice, setFinishedInvoice] = useState<{ id: number; number: string } | null>(null);
  const list = useStockDocumentList(kind);
  const entry = useStockInvoiceEntry();
  const printing = useStockDocumentPrint(INVOICE);

  const enter = useSingleFlight(async () => {
    const id = Number(documentId);
    if (!documentId || !Number.isInteger(id)) {
      setPickError(STOCK_ENTRY_MESSAGES.pickOption);
      return;
    }
    if (!kind.needsInvoiceNumber) {
      await navigate({ to: '/ingresar-stock/$type/$id', params: { type: kind.type, id } });
      return;
    }
    const number = invoiceNumber.trim();
    let invoiceId: number;
    try {
      invoiceId = await entry.mutateAsync({ purchaseOrderId: id, number });
    } catch (error) {
      toast.show({ message: stockFailureText(error, GENERAL_MESSAGES.error), tone: 'error' });
      // Spec 001 §4: an invoice already closed can be printed again from here.
      if (offersReprint(failedInvoiceStatus(error))) setFinishedInvoice({ id, number });
      return;
    }
    await navigate({ to: '/ingresar-stock/$type/$id', params: { type: kind.type, id: invoiceId } });
  });

  const reprint = useSingleFlight(async () => {
    if (!finishedInvoice) return;
    const failure = await printing.mutateAsync(finishedInvoice);
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
        options={TYPE_OPTIONS}
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
        label={kind.listLabel}
        value={documentId}
        placeholder={kind.listPlaceholder}
        options={list.options}
        error={pickError ?? list.failure}
        disabled={list.loading}
        onChange={(value) => {
          // Spec 001 §2: another document clears the invoice number and the finished flag.
          setDocumentId(value);
          setInvoiceNumber('');
          setPickError(null);
          setFinishedInvoice(null);
        }}
      />
      {kind.needsInvoiceNumber && (
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
      <Button type="submit" size="lg" loading={enter.pending} disabled={printing.isPending} data-main-action>
        {kind.enterLabel}
      </Button>
      <div className={styles.reprintSlot}>
        {finishedInvoice && (
          <Button variant="secondary" loading={printing.isPending} onClick={() => void reprint.run()}>
            {STOCK_ENTRY_MESSAGES.reprint}
          </Button>
        )}
      </div>
    </form>
  );
}
