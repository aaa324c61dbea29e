import { Button } from '@raketa/shared';
import { useTranslation } from 'react-i18next';

/**
 * The 500 page (spec section 2, Error pages): the error is on our side, with a reload. Its own bare
 * chrome with a plain link home: after a fatal error a full page load is the clean way out, and it
 * is also rendered outside the router (app.tsx), so it uses no router hooks. A 404 is `NotFound`.
 */
export function ErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="rk-page" data-layout="error">
      <header className="rk-header rk-header--bare">
        <a href="/" className="rk-header__logo">
          {t('brand')}
        </a>
      </header>
      <main className="rk-main rk-error-page" data-testid="error-page" data-status={500}>
        <p className="rk-error-page__code" aria-hidden="true">
          500
        </p>
        <h1>{t('errorPage.serverError.title')}</h1>
        <p>{t('errorPage.serverError.text')}</p>
        <Button onClick={() => window.location.reload()}>{t('errorPage.serverError.reload')}</Button>
      </main>
    </div>
  );
}
