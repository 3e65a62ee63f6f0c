/**
 * Page-view and add_to_cart events for the third-party analytics service (spec 000 §7). The
 * app talks to this small interface only; the default sink does nothing, and the composition
 * root (or a test) replaces it with setAnalytics().
 */
export type AnalyticsEvent =
  | { name: 'page_view'; path: string }
  | {
      name: 'add_to_cart';
      productId: number;
      productName?: string;
      quantity: number;
      /** Unit price in CLP, when known. */
      price?: number;
      buyType?: string | null;
    };

export interface Analytics {
  track(event: AnalyticsEvent): void;
}

const noop: Analytics = { track: () => {} };

let current: Analytics = noop;

/** Replaces the sink (null restores the no-op). Returns the previous one. */
export function setAnalytics(next: Analytics | null): Analytics {
  const previous = current;
  current = next ?? noop;
  return previous;
}

/** Sends one event; a sink that throws never breaks a screen. */
export function track(event: AnalyticsEvent): void {
  try {
    current.track(event);
  } catch {
    // Analytics must never break the sale.
  }
}
