import { Button } from '@raketa/shared';
import { Dialog } from '@raketa/shared/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTwoFactorCode, type TwoFactorCheckResult } from '../api/auth-calls';
import { signOut } from '../api/sign-out';
import { useAuthEnvironment } from '../hooks/auth-environment';
import { useAuthLocation } from '../hooks/use-auth-location';
import { hashFor } from '../lib/fragments';
import { pageWithoutAuthState, signInRedirectUrl } from '../lib/redirects';
import { CloseButton } from './close-button';
import { CODE_FIELD_RULES, CodeField } from '../../../components/form/code-field';
import { useCodeForm } from '../../../components/form/use-code-form';

/** A recovery code (`xxxxx-xxxxx`) is longer than the six digits of the app. */
const CODE_MAX_LENGTH = 11;

/** What the code field says when the API refuses the code. */
const REFUSALS: Partial<Record<TwoFactorCheckResult, string>> = {
  incorrect_code: 'errors.incorrectCode',
  too_many_attempts: 'errors.tooManyAttempts',
  two_factor_not_pending: 'twoFactor.notPending',
};

/**
 * The second sign-in step: a code from the app (or a recovery code). Closing the dialog (its close
 * button) abandons the half-finished sign-in by signing out; Escape or a click beside it only
 * reminds the user of the two ways on ("Incorrect process, …"), so a stray key cannot sign out.
 */
export function TwoFactorDialog() {
  const { t } = useTranslation('auth');
  const { locale } = useAuthEnvironment();
  const { location, navigate, open } = useAuthLocation();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const [reminded, setReminded] = useState(false);
  const [expired, setExpired] = useState(false);
  const { register, error, onSubmit, pending } = useCodeForm(checkTwoFactorCode, async (result: TwoFactorCheckResult) => {
    if (result !== 'ok') {
      setExpired(result === 'two_factor_not_pending');
      return REFUSALS[result];
    }
    setLeaving(true);
    await queryClient.invalidateQueries();
    void navigate(signInRedirectUrl(location, window.location.origin), { replace: true });
    return undefined;
  });
  const signOutNow = () => {
    if (leaving) return;
    setLeaving(true);
    void signOut(locale, pageWithoutAuthState(location)).then((left) => setLeaving(left));
  };

  return (
    <Dialog open onClose={() => setReminded(true)} title={t('twoFactor.title')}>
      <CloseButton onClose={signOutNow} />
      <p>{t('twoFactor.text')}</p>
      {reminded ? (
        <div className="rk-auth__aside">
          <p role="alert">{t('twoFactor.incorrectProcess')}</p>
          <Button variant="danger" pending={leaving} onClick={signOutNow}>
            {t('twoFactor.logout')}
          </Button>
        </div>
      ) : null}
      <form className="rk-auth__form" noValidate onSubmit={onSubmit}>
        <CodeField maxLength={CODE_MAX_LENGTH} error={error} {...register('code', CODE_FIELD_RULES)} />
        <p className="rk-auth__aside">{t('twoFactor.recoveryHint')}</p>
        {expired ? (
          <p className="rk-auth__aside">
            <a
              href={hashFor('login', locale)}
              onClick={(event) => {
                event.preventDefault();
                open('login');
              }}
            >
              {t('twoFactor.loginAgain')}
            </a>
          </p>
        ) : null}
        <Button type="submit" pending={pending || leaving} className="rk-auth__submit">
          {t('twoFactor.continue')}
        </Button>
      </form>
    </Dialog>
  );
}
