import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_TOKEN_RATE_LIMIT } from '@raketa/shared/contracts';
import { call, insertApplication, TEST_PDF } from '../testing/applicants';
import { cookieHeader, csrfToken, SITE, uniqueEmail } from '../testing/auth';
import { insertJob } from '../testing/job-board';
import { companyWithTeam, signIn, type Team } from '../testing/lifecycle';
import { drainQueue } from '../testing/queue';
import { withTestApp } from '../testing/test-app';
import { testDrivers } from '../testing/test-db';
import { attemptDelivery, WEBHOOK_RETRY_WINDOW_MS } from './webhooks';

const NOW = '2025-06-02T10:00:00.000Z';
const MINUTE = 60_000;

/** The receiver's check, exactly as api/INTEGRATIONS.md tells an integrator to write it. */
function verify(secret: string, header: string | undefined, rawBody: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return expected.length === parts.v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe.each(testDrivers)('integrations on %s', (driver) => {
  const { ctx, advance, now, set } = withTestApp(driver, NOW);
  let team: Team;
  let other: Team;
  let jobId: number;
  let otherJobId: number;
  let server: http.Server;
  let receiverUrl: string;
  const received: Received[] = [];
  let status = 200;

  beforeAll(async () => {
    team = await companyWithTeam(ctx.app, ctx.db);
    other = await companyWithTeam(ctx.app, ctx.db);
    jobId = (await insertJob(ctx.db, { companyId: team.company.id, title: 'Backend vývojář' })).id;
    otherJobId = (await insertJob(ctx.db, { companyId: other.company.id })).id;
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(status).end(status === 200 ? 'thanks' : 'down for maintenance');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    ctx.app.webhookHttp.allowLoopback = true;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const addEndpoint = async (session: string, body: unknown) => call(ctx.app, 'POST', '/api/me/company/webhooks', session, body);
  const addToken = async (session: string, scopes: string[]) => {
    const response = await call(ctx.app, 'POST', '/api/me/company/api-tokens', session, { name: 'ATS', scopes });
    expect(response.statusCode).toBe(201);
    return response.json() as { token: string; apiToken: { id: number } };
  };
  const bearer = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const apply = async (values: { jobId?: number; email?: string; status?: number } = {}) => {
    const boundary = '----integrations';
    const fields = { name: 'Jana Nováková', email: values.email ?? uniqueEmail('candidate') };
    const payload = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      TEST_PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const token = await csrfToken(ctx.app);
    advance(1000);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/jobs/${values.jobId ?? jobId}/applications`,
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: cookieHeader({ raketa_csrf: token }),
        'x-csrf-token': token,
      },
      payload,
    });
    expect(response.statusCode).toBe(values.status ?? 201);
    return (response.json() as { id: number }).id;
  };
  const deliveriesOf = async (endpointId: number, session = team.member.session) => {
    const response = await call(ctx.app, 'GET', `/api/me/company/webhooks/${endpointId}/deliveries`, session);
    return {
      statusCode: response.statusCode,
      deliveries:
        response.statusCode === 200
          ? (response.json().deliveries as {
              id: number;
              event: string;
              state: string;
              nextAttemptAt: string | null;
              attempts: { statusCode: number | null; response: string; error: string | null }[];
            }[])
          : [],
    };
  };

  describe('webhooks', () => {
    let endpoint: { id: number };
    let secret: string;

    beforeAll(async () => {
      const response = await addEndpoint(team.member.session, { url: receiverUrl, events: ['application.received', 'application.status_changed'] });
      expect(response.statusCode).toBe(201);
      ({ endpoint, secret } = response.json());
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    });

    it('shows the secret once: the list has its prefix only, and another company sees nothing of it', async () => {
      const list = await call(ctx.app, 'GET', '/api/me/company/webhooks', team.owner.session);
      expect(list.json().endpoints).toEqual([expect.objectContaining({ id: endpoint.id, url: receiverUrl, secretPrefix: secret.slice(0, 10) })]);
      expect(list.body).not.toContain(secret);
      expect((await call(ctx.app, 'GET', '/api/me/company/webhooks', other.owner.session)).json().endpoints).toEqual([]);
      expect((await deliveriesOf(endpoint.id, other.member.session)).statusCode).toBe(404);
      expect((await call(ctx.app, 'POST', `/api/me/company/webhooks/${endpoint.id}/test`, other.member.session)).statusCode).toBe(404);
      expect((await call(ctx.app, 'DELETE', `/api/me/company/webhooks/${endpoint.id}`, other.owner.session)).statusCode).toBe(404);
    });

    it('delivers application.received and application.status_changed, signed as documented, and logs each answer', async () => {
      received.length = 0;
      const applicationId = await apply();
      // Enqueued with the application: nothing was sent before the queue ran.
      expect(received).toHaveLength(0);
      await drainQueue(ctx.app);
      expect(received).toHaveLength(1);
      const [first] = received;
      expect(first!.headers['raketa-event']).toBe('application.received');
      expect(verify(secret, first!.headers['raketa-signature'] as string, first!.body, Math.floor(now().getTime() / 1000))).toBe(true);
      // A changed body or another secret does not verify.
      expect(
        verify(secret, first!.headers['raketa-signature'] as string, first!.body.replace('Jana', 'Jane'), Math.floor(now().getTime() / 1000)),
      ).toBe(false);
      expect(verify('whsec_other', first!.headers['raketa-signature'] as string, first!.body, Math.floor(now().getTime() / 1000))).toBe(false);
      const event = JSON.parse(first!.body);
      expect(event).toMatchObject({
        id: first!.headers['raketa-delivery'],
        type: 'application.received',
        data: {
          application: { id: applicationId, status: 'new', job: { id: jobId, title: 'Backend vývojář' }, candidate: { name: 'Jana Nováková' } },
        },
      });
      expect(event.data.application.cv.url).toBe(`/api/integrations/v1/applications/${applicationId}/cv`);

      const moved = await call(ctx.app, 'POST', `/api/me/company/applications/${applicationId}/move`, team.member.session, { status: 'shortlisted' });
      expect(moved.statusCode).toBe(200);
      await drainQueue(ctx.app);
      const changes = received.slice(1).map((request) => JSON.parse(request.body));
      expect(changes.map((change) => [change.type, change.data.change.from, change.data.change.to])).toEqual([
        ['application.status_changed', 'new', 'shortlisted'],
      ]);
      for (const request of received) {
        expect(verify(secret, request.headers['raketa-signature'] as string, request.body, Math.floor(now().getTime() / 1000))).toBe(true);
      }
      const { deliveries } = await deliveriesOf(endpoint.id);
      expect(deliveries[0]).toMatchObject({ event: 'application.status_changed', state: 'succeeded', nextAttemptAt: null });
      expect(deliveries[0]!.attempts).toEqual([expect.objectContaining({ statusCode: 200, response: 'thanks', error: null })]);
    });

    it('sends nothing when the application is rolled back, and nothing to another company', async () => {
      received.length = 0;
      await apply({ jobId: otherJobId });
      const email = uniqueEmail('twice');
      await apply({ email });
      // Refused (already applied): its transaction, and the event with it, rolled back.
      await apply({ email, status: 409 });
      await drainQueue(ctx.app);
      expect(received.map((request) => request.headers['raketa-event'])).toEqual(['application.received']);
    });

    it('retries a failing receiver with backoff for 24 hours, logging each attempt, then gives up', async () => {
      status = 503;
      received.length = 0;
      const start = now();
      await apply();
      const { deliveries } = await deliveriesOf(endpoint.id);
      const deliveryId = deliveries[0]!.id;
      const times: number[] = [];
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const [delivery] = (await deliveriesOf(endpoint.id)).deliveries.filter((item) => item.id === deliveryId);
        if (delivery!.state !== 'pending') break;
        set(new Date(delivery!.nextAttemptAt!));
        times.push((now().getTime() - start.getTime() - 1000) / MINUTE);
        await attemptDelivery(ctx.app, deliveryId);
      }
      // 1, 2, 4 … minutes, then every 6 hours, while within 24 hours of the event.
      expect(times.map(Math.round)).toEqual([0, 1, 3, 7, 15, 31, 63, 127, 255, 511, 871, 1231]);
      const [failed] = (await deliveriesOf(endpoint.id)).deliveries.filter((item) => item.id === deliveryId);
      expect(failed).toMatchObject({ state: 'failed', nextAttemptAt: null });
      expect(failed!.attempts).toHaveLength(12);
      expect(failed!.attempts[0]).toMatchObject({ statusCode: 503, response: 'down for maintenance' });
      expect(received).toHaveLength(12);
      expect(now().getTime() - start.getTime()).toBeLessThan(WEBHOOK_RETRY_WINDOW_MS);
      // Each retry waits on the queue for its delay (pg-boss's start_after), not at once.
      const { rows } = await ctx.db.query<{ delay: number }>(
        `select extract(epoch from (start_after - created_on))::float8 as delay from ${ctx.app.queue.schema}.job
         where name = 'webhook-delivery' and data->>'deliveryId' = $1 order by created_on desc limit 1`,
        [String(deliveryId)],
      );
      expect(rows[0]!.delay).toBeGreaterThan(5 * 3600 - 60);

      // Resent from the console: the same event again, now answered.
      status = 200;
      const resent = await call(ctx.app, 'POST', `/api/me/company/webhook-deliveries/${deliveryId}/resend`, team.member.session);
      expect(resent.statusCode).toBe(202);
      expect((await call(ctx.app, 'POST', `/api/me/company/webhook-deliveries/${deliveryId}/resend`, other.member.session)).statusCode).toBe(404);
      await attemptDelivery(ctx.app, deliveryId);
      const [done] = (await deliveriesOf(endpoint.id)).deliveries.filter((item) => item.id === deliveryId);
      expect(done).toMatchObject({ state: 'succeeded' });
      expect(received.at(-1)!.body).toBe(received[0]!.body);
      await drainQueue(ctx.app);
    });

    it('sends a test event on request, once', async () => {
      received.length = 0;
      const response = await call(ctx.app, 'POST', `/api/me/company/webhooks/${endpoint.id}/test`, team.member.session);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ event: 'ping', state: 'pending' });
      await drainQueue(ctx.app);
      expect(received).toHaveLength(1);
      expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'ping', data: { endpoint: endpoint.id } });
      expect(verify(secret, received[0]!.headers['raketa-signature'] as string, received[0]!.body, Math.floor(now().getTime() / 1000))).toBe(true);
    });

    it('refuses addresses that are not public https ones when loopback is not allowed, as field errors', async () => {
      ctx.app.webhookHttp.allowLoopback = false;
      const resolve = ctx.app.webhookHttp.resolve;
      ctx.app.webhookHttp.resolve = async (hostname) => {
        if (hostname === 'ats.internal.example') return [{ address: '10.0.0.7', family: 4 }];
        if (hostname === 'ats.example') return [{ address: '93.184.216.34', family: 4 }];
        throw new Error('ENOTFOUND');
      };
      try {
        for (const [url, code] of [
          [receiverUrl, 'https_required'],
          ['https://127.0.0.1/hook', 'address_not_public'],
          ['https://[::1]/hook', 'address_not_public'],
          ['https://169.254.169.254/hook', 'address_not_public'],
          ['https://ats.internal.example/hook', 'address_not_public'],
          ['https://nowhere.example/hook', 'unresolvable'],
        ]) {
          const response = await addEndpoint(team.owner.session, { url, events: ['application.received'] });
          expect(response.statusCode).toBe(422);
          expect(response.json().errors).toEqual([expect.objectContaining({ field: 'url', code })]);
        }
        expect((await addEndpoint(team.owner.session, { url: 'https://ats.example/hook', events: [] })).json().errors).toEqual([
          expect.objectContaining({ field: 'events', code: 'required' }),
        ]);
        expect((await addEndpoint(team.owner.session, { url: 'https://ats.example/hook', events: ['application.received'] })).statusCode).toBe(201);
        // A delivery checks again: the name now resolving to a private address is not called.
        const list = (await call(ctx.app, 'GET', '/api/me/company/webhooks', team.owner.session)).json().endpoints as { id: number; url: string }[];
        const publicOne = list.find((item) => item.url === 'https://ats.example/hook')!;
        ctx.app.webhookHttp.resolve = async () => [{ address: '192.168.1.20', family: 4 }];
        await apply();
        await drainQueue(ctx.app);
        const { deliveries } = await deliveriesOf(publicOne.id);
        expect(deliveries[0]!.attempts[0]).toMatchObject({ statusCode: null, error: 'address_not_public' });
        await call(ctx.app, 'DELETE', `/api/me/company/webhooks/${publicOne.id}`, team.owner.session);
      } finally {
        ctx.app.webhookHttp.allowLoopback = true;
        ctx.app.webhookHttp.resolve = resolve;
      }
    });
  });

  describe('API tokens', () => {
    it('shows a token once, stores only its hash, and lists it with its last use', async () => {
      const { token, apiToken } = await addToken(team.owner.session, ['applications:read']);
      expect(token).toMatch(/^rkt_[A-Za-z0-9_-]{43}$/);
      const { rows } = await ctx.db.query<{ token_hash: string }>('select token_hash from company_api_tokens where id = $1', [apiToken.id]);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(token.slice(4));
      const before = (await call(ctx.app, 'GET', '/api/me/company/api-tokens', team.member.session)).json().tokens;
      expect(before.find((item: { id: number }) => item.id === apiToken.id)).toMatchObject({ prefix: token.slice(0, 10), lastUsedAt: null });
      expect((await bearer(token, 'GET', `/api/integrations/v1/applications?since=${NOW}`)).statusCode).toBe(200);
      const after = (await call(ctx.app, 'GET', '/api/me/company/api-tokens', team.member.session)).json().tokens;
      expect(after.find((item: { id: number }) => item.id === apiToken.id).lastUsedAt).toBe(now().toISOString());
      expect((await call(ctx.app, 'GET', '/api/me/company/api-tokens', other.member.session)).json().tokens).toEqual([]);
      expect((await call(ctx.app, 'GET', '/api/me/company/api-tokens', (await signIn(ctx.app)).session)).statusCode).toBe(403);
    });

    it('lists the company’s applications since a time, page by page, and none of another company', async () => {
      const { token } = await addToken(team.member.session, ['applications:read']);
      const since = new Date(now().getTime() + 1).toISOString();
      const ids: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        advance(1000);
        ids.push(await insertApplication(ctx.db, { jobId, createdAt: now() }));
      }
      advance(1000);
      await insertApplication(ctx.db, { jobId: otherJobId, createdAt: now() });
      const { INTEGRATION_APPLICATIONS_PER_PAGE } = await import('@raketa/shared/contracts');
      expect(INTEGRATION_APPLICATIONS_PER_PAGE).toBe(100);
      const response = await bearer(token, 'GET', `/api/integrations/v1/applications?since=${encodeURIComponent(since)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().applications.map((item: { id: number }) => item.id)).toEqual(ids);
      expect(response.json().next).toBeNull();
      expect((await bearer(token, 'GET', `/api/integrations/v1/applications?since=yesterday`)).statusCode).toBe(400);
      expect((await bearer(token, 'GET', `/api/integrations/v1/applications?since=${NOW}&cursor=bogus`)).json()).toMatchObject({
        code: 'invalid_cursor',
      });
      // Another company's application is not found.
      const otherId = await insertApplication(ctx.db, { jobId: otherJobId, createdAt: now() });
      expect((await bearer(token, 'GET', `/api/integrations/v1/applications/${otherId}`)).statusCode).toBe(404);
    });

    it('pages with a cursor that misses nothing', async () => {
      const { listIntegrationApplications } = await import('./applications');
      const first = await listIntegrationApplications(ctx.db, { companyId: team.company.id, since: new Date(0), limit: 2 });
      expect(first.applications).toHaveLength(2);
      const second = await listIntegrationApplications(ctx.db, { companyId: team.company.id, since: new Date(0), limit: 1000, cursor: first.last! });
      const all = await listIntegrationApplications(ctx.db, { companyId: team.company.id, since: new Date(0), limit: 1000 });
      expect([...first.applications, ...second.applications].map((item) => item.id)).toEqual(all.applications.map((item) => item.id));
    });

    it('needs the scope of each call, and moves an application through the pipeline (tracker, webhook)', async () => {
      const reader = await addToken(team.owner.session, ['applications:read']);
      const writer = await addToken(team.owner.session, ['applications:write', 'cv:read']);
      const candidate = await signIn(ctx.app);
      advance(1000);
      const id = await insertApplication(ctx.db, { jobId, userId: candidate.user.id, createdAt: now() });

      const cv = await bearer(writer.token, 'GET', `/api/integrations/v1/applications/${id}/cv`);
      expect(cv.statusCode).toBe(200);
      expect(cv.headers['content-disposition']).toContain('attachment');
      expect(cv.rawPayload.equals(TEST_PDF)).toBe(true);
      const refused = await bearer(reader.token, 'GET', `/api/integrations/v1/applications/${id}/cv`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'insufficient_scope' });
      expect((await bearer(reader.token, 'POST', `/api/integrations/v1/applications/${id}/status`, { status: 'interview' })).statusCode).toBe(403);
      expect((await bearer(writer.token, 'GET', `/api/integrations/v1/applications?since=${NOW}`)).statusCode).toBe(403);

      expect((await bearer(writer.token, 'POST', `/api/integrations/v1/applications/${id}/status`, { status: 'rejected' })).json().errors).toEqual([
        expect.objectContaining({ field: 'reason', code: 'required' }),
      ]);
      received.length = 0;
      const moved = await bearer(writer.token, 'POST', `/api/integrations/v1/applications/${id}/status`, { status: 'interview' });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ id, status: 'interview' });
      const tracker = await call(ctx.app, 'GET', '/api/me/applications', candidate.session);
      expect(tracker.json().applications[0]).toMatchObject({ id, status: 'in_progress' });
      await drainQueue(ctx.app);
      expect(JSON.parse(received.at(-1)!.body)).toMatchObject({
        type: 'application.status_changed',
        data: { application: { id, status: 'interview' }, change: { from: 'new', to: 'interview', by: 'company' } },
      });
      const hired = await bearer(writer.token, 'POST', `/api/integrations/v1/applications/${id}/status`, { status: 'hired' });
      expect(hired.statusCode).toBe(200);
      const back = await bearer(writer.token, 'POST', `/api/integrations/v1/applications/${id}/status`, { status: 'offer' });
      expect(back.statusCode).toBe(409);
      expect(back.json()).toMatchObject({ code: 'invalid_transition', conflicts: [{ id, status: 'hired' }] });
      const otherId = await insertApplication(ctx.db, { jobId: otherJobId, createdAt: now() });
      expect((await bearer(writer.token, 'POST', `/api/integrations/v1/applications/${otherId}/status`, { status: 'seen' })).statusCode).toBe(404);
      expect((await bearer(writer.token, 'GET', `/api/integrations/v1/applications/${otherId}/cv`)).statusCode).toBe(404);
    });

    it('stops working once revoked; a token never works for the console, nor a session for the API', async () => {
      const { token, apiToken } = await addToken(team.owner.session, ['applications:read']);
      expect((await bearer(token, 'GET', `/api/integrations/v1/applications?since=${NOW}`)).statusCode).toBe(200);
      // Bearer on a cookie-session route, a session on a bearer route.
      expect((await bearer(token, 'GET', '/api/me/company/applications')).statusCode).toBe(401);
      expect((await bearer(token, 'GET', '/api/me/company/api-tokens')).statusCode).toBe(401);
      const withSession = await call(ctx.app, 'GET', `/api/integrations/v1/applications?since=${NOW}`, team.owner.session);
      expect(withSession.statusCode).toBe(401);
      expect(withSession.headers['www-authenticate']).toContain('Bearer');
      expect((await bearer('rkt_' + 'x'.repeat(43), 'GET', `/api/integrations/v1/applications?since=${NOW}`)).statusCode).toBe(401);

      expect((await call(ctx.app, 'DELETE', `/api/me/company/api-tokens/${apiToken.id}`, other.owner.session)).statusCode).toBe(404);
      // Revoking needs the console's CSRF checks.
      const forged = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/me/company/api-tokens/${apiToken.id}`,
        headers: { cookie: cookieHeader({ raketa_session: team.owner.session }) },
      });
      expect(forged.statusCode).toBe(403);
      expect((await call(ctx.app, 'DELETE', `/api/me/company/api-tokens/${apiToken.id}`, team.member.session)).statusCode).toBe(204);
      const revoked = await bearer(token, 'GET', `/api/integrations/v1/applications?since=${NOW}`);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toMatchObject({ code: 'invalid_token' });
      const list = (await call(ctx.app, 'GET', '/api/me/company/api-tokens', team.owner.session)).json().tokens as { id: number }[];
      expect(list.map((item) => item.id)).not.toContain(apiToken.id);
    });

    it('limits the calls of each token per minute with 429 and Retry-After', async () => {
      const limited = await addToken(team.owner.session, ['applications:read']);
      const fresh = await addToken(team.owner.session, ['applications:read']);
      const url = `/api/integrations/v1/applications/999999`;
      for (let index = 0; index < API_TOKEN_RATE_LIMIT.limit; index += 1) {
        expect((await bearer(limited.token, 'GET', url)).statusCode).toBe(404);
      }
      const refused = await bearer(limited.token, 'GET', url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Per token: another one of the same company still works.
      expect((await bearer(fresh.token, 'GET', url)).statusCode).toBe(404);
      advance(API_TOKEN_RATE_LIMIT.windowMs + 1000);
      expect((await bearer(limited.token, 'GET', url)).statusCode).toBe(404);
    });

    it('refuses a token without a scope or with an unknown one', async () => {
      for (const scopes of [[], ['admin'], ['cv:read', 'cv:read']]) {
        const response = await call(ctx.app, 'POST', '/api/me/company/api-tokens', team.owner.session, { name: 'x', scopes });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[0]).toMatchObject({ field: expect.stringMatching(/^scopes/) });
      }
      expect(MINUTE).toBe(60_000);
    });
  });
});
