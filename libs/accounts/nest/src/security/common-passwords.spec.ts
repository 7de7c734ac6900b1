import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, TOO_COMMON_PASSWORD } from '@sidequest/accounts-domain';
import { commonPasswords } from './common-passwords';

describe('the common-password list', () => {
  it('refuses the most common passwords, whatever their case', () => {
    for (const plain of ['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'baseball']) {
      const result = checkPasswordPolicy(plain, commonPasswords);
      expect(result.ok, plain).toBe(false);
      if (!result.ok) expect(result.error.message).toBe(TOO_COMMON_PASSWORD);
    }
  });

  it('accepts a password that is not among them', () => {
    expect(checkPasswordPolicy('correct horse battery', commonPasswords).ok).toBe(true);
    expect(checkPasswordPolicy('violet kettle 42 harbour', commonPasswords).ok).toBe(true);
  });
});
