import { Injectable } from '@nestjs/common';
import type { DashboardResponse, ExplorationsResponse } from '@sidequest/contracts';
import { SqlReads } from '@sidequest/platform-db';
import { isUuid } from '../persistence/quests.mappers';
import {
  DASHBOARD_STATEMENT,
  EXPLORATIONS_STATEMENT,
  type DashboardRow,
  type ExplorationRow,
} from '@sidequest/read-models';
import { toDashboard } from './dashboard.mapper';
import { toExplorations } from './explorations.mapper';

/** The read side of GET /api/dashboard: one round trip, no entities, no identity map. */
@Injectable()
export class DashboardReader {
  constructor(private readonly sql: SqlReads) {}

  async read(userId: string): Promise<DashboardResponse> {
    if (!isUuid(userId)) return { onboarding_completed: false, current: null, others: [] };
    const [row] = await this.sql.rows<DashboardRow>(DASHBOARD_STATEMENT, [userId]);
    return toDashboard(row);
  }

  /** "Your explorations": the quests the person started, what they did on each and what they said of it. */
  async explorations(userId: string): Promise<ExplorationsResponse> {
    if (!isUuid(userId)) return { explorations: [] };
    return toExplorations(await this.sql.rows<ExplorationRow>(EXPLORATIONS_STATEMENT, [userId]));
  }
}
