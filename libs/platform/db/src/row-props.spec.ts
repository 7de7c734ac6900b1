import { describe, expect, it } from 'vitest';
import { propsMapper, rowProps } from './row-props';

interface NoteRow {
  id: string;
  sentAt?: Date | null;
}
interface NoteProps {
  id: string;
  sentAt: Date | null;
}

class Note {
  constructor(private readonly props: NoteProps) {}
  static restore = (props: NoteProps) => new Note(props);
  snapshot(): NoteProps {
    return { ...this.props };
  }
}

describe('rowProps', () => {
  it('keeps each column, and reads a nullable column the ORM left undefined as null', () => {
    const at = new Date('2026-06-01T00:00:00Z');
    expect(rowProps<NoteRow>({ id: 'n1', sentAt: at })).toStrictEqual({ id: 'n1', sentAt: at });
    expect(rowProps<NoteRow>({ id: 'n1', sentAt: undefined })).toStrictEqual({ id: 'n1', sentAt: null });
  });
});

describe('propsMapper', () => {
  it('restores an entity from its row and gives the row back', () => {
    const mapper = propsMapper<NoteRow, Note>(Note.restore);
    const note = mapper.toDomain({ id: 'n1', sentAt: null });
    expect(note).toBeInstanceOf(Note);
    expect(mapper.toRecord(note)).toStrictEqual({ id: 'n1', sentAt: null });
  });
});
