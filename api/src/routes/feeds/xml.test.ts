import { escapeXml, htmlToText } from './xml';

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
    expect(escapeXml('bell\u0007 tab\t nul\u0000 lone\uD800 ok😀')).toBe('bell tab\t nul lone ok😀');
  });
});

describe('htmlToText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>R&amp;D&nbsp;tým</p>\n<ul><li>A&#243;</li><li>&#x1F680; &lt;b&gt;</li></ul>', 100)).toBe('R&D tým Aó 🚀 <b>');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = htmlToText(`<p>${'slovo '.repeat(100)}</p>`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toMatch(/^(slovo )+slovo…$/);
  });
});
