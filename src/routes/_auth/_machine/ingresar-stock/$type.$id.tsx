import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { stockEntryTitle } from '@/domain/messages.ts';
import { stockDocumentKind } from '@/domain/stockDocumentKind.ts';
import { StockDocumentScreen } from '@/features/stock/StockDocumentScreen.tsx';
import { awaitRead } from '../../../-load.ts';

/** /ingresar-stock/:type/:id — type is factura or guia-de-despacho, id a document id (spec 001 §2). */
export const STOCK_DOCUMENT_TYPES = ['factura', 'guia-de-despacho'] as const;

const paramsSchema = v.object({
  type: v.picklist(STOCK_DOCUMENT_TYPES),
  id: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.minValue(1)),
});

export type StockDocumentParams = v.InferOutput<typeof paramsSchema>;

export function parseStockDocumentParams(raw: Record<string, string>): StockDocumentParams | null {
  const result = v.safeParse(paramsSchema, raw);
  return result.success ? result.output : null;
}

export const Route = createFileRoute('/_auth/_machine/ingresar-stock/$type/$id')({
  params: {
    parse: (raw) => {
      const parsed = parseStockDocumentParams(raw);
      // An unknown document type or a non-numeric id cannot be entered: back to the start.
      if (!parsed) throw redirect({ to: '/ingresar-stock', replace: true });
      return parsed;
    },
    stringify: ({ type, id }) => ({ type, id: String(id) }),
  },
  // The document is the screen: the same options as the screen's read, asked on every open
  // (revalidateIfStale: a document cached from an earlier open is shown while it is read again).
  loader: ({ context: { queryClient }, params: { type, id } }) =>
    awaitRead(
      stockDocumentKind(type).endpoints === 'purchase-invoice'
        ? queryClient.ensureQueryData({ ...queries.purchaseInvoiceDetail(id), revalidateIfStale: true })
        : queryClient.ensureQueryData({ ...queries.storeOrderDetail(id), revalidateIfStale: true }),
    ),
  component: Screen,
});

function Screen() {
  const { type, id } = Route.useParams();
  // Spec 001 §2: "POS Ingreso {type}" (the type as the seller reads it), whole however narrow the
  // screen; back goes to /ingresar-stock. The screen fits the window: its lines scroll by themselves.
  return (
    <SaleLayout
      title={stockEntryTitle(stockDocumentKind(type).name)}
      back="/ingresar-stock"
      tabs={false}
      fit
      wrapTitle
    >
      <StockDocumentScreen key={`${type}-${id}`} type={type} id={id} />
    </SaleLayout>
  );
}
