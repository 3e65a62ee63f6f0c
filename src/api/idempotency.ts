import type { CreateOrderHeaders } from './generated/model/index.ts';

/**
 * The contract's `Idempotency-Key` header (openapi.yaml `components/parameters/IdempotencyKey`),
 * the typed argument orval generates for every call that creates something (an order, a return,
 * a charge, a payment record). One builder, so no call site spells the header by hand.
 */
export type IdempotencyHeaders = CreateOrderHeaders;

export const idempotencyKey = (key: string): IdempotencyHeaders => ({ 'Idempotency-Key': key });
