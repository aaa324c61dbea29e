/**
 * Chunk load errors (spec section 4): a chunk that can no longer be fetched usually
 * means a new build replaced the old hashed files, and only a page load fixes it,
 * so the page reloads (through the reload guard, at most once per path in 10 s).
 *
 * Not chunk load errors, so the remote area's fallback shows without a reload:
 * a remote that is down or slow (its manifest or entry fails, or the shell's
 * timeout fires) and a chunk that was served but does not run (webpack reports
 * type `missing`: a reload would fetch the same broken file).
 */
import { REMOTE_LOAD_TIMEOUT_MS, reloadPage } from '@raketa/shared';

interface LoadError {
  name?: unknown;
  message?: unknown;
  type?: unknown;
  request?: unknown;
}

// Messages of a failed native `import()` in Chromium, Firefox and Safari.
const DYNAMIC_IMPORT_FAILED =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, type } = error as LoadError;
  // webpack's JS chunks and mini-css-extract's CSS chunks both name their error ChunkLoadError.
  if (name === 'ChunkLoadError') return type !== 'missing';
  return typeof message === 'string' && DYNAMIC_IMPORT_FAILED.test(message);
}

/** The URL the failed load asked for, when the error names one. */
export function failedRequestOf(error: unknown): string | null {
  const { request, message } = (error ?? {}) as LoadError;
  if (typeof request === 'string' && request) return request;
  const match = typeof message === 'string' ? /https?:\/\/[^\s)]+/.exec(message) : null;
  return match ? match[0] : null;
}

/**
 * Whether the server of `url` answers at all. A chunk whose server is down is a
 * remote that is down: a reload would not bring it back, the fallback says so.
 */
export async function isServerReachable(url: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_LOAD_TIMEOUT_MS);
  try {
    await fetchImpl(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface ChunkErrorDeps {
  reload: () => boolean;
  reachable: (url: string) => Promise<boolean>;
}

const defaultDeps: ChunkErrorDeps = { reload: () => reloadPage(), reachable: (url) => isServerReachable(url) };

/** Reloads the current page for a chunk load error; resolves to whether it did. */
export async function reloadForChunkError(error: unknown, deps: ChunkErrorDeps = defaultDeps): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  const request = failedRequestOf(error);
  if (request && !(await deps.reachable(request))) return false;
  return deps.reload();
}

/** Listens for chunk load errors nobody caught (window error and unhandledrejection); returns the uninstaller. */
export function installChunkErrorReload(target: Window = window, deps: ChunkErrorDeps = defaultDeps): () => void {
  const onError = (event: ErrorEvent) => void reloadForChunkError(event.error, deps);
  const onRejection = (event: PromiseRejectionEvent) => void reloadForChunkError(event.reason, deps);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
