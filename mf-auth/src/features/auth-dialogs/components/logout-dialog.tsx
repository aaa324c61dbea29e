import { Button } from '@raketa/shared';
import { Dialog } from '@raketa/shared/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../api/sign-out';
import { useAuthEnvironment } from '../hooks/auth-environment';
import { useAuthLocation } from '../hooks/use-auth-location';
import { useWideScreen } from '../hooks/use-wide-screen';
import { pageWithoutAuthState } from '../lib/redirects';


/** Sign-out confirmation: a red log-out button and a way back (Back on phones, Close on wide screens). */
export function LogoutDialog() {
  const { t } = useTranslation('auth');
  const { locale } = useAuthEnvironment();
  const { location, close } = useAuthLocation();
  const wide = useWideScreen();
  const [pending, setPending] = useState(false);
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
