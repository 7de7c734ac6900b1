import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RefreshSession, RefreshSessionRepository } from '@sidequest/accounts-domain';
import { SessionRevocations } from '@sidequest/platform-auth';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { refreshSessionMapper } from './accounts.mappers';
import { RefreshSessionRecordSchema } from './accounts.schemas';

@Injectable()
export class MikroOrmRefreshSessionRepository implements RefreshSessionRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: MikroOrmUnitOfWork,
    private readonly revocations: SessionRevocations,
  ) {}

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

  /** The family's access tokens die with it, once the revocation is committed (a rolled-back one kills none). */
  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.em.nativeUpdate(RefreshSessionRecordSchema, { familyId, revokedAt: null }, { revokedAt: now });
    await this.uow.afterCommit(() => this.revocations.revokeSessions([familyId]));
  }

  async revokeAllForUser(userId: string, now: Date): Promise<void> {
    const rows: { family_id: string }[] = await this.em.execute(
      'update refresh_sessions set revoked_at = ? where user_id = ? and revoked_at is null returning family_id',
      [now, userId],
    );
    const families = [...new Set(rows.map((r) => r.family_id))];
    await this.uow.afterCommit(() => this.revocations.revokeSessions(families));
  }
}
