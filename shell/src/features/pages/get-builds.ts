/**
 * The about-build page's data: the shell's build, the remotes config as served now, and the
 * build info beside each remote's manifest. Read fresh every time (operators look here to
 * see what a release or rollback switched).
 */
import { REMOTES_CONFIG_PATH } from '@raketa/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildInfoUrlOf, fetchBuildInfo, type ServedBuildInfo } from '../../lib/build-info';

export const SHELL_BUILD_PATH = '/builds/latest.json';

export interface RemoteBuildRow {
  name: string;
  manifestUrl: string;
  build: ServedBuildInfo | null;
}

export interface Builds {
  shell: ServedBuildInfo | null;
  remotes: RemoteBuildRow[];
}

export async function getBuilds(fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<Builds> {
  const configResponse = await fetchImpl(REMOTES_CONFIG_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!configResponse.ok) throw new Error(`${REMOTES_CONFIG_PATH} answered ${configResponse.status}`);
  const config = (await configResponse.json()) as { remotes?: { name?: unknown; entry?: unknown }[] };
  const listed = (Array.isArray(config.remotes) ? config.remotes : []).filter(
    (remote): remote is { name: string; entry: string } => typeof remote?.name === 'string' && typeof remote.entry === 'string',
  );
  const [shell, ...remotes] = await Promise.all([
    fetchBuildInfo(SHELL_BUILD_PATH, fetchImpl),
    ...listed.map((remote) => fetchBuildInfo(buildInfoUrlOf(remote.entry), fetchImpl)),
  ]);
  return { shell: shell ?? null, remotes: listed.map((remote, i) => ({ name: remote.name, manifestUrl: remote.entry, build: remotes[i] ?? null })) };
}

export const buildsQuery = () => queryOptions({ queryKey: ['about-build'], queryFn: () => getBuilds(), staleTime: 0, retry: false });

export const useBuilds = () => useQuery(buildsQuery());
