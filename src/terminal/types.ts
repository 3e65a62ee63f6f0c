/**
 * The one interface for everything the physical machine does (src/terminal/README.md).
 * Implementations: the SmartPOS bridge (smartPos.ts), the Mercado Pago bridge (mercadoPago.ts),
 * the store browser / Redelcom machine (storeBrowser.ts) and the simulator (simulator.ts).
 *
 * Failures reject with a TerminalError (errors.ts) whose message is the spec's Spanish text;
 * a non-zero printer status rejects with a PrinterError (retryable).
 */

/** Which machine this is (001 §1). Redelcom is the default store machine. */
export type MachineKind = 'smartPos' | 'mercadoPago' | 'redelcom' | 'browser';

/** The `provider` sent to the print calls (POST /api/payments/bill/print, /api/returns/print). */
export type PrintProvider = 'TRANSBANK-SMARTPOS' | 'MERCADOPAGO' | 'REDELCOM';

/** The `provider_version` sent to the print calls: pro when a hardware SDK exists. */
export type ProviderVersion = 'pro' | 'normal';

export type CardType = 'credit' | 'debit';

export interface TerminalCapabilities {
  /** Card payments start on this machine (SmartPOS, Mercado Pago); Redelcom goes through the server. */
  readonly cardPayment: boolean;
  /**
   * Card annulment on returns through this machine: the SmartPOS only, whose terminal app annuls
   * its own transactions (spec 000 "Terminal application functions"). Mercado Pago's bridge has
   * no annulment call in the specs and Redelcom no SDK: there the seller annuls each card payment
   * on the machine that charged it.
   */
  readonly annulment: boolean;
  /** The /opciones-smartpos screen: totals, cash close, key loading. */
  readonly smartPosOptions: boolean;
}

export interface CardPaymentRequest {
  /**
   * The id of this attempt, to match the native answer. Pass the id the checkout persisted before
   * sending (so a reload can recognise the same attempt); generated when absent.
   */
  readonly requestId?: string;
  /** Integer CLP. */
  readonly amount: number;
  readonly paymentId: number | string;
  readonly orderId: number | string;
  readonly cardType?: CardType;
}

/** Extra data of a Mercado Pago answer, for PUT /api/payments/mercadopago/machine. */
export interface MercadoPagoPaymentDetails {
  readonly status: string;
  readonly paymentMethod: string | null;
  readonly checkCallback: string | null;
  readonly paymentCallback: string | null;
}

export interface CardPaymentApproved {
  readonly outcome: 'approved';
  readonly requestId: string;
  /** smart_pos_transaction_id (SmartPOS numeroOperacion) or Mercado Pago machineTransactionId. */
  readonly transactionId: string;
  /** transbank_code (SmartPOS codigoAutorizacion); null on Mercado Pago. */
  readonly authorizationCode: string | null;
  /** terminal_id reported by the SmartPOS, when it reports one. */
  readonly terminalId: string | null;
  readonly mercadoPago?: MercadoPagoPaymentDetails;
}

export interface CardPaymentRejected {
  readonly outcome: 'rejected';
  readonly requestId: string;
  readonly code: string | null;
  readonly glosa: string | null;
  /** Ready to show: the glosa plus the code (Transbank) or the Mercado Pago text. */
  readonly message: string;
  readonly mercadoPago?: MercadoPagoPaymentDetails;
}

export interface CardPaymentCancelled {
  readonly outcome: 'cancelled';
  readonly requestId: string;
  /** "Pago cancelado". */
  readonly message: string;
}

export type CardPaymentResult = CardPaymentApproved | CardPaymentRejected | CardPaymentCancelled;

export interface AnnulmentRequest {
  readonly requestId?: string;
  /** The smart_pos_transaction_id (numeroOperacion) of the sale to annul. */
  readonly transactionId: string;
  readonly amount?: number;
}

/** The native annulment answer (000 "Terminal application functions"). 0 means annulled. */
export interface AnnulmentResult {
  readonly codigoRespuesta: number;
  readonly glosaRespuesta: string;
  readonly numeroOperacion: string;
}

export interface PrintResult {
  readonly status: 0;
}

export interface LoadKeysResult {
  readonly terminalId: string | null;
}

export interface CashCloseResult {
  /** The machine's message, or "Cierre de caja realizado con éxito". */
  readonly message: string;
}

export interface TotalsResult {
  /** A message from the machine, when it sends one. The payload shape is not in the specs. */
  readonly message: string | null;
  readonly raw: Readonly<Record<string, unknown>>;
}

/** Token claim smartPOS {api_key, flavor}, set on startup (001 §4 "Session"). */
export interface SmartPosCredentials {
  readonly apiKey: string;
  readonly flavor: string;
}

export interface TerminalAdapter {
  // --- machine identity -------------------------------------------------------------------
  readonly kind: MachineKind;
  /** Inside the smart POS app: / goes to /inicio and no machine number is needed. */
  readonly isTerminalApp: boolean;
  /** The camera barcode button shows only when true. */
  readonly hasCamera: boolean;
  /** provider_version 'pro' when true, else 'normal'. */
  readonly hasHardwareSdk: boolean;
  readonly provider: PrintProvider;
  readonly providerVersion: ProviderVersion;
  readonly capabilities: TerminalCapabilities;
  /** True for the simulator (browser, Storybook, tests). */
  readonly simulated: boolean;
  /** The SmartPOS terminal id from the last successful key load (null elsewhere). */
  readonly terminalId: string | null;

  // --- camera -----------------------------------------------------------------------------
  /** Opens the camera scanner; the code, or null when the person cancels. */
  scanBarcode(): Promise<string | null>;
  /** Takes a photo; a data URL. Failure: "Ha ocurrido un error obtener la imagen". */
  takePhoto(): Promise<string>;

  // --- printing ---------------------------------------------------------------------------
  /** Prints the server's printFormat lines. Non-zero printer status rejects with PrinterError. */
  print(lines: readonly string[]): Promise<PrintResult>;

  // --- card payment -----------------------------------------------------------------------
  /** One payment at a time; a second start while one is pending rejects with code 'busy'. */
  startCardPayment(request: CardPaymentRequest): Promise<CardPaymentResult>;
  /**
   * Asks the machine to cancel the pending payment. The pending payment settles through its own
   * promise (normally 'cancelled'; 'approved' if the card went through first). Rejects with
   * "Error al intentar cancelar el pago" when the machine does not confirm.
   */
  cancelCardPayment(): Promise<void>;
  /**
   * After a reload: the answer of a card payment started earlier with `requestId` (persisted by
   * the checkout before the start). The machine may still answer: the request is registered again
   * so a late answer counts, and the machine is asked to send it again when it can. Resolves null
   * when the machine says it knows nothing of that request (the outcome is unknown: the seller
   * must say whether the card was charged). Never starts a payment.
   */
  resumeCardPayment(requestId: string): Promise<CardPaymentResult | null>;

  // --- annulment --------------------------------------------------------------------------
  annulCardTransaction(request: AnnulmentRequest): Promise<AnnulmentResult>;

  // --- SmartPOS options -------------------------------------------------------------------
  setCredentials(credentials: SmartPosCredentials): void;
  /** On code "0" stores the smart_pos_keys cookie and the terminal id. */
  loadKeys(): Promise<LoadKeysResult>;
  cashClose(): Promise<CashCloseResult>;
  totals(): Promise<TotalsResult>;

  // --- lifecycle --------------------------------------------------------------------------
  /** Rejects pending requests and uninstalls the native callbacks. */
  dispose(): void;
}

/** Timers, injectable so tests can use fake timers or a manual clock. */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    if (isTimerHandle(handle)) globalThis.clearTimeout(handle);
  },
};

/** Something with a `cookie` string, like `document`. Injectable for node tests. */
export interface CookieJar {
  cookie: string;
}

export function printProviderFor(kind: MachineKind): PrintProvider {
  if (kind === 'smartPos') return 'TRANSBANK-SMARTPOS';
  if (kind === 'mercadoPago') return 'MERCADOPAGO';
  return 'REDELCOM';
}

export function providerVersionFor(hasHardwareSdk: boolean): ProviderVersion {
  return hasHardwareSdk ? 'pro' : 'normal';
}

export function capabilitiesFor(kind: MachineKind): TerminalCapabilities {
  return {
    cardPayment: kind === 'smartPos' || kind === 'mercadoPago',
    annulment: kind === 'smartPos',
    smartPosOptions: kind === 'smartPos',
  };
}

/** The SmartPOS cancel option appears after 10 s (001 §9). */
export const SMART_POS_CANCEL_AFTER_MS = 10_000;

/** Keys cookie (001 §9): smart_pos_keys lasts 86400 s. */
export const SMART_POS_KEYS_COOKIE = 'smart_pos_keys';
export const SMART_POS_KEYS_MAX_AGE_S = 86_400;

/** What setTimeout returned: a number in browsers, a Timeout object in Node. */
function isTimerHandle(handle: unknown): handle is ReturnType<typeof setTimeout> {
  return typeof handle === 'number' || (typeof handle === 'object' && handle !== null);
}
