/**
 * How a route's loader reads (docs/SERVER-STATE.md "Loaders"):
 * - `awaitRead`: the read the screen is for (the list on /guardados, the catalogue's first page
 *   on /compra). Navigation waits for it, but only up to READ_WAIT_MS: a fast answer opens the
 *   screen complete (no skeleton flash); a slow one opens the screen with its skeleton at
 *   READ_WAIT_MS while the read goes on (the screen's useQuery joins it, no second request). The
 *   seller never waits on a blank or frozen screen for a slow network.
 * - `startRead`: a read the screen can show without (points, past orders, promotions, featured
 *   products): started now, in parallel, never awaited; the screen shows its skeleton meanwhile.
 * Neither ever fails the navigation: a failed read is the screen's to show (its own text,
 * "Recargar", an empty list), exactly as when the screen asks by itself. The router's error page
 * (which clears everything) is for bugs, not for a 500.
 */

/** The longest a loader holds navigation for the screen's main read, ms. */
export const READ_WAIT_MS = 200;

export async function awaitRead(read: Promise<unknown>, upToMs = READ_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const enough = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, upToMs);
  });
  await Promise.race([read.catch(() => undefined), enough]);
  clearTimeout(timer);
}

export function startRead(read: Promise<unknown>): void {
  read.catch(() => undefined);
}
