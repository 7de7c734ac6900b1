import { describe, expect, it } from 'vitest';
import { injectLanding, occupationPage } from './prerender.plugin';

const built = [
  '<html><head><script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('injectLanding', () => {
  const page = injectLanding(built, {
    css: 'a{b:c}',
    markup: '<link rel="preload" as="image" href="/x.svg"/><main>$& hi</main>',
    guard: 'guard()',
  });

  it('puts the markup into #root behind the guard, and the hoisted resource hints into <head>', () => {
    expect(page).toContain('<body><script>guard()</script><div id="root"><main>$& hi</main></div></body>');
    expect(page).toContain('<link rel="preload" as="image" href="/x.svg"/><style>a{b:c}</style>');
  });

  it('inlines the stylesheet, keeping a disabled link for the preload helper, and leaves the scripts as they were', () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css" disabled>');
    expect(page).toContain(
      '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
    );
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => injectLanding('<div id="root">x</div>', { css: '', markup: '', guard: '' })).toThrow(
      /pre-render into/,
    );
  });
});

describe('occupationPage', () => {
  const index = injectLanding(built, {
    css: 'a{b:c}',
    markup: '<link rel="preload" as="image" href="/x.svg"/><main>landing</main>',
    guard: 'guard()',
  })
    .replace('<html>', '<html lang="en">')
    .replace('<head>', '<head><meta name="description" content="SideQuest" /><title>SideQuest</title>');
  const parts = {
    code: '15-1252.00',
    title: 'Software <Developers>',
    description: 'Write "software" & more.',
    markup: '<link rel="preload" as="image" href="/x.svg"/><article>$& job</article>',
    data: { code: '15-1252.00', note: '</script>' },
    dataId: 'sq-occupation',
    css: 'd{e:f}',
    links: '<link rel="stylesheet" crossorigin href="/assets/explore-d.css" disabled>',
  };

  it('names the page, inlines its stylesheets, and puts its markup in #root with its data beside it', () => {
    const page = occupationPage(index, { ...parts, origin: 'https://sq.example/' });
    expect(page).toContain('<html lang="en" data-route="/occupations/15-1252.00">');
    expect(page).toContain('<title>Software &lt;Developers&gt; · SideQuest</title>');
    expect(page).toContain('<meta name="description" content="Write &quot;software&quot; &amp; more." />');
    expect(page).toContain('<link rel="canonical" href="https://sq.example/occupations/15-1252.00">');
    expect(page).toContain('<meta property="og:title" content="Software &lt;Developers&gt;">');
    expect(page).toContain(
      '<link rel="preload" as="image" href="/x.svg"/><style>a{b:c}d{e:f}</style><link rel="stylesheet" crossorigin href="/assets/index-c.css" disabled><link rel="stylesheet" crossorigin href="/assets/explore-d.css" disabled>',
    );
    expect(page).toContain(
      '<script>guard()</script><div id="root"><article>$& job</article></div><script type="application/json" id="sq-occupation">{"code":"15-1252.00","note":"\\u003c/script>"}</script></body>',
    );
  });

  it('leaves the canonical out without a public origin', () => {
    expect(occupationPage(index, parts)).not.toContain('canonical');
  });
});
