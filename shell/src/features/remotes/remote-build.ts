/**
 * The build of the remote a page loaded, read from the `builds/latest.json` beside the manifest
 * this page registered for it (a release's folder is never rewritten, so it names exactly the
 * code loaded from there). Shown on the area as `data-remote-build` (and the test-only
 * `data-release-label`), so operators and the e2e suite see which release a tab runs.
 */
import type { RemoteName } from '@raketa/shared';
import { startTransition, useEffect, useState } from 'react';
import { buildInfoUrlOf, fetchBuildInfo, type ServedBuildInfo } from '../../lib/build-info';
import { registeredRemotes } from '../../lib/load-remote';

const builds = new Map<string, Promise<ServedBuildInfo | null>>();

/** The build info beside `manifestUrl`, fetched once per page (a failure is asked again next time). */
export function remoteBuildOf(manifestUrl: string): Promise<ServedBuildInfo | null> {
  const url = buildInfoUrlOf(manifestUrl);
  let build = builds.get(url);
  if (!build) {
    build = fetchBuildInfo(url);
    builds.set(url, build);
    void build.then((info) => {
      if (!info) builds.delete(url);
    });
  }
  return build;
}

/** The loaded remote's build, once known (null until then, or when it cannot be read). */
export function useRemoteBuild(remote: RemoteName): ServedBuildInfo | null {
  const [build, setBuild] = useState<ServedBuildInfo | null>(null);
  useEffect(() => {
    const entry = registeredRemotes()?.get(remote);
    if (!entry) return undefined;
    let current = true;
    void remoteBuildOf(entry).then((info) => {
      // Not urgent: an update here while the remote's page still hydrates would make React finish
      // that at once, in one long task.
      if (current) startTransition(() => setBuild(info));
    });
    return () => {
      current = false;
    };
  }, [remote]);
  return build;
}
