import { Injectable } from '@nestjs/common';
import { SqlReads } from '@sidequest/platform-db';
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

/** One round trip, no entities, no identity map and no request fork (SqlReads). */
@Injectable()
export class SqlMeReader extends MeReader {
  constructor(private readonly sql: SqlReads) {
    super();
  }

  async read(userId: string): Promise<Me | null> {
    if (!isUuid(userId)) return null;
    const [row] = await this.sql.rows<MeRow>(ME_STATEMENT, [userId]);
    return row
      ? { user: { id: row.id, email: row.email }, profile: { onboardingCompleted: row.onboarding_completed } }
      : null;
  }
}
