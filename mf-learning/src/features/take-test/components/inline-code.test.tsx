import { render } from '@testing-library/react';
import { InlineCode } from './inline-code';

const html = (text: string) => render(<p>{InlineCode({ text })}</p>).container.innerHTML;

describe('InlineCode', () => {
  it('marks backticked parts as code and keeps an unpaired backtick as text', () => {
    expect(html('What does `typeof null` give?')).toBe('<p>What does <code>typeof null</code> give?</p>');
    expect(html('`a` and `b')).toBe('<p><code>a</code> and `b</p>');
    expect(html('no code')).toBe('<p>no code</p>');
  });
});
