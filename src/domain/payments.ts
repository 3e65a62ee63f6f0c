/**
 * Payment rows of the cart and the purchase (REALIZAR COMPRA) checks:
 * spec 000 §4 (new row, type change), §5 Payments / Purchase, §6 (MACH, REDPAY), §9;
 * spec 001 §5 Payment options and Tax condition.
 */

import {
  COUPON_MESSAGES,
  missingAmountMessage,
  missingMoneyMessage,
  PAYMENT_MESSAGES,
  surplusMoneyMessage,
} from './messages';
import { formatClp } from './money';
import type { BuyType, ChosenPaymentType, Payment, PaymentType, PlatformBuyType, Store } from './types';
import { isPlatformBuyType, PLACEHOLDER_PAYMENT_TYPE } from './types';

export const MAX_PAYMENT_ROWS = 2;
/** Payments must total at least this, unless an offer or coupon discount exists. */
export const MIN_PAYMENT_TOTAL = 50;

export type DocType = 'Boleta' | 'Factura';

/** The payment type of each delivery platform sale. */
export const PLATFORM_PAYMENT_TYPE: Record<PlatformBuyType, ChosenPaymentType> = {
  rappi: 'RAPPI',
  'rappi-turbo': 'RAPPI TURBO',
  'rappi-payless': 'RAPPI PAYLESS',
  cornershop: 'CORNERSHOP',
  ubereats: 'UBEREATS',
  pedidosya: 'PEDIDOSYA',
  goodmeal: 'GOODMEAL',
};

/** In-store methods a seller can pick, in menu order (WALLET for members only, MACH/REDPAY by flag). */
const STORE_METHODS: readonly ChosenPaymentType[] = [
  'EFECTIVO',
  'TARJETA DE DEBITO',
  'TARJETA DE CREDITO',
  'TRANSFERENCIA BANCARIA',
  'OTRO',
  'WALLET',
  'MACH',
  'REDPAY',
];

/** Wholesale orders accept only these. */
export const WHOLESALE_PAYMENT_TYPES: readonly ChosenPaymentType[] = ['EFECTIVO', 'TRANSFERENCIA BANCARIA'];

export interface PaymentOptionsInput {
  store: Pick<Store, 'mach_active' | 'redpay_active'>;
  buyType: BuyType;
  /** Wholesale (apply_bulk) customer. */
  wholesale?: boolean;
  /** Index of the row being edited (0 or 1). The second of two rows can only be WALLET. */
  rowIndex?: number;
  /** The other rows (to forbid a second WALLET). */
  rows?: readonly Payment[];
}

/**
 * Methods offered for a payment row.
 * Platform sales: only the platform's type. Wholesale: EFECTIVO and TRANSFERENCIA BANCARIA.
 * Otherwise the store methods; WALLET only for members (socio) and never twice; MACH only with
 * mach_active, REDPAY only with redpay_active. With two rows the second (rowIndex 1) may only be
 * WALLET and the first may not be WALLET.
 */
export function availablePaymentTypes(input: PaymentOptionsInput): ChosenPaymentType[] {
  const { buyType, store } = input;
  if (isPlatformBuyType(buyType)) return [PLATFORM_PAYMENT_TYPE[buyType]];
  const rowIndex = input.rowIndex ?? 0;
  const rowCount = (input.rows ?? []).length;
  const walletElsewhere = (input.rows ?? []).some((r, i) => i !== rowIndex && r.payment_type === 'WALLET');
  const base = input.wholesale ? WHOLESALE_PAYMENT_TYPES : STORE_METHODS;
  const types = base.filter((t) => {
    if (t === 'WALLET') return buyType === 'socio' && !walletElsewhere && !(rowIndex === 0 && rowCount >= 2);
    if (t === 'MACH') return store.mach_active;
    if (t === 'REDPAY') return store.redpay_active;
    return true;
  });
  return rowIndex >= 1 ? types.filter((t) => t === 'WALLET') : types;
}

/** A new payment row: the placeholder with amount 0. */
export function newPaymentRow(): Payment {
  return { payment_type: PLACEHOLDER_PAYMENT_TYPE, amount: 0 };
}

/**
 * Whether another row can be added: at most 2 ("No se pueden agregar más métodos de pago"); the
 * second can only be WALLET, so with a WALLET row already present
 * "No se puede añadir nuevamente un pago por puntos". null = allowed.
 */
export function canAddPaymentRow(rows: readonly Payment[]): string | null {
  if (rows.length >= MAX_PAYMENT_ROWS) return PAYMENT_MESSAGES.maxMethods;
  if (rows.some((r) => r.payment_type === 'WALLET')) return PAYMENT_MESSAGES.walletTwice;
  return null;
}

/** Sum of the rows' amounts. */
export function paymentsTotal(rows: readonly Payment[]): number {
  return rows.reduce((s, r) => s + r.amount, 0);
}

/**
 * Highest amount a row may take: total minus the other rows (at least 0); a WALLET row is also
 * capped by the usable points. Another row that pays the rest does not count: it gives way.
 */
export function paymentAmountCap(
  rows: readonly Payment[],
  index: number,
  total: number,
  points: number,
): number {
  const others = rows.reduce((s, r, i) => (i === index || r.rest ? s : s + r.amount), 0);
  const cap = Math.max(0, total - others);
  return rows[index]?.payment_type === 'WALLET' ? Math.min(cap, Math.max(0, points)) : cap;
}

/** Amount typed into a row, clamped to 0..paymentAmountCap and rounded to an integer. */
export function clampPaymentAmount(
  rows: readonly Payment[],
  index: number,
  amount: number,
  total: number,
  points: number,
): number {
  const value = Number.isFinite(amount) ? Math.round(amount) : 0;
  return Math.min(Math.max(0, value), paymentAmountCap(rows, index, total, points));
}

/**
 * The rows as they pay now: the row that pays the rest (`rest`, at most one; a chosen type, never
 * the placeholder) takes the total minus the other rows (never below 0; WALLET also capped by
 * the points), so it follows the total when a promotion, a coupon or a line changes it, and the
 * other row when its amount changes. The other rows are left as they are.
 */
export function resolvePayments(rows: readonly Payment[], total: number, points: number): Payment[] {
  const restIndex = rows.findIndex((r) => r.rest === true && r.payment_type !== PLACEHOLDER_PAYMENT_TYPE);
  const next = rows.map((r, i): Payment => {
    if (i === restIndex) return { ...r };
    const { rest: _rest, ...row } = r;
    return row;
  });
  const restRow = next[restIndex];
  if (restRow) restRow.amount = paymentAmountCap(next, restIndex, total, points);
  return next;
}

/**
 * An amount typed into a row: clamped (paymentAmountCap), and the row pays the rest from now on
 * when what was typed is the rest (and no other row pays it); a row that pays the rest gives way
 * to what is typed in another row.
 */
export function typePaymentAmount(
  rows: readonly Payment[],
  index: number,
  amount: number,
  total: number,
  points: number,
): Payment[] {
  const value = clampPaymentAmount(rows, index, amount, total, points);
  const restElsewhere = rows.some((r, i) => i !== index && r.rest === true);
  const rest = !restElsewhere && value > 0 && value === paymentAmountCap(rows, index, total, points);
  const next = rows.map((r, i) => (i === index ? { ...r, amount: value, rest } : { ...r }));
  return resolvePayments(next, total, points);
}

/** The payment types offered as one tap each on a row (the rest stay in its full list). */
const QUICK_METHODS: readonly ChosenPaymentType[] = ['EFECTIVO', 'TARJETA DE DEBITO', 'TARJETA DE CREDITO'];

/**
 * One-tap methods of a row: the common ones the row allows (cash, debit, credit); a row that
 * allows three methods or fewer (the WALLET second row, a platform sale, a wholesale customer)
 * offers them all.
 */
export function quickPaymentTypes(available: readonly ChosenPaymentType[]): ChosenPaymentType[] {
  if (available.length <= QUICK_METHODS.length) return [...available];
  return QUICK_METHODS.filter((t) => available.includes(t));
}

/** A single WALLET row pays min(points, total). */
export function walletSingleRowAmount(points: number, total: number): number {
  return Math.max(0, Math.min(points, total));
}

export interface PaymentTypeChange {
  rows: Payment[];
  /** A payment type change always clears the coupon and the general discount. */
  clearCoupon: true;
  clearGeneralDiscount: true;
  /** "Se ha borrado el cupón" when a coupon existed, else null. */
  message: string | null;
}

/**
 * Change a row's type (spec 000 §4: clears the coupon and the general discount). A single WALLET
 * row takes min(points, total) (spec 000 §5). The last row, when no other row pays the rest,
 * takes what is left of the total and pays the rest from then on (resolvePayments); any other
 * row keeps its amount clamped to its new cap.
 */
export function changePaymentType(
  rows: readonly Payment[],
  index: number,
  type: PaymentType,
  total: number,
  points: number,
  hadCoupon: boolean,
): PaymentTypeChange {
  const next = rows.map((r, i) => (i === index ? { ...r, payment_type: type } : { ...r }));
  const row = next[index];
  if (row) {
    const restElsewhere = next.some((r, i) => i !== index && r.rest === true);
    if (type === 'WALLET' && next.length === 1) {
      row.amount = walletSingleRowAmount(points, total);
      row.rest = true;
    } else if (index === next.length - 1 && !restElsewhere) {
      row.amount = paymentAmountCap(next, index, total, points);
      row.rest = true;
    } else {
      row.amount = clampPaymentAmount(next, index, row.amount, total, points);
    }
  }
  return {
    rows: resolvePayments(next, total, points),
    clearCoupon: true,
    clearGeneralDiscount: true,
    message: hadCoupon ? COUPON_MESSAGES.removed : null,
  };
}

export interface PaymentsHintInput {
  rows: readonly Payment[];
  total: number;
  docType: DocType | null | undefined;
}

/**
 * The inline hint under the payment rows, first that applies:
 * "Falta elegir tipo de documento", "Falta elegir metodo de pago",
 * "Falta ingresar un monto de {type}", "Faltan $n", "Sobran $n"; null when complete or total 0.
 */
export function paymentsHint({ rows, total, docType }: PaymentsHintInput): string | null {
  if (!docType) return PAYMENT_MESSAGES.missingDocType;
  if (total <= 0) return null;
  if (rows.length === 0 || rows.some((r) => r.payment_type === PLACEHOLDER_PAYMENT_TYPE)) {
    return PAYMENT_MESSAGES.missingPaymentMethod;
  }
  const empty = rows.find((r) => !(r.amount > 0));
  if (empty) return missingAmountMessage(empty.payment_type);
  const paid = paymentsTotal(rows);
  if (paid < total) return missingMoneyMessage(total - paid);
  if (paid > total) return surplusMoneyMessage(paid - total);
  return null;
}

export interface PurchaseInput {
  productCount: number;
  rows: readonly Payment[];
  total: number;
  docType: DocType | null | undefined;
  hasOfferOrCouponDiscount: boolean;
  usablePoints: number;
  /** Payment types allowed for this sale (availablePaymentTypes of the first row); optional. */
  allowedTypes?: readonly PaymentType[];
}

export type PurchaseCheck = { ok: true; payments: Payment[] } | { ok: false; message: string };

/**
 * REALIZAR COMPRA. Checks in order:
 * no product -> "Debe agregar al menos 1 producto"; total 0 -> ok with [{FREE, 0}];
 * no row -> "Debe agregar al menos 1 método de pago"; missing doc type, placeholder type, an
 * amount <= 0 or a type not allowed -> "Carrito Incompleto"; WALLET above the points ->
 * "Puntos insuficientes"; sum != total -> "Pagos no coinciden con total"; sum < 50 without an
 * offer or coupon discount -> "Pagos deben ser mayores a 50 CLP".
 */
export function validatePurchase(input: PurchaseInput): PurchaseCheck {
  const { rows, total } = input;
  if (input.productCount < 1) return { ok: false, message: PAYMENT_MESSAGES.noProducts };
  if (total <= 0) return { ok: true, payments: [{ payment_type: 'FREE', amount: 0 }] };
  if (rows.length === 0) return { ok: false, message: PAYMENT_MESSAGES.noPayments };
  const incomplete =
    !input.docType ||
    rows.some(
      (r) =>
        r.payment_type === PLACEHOLDER_PAYMENT_TYPE ||
        !(r.amount > 0) ||
        (input.allowedTypes !== undefined && !input.allowedTypes.includes(r.payment_type)),
    );
  if (incomplete) return { ok: false, message: PAYMENT_MESSAGES.incompleteCart };
  const wallet = rows.filter((r) => r.payment_type === 'WALLET').reduce((s, r) => s + r.amount, 0);
  const walletOnly = rows.every((r) => r.payment_type === 'WALLET');
  if (wallet > input.usablePoints || (walletOnly && total > input.usablePoints)) {
    return { ok: false, message: PAYMENT_MESSAGES.insufficientPoints };
  }
  const paid = paymentsTotal(rows);
  if (paid !== total) return { ok: false, message: PAYMENT_MESSAGES.paymentsMismatch };
  if (paid < MIN_PAYMENT_TOTAL && !input.hasOfferOrCouponDiscount) {
    return { ok: false, message: PAYMENT_MESSAGES.minimumTotal };
  }
  return { ok: true, payments: rows.map((r) => ({ payment_type: r.payment_type, amount: r.amount })) };
}

export type SaveCheck = { ok: true } | { ok: false; message: string };

/**
 * Guardar Pedido / Actualizar Pedido (spec 000 §5: "Purchase and save buttons stay disabled
 * until everything is complete"). Saving is allowed exactly when REALIZAR COMPRA would be: the
 * same checks in the same order, so both buttons turn on together, and a tap on the disabled
 * save button gives the same message the purchase would ("Debe agregar al menos 1 producto",
 * "Debe agregar al menos 1 método de pago", "Carrito Incompleto", "Puntos insuficientes",
 * "Pagos no coinciden con total", "Pagos deben ser mayores a 50 CLP"). A zero-total cart is
 * complete. The unused-points popup is for buying only: saving never asks it.
 */
export function validateSave(input: PurchaseInput): SaveCheck {
  const check = validatePurchase(input);
  return check.ok ? { ok: true } : { ok: false, message: check.message };
}

export interface UnusedPointsConfirmation {
  title: string;
  /** Equivalent discount: min(usable points, total) as CLP ("$1.500"). */
  discount: string;
  question: string;
}

/**
 * The confirmation before buying when the customer has usable points and no row is WALLET:
 * "Usted tiene aun puntos sin utilizar", the equivalent discount, "¿Esta seguro de seguir la compra?".
 * null when not needed (no points, total 0, or paying with WALLET).
 */
export function unusedPointsConfirmation(
  rows: readonly Payment[],
  usable: number,
  total: number,
): UnusedPointsConfirmation | null {
  if (usable <= 0 || total <= 0 || rows.some((r) => r.payment_type === 'WALLET')) return null;
  return {
    title: PAYMENT_MESSAGES.unusedPointsTitle,
    discount: formatClp(Math.min(usable, total)),
    question: PAYMENT_MESSAGES.unusedPointsQuestion,
  };
}

/** Cash change: paid minus total, never below 0. */
export function cashChange(paid: number, total: number): number {
  return Math.max(0, paid - total);
}

export type TaxCondition = 'PAYMENT_TAXABLE_IVA' | 'PAYMENT_EXEMPT_IVA';

/** PAYMENT_TAXABLE_IVA when any cart product has taxes, else PAYMENT_EXEMPT_IVA. */
export function taxCondition(products: readonly { taxes?: boolean | null }[]): TaxCondition {
  return products.some((p) => p.taxes === true) ? 'PAYMENT_TAXABLE_IVA' : 'PAYMENT_EXEMPT_IVA';
}

/**
 * Final-screen print options (spec 001 §5): TRANSFERENCIA BANCARIA and WALLET payments hide the
 * print option; the rappi buy type hides the email option.
 */
export function printOptions(
  paymentTypes: readonly PaymentType[],
  buyType: BuyType,
): { print: boolean; email: boolean } {
  return {
    print: !paymentTypes.some((t) => t === 'TRANSFERENCIA BANCARIA' || t === 'WALLET'),
    email: buyType !== 'rappi',
  };
}

export interface CheckoutPaymentTypesInput {
  store: Pick<Store, 'mach_active' | 'redpay_active'>;
  buyType: BuyType;
  /** Wholesale (apply_bulk) customer: cash and transfer only. */
  wholesale?: boolean;
  /** The step's type now (not offered again). */
  current: PaymentType;
}

/**
 * "Cambiar" on /pago-final (spec 001 §2, §5 "Payment options"): the methods a step not yet paid
 * may change to. A platform sale's payment is the platform's and never changes (empty list); a
 * wholesale order takes cash and transfer only; WALLET is never offered (its amount is bound to
 * the points and the SMS code of the cart, spec 000 §5), but a WALLET step may change to another
 * method (its code may never come: no phone, no supervisor); MACH and REDPAY follow the store
 * flags. The current type is left out.
 */
export function checkoutPaymentTypes(input: CheckoutPaymentTypesInput): ChosenPaymentType[] {
  if (isPlatformBuyType(input.buyType)) return [];
  const base = input.wholesale ? WHOLESALE_PAYMENT_TYPES : STORE_METHODS;
  return base.filter((t) => {
    if (t === input.current || t === 'WALLET') return false;
    if (t === 'MACH') return input.store.mach_active;
    if (t === 'REDPAY') return input.store.redpay_active;
    return true;
  });
}
