import { summarize, type ProgressionSummary } from '../awards/awards';
import type { AwardRepository } from '../ports/award-repository.port';

/** The person's own points, level and badges, from the awards they earned (never anyone else's). */
export class GetProgression {
  constructor(private readonly deps: { awards: AwardRepository }) {}

  async execute(input: { userId: string }): Promise<ProgressionSummary> {
    return summarize(await this.deps.awards.listByUser(input.userId));
  }
}
