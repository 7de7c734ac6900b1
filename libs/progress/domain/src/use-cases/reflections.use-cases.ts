import { DomainError, err, ok, type Clock, type Result } from '@sidequest/kernel';
import type { ReflectionRepository } from '../ports/reflection-repository.port';
import type { AwardRepository } from '../ports/award-repository.port';
import { award, badgeAwards, type Award } from '../awards/awards';
import type { QuestOccupationPort, StartedQuestPort } from '../ports/started-quest.port';
import {
  REFLECTION_SURPRISE_LIMIT,
  type Reflection,
  type ReflectionDirection,
  type ReflectionEnd,
} from '../reflections/reflection';

export const NOT_YOUR_QUEST = 'No such quest among the ones you started.';

interface Deps {
  reflections: ReflectionRepository;
  startedQuests: StartedQuestPort;
  occupations: QuestOccupationPort;
  clock: Clock;
  /** A reflection's points (and a finished quest's), once per quest, with the badges they earn. */
  awards?: AwardRepository;
}

export interface SaveReflectionInput {
  userId: string;
  questId: string;
  rating: number;
  direction: ReflectionDirection;
  surprise?: string | null;
  ended: ReflectionEnd;
}

/**
 * "How did this quest feel?": saved for one of the person's own quests (current or previous); a second answer replaces
 * the first. An answer that says it was finished finishes the quest.
 */
export class SaveReflection {
  constructor(private readonly deps: Deps) {}

  async execute(input: SaveReflectionInput): Promise<Result<Reflection>> {
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
      return err(new DomainError('invalid', 'rating must be from 1 to 5'));
    if (input.direction !== 'more' && input.direction !== 'different')
      return err(new DomainError('invalid', 'direction must be "more" or "different"'));
    if (input.ended !== 'finished' && input.ended !== 'switched')
      return err(new DomainError('invalid', 'ended must be "finished" or "switched"'));
    const surprise = input.surprise?.trim() || null;
    if (surprise && surprise.length > REFLECTION_SURPRISE_LIMIT)
      return err(new DomainError('invalid', `Keep it to ${REFLECTION_SURPRISE_LIMIT} characters`));
    const quest = await this.deps.startedQuests.find(input.userId, input.questId);
    if (!quest) return err(new DomainError('not_found', NOT_YOUR_QUEST));
    const occupation = this.deps.occupations.occupationOf(quest.questId);
    const reflection: Reflection = {
      userId: input.userId,
      questId: quest.questId,
      questTitle: quest.title,
      occupationCode: occupation?.code ?? null,
      occupationTitle: occupation?.title ?? null,
      rating: input.rating,
      direction: input.direction,
      surprise,
      ended: input.ended,
      startedAt: quest.startedAt,
      endedAt: this.deps.clock.now(),
    };
    await this.deps.reflections.save(reflection);
    // Saying it was finished is what finishes a quest: it leaves "current" and lives on in the quest log.
    if (reflection.ended === 'finished') await this.deps.startedQuests.finish(input.userId, quest.questId);
    if (this.deps.awards) await this.deps.awards.grant(await this.awardsFor(reflection));
    return ok(reflection);
  }

  /** Keyed by the quest, so answering again pays nothing twice; a 'finished' answer also pays the finished quest. */
  private async awardsFor(reflection: Reflection): Promise<Award[]> {
    const { userId, questId, endedAt: at } = reflection;
    const all = await this.deps.reflections.listByUser(userId);
    const facts = {
      reflections: all.length,
      finishedQuests: all.filter((r) => r.ended === 'finished').length,
      occupationsTried: new Set(all.map((r) => r.occupationCode).filter((c) => c !== null)).size,
    };
    return [
      award(userId, 'reflection', questId, at),
      ...(reflection.ended === 'finished' ? [award(userId, 'quest-finished', questId, at)] : []),
      ...badgeAwards(userId, facts, at),
    ];
  }
}

/** The quest log: the person's reflections, newest first. */
export class ListQuestLog {
  constructor(private readonly deps: { reflections: ReflectionRepository }) {}

  execute(input: { userId: string }): Promise<Reflection[]> {
    return this.deps.reflections.listByUser(input.userId);
  }
}
