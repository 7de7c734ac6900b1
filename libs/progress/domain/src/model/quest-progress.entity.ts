import { DomainError, err, MutableEntity, ok, type Result } from '@sidequest/kernel';

export interface QuestProgressProps {
  id: string;
  userId: string;
  questId: string;
  /** Indices of finished steps, ascending, without duplicates. */
  completedSteps: number[];
  /** How many steps the quest has; kept so the entity can check indices on its own. */
  stepCount: number;
  isCompleted: boolean;
  startedAt: Date;
  completedAt: Date | null;
}

/** One user's way through one community quest (a quest_progress row). */
export class QuestProgress extends MutableEntity<QuestProgressProps>() {
  private constructor(props: QuestProgressProps) {
    super(props);
  }

  static start(input: { id: string; userId: string; questId: string; stepCount: number; now: Date }): QuestProgress {
    return new QuestProgress({
      id: input.id,
      userId: input.userId,
      questId: input.questId,
      completedSteps: [],
      stepCount: input.stepCount,
      isCompleted: false,
      startedAt: input.now,
      completedAt: null,
    });
  }

  static restore(props: QuestProgressProps): QuestProgress {
    return new QuestProgress(props);
  }

  /**
   * Ticks the step if it was open, un-ticks it if it was done. Finishing the last step completes the
   * quest; un-ticking any step of a completed quest reopens it and clears completed_at.
   */
  toggleStep(index: number, now: Date): Result<void> {
    if (!Number.isInteger(index) || index < 0 || index >= this.props.stepCount) {
      return err(
        new DomainError(
          'invalid',
          `Step ${index} does not exist: this quest has steps 0 to ${this.props.stepCount - 1}`,
        ),
      );
    }
    const done = new Set(this.props.completedSteps);
    if (done.has(index)) done.delete(index);
    else done.add(index);
    this.props.completedSteps = [...done].sort((a, b) => a - b);

    const allDone = this.props.completedSteps.length === this.props.stepCount;
    if (allDone && !this.props.isCompleted) {
      this.props.isCompleted = true;
      this.props.completedAt = now;
    } else if (!allDone) {
      this.props.isCompleted = false;
      this.props.completedAt = null;
    }
    return ok(undefined);
  }
}
