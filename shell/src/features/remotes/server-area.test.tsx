/** @jest-environment node */
import { initI18n } from '@raketa/shared';
import { renderToString } from 'react-dom/server';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { loadRemoteRoutes } from '../../lib/load-remote';
import { RemoteArea } from './remote-area';
import { ServerAreaContext } from './server-area';

// A remote that never answers: an area that tries to load shows its loading fallback.
jest.mock('../../lib/load-remote', () => ({ loadRemoteRoutes: jest.fn(() => new Promise(() => undefined)), registeredRemotes: () => null }));

const SERVER_HTML = '<p>from the server</p>';

const renderArea = (remote: 'jobs' | 'learning') =>
  renderToString(
    <ServerAreaContext.Provider value={{ remote: 'jobs', html: SERVER_HTML }}>
      <RemoteArea remote={remote} routeId={remote === 'jobs' ? 'jobList' : 'testList'} locale="cs" />
    </ServerAreaContext.Provider>,
  );

beforeAll(() => initI18n('cs', 'shell', { cs, en }));
beforeEach(() => jest.mocked(loadRemoteRoutes).mockClear());

describe('RemoteArea in the shell’s server render', () => {
  it('puts the remote’s markup into the area’s element inside one Suspense boundary, without loading the remote', () => {
    const html = renderArea('jobs');
    // The boundary and element LoadedArea renders on the client, so hydration matches them.
    expect(html).toBe(`<!--$--><div class="rk-area" data-remote-area="jobs">${SERVER_HTML}</div><!--/$-->`);
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('does not give another remote’s area that markup', () => {
    const html = renderArea('learning');
    expect(html).not.toContain(SERVER_HTML);
    expect(html).not.toContain('data-remote-area="jobs"');
    expect(html).toContain(cs.remote.loading);
    expect(loadRemoteRoutes).toHaveBeenCalledWith('learning');
  });
});
