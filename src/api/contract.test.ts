import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { getDeliveryMock } from '@/api/generated/endpoints/delivery/delivery.msw.ts';
import {
  getOrdersMock,
  getRejectOrderMockHandler,
  getUpdateOrderMockHandler,
} from '@/api/generated/endpoints/orders/orders.msw.ts';
import { getPaymentsMock } from '@/api/generated/endpoints/payments/payments.msw.ts';

interface Doc {
  paths: Record<string, Record<string, { operationId?: string; parameters?: unknown[] }>>;
  components: {
    schemas: Record<string, { enum?: string[] }>;
    parameters: Record<string, { schema?: unknown }>;
  };
}
const doc = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as Doc;
const paths = Object.keys(doc.paths);

describe('the contract resolves ambiguous paths on purpose', () => {
  it('lists PUT /api/orders/reject before PUT /api/orders/{id}, whose id is an integer', () => {
    expect(paths.indexOf('/api/orders/reject')).toBeLessThan(paths.indexOf('/api/orders/{id}'));
    expect(doc.paths['/api/orders/reject']?.put?.operationId).toBe('rejectOrder');
    expect(doc.paths['/api/orders/{id}']?.put?.operationId).toBe('updateOrder');
    expect(JSON.stringify(doc.paths['/api/orders/{id}'])).toMatch(/integer|IdPath|OrderIdPath/);
  });

  it('types {deliveryType} as the platforms only, so /api/payments/order/{orderId} is never a delivery order', () => {
    const platforms = doc.components.schemas.DeliveryPlatform?.enum ?? [];
    expect(platforms).toEqual([
      'rappi',
      'rappi-turbo',
      'rappi-payless',
      'cornershop',
      'ubereats',
      'pedidosya',
      'goodmeal',
    ]);
    expect(platforms).not.toContain('payments');
    expect(platforms).not.toContain('billing');
    expect(paths.indexOf('/api/payments/order/{orderId}')).toBeLessThan(
      paths.indexOf('/api/{deliveryType}/order/{code}'),
    );
  });

  it('lists every literal path before a templated sibling it could be mistaken for', () => {
    const segments = (p: string) => p.split('/');
    for (const [i, literal] of paths.entries()) {
      for (const [j, templated] of paths.entries()) {
        const a = segments(literal);
        const b = segments(templated);
        if (a.length !== b.length || i === j) continue;
        const shadows = b.every((seg, k) => seg === a[k] || (seg.startsWith('{') && !a[k]?.startsWith('{')));
        const differs = b.some((seg, k) => seg !== a[k]);
        if (shadows && differs) expect(i, `${literal} must come before ${templated}`).toBeLessThan(j);
      }
    }
  });
});

describe('the generated mock routing', () => {
  // The app registers payments and orders before delivery (see mocks/): check that order answers right.
  const server = setupServer(...getOrdersMock(), ...getPaymentsMock(), ...getDeliveryMock());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers PUT /api/orders/reject with the reject handler, not the update of an order called "reject"', async () => {
    const hits: string[] = [];
    server.use(
      // Same order as getOrdersMock(): reject is declared before /api/orders/:id.
      getRejectOrderMockHandler(() => {
        hits.push('reject');
        return { data: { order_id: 1, status: 'CANCELADO' } } as never;
      }),
      getUpdateOrderMockHandler(() => {
        hits.push('update');
        return { code: 200, data: {} } as never;
      }),
    );
    await fetch('http://localhost/api/orders/reject', { method: 'PUT', body: '{"order_id":1}' });
    await fetch('http://localhost/api/orders/12', { method: 'PUT', body: '{}' });
    expect(hits).toEqual(['reject', 'update']);
  });

  it('answers GET /api/payments/order/5 with the payments of the order', async () => {
    const body = (await (await fetch('http://localhost/api/payments/order/5')).json()) as {
      data?: { payments?: unknown };
    };
    expect(Array.isArray(body.data?.payments)).toBe(true);
  });
});
