/** The seed: deterministic, rich enough for every price rule, and documented in README.md. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Product, Store } from '@/api/generated/model';
import { isValidRut } from '@/domain/rut';
import { TEST_NOW } from './testing';
import { eanCheckDigit } from './world/catalogue';
import { createClock } from './world/clock';
import { createWorld, resetWorld } from './world/index';
import { DEMO, seedWorld } from './world/seed';

const now = new Date(TEST_NOW);
const state = seedWorld(now);
const price = (p: Product, list: number) => p.prices.find((x) => x.price_list_id === list)?.price;
const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');

describe('seed', () => {
  it('is the same world on every start', () => {
    expect(JSON.stringify(seedWorld(now))).toBe(JSON.stringify(state));
  });

  it('shares no object with a world seeded before it, whatever that world went through', () => {
    // A sale takes a sellout's units off the product it was given (world/rules.ts); a seed
    // sharing that object with the next one started every later world with the units gone.
    const seeded = JSON.stringify(seedWorld(now));
    const used = seedWorld(now);
    const change = (value: object): void => {
      for (const [key, item] of Object.entries(value)) {
        if (item !== null && typeof item === 'object') change(item);
        else Reflect.set(value, key, typeof item === 'number' ? -1 : 'changed');
      }
    };
    change(used);
    expect(JSON.stringify(seedWorld(now))).toBe(seeded);
  });

  it('has at least 300 valid products with valid EAN-13s and every price rule', () => {
    expect(state.products.length).toBeGreaterThanOrEqual(300);
    for (const p of state.products) {
      expect(Product.safeParse(p).success).toBe(true);
      for (const ean of p.ean!.split(',')) {
        expect(ean).toMatch(/^\d{13}$/);
        expect(eanCheckDigit(ean.slice(0, 12))).toBe(ean[12]);
      }
    }
    const count = (f: (p: Product) => boolean) => state.products.filter(f).length;
    expect(count((p) => (price(p, 2) ?? Infinity) < (price(p, 1) ?? 0))).toBeGreaterThan(30);
    expect(count((p) => p.bulk_amount !== null && price(p, 3) !== undefined)).toBeGreaterThan(20);
    expect(count((p) => p.sellout !== null)).toBeGreaterThan(5);
    expect(count((p) => p.recommended_price !== null)).toBeGreaterThan(5);
    expect(
      count(
        (p) =>
          p.recommended_price === null && p.recommended_price_list_id === 91 && price(p, 91) !== undefined,
      ),
    ).toBeGreaterThan(5);
    expect(count((p) => p.customer_discount !== null && p.customer_days_discount !== null)).toBeGreaterThan(
      10,
    );
    expect(count((p) => p.pack && p.sku.startsWith('999') && p.childs.length > 0)).toBeGreaterThan(5);
    expect(count((p) => p.stock === 0)).toBeGreaterThan(3);
    expect(count((p) => price(p, 1) === undefined)).toBeGreaterThan(2);
    expect(
      count((p) => price(p, 1) !== undefined && [4, 5, 6, 7, 8].some((l) => price(p, l) === undefined)),
    ).toBeGreaterThan(2);
    expect(new Set(state.products.map((p) => p.id)).size).toBe(state.products.length);
  });

  it('has the stores with their flags and valid RUTs for every fixed person', () => {
    expect(Store.safeParse(state.stores[0]).success).toBe(true);
    const demoStore = state.stores[0]!;
    for (const flag of [
      'recommended_active',
      'mach_active',
      'redpay_active',
      'ubereats_active_integration',
      'tbk_smart_pos_active',
      'mercadopago_active',
    ] as const) {
      expect(demoStore[flag]).toBe(true);
    }
    expect(state.stores[1]).toMatchObject({ is_franchise: true, bsale_api_token_name: null });
    for (const rut of [
      DEMO.seller.rut,
      DEMO.franchiseSeller.rut,
      DEMO.member.rut,
      DEMO.nonMember.rut,
      DEMO.wholesale.rut,
      DEMO.unknownRut,
    ]) {
      expect(isValidRut(rut)).toBe(true);
    }
    for (const c of state.customers) expect(isValidRut(c.rut)).toBe(true);
  });

  it('documents its fixed values in README.md', () => {
    const values = [
      DEMO.seller.rut,
      DEMO.franchiseSeller.rut,
      DEMO.member.rut,
      DEMO.nonMember.rut,
      DEMO.wholesale.rut,
      DEMO.unknownRut,
      DEMO.walletSmsCode,
      DEMO.supervisorCode,
      String(DEMO.receipt),
      String(DEMO.receiptPartlyReturned),
      String(DEMO.invoice),
      DEMO.uberEatsCode,
      DEMO.rappiCode,
      DEMO.pedidosYaCode,
      ...Object.values(DEMO.pickupCodes),
      ...Object.values(DEMO.purchaseOrders),
      ...Object.values(DEMO.invoices),
      ...Object.values(DEMO.storeOrders),
      ...state.coupons.map((c) => c.code),
      ...state.products.slice(0, 20).flatMap((p) => [p.sku, p.ean!, p.name]),
      ...state.payments.flatMap((p) => (p.smart_pos_transaction_id ? [p.smart_pos_transaction_id] : [])),
    ];
    expect(values.filter((v) => !readme.includes(v))).toEqual([]);
  });
});

describe('world', () => {
  it('snapshots and restores its state; rejects another version', () => {
    const world = createWorld({ now: TEST_NOW });
    world.state.products[0]!.stock = 1;
    const copy = createWorld({ now: TEST_NOW });
    expect(copy.restore(world.snapshot())).toBe(true);
    expect(copy.state.products[0]!.stock).toBe(1);
    expect(copy.restore(JSON.stringify({ ...world.state, version: 999 }))).toBe(false);
    expect(copy.restore('not json')).toBe(false);
    resetWorld(copy);
    expect(copy.state.products[0]!.stock).toBe(240);
  });

  it('has an injectable clock: fixed, advanced, or a time source', () => {
    const fixed = createClock(TEST_NOW);
    fixed.advance(5000);
    expect(fixed.now().toISOString()).toBe('2025-06-02T15:00:05.000Z');
    const source = createClock(() => new Date(0));
    source.advance(10);
    expect(source.now().getTime()).toBe(10);
    expect(Math.abs(createClock().now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('parses combined scenarios with parameters', () => {
    const world = createWorld({ now: TEST_NOW, scenario: 'slow-network:50, server-error:login' });
    expect([...world.scenarios]).toEqual([
      ['slow-network', '50'],
      ['server-error', 'login'],
    ]);
    world.setScenario(null);
    expect(world.scenarios.size).toBe(0);
  });
});
