/**
 * A fatal page error with an HTTP status. Thrown while rendering a page (the shell's own or a
 * remote's), it replaces the page with the shell's error page: 404 for route-level validation or
 * missing data (a job id that does not exist, an unknown field in `/nabidky/:fields`), 500 otherwise.
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

/** True for a FatalError, also one made by another copy of this module (a remote built apart). */
export function isFatalError(error: unknown): error is FatalError {
  return error instanceof FatalError || (error instanceof Error && error.name === 'FatalError' && typeof (error as FatalError).status === 'number');
}
