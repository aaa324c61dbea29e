import { imageUrlOf, imageVariantQuery, IMAGE_SIZES, JSON_LD_LOGO } from '@raketa/shared/contracts';
import sharp from 'sharp';
import type { CompanyInput } from '@raketa/shared/contracts';
import type { Queryable } from '../db/db';
import { updateCompany } from '../employer/employer-companies';
import { insertPicture, type CheckedLogo } from '../employer/logo';
import { companyWithTeam } from '../testing/lifecycle';
import { drainQueue } from '../testing/queue';
import { withTestApp } from '../testing/test-app';
import { testDrivers } from '../testing/test-db';
import { FALLBACK_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL } from '../routes/api/images/index';
import { VARIANTS_BY_ROLE } from './variants';

const picture = async (background: string, width = 300, height = 200): Promise<CheckedLogo> => ({
  contentType: 'image/png',
  data: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
  width,
  height,
});

const variantCount = async (db: Queryable, imageId: number) =>
  Number((await db.query<{ count: string }>('select count(*) from image_variants where image_id = $1', [imageId])).rows[0]!.count);

const input: CompanyInput = {
  name: 'Obrázky s.r.o.',
  shortDescription: { cs: 'Krátký popis firmy', en: 'A short description' },
  description: { cs: 'Delší popis firmy a toho, co dělá.', en: 'A longer description of the company.' },
  size: '11-50',
  locations: ['praha'],
  website: null,
  socialLinks: {},
  contactEmail: 'obrazky@example.com',
  benefits: [],
  technologies: [],
};

describe.each(testDrivers)('image variants on %s', (driver) => {
  const { ctx } = withTestApp(driver, '2031-03-01T10:00:00.000Z');
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const queued = async (imageId: number) => {
    const { rows } = await ctx.db.query<{ count: string }>(
      `select count(*) from ${ctx.app.queue.schema}.job where name = 'image-variants' and (data->>'imageId')::int = $1`,
      [imageId],
    );
    return Number(rows[0]!.count);
  };

  it('enqueues the variants of a stored picture in its transaction: both commit, or neither', async () => {
    const logo = await picture('#204080');
    const kept = await ctx.db.transaction((tx) => insertPicture(tx, logo, ctx.app.queue));
    expect(await queued(kept)).toBe(1);

    let rolledBack = 0;
    await expect(
      ctx.db.transaction(async (tx) => {
        rolledBack = await insertPicture(tx, logo, ctx.app.queue);
        throw new Error('the company was refused');
      }),
    ).rejects.toThrow('the company was refused');
    expect((await ctx.db.query('select 1 from images where id = $1', [rolledBack])).rows).toHaveLength(0);
    expect(await queued(rolledBack)).toBe(0);
  });

  it('makes every variant of a logo on the queue, and serves them from storage without the encoder', async () => {
    const company = await ctx.db.transaction(async (tx) => {
      const logo = await insertPicture(tx, await picture('#c03030', 120, 120), ctx.app.queue);
      const { rows } = await tx.query<{ id: number }>(
        `insert into companies (slug, name, short_description_cs, short_description_en, description_cs, description_en, size, type, logo_image_id)
         values ('obrazky-logo', 'Logo', 'a', 'b', 'c', 'd', '11-50', 'early-stage', $1) returning id`,
        [logo],
      );
      return { id: rows[0]!.id, logo };
    });
    expect(await drainQueue(ctx.app)).toBeGreaterThan(0);
    expect(await variantCount(ctx.db, company.logo)).toBe(VARIANTS_BY_ROLE.logo.length);

    // The source becomes bytes no decoder reads: answers can only come from the stored variants.
    await ctx.db.query(`update images set data = '\\x00010203'::bytea where id = $1`, [company.logo]);
    const card = await get(imageUrlOf(company.logo, imageVariantQuery(IMAGE_SIZES.logo.jobCard, 'webp', 2)));
    expect(card.statusCode).toBe(200);
    expect(card.headers).toMatchObject({ 'x-image-source': 'stored', 'content-type': 'image/webp', 'cache-control': IMMUTABLE_CACHE_CONTROL });
    expect(card.headers.etag).toMatch(/^".+"$/);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 112, height: 112 });
    const jsonLd = await get(imageUrlOf(company.logo, JSON_LD_LOGO));
    expect(jsonLd.headers).toMatchObject({ 'x-image-source': 'stored', 'content-type': 'image/png' });
    // The next one comes from memory, and a browser holding it gets 304.
    const again = await get(imageUrlOf(company.logo, imageVariantQuery(IMAGE_SIZES.logo.jobCard, 'webp', 2)));
    expect(again.headers['x-image-source']).toBe('memory');
    const conditional = await ctx.app.inject({
      method: 'GET',
      url: imageUrlOf(company.logo, imageVariantQuery(IMAGE_SIZES.logo.jobCard, 'webp', 2)),
      headers: { 'if-none-match': card.headers.etag as string },
    });
    expect(conditional.statusCode).toBe(304);
  });

  it('answers a variant not made yet at once with a stand-in, briefly cached, and has it made', async () => {
    const company = await ctx.db.transaction(async (tx) => {
      const { rows: images } = await tx.query<{ id: number }>(
        `insert into images (content_type, data, width, height) values ('image/png', $1, 300, 200) returning id`,
        [(await picture('#30a050')).data],
      );
      const { rows } = await tx.query<{ id: number }>(
        `insert into companies (slug, name, short_description_cs, short_description_en, description_cs, description_en, size, type)
         values ('obrazky-fotka', 'Fotka', 'a', 'b', 'c', 'd', '11-50', 'early-stage') returning id`,
      );
      await tx.query('insert into company_photos (company_id, position, image_id) values ($1, 0, $2)', [rows[0]!.id, images[0]!.id]);
      return { photo: images[0]!.id };
    });
    // Stored without its job (as the seed does): nothing is made yet.
    expect(await variantCount(ctx.db, company.photo)).toBe(0);
    const url = imageUrlOf(company.photo, imageVariantQuery(IMAGE_SIZES.photo.profile, 'avif', 2));
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    // The picture as stored: no encoder ran for it.
    expect(first.headers).toMatchObject({ 'x-image-source': 'fallback', 'content-type': 'image/png', 'cache-control': FALLBACK_CACHE_CONTROL });
    expect(first.headers.etag).toBeUndefined();
    expect(await queued(company.photo)).toBe(1);

    await drainQueue(ctx.app);
    expect(await variantCount(ctx.db, company.photo)).toBe(VARIANTS_BY_ROLE.photo.length);
    const made = await get(url);
    expect(made.headers).toMatchObject({ 'x-image-source': 'stored', 'content-type': 'image/avif', 'cache-control': IMMUTABLE_CACHE_CONTROL });
    expect(await sharp(made.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });

    // One variant gone (a size added later): the nearest stored one of its format stands in.
    const wide = imageUrlOf(company.photo, imageVariantQuery(IMAGE_SIZES.photo.profile, 'webp', 2));
    await ctx.db.query(`delete from image_variants where image_id = $1 and variant like 'w800-h600-%.webp-%'`, [company.photo]);
    const nearest = await get(wide);
    expect(nearest.headers).toMatchObject({ 'x-image-source': 'fallback', 'content-type': 'image/webp' });
    expect(await sharp(nearest.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
    // No AVIF stored: a WebP one stands in (every browser that asks for AVIF shows WebP).
    await ctx.db.query(`delete from image_variants where image_id = $1 and variant like '%.avif-%'`, [company.photo]);
    const avif = await get(imageUrlOf(company.photo, imageVariantQuery(IMAGE_SIZES.photo.profile, 'avif', 1)));
    expect(avif.headers).toMatchObject({ 'x-image-source': 'fallback', 'content-type': 'image/webp' });
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it('drops the variants of a replaced logo with it, and makes the new one', async () => {
    const team = await companyWithTeam(ctx.app, ctx.db);
    const first = await updateCompany(ctx.db, { userId: team.owner.user.id, input, logo: await picture('#111111'), queue: ctx.app.queue });
    await drainQueue(ctx.app);
    const oldLogo = first!.logo!;
    expect(await variantCount(ctx.db, oldLogo)).toBe(VARIANTS_BY_ROLE.logo.length);
    const oldUrl = imageUrlOf(oldLogo, imageVariantQuery(IMAGE_SIZES.logo.profile, 'webp'));
    expect((await get(oldUrl)).statusCode).toBe(200);

    const second = await updateCompany(ctx.db, { userId: team.owner.user.id, input, logo: await picture('#eeeeee'), queue: ctx.app.queue });
    const newLogo = second!.logo!;
    expect(await variantCount(ctx.db, oldLogo)).toBe(0);
    expect(await queued(newLogo)).toBe(1);
    await drainQueue(ctx.app);
    expect(await variantCount(ctx.db, newLogo)).toBe(VARIANTS_BY_ROLE.logo.length);
    // A new picture is a new id, so a browser's immutable copy of the old one is never shown for it.
    expect((await get(imageUrlOf(newLogo, imageVariantQuery(IMAGE_SIZES.logo.profile, 'webp')))).headers['x-image-source']).toBe('stored');
  });

  it('sweeps pictures stored without variants (the seed) into jobs, logos before covers and photos', async () => {
    const { rows: images } = await ctx.db.query<{ id: number }>(
      `insert into images (content_type, data, width, height) values ('image/png', $1, 300, 200), ('image/png', $1, 300, 200) returning id`,
      [(await picture('#808080')).data],
    );
    const [cover, logo] = images.map((row) => row.id) as [number, number];
    await ctx.db.query(
      `insert into companies (slug, name, short_description_cs, short_description_en, description_cs, description_en, size, type, logo_image_id, cover_image_id)
       values ('obrazky-seed', 'Seed', 'a', 'b', 'c', 'd', '11-50', 'early-stage', $1, $2)`,
      [logo, cover],
    );
    const sweep = () => ctx.app.queue.send({ name: 'image-variants-sweep', run: async () => {} }, {});
    // IMAGE_VARIANTS_AT_START=false (the e2e stack): the sweep leaves them to first requests.
    const config = ctx.app.config as { imageVariantsAtStart?: boolean };
    config.imageVariantsAtStart = false;
    await sweep();
    await drainQueue(ctx.app);
    expect(await variantCount(ctx.db, logo)).toBe(0);
    config.imageVariantsAtStart = true;
    await sweep();
    // The sweep's own run, then the jobs it enqueued.
    await drainQueue(ctx.app);
    expect(await variantCount(ctx.db, logo)).toBe(VARIANTS_BY_ROLE.logo.length);
    expect(await variantCount(ctx.db, cover)).toBe(VARIANTS_BY_ROLE.cover.length);
    const { rows } = await ctx.db.query<{ id: number }>(
      `select (data->>'imageId')::int as id from ${ctx.app.queue.schema}.job where name = 'image-variants' and (data->>'imageId')::int = any($1::int[]) order by created_on`,
      [[logo, cover]],
    );
    expect(rows.map((row) => row.id)).toEqual([logo, cover]);
  });
});
