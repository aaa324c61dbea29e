import { alternatesFor, documentTitle, pageHeadElements, pageUrl, robotsContent, robotsOfRoute, siteDomainName } from './head';

const hosts = { cs: 'localhost:3000', en: 'en.localhost:3000' };

describe('head', () => {
  it('titles a page with the page title followed by the site domain name', () => {
    expect(documentTitle('Nabídky', 'localhost:3000')).toBe('Nabídky | localhost');
    expect(documentTitle('Jobs', 'EN.Raketa.cz')).toBe('Jobs | en.raketa.cz');
    expect(documentTitle('', 'raketa.cz')).toBe('raketa.cz');
    expect(siteDomainName('raketa.cz:443')).toBe('raketa.cz');
  });

  it('maps the robots flag to all or noindex,nofollow', () => {
    expect(robotsContent(true)).toBe('all');
    expect(robotsContent(false)).toBe('noindex,nofollow');
  });

  it('never lets the back office be indexed, whatever the flag', () => {
    expect(robotsOfRoute('backOffice', true)).toBe('noindex,nofollow');
    expect(robotsOfRoute('backOfficeRecord', true)).toBe('noindex,nofollow');
    expect(robotsOfRoute('jobList', true)).toBe('all');
    expect(robotsOfRoute(null, true)).toBe('all');
    expect(robotsOfRoute('jobList', false)).toBe('noindex,nofollow');
  });

  it('links a page to its twin in each language, with x-default on the Czech page', () => {
    expect(alternatesFor('/nabidka/42/vyvojar', 'cs', hosts, 'https:')).toEqual([
      { hreflang: 'cs', href: 'https://localhost:3000/nabidka/42/vyvojar' },
      { hreflang: 'en', href: 'https://en.localhost:3000/job/42/vyvojar' },
      { hreflang: 'x-default', href: 'https://localhost:3000/nabidka/42/vyvojar' },
    ]);
    expect(alternatesFor('/startup/acme', 'en', hosts, 'http:').map((link) => link.href)).toEqual([
      'http://localhost:3000/startup/acme',
      'http://en.localhost:3000/startup/acme',
      'http://localhost:3000/startup/acme',
    ]);
  });

  it('gives an unknown page no alternates', () => {
    expect(alternatesFor('/nothing-here', 'cs', hosts, 'http:')).toEqual([]);
  });

  it('builds the page URL without query', () => {
    expect(pageUrl('https:', 'raketa.cz', '/nabidky', 'cs')).toBe('https://raketa.cz/nabidky');
  });

  it('names the original page as the URL of a variant page (canonicalOf)', () => {
    expect(pageUrl('https:', 'raketa.cz', '/startupedu2', 'cs')).toBe('https://raketa.cz/startupedu');
    expect(pageUrl('https:', 'en.raketa.cz', '/startupedu2', 'en')).toBe('https://en.raketa.cz/startupedu');
  });
});

describe('encoding', () => {
  it('percent-encodes decoded paths in hrefs', () => {
    expect(pageUrl('http:', 'raketa.cz', '/startup/česká firma', 'cs')).toBe('http://raketa.cz/startup/%C4%8Desk%C3%A1%20firma');
    expect(alternatesFor('/startup/"x"', 'cs', hosts, 'http:')[0]!.href).toBe('http://localhost:3000/startup/%22x%22');
  });

  it('lists every page’s head elements in order: robots, og:url, canonical, then the twins', () => {
    const url = 'https://localhost:3000/nabidky';
    expect(pageHeadElements({ robots: 'all', url, alternates: [{ hreflang: 'cs', href: url }] })).toEqual([
      { tag: 'meta', attributes: { name: 'robots', content: 'all' } },
      { tag: 'meta', attributes: { property: 'og:url', content: url } },
      { tag: 'link', attributes: { rel: 'canonical', href: url } },
      { tag: 'link', attributes: { rel: 'alternate', hreflang: 'cs', href: url } },
    ]);
  });
});
