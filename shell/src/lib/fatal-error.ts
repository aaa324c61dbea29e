import { FatalError, isFatalError, isRouteErrorResponse } from '@raketa/shared';

export { FatalError };

/** The status an error stands for: its own, or 500 for anything unexpected. */
export function statusOf(error: unknown): number {
  if (isFatalError(error)) return error.status;
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

/** Spec section 2: 200 shows the normal layout, 404 the 404 page, anything else the 500 page. */
export function pageForStatus(status: number): 'layout' | 'notFound' | 'serverError' {
  if (status === 200) return 'layout';
  return status === 404 ? 'notFound' : 'serverError';
}
