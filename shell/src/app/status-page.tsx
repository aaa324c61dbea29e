import { NotFound } from '../features/errors/not-found';
import { ErrorPage } from '../features/errors/error-page';
import { Layout } from '../features/layout/layout';
import { pageForStatus } from '../lib/fatal-error';

/** The page for an error status: the one 404 inside the site layout, or the 500 page. */
export function StatusPage({ status, showPath = true }: { status: number; showPath?: boolean }) {
  if (pageForStatus(status) !== 'notFound') return <ErrorPage />;
  return (
    <Layout layout={{ kind: 'default' }}>
      <NotFound showPath={showPath} />
    </Layout>
  );
}
