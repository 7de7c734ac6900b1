import { describe, expect, it } from 'vitest';
import { injectLanding } from './prerender.plugin';

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
