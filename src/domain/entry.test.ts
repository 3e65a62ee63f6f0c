import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyEntry } from './entry';

describe('classifyEntry', () => {
  it('member sale: only a subscribed customer goes on; anyone else is "Cliente no es socio"', () => {
    expect(classifyEntry(true, { found: true, subscription: true })).toEqual({ kind: 'member' });
    expect(classifyEntry(true, { found: true, subscription: false })).toEqual({
      kind: 'refused',
      message: 'Cliente no es socio',
    });
    expect(classifyEntry(true, { found: false })).toEqual({
      kind: 'refused',
      message: 'Cliente no es socio',
    });
  });

  it('non-member sale: a member is offered as member, a known customer as non-member, an unknown RUT is created', () => {
    expect(classifyEntry(false, { found: true, subscription: true })).toEqual({ kind: 'member' });
    expect(classifyEntry(false, { found: true, subscription: false })).toEqual({ kind: 'nonMember' });
    expect(classifyEntry(false, { found: false })).toEqual({ kind: 'newCustomer' });
  });

  it('never creates a customer in a member sale, never refuses in a non-member sale (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (memberSale, found, subscription) => {
        const outcome = classifyEntry(memberSale, found ? { found: true, subscription } : { found: false });
        if (memberSale) expect(outcome.kind === 'member' || outcome.kind === 'refused').toBe(true);
        else expect(outcome.kind).not.toBe('refused');
      }),
    );
  });
});
