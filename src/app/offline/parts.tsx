import { Component, type ReactNode } from 'react';

/*
 * The app's parts outside the router that are not in the first screen's code (the notices, the
 * logout question): fetched once that screen has settled, and a fallback where one could not be
 * loaded (docs/OFFLINE.md).
 */

/**
 * Runs `run` once the first screen has settled (2 s later: before a seller's first sale can need
 * it, after what the screen itself asked for); returns a cancel.
 */
export function afterFirstScreen(run: () => void): () => void {
  const timer = setTimeout(run, 2000);
  return () => clearTimeout(timer);
}

/**
 * What to show instead of a part of the app that could not be loaded (its code not reachable: the
 * network dropped first, on a build with no service worker), so that the error stays here and the
 * rest of the app stays on screen.
 */
export class PartOrFallback extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
