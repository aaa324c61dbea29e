/** @jest-environment node */
import type { RenderRequest, RenderResult } from '@raketa/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import en from '../locales/en.json';
import { chapterDetail, COURSES } from '../testing/learning-testing';
import renderer, { descriptionOf } from './render';

const COURSE = COURSES[0]!;
const BODY = {
  cs: '# Investiční kola\n\nStartup roste po **kolech**: nejdřív [seed](https://example.com), pak série A.\n\n## Co to znamená\n\n- jedna\n',
  en: '# Funding rounds\n\nA startup grows in **rounds**: first [seed](https://example.com), then series A.\n',
};

let api: FastifyInstance;
let apiUrl: string;
let failing = false;

beforeAll(async () => {
  api = Fastify({ forceCloseConnections: true });
  api.get<{ Params: { course: string; chapter: string }; Querystring: { lang: 'cs' | 'en' } }>(
    '/api/courses/:course/chapters/:chapter',
    async (request, reply) => {
      if (failing) return reply.code(500).send({ status: 500 });
      const index = COURSE.chapters.findIndex((chapter) => chapter.slug === request.params.chapter);
      if (request.params.course !== COURSE.slug || index < 0) return reply.code(404).send({ status: 404 });
      const lang = request.query.lang;
      return { ...chapterDetail(COURSE, index, lang), body: BODY[lang] };
    },
  );
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());
beforeEach(() => {
  failing = false;
});

const render = (request: Pick<RenderRequest, 'url'> & Partial<RenderRequest>) =>
  renderer.render({ routeId: 'chapter', locale: 'cs', origin: 'https://raketa.cz', markup: true, ...request }, { apiUrl });

type Dehydrated = { queries: { queryKey: unknown; state: { data: unknown } }[] };
const queryKeys = (result: RenderResult) => (result.queries as Dehydrated).queries.map((query) => query.queryKey);

describe('the learning remote’s server renderer: a course chapter', () => {
  it('renders the chapter’s text and heading in its language, with the data the client hydrates', async () => {
    const result = await render({ url: `/startupedu/futures/${COURSE.slug}/kapitola/funding-rounds` });
    expect(result?.status).toBeUndefined();
    const html = result!.html!;
    expect(html).toMatch(/<h1[^>]*>Investiční kola<\/h1>/);
    expect(html).toContain('<strong>kolech</strong>');
    // In the Suspense boundary the browser's routes module renders the page in.
    expect(html.startsWith('<!--$-->')).toBe(true);
    expect(queryKeys(result!)).toContainEqual(['learning', 'chapter', COURSE.slug, 'funding-rounds', 'cs']);
    expect(queryKeys(result!)).toContainEqual(['session']);
  });

  it('names the page’s head: the chapter’s title, a description from its text, Open Graph', async () => {
    const result = await render({ url: `/startupedu/futures/${COURSE.slug}/chapter/funding-rounds`, locale: 'en' });
    expect(result?.head).toEqual({
      title: 'Funding rounds',
      meta: [
        { name: 'description', content: 'A startup grows in rounds: first seed, then series A.' },
        { property: 'og:title', content: 'Funding rounds' },
        { property: 'og:type', content: 'article' },
      ],
    });
    expect(result?.html).toContain(en.learning.chapter.markRead);
  });

  it('answers a browser with a session the status and head only', async () => {
    const result = await render({ url: `/startupedu/futures/${COURSE.slug}/kapitola/funding-rounds`, markup: false });
    expect(result?.head?.title).toBe('Investiční kola');
    expect(result?.html).toBeUndefined();
    expect(result?.queries).toBeUndefined();
  });

  it('answers 404 for no such chapter or course, and leaves the page to the browser when the API fails', async () => {
    expect(await render({ url: `/startupedu/futures/${COURSE.slug}/kapitola/nope` })).toMatchObject({ status: 404 });
    expect(await render({ url: '/startupedu/futures/nope/kapitola/funding-rounds' })).toMatchObject({ status: 404 });
    failing = true;
    await expect(render({ url: `/startupedu/futures/${COURSE.slug}/kapitola/funding-rounds` })).resolves.toBeNull();
  });

  it('renders nothing of the remote’s other pages', async () => {
    await expect(render({ routeId: 'futures', url: '/startupedu/futures' })).resolves.toBeNull();
  });
});

describe('descriptionOf', () => {
  it('keeps the opening words as plain text, cut at a word within 160 characters', () => {
    expect(descriptionOf('# T\n\n**Bold** and [link](https://x.cz) and `code`.')).toBe('Bold and link and code.');
    const long = descriptionOf(`word ${'slovo '.repeat(60)}`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('slovo…')).toBe(true);
  });

  it('reads the opening paragraphs only, without list marks', () => {
    const text = `# Kola\n\n${'Startupy žijí z peněz investorů. '.repeat(3)}\n\n## Cesta\n\n1. **Seed** – první zákazníci.\n`;
    expect(descriptionOf(text)).toBe('Startupy žijí z peněz investorů. '.repeat(3).trim());
    expect(descriptionOf('# T\n\nKrátce.\n\n- první\n- druhý')).toBe('Krátce. první druhý');
  });
});
