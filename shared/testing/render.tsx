// Test-only: render a page as the shell mounts it, and stand in for the network edge (only
// `window.fetch` is replaced; ky, react-query and the components run for real).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router-dom';
import { createQueryClient } from '../src/api/query-client';

/** Named, so the declaration of renderInRouter does not reach into @testing-library's own dependencies. */
export interface RenderedInRouter extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  location(): Location;
  href(): string;
  queryClient: QueryClient;
}

/**
 * Renders `element` as the shell mounts a page: at `url` inside a memory router (every path
 * leads to it) and a query client. `href()` is where the page has navigated since.
 */
export function renderInRouter(element: ReactElement, url: string, queryClient: QueryClient = createQueryClient()): RenderedInRouter {
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

export interface StubbedCall {
  method: string;
  path: string;
  request: Request;
}

/** Answers each request with `answer(method, path)`; records every call. */
export function stubFetch(answer: (method: string, path: string, request: Request) => Response | Promise<Response>) {
  const calls: StubbedCall[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, request: request.clone() });
    return answer(request.method, `${url.pathname}${url.search}`, request);
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return calls;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An application/problem+json answer as the API sends it (api/AUTH.md). */
export const problem = (status: number, code: string, errors?: unknown[], headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: `urn:raketa:problem:${code}`, title: 'x', status, detail: 'x', code, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });
