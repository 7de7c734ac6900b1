import { describe, expect, it } from 'vitest';
import { MutableEntity } from './mutable-entity';

interface TaskProps {
  id: string;
  doneSteps: number[];
  finishedAt: Date | null;
}

class Task extends MutableEntity<TaskProps>() {
  private constructor(props: TaskProps) {
    super(props);
  }

  static restore(props: TaskProps): Task {
    return new Task(props);
  }

  get isFinished(): boolean {
    return this.finishedAt !== null;
  }

  finish(step: number, now: Date): void {
    this.props.doneSteps = [...this.props.doneSteps, step];
    this.props.finishedAt = now;
  }
}

describe('MutableEntity', () => {
  const props: TaskProps = { id: 't1', doneSteps: [0], finishedAt: null };
  const now = new Date('2026-06-01T00:00:00Z');

  it('exposes each prop as a field, next to the entity own getters, and follows its changes', () => {
    const task = Task.restore(props);
    expect([task.id, task.doneSteps, task.finishedAt, task.isFinished]).toEqual(['t1', [0], null, false]);
    task.finish(1, now);
    expect([task.doneSteps, task.finishedAt, task.isFinished]).toEqual([[0, 1], now, true]);
    expect(task).toBeInstanceOf(Task);
  });

  it('lets no one outside change a prop', () => {
    const task = Task.restore(props);
    // @ts-expect-error a prop is read-only to the outside
    expect(() => (task.id = 't2')).toThrow(TypeError);
    expect(task.id).toBe('t1');
    // @ts-expect-error the props themselves are the entity's own
    expect(task.props).toBeDefined();
  });

  it('shares no state with the props it was made from, nor with its snapshots', () => {
    const given: TaskProps = { ...props, doneSteps: [0] };
    const task = Task.restore(given);
    given.doneSteps.push(7);
    const snapshot = task.snapshot();
    snapshot.doneSteps.push(8);
    snapshot.id = 'changed';
    expect(task.snapshot()).toEqual(props);
  });

  it('keeps each entity its own state', () => {
    const first = Task.restore(props);
    const second = Task.restore({ id: 't2', doneSteps: [], finishedAt: now });
    expect([first.id, first.isFinished, second.id, second.isFinished]).toEqual(['t1', false, 't2', true]);
  });
});
