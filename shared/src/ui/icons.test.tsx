import { render, screen } from '@testing-library/react';
import { ICON_NAMES, ICONS, Icon } from './icons';

describe('ICONS', () => {
  it('names the icons the product uses', () => {
    expect(ICON_NAMES).toEqual(
      expect.arrayContaining([
        'success',
        'error',
        'warning',
        'info',
        'close',
        'search',
        'location',
        'salary',
        'company',
        'bookmark',
        'saved',
        'follow',
        'user',
        'menu',
        'externalLink',
        'arrowLeft',
        'arrowRight',
        'check',
        'online',
        'offline',
      ]),
    );
    expect(ICON_NAMES).toHaveLength(Object.keys(ICONS).length);
  });
});

describe('Icon', () => {
  it('is decorative (hidden from assistive technology) without a label', () => {
    const { container } = render(<Icon name="search" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect(svg.getAttribute('data-icon')).toBe('search');
    expect(svg.getAttribute('class')).toContain('rk-icon');
  });

  it('is an image named by its label when given one', () => {
    render(<Icon name="bookmark" label="Uložit" size={16} className="extra" />);
    const svg = screen.getByRole('img', { name: 'Uložit' });
    expect(svg.getAttribute('aria-hidden')).toBeNull();
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('class')).toContain('extra');
  });

  it('draws a different glyph for different names', () => {
    const { container } = render(
      <>
        <Icon name="success" />
        <Icon name="error" />
      </>,
    );
    const [success, error] = Array.from(container.querySelectorAll('svg'));
    expect(success!.innerHTML).not.toBe(error!.innerHTML);
  });
});
