/**
 * Link prefetch (spec section 9): when the user shows intent to follow a same-site
 * link (pointer over it, focus, touch), its page is preloaded, unless the connection
 * is slow 2G or 2G or the user asked to save data.
 */
import { linkOf } from './link-guard';

/** The fields of the Network Information API this reads (not in every browser). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = ['slow-2g', '2g'];

export function shouldPrefetch(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_CONNECTIONS.includes(connection.effectiveType ?? '');
}

export interface LinkPrefetchOptions {
  /** Preloads the page at an absolute same-origin URL. */
  prefetch: (href: string) => void;
  doc?: Document;
  /** Read at each intent: the connection can change while the page is open. */
  connection?: () => ConnectionInfo | null | undefined;
}

const currentConnection = () => (navigator as Navigator & { connection?: ConnectionInfo }).connection;

/** Delegated on the document (capture: pointerenter and focus do not bubble); returns the uninstaller. */
export function installLinkPrefetch({ prefetch, doc = document, connection = currentConnection }: LinkPrefetchOptions): () => void {
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.origin !== doc.defaultView?.location.origin) return;
    if (!shouldPrefetch(connection())) return;
    prefetch(link.href);
  };
  const listeners: [string, AddEventListenerOptions][] = [
    ['pointerenter', { capture: true, passive: true }],
    ['focusin', { capture: true, passive: true }],
    ['touchstart', { capture: true, passive: true }],
  ];
  for (const [type, options] of listeners) doc.addEventListener(type, onIntent, options);
  return () => {
    for (const [type, options] of listeners) doc.removeEventListener(type, onIntent, options);
  };
}
