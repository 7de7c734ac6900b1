import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ONET_ATTRIBUTION_TEXT } from '@sidequest/contracts';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the year, the product name and the two spec links', () => {
    const html = renderToString(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(html).toContain(`© ${new Date().getFullYear()} SideQuest`);
    expect(html).toMatch(/<a[^>]*href="\/policy"[^>]*>Privacy Policy &amp; Terms of Use<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/support"[^>]*>Support<\/a>/);
  });

  it("carries O*NET's attribution line in small print", () => {
    const html = renderToString(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<p class="site-footer__attribution">[^<]+<\/p>/);
    expect(html.replace(/<[^>]+>/g, '')).toContain(ONET_ATTRIBUTION_TEXT);
  });
});
