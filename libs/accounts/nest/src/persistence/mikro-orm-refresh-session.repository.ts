import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RefreshSession, RefreshSessionRepository } from '@sidequest/accounts-domain';
import { refreshSessionMapper } from './accounts.mappers';
import { RefreshSessionRecordSchema } from './accounts.schemas';

@Injectable()
export class MikroOrmRefreshSessionRepository implements RefreshSessionRepository {
  constructor(private readonly em: EntityManager) {}

  async add(session: RefreshSession): Promise<void> {
    await this.em.insert(RefreshSessionRecordSchema, refreshSessionMapper.toRecord(session));
  }

  async findByTokenHash(tokenHash: string): Promise<RefreshSession | null> {
    const row = await this.em.findOne(RefreshSessionRecordSchema, { tokenHash }, { disableIdentityMap: true });
    return row ? refreshSessionMapper.toDomain(row) : null;
  }

  async rotate(previous: RefreshSession, next: RefreshSession): Promise<boolean> {
    return this.em.transactional(async (em) => {
      // The guarded update is the lock: of two concurrent rotations, only one matches the row.
      const claimed = await em.nativeUpdate(
        RefreshSessionRecordSchema,
        { id: previous.id, rotatedAt: null, revokedAt: null },
        { rotatedAt: previous.rotatedAt },
      );
      if (claimed !== 1) return false;
      await em.insert(RefreshSessionRecordSchema, refreshSessionMapper.toRecord(next));
      return true;
    });
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.em.nativeUpdate(RefreshSessionRecordSchema, { familyId, revokedAt: null }, { revokedAt: now });
  }

  async revokeAllForUser(userId: string, now: Date): Promise<void> {
    await this.em.nativeUpdate(RefreshSessionRecordSchema, { userId, revokedAt: null }, { revokedAt: now });
  }
}
