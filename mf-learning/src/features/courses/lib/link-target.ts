/**
 * Where a link in a chapter's Markdown may point (api/LEARNING.md: "link targets are limited to
 * http(s) and relative URLs"). The value is parsed as the browser will parse the `href`, so what
 * is checked is what would be followed: `javascript:`, `data:`, `mailto:`, a scheme hidden by
 * control characters or credentials in the URL all come back null and the link shows as text.
 */
export type LinkTarget =
  /** A path of this site (`/nabidky`): followed inside the app. */
  | { kind: 'site'; path: string }
  /** Relative to the chapter (`#section`, `../other`): a plain link. */
  | { kind: 'relative'; href: string }
  /** Another site over http(s): opens in a new tab; the shell's allowlist guard decides. */
  | { kind: 'external'; href: string };

const PROBE_HOST = 'chapter.invalid';
const PROBE_BASE = `https://${PROBE_HOST}/startupedu/`;
// C0/C1 controls: browsers drop some of them silently (`java\tscript:`), so none is allowed.
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;

export function linkTarget(value: unknown): LinkTarget | null {
  if (typeof value !== 'string' || value.trim() === '' || CONTROL_CHARS.test(value)) return null;
  const href = value.trim();
  let url: URL;
  try {
    url = new URL(href, PROBE_BASE);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  if (url.host !== PROBE_HOST) return { kind: 'external', href: url.href };
  // Only the probe base could have given this host: the value was relative.
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) return { kind: 'site', path: href };
  return { kind: 'relative', href };
}
