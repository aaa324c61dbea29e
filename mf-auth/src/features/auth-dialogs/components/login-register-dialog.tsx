import { Dialog } from '@raketa/shared/widgets';
import { useTranslation } from 'react-i18next';
import { useAuthLocation } from '../hooks/use-auth-location';
import { tabOfHash, type AuthTab } from '../lib/fragments';
import { CloseButton } from './close-button';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const TABS: { tab: AuthTab; label: string }[] = [
  { tab: 'login', label: 'loginRegister.loginTab' },
  { tab: 'register', label: 'loginRegister.registerTab' },
];

/** Login and registration in one dialog; the fragment picks the tab, and a tab change sets the fragment. */
export function LoginRegisterDialog() {
  const { t } = useTranslation('auth');
  const { location, open, close } = useAuthLocation();
  const current = tabOfHash(location.hash);
  return (
    <Dialog
      open
      onClose={close}
      title={t(current === 'register' ? 'loginRegister.registerTab' : 'loginRegister.loginTab')}
      // The registration form is longer: the dialog grows instead of scrolling inside.
      size={current === 'register' ? 'tall' : 'normal'}
    >
      <CloseButton onClose={close} />
      <div role="tablist" aria-label={t('loginRegister.tabs')} className="rk-auth__tabs">
        {TABS.map(({ tab, label }) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`rk-auth-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`rk-auth-panel-${tab}`}
            tabIndex={tab === current ? 0 : -1}
            className={tab === current ? 'rk-auth__tab rk-auth__tab--active' : 'rk-auth__tab'}
            onClick={() => open(tab, { replace: true })}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`rk-auth-panel-${current}`} aria-labelledby={`rk-auth-tab-${current}`}>
        {current === 'register' ? <RegisterForm /> : <LoginForm />}
      </div>
    </Dialog>
  );
}
