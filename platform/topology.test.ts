/** @jest-environment node */
import path from 'node:path';
import { APP_IDS, APPS, REMOTE_APP_IDS, REPO_ROOT, resolveTopology, WEB_APP_IDS } from './topology';

describe('resolveTopology', () => {
  it('uses the default ports, hosts and URLs with an empty environment', () => {
    expect(resolveTopology({})).toEqual({
      ports: { shell: 3000, jobs: 3001, auth: 3002, companyPages: 3003, learning: 3004, api: 4000 },
      hosts: { cs: 'localhost:3000', en: 'en.localhost:3000' },
      remoteUrls: {
        jobs: 'http://localhost:3001/mf-manifest.json',
        auth: 'http://localhost:3002/mf-manifest.json',
        companyPages: 'http://localhost:3003/mf-manifest.json',
        learning: 'http://localhost:3004/mf-manifest.json',
      },
      apiUrl: 'http://127.0.0.1:4000',
      releasesRoot: path.join(REPO_ROOT, '.data', 'releases'),
    });
  });

  it('takes the releases root from RELEASES_ROOT, relative to the repo root', () => {
    expect(resolveTopology({ RELEASES_ROOT: '/srv/releases' }).releasesRoot).toBe('/srv/releases');
    expect(resolveTopology({ RELEASES_ROOT: 'tmp/rel' }).releasesRoot).toBe(path.join(REPO_ROOT, 'tmp', 'rel'));
  });

  it('treats empty variables as unset', () => {
    expect(resolveTopology({ MF_JOBS_PORT: '', API_URL: '', CS_HOST: '' })).toEqual(resolveTopology({}));
  });

  it('moves a remote port and its default manifest URL together', () => {
    const topology = resolveTopology({ MF_JOBS_PORT: '5001' });
    expect(topology.ports.jobs).toBe(5001);
    expect(topology.remoteUrls.jobs).toBe('http://localhost:5001/mf-manifest.json');
    expect(topology.remoteUrls.auth).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('derives the hosts from the shell port and the API URL from the API port', () => {
    const topology = resolveTopology({ SHELL_PORT: '8080', API_PORT: '9000' });
    expect(topology.hosts).toEqual({ cs: 'localhost:8080', en: 'en.localhost:8080' });
    expect(topology.apiUrl).toBe('http://127.0.0.1:9000');
  });

  it('takes explicit URLs and hosts over the derived ones', () => {
    const topology = resolveTopology({
      MF_JOBS_PORT: '5001',
      REMOTE_JOBS_URL: 'https://cdn.example/jobs/mf-manifest.json',
      CS_HOST: 'raketa.cz',
      EN_HOST: 'en.raketa.cz',
      API_URL: 'http://api.internal:4000',
    });
    expect(topology.remoteUrls.jobs).toBe('https://cdn.example/jobs/mf-manifest.json');
    expect(topology.ports.jobs).toBe(5001);
    expect(topology.hosts).toEqual({ cs: 'raketa.cz', en: 'en.raketa.cz' });
    expect(topology.apiUrl).toBe('http://api.internal:4000');
  });

  it.each(['abc', '0', '65536', '3000.5', '-1'])('rejects the port "%s" naming the variable', (value) => {
    expect(() => resolveTopology({ MF_JOBS_PORT: value })).toThrow(`MF_JOBS_PORT must be a port number (1-65535), got "${value}"`);
  });

  it('names the variable of the bad port, not another one', () => {
    expect(() => resolveTopology({ API_PORT: 'x' })).toThrow(/^API_PORT /);
  });
});

describe('APPS', () => {
  it('gives every app its own port and port variable', () => {
    const ports = APP_IDS.map((id) => APPS[id].port);
    const envs = APP_IDS.map((id) => APPS[id].portEnv);
    expect(new Set(ports).size).toBe(APP_IDS.length);
    expect(new Set(envs).size).toBe(APP_IDS.length);
  });

  it('lists the web apps and the four remotes', () => {
    expect(WEB_APP_IDS).toEqual(['shell', 'jobs', 'auth', 'companyPages', 'learning']);
    expect(REMOTE_APP_IDS).toEqual(['jobs', 'auth', 'companyPages', 'learning']);
  });
});
