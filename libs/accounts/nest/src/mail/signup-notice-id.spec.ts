import { describe, expect, it } from 'vitest';
import { signupNoticeMailId } from './signup-notice-id';

describe('signupNoticeMailId', () => {
  it('derives one stable UUID (v5 layout) per user', () => {
    const id = signupNoticeMailId('6f1c1c3e-0000-4000-8000-000000000001');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(signupNoticeMailId('6f1c1c3e-0000-4000-8000-000000000001')).toBe(id);
    expect(signupNoticeMailId('6f1c1c3e-0000-4000-8000-000000000002')).not.toBe(id);
  });
});
