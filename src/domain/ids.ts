/**
 * The one id generator: a prefix and 24 random hex digits (96 bits). Uses
 * crypto.getRandomValues, never crypto.randomUUID, which is missing outside secure contexts (a
 * store machine served over plain HTTP on the LAN).
 */
export function newId(prefix: string): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
