import { VOUCHED_LINK_ATTRIBUTE } from '@raketa/shared';
import { renderInRouter } from '@raketa/shared/testing';
import { screen } from '@testing-library/react';
import { initLearningMessages } from '../../../testing/learning-testing';
import { render } from '@testing-library/react';
import { ChapterBody, safeCreateElement, withoutRepeatedTitle } from './chapter-body';

beforeAll(() => initLearningMessages('en'));

const renderBody = (body: string, title = 'Chapter') => renderInRouter(<ChapterBody body={body} title={title} />, '/startupedu/futures/x/chapter/y');

describe('ChapterBody', () => {
  it('renders Markdown with headings one level down (the page title is the h1)', () => {
    const { container } = renderBody('# Big\n\n## Smaller\n\n### Smallest\n\nSome **bold** and *soft* text.\n\n- one\n- two\n\n> quoted');
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Big' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Smaller' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Smallest' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('soft');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('blockquote')?.textContent).toContain('quoted');
  });

  it('drops a leading heading that repeats the chapter title', () => {
    expect(withoutRepeatedTitle('# What is a startup\n\nText', 'What is a startup')).toBe('\nText');
    expect(withoutRepeatedTitle('# Something else\n\nText', 'What is a startup')).toBe('# Something else\n\nText');
    renderBody('# What is a startup\n\nText', 'What is a startup');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('never turns raw HTML in the source into elements', () => {
    const { container } = renderBody(
      [
        'Before <script>window.hacked = true</script> after.',
        '',
        '<img src="x" onerror="window.hacked = true">',
        '',
        '<iframe src="https://evil.example/"></iframe>',
        '',
        '<div onclick="window.hacked = true" style="position:fixed">block</div>',
        '',
        '<a href="javascript:alert(1)">raw link</a> <svg onload="alert(1)"></svg> <style>body{display:none}</style>',
      ].join('\n'),
    );
    for (const tag of ['script', 'img', 'iframe', 'svg', 'style']) expect(container.querySelector(tag)).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [onload], [style]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    // Shown as text, so the author sees what went wrong.
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders links only to http(s) and relative targets; others become text', () => {
    const { container } = renderBody(
      '[js](javascript:alert(1)) [entity](javascript&#58;alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [mail](mailto:a@b.cz) [site](/nabidky) [web](https://example.com/read) [anchor](#next)',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['site', 'web (opens in a new tab)', 'anchor']);
    for (const text of ['js', 'entity', 'data', 'mail']) expect(screen.getByText(text).tagName).toBe('SPAN');
    expect(links[0]!.getAttribute('href')).toBe('/nabidky');
    expect(links[2]!.getAttribute('href')).toBe('#next');
  });

  it('opens other sites in a new tab without opener or referrer, and does not vouch for them', () => {
    renderBody('Read [the source](https://example.com/read).');
    const link = screen.getByRole('link', { name: 'the source (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.com/read');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.hasAttribute(VOUCHED_LINK_ATTRIBUTE)).toBe(false);
  });

  it('shows images from http(s) only, and the alt text of any other', () => {
    const { container } = renderBody('![chart](https://example.com/chart.png) ![bad](javascript:alert(1))');
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe('https://example.com/chart.png');
    expect(images[0]!.getAttribute('alt')).toBe('chart');
  });

  it('builds only allowlisted elements, without handlers or styles (a second line behind the parser)', () => {
    const { container } = render(
      <div>
        {safeCreateElement('script', null, 'window.hacked = true')}
        {safeCreateElement('iframe', { src: 'https://evil.example/' })}
        {safeCreateElement('p', { onClick: () => undefined, style: { display: 'none' }, className: 'kept' }, 'text')}
        {safeCreateElement('input', { type: 'text', checked: true })}
      </div>,
    );
    expect(container.querySelector('script, iframe')).toBeNull();
    const paragraph = container.querySelector('p')!;
    expect(paragraph.className).toBe('kept');
    expect(paragraph.hasAttribute('style')).toBe(false);
    const input = container.querySelector('input')!;
    expect([input.type, input.checked, input.disabled]).toEqual(['checkbox', true, true]);
  });
});
