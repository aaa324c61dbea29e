import { INLINE_IDS, initI18n, REMOTE_CONTRACT_VERSION, REMOTES_CONFIG_PATH } from '@raketa/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import {
  checkContractVersion,
  inlineRemotesConfig,
  loadRemoteModule,
  loadRemotesConfig,
  registeredRemotes,
  RemoteContractError,
  SHELL_CONTRACT_VERSION,
} from '../../lib/load-remote';
import { RemoteArea } from './remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const runtimeLoad = jest.mocked(loadRemote);

const Page = () => <h1>Remote page</h1>;
const CONFIG = {
  remotes: ['jobs', 'auth', 'companyPages', 'learning'].map((name) => ({ name, entry: `http://localhost:3001/${name}/mf-manifest.json` })),
};

let consoleError: jest.SpyInstance;
beforeAll(() => initI18n('en', 'shell', { cs, en }));
beforeEach(() => {
  runtimeLoad.mockReset();
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => CONFIG })) as unknown as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the contract version check', () => {
  it('is the shared REMOTE_CONTRACT_VERSION for the shell outside a build', () => {
    expect(SHELL_CONTRACT_VERSION).toBe(REMOTE_CONTRACT_VERSION);
  });

  it('passes a module built against the shell’s version', () => {
    expect(() => checkContractVersion('jobs', 'routes', { default: Page, contractVersion: 3 }, 3)).not.toThrow();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refuses another version with a console error naming the remote and both versions', () => {
    expect(() => checkContractVersion('learning', 'routes', { default: Page, contractVersion: 999 }, 1)).toThrow(RemoteContractError);
    expect(consoleError).toHaveBeenCalledTimes(1);
    const message = String(consoleError.mock.calls[0]![0]);
    expect(message).toContain('remote learning');
    expect(message).toContain('contract version 999');
    expect(message).toContain("the shell's is 1");
  });

  it('refuses a module without a version (built before the contract was versioned)', () => {
    expect(() => checkContractVersion('auth', 'dialogs', { default: Page }, 1)).toThrow(/\.\/dialogs was built against contract version \(none\)/);
    expect(String(consoleError.mock.calls[0]![0])).toContain('remote auth');
  });

  it('refuses a version that is not a number', () => {
    expect(() => checkContractVersion('jobs', 'routes', { default: Page, contractVersion: '1' }, 1)).toThrow(RemoteContractError);
  });
});

describe('loadRemoteModule', () => {
  it('registers the remotes from the served config and hands over a module of the same contract version', async () => {
    const module = { default: Page, contractVersion: REMOTE_CONTRACT_VERSION };
    runtimeLoad.mockResolvedValue(module);
    await expect(loadRemoteModule('jobs', 'routes')).resolves.toBe(module);
    expect(globalThis.fetch).toHaveBeenCalledWith(REMOTES_CONFIG_PATH, expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemotes).toHaveBeenCalled();
    expect(runtimeLoad).toHaveBeenCalledWith('jobs/routes');
  });

  it('registers a healthy remote once: loading its second expose registers nothing again', async () => {
    const module = { default: Page, contractVersion: REMOTE_CONTRACT_VERSION };
    runtimeLoad.mockResolvedValue(module);
    await loadRemoteModule('auth', 'routes');
    jest.mocked(registerRemotes).mockClear();
    await expect(loadRemoteModule('auth', 'dialogs')).resolves.toBe(module);
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('rejects a module of another contract version, and loads afresh on the next try', async () => {
    runtimeLoad.mockResolvedValueOnce({ default: Page, contractVersion: REMOTE_CONTRACT_VERSION + 1 });
    await expect(loadRemoteModule('companyPages', 'routes')).rejects.toThrow(RemoteContractError);
    // The failure is not cached: a fixed remote loads on retry.
    const fixed = { default: Page, contractVersion: REMOTE_CONTRACT_VERSION };
    runtimeLoad.mockResolvedValueOnce(fixed);
    jest.mocked(registerRemotes).mockClear();
    await expect(loadRemoteModule('companyPages', 'routes')).resolves.toBe(fixed);
    // The retry registered the remote anew, with a fresh entry URL.
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'companyPages', entry: expect.stringContaining('attempt=') }], { force: true });
  });
});

describe('RemoteArea with a remote of another contract version', () => {
  it('shows the area’s fallback with its retry instead of the page', async () => {
    runtimeLoad.mockResolvedValue({ default: Page, contractVersion: 999 });
    render(<RemoteArea remote="learning" routeId="testList" locale="en" />);
    const failed = await screen.findByTestId('remote-failed');
    expect(failed.textContent).toContain('This part could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Remote page')).toBeNull();
    expect(consoleError.mock.calls.some(([message]) => String(message).includes('refusing remote learning'))).toBe(true);
  });
});

/** A document whose head carries `text` as the inlined remotes config, as the server renders it. */
function docWithConfig(text: string | null, into: Document = document.implementation.createHTMLDocument()): Document {
  if (text !== null) {
    const script = into.createElement('script');
    script.id = INLINE_IDS.remotesConfig;
    script.type = 'application/json';
    script.textContent = text;
    into.head.append(script);
  }
  return into;
}

// Entries unlike the served CONFIG's, so what registered shows where the config came from.
const INLINED = { remotes: [{ name: 'jobs', entry: 'https://jobs.example/build-7/mf-manifest.json' }] };

describe('inlineRemotesConfig', () => {
  it('reads the config the server inlined in the page', () => {
    expect(inlineRemotesConfig(docWithConfig(JSON.stringify(INLINED)))).toEqual(INLINED);
  });

  it('is null without the element, for invalid JSON and for JSON without a remotes array', () => {
    expect(inlineRemotesConfig(docWithConfig(null))).toBeNull();
    expect(inlineRemotesConfig(docWithConfig('{"remotes": ['))).toBeNull();
    expect(inlineRemotesConfig(docWithConfig('{"remotes": {"jobs": "x"}}'))).toBeNull();
    expect(inlineRemotesConfig(docWithConfig('{}'))).toBeNull();
    expect(inlineRemotesConfig(docWithConfig('null'))).toBeNull();
  });
});

describe('loadRemotesConfig', () => {
  afterEach(() => document.getElementById(INLINE_IDS.remotesConfig)?.remove());

  it('with inline, registers the inlined remotes without a request', async () => {
    docWithConfig(JSON.stringify(INLINED), document);
    jest.mocked(registerRemotes).mockClear();
    await loadRemotesConfig({ inline: true });
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith(INLINED.remotes);
    expect(registeredRemotes()).toEqual(new Map([['jobs', INLINED.remotes[0]!.entry]]));
  });

  it('without the option, fetches the served config even when the page inlines one', async () => {
    docWithConfig(JSON.stringify(INLINED), document);
    jest.mocked(registerRemotes).mockClear();
    await loadRemotesConfig();
    expect(globalThis.fetch).toHaveBeenCalledWith(REMOTES_CONFIG_PATH, expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemotes).toHaveBeenCalledWith(CONFIG.remotes);
    expect(registeredRemotes()?.get('jobs')).toBe(CONFIG.remotes[0]!.entry);
  });

  it('with inline but nothing inlined, fetches the served config', async () => {
    await loadRemotesConfig({ inline: true });
    expect(globalThis.fetch).toHaveBeenCalledWith(REMOTES_CONFIG_PATH, expect.anything());
    expect(registeredRemotes()?.size).toBe(CONFIG.remotes.length);
  });
});
