import { DEMO } from '@mocks/world/seed.ts';
import { login } from '@/api/generated/endpoints/session/session.ts';
import { initialSession, session } from '@/session/session.ts';

/**
 * The demo seller logged in against the demo world the test started (POST /api/login), with a
 * store machine number: the session a screen test on the demo world starts from.
 */
export async function logInDemoSeller(machineNumber = '7'): Promise<void> {
  const answer = await login({
    rut: DEMO.seller.rut.replace(/\./g, '').replace('-', ''),
    password: DEMO.seller.password,
  });
  session.set(() => ({
    ...initialSession(),
    user: answer.data.user as never,
    accessToken: answer.data.accessToken,
    machineNumber,
  }));
}
