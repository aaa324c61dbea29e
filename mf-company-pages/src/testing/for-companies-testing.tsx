// Test-only helpers of the for-companies content pages: this remote's messages and the pages
// rendered at their paths as the shell routes them. The API (only the campaign banner asks it) is
// the pricing helpers' stub.
import { addAppMessages, i18n, initI18n, routes as routeTable, type AppMessages, type LocaleCode } from '@raketa/shared';
import { addSharedMessages, renderInRouter } from '@raketa/shared/testing';
import { Route, Routes } from 'react-router-dom';
import { FOR_COMPANIES_ROUTE_IDS, ForCompaniesPage, type ForCompaniesRouteId } from '../features/for-companies/components/for-companies-pages';
import type { ForCompaniesContent } from '../features/for-companies/lib/content';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

// Long content is structured (arrays, read with `returnObjects`), which `Messages` does not describe.
const MESSAGES = { cs, en } as unknown as AppMessages;

/** The `forCompanies` texts of a language, as the locale files hold them. */
export const FOR_COMPANIES_TEXTS = { cs: cs.forCompanies, en: en.forCompanies } as unknown as Record<LocaleCode, ForCompaniesContent>;

export async function initForCompaniesMessages(locale: LocaleCode): Promise<void> {
  await initI18n(locale, 'companyPages', MESSAGES);
  addAppMessages('companyPages', MESSAGES);
  await addSharedMessages();
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** Renders the for-companies page of `routeId` at its path in `locale` (plus `suffix`, e.g. a fragment). */
export function renderForCompanies(routeId: ForCompaniesRouteId, locale: LocaleCode, suffix = '') {
  return renderInRouter(
    <Routes>
      {FOR_COMPANIES_ROUTE_IDS.map((id) => (
        <Route key={id} path={routeTable[id].path[locale]} element={<ForCompaniesPage routeId={id} locale={locale} />} />
      ))}
    </Routes>,
    `${routeTable[routeId].path[locale]}${suffix}`,
  );
}
