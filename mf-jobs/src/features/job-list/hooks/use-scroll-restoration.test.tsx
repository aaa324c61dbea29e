import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useScrollRestoration } from './use-scroll-restoration';

function List() {
  useScrollRestoration(true, 1);
  return <p>list</p>;
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useScrollRestoration', () => {
  it('remembers where a list loaded already scrolled (before hydration) is, without a scroll event', () => {
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true });
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <List /> }])} />);
    expect(sessionStorage.getItem('raketa:scroll:default')).toBe('1234');
  });

  it('leaves the remembered position of a back/forward entry to its restoration', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <List /> },
      { path: '/job', element: <p>job</p> },
    ]);
    render(<RouterProvider router={router} />);
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const listKey = router.state.location.key;
    expect(sessionStorage.getItem(`raketa:scroll:${listKey}`)).toBe('800');
    await act(() => router.navigate('/job'));
    // The shorter page clamped the scroll; back on the list it is restored, not remembered again.
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(() => router.navigate(-1));
    expect(sessionStorage.getItem(`raketa:scroll:${listKey}`)).toBe('800');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 800);
  });
});
