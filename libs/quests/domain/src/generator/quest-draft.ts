/** A generated quest as the api returns it (id, title, description). */
export interface QuestDraft {
  id: string;
  title: string;
  description: string;
  /** The O*NET occupation the job was matched to, when it was. */
  occupation?: OccupationRef;
  /** Other occupations an ambiguous word could mean ("Did you mean"), at most three. */
  alternatives?: OccupationRef[];
}

export interface OccupationRef {
  code: string;
  title: string;
}

export const MAX_ANSWER_LENGTH = 500;
export const MAX_TITLE_LENGTH = 60;
