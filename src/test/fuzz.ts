/**
 * Screen-level fuzzing of input fields (`<Screen>.fuzz.test.tsx`): what a seller, a scanner or a
 * paste may put in a field, and a small runner.
 *
 *   await fuzz(fieldInput, async (text) => {
 *     await enterText(user, input, text);
 *     await user.keyboard('{Enter}');
 *     // the screen is still there, the spec's message or the accepted value, nothing lost
 *   });
 *
 * Stable API (other fuzz files import it): `fieldInput`, `FUZZ_RUNS`, `fuzz`, `enterText`,
 * `typedValue`, `fuzzUser`, `shownMessages`, `fieldError`, `currentToast`, `waitForNewToast`, `rutFieldKeeps`, and
 * the parts of `fieldInput` (`rutLike`, `moneyLike`, `digitsLike`, `hostileText`, `unicodeText`,
 * `whitespaceText`, `longText`).
 */

export { digitsLike, FUZZ_RUNS, fieldInput, moneyLike, rutLike } from './fuzzInputs';
export {
  currentToast,
  enterText,
  fieldError,
  fuzz,
  fuzzUser,
  rutFieldKeeps,
  shownMessages,
  typedValue,
  waitForNewToast,
} from './fuzzRunner';
