// /feed.xml (Atom 1.0, the newest open jobs) and /sitemap.xml (static pages, open jobs, company
// profiles), each in the language of the host asked: Czech URLs on the Czech host, English ones on
// the English host (api/JOBS.md, "Feeds"). Open means published and not past `valid_until`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicCompanyCondition } from '../../jobs/company-summary';
import { openJobCondition } from '../../jobs/job-summary';
import type { RouteId } from '@raketa/shared/routes';
import { SITE_LOCALES, siteUrls } from './site-urls';
import type { SiteUrls } from './site-urls';
import { escapeXml, htmlToText } from './xml';

export const FEED_SIZE = 50;
const SUMMARY_LENGTH = 300;
/** A sitemap holds at most 50 000 URLs; jobs and companies are capped so the whole file stays within. */
const SITEMAP_MAX_JOBS = 40_000;
const SITEMAP_MAX_COMPANIES = 9_000;
const STATIC_PAGES: readonly RouteId[] = ['home', 'jobList', 'companyList'];

const FEED_TITLES = { cs: 'Raketa – nabídky práce ve startupech', en: 'Raketa – startup jobs' } as const;

// Open jobs of approved companies (`companies c` joined).
const OPEN_JOB = `${openJobCondition('j', '$1')} and ${publicCompanyCondition('c')}`;

interface FeedJobRow {
  id: number;
  slug: string;
  language: string;
  title: string;
  description: string;
  published_at: Date | string;
  /** The last change of its content or its publication, whichever is later (the detail's updatedAt). */
  modified_at: Date | string;
  company_name: string;
  company_slug: string;
}

const isoDate = (value: Date | string | number) => new Date(value).toISOString();
// An edit of a published job is live at once, so readers and crawlers should fetch it again; an
// approval or renewal publishes again without an edit (api/CONSOLE.md, the detail's updatedAt).
const MODIFIED_AT = 'greatest(j.updated_at, j.published_at) as modified_at';

function sendXml(reply: FastifyReply, contentType: string, body: string) {
  return (
    reply
      .type(`${contentType}; charset=utf-8`)
      // Crawlers and feed readers poll; a few minutes' delay is fine and spares the database.
      .header('Cache-Control', 'public, max-age=600')
      .header('Vary', 'Host, X-Forwarded-Host')
      .send(body)
  );
}

function atomFeed(urls: SiteUrls, jobs: FeedJobRow[], now: Date): string {
  const { locale } = urls;
  // The feed changed when its latest entry did: an edit of an older job counts too.
  const updated = jobs.length > 0 ? isoDate(Math.max(...jobs.map((job) => new Date(job.modified_at).getTime()))) : now.toISOString();
  const entries = jobs.map((job) => {
    const link = urls.page('jobDetail', { id: String(job.id), slug: job.slug });
    const companyUrl = urls.page('companyProfile', { slug: job.company_slug });
    const published = isoDate(job.published_at);
    return [
      `<entry xml:lang="${escapeXml(job.language)}">`,
      // The id stays when a slug is edited, so readers do not show the job twice.
      `<id>urn:raketa:job:${job.id}</id>`,
      `<title type="text">${escapeXml(job.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `<published>${published}</published>`,
      `<updated>${isoDate(job.modified_at)}</updated>`,
      `<author><name>${escapeXml(job.company_name)}</name><uri>${escapeXml(companyUrl)}</uri></author>`,
      `<summary type="text">${escapeXml(htmlToText(job.description, SUMMARY_LENGTH))}</summary>`,
      '</entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `<id>${escapeXml(urls.path('/feed.xml'))}</id>`,
    `<title type="text">${escapeXml(FEED_TITLES[locale])}</title>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(urls.path('/feed.xml'))}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(urls.page('jobList'))}"/>`,
    `<updated>${updated}</updated>`,
    // Required by Atom when an entry could lack one; every entry names its company.
    '<author><name>Raketa</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

interface SitemapEntry {
  id: RouteId;
  params?: Record<string, string>;
  lastmod?: string;
}

function sitemap(urls: SiteUrls, entries: SitemapEntry[]): string {
  const items = entries.map(({ id, params, lastmod }) => {
    // Each page's twin in the other language, so search engines pair them (hreflang).
    const alternates = SITE_LOCALES.map(
      (code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(urls.page(id, params, code))}"/>`,
    );
    return [
      '<url>',
      `<loc>${escapeXml(urls.page(id, params))}</loc>`,
      ...(lastmod ? [`<lastmod>${lastmod}</lastmod>`] : []),
      ...alternates,
      '</url>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...items,
    '</urlset>',
    '',
  ].join('\n');
}

export default async function feedRoutes(app: FastifyInstance) {
  app.get('/feed.xml', async (request, reply) => {
    const now = app.clock();
    const { rows } = await app.db.query<FeedJobRow>(
      `select j.id, j.slug, j.language, j.title, j.description, j.published_at, ${MODIFIED_AT},
              c.name as company_name, c.slug as company_slug
         from jobs j join companies c on c.id = j.company_id
        where ${OPEN_JOB}
        order by j.published_at desc, j.id desc
        limit ${FEED_SIZE}`,
      [now],
    );
    return sendXml(reply, 'application/atom+xml', atomFeed(siteUrls(request, app.config.siteHosts), rows, now));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const now = app.clock();
    const [jobs, companies] = await Promise.all([
      app.db.query<{ id: number; slug: string; modified_at: Date | string }>(
        `select j.id, j.slug, ${MODIFIED_AT} from jobs j join companies c on c.id = j.company_id
          where ${OPEN_JOB}
          order by j.published_at desc, j.id desc
          limit ${SITEMAP_MAX_JOBS}`,
        [now],
      ),
      app.db.query<{ slug: string }>(
        `select slug from companies c where ${publicCompanyCondition('c')} order by slug limit ${SITEMAP_MAX_COMPANIES}`,
      ),
    ]);
    const entries: SitemapEntry[] = [
      ...STATIC_PAGES.map((id) => ({ id })),
      ...jobs.rows.map((job) => ({
        id: 'jobDetail' as const,
        params: { id: String(job.id), slug: job.slug },
        lastmod: isoDate(job.modified_at),
      })),
      ...companies.rows.map((company) => ({ id: 'companyProfile' as const, params: { slug: company.slug } })),
    ];
    return sendXml(reply, 'application/xml', sitemap(siteUrls(request, app.config.siteHosts), entries));
  });
}
