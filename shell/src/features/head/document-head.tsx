import {
  alternatesFor,
  documentTitle,
  HEAD_ATTRIBUTE,
  matchRoute,
  PAGE_HEAD_ATTRIBUTE,
  pageHeadElements,
  pageTitleAtom,
  pageUrl,
  robotsOfRoute,
  safeDecodePath,
  useLocation,
} from '@raketa/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-context';
import { usePublicConfig } from '../../config/config-context';
import { pushPageView } from '../../lib/data-layer';

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
    // The same list the server wrote for the first page (shared pageHeadElements), put in its place.
    document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
    for (const { tag, attributes } of pageHeadElements({
      robots: robotsOfRoute(matchRoute(path, locale)?.id, robotsIndex),
      url,
      alternates: alternatesFor(path, locale, hosts, protocol),
    })) {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.setAttribute(HEAD_ATTRIBUTE, '');
      document.head.append(element);
    }
  }, [path, locale, hosts, robotsIndex]);

  // The first page's own meta (its remote's server render) is that page's: gone with it.
  useEffect(() => {
    if (key !== firstKey.current) document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  }, [key]);

  // After the title effect above (effects run in order), so the event carries the new page's title.
  useEffect(() => {
    if (key === firstKey.current) return;
    pushPageView(document.title, window.location.href);
  }, [key]);

  return null;
}
