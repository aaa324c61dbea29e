import Fastify from 'fastify';
import sharp from 'sharp';
import type { Queryable } from '../../../db/db';
import errorHandler from '../../../plugins/error-handler';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';
import imagesRoutes from './index';

async function insertImage(db: Queryable, contentType: string, data: Buffer, width: number, height: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>('insert into images (content_type, data, width, height) values ($1, $2, $3, $4) returning id', [
    contentType,
    data,
    width,
    height,
  ]);
  return rows[0]!.id;
}

const svg = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="#fff"/><circle cx="${width / 2}" cy="${height / 2}" r="${width / 4}" fill="#e4002b"/></svg>`,
  );

describe.each(testDrivers)('/api/images on %s', (driver) => {
  const { ctx } = withTestApp(driver, '2031-03-01T10:00:00.000Z');
  let photo: number;
  let logo: number;
  let declaredHuge: number;
  let renderedHuge: number;
  let wide: number;

  beforeAll(async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3060c0' } })
      .png()
      .toBuffer();
    photo = await insertImage(ctx.db, 'image/png', png, 64, 48);
    logo = await insertImage(ctx.db, 'image/svg+xml', svg(32, 32), 32, 32);
    // A row that says it is 30 megapixels: refused before decoding.
    declaredHuge = await insertImage(ctx.db, 'image/png', png, 6000, 5000);
    // A row that understates its source: the decoder's own limit refuses it.
    renderedHuge = await insertImage(ctx.db, 'image/svg+xml', svg(6000, 6000), 60, 60);
    wide = await insertImage(ctx.db, 'image/svg+xml', svg(3000, 2000), 3000, 2000);
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('resizes to the asked box as WebP by default, cacheable for good', async () => {
    const response = await get(`/api/images/${photo}?w=40&h=40`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^".+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 40 });
  });

  it.each([
    ['avif', 'image/avif', 'heif'],
    ['jpeg', 'image/jpeg', 'jpeg'],
    ['png', 'image/png', 'png'],
  ])('answers f=%s as %s', async (format, contentType, sharpFormat) => {
    const response = await get(`/api/images/${photo}?w=32&f=${format}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: sharpFormat, width: 32, height: 24 });
  });

  it('fits inside the box with fit=inside', async () => {
    const response = await get(`/api/images/${photo}?w=100&h=100&fit=inside&q=60`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 100, height: 75 });
  });

  it('renders SVG sources at the output size', async () => {
    const response = await get(`/api/images/${logo}?w=256&h=256&f=png`);
    expect(response.statusCode).toBe(200);
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([256, 256]);
    // Rendered at 256 px, not 32 px blown up: the circle's edge is crisp (no run of blended pixels).
    const row = 128 * info.width * info.channels;
    const reds = Array.from({ length: info.width }, (_, x) => data[row + x * info.channels + 1]!);
    const blended = reds.filter((green) => green > 10 && green < 245).length;
    expect(blended).toBeLessThanOrEqual(4);
  });

  it('keeps the output within 4 megapixels', async () => {
    const response = await get(`/api/images/${wide}?f=jpeg&q=30`);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.width! * meta.height!).toBeLessThanOrEqual(4_000_000);
    expect(meta.width! / meta.height!).toBeCloseTo(1.5, 2);
  });

  it('answers 304 to a matching If-None-Match, from the cache and without it', async () => {
    const url = `/api/images/${photo}?w=20&h=20`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    // The same output spelled with its defaults is the same rendition.
    expect((await get(`${url}&q=75&f=webp&fit=cover`)).headers.etag).toBe(etag);
    const uncached = await get(`/api/images/${photo}?w=21&h=21`, { 'if-none-match': `W/"x", ${etag.replace('w20-h20', 'w21-h21')}` });
    expect(uncached.statusCode).toBe(304);
  });

  it('answers 404 for an unknown id, also to a conditional request', async () => {
    const response = await get('/api/images/999999?w=20');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const conditional = await get('/api/images/999999?w=20', { 'if-none-match': '"i999999-w20-h-cover-q75.webp-v1"' });
    expect(conditional.statusCode).toBe(404);
  });

  it.each([
    '0?w=20',
    'abc?w=20',
    '99999999999?w=20',
    '1?w=15',
    '1?w=2001',
    '1?h=5000',
    '1?w=20.5',
    '1?q=20',
    '1?q=91',
    '1?f=gif',
    '1?f=svg',
    '1?fit=fill',
  ])('refuses /api/images/%s with 400', async (path) => {
    const response = await get(`/api/images/${path}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });

  it.each(['src=https://example.com/a.png', 'url=http://169.254.169.254/', 'w=20&path=/etc/passwd'])(
    'refuses a parameter that could name another source (%s) with 400',
    async (query) => {
      const response = await get(`/api/images/${photo}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, detail: expect.stringMatching(/Unknown query parameter (src|url|path)/) });
    },
  );

  it('refuses sources over 25 megapixels with 422, whether the row or the file says so', async () => {
    for (const id of [declaredHuge, renderedHuge]) {
      const response = await get(`/api/images/${id}?w=100&h=100`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 422, code: 'image_too_large' });
    }
  });
});

describe('/api/images under load', () => {
  it('answers 503 with Retry-After when the resize queue is full, rather than piling work up', async () => {
    const app = Fastify();
    // Only the image rows matter here: every id is a large SVG that takes a while to render.
    app.decorate('db', {
      query: async () => ({ rows: [{ content_type: 'image/svg+xml', data: svg(3000, 2000), width: 3000, height: 2000 }] }),
    } as never);
    await app.register(errorHandler);
    await app.register(imagesRoutes, { prefix: '/api/images', concurrency: 1, maxQueued: 0 });
    try {
      const [first, second] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/images/1?f=png' }),
        app.inject({ method: 'GET', url: '/api/images/2?f=png' }),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(503);
      expect(second.headers['retry-after']).toBe('1');
      expect(second.json()).toMatchObject({ status: 503, code: 'image_busy' });
      // Once the first is done, the next one goes through.
      expect((await app.inject({ method: 'GET', url: '/api/images/2?f=png' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
