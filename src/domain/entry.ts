/**
 * /ingreso's classification (spec 000 §2, §5 Entry): what the customer lookup's answer means for
 * this sale.
 */
import { ENTRY_MESSAGES } from './messages';

/** The lookup's answer: the customer with its subscription, or not found (404). */
export type EntryLookup = { found: true; subscription: boolean } | { found: false };

/**
 * - member: a subscribed customer (in a non-member sale too: the popup asks to enter as member);
 * - nonMember: a known customer without subscription, in a non-member sale;
 * - newCustomer: the RUT does not exist, in a non-member sale (Aceptar creates it);
 * - refused: a member sale for someone who is not a member (found or not): "Cliente no es socio".
 */
export type EntryOutcome =
  | { kind: 'member' | 'nonMember' | 'newCustomer' }
  | { kind: 'refused'; message: string };

export function classifyEntry(memberSale: boolean, lookup: EntryLookup): EntryOutcome {
  if (lookup.found && lookup.subscription) return { kind: 'member' };
  if (memberSale) return { kind: 'refused', message: ENTRY_MESSAGES.notMember };
  return { kind: lookup.found ? 'nonMember' : 'newCustomer' };
}
