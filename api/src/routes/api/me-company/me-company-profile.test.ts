// The company console's profile page (issue 23): PATCH /api/me/company with benefits, technologies
// and photos (api/EMPLOYERS.md, "Benefits, technologies and photos").
import { COMPANY_PHOTO_MAX_BYTES, COMPANY_PHOTOS_MAX } from '@raketa/shared/contracts';
import sharp from 'sharp';
import { cookieHeader, csrfToken, setCookies, signedInUser, SITE } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2026-03-02T10:00:00.000Z';

interface FilePart {
  field: 'logo' | 'photo';
  name: string;
  content: Buffer;
}

/** A multipart body as a browser's FormData sends it; an array value repeats the field. */
function formData(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = '----raketa-profile-boundary';
  const parts: Buffer[] = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`),
    ),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const picture = (background: string, width = 160, height = 120) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
const photo = async (name: string, background = '#2b6cb0'): Promise<FilePart> => ({ field: 'photo', name, content: await picture(background) });

const FORM = {
  name: 'Fotky a Benefity',
  'shortDescription.cs': 'Startup s fotkami',
  'description.cs': 'Ukazujeme tým a kancelář.',
  size: '11-50',
  locations: ['praha'],
  contactEmail: 'jobs@fotky.example',
};

describe.each(testDrivers)('PATCH /api/me/company: benefits, technologies and photos on %s', (driver) => {
  const { ctx } = withTestApp(driver, NOW);

  let ipCounter = 0;
  const freshIp = () => `10.81.${Math.floor(ipCounter / 200)}.${((ipCounter += 1) % 200) + 1}`;

  const send = async (method: 'POST' | 'PATCH', session: string, fields: Record<string, string | string[]>, files: FilePart[] = []) => {
    const token = await csrfToken(ctx.app);
    const body = formData(fields, files);
    return ctx.app.inject({
      method,
      url: '/api/me/company',
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        'content-type': body.contentType,
        cookie: cookieHeader({ raketa_session: session, raketa_csrf: token }),
        'x-csrf-token': token,
      },
      payload: body.payload,
    });
  };
  const patch = (session: string, fields: Record<string, string | string[]>, files: FilePart[] = []) => send('PATCH', session, fields, files);
  const get = (url: string, session?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader({ raketa_session: session }) } });

  /** A company account with its (pending) company, signed in with the session its creation gave it. */
  const companyAccount = async (fields: Record<string, string | string[]> = FORM) => {
    const { user, session } = await signedInUser(ctx.app, { ip: freshIp() });
    const created = await send('POST', session, { ...fields, name: `${fields.name} ${user.id}` });
    expect(created.statusCode).toBe(201);
    return { user, session: setCookies(created).raketa_session?.value ?? session, company: created.json<OwnCompany>() };
  };
  const approve = (slug: string) => ctx.db.query('update companies set approved_at = now() where slug = $1', [slug]);

  interface OwnCompany {
    id: number;
    slug: string;
    benefits: string[];
    technologies: string[];
    photos: { image: number; caption: { cs: string; en: string } }[];
  }
  const fieldErrors = (response: Awaited<ReturnType<typeof patch>>) => {
    expect(response.statusCode).toBe(422);
    return Object.fromEntries(response.json<{ errors: { field: string; code: string }[] }>().errors.map((error) => [error.field, error.code]));
  };
  const imageCount = async () => (await ctx.db.query<{ count: number }>('select count(*)::int as count from images')).rows[0]!.count;

  it('creates a company without benefits, technologies or photos, and takes benefits and technologies with it too', async () => {
    const { company } = await companyAccount();
    expect(company).toMatchObject({ benefits: [], technologies: [], photos: [] });
    const { company: withCodes } = await companyAccount({ ...FORM, benefits: ['esop', 'home-office'], technologies: ['react'] });
    expect(withCodes).toMatchObject({ benefits: ['home-office', 'esop'], technologies: ['react'] });
  });

  it('saves benefits and technologies in the catalogue order, each once; absent keeps them, one empty value clears them; the public profile shows them', async () => {
    const { session, company } = await companyAccount();
    const saved = await patch(session, { benefits: ['multisport', 'home-office', 'multisport'], technologies: ['typescript', 'nodejs'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ benefits: ['home-office', 'multisport'], technologies: ['nodejs', 'typescript'] });

    // A PATCH of another field keeps them.
    expect((await patch(session, { name: 'Fotky a Benefity nově' })).json()).toMatchObject({
      benefits: ['home-office', 'multisport'],
      technologies: ['nodejs', 'typescript'],
    });
    expect((await get('/api/me/company', session)).json()).toMatchObject({
      benefits: ['home-office', 'multisport'],
      technologies: ['nodejs', 'typescript'],
    });

    await approve(company.slug);
    const visible = (await get(`/api/companies/${company.slug}`)).json<{ benefits: string[]; technologies: string[] }>();
    expect(visible).toMatchObject({ benefits: ['home-office', 'multisport'], technologies: ['nodejs', 'typescript'] });

    expect((await patch(session, { benefits: '' })).json()).toMatchObject({ benefits: [], technologies: ['nodejs', 'typescript'] });
  });

  it('refuses codes outside the catalogue on their fields and changes nothing', async () => {
    const { session } = await companyAccount();
    await patch(session, { benefits: ['esop'] });
    expect(fieldErrors(await patch(session, { benefits: ['esop', 'free-beer'], technologies: ['cobol'] }))).toEqual({
      benefits: 'invalid_choice',
      technologies: 'invalid_choice',
    });
    expect((await get('/api/me/company', session)).json()).toMatchObject({ benefits: ['esop'], technologies: [] });
  });

  it('adds photos, keeps, orders and removes them, and deletes the pictures of removed ones; the public profile shows them', async () => {
    const { session, company } = await companyAccount();
    const added = await patch(session, {}, [await photo('office.jpg'), await photo('team.jpg', '#c8381f')]);
    expect(added.statusCode).toBe(200);
    const photos = added.json<OwnCompany>().photos;
    expect(photos).toHaveLength(2);
    const [office, team] = photos.map((item) => item.image) as [number, number];
    expect(photos[0]).toEqual({ image: office, caption: { cs: '', en: '' } });
    expect((await get(`/api/images/${office}?w=200&h=150`)).statusCode).toBe(200);

    // Absent `photos`: the stored ones stay, and a new one goes after them.
    const third = (await patch(session, { name: 'Tři fotky' }, [await photo('party.jpg', '#38a169')]))
      .json<OwnCompany>()
      .photos.map((item) => item.image);
    expect(third.slice(0, 2)).toEqual([office, team]);
    expect(third).toHaveLength(3);

    // The kept ones in their new order, then the new one; the picture left out is gone.
    const reordered = await patch(session, { photos: [String(third[2]), String(team)] }, [await photo('desk.jpg')]);
    expect(reordered.statusCode).toBe(200);
    const now = reordered.json<OwnCompany>().photos.map((item) => item.image);
    expect(now.slice(0, 2)).toEqual([third[2], team]);
    expect(now).toHaveLength(3);
    expect((await ctx.db.query('select 1 from images where id = $1', [office])).rows).toHaveLength(0);

    await approve(company.slug);
    const visible = (await get(`/api/companies/${company.slug}`)).json<{ photos: { image: number }[] }>();
    expect(visible.photos.map((item) => item.image)).toEqual(now);

    // One empty value keeps none.
    expect((await patch(session, { photos: '' })).json()).toMatchObject({ photos: [] });
    expect((await ctx.db.query('select 1 from images where id = any($1::int[])', [now])).rows).toHaveLength(0);
  });

  it('refuses too many photos, a photo of another company, a picture that is not one and one over 5 MB, writing nothing', async () => {
    const { session } = await companyAccount();
    const stored = (await patch(session, { benefits: ['esop'] }, [await photo('a.jpg'), await photo('b.jpg')]))
      .json<OwnCompany>()
      .photos.map((item) => String(item.image));
    const other = await companyAccount();
    const foreign = (await patch(other.session, {}, [await photo('foreign.jpg')])).json<OwnCompany>().photos[0]!.image;
    const before = await imageCount();

    const tooMany = await Promise.all(Array.from({ length: COMPANY_PHOTOS_MAX - 1 }, (_, index) => photo(`new-${index}.jpg`)));
    expect(fieldErrors(await patch(session, { benefits: ['pension'] }, tooMany))).toEqual({ photos: 'too_many' });
    expect(fieldErrors(await patch(session, { photos: [stored[0]!, String(foreign)] }))).toEqual({ photos: 'invalid_choice' });
    expect(fieldErrors(await patch(session, { photos: [stored[0]!, stored[0]!] }))).toEqual({ photos: 'invalid_choice' });
    expect(fieldErrors(await patch(session, { photos: ['first'] }))).toEqual({ photos: 'invalid_choice' });
    const page = { field: 'photo' as const, name: 'photo.jpg', content: Buffer.from('<!doctype html><p>not a picture</p>') };
    expect(fieldErrors(await patch(session, { benefits: ['pension'] }, [await photo('fine.jpg'), page]))).toEqual({ photos: 'invalid_image' });
    const jpeg = await picture('#2b6cb0');
    const huge = {
      field: 'photo' as const,
      name: 'huge.jpg',
      content: Buffer.concat([jpeg, Buffer.alloc(COMPANY_PHOTO_MAX_BYTES + 1 - jpeg.length)]),
    };
    expect(fieldErrors(await patch(session, {}, [huge]))).toEqual({ photos: 'file_too_large' });
    // With another field's error, a fine photo is not stored either.
    expect(fieldErrors(await patch(session, { name: '' }, [await photo('fine.jpg')]))).toEqual({ name: 'required' });

    expect(await imageCount()).toBe(before);
    expect((await get('/api/me/company', session)).json()).toMatchObject({ benefits: ['esop'], photos: stored.map((id) => ({ image: Number(id) })) });
  });

  it('takes photos on the edit only: creating with one refuses the field', async () => {
    const { session } = await signedInUser(ctx.app, { ip: freshIp() });
    const response = await send('POST', session, FORM, [await photo('office.jpg')]);
    expect(fieldErrors(response)).toEqual({ photo: 'unknown_field' });
  });

  it('lets a member of the company edit the profile, not only its owner', async () => {
    const { company } = await companyAccount();
    const { user: member, session } = await signedInUser(ctx.app, { ip: freshIp() });
    await ctx.db.query(`update users set type = 'company' where id = $1`, [member.id]);
    await ctx.db.query(`insert into company_members (company_id, user_id, role, created_at) values ($1, $2, 'member', now())`, [
      company.id,
      member.id,
    ]);
    const saved = await patch(session, { technologies: ['go'] }, [await photo('member.jpg')]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ slug: company.slug, technologies: ['go'] });
    expect(saved.json<OwnCompany>().photos).toHaveLength(1);
  });
});
