import type { LocaleCode } from '@raketa/shared';

/**
 * The allowlisted configuration the shell server inlines into index.html, per
 * request: the site-wide switches (see shell/server/config.ts) and the HTTP status
 * the server answered with, so the first render can show the 500 page.
 */
export interface PublicConfig {
  hosts: Record<LocaleCode, string>;
  robotsIndex: boolean;
  tagManagerId: string | null;
  statisticsScriptUrl: string | null;
  adScriptUrl: string | null;
  /** Hosts (or `*.domain` patterns) links may navigate to, beyond the site's own. */
  externalHosts: string[];
  /** How often the page asks for a new build or remotes config (ms). */
  buildPollMs: number;
  status: number;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'rk-public-config';

export function readPublicConfig(doc: Document = document): PublicConfig {
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`#${PUBLIC_CONFIG_ELEMENT_ID} is missing from index.html`);
  return JSON.parse(element.textContent) as PublicConfig;
}
