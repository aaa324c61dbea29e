import './loading-bar.css';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { createLoadingBar, IDLE_LOADING_BAR, type LoadingBarController } from './loading-bar-timing';

type NavigationState = 'idle' | 'loading' | 'submitting';

/** The part of react-router's data router the bar reads: the same state `useNavigation()` returns. */
export interface NavigationStateSource {
  readonly state: { navigation: { state: NavigationState } };
  subscribe(listener: () => void): () => void;
}

/**
 * The router's navigation state, read from outside the route tree (the bar sits beside
 * RouterProvider, where `useNavigation()` has no router context).
 */
export function useRouterNavigationState(router: NavigationStateSource): NavigationState {
  const subscribe = useCallback((listener: () => void) => router.subscribe(listener), [router]);
  const read = () => router.state.navigation.state;
  // The same read while hydrating a server-rendered page (idle, as the server rendered it).
  return useSyncExternalStore(subscribe, read, read);
}

/** Shows a navigation's progress once it takes longer than the throttle. */
export function LoadingBar({ state }: { state: NavigationState }) {
  const { t } = useTranslation('shell');
  const [bar, setBar] = useState(IDLE_LOADING_BAR);
  const controller = useRef<LoadingBarController | null>(null);

  useEffect(() => {
    const created = createLoadingBar(setBar);
    controller.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    if (state === 'idle') controller.current?.finish();
    else controller.current?.start();
  }, [state]);

  const progress = Math.round(bar.progress);
  return (
    <div
      className="rk-loading-bar"
      role="progressbar"
      aria-label={t('loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-hidden={!bar.visible}
      data-state={bar.visible ? 'visible' : 'hidden'}
      data-testid="loading-bar"
      style={{ transform: `scaleX(${progress / 100})` }}
    />
  );
}

/** The loading bar of a data router. */
export function RouterLoadingBar({ router }: { router: NavigationStateSource }) {
  return <LoadingBar state={useRouterNavigationState(router)} />;
}
