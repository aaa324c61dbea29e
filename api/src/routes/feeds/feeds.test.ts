import { JSDOM } from 'jsdom';
import { insertCompany, insertJob } from '../../testing/job-board';
import { withTestApp } from '../../testing/test-app';
import { testDrivers } from '../../testing/test-db';

const NOW = '2031-03-01T10:00:00.000Z';
const CS = 'localhost:3000';
const EN = 'en.localhost:3000';
const ATOM = 'http://www.w3.org/2005/Atom';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses strictly as XML; a malformed document throws instead of being repaired as HTML would be. */
function parseXml(text: string): Document {
  const { document } = new JSDOM(text, { contentType: 'application/xml' }).window;
  return document;
}

const daysBefore = (days: number) => new Date(new Date(NOW).getTime() - days * 86_400_000);

describe.each(testDrivers)('feeds on %s', (driver) => {
  const { ctx } = withTestApp(driver, NOW);
  let company: { id: number; slug: string };
  let open: { id: number; slug: string };
  let openEn: { id: number; slug: string };
  let closed: { id: number; slug: string };
  let expired: { id: number; slug: string };
  let draft: { id: number; slug: string };
  let other: { id: number; slug: string };

  beforeAll(async () => {
    company = await insertCompany(ctx.db, { slug: 'rocket-labs', name: 'Rocket & <Labs>' });
    other = await insertCompany(ctx.db, { slug: 'quiet-co' });
    open = await insertJob(ctx.db, {
      companyId: company.id,
      slug: 'vyvojar-rd',
      title: 'Vývojář R&D <TypeScript> "senior"',
      description: '<p>Budeš psát <strong>TypeScript</strong> &amp; React.</p><ul><li>Praha</li></ul>',
      publishedAt: daysBefore(2),
      validUntil: daysBefore(-10),
    });
    openEn = await insertJob(ctx.db, {
      companyId: company.id,
      slug: 'backend-engineer',
      language: 'en',
      title: 'Backend engineer',
      publishedAt: daysBefore(1),
    });
    closed = await insertJob(ctx.db, { companyId: company.id, slug: 'closed-job', status: 'closed', publishedAt: daysBefore(3) });
    expired = await insertJob(ctx.db, { companyId: company.id, slug: 'expired-job', publishedAt: daysBefore(30), validUntil: daysBefore(1) });
    draft = await insertJob(ctx.db, { companyId: company.id, slug: 'draft-job', status: 'draft' });
  });

  const get = (url: string, host: string) => ctx.app.inject({ method: 'GET', url, headers: { host } });

  describe('/feed.xml', () => {
    it('is a well-formed Atom feed of open jobs, newest first, with Czech URLs on the Czech host', async () => {
      const response = await get('/feed.xml', CS);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const feed = parseXml(response.body);
      expect(feed.documentElement.namespaceURI).toBe(ATOM);
      expect(feed.documentElement.localName).toBe('feed');
      expect(feed.documentElement.getAttribute('xml:lang')).toBe('cs');
      expect(feed.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(`http://${CS}/feed.xml`);

      const entries = [...feed.querySelectorAll('entry')];
      expect(entries.map((entry) => entry.querySelector('id')?.textContent)).toEqual([`urn:raketa:job:${openEn.id}`, `urn:raketa:job:${open.id}`]);
      const entry = entries[1]!;
      expect(entry.querySelector('title')?.textContent).toBe('Vývojář R&D <TypeScript> "senior"');
      expect(entry.querySelector('link')?.getAttribute('href')).toBe(`http://${CS}/nabidka/${open.id}/vyvojar-rd`);
      expect(entry.querySelector('author > name')?.textContent).toBe('Rocket & <Labs>');
      expect(entry.querySelector('author > uri')?.textContent).toBe(`http://${CS}/startup/rocket-labs`);
      expect(entry.querySelector('updated')?.textContent).toBe(daysBefore(2).toISOString());
      expect(entry.querySelector('summary')?.textContent).toBe('Budeš psát TypeScript & React. Praha');
      expect(feed.querySelector('feed > updated')?.textContent).toBe(daysBefore(1).toISOString());
    });

    it('links English job URLs on the English host', async () => {
      const response = await get('/feed.xml', EN);
      const feed = parseXml(response.body);
      expect(feed.documentElement.getAttribute('xml:lang')).toBe('en');
      const links = [...feed.querySelectorAll('entry > link')].map((link) => link.getAttribute('href'));
      expect(links).toEqual([`http://${EN}/job/${openEn.id}/backend-engineer`, `http://${EN}/job/${open.id}/vyvojar-rd`]);
    });

    it('leaves out closed, expired and draft jobs', async () => {
      const body = (await get('/feed.xml', CS)).body;
      for (const job of [closed, expired, draft]) {
        expect(body).not.toContain(`urn:raketa:job:${job.id}<`);
        expect(body).not.toContain(job.slug);
      }
    });

    it('takes the site host from X-Forwarded-Host when the shell server forwards it', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/feed.xml',
        headers: { host: '127.0.0.1:4000', 'x-forwarded-host': EN },
        remoteAddress: '127.0.0.1',
      });
      expect(response.body).toContain(`http://${EN}/job/${open.id}/vyvojar-rd`);
    });

    it('uses the configured host, not an unknown Host header', async () => {
      const response = await get('/feed.xml', 'evil.example');
      expect(response.body).not.toContain('evil.example');
      expect(response.body).toContain(`http://${CS}/nabidka/${open.id}/vyvojar-rd`);
    });
  });

  describe('/sitemap.xml', () => {
    const locs = (document: Document) => [...document.querySelectorAll('url > loc')].map((loc) => loc.textContent);

    it('lists the static pages, every open job and every company with Czech URLs on the Czech host', async () => {
      const response = await get('/sitemap.xml', CS);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const document = parseXml(response.body);
      expect(document.documentElement.namespaceURI).toBe(SITEMAP);
      expect(locs(document)).toEqual([
        `http://${CS}/`,
        `http://${CS}/nabidky`,
        `http://${CS}/firmy`,
        `http://${CS}/nabidka/${openEn.id}/backend-engineer`,
        `http://${CS}/nabidka/${open.id}/vyvojar-rd`,
        `http://${CS}/startup/quiet-co`,
        `http://${CS}/startup/rocket-labs`,
      ]);
      const jobUrl = [...document.querySelectorAll('url')].find((url) => url.querySelector('loc')?.textContent?.includes('vyvojar-rd'))!;
      expect(jobUrl.querySelector('lastmod')?.textContent).toBe(daysBefore(2).toISOString());
      const alternates = [...jobUrl.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(alternates).toEqual([
        ['cs', `http://${CS}/nabidka/${open.id}/vyvojar-rd`],
        ['en', `http://${EN}/job/${open.id}/vyvojar-rd`],
      ]);
    });

    it('lists English paths on the English host and leaves out jobs that are not open', async () => {
      const response = await get('/sitemap.xml', EN);
      const list = locs(parseXml(response.body));
      expect(list).toEqual(
        expect.arrayContaining([
          `http://${EN}/`,
          `http://${EN}/jobs`,
          `http://${EN}/companies`,
          `http://${EN}/job/${open.id}/vyvojar-rd`,
          `http://${EN}/startup/rocket-labs`,
        ]),
      );
      expect(list.some((url) => url?.startsWith(`http://${CS}/`))).toBe(false);
      for (const job of [closed, expired, draft]) expect(response.body).not.toContain(job.slug);
      expect(other.slug).toBe('quiet-co');
    });

    it('answers HEAD with the same headers', async () => {
      const response = await ctx.app.inject({ method: 'HEAD', url: '/sitemap.xml', headers: { host: CS } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    });
  });

  it('dates an edited job by its edit: the Atom entry and the feed are updated then, the sitemap’s lastmod too', async () => {
    // An edit of a published job is live at once (api/CONSOLE.md); it stays published when it was.
    const edited = daysBefore(0.5);
    await ctx.db.query('update jobs set updated_at = $2 where id = $1', [open.id, edited]);
    try {
      const feed = parseXml((await get('/feed.xml', CS)).body);
      const entry = [...feed.querySelectorAll('entry')].find((item) => item.querySelector('id')?.textContent === `urn:raketa:job:${open.id}`)!;
      expect(entry.querySelector('published')?.textContent).toBe(daysBefore(2).toISOString());
      expect(entry.querySelector('updated')?.textContent).toBe(edited.toISOString());
      expect(feed.querySelector('feed > updated')?.textContent).toBe(edited.toISOString());

      const sitemap = parseXml((await get('/sitemap.xml', CS)).body);
      const jobUrl = [...sitemap.querySelectorAll('url')].find((url) => url.querySelector('loc')?.textContent?.includes('vyvojar-rd'))!;
      expect(jobUrl.querySelector('lastmod')?.textContent).toBe(edited.toISOString());
    } finally {
      await ctx.db.query('update jobs set updated_at = $2 where id = $1', [open.id, daysBefore(2)]);
    }
  });
});
