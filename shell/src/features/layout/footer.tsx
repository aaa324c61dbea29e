import { Link, pathFor } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-context';

export function Footer() {
  const { t } = useTranslation('shell');
  const { locale } = useSite();
  return (
    <footer className="rk-footer">
      <p>{t('footer.tagline')}</p>
      <ul>
        <li>
          <Link to={pathFor('contact', locale)}>{t('footer.contact')}</Link>
        </li>
        <li>
          <Link to={pathFor('termsAndConditions', locale)}>{t('footer.terms')}</Link>
        </li>
        <li>
          <Link to={pathFor('gdpr', locale)}>{t('footer.privacy')}</Link>
        </li>
      </ul>
    </footer>
  );
}
