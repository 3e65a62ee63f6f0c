import type { Product } from '@/api/generated/model';

/** A customer drawn at build time (seedSource.ts); seed.ts turns it into a CustomerRecord. */
export interface GeneratedCustomer {
  id: number;
  name: string;
  /** Undashed RUT with its check digit, e.g. "123456785". */
  rut: string;
  member: boolean;
  /** Club points of a member; null for a non-member. */
  points: number | null;
}

/** What seed.gen.ts holds: the demo world's data drawn with faker at build time. */
export interface SeedData {
  products: Product[];
  customers: GeneratedCustomer[];
}
