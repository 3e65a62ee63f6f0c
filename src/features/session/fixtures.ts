import type { LoginResponse } from '@/api/generated/model/index.ts';

type Store = LoginResponse['data']['user']['Store'];

/** A store with every flag off and its credentials in place (tests switch flags on). */
export function testStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    name: 'Tienda Demo',
    price_list_id: 1,
    club_price_list_id: 2,
    bulk_price_list_id: 3,
    rappi_price_list_id: null,
    rappi_turbo_price_list_id: null,
    ubereats_price_list_id: null,
    pedidosya_price_list_id: null,
    goodmeal_price_list_id: null,
    recommended_active: false,
    recommended_auto_show: false,
    mach_active: false,
    redpay_active: false,
    tbk_smart_pos_active: false,
    mercadopago_active: false,
    is_franchise: false,
    bsale_api_token_name: null,
    rdc_rut: null,
    rdc_token: null,
    rappi_active: false,
    rappi_turbo_active: false,
    rappi_payless_active: false,
    ubereats_active: false,
    ubereats_active_integration: false,
    pedidosya_active: false,
    goodmeal_active: false,
    ...overrides,
  };
}

export function loginAnswer(store: Partial<Store> = {}): LoginResponse {
  return {
    data: {
      user: { id: 7, name: 'Vendedor Demo', rut: '11111111-1', store_id: 1, Store: testStore(store) },
      accessToken: 'token-abc',
    },
  };
}
