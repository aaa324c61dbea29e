import { useEffect } from 'react';
import { useRouteError } from '@raketa/shared';
import { isCrawler } from '../lib/crawler';
import { statusOf } from '../lib/fatal-error';
import { Layout } from '../features/layout/layout';
import { StatusPage } from './status-page';

/**
 * Crawlers get no error page for a fatal app error: an error page's text must not be
 * indexed as the page's content. They get the site chrome (so its links can still be
 * followed), an empty main area, robots `noindex` and `prerender-status-code` with the
 * status, which prerendering services turn into the HTTP status.
 */
function CrawlerErrorPage({ status }: { status: number }) {
  useEffect(() => {
    const tags = [
      Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }),
      Object.assign(document.createElement('meta'), { name: 'prerender-status-code', content: String(status) }),
    ];
    // The page's own robots meta (server-rendered) would contradict noindex.
    document.querySelectorAll('meta[name="robots"]').forEach((meta) => meta.remove());
    tags.forEach((tag) => document.head.append(tag));
    return () => tags.forEach((tag) => tag.remove());
  }, [status]);
  return (
    <Layout layout={{ kind: 'default' }}>
      <div data-testid="crawler-error" data-status={status} />
    </Layout>
  );
}

/** The router's error element: fatal errors of any page end here. */
export function RouteError() {
  const error = useRouteError();
  const status = statusOf(error);
  useEffect(() => {
    if (status >= 500) console.error('[shell] fatal page error', error);
  }, [error, status]);
  return isCrawler() ? <CrawlerErrorPage status={status} /> : <StatusPage status={status} />;
}
