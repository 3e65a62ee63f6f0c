import { describe, expect, it } from 'vitest';
import { clampReturnQuantity, returnableAmount, validateReturn } from './returns';

const order = {
  OrderProducts: [
    { product_id: 1, amount: 5 },
    { product_id: 2, amount: 2 },
  ],
  Returns: [
    { ReturnProducts: [{ product_id: 1, amount: 2 }] },
    { ReturnProducts: [{ product_id: 1, amount: 1 }] },
  ],
};

describe('returns', () => {
  it('returnable = bought - already returned: 5 - 2 - 1 = 2; 2 - 0 = 2', () => {
    expect(returnableAmount(order, 1)).toBe(2);
    expect(returnableAmount(order, 2)).toBe(2);
    expect(returnableAmount({ OrderProducts: [{ product_id: 3, amount: 1 }], Returns: null }, 3)).toBe(1);
    expect(
      returnableAmount(
        { OrderProducts: [], Returns: [{ ReturnProducts: [{ product_id: 4, amount: 1 }] }] },
        4,
      ),
    ).toBe(0);
  });
  it('quantity clamped to 0..returnable', () => {
    expect(clampReturnQuantity(5, 2)).toBe(2);
    expect(clampReturnQuantity(-1, 2)).toBe(0);
    expect(clampReturnQuantity(1.7, 2)).toBe(1);
    expect(clampReturnQuantity(Number.NaN, 2)).toBe(0);
  });
  it('"Debe devolver al menos 1 producto"', () => {
    expect(validateReturn({ order, quantities: { 1: 0 }, cashMovement: true })).toEqual({
      ok: false,
      message: 'Debe devolver al menos 1 producto',
    });
  });
  it('"Debe seleccionar una opción de movimiento de efectivo"', () => {
    expect(validateReturn({ order, quantities: { 1: 1 }, cashMovement: null })).toEqual({
      ok: false,
      message: 'Debe seleccionar una opción de movimiento de efectivo',
    });
  });
  it('builds the products with clamped amounts', () => {
    expect(validateReturn({ order, quantities: { 1: 9, 2: 1 }, cashMovement: false })).toEqual({
      ok: true,
      products: [
        { id: 1, amount: 2 },
        { id: 2, amount: 1 },
      ],
      cash_movement: false,
    });
  });
});
