import { createQueryClient, initI18n, REMOTE_CONTRACT_VERSION } from '@raketa/shared';
import { addSharedMessages } from '@raketa/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { AboutBuildPage } from './about-build-page';

const RELEASE = '0.2.0-0123456789abcdef';
let learningEntry = `http://localhost:3004/releases/${RELEASE}/mf-manifest.json`;
let configStatus = 200;
const served: Record<string, unknown> = {
  '/builds/latest.json': {
    app: '@raketa/shell',
    version: '0.1.0',
    buildId: 'aaaaaaaaaaaaaaaa',
    builtAt: '2025-05-01T10:00:00.000Z',
    contractVersion: 1,
  },
  'http://localhost:3001/builds/latest.json': {
    app: '@raketa/mf-jobs',
    version: '0.1.0',
    buildId: 'bbbbbbbbbbbbbbbb',
    builtAt: '2025-05-01T10:00:00.000Z',
    contractVersion: 1,
  },
  [`http://localhost:3004/releases/${RELEASE}/builds/latest.json`]: {
    app: '@raketa/mf-learning',
    version: '0.2.0',
    buildId: '0123456789abcdef',
    builtAt: '2025-05-02T10:00:00.000Z',
    contractVersion: 1,
    releaseId: RELEASE,
    releaseLabel: 'e2e-7',
  },
};
const fetchStub = jest.fn(async (url: string) => {
  if (url === '/config/remotes.json') {
    const remotes = [
      { name: 'jobs', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'auth', entry: 'http://localhost:3002/mf-manifest.json' },
      { name: 'learning', entry: learningEntry },
    ];
    return { ok: configStatus === 200, status: configStatus, json: async () => ({ remotes }) } as Response;
  }
  const body = served[url];
  return (body ? { ok: true, json: async () => body } : { ok: false, status: 404 }) as unknown as Response;
});

beforeAll(async () => {
  await initI18n('en', 'shell', { cs, en });
  await addSharedMessages();
});
beforeEach(() => {
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  learningEntry = `http://localhost:3004/releases/${RELEASE}/mf-manifest.json`;
  configStatus = 200;
});

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AboutBuildPage />
    </QueryClientProvider>,
  );
const rowOf = (app: string) => document.querySelector(`[data-testid="about-build-row"][data-app="${app}"]`) as HTMLElement;
const cell = (app: string, field: string) => rowOf(app).querySelector(`[data-field="${field}"]`)!.textContent;

describe('AboutBuildPage', () => {
  it('is titled with the route title and names the contract version the shell supports', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About this build');
    expect(screen.getByTestId('about-build-contract').textContent).toBe(`This shell supports remote contract version ${REMOTE_CONTRACT_VERSION}.`);
    await screen.findByRole('table');
  });

  it('lists the shell’s build and, per remote, the manifest the config names now with the build beside it', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Builds served now' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Application', 'Manifest URL', 'Version', 'Build id', 'Release', 'Contract version', 'Built at', 'Label']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['shell', 'jobs', 'auth', 'learning']);
    expect(cell('shell', 'buildId')).toBe('aaaaaaaaaaaaaaaa');
    expect(cell('shell', 'release')).toBe('not applicable');
    expect(cell('jobs', 'release')).toBe('base build');
    expect(cell('learning', 'manifest')).toBe(learningEntry);
    expect(cell('learning', 'version')).toBe('0.2.0');
    expect(cell('learning', 'buildId')).toBe('0123456789abcdef');
    expect(cell('learning', 'release')).toBe(RELEASE);
    expect(cell('learning', 'contract')).toBe('1');
    expect(cell('learning', 'label')).toBe('e2e-7');
    expect(rowOf('learning').querySelector('time')!.getAttribute('datetime')).toBe('2025-05-02T10:00:00.000Z');
    // A remote whose build info cannot be read says so.
    expect(cell('auth', 'version')).toBe('Build info could not be read');
  });

  it('shows a rollback on refresh', async () => {
    renderPage();
    await screen.findByRole('table');
    learningEntry = 'http://localhost:3004/mf-manifest.json';
    served['http://localhost:3004/builds/latest.json'] = {
      app: '@raketa/mf-learning',
      version: '0.1.0',
      buildId: 'cccccccccccccccc',
      builtAt: 'x',
      contractVersion: 1,
    };
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('cccccccccccccccc');
    expect(cell('learning', 'release')).toBe('base build');
  });

  it('says so when the remotes config cannot be read', async () => {
    configStatus = 503;
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('The remotes config could not be read. Please try again in a moment.');
  });
});
