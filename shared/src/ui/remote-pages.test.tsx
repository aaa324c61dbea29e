import { render, screen } from '@testing-library/react';
import { addAppMessages, initI18n } from '../i18n/i18n';
import type { RemotePageProps } from '../federation/contract';
import { lazyPage, RemotePages } from './remote-pages';
import cs from '../i18n/messages/cs.json';
import en from '../i18n/messages/en.json';

beforeAll(async () => {
  await initI18n('en', 'test', { cs: {}, en: {} });
  addAppMessages('shared', { cs, en });
});

const pageModule = { TestListPage: ({ routeId, locale }: RemotePageProps) => <h1>{`list ${routeId} ${locale}`}</h1> };

describe('RemotePages', () => {
  it('loads the named export of a page module on first use and passes the route props', async () => {
    const load = jest.fn(() => Promise.resolve(pageModule));
    const pages = { testList: lazyPage(load, 'TestListPage') };
    expect(load).not.toHaveBeenCalled();
    const { container } = render(<RemotePages pages={pages} props={{ routeId: 'testList', locale: 'en' }} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'list testList en' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder for a route the remote has no page for', () => {
    render(<RemotePages pages={{}} props={{ routeId: 'startupTalk', locale: 'en' }} />);
    expect(screen.getByRole('heading', { name: 'StartupTalk' })).toBeTruthy();
  });
});
