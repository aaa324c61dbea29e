import { failedRequestOf, installChunkErrorReload, isChunkLoadError, isServerReachable, reloadForChunkError } from './chunk-errors';

/** The error webpack's JSONP runtime rejects a chunk with. */
function webpackChunkError(type: string, request = 'http://localhost:3001/123.abcdef123456.js') {
  return Object.assign(new Error(`Loading chunk 123 failed.\n(${type}: ${request})`), { name: 'ChunkLoadError', type, request });
}

describe('isChunkLoadError', () => {
  it.each([
    ['a JS chunk that failed to load', webpackChunkError('error')],
    ['a JS chunk that timed out', webpackChunkError('timeout')],
    [
      'a CSS chunk (mini-css-extract)',
      Object.assign(new Error('Loading CSS chunk 5 failed.\n(error: http://x/5.css)'), {
        name: 'ChunkLoadError',
        code: 'CSS_CHUNK_LOAD_FAILED',
        type: 'error',
      }),
    ],
    ['a failed dynamic import (Chromium)', new TypeError('Failed to fetch dynamically imported module: http://x/a.js')],
    ['a failed dynamic import (Firefox)', new TypeError('error loading dynamically imported module: http://x/a.js')],
    ['a failed dynamic import (Safari)', new TypeError('Importing a module script failed.')],
  ])('is true for %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a chunk served but broken (type missing)', webpackChunkError('missing')],
    ['a remote whose manifest fails', new Error('[ Federation Runtime ]: Failed to get manifestJson for jobs')],
    ['a remote entry that fails', Object.assign(new Error('Failed to load script resources'), { name: 'ScriptExternalLoadError' })],
    ['a timeout of the shell', Object.assign(new Error('remote learning is unavailable'), { name: 'RemoteUnavailableError' })],
    ['a failed fetch', new TypeError('Failed to fetch')],
    ['a syntax error', new SyntaxError('Unexpected end of input')],
    ['nothing', undefined],
    ['a string', 'ChunkLoadError'],
  ])('is false for %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('failedRequestOf', () => {
  it('reads webpack’s request, else the URL in the message', () => {
    expect(failedRequestOf(webpackChunkError('error', 'http://a/1.js'))).toBe('http://a/1.js');
    expect(failedRequestOf(new TypeError('Failed to fetch dynamically imported module: http://b/2.js'))).toBe('http://b/2.js');
    expect(failedRequestOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('reloadForChunkError', () => {
  it('reloads through the guard when the chunk’s server answers (a new build removed it)', async () => {
    const reload = jest.fn(() => true);
    const reachable = jest.fn(async () => true);
    await expect(reloadForChunkError(webpackChunkError('error'), { reload, reachable })).resolves.toBe(true);
    expect(reachable).toHaveBeenCalledWith('http://localhost:3001/123.abcdef123456.js');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the chunk’s server is down: that remote is down, the fallback says so', async () => {
    const reload = jest.fn(() => true);
    await expect(reloadForChunkError(webpackChunkError('error'), { reload, reachable: async () => false })).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload for other errors, and reports a refusal of the guard', async () => {
    const reload = jest.fn(() => false);
    const reachable = async () => true;
    await expect(reloadForChunkError(webpackChunkError('missing'), { reload, reachable })).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    await expect(reloadForChunkError(webpackChunkError('error'), { reload, reachable })).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('installChunkErrorReload', () => {
  it('reloads for chunk errors nobody caught, on error and unhandledrejection, until uninstalled', async () => {
    const reload = jest.fn(() => true);
    // Jest fails a test on window errors nobody listens to; this one keeps listening after the uninstall.
    const bystander = () => undefined;
    window.addEventListener('error', bystander);
    const uninstall = installChunkErrorReload(window, { reload, reachable: async () => true });
    window.dispatchEvent(new ErrorEvent('error', { error: webpackChunkError('error') }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new TypeError('Importing a module script failed.') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('unrelated') }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(2);
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { error: webpackChunkError('error') }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(2);
    window.removeEventListener('error', bystander);
  });
});

describe('isServerReachable', () => {
  it('is true for any answer and false when the request fails', async () => {
    const answering = jest.fn(async () => ({ ok: false, status: 404 }));
    await expect(isServerReachable('http://a/1.js', answering as unknown as typeof fetch)).resolves.toBe(true);
    expect(answering).toHaveBeenCalledWith('http://a/1.js', expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(isServerReachable('http://a/1.js', failing as unknown as typeof fetch)).resolves.toBe(false);
  });
});
