import { onlineManager } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import { resetApiConfig } from '@/api/http.ts';
import { dropEngines } from '@/features/checkout/engine/engines.ts';
import { forgetNativeAnswers } from '@/features/checkout/engine/providers/native.ts';
import { setAnalytics } from '@/session/analytics.ts';
import { clearAllClientState } from '@/session/reset.ts';

/**
 * The unit project shares its workers' modules between files (docs/TESTING.md "Speed"), so each
 * file starts as a first start of the app, whatever file ran before it in the same worker: the
 * network up, the API's default configuration, every persisted store at its initial state, no
 * analytics sink, no payment engine or machine answer left from another file. This runs before
 * each file's own code.
 */
onlineManager.setOnline(true);
resetApiConfig();
clearAllClientState();
setAnalytics(null);
dropEngines();
forgetNativeAnswers();

afterEach(() => {
  dropEngines();
  forgetNativeAnswers();
});
