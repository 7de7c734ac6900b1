import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { VerificationPurpose, VerificationToken, VerificationTokenRepository } from '@sidequest/accounts-domain';
import { verificationTokenMapper } from './accounts.mappers';
import { VerificationTokenRecordSchema } from './accounts.schemas';

@Injectable()
export class MikroOrmVerificationTokenRepository implements VerificationTokenRepository {
  constructor(private readonly em: EntityManager) {}

  async add(token: VerificationToken): Promise<void> {
    await this.em.insert(VerificationTokenRecordSchema, verificationTokenMapper.toRecord(token));
  }

  async findByTokenHash(tokenHash: string): Promise<VerificationToken | null> {
    const row = await this.em.findOne(VerificationTokenRecordSchema, { tokenHash }, { disableIdentityMap: true });
    return row ? verificationTokenMapper.toDomain(row) : null;
  }

  async markConsumed(token: VerificationToken): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      VerificationTokenRecordSchema,
      { id: token.id, consumedAt: null },
      { consumedAt: token.consumedAt },
    );
    return updated === 1;
  }

  async consumeOpen(userId: string, purpose: VerificationPurpose, now: Date): Promise<void> {
    await this.em.nativeUpdate(
      VerificationTokenRecordSchema,
      { userId, purpose, consumedAt: null },
      { consumedAt: now },
    );
  }
}
