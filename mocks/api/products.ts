import {
  getGetCartPromotionsMockHandler,
  getGetProductByEanMockHandler,
  getListPackChildrenMockHandler,
  getListPopularProductsMockHandler,
  getListProductsMockHandler,
} from '@/api/generated/endpoints/products/products.msw.ts';
import { BuyType, CartPromotionsRequest, type Product, type Promotion } from '@/api/generated/model';
import { priceListIdFor, priceOnList } from '@/domain/prices';
import { isPlatformBuyType } from '@/domain/types';
import { hasBigCatalogue, searchBigCatalogue } from '../world/bigCatalogue';
import type { World } from '../world/index';
import { storeOf } from '../world/rules';
import type { WorldState } from '../world/types';
import { findProduct, packChildView, productSummary, productView } from '../world/views';
import { badRequest, type Ctx, fold, notFound, type OperationRegistry, operation } from './kit';

export const PAGE_SIZE = 20;

/** A product whose comma-separated EAN list holds `ean`. */
export function productByEan(state: WorldState, ean: string): Product | undefined {
  const wanted = ean.trim();
  return state.products.find((p) =>
    (p.ean ?? '')
      .split(',')
      .map((e) => e.trim())
      .includes(wanted),
  );
}

function storeAndType(ctx: Ctx) {
  const storeId = ctx.intQuery('store', true)!;
  const type = ctx.query.get('type') ?? '';
  const parsed = BuyType.safeParse(type);
  if (!parsed.success) return badRequest(`Tipo de compra inválido: ${type}`);
  const store = storeOf(ctx.world.state, storeId);
  if (!store) return badRequest('Local no encontrado');
  return { store, type: parsed.data };
}

export const catalogueIsEmpty = (world: World) => world.hasScenario('empty-catalogue');

/** Promotions of the world's rules that apply to a cart (discount: CLP for the whole line). */
export function promotionsFor(state: WorldState, request: CartPromotionsRequest): Promotion[] {
  if (isPlatformBuyType(request.buyType)) return [];
  const store = storeOf(state, request.store);
  if (!store) return [];
  const amounts = new Map<number, number>();
  for (const item of request.cart) amounts.set(item.product, (amounts.get(item.product) ?? 0) + item.amount);
  const out: Promotion[] = [];
  for (const rule of state.promotions) {
    if (!rule.requires.every((req) => (amounts.get(req.product_id) ?? 0) >= req.min_amount)) continue;
    if (rule.payment_type && !request.payments.some((p) => p.payment_type === rule.payment_type)) continue;
    const amount = amounts.get(rule.target_product_id) ?? 0;
    const product = findProduct(state, rule.target_product_id);
    const normal = product ? (priceOnList(product, priceListIdFor(store, request.buyType)) ?? 0) : 0;
    const discount =
      rule.discount.kind === 'per-units'
        ? Math.floor(amount / rule.discount.per_units) * rule.discount.amount
        : Math.round((normal * amount * rule.discount.percentage) / 100);
    if (discount > 0) {
      out.push({ id: rule.id, name: rule.name, products: [{ id: rule.target_product_id, discount }] });
    }
  }
  return out;
}

export function registerProducts(r: OperationRegistry): void {
  operation(r, 'listProducts', getListProductsMockHandler, (ctx) => {
    storeAndType(ctx);
    const offset = Math.max(0, ctx.intQuery('offset') ?? 0);
    const limit = Math.max(1, ctx.intQuery('limit') ?? PAGE_SIZE);
    if (catalogueIsEmpty(ctx.world)) return { data: { products: [] } };
    const state = ctx.world.state;
    if (hasBigCatalogue(ctx.world)) {
      const text = (ctx.query.get('query') ?? '').trim();
      const found = searchBigCatalogue(state, text, offset, limit);
      if (text)
        ctx.world.log(
          `[demo] catalogue-20000: search "${text}" ${found.matches} matches in ${found.ms.toFixed(2)} ms`,
        );
      return { data: { products: found.products.map((p) => productView(state, p)) } };
    }
    const query = fold((ctx.query.get('query') ?? '').trim());
    const matches = query
      ? state.products.filter(
          (p) =>
            fold(p.name).includes(query) ||
            p.sku.includes(query) ||
            (p.ean ?? '').split(',').some((e) => e.trim().includes(query)),
        )
      : state.products;
    return { data: { products: matches.slice(offset, offset + limit).map((p) => productView(state, p)) } };
  });

  operation(r, 'listPopularProducts', getListPopularProductsMockHandler, (ctx) => {
    storeAndType(ctx);
    if (catalogueIsEmpty(ctx.world)) return { data: { products: [] } };
    const state = ctx.world.state;
    const products = state.featuredProductIds.flatMap((id) => {
      const p = findProduct(state, id);
      return p ? [productView(state, p)] : [];
    });
    return { data: { products } };
  });

  operation(r, 'getCartPromotions', getGetCartPromotionsMockHandler, async (ctx) => {
    const request = await ctx.body(CartPromotionsRequest);
    return { data: { promotions: promotionsFor(ctx.world.state, request) } };
  });

  operation(r, 'listPackChildren', getListPackChildrenMockHandler, (ctx) => {
    const id = ctx.intParam('id', 'Pack no encontrado');
    const state = ctx.world.state;
    const pack = findProduct(state, id);
    if (!pack?.pack || pack.childs.length === 0) return notFound('Pack no encontrado');
    return { data: { products: pack.childs.flatMap((c) => packChildView(state, c) ?? []) } };
  });

  operation(r, 'getProductByEan', getGetProductByEanMockHandler, (ctx) => {
    const product = catalogueIsEmpty(ctx.world) ? undefined : productByEan(ctx.world.state, ctx.param('ean'));
    if (!product) return notFound('Producto no encontrado');
    return { code: 200 as const, data: { product: productSummary(product) } };
  });
}
