/**
 * ONET_ATTRIBUTION_TEXT of libs/contracts, mirrored: the footer is in the landing's entry, and the contracts
 * index would bring zod with it. onet-attribution.spec.ts keeps the two equal.
 */
export const ONET_ATTRIBUTION =
  'This product includes information from O*NET (onetcenter.org) by the U.S. Department of Labor, Employment and ' +
  'Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET is a trademark of USDOL/ETA. ' +
  'SideQuest has modified all or some of this information; USDOL/ETA has not approved, endorsed, or tested these ' +
  'modifications.';
