/** The browser's demo world is saved incrementally: a reload gets back what changed, and only that is written. */
import { describe, expect, it } from 'vitest';
import { createWorldPersistence, WORLD_STORAGE_KEY, type WorldStorage } from './persistence';
import { TEST_NOW } from './testing';
import { createWorld } from './world/index';

/** localStorage as a Map, counting the writes per key. */
function fakeStorage() {
  const items = new Map<string, string>();
  const writes = new Map<string, number>();
  const storage: WorldStorage = {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
      writes.set(key, (writes.get(key) ?? 0) + 1);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
  return { storage, items, writes, resetWrites: () => writes.clear() };
}

/** A reload: a new page's world and persistence over the same storage. */
function reload(storage: WorldStorage) {
  const world = createWorld({ now: TEST_NOW });
  const persistence = createWorldPersistence(storage);
  return { world, persistence, restored: persistence.load(world) };
}

describe('demo world persistence', () => {
  it('a reload restores what changed: a new order, a stock move, a sequence', () => {
    const { storage } = fakeStorage();
    const page = reload(storage);
    expect(page.restored).toBe(false);
    page.persistence.save(page.world);

    const order = { ...page.world.state.orders[0]!, id: page.world.next('order'), order_number: 59_999 };
    page.world.state.orders.push(order);
    page.world.state.products[0]!.stock -= 5;
    page.persistence.save(page.world);

    const after = reload(storage);
    expect(after.restored).toBe(true);
    expect(after.world.state.orders.at(-1)).toEqual(order);
    expect(after.world.state.products[0]!.stock).toBe(235);
    expect(after.world.state.seq.order).toBe(order.id);
    expect(after.world.state).toEqual(page.world.state);
  });

  it('writes only the records that changed, not the unchanged ones', () => {
    const { storage, writes, resetWrites } = fakeStorage();
    const page = reload(storage);
    page.persistence.save(page.world);
    const firstSave = writes.size;
    expect(firstSave).toBeGreaterThan(page.world.state.products.length);

    resetWrites();
    page.persistence.save(page.world);
    expect([...writes.keys()]).toEqual([]);

    const product = page.world.state.products[3]!;
    product.stock -= 1;
    page.world.state.requestCounts.createOrder = 1;
    page.persistence.save(page.world);
    expect([...writes.keys()].sort()).toEqual(
      [`${WORLD_STORAGE_KEY}:products#${product.id}`, `${WORLD_STORAGE_KEY}:requestCounts`].sort(),
    );
  });

  it('removes a record that is gone and keeps the rest after a reload', () => {
    const { storage, items } = fakeStorage();
    const page = reload(storage);
    page.persistence.save(page.world);
    const removed = page.world.state.orders.pop()!;
    page.persistence.save(page.world);
    expect(items.has(`${WORLD_STORAGE_KEY}:orders#${removed.id}`)).toBe(false);
    expect(reload(storage).world.state.orders.map((o) => o.id)).not.toContain(removed.id);
  });

  it('starts from the seed (and clears storage) when what is stored is of another version or broken', () => {
    const { storage, items } = fakeStorage();
    const page = reload(storage);
    page.world.state.products[0]!.stock = 1;
    page.persistence.save(page.world);

    items.set(
      WORLD_STORAGE_KEY,
      JSON.stringify({ ...JSON.parse(items.get(WORLD_STORAGE_KEY)!), version: 999 }),
    );
    const stale = reload(storage);
    expect(stale.restored).toBe(false);
    expect(stale.world.state.products[0]!.stock).toBe(240);
    expect(items.size).toBe(0);

    // The single blob of the previous format is discarded the same way.
    items.set(WORLD_STORAGE_KEY, JSON.stringify({ version: 2, savedAt: TEST_NOW, state: '{}' }));
    expect(reload(storage).restored).toBe(false);
    expect(items.size).toBe(0);
  });

  it('clear() forgets the stored world (?world=reset)', () => {
    const { storage, items } = fakeStorage();
    const page = reload(storage);
    page.persistence.save(page.world);
    items.set('pos.session', 'kept');
    page.persistence.clear();
    expect([...items.keys()]).toEqual(['pos.session']);
  });
});
