// Test-only helpers of the company pages: this remote's messages, and an API stub that answers
// the session, the viewer's marks and the CSRF token around a page's own answers.
import { addAppMessages, initI18n, type LocaleCode } from '@raketa/shared';
import { addSharedMessages, json, stubFetch } from '@raketa/shared/testing';
import { Component, type ReactNode } from 'react';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

export async function initJobsMessages(locale: LocaleCode): Promise<void> {
  await initI18n(locale, 'jobs', { cs, en });
  addAppMessages('jobs', { cs, en });
  await addSharedMessages();
}

type Answer = (method: string, path: string, request: Request) => Response | Promise<Response> | undefined;

/**
 * `stubFetch` with `user` signed in (null: a visitor) following `followed`; `answer` handles the
 * rest (undefined: 404). A follow or unfollow that `answer` accepts changes the marks answered next,
 * as the API's would.
 */
export function stubCompaniesApi(answer: Answer, { user = null as object | null, followed = [] as number[] } = {}) {
  const following = new Set(followed);
  return stubFetch(async (method, path, request) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/me/job-marks') return json({ savedJobs: [], appliedJobs: [], followedCompanies: [...following] });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    const response = (await answer(method, path, request)) ?? json({ title: 'Not Found' }, 404);
    const follow = /^\/api\/me\/followed-companies\/(\d+)$/.exec(path);
    if (follow && response.ok && method === 'PUT') following.add(Number(follow[1]));
    if (follow && response.ok && method === 'DELETE') following.delete(Number(follow[1]));
    return response;
  });
}

/** Catches what a page throws while rendering (a FatalError), as the shell's boundary does. */
export class CaughtError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <p data-testid="caught">{error instanceof Error ? `${error.name} ${String((error as { status?: number }).status)}` : 'error'}</p>;
  }
}
