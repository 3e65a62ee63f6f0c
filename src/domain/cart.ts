/**
 * Cart pricing: quantities per price kind, discounts, coupon and totals for every line
 * (spec 000 §3 Cart line / Discount summary, §9 Price rules, General club discount, Coupons,
 * Other rules). `priceCart` is the one entry the screens call on every change.
 */
import {
  boughtInWindow,
  type ClubGeneralLimit,
  clubGeneralLimit,
  clubGeneralUnitPrice,
} from './clubDiscount';
import { couponDiscounts } from './coupon';
import { BULK_MAX_QUANTITY, type UnitPrices, unitPrices } from './prices';
import { clubDiscountWeekday, type Weekday } from './time';
import type { BuyType, Coupon, PastOrder, Product, Promotion, Store } from './types';
import { isPlatformBuyType } from './types';

export interface CartLineInput {
  product: Product;
  amount: number;
  /** Added from the personalised offer: the recommended price may apply. */
  recommended?: boolean;
}

export interface PriceCartInput {
  lines: readonly CartLineInput[];
  store: Store;
  buyType: BuyType;
  coupon?: Coupon | null;
  promotions?: readonly Promotion[];
  /** The member's orders (GET /api/orders/customer/{id}); ignored outside the seller-orders window. */
  pastOrders?: readonly PastOrder[];
  now: Date;
  /** Wholesale customer (apply_bulk): the bulk price applies to every unit, whatever bulk_amount. */
  wholesale?: boolean;
  /**
   * The general club discount (clubGeneral) was cleared by a payment type change (spec 000 §4)
   * and stays off: its units take the next cheapest price kind. See `clubGeneralClearedAfter`.
   */
  withoutClubGeneral?: boolean;
}

export type PriceKind = 'normal' | 'club' | 'bulk' | 'sellout' | 'recommended' | 'clubGeneral' | 'offers';

export interface LineDiscounts {
  club: number;
  bulk: number;
  recommended: number;
  sellout: number;
  clubGeneral: number;
  coupon: number;
  offers: number;
  /** Price discounts before the coupon (club + bulk + recommended + sellout + clubGeneral + offers). */
  discountSubtotal: number;
  /** discountSubtotal + coupon. */
  discountTotal: number;
  /** round(discountTotal / subtotal_amount * 100); 0 when the subtotal is 0. */
  percentageDiscount: number;
}

export interface LineMaxQuantities {
  clubGeneral: ClubGeneralLimit;
  /** Bulk applies from `min` units (bulk_amount; 1 for wholesale) up to `max` (99999). */
  bulk: { min: number | null; max: number };
  /** min(sellout stock, sellout max_quantity); 0 without sellout. */
  sellout: number;
  /** max_recommended_quantity; null = no cap; 0 when the line is not recommended. */
  recommended: number | null;
  /** Units a promotion covers (the whole line) or 0. */
  offers: number;
}

export interface PricedLine {
  product: Product;
  amount: number;
  recommended: boolean;
  /** False when the product has no base price for the buy type (priced at 0). */
  hasPrice: boolean;
  prices: UnitPrices & { clubGeneral: number | null };
  max_quantities: LineMaxQuantities;
  quantities: Record<PriceKind, number>;
  discounts: LineDiscounts;
  /** amount x normal unit price. */
  subtotal_amount: number;
  /** subtotal_amount - discountTotal, never below 0. */
  total_amount: number;
}

/** Discount summary of the cart (spec 000 §3): each kind's total and their sum. */
export interface DiscountSummary {
  bulk: number;
  club: number;
  clubGeneral: number;
  sellout: number;
  recommended: number;
  offers: number;
  coupon: number;
  total: number;
}

export interface PricedCart {
  lines: PricedLine[];
  summary: DiscountSummary;
  /** Sum of line subtotals (normal prices). */
  subtotal: number;
  /** subtotal - summary.total, never below 0. */
  total: number;
  /** Units in the cart. */
  units: number;
  /** Coupon minimum-amount message when a coupon is set but not reached, else null. */
  couponMessage: string | null;
  /** An offer or coupon discount exists: lifts the 50 CLP payment minimum. */
  hasOfferOrCouponDiscount: boolean;
}

type DiscountKind = Exclude<PriceKind, 'normal' | 'offers'>;

/** Tie order when two discount kinds give the same price: uncapped kinds first, capped last. */
const TIE_ORDER: Record<DiscountKind, number> = {
  club: 0,
  bulk: 1,
  clubGeneral: 2,
  recommended: 3,
  sellout: 4,
};

function emptyQuantities(): Record<PriceKind, number> {
  return { normal: 0, club: 0, bulk: 0, sellout: 0, recommended: 0, clubGeneral: 0, offers: 0 };
}

/** Best promotion discount (CLP for the whole line) per product; the largest wins when several list it. */
export function promotionsByProduct(promotions: readonly Promotion[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const promo of promotions) {
    for (const p of promo.products) {
      if (p.discount > (out.get(p.id) ?? 0)) out.set(p.id, p.discount);
    }
  }
  return out;
}

export interface LineContext {
  store: Store;
  buyType: BuyType;
  now: Date;
  /** clubDiscountWeekday(now), computed once per cart. */
  weekday: Weekday;
  bought: ReadonlyMap<number, number>;
  promos: Map<number, number>;
  wholesale: boolean;
  /** The general club discount is cleared (PriceCartInput.withoutClubGeneral). */
  withoutClubGeneral?: boolean;
}

/**
 * One line before the coupon. Each unit gets the lowest price it may have: discount kinds are
 * taken cheapest first up to their caps (sellout: min(stock, max_quantity); clubGeneral: limit
 * minus bought in window; recommended: max_recommended_quantity; bulk: 99999); the rest pays the
 * normal price. A promotion replaces all of it when its discount (CLP for the whole line, as the
 * server computes it for the cart it was sent, at most the subtotal) is greater than or equal to
 * the other discounts together.
 */
export function priceLine(line: CartLineInput, ctx: LineContext): PricedLine {
  const { product } = line;
  const amount = Math.max(0, Math.floor(line.amount));
  const prices = unitPrices(product, ctx.store, ctx.buyType);
  const member = ctx.buyType === 'socio';
  const platform = isPlatformBuyType(ctx.buyType);
  const limit = clubGeneralLimit(product, ctx.bought.get(product.id) ?? 0, ctx.now, ctx.weekday);
  const recommended = !platform && line.recommended === true && ctx.store.recommended_active;
  const selloutCap = product.sellout
    ? Math.max(0, Math.min(product.sellout.stock, product.sellout.max_quantity))
    : 0;
  const recommendedCap = recommended ? product.max_recommended_quantity : 0;
  const bulkMin = ctx.wholesale
    ? 1
    : product.bulk_amount !== null && product.bulk_amount > 0
      ? product.bulk_amount
      : null;
  const promo = platform ? 0 : (ctx.promos.get(product.id) ?? 0);
  const normal = prices.normal ?? 0;
  const clubGeneralOn = member && !platform && ctx.withoutClubGeneral !== true;
  const clubGeneralPrice =
    clubGeneralOn && prices.normal !== null ? clubGeneralUnitPrice(normal, limit.disc) : null;

  const quantities = emptyQuantities();
  const discounts: LineDiscounts = {
    club: 0,
    bulk: 0,
    recommended: 0,
    sellout: 0,
    clubGeneral: 0,
    coupon: 0,
    offers: 0,
    discountSubtotal: 0,
    discountTotal: 0,
    percentageDiscount: 0,
  };
  const maxQuantities: LineMaxQuantities = {
    clubGeneral: clubGeneralOn ? limit : { ...limit, available: 0 },
    bulk: { min: bulkMin, max: BULK_MAX_QUANTITY },
    sellout: selloutCap,
    recommended: recommendedCap,
    offers: promo > 0 ? amount : 0,
  };
  const subtotal = normal * amount;

  if (!platform && prices.normal !== null) {
    const candidates: { kind: DiscountKind; price: number; cap: number }[] = [];
    const add = (kind: DiscountKind, price: number | null, cap: number) => {
      if (price !== null && price < normal && cap > 0)
        candidates.push({ kind, price: Math.max(0, price), cap });
    };
    if (member) add('club', prices.club, Number.POSITIVE_INFINITY);
    if (bulkMin !== null && amount >= bulkMin) add('bulk', prices.bulk, BULK_MAX_QUANTITY);
    if (clubGeneralOn) add('clubGeneral', clubGeneralPrice, maxQuantities.clubGeneral.available);
    if (recommended) add('recommended', prices.recommended, recommendedCap ?? Number.POSITIVE_INFINITY);
    add('sellout', prices.sellout, selloutCap);
    candidates.sort((a, b) => a.price - b.price || TIE_ORDER[a.kind] - TIE_ORDER[b.kind]);
    let left = amount;
    for (const c of candidates) {
      if (left === 0) break;
      const q = Math.min(left, c.cap);
      quantities[c.kind] = q;
      discounts[c.kind] = (normal - c.price) * q;
      left -= q;
    }
    quantities.normal = left;
    const priceDiscounts =
      discounts.club + discounts.bulk + discounts.clubGeneral + discounts.recommended + discounts.sellout;
    const offers = Math.min(promo, subtotal);
    if (offers > 0 && offers >= priceDiscounts) {
      Object.assign(quantities, emptyQuantities(), { offers: amount });
      Object.assign(discounts, { club: 0, bulk: 0, clubGeneral: 0, recommended: 0, sellout: 0, offers });
    }
    discounts.discountSubtotal =
      discounts.club +
      discounts.bulk +
      discounts.clubGeneral +
      discounts.recommended +
      discounts.sellout +
      discounts.offers;
  } else {
    quantities.normal = amount;
  }
  discounts.discountTotal = discounts.discountSubtotal;
  discounts.percentageDiscount = subtotal > 0 ? Math.round((discounts.discountTotal * 100) / subtotal) : 0;

  return {
    product,
    amount,
    recommended,
    hasPrice: prices.normal !== null,
    prices: { ...prices, clubGeneral: clubGeneralPrice },
    max_quantities: maxQuantities,
    quantities,
    discounts,
    subtotal_amount: subtotal,
    total_amount: Math.max(0, subtotal - discounts.discountTotal),
  };
}

/**
 * What depends only on the instant and the past orders (not on the lines): the weekday and the
 * units bought in the window cost Intl formatting per past order, and a "+" press re-prices the
 * cart with the same `now` and past orders, so the last result is kept (the same values, without that work on every press).
 */
let lastWindow: {
  nowMs: number;
  pastOrders: readonly PastOrder[] | undefined;
  weekday: Weekday;
  bought: ReadonlyMap<number, number>;
} | null = null;

const NOTHING_BOUGHT: ReadonlyMap<number, number> = new Map();

function windowFacts(input: PriceCartInput): { weekday: Weekday; bought: ReadonlyMap<number, number> } {
  const nowMs = input.now.getTime();
  const pastOrders =
    input.buyType === 'socio' && input.pastOrders && input.pastOrders.length > 0
      ? input.pastOrders
      : undefined;
  if (lastWindow?.nowMs !== nowMs || lastWindow.pastOrders !== pastOrders) {
    lastWindow = {
      nowMs,
      pastOrders,
      weekday: clubDiscountWeekday(input.now),
      bought: pastOrders ? boughtInWindow(pastOrders, input.now) : NOTHING_BOUGHT,
    };
  }
  return { weekday: lastWindow.weekday, bought: lastWindow.bought };
}

/** How each line of a cart is priced (priceLine, or a pricer's remembered lines). */
type LinePricing = (line: CartLineInput, ctx: LineContext) => PricedLine;

/**
 * Price the whole cart: every line (see priceLine), then the coupon on what the lines cost after
 * their price discounts, then the summary and totals (never below 0). Delivery-platform sales use
 * their own list and get no discount, promotion or coupon.
 */
export function priceCart(input: PriceCartInput): PricedCart {
  return priceCartWith(input, lineContext(input, promotionsByProduct(input.promotions ?? [])), priceLine);
}

function lineContext(input: PriceCartInput, promos: Map<number, number>): LineContext {
  return {
    store: input.store,
    buyType: input.buyType,
    now: input.now,
    ...windowFacts(input),
    promos,
    wholesale: input.wholesale === true,
    withoutClubGeneral: input.withoutClubGeneral === true,
  };
}

/**
 * A priceCart that remembers the lines it priced last: a line whose product (the same object),
 * amount and recommended flag are unchanged, in the same context (store, buy type, instant,
 * promotions' discounts, past orders, wholesale, cleared general discount), is the same
 * PricedLine as the last time, not priced again. A "+" on a 100-line cart prices one line. The result is what
 * priceCart gives for the same input; the lines it returns are never changed afterwards (the
 * coupon's share makes a new line).
 */
export function cartPricer(): (input: PriceCartInput) => PricedCart {
  let last: {
    input: PriceCartInput;
    ctx: LineContext;
    byProduct: Map<Product, { line: CartLineInput; priced: PricedLine }>;
  } | null = null;
  return (input) => {
    // Promotions are compared by what they give each product: the same answer read again (a new
    // array for the same cart) is the same context.
    const promos =
      last !== null && last.input.promotions === input.promotions
        ? last.ctx.promos
        : promotionsByProduct(input.promotions ?? []);
    const sameContext =
      last !== null &&
      last.input.store === input.store &&
      last.input.buyType === input.buyType &&
      last.input.now.getTime() === input.now.getTime() &&
      samePromotions(last.ctx.promos, promos) &&
      last.input.pastOrders === input.pastOrders &&
      (last.input.wholesale === true) === (input.wholesale === true) &&
      (last.input.withoutClubGeneral === true) === (input.withoutClubGeneral === true);
    const previous = sameContext && last !== null ? last.byProduct : null;
    const ctx = sameContext && last !== null ? last.ctx : lineContext(input, promos);
    const byProduct = new Map<Product, { line: CartLineInput; priced: PricedLine }>();
    const remembered: LinePricing = (line, lineCtx) => {
      const kept = previous?.get(line.product);
      const priced =
        kept !== undefined &&
        kept.line.amount === line.amount &&
        (kept.line.recommended === true) === (line.recommended === true)
          ? kept.priced
          : priceLine(line, lineCtx);
      byProduct.set(line.product, { line, priced });
      return priced;
    };
    const priced = priceCartWith(input, ctx, remembered);
    last = { input, ctx, byProduct };
    return priced;
  };
}

function samePromotions(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [id, discount] of a) if (b.get(id) !== discount) return false;
  return true;
}

function priceCartWith(input: PriceCartInput, ctx: LineContext, price: LinePricing): PricedCart {
  const platform = isPlatformBuyType(input.buyType);
  let lines = input.lines.map((l) => price(l, ctx));
  const subtotal = lines.reduce((s, l) => s + l.subtotal_amount, 0);

  let couponMessage: string | null = null;
  if (input.coupon && !platform && lines.length > 0) {
    const result = couponDiscounts(
      input.coupon,
      lines.map((l) => ({ productId: l.product.id, base: l.subtotal_amount - l.discounts.discountSubtotal })),
      subtotal,
    );
    couponMessage = result.message;
    lines = lines.map((l, i) => {
      const coupon = result.parts[i] ?? 0;
      const discountTotal = l.discounts.discountSubtotal + coupon;
      return {
        ...l,
        discounts: {
          ...l.discounts,
          coupon,
          discountTotal,
          percentageDiscount:
            l.subtotal_amount > 0 ? Math.round((discountTotal * 100) / l.subtotal_amount) : 0,
        },
        total_amount: Math.max(0, l.subtotal_amount - discountTotal),
      };
    });
  }

  const summary: DiscountSummary = {
    bulk: 0,
    club: 0,
    clubGeneral: 0,
    sellout: 0,
    recommended: 0,
    offers: 0,
    coupon: 0,
    total: 0,
  };
  let units = 0;
  for (const l of lines) {
    summary.bulk += l.discounts.bulk;
    summary.club += l.discounts.club;
    summary.clubGeneral += l.discounts.clubGeneral;
    summary.sellout += l.discounts.sellout;
    summary.recommended += l.discounts.recommended;
    summary.offers += l.discounts.offers;
    summary.coupon += l.discounts.coupon;
    summary.total += l.discounts.discountTotal;
    units += l.amount;
  }
  return {
    lines,
    summary,
    subtotal,
    total: Math.max(0, subtotal - summary.total),
    units,
    couponMessage,
    hasOfferOrCouponDiscount: summary.offers > 0 || summary.coupon > 0,
  };
}

/** What happened to the sale, for how long the general club discount stays cleared. */
export type ClubGeneralEvent =
  /** A payment row's type changed (spec 000 §4): the general discount is cleared. */
  | 'paymentTypeChanged'
  /** A cart line was added, its quantity changed or it was removed. */
  | 'cartLineChanged'
  /** A new sale started, or the cart was reset or resumed from a saved order. */
  | 'saleReset'
  /** Anything else: a payment amount, a row added or removed, the coupon, the document type. */
  | 'other';

/**
 * Whether the general club discount is cleared after an event (the `withoutClubGeneral` flag
 * the sale keeps for priceCart). Spec 000 §4: "Changing a payment type clears the coupon and the
 * general discount"; the spec does not say until when. Decision: until the next cart line change
 * (add, quantity, remove) or a new sale, when the cart is priced again from scratch, as it was
 * before the change; a payment amount, coupon or document type change keeps it cleared.
 */
export function clubGeneralClearedAfter(cleared: boolean, event: ClubGeneralEvent): boolean {
  switch (event) {
    case 'paymentTypeChanged':
      return true;
    case 'cartLineChanged':
    case 'saleReset':
      return false;
    case 'other':
      return cleared;
  }
}
