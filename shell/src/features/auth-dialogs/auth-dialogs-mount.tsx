import './auth-dialogs.css';
import { Button, isAuthDialogHash, useLocation, useNavigate, type AuthDialogsProps } from '@raketa/shared';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site-context';
import { useHydrated } from '../../lib/use-hydrated';
import { RetryButton } from '../../components/retry-button';
import { loadAuthDialogs } from './load-auth-dialogs';
import { useTwoFactorGuard } from './two-factor-guard';

// One lazy component per generation. A generation that failed is left behind on a retry
// or when the dialog closes, so React asks the loader again instead of replaying the failure;
// module state, because a navigation renders in a transition whose retry would reset component state.
const lazyDialogs = new Map<number, LazyExoticComponent<ComponentType<AuthDialogsProps>>>();
let generation = 0;
let failedGeneration = -1;

function currentDialogs() {
  let component = lazyDialogs.get(generation);
  if (!component) {
    component = lazy(loadAuthDialogs);
    lazyDialogs.set(generation, component);
  }
  return component;
}

function leaveFailedGeneration() {
  if (failedGeneration === generation) generation += 1;
}

function DialogsFailed({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <section className="rk-area rk-area--failed rk-auth-dialogs-failed" role="alert" data-testid="auth-dialogs-failed">
      <h2>{t('remote.failedTitle')}</h2>
      <p>{t('remote.failedText')}</p>
      <div className="rk-auth-dialogs-failed__actions">
        <RetryButton onRetry={resetErrorBoundary} />
        <Button variant="secondary" onClick={() => void navigate({ pathname, search }, { replace: true })}>
          {t('authDialogs.close')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The auth dialogs on every page: the auth remote's `./dialogs` module, loaded only when
 * the fragment names a dialog (`isAuthDialogHash`). A remote that is down costs only a small notice with a retry.
 */
export function AuthDialogsMount() {
  const { hash } = useLocation();
  useTwoFactorGuard(useSite().locale);
  // The server never sees the fragment: a dialog opens right after hydration.
  const hydrated = useHydrated();
  return hydrated && isAuthDialogHash(hash) ? <LoadedDialogs /> : null;
}

function LoadedDialogs() {
  const { locale } = useSite();
  const [, rerender] = useState(0);
  useEffect(() => leaveFailedGeneration, []);
  const Dialogs = currentDialogs();
  return (
    <ErrorBoundary
      FallbackComponent={DialogsFailed}
      onError={() => {
        failedGeneration = generation;
      }}
      onReset={() => {
        leaveFailedGeneration();
        rerender((count) => count + 1);
      }}
    >
      <Suspense fallback={null}>
        <Dialogs locale={locale} />
      </Suspense>
    </ErrorBoundary>
  );
}
