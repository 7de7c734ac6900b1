import { Migration } from '@mikro-orm/migrations';
import { communityQuestCatalogue, type CommunityQuest } from '@sidequest/progress-domain';

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The catalogue as one upsert on quest_id: a fresh database gets every quest, and running it again
 * (or after editing a quest's wording) leaves one row per quest with the current text.
 */
export function seedCommunityQuestsSql(quests: readonly CommunityQuest[] = communityQuestCatalogue()): string {
  const rows = quests.map((q) =>
    `(${[q.questId, q.title, q.description, q.category, q.difficulty, q.timeInvestment].map(text).join(', ')}, ${text(JSON.stringify(q.steps))}::jsonb, ${text(q.createdAt.toISOString())}::timestamptz)`,
  );
  return `
    insert into "community_quests" ("quest_id", "title", "description", "category", "difficulty", "time_investment", "steps", "created_at")
    values ${rows.join(',\n      ')}
    on conflict ("quest_id") do update set
      "title" = excluded."title", "description" = excluded."description", "category" = excluded."category",
      "difficulty" = excluded."difficulty", "time_investment" = excluded."time_investment",
      "steps" = excluded."steps", "created_at" = excluded."created_at";`;
}

class Migration20261122040000_progress extends Migration {
  override up(): void {
    this.addSql(`
      create table "community_quests" (
        "quest_id" varchar(120) primary key,
        "title" text not null,
        "description" text not null,
        "category" varchar(40) not null,
        "difficulty" varchar(20) not null,
        "time_investment" text not null,
        "steps" jsonb not null,
        "created_at" timestamptz not null
      );`);
    this.addSql(`
      create table "quest_progress" (
        "id" uuid primary key,
        "user_id" varchar(64) not null,
        "quest_id" varchar(120) not null,
        "completed_steps" jsonb not null,
        "step_count" int not null,
        "is_completed" boolean not null,
        "started_at" timestamptz not null,
        "completed_at" timestamptz null,
        constraint "quest_progress_user_quest_unique" unique ("user_id", "quest_id")
      );`);
    this.addSql(seedCommunityQuestsSql());
  }

  override down(): void {
    this.addSql('drop table if exists "quest_progress";');
    this.addSql('drop table if exists "community_quests";');
  }
}

/**
 * Milestone ticks belong to progress. Quests' first migration used to create this table, so a database
 * made before the move already has it (same name and columns) and this leaves it as it is.
 */
class Migration20261125200000_progress_milestones extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists "milestone_progress" (
        "user_id" uuid not null,
        "quest_id" varchar(100) not null,
        "completed" jsonb not null,
        "updated_at" timestamptz not null,
        primary key ("user_id", "quest_id")
      );`);
  }

  override down(): void {
    this.addSql('drop table if exists "milestone_progress";');
  }
}

export const progressMigrations = [
  { name: 'Migration20261122040000_progress', class: Migration20261122040000_progress },
  { name: 'Migration20261125200000_progress_milestones', class: Migration20261125200000_progress_milestones },
];
