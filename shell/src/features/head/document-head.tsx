import {
  alternatesFor,
  documentTitle,
  HEAD_ATTRIBUTE,
  matchRoute,
  pageTitleAtom,
  pageUrl,
  robotsContent,
  safeDecodePath,
  useLocation,
} from '@raketa/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-context';
import { usePublicConfig } from '../../config/config-context';
import { pushPageView } from '../../lib/data-layer';

/** The one element of `selector` the server rendered, or a new one (tests, or a page rendered without the server). */
function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, init: Record<string, string>): HTMLElementTagNameMap[K] {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}${selector}[${HEAD_ATTRIBUTE}]`);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(init)) element.setAttribute(name, value);
    element.setAttribute(HEAD_ATTRIBUTE, '');
    document.head.append(element);
  }
  return element;
}

/**
 * Keeps the head in step with the page after each navigation (the server renders the
 * same tags for the first load) and then sends the page view of every navigation
 * except the first (the tag manager counts the first load itself).
 */
export function DocumentHead() {
  const { t } = useTranslation('shared');
  const { locale, hosts } = useSite();
  const { robotsIndex } = usePublicConfig();
  const { pathname, key } = useLocation();
  const ownTitle = useAtomValue(pageTitleAtom);
  const firstKey = useRef(key);

  const path = safeDecodePath(pathname);
  const match = matchRoute(path, locale);
  const pageTitle = ownTitle ?? t(`routes.${match?.id ?? 'notFound'}`);
  const title = documentTitle(pageTitle, hosts[locale]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const protocol = window.location.protocol === 'https:' ? 'https:' : 'http:';
    const url = pageUrl(protocol, hosts[locale], path, locale);
    headElement('meta', '[name="robots"]', { name: 'robots' }).content = robotsContent(robotsIndex);
    headElement('meta', '[property="og:url"]', { property: 'og:url' }).content = url;
    headElement('link', '[rel="canonical"]', { rel: 'canonical' }).href = url;
    document.head.querySelectorAll(`link[rel="alternate"][hreflang][${HEAD_ATTRIBUTE}]`).forEach((link) => link.remove());
    for (const alternate of alternatesFor(path, locale, hosts, protocol)) {
      const link = document.createElement('link');
      Object.assign(link, { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href });
      link.setAttribute(HEAD_ATTRIBUTE, '');
      document.head.append(link);
    }
  }, [path, locale, hosts, robotsIndex]);

  // After the title effect above (effects run in order), so the event carries the new page's title.
  useEffect(() => {
    if (key === firstKey.current) return;
    pushPageView(document.title, window.location.href);
  }, [key]);

  return null;
}
