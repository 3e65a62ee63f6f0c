import { errorText, isApiError } from '@/api/errors.ts';
import { isStockRefusal, type StockAnswerStatus, stockRefusalText } from '@/domain/stockEntry.ts';

/**
 * A stock call that answered 200 with `success: false` (spec 001 §7: these calls give success and
 * errorMessage). Thrown so the caller's failure path runs: the text shown, nothing changed.
 */
export class StockRefused extends Error {
  override readonly name = 'StockRefused';
  readonly answer: StockAnswerStatus & { purchaseInvoiceStatus?: string | null };

  constructor(answer: StockAnswerStatus & { purchaseInvoiceStatus?: string | null }) {
    super(answer.errorMessage ?? 'success false');
    this.answer = answer;
  }
}

/** The answer when the server did what was asked; a refusal (success false) is thrown. */
export function accepted<T extends StockAnswerStatus>(answer: T): T {
  if (isStockRefusal(answer)) throw new StockRefused(answer);
  return answer;
}

/** The answer's data, which a done call must carry; a refusal or a missing data is thrown. */
export function acceptedData<T extends StockAnswerStatus & { purchaseInvoiceStatus?: string | null }, D>(
  answer: T & { data?: D },
): D {
  const data = accepted(answer).data;
  if (data === undefined) throw new StockRefused({ ...answer, success: false });
  return data;
}

/** The text of a failed stock call: the server's errorMessage (refusal or error), else `fallback`. */
export function stockFailureText(error: unknown, fallback: string): string {
  if (error instanceof StockRefused) return stockRefusalText(error.answer, fallback);
  return errorText(error, fallback);
}

/** purchaseInvoiceStatus of a failed entry, whether a refusal (200) or an error answer. */
export function failedInvoiceStatus(error: unknown): string | null {
  if (error instanceof StockRefused) return error.answer.purchaseInvoiceStatus ?? null;
  return isApiError(error) ? error.purchaseInvoiceStatus : null;
}
