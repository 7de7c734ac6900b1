import { DomainError, err, ok, type Result } from '@sidequest/kernel';

/** The sample noun this context started with: rename it to what the context owns. */
export interface OccupationsItem {
  readonly id: string;
  readonly title: string;
  readonly createdAt: Date;
}

export const MAX_OCCUPATIONS_TITLE_LENGTH = 200;

/** A new item; its title is trimmed and must keep 1 to 200 characters. */
export function createOccupationsItem(input: { id: string; title: string; now: Date }): Result<OccupationsItem> {
  const title = input.title.trim();
  if (title.length === 0 || title.length > MAX_OCCUPATIONS_TITLE_LENGTH) {
    return err(new DomainError('invalid', `title must have 1 to ${MAX_OCCUPATIONS_TITLE_LENGTH} characters`));
  }
  return ok({ id: input.id, title, createdAt: input.now });
}
