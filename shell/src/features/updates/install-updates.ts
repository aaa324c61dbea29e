import { runningBuildId, watchBuilds } from './build-watcher';
import { applyUpdateOnNavigation, type NavigationSource } from './update-on-navigation';

/**
 * New-build handling of the page: poll the shell's build, and once a new one is
 * served, make the next navigation a full page load. Returns the uninstaller.
 */
export function installBuildUpdates(router: NavigationSource): () => void {
  let pending = false;
  const stopWatching = watchBuilds({
    currentBuildId: runningBuildId(),
    onNewBuild: (buildId) => {
      pending = true;
      console.info(`[updates] build ${buildId} is served; the next navigation loads it`);
    },
  });
  const stopApplying = applyUpdateOnNavigation({ router, isPending: () => pending });
  return () => {
    stopWatching();
    stopApplying();
  };
}
