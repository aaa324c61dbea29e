import type { RouteId } from '@raketa/shared';
import { lazy, type ComponentType } from 'react';

// Pages for operators and tests, in one chunk of their own: a candidate's first view never loads them.
const operatorPages = () => import(/* webpackChunkName: "shell-pages" */ './operator-pages');
const page = (name: keyof Awaited<ReturnType<typeof operatorPages>>) => lazy(() => operatorPages().then((pages) => ({ default: pages[name] })));

/** The shell's own pages inside the layout (the error pages bring their own chrome, see router.tsx). Lazy: render them in Suspense. */
export const SHELL_PAGES: Partial<Record<RouteId, ComponentType>> = {
  icons: page('IconsPage'),
  aboutBuild: page('AboutBuildPage'),
  error1Test: page('Error1TestPage'),
  error2Test: page('Error2TestPage'),
  error3Test: page('Error3TestPage'),
  easterEggClient: page('EasterEggClientPage'),
  easterEggServer: page('EasterEggServerPage'),
};
