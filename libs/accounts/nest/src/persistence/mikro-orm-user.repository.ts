import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { EmailAlreadyRegisteredError, type User, type UserRepository } from '@sidequest/accounts-domain';
import { isUuid, userMapper } from './accounts.mappers';
import { UserRecordSchema } from './accounts.schemas';

const READ = { disableIdentityMap: true } as const;

@Injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(id: string): Promise<User | null> {
    if (!isUuid(id)) return null;
    const row = await this.em.findOne(UserRecordSchema, { id }, READ);
    return row ? userMapper.toDomain(row) : null;
  }

  async findEmails(ids: readonly string[]): Promise<Map<string, string>> {
    const asked = [...new Set(ids.filter(isUuid))];
    if (!asked.length) return new Map();
    const rows = await this.em.find(
      UserRecordSchema,
      { id: { $in: asked } },
      { ...READ, fields: ['id', 'email'] as never },
    );
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.em.findOne(UserRecordSchema, { email }, READ);
    return row ? userMapper.toDomain(row) : null;
  }

  async findByGoogleSubject(subject: string): Promise<User | null> {
    const row = await this.em.findOne(UserRecordSchema, { googleSubject: subject }, READ);
    return row ? userMapper.toDomain(row) : null;
  }

  async add(user: User): Promise<void> {
    try {
      await this.em.insert(UserRecordSchema, userMapper.toRecord(user));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && error.message.includes('users_email_unique')) {
        throw new EmailAlreadyRegisteredError(user.email);
      }
      throw error;
    }
  }

  async update(user: User): Promise<void> {
    const { id, ...changes } = userMapper.toRecord(user);
    const updated = await this.em.nativeUpdate(UserRecordSchema, { id }, changes);
    if (updated !== 1) throw new Error(`User ${id} does not exist`);
  }
}
