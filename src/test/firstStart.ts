import { resetApiConfig } from '@/api/http.ts';
import { dropEngines } from '@/features/checkout/engine/engines.ts';
import { forgetNativeAnswers } from '@/features/checkout/engine/providers/native.ts';
import { setAnalytics } from '@/session/analytics.ts';
import { clearAllClientState } from '@/session/reset.ts';

/**
 * A test file starts as a first start of the app, whatever file ran before it in the same worker
 * (the unit and component projects share their workers' modules, docs/TESTING.md "Speed"): no
 * stored value, every persisted store at its initial state, the API's default configuration and
 * no analytics sink. src/test/setup-unit.ts and src/test/setup-dom.ts run it before each file.
 */
export function startAsFirstLoad(): void {
  clearAllClientState();
  resetApiConfig();
  setAnalytics(null);
}

/** The page goes away: the payments' engines and the machine's answers in flight with it. */
export function leaveThePage(): void {
  dropEngines();
  forgetNativeAnswers();
}
