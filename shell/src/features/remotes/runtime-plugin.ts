/**
 * Module Federation runtime plugin of the shell. It must not import react: it
 * runs before shared modules are negotiated. It logs which remote failed and in
 * which phase, and lets the error reach the area's error boundary; and it keeps
 * the runtime from fetching a remote's stylesheet the server already put into
 * the page.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A stylesheet with no rules that loads without a request. */
export const EMPTY_STYLESHEET = 'data:text/css,';

/** The page's `<style data-href>` of a stylesheet the server inlined (shell/server/server-render.ts). */
function inlinedStyle(url: string): HTMLStyleElement | undefined {
  return Array.from(document.getElementsByTagName('style')).find((style) => style.dataset.href === url);
}

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'raketa-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] loading ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
    // Loading an exposed module, the runtime links the stylesheets its manifest lists. For one the
    // server inlined (the first view's), that would fetch it again and restyle the whole page when
    // it arrives: an empty sheet stands in for it, so the runtime's wait ends at once.
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'stylesheet' || !inlinedStyle(url)) return undefined;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = EMPTY_STYLESHEET;
      link.dataset.inlined = url;
      return link;
    },
  };
}
