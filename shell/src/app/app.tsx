import { createQueryClient, loadMessages, RouterProvider, type LocaleCode } from '@raketa/shared';
import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ConfigContext } from '../config/config-context';
import { SHELL_MESSAGES } from '../config/messages-source';
import type { PublicConfig } from '../config/public-config';
import { loadThirdPartyScripts } from '../features/analytics/script-loaders';
import { ErrorPage } from '../features/errors/error-page';
import { RouterLoadingBar } from '../features/loading-bar/loading-bar';
import { installNavigationGuard } from '../features/navigation/link-guard';
import { installLinkPrefetch } from '../features/navigation/link-prefetch';
import { NetworkToasts } from '../features/network/network-toasts';
import { installChunkErrorReload } from '../features/remotes/chunk-errors';
import { registeredRemotes } from '../lib/load-remote';
import { preloadRoute } from '../features/remotes/preload';
import { ToastRegion } from '../features/toasts/toast-region';
import { installBuildUpdates } from '../features/updates/install-updates';
import { ViewportCookieWriter } from '../features/viewport/viewport-cookie-writer';
import { createRouter } from './router';
import { SiteContext, type Site } from '../lib/site-context';
import { logRouteError } from '../lib/root-errors';

const loadLocaleMessages = (locale: LocaleCode) => loadMessages(SHELL_MESSAGES, locale);

/**
 * The page's router. Made by bootstrap.tsx before the first render, in a task of its own: building
 * it (both languages' route table, the first match) is the longest single piece of a phone's
 * start-up, and React cannot cut a component's render in two to answer input meanwhile.
 */
export const createAppRouter = (locale: LocaleCode) => createRouter(locale, { loadLocaleMessages });

/** The page's query client, with the first data the server rendered the page with (inlined in it): used, not fetched again. */
export function createAppQueryClient(queries: DehydratedState | undefined): QueryClient {
  const client = createQueryClient();
  if (queries) hydrate(client, queries);
  return client;
}

export function App({
  site,
  config,
  router,
  queryClient,
}: {
  site: Site;
  config: PublicConfig;
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  useEffect(() => {
    // Page-wide navigation behaviour (spec section 2); each install returns its uninstaller.
    const uninstall = [
      installNavigationGuard(
        { siteHosts: Object.values(site.hosts), allowedHosts: config.externalHosts },
        { navigate: (path) => void router.navigate(path) },
      ),
      installChunkErrorReload(),
      installBuildUpdates(router, { intervalMs: config.buildPollMs, registeredRemotes }),
      installLinkPrefetch({ prefetch: (href) => preloadRoute(href, site.locale) }),
    ];
    return () => uninstall.forEach((stop) => stop());
  }, [router, site, config]);
  useEffect(() => loadThirdPartyScripts(config), [config]);
  return (
    <AppFrame site={site} config={config} queryClient={queryClient}>
      <RouterLoadingBar router={router} />
      <RouterProvider router={router} onError={logRouteError} />
    </AppFrame>
  );
}

/**
 * Everything around the router, the same in the browser and in the server render
 * (shell/src/ssr/render.tsx), so a server-rendered page hydrates without a difference.
 */
export function AppFrame({
  site,
  config,
  queryClient,
  children,
}: {
  site: Site;
  config: PublicConfig;
  queryClient: QueryClient;
  /** The loading bar and the router. */
  children: ReactNode;
}) {
  return (
    <SiteContext.Provider value={site}>
      <ConfigContext.Provider value={config}>
        <QueryClientProvider client={queryClient}>
          {/* The server failed on this request (status 5xx): the 500 page instead of the app. */}
          {config.status >= 500 ? <ErrorPage /> : children}
          <ToastRegion />
          <NetworkToasts />
          <ViewportCookieWriter />
        </QueryClientProvider>
      </ConfigContext.Provider>
    </SiteContext.Provider>
  );
}
