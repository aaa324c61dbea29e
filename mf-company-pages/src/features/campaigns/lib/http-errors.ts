/** ky's HTTPError carries the response; read it by shape (ky is shared's dependency, not this remote's). */
export const isNotFound = (error: unknown) =>
  error instanceof Error && error.name === 'HTTPError' && (error as Error & { response?: Response }).response?.status === 404;
