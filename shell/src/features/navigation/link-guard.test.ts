import { initI18n, toastsAtom } from '@raketa/shared';
import { getDefaultStore } from 'jotai';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { installNavigationGuard, navigateTo, notifyBlocked } from './link-guard';

const config = { siteHosts: ['localhost', 'en.localhost'], allowedHosts: ['*.trusted.cz'] };

function link(href: string, tag: 'a' | 'area' = 'a') {
  const element = document.createElement(tag);
  element.setAttribute('href', href);
  const inner = document.createElement('span');
  inner.textContent = 'link';
  element.append(inner);
  document.body.append(element);
  return inner;
}

/** Dispatches a click; a bubbling listener stands in for the page (and keeps jsdom from navigating). */
function click(target: Element, type: 'click' | 'auxclick' = 'click') {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: type === 'click' ? 0 : 1 });
  let reachedPage = false;
  const page = (e: Event) => {
    reachedPage = true;
    e.preventDefault();
  };
  document.addEventListener(type, page);
  target.dispatchEvent(event);
  document.removeEventListener(type, page);
  return { prevented: event.defaultPrevented && !reachedPage, reachedPage };
}

let uninstall: () => void = () => undefined;
beforeAll(() => initI18n('cs', 'shell', { cs, en }));
beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('installNavigationGuard', () => {
  it.each(['https://evil.com/', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.com'])(
    'stops a click on %j before the page acts, warns and shows a destructive toast',
    (href) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      uninstall = installNavigationGuard(config);
      expect(click(link(href))).toEqual({ prevented: true, reachedPage: false });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('[navigation] blocked'));
      const [shown] = getDefaultStore().get(toastsAtom);
      expect(shown).toMatchObject({ title: 'Odkaz byl zablokován', variant: 'destructive', open: true });
    },
  );

  it('lets a vouched link leave for any plain web address, and nothing else', () => {
    const onBlocked = jest.fn();
    uninstall = installNavigationGuard(config, { onBlocked });
    const vouched = (href: string) => {
      const inner = link(href);
      inner.parentElement!.setAttribute('data-external-link', 'company');
      return inner;
    };
    expect(click(vouched('https://startup.example/about')).reachedPage).toBe(true);
    expect(click(vouched('javascript:alert(1)')).prevented).toBe(true);
    expect(click(vouched('https://user:secret@startup.example/')).prevented).toBe(true);
    expect(click(link('https://startup.example/about')).prevented).toBe(true);
    expect(onBlocked).toHaveBeenCalledTimes(3);
  });

  it('also stops middle clicks and image-map areas', () => {
    const onBlocked = jest.fn();
    uninstall = installNavigationGuard(config, { onBlocked });
    expect(click(link('https://evil.com/'), 'auxclick').prevented).toBe(true);
    expect(click(link('https://evil.com/', 'area')).prevented).toBe(true);
    expect(onBlocked).toHaveBeenCalledWith('https://evil.com/', 'external-host');
  });

  it.each(['/firmy', 'http://en.localhost/jobs', 'https://www.trusted.cz/x', 'mailto:info@raketa.cz', '#prihlaseni'])('lets %j through', (href) => {
    const onBlocked = jest.fn();
    uninstall = installNavigationGuard(config, { onBlocked });
    expect(click(link(href)).reachedPage).toBe(true);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('stops guarding once uninstalled', () => {
    const onBlocked = jest.fn();
    installNavigationGuard(config, { onBlocked })();
    expect(click(link('https://evil.com/')).reachedPage).toBe(true);
    expect(onBlocked).not.toHaveBeenCalled();
  });
});

describe('navigateTo', () => {
  it('navigates same-origin paths client-side and blocks what the guard refuses', () => {
    const navigate = jest.fn();
    const onBlocked = jest.fn();
    uninstall = installNavigationGuard(config, { navigate, onBlocked });
    expect(navigateTo('/firmy?x=1#a')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/firmy?x=1#a');
    expect(navigateTo('javascript:alert(1)')).toBe(false);
    expect(navigateTo('https://evil.com')).toBe(false);
    expect(onBlocked.mock.calls).toEqual([
      ['javascript:alert(1)', 'unsafe-protocol'],
      ['https://evil.com', 'external-host'],
    ]);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('notifyBlocked', () => {
  it('uses the translated title', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await initI18n('en', 'shell', { cs, en });
    notifyBlocked('https://evil.com', 'external-host');
    expect(getDefaultStore().get(toastsAtom)[0]).toMatchObject({ title: 'Link blocked', variant: 'destructive' });
    await initI18n('cs', 'shell', { cs, en });
  });
});
