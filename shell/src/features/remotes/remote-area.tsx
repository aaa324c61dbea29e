import { isFatalError, type RemoteName, type RemotePageProps } from '@raketa/shared';
import { lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { reloadForChunkError } from './chunk-errors';
import { useRemoteBuild } from './remote-build';
import { RetryButton } from '../../components/retry-button';
import { forgetNavigationFailure, routesForArea } from './preload';
import { ServerAreaContext, serverMarkupFor } from './server-area';

type LazyPage = LazyExoticComponent<ComponentType<RemotePageProps>>;

// One lazy component per remote and attempt: a retry makes a new one, so React
// forgets the failed load and asks the (reset) runtime again, with no page reload.
const lazyPages = new Map<string, LazyPage>();
const generations = new Map<RemoteName, number>();

function lazyPageOf(remote: RemoteName): LazyPage {
  const key = `${remote}:${generations.get(remote) ?? 0}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => routesForArea(remote));
    lazyPages.set(key, page);
  }
  return page;
}

function AreaLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="rk-area rk-area--loading" role="status" aria-live="polite">
      {t('remote.loading')}
    </div>
  );
}

function AreaFailed({ error, resetErrorBoundary, remote }: FallbackProps & { remote: RemoteName }) {
  const { t } = useTranslation('shell');
  // A remote page that says its data does not exist (404) gets the site's error page, not a retry.
  if (isFatalError(error)) throw error;
  const markup = serverMarkupFor(remote, `${window.location.pathname}${window.location.search}`);
  if (markup !== null) {
    // The server rendered this page: it stays as it came, readable, with what does not work said below.
    return (
      <>
        <div className="rk-area" data-remote-area={remote} data-server-markup="" dangerouslySetInnerHTML={{ __html: markup }} />
        <section className="rk-area rk-area--failed" role="alert" data-testid="remote-failed">
          <h2>{t('remote.staticTitle')}</h2>
          <p>{t('remote.staticText')}</p>
          <RetryButton onRetry={resetErrorBoundary} />
        </section>
      </>
    );
  }
  return (
    <section className="rk-area rk-area--failed" role="alert" data-testid="remote-failed">
      <h2>{t('remote.failedTitle')}</h2>
      <p>{t('remote.failedText')}</p>
      <RetryButton onRetry={resetErrorBoundary} />
    </section>
  );
}

/** The area of a loaded remote, marked with the build it runs (once its build info is read). */
function LoadedArea({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const build = useRemoteBuild(remote);
  return (
    <div className="rk-area" data-remote-area={remote} data-remote-build={build?.buildId} data-release-label={build?.releaseLabel ?? undefined}>
      {children}
    </div>
  );
}

/**
 * The server render's area: the remote's own markup inside the same boundary and element as
 * LoadedArea's. The browser hydrates the boundary once the remote's module is in; until then
 * React keeps this markup on screen as it is.
 */
function ServerRenderedArea({ remote, html }: { remote: RemoteName; html: string }) {
  return (
    <Suspense fallback={<AreaLoading />}>
      <div className="rk-area" data-remote-area={remote} dangerouslySetInnerHTML={{ __html: html }} />
    </Suspense>
  );
}

/** Renders a remote's page inside its own boundary: a failing remote costs only its area. */
export function RemoteArea({ remote, routeId, locale }: RemotePageProps & { remote: RemoteName }) {
  const [, setGeneration] = useState(0);
  const serverArea = useContext(ServerAreaContext);
  if (serverArea?.remote === remote) return <ServerRenderedArea remote={remote} html={serverArea.html} />;
  const Page = lazyPageOf(remote);
  return (
    <ErrorBoundary
      fallbackRender={(props) => <AreaFailed {...props} remote={remote} />}
      resetKeys={[routeId]}
      // A chunk that can no longer be fetched (new build) reloads the page through the
      // reload guard; when the guard refuses, this fallback stays.
      onError={(error) => void reloadForChunkError(error)}
      onReset={({ reason }) => {
        if (reason === 'imperative-api') forgetNavigationFailure(remote);
        const next = (generations.get(remote) ?? 0) + 1;
        generations.set(remote, next);
        setGeneration(next);
      }}
    >
      <Suspense fallback={<AreaLoading />}>
        <LoadedArea remote={remote}>
          <Page routeId={routeId} locale={locale} />
        </LoadedArea>
      </Suspense>
    </ErrorBoundary>
  );
}
