import { Link, loginHrefFor, pathFor, useLocation, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';

/**
 * "For you" asked, the default order answered (no job carries match reasons): a visitor, or a
 * profile that names nothing to match. Says so, and where to change it.
 */
export function ForYouNote({ signedIn, locale }: { signedIn: boolean; locale: LocaleCode }) {
  const { t } = useTranslation('jobs');
  const location = useLocation();
  return (
    <div className="rk-job-list__for-you" data-testid="for-you-note">
      <p>{signedIn ? t('forYou.noProfile') : t('forYou.signedOut')}</p>
      <Link to={signedIn ? pathFor('profile', locale) : loginHrefFor(location, locale)}>
        {signedIn ? t('forYou.completeProfile') : t('forYou.signIn')}
      </Link>
    </div>
  );
}
