import { api, dataLayer, useSessionUser } from '@raketa/shared';
import { useEffect } from 'react';

/**
 * Feeds the chat and support widget (spec sections 1 and 7): for a signed-in user, the
 * record from `GET /api/intercom` (with its identity-verification hash) goes to the
 * tag manager data layer as `intercom_user`, once per user and page.
 */
export function IntercomUser() {
  const { data: user } = useSessionUser();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    api.languageApi
      .get('api/intercom')
      .json<Record<string, unknown>>()
      .then(
        (record) => live && dataLayer().push({ event: 'intercom_user', intercom_user: record }),
        (error: unknown) => console.warn('[shell] support widget user could not be loaded', error),
      );
    return () => {
      live = false;
    };
  }, [userId]);
  return null;
}
