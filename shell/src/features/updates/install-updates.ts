import { BUILD_POLL_INTERVAL_MS, runningBuildId, watchBuilds, type RemoteEntries } from './build-watcher';
import { applyUpdateOnNavigation, type NavigationSource } from './update-on-navigation';

export interface BuildUpdatesOptions {
  /** The poll interval (the public config's `buildPollMs`). */
  intervalMs?: number;
  /** The remotes config the page registered at start (null when it failed to load). */
  registeredRemotes?: () => RemoteEntries | null;
}

/**
 * New-build handling of the page: poll the shell's build and the remotes config, and
 * once a new shell build or another release of a remote is served, make the next
 * navigation a full page load. Returns the uninstaller.
 */
export function installBuildUpdates(
  router: NavigationSource,
  { intervalMs = BUILD_POLL_INTERVAL_MS, registeredRemotes = () => null }: BuildUpdatesOptions = {},
): () => void {
  let pending = false;
  const stopWatching = watchBuilds({
    currentBuildId: runningBuildId(),
    intervalMs,
    onNewBuild: (buildId) => {
      pending = true;
      console.info(`[updates] build ${buildId} is served; the next navigation loads it`);
    },
    currentRemotes: registeredRemotes(),
    onRemotesChange: (remotes) => {
      pending = true;
      console.info(`[updates] a new release of ${remotes.join(', ')} is served; the next navigation loads it`);
    },
  });
  const stopApplying = applyUpdateOnNavigation({ router, isPending: () => pending });
  return () => {
    stopWatching();
    stopApplying();
  };
}
