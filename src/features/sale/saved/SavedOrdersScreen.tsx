import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useState } from 'react';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { SavedOrdersTable } from '@/components/pos/SavedOrdersTable.tsx';
import { session } from '@/session/session.ts';
import { resumeSavedOrder, savedOrderRows } from './savedOrders.ts';

export const SAVED_TEXTS = { title: 'Pedidos guardados' } as const;

/**
 * /guardados (spec 000 §2, §4, §8): the seller's saved orders (Creación, Total, Cliente,
 * Retomar); a failed fetch shows an empty list. Retomar restores the sale and opens /carro.
 */
export function SavedOrdersScreen() {
  const navigate = useNavigate();
  const sellerId = useSelector(session.store, (s) => s.user?.id ?? 0);
  // Filled by the /guardados loader; an order saved or bought invalidates it (invalidate.afterOrder).
  const query = useQuery(queries.savedOrders(sellerId));
  const orders = query.isError ? [] : (query.data?.data.savedOrders ?? []);
  const [resumingId, setResumingId] = useState<number | string | null>(null);

  return (
    <SaleLayout title={SAVED_TEXTS.title} back="/inicio" tabs={false}>
      <SavedOrdersTable
        orders={savedOrderRows(orders)}
        loading={query.isPending}
        resumingId={resumingId}
        onResume={(id) => {
          const order = orders.find((o) => o.id === id);
          if (!order) return;
          setResumingId(id);
          resumeSavedOrder(order);
          void navigate({ to: '/carro' });
        }}
      />
    </SaleLayout>
  );
}
