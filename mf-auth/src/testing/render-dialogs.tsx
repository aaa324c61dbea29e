/**
 * Renders the auth dialogs as the shell does (inside its router and query client) at
 * `url`, with real i18n messages. The network edge is the test's: `stubFetch` answers
 * ky's requests; `window.fetch` is all that is replaced.
 */
import { addAppMessages, createQueryClient, initI18n, type LocaleCode } from '@raketa/shared';
import { addSharedMessages } from '@raketa/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router-dom';
import { AuthDialogsRoot } from '../features/auth-dialogs/components/auth-dialogs-root';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

export async function initAuthMessages(locale: LocaleCode): Promise<void> {
  await initI18n(locale, 'auth', { cs, en });
  addAppMessages('auth', { cs, en });
  await addSharedMessages();
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

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function renderDialogs(url: string, { locale = 'en' as LocaleCode, employerStartupAddUrl = undefined as string | undefined } = {}) {
  const assign = jest.fn();
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <AuthDialogsRoot locale={locale} employerStartupAddUrl={employerStartupAddUrl} assign={assign} /> }], {
    initialEntries: [url],
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = (): Location => router.state.location;
  const href = () => `${location().pathname}${location().search}${location().hash}`;
  return { ...utils, router, location, href, assign, queryClient };
}
