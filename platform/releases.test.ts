/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressDir } from './precompress';
import {
  emptyRegistry,
  publishRelease,
  readRegistry,
  registryFileOf,
  releaseIdOf,
  releaseManifestUrl,
  releasesDirOf,
  remotesConfigSource,
  rollbackRelease,
  withRelease,
  withReleaseLock,
  withRollback,
  writeRegistry,
  type ReleaseRecord,
} from './releases';
import { resolveTopology } from './topology';

const ID = (n: number) => `0.1.0-${n.toString(16).padStart(16, '0')}`;
const record = (n: number): ReleaseRecord => ({
  releaseId: ID(n),
  version: '0.1.0',
  buildId: n.toString(16).padStart(16, '0'),
  builtAt: '2025-01-01T00:00:00.000Z',
  releasedAt: '2025-01-01T00:00:00.000Z',
});

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-releases-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('release ids and URLs', () => {
  it('names a release by version and build id, keeping the id safe in a path', () => {
    expect(releaseIdOf('0.2.0', 'abcdef0123456789')).toBe('0.2.0-abcdef0123456789');
    expect(releaseIdOf('1.0.0+build/../x', 'abcdef0123456789')).toBe('1.0.0-build-..-x-abcdef0123456789');
  });

  it('points a release at its folder beside the base manifest, and no release at the base manifest', () => {
    expect(releaseManifestUrl('http://localhost:3004/mf-manifest.json', ID(1))).toBe(`http://localhost:3004/releases/${ID(1)}/mf-manifest.json`);
    expect(releaseManifestUrl('https://cdn.example/learning/mf-manifest.json', ID(1))).toBe(
      `https://cdn.example/learning/releases/${ID(1)}/mf-manifest.json`,
    );
    expect(releaseManifestUrl('http://localhost:3004/mf-manifest.json', null)).toBe('http://localhost:3004/mf-manifest.json');
  });
});

describe('the registry', () => {
  it('is empty for a remote that never released, and reads back what was written', () => {
    expect(readRegistry(root, 'learning')).toEqual(emptyRegistry('learning'));
    const { registry } = withRelease(emptyRegistry('learning'), record(1));
    writeRegistry(root, registry);
    expect(readRegistry(root, 'learning')).toEqual(registry);
    // Written whole: no temp file is left beside it.
    expect(fs.readdirSync(root)).toEqual(['learning.json']);
  });

  it('refuses a registry of another remote or with a current release outside its history', () => {
    fs.writeFileSync(registryFileOf(root, 'learning'), JSON.stringify({ ...emptyRegistry('jobs') }));
    expect(() => readRegistry(root, 'learning')).toThrow(/names remote "jobs"/);
    fs.writeFileSync(registryFileOf(root, 'learning'), JSON.stringify({ ...emptyRegistry('learning'), current: ID(1) }));
    expect(() => readRegistry(root, 'learning')).toThrow(/current must be the last of history/);
    fs.writeFileSync(registryFileOf(root, 'learning'), JSON.stringify({ ...emptyRegistry('learning'), current: '../x' }));
    expect(() => readRegistry(root, 'learning')).toThrow(/no release id/);
  });

  it('makes each release current and remembers the one before it', () => {
    let { registry } = withRelease(emptyRegistry('learning'), record(1));
    ({ registry } = withRelease(registry, record(2)));
    expect(registry.current).toBe(ID(2));
    expect(registry.history).toEqual([ID(1), ID(2)]);
    // The same release again changes nothing.
    expect(withRelease(registry, record(2)).registry).toEqual(registry);
  });

  it('rolls back to the release before, then to the base build, then refuses', () => {
    let { registry } = withRelease(emptyRegistry('learning'), record(1));
    ({ registry } = withRelease(registry, record(2)));
    registry = withRollback(registry);
    expect(registry.current).toBe(ID(1));
    expect(registry.releases.map((r) => r.releaseId)).toEqual([ID(1), ID(2)]);
    registry = withRollback(registry);
    expect(registry.current).toBeNull();
    expect(() => withRollback(registry)).toThrow('learning has no release to roll back');
  });

  it('rolls back past a rolled-back release: a new release after a rollback goes back to what was live', () => {
    let { registry } = withRelease(emptyRegistry('learning'), record(1));
    ({ registry } = withRelease(registry, record(2)));
    registry = withRollback(registry);
    ({ registry } = withRelease(registry, record(3)));
    expect(withRollback(registry).current).toBe(ID(1));
  });

  it('keeps at most five releases, dropping the oldest but never the current or the previous one', () => {
    let registry = emptyRegistry('learning');
    const pruned: string[] = [];
    for (let n = 1; n <= 7; n += 1) {
      const next = withRelease(registry, record(n));
      registry = next.registry;
      pruned.push(...next.pruned);
    }
    expect(pruned).toEqual([ID(1), ID(2)]);
    expect(registry.releases.map((r) => r.releaseId)).toEqual([3, 4, 5, 6, 7].map(ID));
    expect(registry.history).toEqual([3, 4, 5, 6, 7].map(ID));

    // The live and the previous release survive even when they are the oldest.
    let small = withRelease(emptyRegistry('learning'), record(1), 2).registry;
    small = withRelease(small, record(2), 2).registry;
    small = withRollback(small);
    const next = withRelease(small, record(3), 2);
    expect(next.registry.history).toEqual([ID(1), ID(3)]);
    expect(next.pruned).toEqual([ID(2)]);
    expect(next.registry.releases.map((r) => r.releaseId)).toEqual([ID(1), ID(3)]);
  });
});

/** A finished build of the learning remote in a staging folder, as webpack leaves it. */
function stage(n: number, extra: Record<string, unknown> = {}): string {
  const dir = path.join(releasesDirOf(root, 'learning'), `.staging-${n}`);
  const buildId = n.toString(16).padStart(16, '0');
  fs.mkdirSync(path.join(dir, 'builds', 'meta'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  const info = JSON.stringify({ app: '@raketa/mf-learning', version: '0.1.0', buildId, builtAt: 'now', contractVersion: 1, ...extra });
  fs.writeFileSync(path.join(dir, 'builds', 'latest.json'), info);
  fs.writeFileSync(path.join(dir, 'builds', 'meta', `${buildId}.json`), info);
  return dir;
}

describe('publishRelease and rollbackRelease', () => {
  it('moves the build into its release folder, stamps the release id and makes it live', () => {
    const result = publishRelease(root, 'learning', stage(1, { releaseLabel: 'e2e' }));
    expect(result).toMatchObject({ previous: null, reused: false, record: { releaseId: ID(1), releaseLabel: 'e2e', contractVersion: 1 } });
    const folder = path.join(releasesDirOf(root, 'learning'), ID(1));
    expect(fs.existsSync(path.join(folder, 'mf-manifest.json'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'builds', 'latest.json'), 'utf8'))).toMatchObject({ releaseId: ID(1), releaseLabel: 'e2e' });
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'builds', 'meta', `${record(1).buildId}.json`), 'utf8')).releaseId).toBe(ID(1));
    expect(fs.existsSync(path.join(releasesDirOf(root, 'learning'), '.staging-1'))).toBe(false);
    expect(readRegistry(root, 'learning').current).toBe(ID(1));
  });

  it('makes the precompressed siblings of the build files again after stamping the release id', async () => {
    const staged = stage(1, { note: 'a build info long enough to be worth compressing '.repeat(3) });
    await precompressDir(staged);
    publishRelease(root, 'learning', staged);
    const folder = path.join(releasesDirOf(root, 'learning'), ID(1));
    for (const file of [path.join(folder, 'builds', 'latest.json'), path.join(folder, 'builds', 'meta', `${record(1).buildId}.json`)]) {
      const stamped = fs.readFileSync(file, 'utf8');
      expect(JSON.parse(stamped).releaseId).toBe(ID(1));
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(stamped);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(stamped);
    }
  });

  it('reuses an existing release of the same build, and rolls back while old folders stay', () => {
    publishRelease(root, 'learning', stage(1));
    publishRelease(root, 'learning', stage(2));
    expect(publishRelease(root, 'learning', stage(2)).reused).toBe(true);
    expect(rollbackRelease(root, 'learning').current).toBe(ID(1));
    expect(fs.readdirSync(releasesDirOf(root, 'learning')).sort()).toEqual([ID(1), ID(2)]);
  });

  it('removes pruned release folders', () => {
    for (let n = 1; n <= 6; n += 1) publishRelease(root, 'learning', stage(n), { keep: 5 });
    expect(fs.readdirSync(releasesDirOf(root, 'learning')).sort()).toEqual([2, 3, 4, 5, 6].map(ID));
  });

  it('lets one release or rollback of a remote run at a time', async () => {
    await withReleaseLock(root, 'learning', async () => {
      await expect(withReleaseLock(root, 'learning', () => 1)).rejects.toThrow('another release or rollback of learning is running');
      // Another remote is independent.
      await expect(withReleaseLock(root, 'jobs', () => 2)).resolves.toBe(2);
    });
    await expect(withReleaseLock(root, 'learning', () => 3)).resolves.toBe(3);
  });
});

describe('remotesConfigSource', () => {
  const { remoteUrls } = resolveTopology({});
  const entryOf = (source: ReturnType<typeof remotesConfigSource>, name: string) => source.entries().find((e) => e.name === name)!.entry;

  it('falls back to the topology’s manifest URL for remotes without a release', () => {
    expect(remotesConfigSource(remoteUrls, path.join(root, 'none')).entries()).toEqual([
      { name: 'jobs', entry: remoteUrls.jobs },
      { name: 'auth', entry: remoteUrls.auth },
      { name: 'companyPages', entry: remoteUrls.companyPages },
      { name: 'learning', entry: remoteUrls.learning },
    ]);
  });

  it('follows the registry as it changes, and keeps the last good answer when it cannot be read', () => {
    const warn = jest.fn();
    const source = remotesConfigSource(remoteUrls, root, warn);
    publishRelease(root, 'learning', stage(1));
    expect(entryOf(source, 'learning')).toBe(`http://localhost:3004/releases/${ID(1)}/mf-manifest.json`);
    expect(entryOf(source, 'jobs')).toBe(remoteUrls.jobs);
    rollbackRelease(root, 'learning');
    expect(entryOf(source, 'learning')).toBe(remoteUrls.learning);
    publishRelease(root, 'learning', stage(2));
    expect(entryOf(source, 'learning')).toContain(ID(2));
    fs.writeFileSync(registryFileOf(root, 'learning'), '{ not json');
    expect(entryOf(source, 'learning')).toContain(ID(2));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unreadable, keeping'));
    fs.rmSync(registryFileOf(root, 'learning'));
    expect(entryOf(source, 'learning')).toBe(remoteUrls.learning);
  });

  it('reads a registry only when it changed', () => {
    const source = remotesConfigSource(remoteUrls, root);
    publishRelease(root, 'learning', stage(1));
    const read = jest.spyOn(fs, 'readFileSync');
    try {
      source.entries();
      source.entries();
      source.entries();
      expect(read.mock.calls.filter(([file]) => String(file).endsWith('learning.json'))).toHaveLength(1);
    } finally {
      read.mockRestore();
    }
  });
});
