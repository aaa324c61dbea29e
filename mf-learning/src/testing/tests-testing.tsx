// Test-only helpers of the skill-test pages: this remote's messages, answers shaped as the API
// sends them (api/TESTS.md), an API stub that answers the session and the CSRF token, and a render
// that mounts a page at its route.
import { addAppMessages, createQueryClient, initI18n, type LocaleCode } from '@raketa/shared';
import type { SkillTest, SkillTestResult, SkillTestStatistics, SkillTestSummary } from '@raketa/shared/learning';
import { addSharedMessages, json, renderInRouter, stubFetch } from '@raketa/shared/testing';
import { Component, type ReactElement, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import cs from '../locales/cs.json';
import en from '../locales/en.json';

export async function initTestsMessages(locale: LocaleCode): Promise<void> {
  await initI18n(locale, 'learning', { cs, en });
  addAppMessages('learning', { cs, en });
  await addSharedMessages();
}

export const CANDIDATE = { id: 7, type: 'candidate', name: 'Jana Nováková', email: 'jana@example.com', createdAt: '2025-01-01T00:00:00.000Z' };

export const RESULT_ID = '0b7f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
export const GUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const text = (en: string, cs = en) => ({ cs, en });

export function testSummary(slug = 'javascript-basics', overrides: Partial<SkillTestSummary> = {}): SkillTestSummary {
  return {
    '@id': `/api/tests/${slug}`,
    '@type': 'Test',
    slug,
    title: text('JavaScript basics', 'Základy JavaScriptu'),
    description: text('Variables, types and functions.', 'Proměnné, typy a funkce.'),
    topic: text('Development', 'Vývoj'),
    minutes: 12,
    questions: 3,
    takers: 1234,
    ...overrides,
  };
}

/** Three questions: single, multiple, single (ids 11, 12, 13; options 101…). */
export function skillTest(overrides: Partial<SkillTest> = {}): SkillTest {
  return {
    ...testSummary(),
    questionList: [
      {
        id: 11,
        position: 1,
        kind: 'single',
        topic: 'syntax',
        topicLabel: text('Syntax and types'),
        text: text('What does `typeof null` evaluate to?'),
        options: [
          { id: 101, text: text('"null"') },
          { id: 102, text: text('"object"') },
        ],
      },
      {
        id: 12,
        position: 2,
        kind: 'multiple',
        topic: 'syntax',
        topicLabel: text('Syntax and types'),
        text: text('Which declarations are block-scoped?'),
        options: [
          { id: 103, text: text('let') },
          { id: 104, text: text('const') },
          { id: 105, text: text('var') },
        ],
      },
      {
        id: 13,
        position: 3,
        kind: 'single',
        topic: 'async',
        topicLabel: text('Asynchronous code'),
        text: text('What does an async function return?'),
        options: [
          { id: 106, text: text('A Promise') },
          { id: 107, text: text('A callback') },
        ],
      },
    ],
    ...overrides,
  };
}

export function testResult(overrides: Partial<SkillTestResult> = {}): SkillTestResult {
  const id = overrides.id ?? RESULT_ID;
  return {
    '@id': `/api/tests/results/${id}`,
    '@type': 'TestResult',
    id,
    test: { slug: 'javascript-basics', title: text('JavaScript basics', 'Základy JavaScriptu') },
    score: 67,
    correct: 2,
    total: 3,
    topics: [
      { topic: 'syntax', label: text('Syntax and types', 'Syntaxe a typy'), correct: 2, total: 2, score: 100 },
      { topic: 'async', label: text('Asynchronous code', 'Asynchronní kód'), correct: 0, total: 1, score: 0 },
    ],
    percentile: 72,
    createdAt: '2025-05-03T10:00:00.000Z',
    ...overrides,
  };
}

export function testStatistics(slug = 'javascript-basics', overrides: Partial<SkillTestStatistics> = {}): SkillTestStatistics {
  return {
    '@id': `/api/tests/${slug}/statistics`,
    '@type': 'TestStatistics',
    slug,
    title: text('JavaScript basics', 'Základy JavaScriptu'),
    takers: 20,
    average: 61.5,
    distribution: [0, 1, 0, 2, 3, 4, 5, 3, 1, 1],
    ...overrides,
  };
}

export const collection = <T,>(members: T[], path: string) => ({
  '@context': '/api/contexts/Collection',
  '@id': path,
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

type Answer = (method: string, path: string, request: Request) => Response | undefined | Promise<Response | undefined>;

/** `stubFetch` with `user` signed in (null: a visitor); `answer` handles the rest (undefined: 404). */
export function stubTestsApi(answer: Answer, { user = null as object | null } = {}) {
  return stubFetch(async (method, path, request) => {
    if (path === '/api/me') return json({ user });
    if (path === '/api/csrf') return json({ token: 'csrf-token' });
    return (await answer(method, path, request)) ?? json({ title: 'Not Found', code: 'not_found' }, 404);
  });
}

/** A query client as the shell's, but failures are not retried (a test would wait for the back-off). */
export function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Mounts `page` at `path` (a route pattern) and opens `url`, as the shell does. */
export function renderRoute(path: string, page: ReactElement, url: string, queryClient = testQueryClient()) {
  return renderInRouter(
    <Routes>
      <Route path={path} element={<CaughtError>{page}</CaughtError>} />
    </Routes>,
    url,
    queryClient,
  );
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
