import type { ReadStatement } from '@sidequest/platform-db';

/**
 * The one query behind GET /api/me, as a named prepared statement: Postgres parses and plans it
 * once per connection. tools/bench/raw-baseline.ts runs this very statement.
 */
export const ME_STATEMENT: ReadStatement = {
  name: 'sq_me_v1',
  text: `select u.id, u.email, coalesce(p.onboarding_completed, false) as onboarding_completed
  from users u left join profiles p on p.user_id = u.id
  where u.id = ?`,
};
