import { VOUCHED_LINK_ATTRIBUTE } from '@raketa/shared';
import type { ReactNode } from 'react';

/**
 * The address of a company's own link if it is a plain web address (http or https, no
 * credentials); anything else (`javascript:`, a relative path, garbage) is not shown as a link.
 */
export function externalHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** How a website shows: its host without `www.` (`https://www.acme.cz/en` → `acme.cz`). */
export const displayHost = (href: string) => new URL(href).hostname.replace(/^www\./, '');

/**
 * A link off the site, in a new tab without `window.opener` or a referrer. The shell's navigation
 * guard blocks clicks on hosts outside its allowlist (public config `externalHosts`); the
 * `data-external-link` mark says this page vouches for the address (the company's own link,
 * checked by `externalHref`), for a guard that honours it.
 */
export function ExternalLink({ href, label, children }: { href: string; label?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      {...{ [VOUCHED_LINK_ATTRIBUTE]: 'company' }}
      className="rk-external-link"
    >
      {children}
    </a>
  );
}
