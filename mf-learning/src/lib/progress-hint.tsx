import { Link, loginHrefFor, useLocation, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';

/**
 * For a visitor: their progress lives in this browser only; logging in (the login dialog, back to
 * this page) keeps it on every device, and what they read so far moves to the account.
 */
export function ProgressHint({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.progress' });
  const location = useLocation();
  return (
    <p className="rk-learning-hint">
      {t('visitorHint')} <Link to={loginHrefFor(location, locale)}>{t('visitorLogin')}</Link>
    </p>
  );
}
