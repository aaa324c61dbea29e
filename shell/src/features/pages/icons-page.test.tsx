import { ICON_NAMES, ICONS, initI18n } from '@raketa/shared';
import { addSharedMessages } from '@raketa/shared/testing';
import { render, screen, within } from '@testing-library/react';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import { IconsPage } from './icons-page';

beforeAll(async () => {
  await initI18n('cs', 'shell', { cs, en });
  await addSharedMessages();
});

describe('IconsPage', () => {
  it('is titled with the route title', () => {
    render(<IconsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ikony');
  });

  it('shows every icon of the set with its name', () => {
    render(<IconsPage />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(Object.keys(ICONS));
    for (const name of ICON_NAMES) {
      const item = items.find((candidate) => candidate.getAttribute('data-icon-name') === name)!;
      expect(within(item).getByText(name).tagName).toBe('CODE');
      expect(item.querySelector(`svg[data-icon="${name}"]`)).not.toBeNull();
    }
  });
});
