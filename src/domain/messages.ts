/**
 * The one catalogue of user-visible texts of the specs, copied exactly (accents, punctuation,
 * capitals): messages of spec 000 §5/§8 (sale and returns) and spec 001 §5/§8 (checkout and
 * operations), the terminal's texts, and the labels the specs name on each screen (§2).
 * Screens, components, the terminal layer and tests import these instead of typing the Spanish
 * again; each text is written once in this file (names that share a text refer to one constant),
 * and `messages.test.ts` fails when a screen, component or route types a catalogue text again.
 * Project texts the specs do not give stay next to their screen (e.g. LOGIN_TEXTS, HOME_TEXTS).
 */
import { formatClp, formatThousands } from './money';

/** "Ha ocurrido un error": the specs' generic failure (error page title, coupon, order, annulment). */
const GENERIC_ERROR = 'Ha ocurrido un error';
/** "Ha ocurrido un error. Por favor intente nuevamente." (bad payment polling, terminal retry). */
const TRY_AGAIN = 'Ha ocurrido un error. Por favor intente nuevamente.';
/** The invoice document type: the cart's document button, stock entry's document type. */
export const FACTURA = 'Factura';
/** The receipt document type: the cart's document button, the return's document choice. */
export const BOLETA = 'Boleta';
/** "Total": the cart's total and the saved-orders column. */
const TOTAL = 'Total';
/** "Cliente": the saved-orders column and the express order card. */
export const CUSTOMER = 'Cliente';
/** "Producto": stock entry's and express verification's product column. */
export const PRODUCT = 'Producto';
/** The label of a document type choice (the cart's Boleta / Factura, the stock entry's). */
export const DOCUMENT_TYPE = 'Tipo de documento';
/** "Verificado": express verification's column and a fully verified line. */
export const VERIFIED = 'Verificado';
/** "Preparado": the express action (spec 001 §4) and the status it names. */
export const PREPARED = 'Preparado';
/** "Escanear con cámara": a code read by the terminal's camera (checkout, express verification). */
/** The seller handed a card charge over to be annulled on the machine that took it. */
export const HANDED_OVER = 'Anulación entregada';

export const SCAN_WITH_CAMERA = 'Escanear con cámara';
/** "Pendiente": an express order not yet prepared, a line not yet scanned. */
export const PENDING = 'Pendiente';

/** Login, entry and invoice RUT messages live in rut.ts (RUT_MESSAGES); re-exported here. */
export { RUT_MESSAGES } from './rut';

export const ENTRY_MESSAGES = {
  notMember: 'Cliente no es socio',
} as const;

export const LOGIN_MESSAGES = {
  genericFailure: 'Ha ocurrido un error. Por favor intente nuevamente más tarde.',
  smartPosNotEnabled: 'Este local no está habilitado para usar SmartPOS',
  mercadoPagoNotEnabled: 'Este local no tiene Mercado Pago habilitado',
  bsaleTokenMissing: 'Este local no tiene el token de Bsale configurado',
  redelcomMissing: 'Este local no tiene el rut o el token de Redelcom configurado',
} as const;

/** Cart and add-to-cart messages (spec 000 §5 Cart, Adding from the product list). */
export const CART_MESSAGES = {
  maxPerLine: 'No puede agregar mas de 999 productos',
  notEnoughStock: 'No hay suficiente stock',
} as const;

export const productNoStockMessage = (product: string): string => `${product} no tiene stock suficiente!`;
export const addedToCartMessage = (n: number, product: string): string => `${n} ${product} en carro!`;
export const productNoPriceMessage = (product: string): string => `${product} no tiene precio`;
export const productNoBulkPriceMessage = (product: string): string => `${product} no tiene precio mayorista`;

/** Coupon messages (spec 000 §5 Coupon). */
export const COUPON_MESSAGES = {
  emptyCode: 'Por favor ingrese un código',
  applied: '¡Cupón aplicado!',
  genericError: GENERIC_ERROR,
  removed: 'Se ha borrado el cupón',
} as const;

/** Coupon success popup closes after this many ms. */
export const COUPON_SUCCESS_CLOSE_MS = 1500;

/** "Cupón válido para compras igual o superiores a $10.000" (amount formatted as CLP). */
export const couponMinimumMessage = (minCartAmount: number): string =>
  `Cupón válido para compras igual o superiores a ${formatClp(minCartAmount)}`;

/** Payment row and purchase messages (spec 000 §5 Payments, Purchase). */
export const PAYMENT_MESSAGES = {
  maxMethods: 'No se pueden agregar más métodos de pago',
  walletTwice: 'No se puede añadir nuevamente un pago por puntos',
  minimumTotal: 'Pagos deben ser mayores a 50 CLP',
  noProducts: 'Debe agregar al menos 1 producto',
  noPayments: 'Debe agregar al menos 1 método de pago',
  incompleteCart: 'Carrito Incompleto',
  paymentsMismatch: 'Pagos no coinciden con total',
  insufficientPoints: 'Puntos insuficientes',
  missingDocType: 'Falta elegir tipo de documento',
  missingPaymentMethod: 'Falta elegir metodo de pago',
  unusedPointsTitle: 'Usted tiene aun puntos sin utilizar',
  unusedPointsQuestion: '¿Esta seguro de seguir la compra?',
  orderCreationFailed: GENERIC_ERROR,
} as const;

/**
 * A sale whose order has a payment that cannot be rewritten (domain saleLock; ours, the specs are
 * silent: docs/DECISIONS.md "Sale"): the read-only cart, the way back to /pago-final and why
 * /pago-final's Volver is off while a charge waits.
 */
export const SALE_LOCK_MESSAGES = {
  paidNotice:
    'La venta tiene pagos aprobados: el carro ya no se puede modificar. Continúa con el pago para terminarla.',
  chargingNotice:
    'Hay un cobro en curso: el carro no se puede modificar mientras espera respuesta. Continúa con el pago.',
  continuePayment: 'Continuar con el pago',
  backBlocked: 'Hay un cobro en curso: para salir, espera su respuesta o cancélalo en el paso.',
  productsHeading: 'Productos de la venta',
  paymentsHeading: 'Pagos de la venta',
  /** /pago-final after a screen of the sale sent the seller back (a footer tab, a typed address). */
  bounced: 'El carro no se puede cambiar con un pago en curso: la venta sigue aquí.',
} as const;

/** "1 producto", "2 productos" (and "0 productos"). */
export const productCount = (n: number): string => `${n} ${n === 1 ? 'producto' : 'productos'}`;
/** The catalogue's cart button as a screen reader names it: "Carro, 1 producto". */
export const cartButtonLabel = (lines: number): string => `Carro, ${productCount(lines)}`;

/** "Falta ingresar un monto de EFECTIVO". */
export const missingAmountMessage = (paymentType: string): string =>
  `Falta ingresar un monto de ${paymentType}`;
/** "Faltan $1.000": payments are short of the total by n. */
export const missingMoneyMessage = (n: number): string => `Faltan ${formatClp(n)}`;
/** "Sobran $1.000": payments exceed the total by n. */
export const surplusMoneyMessage = (n: number): string => `Sobran ${formatClp(n)}`;

/**
 * Profile text for usable points above 500. The spec only says it tells how many points can be
 * used (dot thousands); this wording is the project's decision.
 */
export const profilePointsMessage = (usable: number): string =>
  `Puede utilizar ${formatThousands(usable)} puntos en esta compra`;

/** Returns (spec 000 §2, §5 Return, §8). */
export const RETURN_MESSAGES = {
  noProducts: 'Debe devolver al menos 1 producto',
  cashMovementRequired: 'Debe seleccionar una opción de movimiento de efectivo',
  confirm: 'Estas seguro?',
  progress: 'Generando Nota de Crédito',
  noOrders: 'No se encontraron órdenes para el número ingresado.',
  codeNotFound: 'El código ingresado no existe.',
  creationFailed: 'Error generando nota de crédito. Por favor intente nuevamente.',
  annulmentFailed: GENERIC_ERROR,
} as const;

export const annulmentCodeMessage = (code: string | number): string => `Código ${code}`;

/** Invoice data (spec 001 §5). The RUT message is RUT_MESSAGES.invoice. */
export const INVOICE_MESSAGES = {
  allFieldsRequired: 'Debe rellenar todos los campos',
  rutNotFound: 'No existe el RUT. Por favor complete los datos',
  lookupFailed: 'Ocurrió un error. Por favor complete los datos',
} as const;

/** Payment and delivery codes (spec 001 §5). */
export const CODE_MESSAGES = {
  codesDiffer: 'Los códigos no son iguales',
  rappiRequired: 'Por favor ingrese Código Rappi',
  uberEatsRequired: 'Por favor ingrese Código UberEats',
  cornershopRequired: 'Por favor ingrese Código Cornershop',
  pedidosYaRequired: 'Por favor ingrese Código PedidosYa',
  incomplete: 'Código incompleto',
  authCodeRequired: 'Debe ingresar un codigo',
  walletCodeRequired: 'Falta el código de verificación',
  invalidEmail: 'Email no válido',
  pickupRequired: 'Debe ingresar un codigo de pickup',
  pickupInvalid: 'Codigo invalido',
  deliveryOrderPrompt: 'Ingrese el código del pedido',
} as const;

/** Checkout payment options and sequence (spec 001 §2, §5, §8). */
export const CHECKOUT_MESSAGES = {
  title: 'POS Pago',
  smartPosKeysMissing: 'No están cargadas las llaves del SmartPOS',
  storeNotEnabled: 'Tienda no habilitada',
  /** Bad payment polling; also the terminal's "try again" when a card payment cannot start. */
  pollingFailed: TRY_AGAIN,
  rejected: 'El pago fue rechazado.',
  expired: 'El pago está expirado.',
  problemRejected: 'Hubo un problema con el pago y fue rechazado.',
  expiredOrRejected: 'Pago expirado o rechazado. Intentar nuevamente.',
  cancelled: 'Pago cancelado',
  operationCancelled: 'Operación cancelada',
  cancelFailed: 'Error al intentar cancelar el pago',
  machineCannotCancel:
    'Esta máquina no permite cancelar el pago desde aquí. Cancélelo en la máquina: seguimos esperando su respuesta.',
  mercadoPagoProcess: 'Error en el proceso de pago.',
  mercadoPagoUpdate: 'Error al actualizar el pago.',
  mercadoPagoConfig: 'Problemas con la configuración de MercadoPago.',
  mercadoPagoStart: 'Error al iniciar el flujo de pago con MercadoPago.',
  billingFailed: 'Error generando boleta. Por favor intente nuevamente.',
  billingLoadFailed: 'Error cargando la boleta',
  printFailed: 'Error imprimiendo boleta',
  emailFailed: 'Error enviando boleta por email',
  creditNotePrintFailed: 'Error imprimiendo nota de crédito',
  printNotSuccessful: 'Ha ocurrido un error en la impresión. Por favor intente nuevamente',
  finished: 'Compra Finalizada',
  redelcomNoApp: 'no abre la aplicación de pago',
} as const;

export const redelcomRejectedMessage = (message: string): string => `PAGO REDELCOM RECHAZADO: ${message}`;
export const redelcomErrorMessage = (message: string): string => `ERROR REDELCOM: ${message}`;
/** "Paso 1 de 2". */
export const paymentStepLabel = (n: number, total: number): string => `Paso ${n} de ${total}`;

/** Printer texts (spec 001 §8 "Printing"). */
export const PRINTER_MESSAGES = {
  noPaper: 'Falta papel en la impresora',
  lowBattery: 'Batería muy baja para imprimir',
  generic: 'Ha ocurrido un error al imprimir',
} as const;

/** Printer status codes (spec 001 §9): 0 success, 2 paper, 9 battery. */
export const PRINTER_STATUS = { ok: 0, outOfPaper: 2, lowBattery: 9 } as const;

/**
 * The text for a printer status, or null for success (0): 2 "Falta papel en la impresora",
 * 9 "Batería muy baja para imprimir", any other "Ha ocurrido un error al imprimir". `withCode`
 * is the newer printer result, which appends " (Cod {code})".
 */
export function printerStatusMessage(code: number, options: { withCode?: boolean } = {}): string | null {
  if (code === PRINTER_STATUS.ok) return null;
  const base =
    code === PRINTER_STATUS.outOfPaper
      ? PRINTER_MESSAGES.noPaper
      : code === PRINTER_STATUS.lowBattery
        ? PRINTER_MESSAGES.lowBattery
        : PRINTER_MESSAGES.generic;
  return options.withCode ? `${base} (Cod ${code})` : base;
}

/** Express orders (spec 001 §5, §8). */
export const EXPRESS_MESSAGES = {
  productNotFound: 'Producto no encontrado',
  loadFailed: 'Error cargando pedido. Por favor recargar.',
  statusChangeFailed: 'Problema al intentar cambiar el estado',
  codeFailed: 'Problema al intentar obtener el código',
  deliveryStatusFailed: 'Problema al cambiar el estado del delivery',
  delivered: 'Entrega exitosa!',
} as const;

export const invalidEanMessage = (product: string): string => `EAN INVALIDO: ${product}`;
/** "ERROR: Hay 2 productos faltantes" / "ERROR: Hay 1 productos sobrantes" (n = expected - scanned). */
export const quantityMismatchMessage = (missing: number): string =>
  `ERROR: Hay ${Math.abs(missing)} productos ${missing > 0 ? 'faltantes' : 'sobrantes'}`;
export const orderReadyMessage = (n: string | number): string => `Orden ${n} lista para entregar`;
export const orderReadyPrintFailedMessage = (n: string | number): string =>
  `Error al imprimir la boleta. Orden ${n} lista para entregar`;

/** Stock entry (spec 001 §2, §5, §8). */
export const STOCK_ENTRY_MESSAGES = {
  pickOption: 'Favor seleccione una opción del listado',
  eanNotInList: 'EAN no pertenece a esta lista',
  quantityRequired: 'Ingrese una cantidad',
  detailFailed: 'Ha ocurrido un error obteniendo el detalle del documento',
  eanFailed: 'Ha ocurrido un error al ingresar el EAN',
  quantitiesFailed: 'Ha ocurrido un error ingresando las cantidades',
  closeInvoiceQuestion: '¿Desea cerrar esta factura?',
  closeGuideQuestion: '¿Desea cerrar esta guía de despacho?',
  printQuestion: '¿Desea imprimir lo ingresado?',
  selectPurchaseOrder: 'SELECCIONAR ORDEN DE COMPRA',
  selectDispatchGuide: 'SELECCIONAR GUÍA DE DESPACHO',
  reprint: 'Re imprimir lo ingresado',
  closed: '(Cerrada)',
  deliveryReloadFailed: 'Ha ocurrido un error. Por favor ingrese el código nuevamente',
} as const;

export const productByEanNotFoundMessage = (ean: string): string =>
  `No se encontró el producto con EAN ${ean}`;
export const productIdNotInLinesMessage = (id: number | string): string =>
  `No se ha encontrado el producto con id ${id}`;
export const confirmAddStockMessage = (qty: number, name: string, ean: string): string =>
  `Ingresar x${qty} de ${name} (EAN: ${ean})`;
export const closeDocumentFailedMessage = (type: string): string =>
  `Ha ocurrido un error cerrando la ${type}`;
export const invoiceClosedMessage = (number: string | number): string =>
  `Se cerró la factura ${number} exitosamente`;
export const guideClosedMessage = (number: string | number): string =>
  `Se cerró la guía de despacho ${number} exitosamente`;

/** Native terminal (spec 001 §8 "Native terminal"). */
export const TERMINAL_MESSAGES = {
  cashCloseDone: 'Cierre de caja realizado con éxito',
  cashCloseFailed: 'Ha ocurrido un error al cerrar la caja',
  totalsFailed: 'Ha ocurrido un error consultar los totales',
  imageFailed: 'Ha ocurrido un error obtener la imagen',
} as const;

/** "SmartPOS loadKeys Error: {details}". */
export const loadKeysErrorMessage = (details: string): string => `SmartPOS loadKeys Error: ${details}`;

/** Cash close success: the native message, or "Cierre de caja realizado con éxito". */
export function cashCloseSuccessMessage(message?: string | null): string {
  return message?.trim() ? message : TERMINAL_MESSAGES.cashCloseDone;
}

/** "Ha ocurrido un error al cerrar la caja" plus ". Código {code}" when a code is known. */
export function cashCloseFailedMessage(code?: string | number | null): string {
  return appendCode(TERMINAL_MESSAGES.cashCloseFailed, code);
}

/**
 * Card annulment failure (spec 000 §8): glosaRespuesta or "Ha ocurrido un error", plus the code.
 * The spec does not show the separator; this reuses the cash close form ". Código {code}".
 */
export function annulmentErrorMessage(
  glosa: string | null | undefined,
  code?: string | number | null,
): string {
  return appendCode(glosa?.trim() ? glosa : RETURN_MESSAGES.annulmentFailed, code);
}

/**
 * Transbank rejection: "the glosa message plus the code" (spec 001 §8 "Transbank"); without a
 * glosa "El pago fue rechazado.". Same separator as above (the exact format is not shown).
 */
export function cardRejectedMessage(glosa: string | null | undefined, code?: string | number | null): string {
  return appendCode(glosa?.trim() ? glosa : CHECKOUT_MESSAGES.rejected, code);
}

function appendCode(text: string, code: string | number | null | undefined): string {
  if (code === undefined || code === null || code === '') return text;
  return `${text}. Código ${code}`;
}

/**
 * Saved values of this machine (localStorage) that could not be read: corrupted, hand-edited or
 * of an older version of the app. They are dropped and the seller is told what was lost
 * (docs/DECISIONS.md "Unreadable saved data"; the specs have no text for it).
 */
export const STORAGE_MESSAGES = {
  session: 'la sesión',
  sale: 'la venta en curso',
  checkout: 'el pago en curso',
  codeSends: 'los códigos de verificación enviados',
  returnFlow: 'la devolución en curso',
  verification: 'la verificación de pedidos',
  deliveryOrder: 'el pedido de delivery',
  discarded: (labels: string[]): string =>
    `No se pudieron recuperar datos guardados en este equipo (${joinSpanish(labels)}); se empezó de nuevo. Revise antes de seguir.`,
} as const;

/**
 * No network (docs/DECISIONS.md "Faults and the network"): the notice on every screen while the machine is
 * offline, the refusal of a write not sent, and the update waiting for the end of a sale.
 */
export const NETWORK_MESSAGES = {
  offline: 'Sin conexión: se muestran los últimos datos leídos. Nada se envía hasta que vuelva la red.',
  writeRefused: 'Sin conexión: no se envió. Intente de nuevo cuando vuelva la red.',
  /** Beside the action whose call was not sent; it goes by itself when the network is back. */
  notSent: 'Sin conexión: no se envió',
  /** A card or QR wait whose poll could not be sent: it goes on by itself when the network is back. */
  waitOffline: 'Sin conexión: el pago se consultará de nuevo al volver la red',
  /** A catalogue search that could not be asked: it is asked by itself when the network is back. */
  searchOffline: 'Sin conexión: no se pudo buscar',
  updateWaiting: 'Nueva versión disponible: se instalará al volver al inicio, sin una venta abierta.',
} as const;

/**
 * Texts shown as one message, each a sentence: the empty ones left out, a period added to one
 * that ends without its own ("La transacción ya fue registrada en otra orden" from a server).
 */
export function sentences(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .map((part) => (/[.!?…:]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

/** "a", "a y b", "a, b y c". */
export function joinSpanish(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** General pages. */
export const GENERAL_MESSAGES = {
  /** The generic failure text ("Ha ocurrido un error"). */
  error: GENERIC_ERROR,
  notFound: '404 Página no encontrada',
  loadingFailed: 'Ha ocurrido un error cargando la información',
  errorPageTitle: GENERIC_ERROR,
} as const;

/** Buttons and labels the specs name, shared by many screens (spec 000 §2, §8; spec 001 §2, §8). */
export const ACTION_LABELS = {
  accept: 'Aceptar',
  cancel: 'Cancelar',
  retry: 'Reintentar',
  yes: 'Si',
  no: 'No',
  continue: 'Continuar',
  change: 'Cambiar',
  search: 'Buscar',
  clear: 'Limpiar',
  erase: 'Borrar',
  update: 'Actualizar',
  refresh: 'Refrescar',
  reload: 'Recargar',
  backHome: 'Volver al inicio',
} as const;

/** Sale screens (spec 000 §2): catalogue, cart, footer tabs. */
export const SALE_LABELS = {
  featured: 'Productos Destacados',
  loadMore: 'Cargar más productos',
  viewCart: 'Ver Carrito',
  buy: 'REALIZAR COMPRA',
  saveOrder: 'Guardar Pedido',
  updateOrder: 'Actualizar Pedido',
  showOffer: 'Mostrar oferta personalizada',
  addPaymentRow: 'Agregar método de pago',
  coupon: 'Cupón',
  boleta: BOLETA,
  factura: FACTURA,
  total: TOTAL,
  tabEntry: 'Ingreso',
  tabProfile: 'Perfil',
  tabPurchase: 'Compra',
} as const;

/** /guardados table columns (spec 000 §2). */
export const SAVED_ORDERS_COLUMNS = {
  created: 'Creación',
  total: TOTAL,
  customer: CUSTOMER,
  resume: 'Retomar',
} as const;

/** Delivery selection, delivery orders and express orders (spec 001 §2, §3). */
export const DELIVERY_LABELS = {
  selectTitle: 'Seleccionar delivery',
  expressTitle: 'Pedidos por Entregar',
  code: 'Código',
  noStatus: 'Sin estado',
  generateBill: 'Generar boleta',
  printVoucher: 'Imprimir comprobante',
  printBill: 'Imprimir boleta',
  prepared: PREPARED,
  sku: 'SKU',
  name: 'Nombre',
  quantity: 'Cantidad',
  stock: 'Stock',
} as const;

/** "Pedido {type}" (delivery order title) and "Pedido {id}" (the loaded order). */
export const deliveryOrderTitle = (typeOrId: string | number): string => `Pedido ${typeOrId}`;
/** "Estado: {status}", or "Estado: Sin estado" without one. */
export const deliveryOrderStatus = (status: string | null | undefined): string =>
  `Estado: ${status?.trim() ? status : DELIVERY_LABELS.noStatus}`;

/** Delivery type labels (spec 001 §3, §9). */
export const DELIVERY_TYPE_LABELS = {
  delivery: 'Despacho',
  immediate: 'Inmediato',
  pickup: 'Retiro',
  programmed: 'Programado',
} as const;

/** /opciones-smartpos (spec 001 §2). */
export const SMARTPOS_LABELS = {
  totals: 'Totales',
  cashClose: 'Cierre',
  loadKeys: 'Carga de llaves',
} as const;

/** Stock entry screens (spec 001 §2). */
export const STOCK_ENTRY_LABELS = {
  title: 'POS Ingreso',
  invoice: FACTURA,
  guide: 'Guía de Despacho',
  invoiceNumber: 'Número de factura',
  enterInvoice: 'Ingresar Factura',
  enterDispatch: 'Ingresar Despacho',
  invoiceEntered: 'Factura ingresada:',
  guideEntered: 'Guía ingresada:',
  barcode: 'Ingresar código de barra',
  addProduct: 'Agregar Producto',
  product: PRODUCT,
  toEnter: 'Por ingresar',
  entered: 'Ingresado',
  enterStock: 'Ingresar Stock',
  closeInvoice: 'Cerrar Factura',
  closeGuide: 'Cerrar Guía de Despacho',
} as const;

/** "POS Ingreso {type}". */
export const stockEntryTitle = (type: string): string => `${STOCK_ENTRY_LABELS.title} ${type}`;
