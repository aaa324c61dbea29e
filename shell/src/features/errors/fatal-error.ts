import { isRouteErrorResponse } from 'react-router-dom';

/**
 * A fatal app error with an HTTP status: thrown while rendering a page, it replaces the
 * page with the error page (404: route-level validation or missing data; 500 otherwise).
 */
export class FatalError extends Error {
  constructor(
    readonly status: number,
    message = `fatal ${status}`,
  ) {
    super(message);
    this.name = 'FatalError';
  }
}

/** The status an error stands for: its own, or 500 for anything unexpected. */
export function statusOf(error: unknown): number {
  if (error instanceof FatalError) return error.status;
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

/** Spec section 2: 200 shows the normal layout, 404 the 404 page, anything else the 500 page. */
export function pageForStatus(status: number): 'layout' | 'notFound' | 'serverError' {
  if (status === 200) return 'layout';
  return status === 404 ? 'notFound' : 'serverError';
}
