import { sanitizeDescription } from './sanitize-description';

describe('sanitizeDescription', () => {
  it('keeps the allowed structure', () => {
    const html = '<h3>Role</h3><p>We <strong>build</strong> <em>things</em>.</p><ul><li>one</li></ul><ol><li>two</li></ol><h4>More</h4>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers and unknown tags but keeps their text', () => {
    expect(sanitizeDescription('<p onclick="x()">Hi<script>alert(1)</script><style>p{}</style></p>')).toBe('<p>Hi</p>');
    expect(sanitizeDescription('<div><span class="a">text</span><img src="x" onerror="y"></div>')).toBe('text');
    expect(sanitizeDescription('<h1>Title</h1><iframe src="https://evil"></iframe>')).toBe('Title');
  });

  it('allows http, https and mailto links with rel="nofollow noopener" and nothing else', () => {
    expect(sanitizeDescription('<a href="https://raketa.cz" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://raketa.cz" rel="nofollow noopener">x</a>',
    );
    expect(sanitizeDescription('<a href="mailto:jobs@raketa.cz">mail</a>')).toBe('<a href="mailto:jobs@raketa.cz" rel="nofollow noopener">mail</a>');
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="nofollow noopener">x</a>');
    expect(sanitizeDescription('<a href="data:text/html,hi">x</a>')).toBe('<a rel="nofollow noopener">x</a>');
    expect(sanitizeDescription('<a href="//evil.example/">x</a>')).toBe('<a rel="nofollow noopener">x</a>');
  });
});
