/**
 * The CSRF token the API asks for on its state-changing posts (login, logout, register,
 * reset): `GET /api/csrf` answers it (and sets its HttpOnly cookie), and each post carries
 * it in the `_csrf` field (api/src/plugins/csrf.ts, double submit).
 */
import { api } from '@raketa/shared';

export const CSRF_FIELD = '_csrf';

export async function csrfFields(): Promise<Record<string, string>> {
  const { token } = await api.languageApi.get('api/csrf').json<{ token: string }>();
  return { [CSRF_FIELD]: token };
}
