import { jsonForScript, TAP_KEEPER_SCRIPT, type SsrScripts } from '@rmj/contracts';
import { composePage, ShellPageShapeError } from './compose-page';

const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '  <meta charset="utf-8">',
  '  <title>RMJ Jewellers</title>',
  '  <link rel="stylesheet" href="/main.0a1b2c3d4e.css">',
  '</head>',
  '<body>',
  '  <noscript>Please turn on JavaScript to shop.</noscript>',
  '  <div id="root"></div>',
  '  <script src="/main.0a1b2c3d4e.js"></script>',
  '</body>',
  '</html>',
].join('\n');

const page = (over: Partial<{ html: string; state: string; styles: string[]; scripts: SsrScripts }> = {}) => ({
  html: '<main><h1>Women</h1></main>',
  state: jsonForScript({ cart: { items: [] } }),
  styles: [],
  ...over,
});

describe('composePage', () => {
  it('writes the rendered root and the state script after it, and drops the noscript notice', () => {
    const html = composePage(INDEX, page(), '');
    expect(html).toContain(
      '<div id="root"><main><h1>Women</h1></main></div><script type="application/json" id="__RMJ_SSR__">{"cart":{"items":[]}}</script>',
    );
    expect(html).not.toContain('noscript');
    expect(html).toContain('<script src="/main.0a1b2c3d4e.js"></script>');
  });

  it('links each style sheet once before </head>, leaving out the ones index.html links already', () => {
    const html = composePage(
      INDEX,
      page({
        styles: ['/main.0a1b2c3d4e.css', '/mfe/catalog/pages.1234567890.css', '/mfe/catalog/pages.1234567890.css'],
      }),
      '',
    );
    expect(html.match(/main\.0a1b2c3d4e\.css/g)).toHaveLength(1);
    expect(html.match(/pages\.1234567890\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/mfe/catalog/pages.1234567890.css"></head>');
  });

  it("asks for the remote's container (preload) and route list (prefetch, each once) after the page's content", () => {
    const html = composePage(
      INDEX,
      page({
        scripts: {
          container: '/mfe/catalog/remoteEntry.js',
          routes: ['/mfe/catalog/routes.abc.js', '/mfe/catalog/routes.abc.js', '/mfe/catalog/5280.def.js'],
        },
      }),
      '<title>Women</title>',
    );
    expect(html).toContain(
      '{"cart":{"items":[]}}</script>' +
        '<link rel="preload" as="script" href="/mfe/catalog/remoteEntry.js">' +
        '<link rel="prefetch" as="script" href="/mfe/catalog/routes.abc.js">' +
        '<link rel="prefetch" as="script" href="/mfe/catalog/5280.def.js">',
    );
    expect(html.match(/routes\.abc\.js/g)).toHaveLength(1);
    // A page that preloads its text font (Tamil) leaves the line to it.
    const tamil = INDEX.replace(
      '<head>',
      '<head><link rel="preload" as="font" type="font/woff2" crossorigin href="/f.woff2">',
    );
    expect(
      composePage(tamil, page({ scripts: { container: '/mfe/catalog/remoteEntry.js', routes: [] } }), ''),
    ).not.toContain('remoteEntry.js');
    expect(composePage(INDEX, page({ scripts: { container: '/x.js?a="><script>', routes: [] } }), '')).toContain(
      'href="/x.js?a=&quot;&gt;&lt;script&gt;"',
    );
    expect(composePage(INDEX, page(), '')).not.toContain('as="script"');
  });

  it("puts the head tags before </head>, their title in place of index.html's", () => {
    const html = composePage(
      INDEX,
      page(),
      '<title>Women&#39;s Jewellery | RMJ</title><meta name="description" content="x">',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Women&#39;s Jewellery | RMJ</title><meta name="description" content="x"></head>');
    const untitled = composePage(INDEX, page(), '<meta name="robots" content="noindex">');
    expect(untitled).toContain('<title>RMJ Jewellers</title>');
  });

  it('copies dollar signs in the page as they are', () => {
    const html = composePage(INDEX, page({ html: "<p>$& $' $1 price</p>" }), '<title>$&</title>');
    expect(html).toContain('<div id="root"><p>$& $\' $1 price</p></div>');
    expect(html).toContain('<title>$&</title>');
  });

  it('escapes a style URL inside its attribute', () => {
    const html = composePage(INDEX, page({ styles: ['/a.css?x="><script>'] }), '');
    expect(html).toContain('href="/a.css?x=&quot;&gt;&lt;script&gt;"');
  });

  it('reads the minified index.html the build writes (attributes without quotes)', () => {
    const minified =
      '<!doctype html><html lang=en><head><title>RMJ</title><link rel=stylesheet href=/main.0a1b2c3d4e.css></head><body><noscript>Please enable JavaScript to use the shop.</noscript><div id=root></div></body></html>';
    const html = composePage(minified, page({ styles: ['/main.0a1b2c3d4e.css', '/b.css'] }), '');
    expect(html).toContain('<body><div id="root"><main><h1>Women</h1></main></div><script type="application/json"');
    expect(html.match(/main\.0a1b2c3d4e\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/b.css"></head>');
  });

  it('starts the head with the tap keeper, before any style sheet, so no tap before hydration is lost', () => {
    const keeper = `<script>${TAP_KEEPER_SCRIPT}</script>`;
    expect(composePage(INDEX, page(), '')).toContain(`<head>\n  <meta charset="utf-8">${keeper}\n  <title>`);
    const minified =
      '<html><head><meta charset=utf-8><link rel=stylesheet href=/a.css></head><body><div id=root></div>';
    expect(composePage(minified, page(), '')).toContain(`<head><meta charset=utf-8>${keeper}<link rel=stylesheet`);
    expect(composePage('<head></head><div id=root></div>', page(), '').split(keeper)).toHaveLength(2);
  });

  it('refuses an index.html without an empty root element', () => {
    expect(() => composePage('<html><head></head><body><div id="app"></div></body></html>', page(), '')).toThrow(
      ShellPageShapeError,
    );
  });
});
