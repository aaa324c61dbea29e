import { matchRoute } from './match';
import { matchRoutes } from './router';

jest.mock('./router', () => {
  const actual = jest.requireActual<typeof import('./router')>('./router');
  return { ...actual, matchRoutes: jest.fn(actual.matchRoutes) };
});

const ranked = jest.mocked(matchRoutes);

describe('matchRoute’s cache', () => {
  beforeEach(() => ranked.mockClear());

  it('ranks the route table once per path and language, however often a render asks', () => {
    const first = matchRoute('/nabidky/it', 'cs');
    for (let i = 0; i < 5; i++) expect(matchRoute('/nabidky/it', 'cs')).toEqual(first);
    expect(ranked).toHaveBeenCalledTimes(1);
    matchRoute('/nabidky/it', 'en');
    matchRoute('/nabidky/marketing', 'cs');
    expect(ranked).toHaveBeenCalledTimes(3);
  });

  it('caches a miss too', () => {
    expect(matchRoute('/no/such/page', 'cs')).toBeNull();
    expect(matchRoute('/no/such/page', 'cs')).toBeNull();
    expect(ranked).toHaveBeenCalledTimes(1);
  });

  it('gives each caller its own copy', () => {
    const mine = matchRoute('/nabidky/it', 'cs')!;
    mine.params.fields = 'changed';
    mine.id = 'home';
    expect(matchRoute('/nabidky/it', 'cs')).toMatchObject({ id: 'jobList', params: { fields: 'it' } });
  });

  it('keeps a bounded number of answers, dropping the oldest', () => {
    matchRoute('/nabidky/oldest', 'cs');
    for (let i = 0; i < 64; i++) matchRoute(`/nabidka/${i}/job-${i}`, 'cs');
    ranked.mockClear();
    matchRoute('/nabidka/63/job-63', 'cs');
    expect(ranked).not.toHaveBeenCalled();
    matchRoute('/nabidky/oldest', 'cs');
    expect(ranked).toHaveBeenCalledTimes(1);
  });
});
