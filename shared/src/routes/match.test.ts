import { LOCALE_CODES } from '../locale/locales';
import { API_FORM_POST_PATHS, API_PATH_PREFIXES } from './api-paths';
import { isValidMatch, localizedParams, matchRoute, pathFor, resolvePath, twinPathFor } from './match';
import { campaignOfRoute, ROUTE_IDS, routeDefs, routes, type RouteId } from './route-table';
import { PRODUCT_SLUG } from '../config/product';

const SAMPLE_PARAMS = {
  id: '123',
  slug: 'x',
  hash: 'h',
  fields: 'f',
  guid: 'g',
  futureSlug: 'fs',
  chapterSlug: 'cs',
};

describe('matchRoute', () => {
  it('ranks a static segment over an optional parameter', () => {
    expect(matchRoute('/nabidky/ulozene', 'cs')).toEqual({ id: 'savedJobs', locale: 'cs', params: {} });
    expect(matchRoute('/jobs/saved', 'en')).toEqual({ id: 'savedJobs', locale: 'en', params: {} });
  });

  it('reads the fields filter of the job list', () => {
    expect(matchRoute('/nabidky/vyvoj', 'cs')).toEqual({ id: 'jobList', locale: 'cs', params: { fields: 'vyvoj' } });
    expect(matchRoute('/nabidky', 'cs')).toMatchObject({ id: 'jobList', locale: 'cs' });
    expect(matchRoute('/nabidky', 'cs')?.params.fields).toBeUndefined();
    expect(matchRoute('/jobs', 'en')).toMatchObject({ id: 'jobList', locale: 'en' });
  });

  it('reads the fields filter of saved jobs', () => {
    expect(matchRoute('/nabidky/vyvoj/ulozene', 'cs')).toEqual({
      id: 'savedJobs',
      locale: 'cs',
      params: { fields: 'vyvoj' },
    });
    expect(matchRoute('/jobs/design/saved', 'en')).toEqual({ id: 'savedJobs', locale: 'en', params: { fields: 'design' } });
  });

  it('matches job detail with and without the hash', () => {
    expect(matchRoute('/nabidka/42/senior-dev', 'cs')).toEqual({
      id: 'jobDetail',
      locale: 'cs',
      params: { id: '42', slug: 'senior-dev' },
    });
    expect(matchRoute('/nabidka/42/senior-dev/abc', 'cs')).toEqual({
      id: 'jobDetail',
      locale: 'cs',
      params: { id: '42', slug: 'senior-dev', hash: 'abc' },
    });
    expect(matchRoute('/job/7/designer', 'en')).toEqual({ id: 'jobDetail', locale: 'en', params: { id: '7', slug: 'designer' } });
    expect(matchRoute('/job/7/designer/zz', 'en')?.params).toEqual({ id: '7', slug: 'designer', hash: 'zz' });
    // The slug is required.
    expect(matchRoute('/nabidka/42', 'cs')).toBeNull();
  });

  it('matches the home page in both locales', () => {
    expect(matchRoute('/', 'cs')).toEqual({ id: 'home', locale: 'cs', params: {} });
    expect(matchRoute('/', 'en')).toEqual({ id: 'home', locale: 'en', params: {} });
  });

  it('answers null for unknown paths', () => {
    expect(matchRoute('/no-such-page', 'cs')).toBeNull();
    expect(matchRoute('/nabidky/a/b/c', 'cs')).toBeNull();
    expect(matchRoute('/profil/extra', 'cs')).toBeNull();
  });

  it('gives a shared path the preferred locale', () => {
    expect(matchRoute('/startup/acme', 'cs')).toEqual({ id: 'companyProfile', locale: 'cs', params: { slug: 'acme' } });
    expect(matchRoute('/startup/acme', 'en')).toEqual({ id: 'companyProfile', locale: 'en', params: { slug: 'acme' } });
    expect(matchRoute('/cookies', 'en')).toMatchObject({ id: 'cookies', locale: 'en' });
  });

  it('gives a language-specific path its own locale whatever is preferred', () => {
    expect(matchRoute('/nabidky', 'en')).toMatchObject({ id: 'jobList', locale: 'cs' });
    expect(matchRoute('/jobs', 'cs')).toMatchObject({ id: 'jobList', locale: 'en' });
    expect(matchRoute('/prihlasit', 'en')).toMatchObject({ id: 'login', locale: 'cs' });
  });

  it('matches the Czech and English chapter paths', () => {
    expect(matchRoute('/startupedu/futures/ai/kapitola/intro', 'en')).toEqual({
      id: 'chapter',
      locale: 'cs',
      params: { futureSlug: 'ai', chapterSlug: 'intro' },
    });
    expect(matchRoute('/startupedu/futures/ai/chapter/intro', 'cs')).toEqual({
      id: 'chapter',
      locale: 'en',
      params: { futureSlug: 'ai', chapterSlug: 'intro' },
    });
    expect(matchRoute('/startupedu/futures/ai', 'cs')).toEqual({ id: 'future', locale: 'cs', params: { futureSlug: 'ai' } });
  });
});

describe('pathFor', () => {
  const cases = ROUTE_IDS.flatMap((id) => LOCALE_CODES.map((locale) => [id, locale] as const));

  it.each(cases)('round-trips %s in %s', (id, locale) => {
    const path = pathFor(id, locale, SAMPLE_PARAMS);
    expect(path.startsWith('/')).toBe(true);
    expect(path).not.toContain(':');
    const match = matchRoute(path, locale);
    expect(match).not.toBeNull();
    expect(match!.id).toBe(id);
    expect(match!.locale).toBe(locale);
    // Every parameter the route declares comes back with the value it was built from.
    for (const [name, value] of Object.entries(match!.params)) {
      expect(value).toBe(SAMPLE_PARAMS[name as keyof typeof SAMPLE_PARAMS]);
    }
  });

  it('leaves optional parameters out', () => {
    expect(pathFor('jobList', 'cs')).toBe('/nabidky');
    expect(pathFor('savedJobs', 'en')).toBe('/jobs/saved');
    expect(pathFor('jobDetail', 'cs', { id: '1', slug: 'x' })).toBe('/nabidka/1/x');
    expect(pathFor('jobDetail', 'en', { id: '1', slug: 'x', hash: 'h' })).toBe('/job/1/x/h');
  });
});

describe('route table', () => {
  it.each(ROUTE_IDS)('%s has a cs and an en path starting with /', (id) => {
    for (const locale of LOCALE_CODES) {
      const path: unknown = routes[id].path[locale];
      expect(typeof path).toBe('string');
      expect((path as string).startsWith('/')).toBe(true);
    }
  });

  it.each(LOCALE_CODES)('no two route ids share a path in %s', (locale) => {
    const owners = new Map<string, string[]>();
    for (const id of ROUTE_IDS) {
      const path = routes[id].path[locale];
      owners.set(path, [...(owners.get(path) ?? []), id]);
    }
    const duplicates = [...owners].filter(([, ids]) => ids.length > 1);
    expect(duplicates).toEqual([]);
  });

  it('no path of one route is the path of another route in the other locale', () => {
    const byPath = new Map<string, Set<string>>();
    for (const id of ROUTE_IDS) {
      for (const locale of LOCALE_CODES) {
        const path = routes[id].path[locale];
        byPath.set(path, (byPath.get(path) ?? new Set()).add(id));
      }
    }
    const shared = [...byPath].filter(([, ids]) => ids.size > 1).map(([path, ids]) => `${path}: ${[...ids].join(', ')}`);
    expect(shared).toEqual([]);
  });
});

describe('resolvePath', () => {
  it('answers a page for a valid route', () => {
    expect(resolvePath('/nabidka/42/senior-dev', 'cs')).toMatchObject({ kind: 'page', match: { id: 'jobDetail' } });
    expect(resolvePath('/test/js/result/0b7e6c1a-3f7e-4c41-9a55-2f5f0d8c9e11', 'en')).toMatchObject({ kind: 'page', match: { id: 'testResult' } });
  });

  it('gives an unmatched path a non-fatal 404', () => {
    expect(resolvePath('/no-such-page', 'cs')).toEqual({ kind: 'notFound', fatal: false, match: null });
  });

  it.each([
    '/nabidka/abc/senior-dev',
    '/job/0/x',
    '/job/12e3/x',
    '/job/-1/x',
    '/job/1234567890123456789/x',
    '/test/js/result/x',
    '/test/js/result/7',
    '/test/js/finished/not-a-guid/login',
  ])('gives %s, which fails route-level validation, a fatal 404', (path) => {
    expect(resolvePath(path, 'en')).toMatchObject({ kind: 'notFound', fatal: true });
  });

  it('redirects gold and tariffs to the price list in the same language (the middleware)', () => {
    expect(resolvePath('/pro-firmy/gold', 'cs')).toMatchObject({ kind: 'redirect', location: '/pro-firmy/cenik' });
    expect(resolvePath('/pro-firmy/tarify', 'cs')).toMatchObject({ kind: 'redirect', location: '/pro-firmy/cenik' });
    expect(resolvePath('/for-companies/tariffs', 'en')).toMatchObject({ kind: 'redirect', location: '/for-companies/price-list' });
    expect(resolvePath('/for-companies/gold', 'en')).toMatchObject({ kind: 'redirect', location: '/for-companies/price-list' });
  });

  it('every redirect names a route of the table that does not redirect itself', () => {
    for (const id of ROUTE_IDS) {
      const target = routeDefs[id].redirectTo;
      if (target === undefined) continue;
      expect(ROUTE_IDS).toContain(target);
      expect(routeDefs[target as RouteId].redirectTo).toBeUndefined();
    }
  });

  it('every canonicalOf names a page route of the table that is not a variant itself', () => {
    for (const id of ROUTE_IDS) {
      const target = routeDefs[id].canonicalOf;
      if (target === undefined) continue;
      expect(ROUTE_IDS).toContain(target);
      expect(routeDefs[target as RouteId].canonicalOf).toBeUndefined();
      expect(routeDefs[target as RouteId].redirectTo).toBeUndefined();
    }
  });

  it('names the campaign of each campaign page, and of no other page', () => {
    expect(campaignOfRoute('campaignChristmas2024')).toBe('vanoce-2024');
    expect(campaignOfRoute('campaignBlackSharkDay2024')).toBe('blacksharkday-2024');
    expect(ROUTE_IDS.filter((id) => campaignOfRoute(id) !== null)).toHaveLength(4);
    expect(campaignOfRoute('priceList')).toBeNull();
  });

  it('builds the about pages from the product slug', () => {
    expect(pathFor('about', 'cs')).toBe(`/o-${PRODUCT_SLUG}`);
    expect(pathFor('successfulCandidates', 'en')).toBe(`/what-successful-candidates-on-${PRODUCT_SLUG}-did-differently`);
  });

  it('accepts absent optional parameters', () => {
    expect(isValidMatch({ id: 'jobDetail', params: { slug: 'x' } })).toBe(true);
  });
});

describe('API paths', () => {
  it('forwards the form POSTs of sign-in, sign-up, reset and sign-out in both languages', () => {
    expect(API_FORM_POST_PATHS).toEqual(
      expect.arrayContaining(['/login', '/prihlasit', '/logout', '/register', '/registrovat', '/reset-password', '/obnovit-heslo']),
    );
    expect(new Set(API_FORM_POST_PATHS).size).toBe(API_FORM_POST_PATHS.length);
  });

  it('form POST paths are page routes, API prefixes are not', () => {
    for (const path of API_FORM_POST_PATHS) expect(matchRoute(path, 'cs')).not.toBeNull();
    for (const prefix of API_PATH_PREFIXES) expect(matchRoute(prefix, 'cs')).toBeNull();
  });
});

describe('twinPathFor', () => {
  it('is the page in the other language with its words translated', () => {
    expect(twinPathFor(matchRoute('/nabidky/vyvoj+design', 'cs')!, 'en')).toBe('/jobs/development+design');
    expect(twinPathFor(matchRoute('/jobs/development', 'en')!, 'cs')).toBe('/nabidky/vyvoj');
    expect(twinPathFor(matchRoute('/nabidka/42/senior-vyvojar', 'cs')!, 'en')).toBe('/job/42/senior-vyvojar');
  });

  it('leaves a word it does not know as it is (the page answers 404 in either language)', () => {
    expect(twinPathFor(matchRoute('/nabidky/nic', 'cs')!, 'en')).toBe('/jobs/nic');
  });

  it('reads the other language’s words on this site: their spelling here is the redirect target', () => {
    const match = matchRoute('/nabidky/development', 'cs')!;
    expect(localizedParams(match, 'cs')).toEqual({ fields: 'vyvoj' });
  });
});
