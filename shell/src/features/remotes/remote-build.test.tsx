import { initI18n, REMOTE_CONTRACT_VERSION } from '@raketa/shared';
import { render, screen, waitFor } from '@testing-library/react';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { loadRemoteRoutes } from '../../lib/load-remote';
import { RemoteArea } from './remote-area';

const RELEASE = 'http://localhost:3004/releases/0.1.0-0123456789abcdef/mf-manifest.json';
jest.mock('../../lib/load-remote', () => ({
  loadRemoteRoutes: jest.fn(),
  registeredRemotes: () => new Map([['learning', 'http://localhost:3004/releases/0.1.0-0123456789abcdef/mf-manifest.json']]),
}));
const load = jest.mocked(loadRemoteRoutes);

const fetchStub = jest.fn(async (url: string) => {
  if (url !== 'http://localhost:3004/releases/0.1.0-0123456789abcdef/builds/latest.json') return { ok: false, status: 404 } as Response;
  const body = {
    app: '@raketa/mf-learning',
    version: '0.1.0',
    buildId: '0123456789abcdef',
    builtAt: 'x',
    releaseId: '0.1.0-0123456789abcdef',
    releaseLabel: 'e2e-1',
  };
  return { ok: true, json: async () => body } as Response;
});

beforeAll(() => initI18n('en', 'shell', { cs, en }));
beforeEach(() => {
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  load.mockResolvedValue({ default: () => <h1>Tests</h1>, contractVersion: REMOTE_CONTRACT_VERSION });
});

describe('RemoteArea: the build it runs', () => {
  it('marks the area with the build id and label read beside the manifest the page registered', async () => {
    render(<RemoteArea remote="learning" routeId="testList" locale="en" />);
    await screen.findByRole('heading', { name: 'Tests' });
    const area = document.querySelector('[data-remote-area="learning"]')!;
    await waitFor(() => expect(area.getAttribute('data-remote-build')).toBe('0123456789abcdef'));
    expect(area.getAttribute('data-release-label')).toBe('e2e-1');
    expect(fetchStub).toHaveBeenCalledWith(RELEASE.replace('mf-manifest.json', 'builds/latest.json'), expect.objectContaining({ cache: 'no-store' }));
  });

  it('leaves the marks off when the build info cannot be read', async () => {
    render(<RemoteArea remote="jobs" routeId="companyList" locale="en" />);
    await screen.findByRole('heading', { name: 'Tests' });
    const area = document.querySelector('[data-remote-area="jobs"]')!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(area.hasAttribute('data-remote-build')).toBe(false);
    expect(area.hasAttribute('data-release-label')).toBe(false);
  });
});
