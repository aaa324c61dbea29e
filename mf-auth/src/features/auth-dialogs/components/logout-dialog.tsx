import { Button, useEventCallback, useSessionState } from '@raketa/shared';
import { Dialog } from '@raketa/shared/widgets';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../api/sign-out';
import { useAuthEnvironment } from '../hooks/auth-environment';
import { useAuthLocation } from '../hooks/use-auth-location';
import { useWideScreen } from '../hooks/use-wide-screen';
import { pageWithoutAuthState } from '../lib/redirects';

/**
 * Sign-out confirmation: a red log-out button and a way back (Back on phones, Close on wide screens).
 * Only for someone signed in: a visitor following `#odhlasit` has nothing to sign out of, so the
 * fragment is dropped. If the session cannot be read, the dialog shows: signing out must stay possible.
 */
export function LogoutDialog() {
  const { t } = useTranslation('auth');
  const { locale } = useAuthEnvironment();
  const { location, close } = useAuthLocation();
  const wide = useWideScreen();
  const [pending, setPending] = useState(false);
  const session = useSessionState();
  // A sign-in waiting for its second factor is a session too: signing out ends it.
  const signedOut = session.data !== undefined && !session.data.user && !session.data.twoFactorPending;
  // `close` is a new function each render; closing once when the answer says "signed out" is enough.
  const closeSignedOut = useEventCallback(close);
  useEffect(() => {
    if (signedOut) closeSignedOut();
  }, [signedOut, closeSignedOut]);
  // Wait for the first answer only; after a failed read the dialog shows while the query retries.
  if ((session.isPending && session.failureCount === 0) || signedOut) return null;
  return (
    <Dialog open onClose={close} title={t('logout.title')}>
      <p>{t('logout.text')}</p>
      <div className="rk-auth__actions">
        <Button
          variant="danger"
          pending={pending}
          onClick={() => {
            setPending(true);
            void signOut(locale, pageWithoutAuthState(location)).then((leaving) => setPending(leaving));
          }}
        >
          {t('logout.logout')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t(wide ? 'logout.close' : 'logout.back')}
        </Button>
      </div>
    </Dialog>
  );
}
