import { getLoginMockHandler, getLogoutMockHandler } from '@/api/generated/endpoints/session/session.msw.ts';
import { LoginRequest } from '@/api/generated/model';
import { cleanRut } from '@/domain/rut';
import { signToken, TOKEN_LIFETIME_SECONDS } from '../world/auth';
import type { World } from '../world/index';
import { badRequest, type OperationRegistry, operation } from './kit';

export const WRONG_CREDENTIALS = 'RUT o contraseña incorrectos';
/** The demo store's SmartPOS credentials, carried by its tokens. */
export const SMART_POS_CREDENTIALS = { api_key: 'demo-smartpos-api-key', flavor: 'demo' } as const;

/** A token for a seller, valid 12 h from the world's clock. */
export function issueToken(world: World, sellerId: number): string {
  const seller = world.state.sellers.find((s) => s.id === sellerId);
  const store = world.state.stores.find((s) => s.id === seller?.store_id);
  const iat = Math.floor(world.now().getTime() / 1000);
  return signToken({
    sub: sellerId,
    store_id: seller?.store_id ?? 0,
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    jti: world.next('token'),
    // The SmartPOS app is given its Transbank credentials through the token (spec 001 §4).
    ...(store?.tbk_smart_pos_active ? { smartPOS: SMART_POS_CREDENTIALS } : {}),
  });
}

export function registerSession(r: OperationRegistry): void {
  operation(r, 'login', getLoginMockHandler, async (ctx) => {
    const { rut, password } = await ctx.body(LoginRequest);
    const seller = ctx.world.state.sellers.find((s) => s.rut === cleanRut(rut));
    if (!seller || seller.password !== password) return badRequest(WRONG_CREDENTIALS);
    const store = ctx.world.state.stores.find((s) => s.id === seller.store_id)!;
    ctx.world.log(`[demo] login: ${seller.name} (${store.name})`);
    return {
      data: {
        user: {
          id: seller.id,
          name: seller.name,
          rut: `${seller.rut.slice(0, -1)}-${seller.rut.slice(-1)}`,
          store_id: seller.store_id,
          Store: {
            ...store,
            // Uber Eats sold through the cart and /pago-final, like the other platforms.
            ...(ctx.world.hasScenario('ubereats-no-integration')
              ? { ubereats_active_integration: false }
              : {}),
          },
        },
        accessToken: issueToken(ctx.world, seller.id),
      },
    };
  });

  operation(r, 'logout', getLogoutMockHandler, (ctx) => {
    if (ctx.token) ctx.world.state.revokedTokens.push(ctx.token);
    return { success: true, message: 'Sesión cerrada' };
  });
}
