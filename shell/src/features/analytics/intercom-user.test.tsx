import { createQueryClient } from '@raketa/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { IntercomUser } from './intercom-user';

const USER = { id: 7, type: 'candidate', name: 'Jana', email: 'jana@example.cz', createdAt: '2026-11-21T00:00:00Z' };
const RECORD = { user_id: '7', email: 'jana@example.cz', name: 'Jana', created_at: 1795000000, user_hash: 'ab12', type: 'candidate' };

function stubApi(user: unknown) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input)).pathname;
    calls.push(url);
    const body = url === '/api/me' ? { user } : RECORD;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

const renderIt = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IntercomUser />
    </QueryClientProvider>,
  );

beforeEach(() => {
  delete window.dataLayer;
});

describe('IntercomUser', () => {
  it('pushes the signed-in user’s support record to the data layer as intercom_user', async () => {
    const calls = stubApi(USER);
    renderIt();
    await waitFor(() => expect(window.dataLayer).toEqual([{ event: 'intercom_user', intercom_user: RECORD }]));
    expect(calls).toEqual(['/api/me', '/api/intercom']);
  });

  it('asks nothing more for a visitor', async () => {
    const calls = stubApi(null);
    renderIt();
    await waitFor(() => expect(calls).toEqual(['/api/me']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.dataLayer).toBeUndefined();
    expect(calls).toEqual(['/api/me']);
  });
});
