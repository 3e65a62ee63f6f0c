/**
 * The seed: the same world on every start (fixed values plus data drawn with a fixed faker seed
 * at build time, seed.gen.ts). Dates are
 * relative to the world's clock at seed time (Camila's past orders fall in the current
 * seller-orders window, documents are "3 days ago", ...), everything else is constant.
 * Every fixed value here is documented in mocks/README.md.
 */
import type { InvoiceData, PaymentType, Provider, Store } from '@/api/generated/model';
import { sellerOrdersWindowKey } from '@/domain/time';
import { buildCatalogue, CLUB10_PRODUCT_IDS, FEATURED_PRODUCT_IDS, PRICE_LISTS } from './catalogue';
import { SEED_DATA } from './seed.gen';
import type {
  CustomerRecord,
  OrderRecord,
  PaymentRecord,
  PurchaseOrderRecord,
  StoreOrderRecord,
  WorldState,
} from './types';
import { WORLD_VERSION } from './types';

export const DEMO = {
  storeId: 1,
  franchiseStoreId: 2,
  seller: { id: 1, name: 'Vendedor Demo', rut: '11.111.111-1', password: 'demo1234' },
  franchiseSeller: { id: 2, name: 'Vendedora Franquicia', rut: '22.222.222-2', password: 'demo1234' },
  member: { id: 1, name: 'Camila Rojas', rut: '12.345.678-5', usablePoints: 12_345 },
  nonMember: { id: 2, name: 'Pedro Soto', rut: '9.876.543-3' },
  wholesale: { id: 3, name: 'Botillería El Roble', rut: '13.131.313-6' },
  unknownRut: '15.555.555-6',
  walletSmsCode: '246810',
  supervisorCode: '135790',
  receipt: 100_200,
  receiptPartlyReturned: 100_201,
  invoice: 5_300,
  uberEatsCode: 'UE-48213',
  rappiCode: 'RP-99001234',
  pedidosYaCode: 'PY-1234567890',
  pickupCodes: { immediate: 'A1B2C3', pickup: 'PK4821', programmed: 'PG7315', delivery: 'DL5590' },
  purchaseOrders: { open: 'OC-24017', inProgress: 'OC-24018', closed: 'OC-23990' },
  invoices: { inProgress: '88120', closed: '87001' },
  storeOrders: { open: '45871', received: '45790', cancelled: '45802', long: '46000' },
} as const;

/** "12.345.678-5" -> "12345678-5" (the form the contract uses in paths and Customer.rut). */
export function dashedRut(rut: string): string {
  const clean = rut.toUpperCase().replace(/[^0-9K]/g, '');
  return `${clean.slice(0, -1)}-${clean.slice(-1)}`;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An instant in the seller-orders window of `now` (or the last window before it). */
export function instantInOrdersWindow(now: Date): Date {
  const key = sellerOrdersWindowKey(now);
  if (key !== null) {
    for (const back of [20 * 60_000, 5 * 60_000, 60_000, 10_000, 0]) {
      const t = new Date(now.getTime() - back);
      if (sellerOrdersWindowKey(t) === key) return t;
    }
  }
  for (let h = 1; h < 24 * 8; h++) {
    const t = new Date(now.getTime() - h * HOUR);
    if (sellerOrdersWindowKey(t) !== null) return t;
  }
  return now;
}

function store(id: number, franchise: boolean): Store {
  return {
    id,
    name: franchise ? 'Club Franquicia Ñuñoa' : 'Club Demo Providencia',
    price_list_id: PRICE_LISTS.normal,
    club_price_list_id: PRICE_LISTS.club,
    bulk_price_list_id: PRICE_LISTS.bulk,
    rappi_price_list_id: PRICE_LISTS.rappi,
    rappi_turbo_price_list_id: PRICE_LISTS.rappiTurbo,
    ubereats_price_list_id: PRICE_LISTS.ubereats,
    pedidosya_price_list_id: PRICE_LISTS.pedidosya,
    goodmeal_price_list_id: PRICE_LISTS.goodmeal,
    recommended_active: true,
    recommended_auto_show: true,
    mach_active: true,
    redpay_active: true,
    tbk_smart_pos_active: true,
    mercadopago_active: true,
    is_franchise: franchise,
    bsale_api_token_name: franchise ? null : 'bsale-demo-providencia',
    rdc_rut: '76123456-0',
    rdc_token: 'rdc-demo-token',
    rappi_active: true,
    rappi_turbo_active: true,
    rappi_payless_active: true,
    ubereats_active: true,
    ubereats_active_integration: true,
    pedidosya_active: true,
    goodmeal_active: true,
  };
}

const customer = (
  id: number,
  name: string,
  rut: string,
  subscription: boolean,
  points: CustomerRecord['points'] = { points: 0, cash: 0, reserved: 0 },
  extra: Partial<CustomerRecord> = {},
): CustomerRecord => ({
  id,
  name,
  email: `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/ +/g, '.')}@example.cl`,
  rut: dashedRut(rut),
  subscription,
  sms_sent: false,
  coupon: null,
  apply_bulk: false,
  return_id: null,
  points,
  ...extra,
});

export const COMPANIES: InvoiceData[] = [
  {
    company: 'Comercial Andes SpA',
    rut: '76543210-3',
    activity: 'Venta al por menor de bebidas alcohólicas',
    address: 'Av. Providencia 1234, of. 501',
    commune: 'Providencia',
    city: 'Santiago',
  },
  {
    company: 'Eventos del Pacífico Ltda.',
    rut: '77777777-7',
    activity: 'Producción de eventos',
    address: 'Av. Libertad 1020',
    commune: 'Viña del Mar',
    city: 'Viña del Mar',
  },
];

/** Builds a fresh world state. `now` places the dated documents. */
export function seedWorld(now: Date): WorldState {
  const products = buildCatalogue();
  const priceOf = (productId: number, listId: number = PRICE_LISTS.normal) =>
    products.find((p) => p.id === productId)?.prices.find((p) => p.price_list_id === listId)?.price ?? 0;
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  const customers: CustomerRecord[] = [
    customer(1, DEMO.member.name, DEMO.member.rut, true, { points: 10_000, cash: 3_000, reserved: 655 }),
    customer(2, DEMO.nonMember.name, DEMO.nonMember.rut, false),
    customer(
      3,
      DEMO.wholesale.name,
      DEMO.wholesale.rut,
      true,
      { points: 800, cash: 0, reserved: 0 },
      { apply_bulk: true },
    ),
  ];
  for (const drawn of SEED_DATA.customers) {
    const points = drawn.points === null ? undefined : { points: drawn.points, cash: 0, reserved: 0 };
    customers.push(customer(drawn.id, drawn.name, drawn.rut, drawn.member, points));
  }

  const state: WorldState = {
    version: WORLD_VERSION,
    seededAt: now.toISOString(),
    seq: {
      order: 1000,
      orderNumber: 50_000,
      payment: 7000,
      mach: 800,
      redpay: 900,
      return: 300,
      creditNote: 3000,
      receipt: 100_300,
      invoice: 5_400,
      deliveryOrder: 4000,
      purchaseInvoice: 60,
      customer: 100,
      response: 0,
    },
    stores: [store(DEMO.storeId, false), store(DEMO.franchiseStoreId, true)],
    sellers: [
      {
        id: 1,
        name: DEMO.seller.name,
        rut: '111111111',
        password: DEMO.seller.password,
        store_id: DEMO.storeId,
      },
      {
        id: 2,
        name: DEMO.franchiseSeller.name,
        rut: '222222222',
        password: DEMO.franchiseSeller.password,
        store_id: DEMO.franchiseStoreId,
      },
    ],
    customers,
    products,
    featuredProductIds: [...FEATURED_PRODUCT_IDS],
    coupons: [
      {
        id: 1,
        code: 'DESC5000',
        coupon_type: 'diff',
        coupon_value: 5_000,
        coupon_value_percentage: 0,
        min_cart_amount: 20_000,
        max_discount: null,
        products: [],
        expires_at: null,
        members_only: false,
      },
      {
        id: 2,
        code: 'CLUB10',
        coupon_type: 'percentage',
        coupon_value: 0,
        coupon_value_percentage: 10,
        min_cart_amount: 0,
        max_discount: 10_000,
        products: [...CLUB10_PRODUCT_IDS],
        expires_at: null,
        members_only: true,
      },
      {
        id: 3,
        code: 'VERANO2024',
        coupon_type: 'percentage',
        coupon_value: 0,
        coupon_value_percentage: 15,
        min_cart_amount: 10_000,
        max_discount: 5_000,
        products: [],
        expires_at: ago(30 * DAY),
        members_only: false,
      },
    ],
    couponRedemptions: [],
    promotions: [
      {
        id: 1,
        name: 'Lleva 6 Cerveza Cristal Lata 470 cc y ahorra $1.200',
        requires: [{ product_id: 1, min_amount: 6 }],
        target_product_id: 1,
        discount: { kind: 'per-units', per_units: 6, amount: 1_200 },
        payment_type: null,
      },
      {
        id: 2,
        name: 'Piscola: $500 menos por Coca-Cola 1,5 L llevando Pisco Mistral 35°',
        requires: [
          { product_id: 3, min_amount: 1 },
          { product_id: 5, min_amount: 1 },
        ],
        target_product_id: 5,
        discount: { kind: 'per-units', per_units: 1, amount: 500 },
        payment_type: null,
      },
      {
        id: 3,
        name: 'Pagando en efectivo: 5% en Vino Gato Negro 2 L',
        requires: [{ product_id: 11, min_amount: 1 }],
        target_product_id: 11,
        discount: { kind: 'percentage', percentage: 5 },
        payment_type: 'EFECTIVO',
      },
      {
        id: 4,
        name: 'Cerveza + snack: 10% en Papas Lays llevando Kunstmann Torobayo',
        requires: [
          { product_id: 12, min_amount: 1 },
          { product_id: 13, min_amount: 1 },
        ],
        target_product_id: 13,
        discount: { kind: 'percentage', percentage: 10 },
        payment_type: null,
      },
    ],
    orders: [],
    payments: [],
    mach: [],
    redpay: [],
    returns: [],
    companies: COMPANIES.map((c) => ({ ...c })),
    deliveryOrders: [],
    purchaseOrders: [],
    purchaseInvoices: [],
    storeOrders: [],
    codes: [],
    revokedTokens: [],
    idempotency: {},
    requestCounts: {},
    charges: {},
    chargeEnds: {},
    annulments: {},
    recommendationEvents: [],
  };

  const next = (key: string) => {
    state.seq[key] = (state.seq[key] ?? 0) + 1;
    return state.seq[key]!;
  };

  const addOrder = (
    o: Partial<OrderRecord> & Pick<OrderRecord, 'buy_type' | 'created_at'>,
    lines: [productId: number, amount: number, listId?: number][],
    payments: {
      type: PaymentType;
      amount?: number;
      provider?: Provider | null;
      smartPos?: string;
      status?: PaymentRecord['status'];
    }[],
  ): OrderRecord => {
    const orderLines = lines.map(([product_id, amount, listId]) => ({
      product_id,
      amount,
      total_unit_price: priceOf(product_id, listId),
    }));
    const total = orderLines.reduce((s, l) => s + l.amount * l.total_unit_price, 0);
    const order: OrderRecord = {
      id: next('order'),
      order_number: next('orderNumber'),
      store_id: DEMO.storeId,
      sale_admin_id: 1,
      save_admin_id: null,
      customer_id: null,
      lines: orderLines,
      total_amount: total,
      status: 'FINISHED',
      doc_type: 'boleta',
      saved: false,
      coupon: null,
      machine_number: '001',
      delivery_company: null,
      recommended_product_ids: [],
      billing: null,
      bill_number: null,
      sii_code: null,
      billing_started_at: null,
      billing_success: null,
      pickup_code: null,
      delivery_type: null,
      delivery_time: null,
      delivery_status: null,
      uber_estimate_id: null,
      stock_taken: false,
      ...o,
    };
    if (order.bill_number !== null && order.sii_code === null) order.sii_code = `SII-${order.bill_number}`;
    state.orders.push(order);
    let left = total;
    const created: PaymentRecord[] = payments.map((p, i) => {
      const amount = i === payments.length - 1 ? left : (p.amount ?? 0);
      left -= amount;
      return {
        id: next('payment'),
        order_id: order.id,
        payment_type: p.type,
        amount,
        status: p.status ?? 'APROBADO',
        provider: p.provider ?? null,
        deposit_id: p.smartPos ? `TBK-${p.smartPos.slice(-3)}` : null,
        payed: p.type === 'EFECTIVO' ? amount : null,
        next: null,
        rdc_transaction_id: null,
        smart_pos_transaction_id: p.smartPos ?? null,
        created_at: order.created_at,
        polls: 0,
      };
    });
    created.forEach((p, i) => {
      p.next = created[i + 1]?.id ?? null;
    });
    state.payments.push(...created);
    return order;
  };

  // Camila's orders in the current seller-orders window (general club discount limits).
  const inWindow = instantInOrdersWindow(now).toISOString();
  addOrder(
    { buy_type: 'socio', created_at: inWindow, customer_id: 1, bill_number: 100_198 },
    [
      [5, 2],
      [12, 3],
    ],
    [{ type: 'EFECTIVO' }],
  );
  addOrder(
    { buy_type: 'socio', created_at: inWindow, customer_id: 1, bill_number: 100_199 },
    [[5, 1]],
    [{ type: 'WALLET' }],
  );

  // Documents for returns.
  addOrder(
    { buy_type: 'socio', created_at: ago(7 * DAY), customer_id: 1, bill_number: DEMO.receipt },
    [
      [4, 2, PRICE_LISTS.club],
      [1, 6, PRICE_LISTS.club],
      [13, 1],
    ],
    // Paid with two cards on a SmartPOS: a whole return annuls both, one at a time.
    [
      { type: 'TARJETA DE DEBITO', amount: 10_000, provider: 'TRANSBANK-SMARTPOS', smartPos: 'SPT-000450' },
      { type: 'TARJETA DE CREDITO', provider: 'TRANSBANK-SMARTPOS', smartPos: 'SPT-000451' },
    ],
  );
  const partly = addOrder(
    {
      buy_type: 'no-socio',
      created_at: ago(3 * DAY),
      customer_id: 2,
      bill_number: DEMO.receiptPartlyReturned,
    },
    [
      [2, 12],
      [3, 1],
      [14, 2],
    ],
    [{ type: 'TARJETA DE DEBITO', provider: 'TRANSBANK-SMARTPOS', smartPos: 'SPT-000452' }],
  );
  state.returns.push({
    id: next('return'),
    order_id: partly.id,
    created_at: ago(2 * DAY),
    lines: [{ product_id: 2, amount: 4 }],
    cash_movement: false,
    smart_pos: true,
    machine_id: '001',
    credit_note_number: next('creditNote'),
  });
  addOrder(
    {
      buy_type: 'no-socio',
      created_at: ago(2 * DAY),
      doc_type: 'factura',
      bill_number: DEMO.invoice,
      billing: { ...COMPANIES[0]! },
    },
    [
      [18, 24],
      [20, 2],
    ],
    [
      { type: 'EFECTIVO', amount: 20_000 },
      { type: 'TARJETA DE CREDITO', provider: 'TRANSBANK-SMARTPOS', smartPos: 'SPT-000453' },
    ],
  );

  // Saved orders of the demo seller.
  addOrder(
    {
      buy_type: 'socio',
      created_at: ago(HOUR),
      customer_id: 1,
      status: 'PENDIENTE',
      saved: true,
      save_admin_id: 1,
    },
    [
      [1, 4, PRICE_LISTS.club],
      [5, 1],
    ],
    [{ type: 'EFECTIVO', status: 'PENDIENTE' }],
  );
  addOrder(
    {
      buy_type: 'no-socio',
      created_at: ago(3 * HOUR),
      customer_id: 2,
      status: 'PENDIENTE',
      saved: true,
      save_admin_id: 1,
      coupon: 'DESC5000',
    },
    [
      [13, 2],
      [20, 1],
    ],
    [{ type: 'TARJETA DE DEBITO', status: 'PENDIENTE' }],
  );

  // Express orders (pedidos por entregar), paid online.
  const express = (
    delivery_type: OrderRecord['delivery_type'],
    pickup_code: string,
    delivery_status: OrderRecord['delivery_status'],
    delivery_time: string,
    lines: [number, number][],
    extra: Partial<OrderRecord> = {},
  ) =>
    addOrder(
      {
        buy_type: 'socio',
        created_at: ago(2 * HOUR),
        customer_id: 1,
        bill_number: next('receipt'),
        delivery_type,
        pickup_code,
        delivery_status,
        delivery_time,
        ...extra,
      },
      lines,
      [{ type: 'TRANSFERENCIA BANCARIA' }],
    );
  const tomorrow18 = new Date(now.getTime() + DAY);
  tomorrow18.setUTCHours(21, 0, 0, 0);
  express('immediate', DEMO.pickupCodes.immediate, 'PENDIENTE', 'immediate', [
    [1, 6],
    [8, 1],
  ]);
  express(
    'pickup',
    DEMO.pickupCodes.pickup,
    'POR ENTREGAR',
    'immediate',
    [
      [5, 2],
      [3, 1],
      [9, 1],
    ],
    { customer_id: 2, buy_type: 'no-socio' },
  );
  express('programmed', DEMO.pickupCodes.programmed, 'PENDIENTE', tomorrow18.toISOString(), [[4, 3]]);
  express('delivery', DEMO.pickupCodes.delivery, 'EN PROCESO', tomorrow18.toISOString(), [[2, 24]], {
    uber_estimate_id: 'est-7781',
  });

  // Delivery-platform orders.
  const platformOrder = (
    platform: 'ubereats' | 'rappi' | 'pedidosya',
    code: string,
    status: string | null,
    lines: [number, number][],
  ) => {
    const listId =
      platform === 'ubereats'
        ? PRICE_LISTS.ubereats
        : platform === 'rappi'
          ? PRICE_LISTS.rappi
          : PRICE_LISTS.pedidosya;
    const order = addOrder(
      {
        buy_type: platform,
        created_at: ago(25 * 60_000),
        status: 'PAGANDO',
        delivery_company: platform,
        machine_number: null,
      },
      lines.map(([id, n]) => [id, n, listId]),
      [
        {
          type: platform === 'ubereats' ? 'UBEREATS' : platform === 'rappi' ? 'RAPPI' : 'PEDIDOSYA',
          status: 'PENDIENTE',
        },
      ],
    );
    state.deliveryOrders.push({
      id: next('deliveryOrder'),
      platform,
      code,
      order_id: order.id,
      bill_id: null,
      platform_status: status,
      lines: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
    });
  };
  platformOrder('ubereats', DEMO.uberEatsCode, 'Pendiente de preparación', [
    [1, 6],
    [15, 2],
    [16, 5],
  ]);
  platformOrder('rappi', DEMO.rappiCode, null, [
    [18, 6],
    [13, 1],
  ]);
  platformOrder('pedidosya', DEMO.pedidosYaCode, 'Confirmado', [[10, 4]]);

  // Stock entry: purchase orders (Factura flow) and dispatch guides.
  const lines = (items: [number, number][], entered = 0): PurchaseOrderRecord['lines'] =>
    items.map(([product_id, ordered]) => ({
      product_id,
      ordered,
      stock_to_enter: 0,
      current_stock: entered ? ordered : 0,
    }));
  state.purchaseOrders.push(
    {
      id: 1,
      store_id: DEMO.storeId,
      purchase_order_number: DEMO.purchaseOrders.open,
      created_at: ago(5 * DAY),
      name: 'CCU Chile S.A.',
      lines: lines([
        [1, 240],
        [2, 120],
        [18, 96],
        [13, 24],
      ]),
    },
    {
      id: 2,
      store_id: DEMO.storeId,
      purchase_order_number: DEMO.purchaseOrders.inProgress,
      created_at: ago(3 * DAY),
      name: 'Viña Concha y Toro S.A.',
      lines: lines([
        [4, 36],
        [11, 24],
        [16, 24],
      ]),
    },
    {
      id: 3,
      store_id: DEMO.storeId,
      purchase_order_number: DEMO.purchaseOrders.closed,
      created_at: ago(20 * DAY),
      name: 'Pernod Ricard Chile S.A.',
      lines: lines(
        [
          [6, 12],
          [20, 6],
        ],
        1,
      ),
    },
    {
      id: 4,
      store_id: DEMO.storeId,
      purchase_order_number: null,
      created_at: ago(1 * DAY),
      name: 'Compra directa sin orden',
      lines: lines([[14, 50]]),
    },
  );
  state.purchaseOrders[1]!.lines[0]!.stock_to_enter = 12;
  state.purchaseInvoices.push(
    {
      id: next('purchaseInvoice'),
      number: DEMO.invoices.inProgress,
      status: 'INICIADA',
      purchase_order_id: 2,
    },
    {
      id: next('purchaseInvoice'),
      number: DEMO.invoices.closed,
      status: 'FINISHED_PURCHASE_INVOICE',
      purchase_order_id: 3,
    },
  );
  const guide = (
    id: number,
    number: string | null,
    status: StoreOrderRecord['status'],
    daysAgo: number,
    items: [number, number][],
    entered = 0,
  ): StoreOrderRecord => ({
    id,
    store_id: DEMO.storeId,
    store_order_number: number,
    created_at: ago(daysAgo * DAY),
    name: 'Bodega Central Quilicura',
    status,
    lines: lines(items, entered),
  });
  state.storeOrders.push(
    guide(1, DEMO.storeOrders.open, 'PENDING_STORE_ORDER', 1, [
      [5, 48],
      [10, 36],
      [15, 24],
    ]),
    guide(2, DEMO.storeOrders.received, 'RECEIVED_STORE_ORDER', 9, [[3, 12]], 1),
    guide(3, DEMO.storeOrders.cancelled, 'CANCELLED_STORE_ORDER', 6, [[12, 48]]),
    guide(4, null, 'PENDING_STORE_ORDER', 2, [[14, 20]]),
    // A long guide (every unitary product): entering stock into hundreds of lines stays fast
    // (README "Interaction speed").
    {
      ...guide(
        5,
        DEMO.storeOrders.long,
        'PENDING_STORE_ORDER',
        0,
        state.products.filter((p) => !p.pack).map((p): [number, number] => [p.id, 12]),
      ),
      name: 'Bodega Central Quilicura - Reposición completa',
    },
  );
  return state;
}
