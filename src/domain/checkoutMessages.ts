/**
 * The checkout's own texts (/factura, /pago-final's steps and final screen): the labels and
 * notices the specs leave to us (docs/DECISIONS.md "Checkout"). A catalogue of its own so the
 * first screen and the sale screens do not download them (the shared catalogue, messages.ts, is
 * in the chunk every screen loads; bundle budget, README "Bundle"). The spec's own checkout texts
 * stay in messages.ts (CHECKOUT_MESSAGES, PRINTER_MESSAGES), which the terminal adapters share.
 * The guard test and the spec-text coverage read both catalogues.
 */
import { HANDED_OVER, SCAN_WITH_CAMERA } from './messages';
import type { DocumentName } from './paymentTypeLabels';

/** "boleta" -> "Boleta": a document's name at the start of a sentence. */
const capitalized = (doc: DocumentName): string => `${doc.charAt(0).toUpperCase()}${doc.slice(1)}`;

/** A step's own cancel (MACH, Redpay, a card on the machine), not the sale's. */
const CANCEL_PAYMENT = 'Cancelar pago';
/** The Transbank authorization code field (card fallback, Cornershop). */
const AUTHORIZATION_CODE = 'Código de autorización';

/**
 * /pago-final labels the specs leave unnamed (ours, docs/DECISIONS.md "Checkout"): the cancel
 * action ("A cancel action is available") and the "Cambiar" dialog.
 */
export const CHECKOUT_LABELS = {
  cancelSale: 'Cancelar compra',
  cancelSaleQuestion: '¿Desea cancelar la compra? La orden será rechazada.',
  /** The question's answers say what they do: "Cancelar" alone read as "keep the sale" and as "cancel it". */
  cancelSaleConfirm: 'Sí, cancelar la compra',
  cancelSaleKeep: 'No, seguir con el pago',
  changeMethodTitle: 'Cambiar método de pago',
  changeMethodCurrent: (type: string): string => `Método actual: ${type}`,
  /** The zero-total sale's payments being approved on the server before billing (spec 001 §4). */
  approvingFree: 'Registrando la venta sin cobro…',
  approveFreeFailed: 'No se pudo registrar la venta sin cobro.',
} as const;

/**
 * /factura (spec 001 §2 "Form fields: company name, activity, city, commune, address, plus a RUT
 * field with a search button"): the labels the spec leaves unnamed (ours, docs/DECISIONS.md
 * "Checkout: invoice data"). Its messages are INVOICE_MESSAGES and RUT_MESSAGES.invoice; the RUT
 * field's label is RutInput's own "RUT" (the login's), kept there so the first screen does not
 * load this catalogue through the field.
 */
export const INVOICE_FORM_LABELS = {
  title: 'Datos de factura',
  company: 'Razón social',
  activity: 'Giro',
  city: 'Ciudad',
  commune: 'Comuna',
  address: 'Dirección',
  searchRut: 'Buscar RUT',
  found: 'Datos encontrados. Revise y continúe',
} as const;

/**
 * Billing and the final screen of /pago-final (spec 001 §2 "After all payments…", §8 Billing,
 * Printing). Texts the specs do not give are ours (docs/DECISIONS.md "Checkout: billing and the
 * final screen"); the spec's own texts are CHECKOUT_MESSAGES, PRINTER_MESSAGES and CODE_MESSAGES.
 */
export const CHECKOUT_FINAL_TEXTS = {
  /** The stock variant of a failed billing (spec 001 §8: "exact text not shown"). */
  billingStockFailed:
    'Error generando boleta: el sistema de facturación no tiene stock suficiente. Por favor intente nuevamente.',
  /** The sale's document (order `document_type`) is named: a factura is never called a boleta. */
  billingInProgress: (doc: DocumentName): string => `Generando ${doc}…`,
  billingWait: 'Espere un momento, no cierre esta pantalla.',
  billingFailedTitle: (doc: DocumentName): string => `No se pudo generar la ${doc}`,
  orderNumber: (n: number | string): string => `Orden N° ${n}`,
  paymentsHeading: 'Pagos realizados',
  taxable: 'Venta afecta a IVA',
  exempt: 'Venta exenta de IVA',
  /** The issued document and its number (folio): "Boleta N° 100305", "Factura N° 5301". */
  documentNumber: (doc: DocumentName, n: number): string => `${capitalized(doc)} N° ${n}`,
  siiCode: (code: string): string => `Código SII: ${code}`,
  voucherNotice: (doc: DocumentName): string => `La ${doc} quedó pendiente: se imprimirá un comprobante.`,
  print: 'Imprimir',
  sendEmail: 'Enviar por email',
  newSale: 'Iniciar nueva venta',
  printed: 'Documento impreso',
  emailSent: (email: string, doc: DocumentName): string => `${capitalized(doc)} enviada a ${email}`,
  emailTitle: (doc: DocumentName): string => `Enviar ${doc} por email`,
  emailLabel: 'Email del cliente',
  send: 'Enviar',
  printerErrorTitle: 'Error de impresora',
} as const;

/**
 * MACH and Redpay steps of /pago-final (ours: the specs give only the outcome texts, which are in
 * CHECKOUT_MESSAGES; docs/DECISIONS.md "Checkout: MACH and Redpay").
 */
export const QR_MESSAGES = {
  generate: 'Generar QR',
  cancelPayment: CANCEL_PAYMENT,
  scanMach: 'El cliente escanea el código con la app MACH',
  scanRedpay: 'El cliente escanea el código con Redpay',
  machQr: 'Código QR de pago MACH',
  redpayQr: 'Código QR de pago Redpay',
  tokenNumber: 'Código de pago',
  checking: 'Verificando el pago',
  startUnknown: 'No se pudo confirmar si se generó el pago. Si el cliente no pagó, reintente.',
  cancelling: 'Cancelando el pago',
} as const;

/**
 * Card payment steps (Redelcom, SmartPOS, Mercado Pago, Transbank code): texts the specs do not
 * give (ours, docs/DECISIONS.md "Checkout: card payments").
 */
export const CARD_STEP_MESSAGES = {
  pay: 'Cobrar con tarjeta',
  waitingMachine: 'Siga las instrucciones en la máquina',
  cancelPayment: CANCEL_PAYMENT,
  recording: 'Registrando el pago',
  checking: 'Consultando el estado del pago',
  authCodeOpen: 'Ingresar código de autorización',
  authCodeLabel: AUTHORIZATION_CODE,
  authCodeSend: 'Confirmar código',
  unknownOutcome: 'No se sabe si la tarjeta fue cobrada. Revise la máquina antes de volver a cobrar.',
  notCharged: 'La tarjeta no fue cobrada',
  notChargedQuestion: '¿Confirma que la máquina no cobró la tarjeta? Se podrá cobrar de nuevo.',
  recordRetry: 'Registrar de nuevo',
} as const;

/**
 * What the payment engine says on the money's hard paths (ours, docs/DECISIONS.md "The payment
 * engine"): a charge the server refused after the card was taken, "Cancelar compra" against an
 * open charge, logging out while a charge is open, an outcome nobody knows yet.
 */
export const MONEY_MESSAGES = {
  /** The card was charged and the server refused to take it: the charge is undone first. */
  reversing: 'El cobro no quedó registrado en la venta: hay que anularlo antes de seguir.',
  annulling: 'Anulando el cobro en la máquina…',
  annulAgain: 'Anular de nuevo',
  annulUnknown: 'No se sabe si la máquina anuló el cobro. Revísela: si no lo anuló, anule de nuevo.',
  annulled:
    'El cobro fue anulado en la máquina. Puede cobrar de nuevo, cambiar el método o cancelar la compra.',
  handOverTitle: 'Anule este cobro en la máquina que lo hizo',
  handedOver: HANDED_OVER,
  handedOverDone:
    'El cobro quedó para anular en la máquina que lo hizo. Puede cobrar de nuevo, cambiar el método o cancelar la compra.',
  /** "Cancelar compra" stopped by what a provider answered. */
  cancelPaid: 'El pago ya fue aprobado: la compra no se canceló.',
  cancelWaiting: 'Se pidió cancelar el pago en la máquina. Espere su respuesta antes de cancelar la compra.',
  cancelNotYet:
    'Hay un pago con tarjeta en curso: espere la respuesta de la máquina antes de cancelar la compra.',
  cancelUnknown: 'No se sabe si el pago se hizo. Confírmelo en el paso antes de cancelar la compra.',
  /** "Cancelar compra" is off while a step's call (not a card's) waits for its answer. */
  cancelSending: 'Se está enviando un pago: espere su respuesta antes de cancelar la compra.',
  cancelRecording: 'La tarjeta ya fue cobrada y se está registrando: la compra no se canceló.',
  cancelReversing: 'Hay un cobro por anular: anúlelo en el paso antes de cancelar la compra.',
  cancelPaidStep:
    'Esta venta ya tiene un pago aprobado y no se puede cancelar: termine el pago (puede cambiar el método) y haga una devolución si el cliente la pide.',
  /** An unknown outcome of a call settled by the server: the same request goes again. */
  unknownResend: 'No se pudo confirmar el pago. Reintentar lo envía de nuevo, sin cobrar dos veces.',
  /** Logging out while the sale has a charge open or a payment approved. */
  logoutQuestion:
    'Hay un pago en curso en esta venta. Si cierra sesión, la venta queda abierta en esta máquina y se retoma al ingresar.',
  logoutBack: 'Volver al pago',
  logoutAnyway: 'Cerrar sesión igual',
} as const;

/**
 * The checkout's steps settled by one server call (cash, transfer, voucher, deposit codes,
 * platforms, Cornershop, Rappi Payless, wallet, nothing to charge): labels and messages the specs
 * do not give (ours, docs/DECISIONS.md "Checkout: server-settled steps"). The spec's own texts
 * (codes differ, required codes, "Código incompleto", "Falta el código de verificación") stay in
 * CODE_MESSAGES.
 */
export const SERVER_STEP_MESSAGES = {
  cashGiven: 'Monto recibido',
  /** The one-tap amounts of the cash step (ours): their group and the exact amount's button. */
  cashQuickAmounts: 'Montos rápidos',
  cashExact: 'Monto exacto',
  change: 'Vuelto',
  cashShort: 'El monto recibido es menor al monto a pagar',
  pay: 'Confirmar pago',
  transferCode: 'Código de transferencia',
  voucherCode: 'Código del comprobante',
  repeatCode: 'Repita el código',
  depositCode: 'Código del pago',
  creditNoteCode: 'Número de nota de crédito',
  rappiCode: 'Código Rappi',
  uberEatsCode: 'Código UberEats',
  pedidosYaCode: 'Código PedidosYa',
  cornershopCode: 'Código Cornershop',
  authorizationCode: AUTHORIZATION_CODE,
  barcode: 'Código de barras Rappi',
  barcodeRequired: 'Ingrese o escanee el código de barras',
  scanWithCamera: SCAN_WITH_CAMERA,
  walletCode: 'Código de verificación',
  sendSms: 'Enviar código por SMS',
  resendSms: 'Reenviar SMS',
  sendSupervisor: 'Enviar código al supervisor',
  resendSupervisor: 'Reenviar al supervisor',
  smsSent: 'Se envió un código por SMS al cliente',
  supervisorSent: 'Se envió un código al correo del supervisor',
  resendIn: (countdown: string): string => `Reenviar en ${countdown}`,
  walletNoCustomer: 'El pago con puntos necesita un cliente socio',
  checking: 'Verificando el pago…',
  checkAgain: 'Verificar de nuevo',
  nothingToCharge: 'Nada que cobrar en este paso',
  chooseMethod: 'Elija un método de pago con Cambiar',
  approved: 'Pago aprobado',
  pin: (pin: string): string => `PIN: ${pin}`,
} as const;
