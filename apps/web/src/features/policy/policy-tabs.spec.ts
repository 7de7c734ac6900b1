import { describe, expect, it } from 'vitest';
import { hashForPolicyTab, policyTabFromHash } from './policy-tabs';

describe('policy tab and hash', () => {
  it('defaults to the privacy policy', () => {
    expect(policyTabFromHash('')).toBe('privacy');
    expect(policyTabFromHash('#whatever')).toBe('privacy');
  });

  it('round-trips the terms tab through the hash', () => {
    expect(policyTabFromHash(hashForPolicyTab('terms'))).toBe('terms');
    expect(hashForPolicyTab('privacy')).toBe('');
  });
});
