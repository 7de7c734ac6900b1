import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SupportMessage, SupportMessageRepository } from '@sidequest/feedback-domain';
import { supportMapper } from './feedback.mappers';
import { SupportMessageRecordSchema } from './feedback.schemas';

@Injectable()
export class MikroOrmSupportMessageRepository implements SupportMessageRepository {
  constructor(private readonly em: EntityManager) {}

  async add(message: SupportMessage): Promise<void> {
    await this.em.insert(SupportMessageRecordSchema, supportMapper.toRecord(message));
  }

  async findById(id: string): Promise<SupportMessage | null> {
    const row = await this.em.fork().findOne(SupportMessageRecordSchema, { id }, { disableIdentityMap: true });
    return row ? supportMapper.toDomain(row) : null;
  }
}
