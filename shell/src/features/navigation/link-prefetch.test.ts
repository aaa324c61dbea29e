import { installLinkPrefetch, shouldPrefetch, type ConnectionInfo } from './link-prefetch';

describe('shouldPrefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ] as [ConnectionInfo | undefined, boolean][])('%j → %s', (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});

describe('installLinkPrefetch', () => {
  let connection: ConnectionInfo | undefined;
  const prefetch = jest.fn();
  let uninstall: () => void = () => undefined;

  function link(href: string) {
    const element = document.createElement('a');
    element.setAttribute('href', href);
    element.innerHTML = '<span>text</span>';
    document.body.append(element);
    return element;
  }

  beforeEach(() => {
    connection = { effectiveType: '4g' };
    prefetch.mockClear();
    uninstall = installLinkPrefetch({ prefetch, connection: () => connection });
  });
  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
  });

  it('prefetches a same-site link on pointer enter, focus and touch (delegated on the document)', () => {
    const element = link('/firmy');
    element.firstElementChild!.dispatchEvent(new Event('pointerenter', { bubbles: false }));
    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    element.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetch.mock.calls).toEqual([['http://localhost/firmy'], ['http://localhost/firmy'], ['http://localhost/firmy']]);
  });

  it('skips other sites, downloads and elements that are not links', () => {
    link('https://example.com/firmy').dispatchEvent(new Event('pointerenter'));
    const download = link('/report.pdf');
    download.setAttribute('download', '');
    download.dispatchEvent(new Event('pointerenter'));
    document.body.dispatchEvent(new Event('pointerenter'));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('skips on slow 2G, 2G and data saving, read at each intent', () => {
    const element = link('/firmy');
    connection = { effectiveType: 'slow-2g' };
    element.dispatchEvent(new Event('pointerenter'));
    connection = { effectiveType: '2g' };
    element.dispatchEvent(new Event('pointerenter'));
    connection = { effectiveType: '4g', saveData: true };
    element.dispatchEvent(new Event('pointerenter'));
    expect(prefetch).not.toHaveBeenCalled();
    connection = { effectiveType: '4g' };
    element.dispatchEvent(new Event('pointerenter'));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('stops once uninstalled', () => {
    uninstall();
    link('/firmy').dispatchEvent(new Event('pointerenter'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
