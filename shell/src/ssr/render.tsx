/**
 * The shell's server render (issue 9): the page around a remote's server-rendered markup, made of
 * the components the browser hydrates (AppFrame and the route table's routes), so the first
 * response shows the whole page and the browser takes it over without a change. Built as a node
 * bundle (`dist/ssr/render.js`) that the shell server loads; see shell/server/server-render.ts.
 */
import { serverI18n, type LocaleCode } from '@raketa/shared';
import sharedCs from '@raketa/shared/messages/cs.json';
import sharedEn from '@raketa/shared/messages/en.json';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame, createAppQueryClient } from '../app/app';
import { buildRoutes } from '../app/router';
import type { PublicConfig } from '../config/public-config';
import { LoadingBar } from '../features/loading-bar/loading-bar';
import { ServerAreaContext, type ServerArea } from '../features/remotes/server-area';
import shellCs from '../locales/cs.json';
import shellEn from '../locales/en.json';

export interface ShellRenderRequest {
  locale: LocaleCode;
  /** Path and query string of the page. */
  url: string;
  config: PublicConfig;
  area: ServerArea;
  /** The page's first data (react-query dehydrated state), as the browser hydrates it. */
  queries: DehydratedState;
}

export interface ShellRenderer {
  /** The markup of `#root`, or null when the route table answers this URL with something else (a redirect). */
  render(request: ShellRenderRequest): Promise<string | null>;
}

const MESSAGES = { cs: { shell: shellCs, shared: sharedCs }, en: { shell: shellEn, shared: sharedEn } };

// The locale suggestion's messages of the other language are the browser's concern.
const serverDeps = { loadLocaleMessages: async () => undefined };

async function render({ locale, url, config, area, queries }: ShellRenderRequest): Promise<string | null> {
  const handler = createStaticHandler(buildRoutes(locale, serverDeps, { loaders: false }));
  const context = await handler.query(new Request(new URL(url, 'http://shell.invalid')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same client and data the browser's page starts with (bootstrap.tsx).
  const queryClient = createAppQueryClient(queries);
  const i18n = await serverI18n(locale, MESSAGES, 'shell');
  return renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppFrame site={{ locale, hosts: config.hosts }} config={config} queryClient={queryClient}>
          {/* The browser's RouterLoadingBar, idle as a first page is. */}
          <LoadingBar state="idle" />
          <ServerAreaContext.Provider value={area}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerAreaContext.Provider>
        </AppFrame>
      </I18nextProvider>
    </StrictMode>,
  );
}

export default { render } satisfies ShellRenderer;
