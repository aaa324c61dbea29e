import type { RouteLayout } from '@raketa/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@raketa/shared';
import { Footer } from './footer';
import { Header } from './header';

/** `none` is a bare marketing page (only the logo, linking home); other layouts get the site chrome. */
export function Layout({ layout, children }: { layout: RouteLayout; children: ReactNode }) {
  const { t } = useTranslation('shell');
  if (layout.kind === 'none') {
    return (
      <div className="rk-page" data-layout="none">
        <header className="rk-header rk-header--bare">
          <Link to="/" className="rk-header__logo">
            {t('brand')}
          </Link>
        </header>
        <main className="rk-main rk-main--bare">{children}</main>
      </div>
    );
  }
  return (
    <div className="rk-page" data-layout={layout.kind} data-section={layout.kind === 'new' ? layout.section : undefined}>
      <Header />
      <main className="rk-main">{children}</main>
      <Footer />
    </div>
  );
}
