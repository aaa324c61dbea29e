import { FatalError } from '@raketa/shared';
import { act } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { logRouteError, ROOT_OPTIONS } from './root-errors';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>error page</p> : this.props.children);
}

const Throws = ({ error }: { error: Error }): ReactNode => {
  throw error;
};

/** Renders a page that throws `error` the way the shell's root and router hold it; what reached the console. */
async function consoleOf(error: Error, { router }: { router: boolean }): Promise<unknown[][]> {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.createElement('div');
  const root = createRoot(container, ROOT_OPTIONS);
  const page = <Throws error={error} />;
  await act(async () => {
    if (router) {
      const memory = createMemoryRouter([{ path: '/', element: page, errorElement: <p>error page</p> }]);
      root.render(<RouterProvider router={memory} onError={logRouteError} />);
    } else {
      root.render(<Boundary>{page}</Boundary>);
    }
  });
  expect(container.textContent).toBe('error page');
  act(() => root.unmount());
  const calls = logged.mock.calls;
  logged.mockRestore();
  return calls;
}

describe('errors an error boundary caught', () => {
  it.each([true, false])('a FatalError (a page saying 404) logs nothing (router boundary: %s)', async (router) => {
    expect(await consoleOf(new FatalError(404, 'no such job'), { router })).toEqual([]);
  });

  it.each([true, false])('any other error is logged once, by the shell (router boundary: %s)', async (router) => {
    const calls = await consoleOf(new Error('broken page'), { router });
    expect(calls).toHaveLength(1);
    expect(String(calls[0]![0])).toMatch(/^\[shell\] /);
  });

  it("a loader's error is logged by the router hook, its 404 answer is not", () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logRouteError({ status: 404, statusText: 'Not Found', internal: false, data: null });
    logRouteError(new FatalError(404, 'no such job'));
    expect(logged).not.toHaveBeenCalled();
    logRouteError(new Error('loader failed'));
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
