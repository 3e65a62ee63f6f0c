/**
 * One set of types (docs/DECISIONS.md "Architecture"): the contract's generated types at the edge, the domain's inside.
 * Where the domain reads a server shape as it comes (products, coupons, promotions, points, past
 * orders, buy types, payment types), the two must be the same type, so no cast is ever needed
 * between them and a contract change that the domain does not follow fails `tsc` here. Where
 * the shapes differ on purpose, one mapping function joins them (src/features/sale/cart/
 * saleContext.ts: the session's store -> domain Store, the wire's 'boleta' -> 'Boleta';
 * orderPayload.ts: the sale -> the order request).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { BuyType as ApiBuyType } from '@/api/generated/model/buyType.zod.ts';
import type { Coupon as ApiCoupon } from '@/api/generated/model/coupon.zod.ts';
import type { CustomerOrdersResponse } from '@/api/generated/model/customerOrdersResponse.zod.ts';
import type { PaymentType as ApiPaymentType } from '@/api/generated/model/paymentType.zod.ts';
import type { Points } from '@/api/generated/model/points.zod.ts';
import type { Product as ApiProduct } from '@/api/generated/model/product.zod.ts';
import type { Promotion as ApiPromotion } from '@/api/generated/model/promotion.zod.ts';
import type {
  BuyType,
  Coupon,
  PastOrder,
  PaymentType,
  PointsResponse,
  Product,
  Promotion,
} from '@/domain/types.ts';
import { PAYMENT_TYPES } from '@/domain/types.ts';
import type { SaleState } from '@/session/sale.ts';

type ApiPastOrder = CustomerOrdersResponse['data']['orders'][number];

describe('the contract and the domain share their types', () => {
  it('enumerations are the same sets', () => {
    expectTypeOf<PaymentType>().toEqualTypeOf<ApiPaymentType>();
    expectTypeOf<BuyType>().toEqualTypeOf<ApiBuyType>();
    expectTypeOf(PAYMENT_TYPES).items.toEqualTypeOf<ApiPaymentType>();
  });

  it('what the server sends is what the rules read, without a cast', () => {
    expectTypeOf<ApiProduct>().toExtend<Product>();
    expectTypeOf<Product>().toExtend<ApiProduct>();
    expectTypeOf<ApiCoupon>().toExtend<Coupon>();
    expectTypeOf<Coupon>().toExtend<ApiCoupon>();
    expectTypeOf<ApiPromotion>().toExtend<Promotion>();
    expectTypeOf<Points>().toExtend<PointsResponse>();
    expectTypeOf<ApiPastOrder>().toExtend<PastOrder>();
  });

  it('the stored sale keeps the domain types (a reload feeds the rules the same shapes)', () => {
    expectTypeOf<SaleState['lines'][number]['product']>().toExtend<Product>();
    expectTypeOf<Product>().toExtend<SaleState['lines'][number]['product']>();
    expectTypeOf<NonNullable<SaleState['coupon']>>().toEqualTypeOf<Coupon>();
    expectTypeOf<SaleState['payments'][number]['payment_type']>().toEqualTypeOf<PaymentType>();
  });
});
