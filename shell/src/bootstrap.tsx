import '@raketa/shared/styles.css';
import './styles.css';
import { addSharedMessages, initI18n, localeForHost, registerReactInstance } from '@raketa/shared';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readPublicConfig } from './config/public-config';
import { loadRemotesConfig } from './features/remotes/load-remote';
import cs from './locales/cs.json';
import en from './locales/en.json';

async function start() {
  registerReactInstance(React);
  const { hosts } = readPublicConfig();
  const locale = localeForHost(window.location.host, hosts);
  await initI18n(locale, 'shell', { cs, en });
  addSharedMessages();
  document.documentElement.lang = locale;
  // A missing remotes config must not blank the page: each remote area retries it on demand.
  await loadRemotesConfig().catch((error: unknown) => console.error('[shell] remotes config failed to load', error));
  createRoot(document.getElementById('root')!).render(
    <React.StrictMode>
      <App site={{ locale, hosts }} />
    </React.StrictMode>,
  );
}

void start();
