/**
 * Renders `element` as the shell mounts a page: at `url` inside a memory router (every path
 * leads to it) and a query client. `href()` is where the page has navigated since.
 */
import { createQueryClient } from '@raketa/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router-dom';

export function renderInRouter(element: ReactElement, url: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = (): Location => router.state.location;
  const href = () => `${location().pathname}${location().search}${location().hash}`;
  return { ...utils, router, location, href, queryClient };
}

/**
 * Headless UI settles its dialog transition on an animation frame, outside any act(); nothing
 * to see there. Call in `beforeEach` (restored by `jest.restoreAllMocks()`).
 */
export function muteDialogTransitionWarnings() {
  const error = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('not wrapped in act') && args[1] === 'TransitionRootFn') return;
    error(...args);
  });
}
