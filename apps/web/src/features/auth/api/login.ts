import type { LoginResult } from '@portal/shared/auth/schema';
import { LOGIN_TIMEOUT_MS } from '@portal/shared/auth/rules';
import { SOURCE_WEB } from '@portal/shared/api/headers';
import { api } from '@/lib/api-client';
import { deviceId } from '@/lib/session';

export interface Credentials {
  user_name: string;
  password: string;
}

/** What a repeated login adds: the chosen profile or student, or the logout-elsewhere consent. */
export interface LoginExtras {
  user_type?: number;
  user_id?: number;
  institute_id?: number;
  logout_from_all_devices?: boolean;
}

/**
 * The login schemas use classic zod, too heavy for the sign-in page's first load:
 * they arrive beside the first call (and are warmed once the page is usable).
 */
export const loadLoginSchemas = () => import('@portal/shared/auth/schema');

/** POST /api/v2/user/v3/login, 5 s timeout. `signal` lets Cancel stop a try in flight. */
export async function login(
  credentials: Credentials,
  extras: LoginExtras = {},
  signal?: AbortSignal,
): Promise<{ result: LoginResult; message: string }> {
  const { loginRequestSchema, loginResponseSchema } = await loadLoginSchemas();
  const body = loginRequestSchema.parse({
    device_id: deviceId(),
    source: SOURCE_WEB,
    ...credentials,
    ...extras,
  });
  const answer = await api.post('/api/v2/user/v3/login', body, {
    schema: loginResponseSchema,
    timeoutMs: LOGIN_TIMEOUT_MS,
    signal,
  });
  return { result: answer.result, message: answer.message };
}
