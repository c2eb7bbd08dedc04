import type { SsoResult } from '@portal/shared/sso/schema';
import { api } from '@/lib/api-client';

/** POST /prod/ext/sso/login (no auth): spends the link's token; the answer carries a one-time key. */
export async function ssoLogin(token: string): Promise<SsoResult | null> {
  const { ssoLoginBodySchema, ssoLoginResponseSchema } = await import('@portal/shared/sso/schema');
  const body = ssoLoginBodySchema.parse({ token });
  const answer = await api.post('/prod/ext/sso/login', body, {
    schema: ssoLoginResponseSchema,
    // Not a signed-in call: a refusal sends the visitor to the error page, it ends no session.
    skipForbiddenHandler: true,
  });
  return answer.result;
}

// A link token works once. StrictMode runs the page's effect twice: both runs share one call.
const calls = new Map<string, Promise<SsoResult | null>>();

export function ssoLoginOnce(token: string): Promise<SsoResult | null> {
  let call = calls.get(token);
  if (!call) {
    call = ssoLogin(token).finally(() => calls.delete(token));
    calls.set(token, call);
  }
  return call;
}
