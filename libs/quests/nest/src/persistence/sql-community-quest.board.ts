import { Injectable } from '@nestjs/common';
import type { CommunityQuestBoard, CommunityQuestCard } from '@sidequest/quests-domain';
import { SqlReads } from '@sidequest/platform-db';
import { COMMUNITY_CARDS_STATEMENT, type CommunityCardRow } from '@sidequest/read-models';
import { fromCardRow } from './community-card.mapper';

/** Every browse reads the whole board, so it skips the ORM: one statement, rows mapped by hand. */
@Injectable()
export class SqlCommunityQuestBoard implements CommunityQuestBoard {
  constructor(private readonly sql: SqlReads) {}

  async cards(userId: string): Promise<CommunityQuestCard[]> {
    const rows = await this.sql.rows<CommunityCardRow>(COMMUNITY_CARDS_STATEMENT, [userId]);
    return rows.map(fromCardRow);
  }
}
