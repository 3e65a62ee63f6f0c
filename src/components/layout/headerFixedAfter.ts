import { HEADER_FIXED_AFTER_DEFAULT } from '@/components/ui/PageHeader.tsx';

/**
 * Spec 000 §9: "Scroll thresholds that switch the header to fixed: 200, 90, 45 and 50 px". The
 * spec does not say which is which; each screen gets the one that matches the block a seller
 * scrolls past before the header should lift off the page (docs/DECISIONS.md, README.md here):
 *
 * - /compra 200: the search field with its buttons and the "Productos Destacados" heading.
 * - /carro 90: the first cart line's name and unit price.
 * - /perfil 45: the customer's name line (a short screen).
 * - every other sale screen 50 (PageHeader's default).
 */
export const HEADER_FIXED_AFTER = {
  '/compra': 200,
  '/carro': 90,
  '/perfil': 45,
} as const;

/** Every other sale screen: PageHeader's default, 50. */
export const HEADER_FIXED_AFTER_OTHERS = HEADER_FIXED_AFTER_DEFAULT;

const BY_PATH: ReadonlyMap<string, number> = new Map(Object.entries(HEADER_FIXED_AFTER));

/** Scroll offset (px) past which the header of the screen at `pathname` turns fixed. */
export function headerFixedAfter(pathname: string): number {
  return BY_PATH.get(pathname.replace(/\/+$/, '')) ?? HEADER_FIXED_AFTER_OTHERS;
}
