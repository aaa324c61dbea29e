import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageProps } from '../federation/contract';
import type { RouteId } from '../routes/route-table';
import { RoutePlaceholder } from './route-placeholder';

export type LazyPage = LazyExoticComponent<ComponentType<RemotePageProps>>;

/**
 * A page loaded on first use, from the named export of its module: each page is its own chunk,
 * so a reader of one page does not download the others.
 */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M & string): LazyPage {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<RemotePageProps> })));
}

/** Renders the remote's page for `props.routeId` (a route without a page yet shows the placeholder). */
export function RemotePages({ pages, props }: { pages: Partial<Record<RouteId, ComponentType<RemotePageProps>>>; props: RemotePageProps }) {
  const Page = pages[props.routeId];
  if (!Page) return <RoutePlaceholder routeId={props.routeId} />;
  return (
    <Suspense fallback={<div className="rk-page-loading" aria-busy="true" />}>
      <Page {...props} />
    </Suspense>
  );
}
