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
  await initI18n(locale, 'shell');
  // The shell's served messages (namespaces shell and shared); a failure only warns, so the page still renders.
  await loadMessages(SHELL_MESSAGES, locale);
  document.documentElement.lang = locale;
  // A missing remotes config must not blank the page: each remote area retries it on demand.
  await loadRemotesConfig().catch((error: unknown) => console.error('[shell] remotes config failed to load', error));
  createRoot(document.getElementById('root')!).render(
    <React.StrictMode>
      <App site={{ locale, hosts }} config={config} />
    </React.StrictMode>,
  );
}

void start();
