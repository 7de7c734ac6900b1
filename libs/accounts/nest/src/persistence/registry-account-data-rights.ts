import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountDataRights } from '@sidequest/accounts-domain';
import { UserDataRegistry } from '@sidequest/platform-db';
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
  ) {}

  async collect(userId: string): Promise<Record<string, unknown>> {
    const parts = await Promise.all(this.registry.contributors.map((c) => c.exportUserData(userId)));
    return Object.assign({}, ...parts);
  }

  async prepareErasure(userId: string): Promise<void> {
    for (const contributor of this.registry.contributors) await contributor.prepareUserDeletion?.(userId);
  }

  async erase(user: { id: string; email: string }): Promise<void> {
    // Lock the account before any context deletes: a write still in flight (it holds KEY SHARE, see
    // LiveAccountWrites in platform-auth) commits before the deletes read, and any later one finds no account.
    await this.em.execute('select 1 from users where id = ? for update', [user.id]);
    for (const contributor of this.registry.contributors) await contributor.deleteUserData(user.id, user.email);
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
