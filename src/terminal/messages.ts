/**
 * User-visible texts of the terminal layer, copied exactly from the specs
 * (001 sections 5 "Payment options", 8 "Printing" / "Native terminal" / "Mercado Pago", 000 "Card annulment").
 * Helpers below only compose these texts; they never invent new wording.
 */

export const MESSAGES = {
  // Printing (001 §8 "Printing")
  printerOutOfPaper: 'Falta papel en la impresora',
  printerLowBattery: 'Batería muy baja para imprimir',
  printerError: 'Ha ocurrido un error al imprimir',
  printNotSuccessful: 'Ha ocurrido un error en la impresión. Por favor intente nuevamente',

  // Native terminal (001 §8 "Native terminal")
  loadKeysErrorPrefix: 'SmartPOS loadKeys Error: ',
  cashCloseSuccess: 'Cierre de caja realizado con éxito',
  cashCloseError: 'Ha ocurrido un error al cerrar la caja',
  totalsError: 'Ha ocurrido un error consultar los totales',
  photoError: 'Ha ocurrido un error obtener la imagen',

  // Payment options (001 §5)
  smartPosKeysMissing: 'No están cargadas las llaves del SmartPOS',
  storeNotEnabled: 'Tienda no habilitada',

  // Payments (001 §8 "Redelcom and general payment" / "Mercado Pago")
  paymentCancelled: 'Pago cancelado',
  operationCancelled: 'Operación cancelada',
  cancelPaymentError: 'Error al intentar cancelar el pago',
  paymentRejected: 'El pago fue rechazado.',
  paymentRetry: 'Ha ocurrido un error. Por favor intente nuevamente.',
  mercadoPagoPaymentError: 'Error en el proceso de pago.',
  mercadoPagoConfigError: 'Problemas con la configuración de MercadoPago.',
  mercadoPagoStartError: 'Error al iniciar el flujo de pago con MercadoPago.',

  // Card annulment (000 "Card annulment failure": glosaRespuesta or this text, plus the code)
  genericError: 'Ha ocurrido un error',
} as const;

/** Printer status codes (001 §9). */
export const PRINTER_STATUS = { ok: 0, outOfPaper: 2, lowBattery: 9 } as const;

/**
 * The message for a printer status code, or null for success (0).
 * `withCode` is the newer printer result, which appends " (Cod {code})".
 */
export function printerStatusMessage(code: number, options: { withCode?: boolean } = {}): string | null {
  if (code === PRINTER_STATUS.ok) return null;
  const base =
    code === PRINTER_STATUS.outOfPaper
      ? MESSAGES.printerOutOfPaper
      : code === PRINTER_STATUS.lowBattery
        ? MESSAGES.printerLowBattery
        : MESSAGES.printerError;
  return options.withCode ? `${base} (Cod ${code})` : base;
}

/** "SmartPOS loadKeys Error: {details}". */
export function loadKeysErrorMessage(details: string): string {
  return `${MESSAGES.loadKeysErrorPrefix}${details}`;
}

/** Cash close success: the server (native) message, or the default text. */
export function cashCloseSuccessMessage(message?: string | null): string {
  return message?.trim() ? message : MESSAGES.cashCloseSuccess;
}

/** "Ha ocurrido un error al cerrar la caja" plus ". Código {code}" when a code is known. */
export function cashCloseErrorMessage(code?: string | number | null): string {
  return appendCode(MESSAGES.cashCloseError, code);
}

/**
 * Card annulment failure: glosaRespuesta or "Ha ocurrido un error", plus the code.
 * The spec does not show the separator for annulment; this reuses the cash close form ". Código {code}".
 */
export function annulmentErrorMessage(
  glosa: string | null | undefined,
  code?: string | number | null,
): string {
  return appendCode(glosa?.trim() ? glosa : MESSAGES.genericError, code);
}

/**
 * Transbank rejection: "the glosa message plus the code" (001 §8 "Transbank").
 * Same separator as above (an inference: the exact format is not shown).
 */
export function cardRejectedMessage(glosa: string | null | undefined, code?: string | number | null): string {
  return appendCode(glosa?.trim() ? glosa : MESSAGES.paymentRejected, code);
}

function appendCode(text: string, code: string | number | null | undefined): string {
  if (code === undefined || code === null || code === '') return text;
  return `${text}. Código ${code}`;
}
