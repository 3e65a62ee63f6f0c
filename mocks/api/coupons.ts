import {
  getRedeemCouponMockHandler,
  getValidateCouponMockHandler,
} from '@/api/generated/endpoints/coupons/coupons.msw.ts';
import { type Coupon, RedeemCouponRequest } from '@/api/generated/model';
import type { World } from '../world/index';
import type { CouponRecord } from '../world/types';
import { badRequest, notFound, type OperationRegistry, operation } from './kit';

export const COUPON_MESSAGES = {
  notFound: (code: string) => `El cupón ${code} no existe`,
  expired: (code: string) => `El cupón ${code} está vencido`,
  membersOnly: 'Cupón válido solo para socios del club',
  noProducts: 'El cupón no aplica a los productos del carro',
} as const;

function couponView(c: CouponRecord): Coupon {
  const { expires_at: _e, members_only: _m, ...coupon } = c;
  return { ...coupon, products: [...c.products] };
}

/** The coupon for a code, or the 400/404 answer. */
function usableCoupon(world: World, code: string): CouponRecord {
  const coupon = world.state.coupons.find((c) => c.code.toUpperCase() === code.trim().toUpperCase());
  if (!coupon) return notFound(COUPON_MESSAGES.notFound(code.trim().toUpperCase()));
  if (coupon.expires_at && new Date(coupon.expires_at).getTime() < world.now().getTime()) {
    return badRequest(COUPON_MESSAGES.expired(coupon.code));
  }
  return coupon;
}

export function registerCoupons(r: OperationRegistry): void {
  operation(r, 'validateCoupon', getValidateCouponMockHandler, (ctx) => {
    const code = ctx.query.get('code') ?? '';
    if (!code.trim()) return badRequest('Por favor ingrese un código');
    ctx.intQuery('storeId', true);
    const coupon = usableCoupon(ctx.world, code);
    const customerId = ctx.intQuery('customerId');
    if (coupon.members_only) {
      const customer = ctx.world.state.customers.find((c) => c.id === customerId);
      if (!customer?.subscription) return badRequest(COUPON_MESSAGES.membersOnly);
    }
    const cart = (ctx.query.get('products') ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
    const products = coupon.products.length === 0 ? cart : cart.filter((id) => coupon.products.includes(id));
    if (products.length === 0) return badRequest(COUPON_MESSAGES.noProducts);
    return { data: { coupon: couponView(coupon), products } };
  });

  operation(r, 'redeemCoupon', getRedeemCouponMockHandler, async (ctx) => {
    const { customerId, couponId } = await ctx.body(RedeemCouponRequest);
    const coupon = ctx.world.state.coupons.find((c) => c.id === couponId);
    if (!coupon) return badRequest('Cupón no encontrado');
    usableCoupon(ctx.world, coupon.code);
    ctx.world.state.couponRedemptions.push({
      coupon_id: couponId,
      customer_id: customerId,
      at: ctx.world.now().toISOString(),
    });
    return { success: true, message: `Cupón ${coupon.code} canjeado` };
  });
}
