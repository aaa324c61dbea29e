/** @jest-environment node */
import { createApiClients } from './clients';

/** An answer whose body says when the network side of it has been read to its end. */
function trackedAnswer(text: string, status = 200) {
  const state = { ended: false };
  // Two chunks, each given only when asked for (no high-water mark): only a reader pulls it to its end.
  const chunks = [text.slice(0, 1), text.slice(1)].map((part) => new TextEncoder().encode(part));
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        if (chunks.length === 0) {
          controller.close();
          state.ended = true;
        }
      },
    },
    { highWaterMark: 0 },
  );
  return { state, response: new Response(body, { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } }) };
}

afterEach(() => jest.restoreAllMocks());

// Chromium keeps an unread no-store answer pending for the page's life (issue 22).
describe('every answer is read to its end', () => {
  it('reads the body of an answer whose caller looks at the status only', async () => {
    const answer = trackedAnswer('{"twoFactorRequired":false}');
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => answer.response);
    const response = await createApiClients('http://raketa.test').languageApi.post('api/login', { json: {}, throwHttpErrors: false });
    expect(response.status).toBe(200);
    expect(answer.state.ended).toBe(true);
  });

  it('still hands the caller the whole body', async () => {
    const answer = trackedAnswer('{"valid":true}', 401);
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => answer.response);
    const response = await createApiClients('http://raketa.test').backApi.get('api/x', { throwHttpErrors: false });
    expect(await response.json()).toEqual({ valid: true });
  });
});
