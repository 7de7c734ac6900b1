import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { TokenGenerator, TokenHasher } from '@sidequest/accounts-domain';

/** 32 random bytes as base64url; stored as a sha256 hex digest. High entropy makes a slow hash unnecessary. */
@Injectable()
export class CryptoSecretTokens implements TokenGenerator, TokenHasher {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
