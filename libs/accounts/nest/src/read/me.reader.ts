import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../persistence/accounts.mappers';
import { ME_STATEMENT } from './me.sql';

/** The signed-in user's own account and profile; the id comes from the verified access token. */
export interface Me {
  user: { id: string; email: string };
  profile: { onboardingCompleted: boolean };
}

/** The read side of GET /api/me: what every screen asks first, so it must stay cheap. */
export abstract class MeReader {
  abstract read(userId: string): Promise<Me | null>;
}

interface MeRow {
  id: string;
  email: string;
  onboarding_completed: boolean;
}

type Pool = Awaited<ReturnType<ReturnType<EntityManager['getConnection']>['getNativeClient']>>;

/**
 * One round trip, no entities, no identity map and no request fork: the prepared statement goes
 * straight to the pg pool MikroORM already owns (no second pool, no query builder on the way).
 */
@Injectable()
export class SqlMeReader extends MeReader {
  private pool?: Promise<Pool>;

  constructor(private readonly em: EntityManager) {
    super();
  }

  async read(userId: string): Promise<Me | null> {
    if (!isUuid(userId)) return null;
    this.pool ??= this.em.getConnection().getNativeClient();
    const { rows } = await (await this.pool).query<MeRow>({ ...ME_STATEMENT, values: [userId] });
    const row = rows[0];
    return row ? { user: { id: row.id, email: row.email }, profile: { onboardingCompleted: row.onboarding_completed } } : null;
  }
}
