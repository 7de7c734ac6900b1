import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DashboardResponse } from '@sidequest/contracts';
import { isUuid } from '../persistence/quests.mappers';
import { DASHBOARD_SQL, toDashboard, type DashboardRow } from './dashboard.query';

/** The read side of GET /api/dashboard: one round trip, no entities, no identity map. */
@Injectable()
export class DashboardReader {
  constructor(private readonly em: EntityManager) {}

  async read(userId: string): Promise<DashboardResponse> {
    if (!isUuid(userId)) return { onboarding_completed: false, current: null, others: [] };
    const [row] = await this.em.execute<DashboardRow[]>(DASHBOARD_SQL, [userId]);
    return toDashboard(row);
  }
}
