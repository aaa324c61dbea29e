// Issue 20: every answer carries nosniff, no framing, no referrer and a CSP that allows nothing,
// without breaking the answers that are not JSON: images, the feeds, the CV download, redirects.
import sharp from 'sharp';
import { cookieHeader, csrfToken, PASSWORD, postForm, signedInUser, SITE } from '../testing/auth';
import { createTestApp, httpTestDrivers, type TestContext } from '../testing/test-db';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(httpTestDrivers)('security headers (%s)', (driver) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { seed: false });
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
  });

  const expectSecurityHeaders = (headers: Record<string, unknown>) =>
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-site',
      'content-security-policy': expect.stringContaining("default-src 'none'"),
    });

  it('on JSON answers, problems (404, and a 400 of the input guard) and the feeds', async () => {
    for (const url of ['/api/jobs', '/health', '/api/no-such-route', '/api/jobs?q=%00', '/feed.xml', '/sitemap.xml']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
      expectSecurityHeaders(response.headers);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // HTTPS is the shell server's concern.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const feed = await ctx.app.inject({ method: 'GET', url: '/feed.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/xml/);
  });

  it('on the 503 of load shedding, which answers before any other hook', async () => {
    // Past a 1-byte heap limit from the second measurement (1 s each) after start.
    const shedding = await createTestApp(driver, { seed: false, config: { loadShedding: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1 } } });
    try {
      await shedding.app.ready();
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const response = await shedding.app.inject({ method: 'GET', url: '/api/jobs' });
      expect(response.statusCode).toBe(503);
      expectSecurityHeaders(response.headers);
    } finally {
      await shedding.close();
    }
  }, 120_000);

  it('on an image, which still renders', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3060c0' } })
      .png()
      .toBuffer();
    const { rows } = await ctx.db.query<{ id: number }>(
      'insert into images (content_type, data, width, height) values ($1, $2, 64, 64) returning id',
      ['image/png', png],
    );
    const response = await ctx.app.inject({ method: 'GET', url: `/api/images/${rows[0]!.id}?w=32` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(response.headers);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(32);
  });

  it('on the CV download, whose own CSP (sandbox) and headers win', async () => {
    const { session } = await signedInUser(ctx.app);
    const token = await csrfToken(ctx.app);
    const boundary = 'cv';
    const upload = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/cv',
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        'x-csrf-token': token,
        cookie: cookieHeader({ raketa_csrf: token, raketa_session: session }),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const download = await ctx.app.inject({ method: 'GET', url: '/api/profile/cv', headers: { cookie: cookieHeader({ raketa_session: session }) } });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('on the redirects of the form posts, whose Location and cookies are untouched', async () => {
    const { user } = await signedInUser(ctx.app);
    const response = await postForm(ctx.app, '/login', { username: user.email, password: PASSWORD, back: '/prace' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/prace');
    expect(response.headers['set-cookie']).toBeDefined();
    expectSecurityHeaders(response.headers);
  });
});
