import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from './argon2-password.hasher';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('stores argon2id hashes, salted, that verify only the same password', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.hash('correct horse battery')).not.toBe(hash);
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'Correct horse battery')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});
