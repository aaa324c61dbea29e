import { createQueryClient, loadMessages, RouterProvider, type LocaleCode } from '@raketa/shared';
import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
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

export function App({ site, config, queries }: { site: Site; config: PublicConfig; queries?: DehydratedState }) {
  const [router] = useState(() => createRouter(site.locale, { loadLocaleMessages }));
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The first data the server rendered the page with (inlined in it): used, not fetched again.
    if (queries) hydrate(client, queries);
    return client;
  });
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
