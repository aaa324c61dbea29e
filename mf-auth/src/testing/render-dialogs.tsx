/**
 * Renders the auth dialogs as the shell does (inside its router and query client) at
 * `url`, with real i18n messages. The network edge is the test's: `stubFetch` answers
 * ky's requests; `window.fetch` is all that is replaced.
 */
import { addAppMessages, initI18n, type LocaleCode } from '@raketa/shared';
import { addSharedMessages } from '@raketa/shared/testing';
import { AuthDialogsRoot } from '../features/auth-dialogs/components/auth-dialogs-root';
import cs from '../locales/cs.json';
import en from '../locales/en.json';
import { renderInRouter } from './render-page';

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

/** An application/problem+json answer as the API sends it (api/AUTH.md). */
export const problem = (status: number, code: string, errors?: unknown[], headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: `urn:raketa:problem:${code}`, title: 'x', status, detail: 'x', code, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });

export function renderDialogs(url: string, { locale = 'en' as LocaleCode, employerStartupAddUrl = undefined as string | undefined } = {}) {
  const assign = jest.fn();
  const rendered = renderInRouter(<AuthDialogsRoot locale={locale} employerStartupAddUrl={employerStartupAddUrl} assign={assign} />, url);
  return { ...rendered, assign };
}
