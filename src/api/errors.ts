import { NETWORK_MESSAGES } from '@/domain/messages.ts';

/**
 * Every failed call becomes one ApiError, so a screen shows the server's catalogue text
 * (`errorMessage`) or its own default without parsing responses itself.
 */
export interface ErrorEnvelope {
  errorMessage?: string | null;
  errorAction?: string | null;
  pinCode?: string | null;
  purchaseInvoiceStatus?: string | null;
  /** The purchase invoice a stock entry failure is about (its reprint). */
  purchaseInvoiceId?: number | null;
}

/**
 * http: the server answered an error status; network: no connection; timeout: no answer within
 * the time limit (src/api/http.ts); contract: an answer that is not the JSON the contract says
 * (an HTML page, a wrong shape); offline: not sent at all, the machine being offline.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract' | 'offline';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's message for the seller, when it sent one. */
  readonly errorMessage: string | null;
  /** "reset" means: do not offer Reintentar. */
  readonly errorAction: string | null;
  readonly pinCode: string | null;
  readonly purchaseInvoiceStatus: string | null;
  readonly purchaseInvoiceId: number | null;
  readonly body: unknown;

  constructor(options: {
    status: number;
    kind: ApiErrorKind;
    envelope?: ErrorEnvelope | null;
    body?: unknown;
    message?: string;
  }) {
    const envelope = options.envelope ?? {};
    super(envelope.errorMessage || options.message || `HTTP ${options.status}`);
    this.status = options.status;
    this.kind = options.kind;
    this.errorMessage = envelope.errorMessage || null;
    this.errorAction = envelope.errorAction ?? null;
    this.pinCode = envelope.pinCode ?? null;
    this.purchaseInvoiceStatus = envelope.purchaseInvoiceStatus ?? null;
    this.purchaseInvoiceId = envelope.purchaseInvoiceId ?? null;
    this.body = options.body;
  }

  /** Whether the screen may offer "Reintentar" (spec 001: errorAction "reset" hides it). */
  get canRetry(): boolean {
    return this.errorAction !== 'reset';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The call was never sent: the machine was offline (src/api/http.ts). */
export function isNotSent(error: unknown): boolean {
  return isApiError(error) && error.kind === 'offline';
}

/** What an action's failure shows beside its button: its text, and whether it was only not sent. */
export interface ActionFailure {
  message: string;
  /** Not sent (offline): "Sin conexión: no se envió", which goes by itself when the network is back. */
  offline: boolean;
}

/**
 * The failure of an action the seller tapped: a call not sent says so ("Sin conexión: no se
 * envió"); any other shows the server's errorMessage, else `fallback`.
 */
export function actionFailure(error: unknown, fallback: string): ActionFailure {
  if (isNotSent(error)) return { message: NETWORK_MESSAGES.notSent, offline: true };
  return { message: errorText(error, fallback), offline: false };
}

/** Only a 404 means "not found": a 500, a timeout or a malformed answer is a failure. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The server's errorMessage when there is one, else the screen's default text. */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.errorMessage ?? fallback;
  return fallback;
}

/** Reads the error envelope fields from any parsed body, ignoring anything else. */
export function readEnvelope(body: unknown): ErrorEnvelope | null {
  if (!isRecord(body)) return null;
  const source = body;
  // Some endpoints nest the envelope under `data` (spec 000: "on error data.errorMessage").
  const nested: Record<string, unknown> = isRecord(source.data) ? source.data : {};
  const pick = (key: Exclude<keyof ErrorEnvelope, 'purchaseInvoiceId'>): string | null => {
    const value = source[key] ?? nested[key];
    return typeof value === 'string' ? value : null;
  };
  return {
    errorMessage: pick('errorMessage'),
    errorAction: pick('errorAction'),
    pinCode: pick('pinCode'),
    purchaseInvoiceStatus: pick('purchaseInvoiceStatus'),
    purchaseInvoiceId: (() => {
      const value = source.purchaseInvoiceId ?? nested.purchaseInvoiceId;
      return typeof value === 'number' && Number.isInteger(value) ? value : null;
    })(),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
