import { LOCALE_CODES, ROUTE_IDS, routes, type LocaleCode, type RouteId } from '@raketa/shared';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../features/layout/layout';
import { NotFoundPage, ShellPage } from '../features/pages/shell-page';
import { RemoteArea } from '../features/remotes/remote-area';

function RoutePage({ id, locale }: { id: RouteId; locale: LocaleCode }) {
  const route = routes[id];
  return (
    <Layout layout={route.layout}>
      {route.owner === 'shell' ? (
        <ShellPage routeId={id} />
      ) : (
        <RemoteArea remote={route.owner} routeId={id} locale={locale} />
      )}
    </Layout>
  );
}

/**
 * Every route of the table in both languages (twins with one path appear once);
 * the page locale is the site's, whichever language's path matched.
 */
export function buildRoutes(locale: LocaleCode): RouteObject[] {
  const seen = new Set<string>();
  const children: RouteObject[] = [];
  for (const id of ROUTE_IDS) {
    for (const code of [locale, ...LOCALE_CODES.filter((c) => c !== locale)]) {
      const path = routes[id].path[code];
      if (seen.has(path)) continue;
      seen.add(path);
      children.push({ path, element: <RoutePage id={id} locale={locale} /> });
    }
  }
  children.push({
    path: '*',
    element: (
      <Layout layout={{ kind: 'default' }}>
        <NotFoundPage />
      </Layout>
    ),
  });
  return children;
}

export const createRouter = (locale: LocaleCode) => createBrowserRouter(buildRoutes(locale));
