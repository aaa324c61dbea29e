/** @jest-environment node */
import { resolveTopology } from '@raketa/platform';
import { DEFAULT_EXTERNAL_HOSTS, loadConfig } from './config';

describe('loadConfig', () => {
  it('allows an empty EXTERNAL_HOSTS to block every external host', () => {
    expect(loadConfig({ EXTERNAL_HOSTS: '' }).flags.externalHosts).toEqual([]);
  });

  it('uses the default port, host and topology', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      topology: resolveTopology({}),
      flags: {
        robotsIndex: false,
        tagManagerId: null,
        statisticsScriptUrl: null,
        adScriptUrl: null,
        externalHosts: DEFAULT_EXTERNAL_HOSTS,
        buildPollMs: 60_000,
      },
      trustProxy: false,
      serverRenderTimeoutMs: 1000,
    });
    expect(loadConfig({ SHELL_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('takes SHELL_PORT, HOST and the topology variables', () => {
    const config = loadConfig({ SHELL_PORT: '8080', HOST: '0.0.0.0', API_URL: 'https://api.example', CS_HOST: 'raketa.cz' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.topology.apiUrl).toBe('https://api.example');
    expect(config.topology.hosts).toEqual({ cs: 'raketa.cz', en: 'en.localhost:8080' });
  });

  it('takes the build poll interval from BUILD_POLL_MS, within bounds', () => {
    expect(loadConfig({ BUILD_POLL_MS: '2000' }).flags.buildPollMs).toBe(2000);
    expect(loadConfig({ BUILD_POLL_MS: '' }).flags.buildPollMs).toBe(60_000);
    for (const bad of ['fast', '100', '1.5e3', '-1', '3600001']) {
      expect(() => loadConfig({ BUILD_POLL_MS: bad })).toThrow(`BUILD_POLL_MS must be whole milliseconds from 500 to 3600000, got "${bad}"`);
    }
  });

  it('takes how long a page waits for its render from SERVER_RENDER_TIMEOUT_MS, within bounds (1 s unset)', () => {
    expect(loadConfig({ SERVER_RENDER_TIMEOUT_MS: '4000' }).serverRenderTimeoutMs).toBe(4000);
    expect(loadConfig({}).serverRenderTimeoutMs).toBe(1000);
    for (const bad of ['slow', '99', '2.5e3', '-1', '10001']) {
      expect(() => loadConfig({ SERVER_RENDER_TIMEOUT_MS: bad })).toThrow(
        `SERVER_RENDER_TIMEOUT_MS must be whole milliseconds from 100 to 10000, got "${bad}"`,
      );
    }
  });

  it('defaults an empty HOST to 127.0.0.1', () => {
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
  });

  it('reports a bad port and a bad API URL together in one error', () => {
    let error: Error | undefined;
    try {
      loadConfig({ SHELL_PORT: 'nope', API_URL: 'ftp://x' });
    } catch (caught) {
      error = caught as Error;
    }
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toMatch(/^Invalid shell server configuration:/);
    expect(error!.message).toContain('SHELL_PORT must be a port number (1-65535), got "nope"');
    expect(error!.message).toContain('API_URL must be an http(s) URL, got "ftp://x"');
  });

  it('reports every bad port, not only the first', () => {
    expect(() => loadConfig({ SHELL_PORT: '0', MF_LEARNING_PORT: 'x', API_PORT: '4001' })).toThrow(
      /SHELL_PORT must be a port number.*"0"[\s\S]*MF_LEARNING_PORT must be a port number.*"x"/,
    );
  });

  it('reports bad hosts and remote URLs', () => {
    expect(() => loadConfig({ EN_HOST: 'bad host/' })).toThrow('EN_HOST must be a host name with an optional port, got "bad host/"');
    expect(() => loadConfig({ REMOTE_AUTH_URL: 'not a url' })).toThrow('the auth remote URL must be an http(s) URL, got "not a url"');
  });

  it('reads the page-wide flags', () => {
    expect(
      loadConfig({
        ROBOTS_INDEX: 'TRUE',
        TAG_MANAGER_ID: 'GTM-K7X2PQ',
        STATISTICS_SCRIPT_URL: 'https://stats.example/s.js',
        AD_SCRIPT_URL: 'https://ads.example/a.js',
        EXTERNAL_HOSTS: ' Apple.com, *.linkedin.com ,,',
      }).flags,
    ).toEqual({
      robotsIndex: true,
      tagManagerId: 'GTM-K7X2PQ',
      statisticsScriptUrl: 'https://stats.example/s.js',
      adScriptUrl: 'https://ads.example/a.js',
      externalHosts: ['apple.com', '*.linkedin.com'],
      buildPollMs: 60_000,
    });
    expect(loadConfig({ ROBOTS_INDEX: '0' }).flags.robotsIndex).toBe(false);
  });

  it('reports every bad flag in one error', () => {
    let message = '';
    try {
      loadConfig({
        ROBOTS_INDEX: 'yes',
        TAG_MANAGER_ID: '<script>',
        STATISTICS_SCRIPT_URL: 'http://insecure.example/s.js',
        AD_SCRIPT_URL: 'javascript:alert(1)',
        EXTERNAL_HOSTS: 'ok.example,https://bad.example/path',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const expected of [
      'ROBOTS_INDEX must be true or false, got "yes"',
      'TAG_MANAGER_ID must look like GTM-XXXXXXX, got "<script>"',
      'STATISTICS_SCRIPT_URL must be an https URL, got "http://insecure.example/s.js"',
      'AD_SCRIPT_URL must be an https URL, got "javascript:alert(1)"',
      'EXTERNAL_HOSTS entries must be host names or *.domain patterns, got "https://bad.example/path"',
    ]) {
      expect(message).toContain(expected);
    }
  });
});
