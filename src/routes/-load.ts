/**
 * How a route's loader reads (docs/SERVER-STATE.md "Loaders"):
 * - `awaitRead`: the read the screen is for (the list on /guardados, the catalogue's first page
 *   on /compra). Navigation waits for it, so the screen opens complete; if it takes longer than
 *   the route's `pendingMs`, the route shows the screen itself with its skeleton (pendingComponent).
 * - `startRead`: a read the screen can show without (points, past orders, promotions, featured
 *   products): started now, in parallel, never awaited; the screen shows its skeleton meanwhile.
 * Neither ever fails the navigation: a failed read is the screen's to show (its own text,
 * "Recargar", an empty list), exactly as when the screen asks by itself. The router's error page
 * (which clears everything) is for bugs, not for a 500.
 */
export async function awaitRead(read: Promise<unknown>): Promise<void> {
  await read.catch(() => undefined);
}

export function startRead(read: Promise<unknown>): void {
  read.catch(() => undefined);
}

/** How long a blocking loader keeps the previous screen before the pending screen shows. */
export const PENDING_MS = 200;
