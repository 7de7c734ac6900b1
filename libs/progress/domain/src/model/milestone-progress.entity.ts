import { MutableEntity } from '@sidequest/kernel';

export interface MilestoneProgressProps {
  userId: string;
  questId: string;
  completed: number[];
  updatedAt: Date;
}

/** Which milestones of a user's quest are done: saved on the server so it follows the user. */
export class MilestoneProgress extends MutableEntity<MilestoneProgressProps>() {
  private constructor(props: MilestoneProgressProps) {
    super(props);
  }

  static start(userId: string, questId: string, now: Date): MilestoneProgress {
    return new MilestoneProgress({ userId, questId, completed: [], updatedAt: now });
  }

  static restore(props: MilestoneProgressProps): MilestoneProgress {
    return new MilestoneProgress(props);
  }

  isComplete(index: number): boolean {
    return this.props.completed.includes(index);
  }

  complete(index: number, now: Date): void {
    if (this.isComplete(index)) return;
    this.props.completed = [...this.props.completed, index].sort((a, b) => a - b);
    this.props.updatedAt = now;
  }

  reopen(index: number, now: Date): void {
    this.props.completed = this.props.completed.filter((i) => i !== index);
    this.props.updatedAt = now;
  }

  /** Completed over total, as a whole percent; indexes beyond the plan do not count. */
  percent(total: number): number {
    if (total <= 0) return 0;
    const done = this.props.completed.filter((i) => i >= 0 && i < total).length;
    return Math.round((done / total) * 100);
  }
}
