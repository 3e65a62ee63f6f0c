import {
  getAddRecommendedProductsMockHandler,
  getExitRecommendationsMockHandler,
  getGetRecommendedProductsMockHandler,
} from '@/api/generated/endpoints/recommendations/recommendations.msw.ts';
import {
  AddRecommendedRequest,
  ExitRecommendationsRequest,
  RecommendedProductsRequest,
} from '@/api/generated/model';
import { availableStock } from '../world/rules';
import { productView } from '../world/views';
import { badRequest, type OperationRegistry, operation } from './kit';
import { catalogueIsEmpty } from './products';

/** How many products the personalised offer proposes. */
export const RECOMMENDED_COUNT = 6;

export function registerRecommendations(r: OperationRegistry): void {
  operation(r, 'getRecommendedProducts', getGetRecommendedProductsMockHandler, async (ctx) => {
    const body = await ctx.body(RecommendedProductsRequest);
    const state = ctx.world.state;
    if (!state.customers.some((c) => c.id === body.customer_id)) return badRequest('Cliente no encontrado');
    const inCart = new Set(body.products.map((p) => p.id));
    const candidates = catalogueIsEmpty(ctx.world)
      ? []
      : state.products.filter(
          (p) =>
            (p.recommended_price !== null || p.recommended_price_list_id !== null) &&
            !inCart.has(p.id) &&
            availableStock(state, p) > 0 &&
            p.prices.some((x) => x.price_list_id === body.price_list),
        );
    // Notable products first, then a rotation that depends on the customer (stable per customer).
    const notable = candidates.filter((p) => p.id <= 20);
    const rest = candidates.filter((p) => p.id > 20);
    const shift = rest.length ? (body.customer_id * 7) % rest.length : 0;
    const products = [...notable, ...rest.slice(shift), ...rest.slice(0, shift)].slice(0, RECOMMENDED_COUNT);
    const responseId = `rec-${String(ctx.world.next('response')).padStart(5, '0')}`;
    state.recommendationEvents.push({
      kind: 'shown',
      response_id: responseId,
      product_ids: products.map((p) => p.id),
      at: ctx.world.now().toISOString(),
    });
    return { data: { products: products.map((p) => productView(state, p)), responseId } };
  });

  operation(r, 'addRecommendedProducts', getAddRecommendedProductsMockHandler, async (ctx) => {
    const body = await ctx.body(AddRecommendedRequest);
    ctx.world.state.recommendationEvents.push({
      kind: 'added',
      response_id: body.response_id,
      product_ids: body.product_id,
      at: body.timestamp,
    });
    return { success: true, message: null };
  });

  operation(r, 'exitRecommendations', getExitRecommendationsMockHandler, async (ctx) => {
    const body = await ctx.body(ExitRecommendationsRequest);
    ctx.world.state.recommendationEvents.push({
      kind: 'exit',
      response_id: body.response_id,
      product_ids: [],
      at: body.timestamp,
    });
    return { success: true, message: null };
  });
}
