import '@raketa/shared/styles.css';
import './styles.css';
import { initI18n, loadMessages, localeForHost, registerReactInstance } from '@raketa/shared';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { SHELL_MESSAGES } from './config/messages-source';
import { readPublicConfig } from './config/public-config';
import { loadRemotesConfig } from './features/remotes/load-remote';

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
    loadRemotesConfig().catch((error: unknown) => console.error('[shell] remotes config failed to load', error)),
  ]);
  createRoot(document.getElementById('root')!).render(
    <React.StrictMode>
      <App site={{ locale, hosts }} config={config} />
    </React.StrictMode>,
  );
}

start().catch((error: unknown) => console.error('[shell] the page could not start', error));
