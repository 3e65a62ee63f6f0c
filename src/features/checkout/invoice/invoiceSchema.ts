import * as v from 'valibot';
import { INVOICE_MESSAGES, RUT_MESSAGES } from '@/domain/messages.ts';
import { isValidRut } from '@/domain/rut.ts';

/** A field that must not be blank (spec 001 §5: "All six fields must be non-empty"). */
const filled = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== '', INVOICE_MESSAGES.allFieldsRequired),
);

/**
 * The /factura form's rules as a Standard Schema (TanStack Form's onSubmit validator): every
 * field filled, then a valid RUT ("Debe ingresar un rut válido", only checked once the RUT is
 * filled). It agrees with the domain's `invoiceProblem`, which
 * picks the one message shown, in the spec's order (invoiceSchema.test.ts).
 */
export const invoiceFormSchema = v.pipe(
  v.object({
    rut: filled,
    company: filled,
    activity: filled,
    city: filled,
    commune: filled,
    address: filled,
  }),
  // On the whole object (no v.forward / v.partialCheck): the valibot chunk is shared with the
  // first screen, and the form shows one form-level message anyway.
  v.check((data) => data.rut.trim() === '' || isValidRut(data.rut), RUT_MESSAGES.invoice),
);
