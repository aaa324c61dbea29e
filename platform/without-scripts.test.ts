import { withoutScripts } from './without-scripts';

describe('withoutScripts', () => {
  it('removes every script, inline or not, and the preloads of scripts and fetched data, and keeps the rest', () => {
    const html = [
      '<html><head>',
      '<link rel="preload" href="/main.js" as="script" fetchpriority="low">',
      '<link rel=modulepreload href="/chunk.js">',
      '<link rel="preload" href="http://127.0.0.1:3201/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/logo.avif" as="image">',
      '<link rel="preload" href="/font.woff2" as="font" crossorigin>',
      '<link rel="stylesheet" href="/app.css">',
      '<style data-href="/bootstrap.css">.a{color:red}</style>',
      '<script id="rk-public-config" type="application/json">{"a":"</div>"}</script>',
      '<script defer="defer" src="/main.js"></script>',
      '</head><body><div id="root"><h1>Nabídky</h1></div>',
      '<SCRIPT>alert(1)</SCRIPT >',
      '</body></html>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      [
        '<html><head>',
        '<link rel="preload" href="/logo.avif" as="image">',
        '<link rel="preload" href="/font.woff2" as="font" crossorigin>',
        '<link rel="stylesheet" href="/app.css">',
        '<style data-href="/bootstrap.css">.a{color:red}</style>',
        '</head><body><div id="root"><h1>Nabídky</h1></div>',
        '</body></html>',
      ].join(''),
    );
  });
});
