/** @jest-environment node */
import { createApiClients, GET_ATTEMPTS } from './clients';
import { createQueryClient as createClient } from './query-client';

/** Query clients keep their cache for gcTime (minutes); each test's is cleared after it. */
const clients: ReturnType<typeof createClient>[] = [];
const createQueryClient = () => {
  const client = createClient();
  clients.push(client);
  return client;
};

const problem = (status: number) => new Response(JSON.stringify({ status }), { status, headers: { 'content-type': 'application/problem+json' } });

let fetchMock: jest.SpyInstance<Promise<Response>, [input: string | URL | Request, init?: RequestInit]>;
beforeEach(() => {
  // A new Response per call: a body can be read once.
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => problem(503));
});
afterEach(() => {
  jest.restoreAllMocks();
  for (const client of clients.splice(0)) client.clear();
});

const requests = () => fetchMock.mock.calls.map(([input]) => `${(input as Request).method} ${new URL((input as Request).url).pathname}`);

describe('one retry layer', () => {
  it('sends a failing GET of a query at most GET_ATTEMPTS times (ky retries, the query client does not)', async () => {
    const api = createApiClients('http://raketa.test');
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['jobs'], queryFn: () => api.coreApi.get('api/jobs').json() })).rejects.toMatchObject({
      response: { status: 503 },
    });
    expect(GET_ATTEMPTS).toBe(2);
    expect(requests()).toEqual(Array.from({ length: GET_ATTEMPTS }, () => 'GET /api/jobs'));
  });

  it('does not retry a GET answered with a status that another try would not change', async () => {
    fetchMock.mockImplementation(async () => problem(404));
    const api = createApiClients('http://raketa.test');
    await expect(createQueryClient().fetchQuery({ queryKey: ['job'], queryFn: () => api.coreApi.get('api/jobs/x').json() })).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(requests()).toEqual(['GET /api/jobs/x']);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never repeats a failing %s, through a mutation or not', async (method) => {
    const api = createApiClients('http://raketa.test');
    const client = createQueryClient();
    // The mutation cache reports unhandled failures to the user; this one is handled by the test.
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => api.backApi[method]('api/things').json(), meta: { handlesErrors: true } })
        .execute(undefined),
    ).rejects.toMatchObject({ response: { status: 503 } });
    expect(requests()).toEqual([`${method.toUpperCase()} /api/things`]);
  });
});
