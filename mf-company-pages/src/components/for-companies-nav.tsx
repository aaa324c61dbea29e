import { Link, pathFor, type LocaleCode, type RouteId } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { NAV_KEYS } from '../lib/for-companies-nav-keys';
import './for-companies.css';

/**
 * The slim section bar of the for-companies area (its pages have layout `none`: the shell draws only
 * the logo). `current` is marked as the current page. Also used by the price list.
 */
export function ForCompaniesNav({ locale, current }: { locale: LocaleCode; current?: RouteId }) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'forCompanies.nav' });
  return (
    <nav className="rk-fc-nav" aria-label={t('label')}>
      <ul className="rk-fc-nav__links">
        {NAV_KEYS.map((id) => (
          <li key={id}>
            <Link to={pathFor(id, locale)} aria-current={id === current ? 'page' : undefined}>
              {t(`items.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const FOOTER_LINKS: { key: 'rules' | 'b2bTerms' | 'gdpr' | 'contact'; route: RouteId }[] = [
  { key: 'rules', route: 'advertisingRules' },
  { key: 'b2bTerms', route: 'termsAndConditionsB2b' },
  { key: 'gdpr', route: 'gdpr' },
  { key: 'contact', route: 'contact' },
];

/** The footer-level links of the area (terms for companies, personal data, contact) and the VAT note. */
export function ForCompaniesFooter({ locale }: { locale: LocaleCode }) {
  const { t } = useTranslation('companyPages', { keyPrefix: 'forCompanies.footer' });
  return (
    <footer className="rk-fc-footer">
      <nav aria-label={t('label')}>
        <ul className="rk-fc-footer__links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={pathFor(link.route, locale)}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="rk-fc-footer__note">{t('note')}</p>
    </footer>
  );
}
