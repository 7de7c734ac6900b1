import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OccupationsItem, OccupationsItemRepository } from '@sidequest/occupations-domain';
import { OccupationsItemRecordSchema } from './occupations.schemas';

@Injectable()
export class MikroOrmOccupationsItemRepository implements OccupationsItemRepository {
  constructor(private readonly em: EntityManager) {}

  async add(item: OccupationsItem): Promise<void> {
    await this.em.insert(OccupationsItemRecordSchema, { id: item.id, title: item.title, createdAt: item.createdAt });
  }

  async findById(id: string): Promise<OccupationsItem | null> {
    const row = await this.em.fork().findOne(OccupationsItemRecordSchema, { id }, { disableIdentityMap: true });
    return row ? { id: row.id, title: row.title, createdAt: row.createdAt } : null;
  }
}
