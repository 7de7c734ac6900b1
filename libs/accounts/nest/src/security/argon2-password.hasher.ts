import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import type { PasswordHasher } from '@sidequest/accounts-domain';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): strong, and cheap enough
 * that sign-in stays quick on a 2-core box. Hashes carry their parameters, so older ones still verify.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  hash(plain: string): Promise<string> {
    return argon2.hash(plain, OPTIONS);
  }

  async verify(hash: string, plain: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      // A malformed stored hash can never match.
      return false;
    }
  }
}
