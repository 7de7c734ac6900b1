import { Inject, Injectable } from '@nestjs/common';
import type { DashboardResponse, ExplorationsResponse } from '@sidequest/contracts';
import { SqlReads } from '@sidequest/platform-db';
import { orderByTaste, type QuestTaste } from '@sidequest/quests-domain';
import { isUuid } from '../persistence/quests.mappers';
import { QUESTS_TASTE } from '../taste/quests-taste.token';
import { DASHBOARD_STATEMENT, toDashboard, type DashboardRow } from './dashboard.query';
import { EXPLORATIONS_STATEMENT, toExplorations, type ExplorationRow } from './explorations.query';

/** The read side of GET /api/dashboard: one round trip, no entities, no identity map. */
@Injectable()
export class DashboardReader {
  constructor(
    private readonly sql: SqlReads,
    @Inject(QUESTS_TASTE) private readonly taste: QuestTaste,
  ) {}

  async read(userId: string): Promise<DashboardResponse> {
    if (!isUuid(userId)) return { onboarding_completed: false, current: null, others: [] };
    const [row] = await this.sql.rows<DashboardRow>(DASHBOARD_STATEMENT, [userId]);
    const dashboard = toDashboard(row);
    if (dashboard.others.length < 2) return dashboard;
    // "Other Available Quests" lean toward what the person enjoyed; ties (and a neutral taste) keep newest first.
    const taste = await this.taste.weightsFor(userId);
    const others = orderByTaste(
      dashboard.others.map((o) => ({ ...o, id: o.quest_id, row: o })),
      taste,
    ).map((o) => o.row);
    return { ...dashboard, others };
  }

  /** "Your explorations": the quests the person started, what they did on each and what they said of it. */
  async explorations(userId: string): Promise<ExplorationsResponse> {
    if (!isUuid(userId)) return { explorations: [] };
    return toExplorations(await this.sql.rows<ExplorationRow>(EXPLORATIONS_STATEMENT, [userId]));
  }
}
