import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountDataRights } from '@sidequest/accounts-domain';
import { SessionRevocations } from '@sidequest/platform-auth';
import { MikroOrmUnitOfWork, UserDataRegistry } from '@sidequest/platform-db';
import { MailService } from '@sidequest/platform-mail';
import { signupNoticeMailId } from '../mail/signup-notice-id';
import { isUuid } from './accounts.mappers';
import { RefreshSessionRecordSchema, UserRecordSchema } from './accounts.schemas';

/** Data rights over the platform's user-data registry: every context that registered contributes. */
@Injectable()
export class RegistryAccountDataRights implements AccountDataRights {
  constructor(
    private readonly registry: UserDataRegistry,
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly uow: MikroOrmUnitOfWork,
    private readonly revocations: SessionRevocations,
  ) {}

  async collect(userId: string): Promise<Record<string, unknown>> {
    const parts = await Promise.all(this.registry.contributors.map((c) => c.exportUserData(userId)));
    return Object.assign({ sessions: await this.sessions(userId), mails: await this.mails(userId) }, ...parts);
  }

  /** One entry per sign-in (a refresh-token family): when it began, was last refreshed, ends, and from which browser. Never a token. */
  private async sessions(userId: string) {
    if (!isUuid(userId)) return [];
    const rows = await this.em.find(
      RefreshSessionRecordSchema,
      { userId },
      { disableIdentityMap: true, orderBy: { createdAt: 'asc' } },
    );
    const families = new Map<
      string,
      {
        started_at: string;
        last_used_at: string;
        expires_at: string;
        revoked_at: string | null;
        user_agent: string | null;
      }
    >();
    for (const r of rows) {
      families.set(r.familyId, {
        started_at: r.familyStartedAt.toISOString(),
        last_used_at: r.createdAt.toISOString(),
        expires_at: r.expiresAt.toISOString(),
        revoked_at: r.revokedAt?.toISOString() ?? families.get(r.familyId)?.revoked_at ?? null,
        user_agent: r.userAgent ?? null,
      });
    }
    return [...families.values()];
  }

  private async mails(userId: string) {
    const user = isUuid(userId)
      ? await this.em.findOne(UserRecordSchema, { id: userId }, { disableIdentityMap: true, fields: ['email'] })
      : null;
    if (!user) return [];
    const rows = await this.mail.sentTo(user.email);
    return rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      status: m.status,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
    }));
  }

  async prepareErasure(userId: string): Promise<void> {
    for (const contributor of this.registry.contributors) await contributor.prepareUserDeletion?.(userId);
  }

  async erase(user: { id: string; email: string }): Promise<void> {
    // Lock the account before any context deletes: a write still in flight (it holds KEY SHARE, see
    // LiveAccountWrites in platform-auth) commits before the deletes read, and any later one finds no account.
    await this.em.execute('select 1 from users where id = ? for update', [user.id]);
    for (const contributor of this.registry.contributors) await contributor.deleteUserData(user.id, user.email);
    // The user's access tokens die with the account, not at their expiry.
    await this.uow.afterCommit(() => this.revocations.revokeUser(user.id));
    await this.mail.forgetRecipient(user.email);
    // The owner's "New sign-up: <email>" notice is addressed to the owner: found by its derived id.
    await this.mail.forget(signupNoticeMailId(user.id));
    // Profile, sessions (so every device is signed out) and tokens cascade from the users row.
    await this.em.nativeDelete(UserRecordSchema, { id: user.id });
  }

  async lastSignInAt(userId: string): Promise<Date | null> {
    if (!isUuid(userId)) return null;
    const [newest] = await this.em.find(
      RefreshSessionRecordSchema,
      { userId, revokedAt: null },
      { disableIdentityMap: true, orderBy: { familyStartedAt: 'desc' }, limit: 1 },
    );
    return newest?.familyStartedAt ?? null;
  }
}
