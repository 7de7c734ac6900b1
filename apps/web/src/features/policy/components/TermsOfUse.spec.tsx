import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TermsOfUse } from './TermsOfUse';

/** The wording O*NET's CC BY 4.0 licence asks for (shared/data/README.md), word for word. */
const ONET_ATTRIBUTION =
  'This product includes information from O*NET (onetcenter.org) by the U.S. Department of Labor, Employment and ' +
  'Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET is a trademark of USDOL/ETA. ' +
  'SideQuest has modified all or some of this information; USDOL/ETA has not approved, endorsed, or tested these modifications.';

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
