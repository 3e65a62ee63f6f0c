import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * A `findBy…` or `waitFor` waits for a state, and only the test's own limit (the project's
 * testTimeout) says it never came. Testing Library's own bound, 1 s, is a time: on a loaded
 * machine a screen that answers in 1.2 s failed a test that asserts nothing about speed.
 */
configure({ asyncUtilTimeout: 12_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
