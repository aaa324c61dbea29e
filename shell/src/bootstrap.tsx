import '@raketa/shared/styles.css';
import './styles.css';
import { INLINE_IDS, initI18n, loadMessages, localeForHost, registerReactInstance } from '@raketa/shared';
import type { DehydratedState } from '@tanstack/react-query';
import * as React from 'react';
import { SHELL_MESSAGES } from './config/messages-source';
import { readPublicConfig } from './config/public-config';
import { loadRemotesConfig } from './lib/load-remote';
import { ROOT_OPTIONS } from './lib/root-errors';
import { keepServerMarkup } from './features/remotes/server-area';
import { yieldToMain } from './features/performance/yield-to-main';

async function start() {
  registerReactInstance(React);
  const config = readPublicConfig();
  const { hosts } = config;
  const locale = localeForHost(window.location.host, hosts);
  // A failed locale load rejects here: an error (spec section 8), logged below.
  await initI18n(locale, 'shell');
  document.documentElement.lang = locale;
  await Promise.all([
    // The shell's served messages (namespaces shell and shared); a failure only warns, so the page still renders.
    loadMessages(SHELL_MESSAGES, locale),
    // A missing remotes config must not blank the page: each remote area retries it on demand.
    loadRemotesConfig({ inline: true }).catch((error: unknown) => console.error('[shell] remotes config failed to load', error)),
  ]);
  // React DOM and the app are in this chunk already, but run only now, each in its own task: V8
  // compiles a module when it first runs, and the page's code at once blocked a phone's main thread
  // for long (Total Blocking Time); between the stages the browser paints and answers input.
  await yieldToMain();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { App, createAppRouter, createAppQueryClient } = await import(/* webpackMode: "eager" */ './app/app');
  await yieldToMain();
  const router = createAppRouter(locale);
  await yieldToMain();
  const queryClient = createAppQueryClient(inlineJson<DehydratedState>(INLINE_IDS.queries));
  await yieldToMain();
  const root = document.getElementById('root')!;
  const app = (
    <React.StrictMode>
      <App site={{ locale, hosts }} config={config} router={router} queryClient={queryClient} />
    </React.StrictMode>
  );
  // A page the server rendered (shell/server/server-render.ts) is hydrated: React takes over its
  // markup, and keeps the remote's part on screen until the remote's code is in. In a transition,
  // so React hydrates in slices and the page answers input meanwhile (mobile CPUs).
  if (root.hasChildNodes()) {
    keepServerMarkup();
    React.startTransition(() => void hydrateRoot(root, app, ROOT_OPTIONS));
  } else {
    createRoot(root, ROOT_OPTIONS).render(app);
  }
}

/** Data the server inlined into the page, or undefined. */
function inlineJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

start().catch((error: unknown) => console.error('[shell] the page could not start', error));
