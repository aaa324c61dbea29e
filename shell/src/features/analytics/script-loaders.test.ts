import { pushPageView } from '../../lib/data-layer';
import { loadThirdPartyScripts } from './script-loaders';

const loaders = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-rk-loader]'));

afterEach(() => {
  loaders().forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('third-party script loaders', () => {
  it('load nothing when every flag is off', () => {
    loadThirdPartyScripts({ tagManagerId: null, statisticsScriptUrl: null, adScriptUrl: null });
    expect(loaders()).toEqual([]);
  });

  it('load each script behind its own flag', () => {
    loadThirdPartyScripts({ tagManagerId: 'GTM-ABC123', statisticsScriptUrl: null, adScriptUrl: 'https://ads.example/a.js' });
    expect(loaders().map((script) => [script.dataset.rkLoader, script.src, script.async])).toEqual([
      ['tag-manager', 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', true],
      ['ads', 'https://ads.example/a.js', true],
    ]);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('pushes page views to the data layer even without the tag manager', () => {
    pushPageView('Jobs | raketa.cz', 'https://raketa.cz/jobs');
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_title: 'Jobs | raketa.cz', page_location: 'https://raketa.cz/jobs' }]);
  });
});
