// Server-only: StartupTalk episodes (api/LEARNING.md), newest first.
import type { Episode } from '@raketa/shared/learning';
import type { Queryable } from '../db/db';
import type { Localized } from './courses';

export type { Episode };

export interface EpisodeInput {
  slug: string;
  title: Localized;
  guest: string;
  publishedOn: string;
  summary: Localized;
  url: string;
}

export async function listEpisodes(db: Queryable, limit: number, offset: number): Promise<{ items: Episode[]; total: number }> {
  const { rows } = await db.query<{
    slug: string;
    title_cs: string;
    title_en: string;
    guest: string;
    published_on: string;
    summary_cs: string;
    summary_en: string;
    url: string;
    total: number;
  }>(
    `select slug, title_cs, title_en, guest, to_char(published_on, 'YYYY-MM-DD') as published_on, summary_cs, summary_en, url,
       count(*) over ()::int as total
     from episodes order by published_on desc, id desc limit $1 offset $2`,
    [limit, offset],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    total = (await db.query<{ total: number }>('select count(*)::int as total from episodes')).rows[0]!.total;
  }
  return {
    total,
    items: rows.map((row) => ({
      '@type': 'Episode',
      slug: row.slug,
      title: { cs: row.title_cs, en: row.title_en },
      guest: row.guest,
      publishedOn: row.published_on,
      summary: { cs: row.summary_cs, en: row.summary_en },
      url: row.url,
    })),
  };
}

export async function insertEpisodes(db: Queryable, episodes: EpisodeInput[]): Promise<void> {
  for (const episode of episodes) {
    await db.query(
      `insert into episodes (slug, title_cs, title_en, guest, published_on, summary_cs, summary_en, url)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [episode.slug, episode.title.cs, episode.title.en, episode.guest, episode.publishedOn, episode.summary.cs, episode.summary.en, episode.url],
    );
  }
}
