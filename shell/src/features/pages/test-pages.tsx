/**
 * The internal test pages (spec section 2, "Internal and test pages"). Each exercises
 * one error path end to end; the README lists which.
 */
import { api, Button } from '@raketa/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { FatalError } from '../../lib/fatal-error';

/** /error-1-test: an unexpected exception while rendering a page: the fatal 500 error page. */
export function Error1TestPage(): never {
  throw new Error('error-1-test: a deliberate render failure');
}

/** /error-2-test: a page whose data is missing throws a fatal 404: the 404 error page. */
export function Error2TestPage(): never {
  throw new FatalError(404, 'error-2-test: deliberate missing data');
}

/** /error-3-test: a failed request the page does not handle: the generic error toast; the page stays. */
export function Error3TestPage() {
  const { t } = useTranslation('shell');
  const failing = useMutation({ mutationFn: () => api.coreApi.post('api/error-3-test').json() });
  return (
    <section data-testid="error-3-test">
      <h1>{t('testPages.error3.title')}</h1>
      <p>{t('testPages.error3.text')}</p>
      <Button pending={failing.isPending} onClick={() => failing.mutate()}>
        {t('testPages.error3.trigger')}
      </Button>
    </section>
  );
}

function Rocket({ launched }: { launched: boolean }) {
  const { t } = useTranslation('shell');
  if (launched) throw new Error('easter-egg-client: the rocket exploded');
  return <p className="rk-easter-egg__rocket">{t('testPages.easterEgg.ready')}</p>;
}

function Explosion({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" data-testid="easter-egg-exploded">
      <p>{t('testPages.easterEgg.exploded')}</p>
      <Button variant="secondary" onClick={resetErrorBoundary}>
        {t('testPages.easterEgg.again')}
      </Button>
    </div>
  );
}

/** /easter-egg-client: a component failing in the browser is caught by its own boundary; the page and layout stay. */
export function EasterEggClientPage() {
  const { t } = useTranslation('shell');
  const [launched, setLaunched] = useState(false);
  return (
    <section data-testid="easter-egg-client">
      <h1>{t('testPages.easterEgg.title')}</h1>
      <ErrorBoundary FallbackComponent={Explosion} onReset={() => setLaunched(false)}>
        <Rocket launched={launched} />
        <Button onClick={() => setLaunched(true)}>{t('testPages.easterEgg.launch')}</Button>
      </ErrorBoundary>
    </section>
  );
}

/**
 * /easter-egg-server: the shell server fails on this path and answers with the 500
 * page. A client-side navigation never reaches the server, so it loads the page in full.
 */
export function EasterEggServerPage() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
