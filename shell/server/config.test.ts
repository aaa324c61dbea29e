/** @jest-environment node */
import { resolveTopology } from '@raketa/shared/platform';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the default port, host and topology', () => {
    expect(loadConfig({})).toEqual({ port: 3000, host: '127.0.0.1', topology: resolveTopology({}) });
  });

  it('takes SHELL_PORT, HOST and the topology variables', () => {
    const config = loadConfig({ SHELL_PORT: '8080', HOST: '0.0.0.0', API_URL: 'https://api.example', CS_HOST: 'raketa.cz' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.topology.apiUrl).toBe('https://api.example');
    expect(config.topology.hosts).toEqual({ cs: 'raketa.cz', en: 'en.localhost:8080' });
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
});
