import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorText, isNotFound } from '@/api/errors.ts';
import { askNow, queries } from '@/api/queries.ts';
import { useToast } from '@/components/ui/Toast.tsx';
import { codePathSegment } from '@/domain/codes.ts';
import { GENERAL_MESSAGES, productByEanNotFoundMessage } from '@/domain/messages.ts';
import type { BuyType, Product } from '@/domain/types.ts';
import { useAddToCart } from '../cart/useAddToCart.ts';

/**
 * Adds one unit of the product with a barcode (handheld scanner, camera or typed code):
 * GET /api/product-by-ean gives the product's id and SKU, the catalogue (for this store and buy
 * type) gives its prices and stock, then the usual add rules apply. Unknown codes:
 * "No se encontró el producto con EAN {ean}". Only a 404 (or a product the catalogue does not
 * have) is "not found": a server error, a time-out or a malformed answer says the server's
 * message or "Ha ocurrido un error", and the seller scans again.
 */
export function useScanAdd(storeId: number, buyType: BuyType): (code: string) => Promise<void> {
  const queryClient = useQueryClient();
  const toast = useToast();
  const addToCart = useAddToCart();
  return useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (!code) return;
      // One path segment: a typed "/", "?" or "#" must not look up another path or a shorter code.
      const segment = codePathSegment(code);
      if (segment === null) {
        toast.show({ message: productByEanNotFoundMessage(code), tone: 'error' });
        return;
      }
      let product: Product | undefined;
      let failure: unknown = null;
      try {
        const summary = (await queryClient.fetchQuery(askNow(queries.productByEan(segment)))).data.product;
        const page = await queryClient.fetchQuery(
          askNow(queries.productBySku({ store: storeId, type: buyType, sku: summary.sku })),
        );
        product = page.data.products.find((p) => p.id === summary.id);
      } catch (error) {
        product = undefined;
        if (!isNotFound(error)) failure = error;
      }
      if (failure !== null) {
        toast.show({ message: errorText(failure, GENERAL_MESSAGES.error), tone: 'error' });
        return;
      }
      if (!product) {
        toast.show({ message: productByEanNotFoundMessage(code), tone: 'error' });
        return;
      }
      addToCart(product, 1);
    },
    [queryClient, toast, addToCart, storeId, buyType],
  );
}
