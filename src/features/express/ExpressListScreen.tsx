import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useState } from 'react';
import { queries } from '@/api/queries.ts';
import { ExpressOrderList } from '@/components/pos/ExpressOrderList.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { expressOrderRows } from '@/domain/expressOrders.ts';
import { EXPRESS_MESSAGES } from '@/domain/messages.ts';
import { session } from '@/session/session.ts';

/**
 * /entrega-inmediata, "Pedidos por Entregar" (spec 001 §2): the store's express orders (GET
 * /api/orders/checkout/express?store={id}, read afresh on every visit and after each delivery
 * status change), immediate ones first, then by delivery time; "Ver detalle" opens
 * /orden-detalles?id=. A failed read says "Error cargando pedido. Por favor recargar." with
 * Recargar.
 */
export function ExpressListScreen() {
  const navigate = useNavigate();
  const storeId = useSelector(session.store, (s) => s.user?.store_id ?? 0);
  const list = useQuery(queries.expressOrders(storeId));
  const [openingId, setOpeningId] = useState<number | null>(null);

  if (list.isError) {
    return (
      <LoadError
        message={EXPRESS_MESSAGES.loadFailed}
        onReload={() => void list.refetch()}
        reloading={list.isFetching}
        onHome={() => void navigate({ to: '/inicio' })}
      />
    );
  }

  return (
    <ExpressOrderList
      loading={list.isPending}
      orders={list.data ? expressOrderRows(list.data.data.orders) : []}
      openingId={openingId}
      onOpen={(id) => {
        if (openingId !== null) return;
        setOpeningId(id);
        void navigate({ to: '/orden-detalles', search: { id } }).finally(() => setOpeningId(null));
      }}
    />
  );
}
