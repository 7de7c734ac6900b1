import { describe, expect, it } from 'vitest';
import { ONET_ATTRIBUTION_TEXT } from '@sidequest/contracts';
import { ONET_ATTRIBUTION } from './onet-attribution';

describe("the footer's O*NET attribution", () => {
  it('is the contract line, word for word', () => {
    expect(ONET_ATTRIBUTION).toBe(ONET_ATTRIBUTION_TEXT);
  });
});
