import { isFatalError, isRouteErrorResponse } from '@raketa/shared';
import type { ErrorInfo } from 'react';

/**
 * React's default for an error an error boundary caught is a console error with its stack. A
 * FatalError is how a page says "404" or "410" (its boundary shows the error page), not a fault:
 * it stays out of the console; everything else is logged as React would.
 */
export function logCaughtError(error: unknown, info: ErrorInfo): void {
  if (isFatalError(error)) return;
  console.error('[shell] an error boundary caught:', error, info.componentStack ?? '');
}

/** A hydration React recovered from (by rendering in the browser): logged with its cause and where. */
export function logRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined;
  console.error('[shell] hydration recovered by rendering in the browser:', error, cause ?? '', info.componentStack ?? '');
}

/**
 * The router's own report of an error (without it React Router logs every one, "React Router caught
 * the following error during render"). One it caught in render (`errorInfo` set) also reaches
 * React's `onCaughtError` above, which logs it; a loader's error only comes here: the same rule,
 * and a route's 404 answer is not a fault either.
 */
export function logRouteError(error: unknown, info?: { errorInfo?: ErrorInfo }): void {
  if (info?.errorInfo) return;
  if (isFatalError(error) || (isRouteErrorResponse(error) && error.status === 404)) return;
  console.error('[shell] a page failed:', error);
}

/** The options both of the shell's React roots are made with. */
export const ROOT_OPTIONS = { onCaughtError: logCaughtError, onRecoverableError: logRecoverableError };
