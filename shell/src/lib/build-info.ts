/**
 * The build info every app serves at `builds/latest.json` (platform/webpack-config.ts
 * BuildInfo; a release adds its id, platform/releases.ts). A remote's lies next to its
 * manifest, so a release's is its own folder's. Read by the about-build page and by each remote
 * area (its `data-remote-build`).
 */
import { REMOTE_CONTRACT_VERSION } from '@raketa/shared';

export interface ServedBuildInfo {
  app: string;
  version: string;
  buildId: string;
  builtAt: string;
  contractVersion: number | null;
  releaseId: string | null;
  releaseLabel: string | null;
}

/** The contract version this shell was built against (its build's constant; the shared value under Jest). */
export const shellContractVersion = (): number =>
  typeof __RAKETA_CONTRACT_VERSION__ === 'number' ? __RAKETA_CONTRACT_VERSION__ : REMOTE_CONTRACT_VERSION;

/** `builds/latest.json` beside a manifest (or any file) URL; relative URLs resolve against `base`. */
export function buildInfoUrlOf(manifestUrl: string, base = window.location.href): string {
  return new URL('builds/latest.json', new URL(manifestUrl, base)).toString();
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The build info as served, or null when the answer is not one (fields of the wrong type are left out). */
export function parseBuildInfo(body: unknown): ServedBuildInfo | null {
  if (!body || typeof body !== 'object') return null;
  const data = body as Record<string, unknown>;
  const buildId = text(data.buildId);
  if (!buildId) return null;
  return {
    app: text(data.app) ?? '',
    version: text(data.version) ?? '',
    buildId,
    builtAt: text(data.builtAt) ?? '',
    contractVersion: typeof data.contractVersion === 'number' ? data.contractVersion : null,
    releaseId: text(data.releaseId),
    releaseLabel: text(data.releaseLabel),
  };
}

/** Fetches build info (never from the cache); null when it cannot be read. */
export async function fetchBuildInfo(url: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<ServedBuildInfo | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    return response.ok ? parseBuildInfo(await response.json()) : null;
  } catch {
    return null;
  }
}
