import { act, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What each commit showed, in order. */
let commits: string[] = [];

function Where() {
  const text = useHydrated() ? 'client' : 'server';
  useLayoutEffect(() => {
    commits.push(text);
  });
  return <span>{text}</span>;
}

let consoleError: jest.SpyInstance;
let container: HTMLDivElement;
beforeEach(() => {
  commits = [];
  consoleError = jest.spyOn(console, 'error');
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  jest.restoreAllMocks();
});

describe('useHydrated', () => {
  it('is false in the server render', () => {
    expect(renderToString(<Where />)).toBe('<span>server</span>');
  });

  it('hydrates the server’s markup as it is, then turns true', async () => {
    container.innerHTML = renderToString(<Where />);
    const recovered: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Where />, { onRecoverableError: (error) => recovered.push(error) }));
    // The hydrating commit matches the server (no mismatch, so no client re-render of the tree).
    expect(recovered).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(commits).toEqual(['server', 'client']);
    expect(container.textContent).toBe('client');
    act(() => root.unmount());
  });

  it('is true at once in a page the browser renders itself', () => {
    const root = createRoot(container);
    act(() => root.render(<Where />));
    expect(commits).toEqual(['client']);
    expect(container.textContent).toBe('client');
    act(() => root.unmount());
  });
});
