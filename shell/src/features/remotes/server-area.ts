import type { RemoteName } from '@raketa/shared';
import { createContext } from 'react';

/** A remote page's markup from the remote's server renderer (shared/src/federation/ssr.ts). */
export interface ServerArea {
  remote: RemoteName;
  html: string;
}

/** Set only in the shell's server render: the area of `remote` renders this markup instead of loading the remote. */
export const ServerAreaContext = createContext<ServerArea | null>(null);

/** The server's markup of each area of the first page, as it arrived, and the URL it was rendered for. */
let firstView: { url: string; areas: Map<string, string> } | null = null;

/**
 * Keeps the server-rendered areas' markup before hydration takes the page over: should a remote's
 * code then fail to load, its area shows what the server sent (readable, links work) with a notice,
 * instead of replacing the page's content with an error.
 */
export function keepServerMarkup(doc: Document = document): void {
  const areas = new Map<string, string>();
  doc.querySelectorAll<HTMLElement>('[data-remote-area]').forEach((element) => {
    if (element.dataset.remoteArea) areas.set(element.dataset.remoteArea, element.innerHTML);
  });
  firstView = { url: `${doc.location.pathname}${doc.location.search}`, areas };
}

/** The server's markup of `remote`'s area, while the page still shows the URL it was rendered for. */
export function serverMarkupFor(remote: RemoteName, url: string): string | null {
  return firstView?.url === url ? (firstView.areas.get(remote) ?? null) : null;
}
