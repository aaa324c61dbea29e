import { insertCourses, type CourseInput } from '../../../learning/courses';
import { cookieHeader, csrfToken, EN_SITE, signedInUser, SITE } from '../../../testing/auth';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const NOW = '2025-06-02T10:00:00.000Z';

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');

const chapter = (slug: string, cs: string, en: string, wordCount = 200): CourseInput['chapters'][number] => ({
  slug,
  title: { cs, en },
  body: { cs: `# ${cs}\n\n${words(wordCount, 'slovo')}`, en: `# ${en}\n\n**Bold** and <script>alert(1)</script> ${words(wordCount, 'word')}` },
});

const COURSES: CourseInput[] = [
  {
    slug: 'basics',
    title: { cs: 'Základy', en: 'Basics' },
    summary: { cs: 'Úvod', en: 'Intro' },
    chapters: [chapter('first', 'První', 'First', 200), chapter('second', 'Druhá', 'Second', 600), chapter('third', 'Třetí', 'Third', 390)],
  },
  {
    slug: 'advanced',
    title: { cs: 'Pokročilí', en: 'Advanced' },
    summary: { cs: 'Dál', en: 'Further' },
    chapters: [chapter('only', 'Jediná', 'Only')],
  },
  { slug: 'empty', title: { cs: 'Prázdný', en: 'Empty' }, summary: { cs: 'Nic', en: 'Nothing' }, chapters: [] },
];

describe.each(testDrivers)('/api/courses on %s', (driver) => {
  const { ctx, advance } = withTestApp(driver, NOW);

  beforeAll(async () => {
    await insertCourses(ctx.db, COURSES);
  });

  let ipCounter = 0;
  const signedIn = () => signedInUser(ctx.app, { ip: `10.40.${Math.floor(ipCounter / 200)}.${((ipCounter += 1) % 200) + 1}` });

  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, options: { session?: string; csrf?: boolean; site?: string } = {}) => {
    const token = await csrfToken(ctx.app);
    const withCsrf = options.csrf ?? method !== 'GET';
    const site = options.site ?? SITE;
    return ctx.app.inject({
      method,
      url,
      headers: {
        host: new URL(site).host,
        origin: site,
        cookie: cookieHeader({ raketa_session: options.session, raketa_csrf: token }),
        ...(withCsrf ? { 'x-csrf-token': token } : {}),
      },
    });
  };

  describe('GET /api/courses', () => {
    it('lists courses in order with chapter counts and total reading time', async () => {
      const response = await call('GET', '/api/courses');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/ld+json');
      const body = response.json();
      expect(body['@type']).toBe('hydra:Collection');
      expect(body['hydra:totalItems']).toBe(3);
      expect(body['hydra:member'].map((course: { slug: string }) => course.slug)).toEqual(['basics', 'advanced', 'empty']);
      expect(body['hydra:member'][0]).toMatchObject({
        '@id': '/api/courses/basics',
        '@type': 'Course',
        title: { cs: 'Základy', en: 'Basics' },
        chapterCount: 3,
        // 200 words → 1, 600 → 3, 390 → 2 (plus the heading words).
        readingMinutes: { cs: 6, en: 6 },
      });
      expect(body['hydra:member'][2]).toMatchObject({ chapterCount: 0, readingMinutes: { cs: 0, en: 0 } });
    });
  });

  it('serves the JSON-LD contexts the learning answers point to', async () => {
    for (const resource of ['Course', 'Chapter', 'CourseProgress', 'Episode']) {
      expect((await call('GET', `/api/contexts/${resource}`)).statusCode).toBe(200);
    }
  });

  describe('GET /api/courses/:course', () => {
    it('answers the course with its chapters in order, none completed for a visitor', async () => {
      const response = await call('GET', '/api/courses/basics');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ '@id': '/api/courses/basics', slug: 'basics', chapterCount: 3 });
      expect(body.chapters).toEqual([
        {
          '@id': '/api/courses/basics/chapters/first',
          '@type': 'Chapter',
          slug: 'first',
          position: 1,
          title: { cs: 'První', en: 'First' },
          readingMinutes: { cs: 1, en: 1 },
          completed: false,
        },
        {
          '@id': '/api/courses/basics/chapters/second',
          '@type': 'Chapter',
          slug: 'second',
          position: 2,
          title: { cs: 'Druhá', en: 'Second' },
          readingMinutes: { cs: 3, en: 3 },
          completed: false,
        },
        {
          '@id': '/api/courses/basics/chapters/third',
          '@type': 'Chapter',
          slug: 'third',
          position: 3,
          title: { cs: 'Třetí', en: 'Third' },
          readingMinutes: { cs: 2, en: 2 },
          completed: false,
        },
      ]);
    });

    it('answers 404 for an unknown course and 400 for a malformed slug', async () => {
      const missing = await call('GET', '/api/courses/nope');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('application/problem+json');
      expect((await call('GET', '/api/courses/Not_A_Slug')).statusCode).toBe(400);
    });
  });

  describe('GET /api/courses/:course/chapters/:chapter', () => {
    it('answers the first chapter with no previous and the next one', async () => {
      const response = await call('GET', '/api/courses/basics/chapters/first?lang=cs');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe('cs');
      expect(response.json()).toMatchObject({
        '@id': '/api/courses/basics/chapters/first',
        slug: 'first',
        position: 1,
        language: 'cs',
        title: 'První',
        readingMinutes: 1,
        course: { '@id': '/api/courses/basics', slug: 'basics', title: 'Základy', chapterCount: 3 },
        previous: null,
        next: { slug: 'second', title: 'Druhá' },
        completed: false,
      });
      expect(response.json().body).toMatch(/^# První\n\nslovo slovo/);
    });

    it('answers a middle chapter with both neighbours and the last with no next', async () => {
      const middle = (await call('GET', '/api/courses/basics/chapters/second?lang=en')).json();
      expect(middle).toMatchObject({ previous: { slug: 'first', title: 'First' }, next: { slug: 'third', title: 'Third' } });
      const last = (await call('GET', '/api/courses/basics/chapters/third?lang=en')).json();
      expect(last).toMatchObject({ position: 3, previous: { slug: 'second', title: 'Second' }, next: null });
      const only = (await call('GET', '/api/courses/advanced/chapters/only')).json();
      expect(only).toMatchObject({ previous: null, next: null });
    });

    it('returns the Markdown as written, raw HTML included (clients render it without HTML)', async () => {
      const body = (await call('GET', '/api/courses/basics/chapters/first?lang=en')).json().body as string;
      expect(body).toContain('**Bold** and <script>alert(1)</script>');
    });

    it('chooses the language by ?lang= first, otherwise by the site host', async () => {
      expect((await call('GET', '/api/courses/basics/chapters/first')).json()).toMatchObject({ language: 'cs', title: 'První' });
      const english = await call('GET', '/api/courses/basics/chapters/first', { site: EN_SITE });
      expect(english.json()).toMatchObject({ language: 'en', title: 'First', course: { title: 'Basics' } });
      expect(english.headers['content-language']).toBe('en');
      expect((await call('GET', '/api/courses/basics/chapters/first?lang=cs', { site: EN_SITE })).json()).toMatchObject({ language: 'cs' });
    });

    it('refuses an unknown language with 400', async () => {
      const response = await call('GET', '/api/courses/basics/chapters/first?lang=de');
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    });

    it('answers 404 for an unknown chapter, a chapter of another course and an unknown course', async () => {
      for (const url of ['/api/courses/basics/chapters/nope', '/api/courses/basics/chapters/only', '/api/courses/nope/chapters/first']) {
        const response = await call('GET', url);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
    });
  });

  describe('progress', () => {
    const progressOf = async (session: string) => {
      const response = await call('GET', '/api/me/course-progress', { session });
      expect(response.statusCode).toBe(200);
      return response.json()['hydra:member'] as {
        course: string;
        completedChapters: number;
        totalChapters: number;
        completed: string[];
        lastCompletedAt: string | null;
      }[];
    };

    it('marks chapters read and unread, idempotently, and shows it in the course, the chapter and the progress', async () => {
      const { session } = await signedIn();
      expect((await call('PUT', '/api/me/course-progress/basics/second', { session })).statusCode).toBe(204);
      const firstTime = new Date(NOW).toISOString();
      advance(60_000);
      // Repeating keeps the first time.
      expect((await call('PUT', '/api/me/course-progress/basics/second', { session })).statusCode).toBe(204);
      expect((await call('PUT', '/api/me/course-progress/basics/first', { session })).statusCode).toBe(204);

      const course = (await call('GET', '/api/courses/basics', { session })).json();
      expect(course.chapters.map((item: { completed: boolean }) => item.completed)).toEqual([true, true, false]);
      const detail = await call('GET', '/api/courses/basics/chapters/second', { session });
      expect(detail.json().completed).toBe(true);
      expect(detail.headers['cache-control']).toBe('private, no-store');

      const progress = await progressOf(session);
      expect(progress).toEqual([
        {
          '@id': '/api/me/course-progress/basics',
          '@type': 'CourseProgress',
          course: '/api/courses/basics',
          completedChapters: 2,
          totalChapters: 3,
          completed: ['first', 'second'],
          lastCompletedAt: new Date(new Date(firstTime).getTime() + 60_000).toISOString(),
        },
        {
          '@id': '/api/me/course-progress/advanced',
          '@type': 'CourseProgress',
          course: '/api/courses/advanced',
          completedChapters: 0,
          totalChapters: 1,
          completed: [],
          lastCompletedAt: null,
        },
        {
          '@id': '/api/me/course-progress/empty',
          '@type': 'CourseProgress',
          course: '/api/courses/empty',
          completedChapters: 0,
          totalChapters: 0,
          completed: [],
          lastCompletedAt: null,
        },
      ]);
      const { rows } = await ctx.db.query<{ completed_at: Date }>(
        `select p.completed_at from chapter_progress p join chapters c on c.id = p.chapter_id where c.slug = 'second'`,
      );
      expect(rows.map((row) => new Date(row.completed_at).toISOString())).toEqual([firstTime]);

      expect((await call('DELETE', '/api/me/course-progress/basics/second', { session })).statusCode).toBe(204);
      // Unmarking an unread chapter is fine too.
      expect((await call('DELETE', '/api/me/course-progress/basics/second', { session })).statusCode).toBe(204);
      expect((await progressOf(session))[0]).toMatchObject({ completedChapters: 1, completed: ['first'] });
    });

    it('keeps each user’s progress apart', async () => {
      const one = await signedIn();
      const other = await signedIn();
      expect((await call('PUT', '/api/me/course-progress/advanced/only', { session: one.session })).statusCode).toBe(204);
      expect((await progressOf(one.session))[1]).toMatchObject({ completedChapters: 1 });
      expect((await progressOf(other.session))[1]).toMatchObject({ completedChapters: 0 });
      const course = (await call('GET', '/api/courses/advanced', { session: other.session })).json();
      expect(course.chapters[0].completed).toBe(false);
    });

    it('answers 401 to a visitor, even with a valid CSRF token', async () => {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(method, '/api/me/course-progress/basics/first');
        expect(response.statusCode).toBe(401);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
      expect((await call('GET', '/api/me/course-progress')).statusCode).toBe(401);
    });

    it('refuses a change without the CSRF token with 403 and writes nothing', async () => {
      const { user, session } = await signedIn();
      for (const method of ['PUT', 'DELETE'] as const) {
        expect((await call(method, '/api/me/course-progress/basics/third', { session, csrf: false })).statusCode).toBe(403);
      }
      const { rows } = await ctx.db.query('select 1 from chapter_progress where user_id = $1', [user.id]);
      expect(rows).toEqual([]);
    });

    it('answers 404 for an unknown chapter or course and 400 for a malformed slug', async () => {
      const { session } = await signedIn();
      expect((await call('PUT', '/api/me/course-progress/basics/nope', { session })).statusCode).toBe(404);
      expect((await call('DELETE', '/api/me/course-progress/nope/first', { session })).statusCode).toBe(404);
      expect((await call('PUT', '/api/me/course-progress/basics/advanced', { session })).statusCode).toBe(404);
      expect((await call('PUT', '/api/me/course-progress/basics/Bad%20Slug', { session })).statusCode).toBe(400);
    });

    it('drops the progress with the account', async () => {
      const { user, session } = await signedIn();
      expect((await call('PUT', '/api/me/course-progress/basics/first', { session })).statusCode).toBe(204);
      await ctx.db.query('delete from users where id = $1', [user.id]);
      const { rows } = await ctx.db.query('select 1 from chapter_progress where user_id = $1', [user.id]);
      expect(rows).toEqual([]);
    });
  });
});
