import { Icon, ICON_NAMES } from '@raketa/shared';
import { useTranslation } from 'react-i18next';

/** The internal /icons page: every icon of the product's set beside the name code uses for it. */
export function IconsPage() {
  const { t } = useTranslation('shared');
  return (
    <section className="rk-icons-page" data-testid="icons-page">
      <h1>{t('routes.icons')}</h1>
      <ul className="rk-icons-page__grid">
        {ICON_NAMES.map((name) => (
          <li key={name} className="rk-icons-page__item" data-icon-name={name}>
            <Icon name={name} size={28} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
