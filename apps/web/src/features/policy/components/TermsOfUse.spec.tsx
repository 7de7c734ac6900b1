import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ONET_ATTRIBUTION_TEXT } from '@sidequest/contracts';
import { TermsOfUse } from './TermsOfUse';

/** The wording O*NET's CC BY 4.0 licence asks for (shared/data/README.md), word for word: the contract's line. */
const ONET_ATTRIBUTION = ONET_ATTRIBUTION_TEXT;

const html = renderToString(
  <MemoryRouter>
    <TermsOfUse />
  </MemoryRouter>,
);
const text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('Terms of Use: data sources', () => {
  it('gives the O*NET attribution word for word under a Data sources heading', () => {
    expect(html).toContain('<h2>Data sources</h2>');
    expect(text).toContain(ONET_ATTRIBUTION);
  });

  it('links O*NET and the licence', () => {
    expect(html).toMatch(/<a href="https:\/\/www\.onetcenter\.org\/">onetcenter\.org<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/creativecommons\.org\/licenses\/by\/4\.0\/">CC BY 4\.0 license<\/a>/);
  });
});
