import remoteErrorPlugin, { EMPTY_STYLESHEET } from './runtime-plugin';

type CreateLinkArgs = Parameters<NonNullable<ReturnType<typeof remoteErrorPlugin>['createLink']>>[0];
const URL_OF_CSS = 'http://127.0.0.1:3201/__federation_expose_routes.0123456789ab.css';

describe('the shell’s federation runtime plugin', () => {
  const createLink = (url: string, rel: string) => remoteErrorPlugin().createLink!({ url, attrs: { rel } } as unknown as CreateLinkArgs);

  afterEach(() => document.head.replaceChildren());

  it('stands an empty sheet in for a remote stylesheet the server inlined, so it is not fetched again', () => {
    const style = document.createElement('style');
    style.dataset.href = URL_OF_CSS;
    document.head.append(style);
    const link = createLink(URL_OF_CSS, 'stylesheet') as HTMLLinkElement;
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link.rel).toBe('stylesheet');
    expect(link.getAttribute('href')).toBe(EMPTY_STYLESHEET);
    expect(link.dataset.inlined).toBe(URL_OF_CSS);
  });

  it('leaves every other link to the runtime', () => {
    expect(createLink(URL_OF_CSS, 'stylesheet')).toBeUndefined();
    const style = document.createElement('style');
    style.dataset.href = URL_OF_CSS;
    document.head.append(style);
    expect(createLink(URL_OF_CSS, 'preload')).toBeUndefined();
    expect(createLink('http://127.0.0.1:3201/other.css', 'stylesheet')).toBeUndefined();
  });

  it('logs a remote that failed, naming it and the phase', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('down');
    remoteErrorPlugin().errorLoadRemote!({ id: 'jobs/routes', error, lifecycle: 'onLoad' } as never);
    expect(log).toHaveBeenCalledWith('[federation] loading jobs/routes failed during onLoad', error);
    log.mockRestore();
  });
});
