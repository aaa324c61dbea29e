import { Link, pathFor, type LocaleCode } from '@raketa/shared';
import { useTranslation } from 'react-i18next';

export type TopBarTarget = 'home' | 'courses' | 'tests' | 'startupTalk';

/**
 * The landing's own slim bar under the shell's bare header (layout `none` has the logo, linking
 * home, and nothing else): StartupEDU and where learning goes on, in the page's language.
 */
export function LearningTopBar({ locale, onNavigate }: { locale: LocaleCode; onNavigate: (target: TopBarTarget) => void }) {
  const { t } = useTranslation('learning', { keyPrefix: 'learning.landing.nav' });
  const links: { target: Exclude<TopBarTarget, 'home'>; href: string }[] = [
    { target: 'courses', href: pathFor('futures', locale) },
    { target: 'tests', href: pathFor('testList', locale) },
    { target: 'startupTalk', href: pathFor('startupTalk', locale) },
  ];
  return (
    <nav className="rk-edu-bar" aria-label={t('label')}>
      <Link to={pathFor('startupEdu', locale)} className="rk-edu-bar__brand" onClick={() => onNavigate('home')}>
        StartupEDU
      </Link>
      <ul className="rk-edu-bar__links">
        {links.map((link) => (
          <li key={link.target}>
            <Link to={link.href} onClick={() => onNavigate(link.target)}>
              {t(link.target)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
