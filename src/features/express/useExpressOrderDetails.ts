import { useQueries, useQuery } from '@tanstack/react-query';
import { queries } from '@/api/queries.ts';
import { isPackSku, type PackChildInput, verificationLines } from '@/domain/expressVerification.ts';

/**
 * The express order of /orden-detalles (GET /api/orders/checkout/express/details/{id}, the
 * loader's read) and the children of each of its packs (GET /api/products/packs/children/{id}),
 * as the lines the seller verifies. `ready`: every pack's children are known.
 */
export function useExpressOrderDetails(orderId: number) {
  const details = useQuery(queries.expressOrder(orderId));
  const order = details.data?.data.order ?? null;
  const packIds = (order?.OrderProducts ?? [])
    .filter((p) => isPackSku(p.Product.sku))
    .map((p) => p.Product.id);
  const children = useQueries({ queries: packIds.map((id) => queries.packChildren(id)) });
  const childrenById: Record<number, readonly PackChildInput[] | undefined> = {};
  packIds.forEach((id, i) => {
    childrenById[id] = children[i]?.data?.data.products;
  });
  const { lines, packsWithoutChildren } = verificationLines(order?.OrderProducts ?? [], childrenById);

  return {
    order,
    lines,
    ready: order !== null && packsWithoutChildren.length === 0,
    failed: details.isError || children.some((c) => c.isError),
    reloading: details.isFetching || children.some((c) => c.isFetching),
    /** Recargar: the order, and each pack's children whose read failed. */
    reload: () => {
      void details.refetch();
      for (const c of children) if (c.isError) void c.refetch();
    },
  };
}
