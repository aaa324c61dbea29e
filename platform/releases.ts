/**
 * Independent releases of one remote (issue 8): each release is a folder of the remote's
 * built files, `{root}/{remote}/{releaseId}/`, served by the remote's static server under
 * `/releases/{releaseId}/`; which one is live is the remote's release registry,
 * `{root}/{remote}.json`, which the shell server reads when it answers the remotes config.
 * The registry is always written whole (a temp file renamed over it), so a reader sees the
 * old or the new one, never half. Node-side only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type RemoteName, REMOTE_NAMES } from '@raketa/shared/federation';
import { precompressFileSync } from './precompress';
import { RELEASES } from './topology';
import type { BuildInfo } from './webpack-config';

/** `{version}-{buildId}`: the version's characters outside `[0-9A-Za-z.-]` become `-`. */
export const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z.-]{0,63}-[0-9a-f]{16}$/;
/** URL path (from the remote's base URL) under which its release folders are served. */
export const RELEASES_URL_DIR = 'releases';

export interface ReleaseRecord {
  releaseId: string;
  version: string;
  buildId: string;
  builtAt: string;
  contractVersion?: number;
  releaseLabel?: string;
  releasedAt: string;
}

export interface ReleaseRegistry {
  remote: RemoteName;
  /** The live release; null: the remote's base build (its `dist/` at the topology's manifest URL). */
  current: string | null;
  /** The releases made live, in order, the current one last; a rollback takes the last one off. */
  history: string[];
  /** Release folders kept, oldest first. */
  releases: ReleaseRecord[];
}

export const releaseIdOf = (version: string, buildId: string): string => `${version.replace(/[^0-9A-Za-z.-]/g, '-').slice(0, 64)}-${buildId}`;
export const registryFileOf = (root: string, remote: RemoteName): string => path.join(root, `${remote}.json`);
/** The folder of one remote's releases (its static server mounts it at `/releases/`). */
export const releasesDirOf = (root: string, remote: RemoteName): string => path.join(root, remote);

/** The manifest URL browsers get for `releaseId` of a remote whose base manifest is at `baseManifestUrl`. */
export function releaseManifestUrl(baseManifestUrl: string, releaseId: string | null): string {
  if (releaseId === null) return baseManifestUrl;
  return new URL(`${RELEASES_URL_DIR}/${releaseId}/mf-manifest.json`, baseManifestUrl).toString();
}

export const emptyRegistry = (remote: RemoteName): ReleaseRegistry => ({ remote, current: null, history: [], releases: [] });

const isReleaseId = (value: unknown): value is string => typeof value === 'string' && RELEASE_ID.test(value);

/** Reads a registry's text; throws naming what is wrong. */
export function parseRegistry(text: string, remote: RemoteName): ReleaseRegistry {
  const data = JSON.parse(text) as Partial<ReleaseRegistry> | null;
  if (!data || typeof data !== 'object') throw new Error('not an object');
  if (data.remote !== remote) throw new Error(`names remote ${JSON.stringify(data.remote)}, not ${remote}`);
  if (data.current !== null && !isReleaseId(data.current)) throw new Error(`current ${JSON.stringify(data.current)} is no release id`);
  if (!Array.isArray(data.history) || !data.history.every(isReleaseId)) throw new Error('history must list release ids');
  if (!Array.isArray(data.releases) || !data.releases.every((record) => isReleaseId(record?.releaseId))) {
    throw new Error('releases must list release records');
  }
  if ((data.history.at(-1) ?? null) !== data.current) throw new Error('current must be the last of history');
  return { remote, current: data.current, history: data.history, releases: data.releases };
}

/** The registry of `remote`, or an empty one when it has none yet. */
export function readRegistry(root: string, remote: RemoteName): ReleaseRegistry {
  const file = registryFileOf(root, remote);
  if (!fs.existsSync(file)) return emptyRegistry(remote);
  try {
    return parseRegistry(fs.readFileSync(file, 'utf8'), remote);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Writes the registry atomically: a temp file beside it, renamed over it. */
export function writeRegistry(root: string, registry: ReleaseRegistry): void {
  const file = registryFileOf(root, registry.remote);
  fs.mkdirSync(root, { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/**
 * `record` made live: added to the kept releases (once), pushed on the history. Then the
 * oldest releases beyond `keep` are dropped, never the current or the previous one.
 * Pure; returns the ids whose folders may go.
 */
export function withRelease(
  registry: ReleaseRegistry,
  record: ReleaseRecord,
  keep: number = RELEASES.keep,
): { registry: ReleaseRegistry; pruned: string[] } {
  const known = registry.releases.some((release) => release.releaseId === record.releaseId);
  const releases = known ? registry.releases : [...registry.releases, record];
  // Making the current release live again changes nothing.
  const history = registry.current === record.releaseId ? registry.history : [...registry.history, record.releaseId];
  const current = record.releaseId;
  const previous = history.at(-2) ?? null;
  const pruned: string[] = [];
  const kept = [...releases];
  for (let i = 0; kept.length > Math.max(keep, 2) && i < kept.length;) {
    const id = kept[i]!.releaseId;
    if (id === current || id === previous) i += 1;
    else pruned.push(kept.splice(i, 1)[0]!.releaseId);
  }
  return {
    registry: { ...registry, current, history: history.filter((id) => !pruned.includes(id)), releases: kept },
    pruned,
  };
}

/** The release before the current one made live again (null: the base build). Pure; throws when there is none. */
export function withRollback(registry: ReleaseRegistry): ReleaseRegistry {
  if (registry.current === null) throw new Error(`${registry.remote} has no release to roll back (it serves its base build)`);
  const history = registry.history.slice(0, -1);
  return { ...registry, history, current: history.at(-1) ?? null };
}

/**
 * Runs `task` holding the remote's release lock (a file created exclusively), so two releases
 * or rollbacks of one remote cannot interleave their registry writes.
 */
export async function withReleaseLock<T>(root: string, remote: RemoteName, task: () => Promise<T> | T): Promise<T> {
  fs.mkdirSync(root, { recursive: true });
  const lock = path.join(root, `${remote}.lock`);
  let handle: number;
  try {
    handle = fs.openSync(lock, 'wx');
  } catch {
    throw new Error(`another release or rollback of ${remote} is running (${lock}; remove it if none is)`);
  }
  try {
    fs.writeSync(handle, String(process.pid));
    return await task();
  } finally {
    fs.closeSync(handle);
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Publishes a finished build of `remote` (in `stagingDir`, on the same file system) as a release
 * and makes it live: the folder is renamed to `{root}/{remote}/{releaseId}/`, its build files get
 * the release id, the registry is written, and releases beyond the kept ones are removed.
 */
export function publishRelease(
  root: string,
  remote: RemoteName,
  stagingDir: string,
  { keep = RELEASES.keep, now = new Date() } = {},
): { record: ReleaseRecord; previous: string | null; reused: boolean } {
  const latestFile = path.join(stagingDir, 'builds', 'latest.json');
  const build = JSON.parse(fs.readFileSync(latestFile, 'utf8')) as BuildInfo;
  if (!fs.existsSync(path.join(stagingDir, 'mf-manifest.json'))) throw new Error(`${stagingDir} holds no remote build`);
  const releaseId = releaseIdOf(build.version, build.buildId);
  const before = readRegistry(root, remote);
  const target = path.join(releasesDirOf(root, remote), releaseId);
  // The same sources (and label) build the same id: that release exists already, make it live.
  const reused = fs.existsSync(target);
  if (reused) {
    fs.rmSync(stagingDir, { recursive: true, force: true });
  } else {
    const released: BuildInfo = { ...build, releaseId };
    for (const file of [latestFile, path.join(stagingDir, 'builds', 'meta', `${build.buildId}.json`)]) {
      fs.writeFileSync(file, JSON.stringify(released, null, 2));
      // Its precompressed siblings were made from the build's text: make them again.
      precompressFileSync(file);
    }
    fs.renameSync(stagingDir, target);
  }
  const record: ReleaseRecord = before.releases.find((release) => release.releaseId === releaseId) ?? {
    releaseId,
    version: build.version,
    buildId: build.buildId,
    builtAt: build.builtAt,
    ...(build.contractVersion !== undefined ? { contractVersion: build.contractVersion } : {}),
    ...(build.releaseLabel ? { releaseLabel: build.releaseLabel } : {}),
    releasedAt: now.toISOString(),
  };
  const { registry, pruned } = withRelease(before, record, keep);
  writeRegistry(root, registry);
  // Only after the registry no longer names them (tabs still on them have had `keep` releases' time).
  for (const id of pruned) fs.rmSync(path.join(releasesDirOf(root, remote), id), { recursive: true, force: true });
  return { record, previous: before.current, reused };
}

/** Makes the release before the current one live again; returns the registry written. */
export function rollbackRelease(root: string, remote: RemoteName): ReleaseRegistry {
  const registry = withRollback(readRegistry(root, remote));
  writeRegistry(root, registry);
  return registry;
}

export interface RemotesConfigSource {
  /** The manifest URL of each remote: its live release's, or the topology's when it has none. */
  entries(): { name: RemoteName; entry: string }[];
}

/**
 * What the shell server answers at the remotes config: re-reads a remote's registry only when
 * the file changed (size or mtime; one stat per remote per call), keeps the last good answer
 * when a registry cannot be read, and falls back to the topology's URL without one.
 */
export function remotesConfigSource(
  baseUrls: Record<RemoteName, string>,
  root: string,
  warn: (message: string) => void = console.warn,
): RemotesConfigSource {
  const seen = new Map<RemoteName, { stamp: string; current: string | null }>();
  const currentOf = (remote: RemoteName): string | null => {
    const file = registryFileOf(root, remote);
    let stamp = 'missing';
    try {
      const stat = fs.statSync(file);
      stamp = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
    } catch {
      // No registry: the remote serves its base build.
    }
    const known = seen.get(remote);
    if (known?.stamp === stamp) return known.current;
    let current: string | null = known?.current ?? null;
    if (stamp === 'missing') current = null;
    else {
      try {
        current = parseRegistry(fs.readFileSync(file, 'utf8'), remote).current;
      } catch (error) {
        warn(
          `release registry ${file} unreadable, keeping ${current ?? 'the base build'}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    seen.set(remote, { stamp, current });
    return current;
  };
  return {
    entries: () => REMOTE_NAMES.map((name) => ({ name, entry: releaseManifestUrl(baseUrls[name], currentOf(name)) })),
  };
}
