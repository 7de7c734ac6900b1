import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import type { GeneratedQuestRepository } from '../ports/quests-ports';

export class DeleteGeneratedQuest {
  constructor(private readonly deps: { generated: GeneratedQuestRepository }) {}

  async execute(input: { userId: string; id: string }): Promise<Result<void>> {
    return (await this.deps.generated.delete(input.userId, input.id))
      ? ok(undefined)
      : err(new DomainError('not_found', 'Quest not found.'));
  }
}
