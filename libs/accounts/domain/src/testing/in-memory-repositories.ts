import { Profile, type ProfileProps } from '../model/profile.entity';
import { RefreshSession, type RefreshSessionProps } from '../model/refresh-session.entity';
import { User, type UserProps } from '../model/user.entity';
import {
  VerificationToken,
  type VerificationPurpose,
  type VerificationTokenProps,
} from '../model/verification-token.entity';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { RefreshSessionRepository } from '../ports/refresh-session-repository.port';
import type { UnitOfWork } from '@sidequest/kernel';
import { EmailAlreadyRegisteredError, type UserRepository } from '../ports/user-repository.port';
import type { VerificationTokenRepository } from '../ports/verification-token-repository.port';
import type { InMemoryAccountsStore, InMemoryTable } from './in-memory-store';

/** A repository over its own table of the in-memory store. */
abstract class OverOneTable<Row> {
  protected readonly table: InMemoryTable<Row>;
  constructor(store: InMemoryAccountsStore) {
    this.table = store.table<Row>();
  }
}

export class InMemoryUserRepository extends OverOneTable<UserProps> implements UserRepository {
  async findById(id: string) {
    const row = this.table.rows.get(id);
    return row ? User.restore(row) : null;
  }
  async findEmails(ids: readonly string[]) {
    const found = new Map<string, string>();
    for (const id of ids) {
      const row = this.table.rows.get(id);
      if (row) found.set(id, row.email);
    }
    return found;
  }
  async findByEmail(email: string) {
    const row = this.table.values().find((user) => user.email === email);
    return row ? User.restore(row) : null;
  }
  async findByGoogleSubject(subject: string) {
    const row = this.table.values().find((user) => user.googleSubject === subject);
    return row ? User.restore(row) : null;
  }
  async add(user: User) {
    const row = user.snapshot();
    if (this.table.values().some((other) => other.email === row.email))
      throw new EmailAlreadyRegisteredError(row.email);
    this.table.rows.set(row.id, row);
  }
  async update(user: User) {
    if (!this.table.rows.has(user.id)) throw new Error(`No user ${user.id}`);
    this.table.rows.set(user.id, user.snapshot());
  }
}

export class InMemoryProfileRepository extends OverOneTable<ProfileProps> implements ProfileRepository {
  async findByUserId(userId: string) {
    const row = this.table.rows.get(userId);
    return row ? Profile.restore(row) : null;
  }
  async save(profile: Profile) {
    this.table.rows.set(profile.userId, profile.snapshot());
  }
}

export class InMemoryRefreshSessionRepository
  extends OverOneTable<RefreshSessionProps>
  implements RefreshSessionRepository
{
  all(): RefreshSession[] {
    return this.table.values().map((row) => RefreshSession.restore(row));
  }
  async add(session: RefreshSession) {
    this.table.rows.set(session.id, session.snapshot());
  }
  async findByTokenHash(tokenHash: string) {
    const row = this.table.values().find((session) => session.tokenHash === tokenHash);
    return row ? RefreshSession.restore(row) : null;
  }
  async rotate(previous: RefreshSession, next: RefreshSession) {
    const stored = this.table.rows.get(previous.id);
    if (!stored || stored.rotatedAt || stored.revokedAt) return false;
    this.table.rows.set(previous.id, previous.snapshot());
    this.table.rows.set(next.id, next.snapshot());
    return true;
  }
  async revokeFamily(familyId: string, now: Date) {
    this.revokeWhere((row) => row.familyId === familyId, now);
  }
  async revokeAllForUser(userId: string, now: Date) {
    this.revokeWhere((row) => row.userId === userId, now);
  }
  private revokeWhere(match: (row: RefreshSessionProps) => boolean, now: Date) {
    for (const row of this.table.values()) {
      if (match(row) && !row.revokedAt) this.table.rows.set(row.id, { ...row, revokedAt: now });
    }
  }
}

export class InMemoryVerificationTokenRepository
  extends OverOneTable<VerificationTokenProps>
  implements VerificationTokenRepository
{
  async add(token: VerificationToken) {
    this.table.rows.set(token.id, token.snapshot());
  }
  async findByTokenHash(tokenHash: string) {
    const row = this.table.values().find((token) => token.tokenHash === tokenHash);
    return row ? VerificationToken.restore(row) : null;
  }
  async markConsumed(token: VerificationToken) {
    const stored = this.table.rows.get(token.id);
    if (!stored || stored.consumedAt) return false;
    this.table.rows.set(token.id, token.snapshot());
    return true;
  }
  async consumeOpen(userId: string, purpose: VerificationPurpose, now: Date) {
    for (const row of this.table.values()) {
      if (row.userId === userId && row.purpose === purpose && !row.consumedAt)
        this.table.rows.set(row.id, { ...row, consumedAt: now });
    }
  }
}

/** Rolls every in-memory table back when the work throws, like a database transaction. */
export class InMemoryUnitOfWork implements UnitOfWork {
  constructor(private readonly store: InMemoryAccountsStore) {}
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const saved = this.store.snapshot();
    try {
      return await work();
    } catch (error) {
      this.store.restore(saved);
      throw error;
    }
  }
}
