import { Button } from '@raketa/shared';
import { useTranslation } from 'react-i18next';
import { pageForStatus } from '../../lib/fatal-error';

/**
 * The error page (spec section 2, Error pages): 404 says the page was not found and
 * leads back to the homepage; anything else says the error is on our side and offers
 * a reload. Links are plain anchors: after a fatal error a full page load is the
 * clean way out. Rendered outside the router, so it uses no router hooks.
 */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation('shell');
  const kind = pageForStatus(status) === 'notFound' ? 'notFound' : 'serverError';
  return (
    <div className="rk-page" data-layout="error">
      <header className="rk-header rk-header--bare">
        <a href="/" className="rk-header__logo">
          {t('brand')}
        </a>
      </header>
      <main className="rk-main rk-error-page" data-testid="error-page" data-status={kind === 'notFound' ? 404 : 500}>
        <p className="rk-error-page__code" aria-hidden="true">
          {kind === 'notFound' ? 404 : 500}
        </p>
        <h1>{t(`errorPage.${kind}.title`)}</h1>
        <p>{t(`errorPage.${kind}.text`)}</p>
        {kind === 'notFound' ? (
          <a href="/" className="rk-button rk-button--primary">
            {t('errorPage.notFound.home')}
          </a>
        ) : (
          <Button onClick={() => window.location.reload()}>{t('errorPage.serverError.reload')}</Button>
        )}
      </main>
    </div>
  );
}
