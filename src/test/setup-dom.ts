import '@testing-library/jest-dom/vitest';
import { QueryCache } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { leaveThePage, startAsFirstLoad } from './firstStart.ts';

/**
 * A `findBy…` or `waitFor` waits for a state, and only the test's own limit (the project's
 * testTimeout) says it never came. Testing Library's own bound, 1 s, is a time: on a loaded
 * machine a screen that answers in 1.2 s failed a test that asserts nothing about speed.
 */
configure({ asyncUtilTimeout: 12_000 });

/**
 * Each file starts as a page opened for the first time, whatever file ran before it in the same
 * worker (the component project shares its workers' modules between files, docs/TESTING.md):
 * no stored value, every persisted store at its initial state, the API's default configuration
 * and no analytics sink. This runs before each file's own code.
 */
startAsFirstLoad();

/**
 * jsdom lays nothing out and has no `scrollIntoView`: a screen that brings a row into view (the
 * stock document's last entry) calls it here as a no-op. Where it lands is checked in Chromium
 * (the browser tests and the full flows).
 */
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}

/**
 * Every query cache a test used. When the page goes away its queries go with it: a fetch in flight,
 * a retry waiting for its delay or for the network to come back would otherwise start its request
 * in a later test, or a later file sharing the worker, and be counted there.
 */
const usedCaches = new Set<QueryCache>();
const build = QueryCache.prototype.build;
Object.defineProperty(QueryCache.prototype, 'build', {
  configurable: true,
  writable: true,
  value: function buildAndKeep(this: QueryCache, ...args: unknown[]) {
    usedCaches.add(this);
    return Reflect.apply(build, this, args);
  },
});

afterEach(() => {
  cleanup();
  // Removing a query cancels what it has in flight (and its retries).
  for (const cache of usedCaches) cache.clear();
  usedCaches.clear();
  leaveThePage();
  localStorage.clear();
});
