import { describe, expect, it } from 'vitest';
import { ImmutableEntity } from './immutable-entity';

interface NoteProps {
  id: string;
  text: string;
  sentAt: Date | null;
}

class Note extends ImmutableEntity<NoteProps>() {
  static restore(props: NoteProps): Note {
    return new Note({ ...props });
  }

  get isSent(): boolean {
    return this.sentAt !== null;
  }
}

describe('ImmutableEntity', () => {
  const props: NoteProps = { id: 'n1', text: 'Hello', sentAt: new Date('2026-06-01T00:00:00Z') };

  it('exposes each prop as a field, next to the entity own getters', () => {
    const note = Note.restore(props);
    expect([note.id, note.text, note.sentAt, note.isSent]).toEqual(['n1', 'Hello', props.sentAt, true]);
    expect(note).toBeInstanceOf(Note);
  });

  it('snapshots a copy of exactly its props', () => {
    const note = Note.restore(props);
    const snapshot = note.snapshot();
    expect(snapshot).toEqual(props);
    snapshot.text = 'changed';
    expect(note.text).toBe('Hello');
  });
});
