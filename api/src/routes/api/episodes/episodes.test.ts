import { insertEpisodes, type EpisodeInput } from '../../../learning/episodes';
import { withTestApp } from '../../../testing/test-app';
import { testDrivers } from '../../../testing/test-db';

const episode = (slug: string, publishedOn: string): EpisodeInput => ({
  slug,
  title: { cs: `Díl ${slug}`, en: `Episode ${slug}` },
  guest: 'Jana Nováková',
  publishedOn,
  summary: { cs: 'Shrnutí', en: 'Summary' },
  url: `https://example.com/${slug}`,
});

describe.each(testDrivers)('/api/episodes on %s', (driver) => {
  const { ctx } = withTestApp(driver, '2025-06-02T10:00:00.000Z');

  it('answers an empty collection before any episode exists', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/episodes' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 0, 'hydra:member': [] });
  });

  it('lists episodes newest first with both languages, 20 a page', async () => {
    const episodes = Array.from({ length: 22 }, (_, index) => episode(`ep-${index + 1}`, `2024-01-${String(index + 1).padStart(2, '0')}`));
    // Inserted out of order: the list sorts by date, not by insertion.
    await insertEpisodes(ctx.db, [...episodes.slice(11), ...episodes.slice(0, 11)]);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/episodes' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json();
    expect(body['hydra:totalItems']).toBe(22);
    expect(body['hydra:member']).toHaveLength(20);
    expect(body['hydra:member'][0]).toEqual({
      '@type': 'Episode',
      slug: 'ep-22',
      title: { cs: 'Díl ep-22', en: 'Episode ep-22' },
      guest: 'Jana Nováková',
      publishedOn: '2024-01-22',
      summary: { cs: 'Shrnutí', en: 'Summary' },
      url: 'https://example.com/ep-22',
    });
    expect(body['hydra:view']['hydra:next']).toBe('/api/episodes?page=2');

    const second = (await ctx.app.inject({ method: 'GET', url: '/api/episodes?page=2' })).json();
    expect(second['hydra:member'].map((item: { slug: string }) => item.slug)).toEqual(['ep-2', 'ep-1']);
  });

  it('refuses a malformed page with 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/episodes?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses a link that is not https at the database', async () => {
    await expect(insertEpisodes(ctx.db, [{ ...episode('plain', '2024-02-01'), url: 'http://example.com' }])).rejects.toThrow();
  });
});
