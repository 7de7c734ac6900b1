import { Injectable } from '@nestjs/common';
import type { ReflectionRepository } from '@sidequest/progress-domain';
import { QuestTaste, tasteFromReflections, type TasteWeights } from '@sidequest/quests-domain';
import { MikroOrmReflectionRepository } from '../persistence/mikro-orm-reflection.repository';

/** Reads a person's taste from their own reflections: what they enjoyed weighs toward, what they did not, away. */
export class ReflectionTaste extends QuestTaste {
  constructor(private readonly reflections: ReflectionRepository) {
    super();
  }

  async weightsFor(userId: string): Promise<TasteWeights> {
    const reflections = await this.reflections.listByUser(userId);
    return tasteFromReflections(
      reflections.map((r) => ({
        questId: r.questId,
        occupationCode: r.occupationCode,
        rating: r.rating,
        direction: r.direction,
      })),
    );
  }
}

/** The Nest provider of ReflectionTaste over the reflections table. */
@Injectable()
export class MikroOrmReflectionTaste extends ReflectionTaste {
  constructor(reflections: MikroOrmReflectionRepository) {
    super(reflections);
  }
}
