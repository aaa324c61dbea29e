import type { LocaleCode } from '@raketa/shared';

/** The allowlisted configuration the shell server inlines into index.html. */
export interface PublicConfig {
  hosts: Record<LocaleCode, string>;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'rk-public-config';

export function readPublicConfig(doc: Document = document): PublicConfig {
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`#${PUBLIC_CONFIG_ELEMENT_ID} is missing from index.html`);
  return JSON.parse(element.textContent) as PublicConfig;
}
