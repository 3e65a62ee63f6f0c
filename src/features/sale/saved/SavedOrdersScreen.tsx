import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useState } from 'react';
import type { SavedOrderOutput } from '@/api/generated/model/index.ts';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { NewSaleQuestion } from '@/components/pos/NewSaleQuestion.tsx';
import { SavedOrdersTable } from '@/components/pos/SavedOrdersTable.tsx';
import { useNewSaleQuestion } from '@/components/pos/useNewSaleQuestion.ts';
import { sale } from '@/session/sale.ts';
import { isUnfinishedSale } from '@/session/saleResume.ts';
import { session } from '@/session/session.ts';
import { resumeSavedOrder, savedOrderRows } from './savedOrders.ts';

export const SAVED_TEXTS = { title: 'Pedidos guardados' } as const;

/**
 * /guardados (spec 000 §2, §4, §8): the seller's saved orders (Creación, Total, Cliente,
 * Retomar); a failed fetch shows an empty list. Retomar restores the sale and opens /carro. Over
 * an unfinished sale it asks first (NewSaleQuestion, docs/DECISIONS.md "Sale"); Retomar of the
 * order the unfinished sale already is goes back to that sale as it is.
 */
export function SavedOrdersScreen() {
  const navigate = useNavigate();
  const sellerId = useSelector(session.store, (s) => s.user?.id ?? 0);
  // Filled by the /guardados loader; an order saved or bought invalidates it (invalidate.afterOrder).
  const query = useQuery(queries.savedOrders(sellerId));
  const orders = query.isError ? [] : (query.data?.data.savedOrders ?? []);
  const [resumingId, setResumingId] = useState<number | string | null>(null);
  // Over an unfinished sale it asks first (docs/DECISIONS.md "Sale").
  const newSale = useNewSaleQuestion((order: SavedOrderOutput) => {
    setResumingId(order.id);
    resumeSavedOrder(order);
    void navigate({ to: '/carro' });
  });

  return (
    <SaleLayout title={SAVED_TEXTS.title} back="/inicio" tabs={false}>
      <SavedOrdersTable
        orders={savedOrderRows(orders)}
        loading={query.isPending}
        resumingId={resumingId}
        onResume={(id) => {
          const order = orders.find((o) => o.id === id);
          if (!order) return;
          // The order the unfinished sale already is: back to it as it is, nothing replaced.
          const current = sale.get();
          if (current.orderId === order.id && isUnfinishedSale(current)) newSale.backToSale();
          else newSale.startOrAsk(order);
        }}
      />
      <NewSaleQuestion {...newSale.question} />
    </SaleLayout>
  );
}
