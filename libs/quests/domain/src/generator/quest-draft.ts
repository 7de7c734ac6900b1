/** A generated quest as the api returns it (id, title, description). */
export interface QuestDraft {
  id: string;
  title: string;
  description: string;
  /** The O*NET occupation the job was matched to, when it was. */
  occupation?: OccupationRef;
  /** Other occupations the words could also mean ("Did you mean"), at most five. */
  alternatives?: OccupationRef[];
}

export interface OccupationRef {
  code: string;
  title: string;
}

/** An occupation offered for a typed job, with how well the words fit it (0 to 1). */
export interface OccupationChoice extends OccupationRef {
  score: number;
}

/** A typed job asked back instead of guessed: choose among weak matches, or unknown (nearest, if any). */
export interface JobQuestion {
  /** The job as typed (at most 200 characters). */
  typed: string;
  kind: 'choose' | 'unknown';
  /** Up to five occupations to choose from, or the nearest few for an unknown job. */
  choices: OccupationChoice[];
}

/** What an answer gives: a quest per job understood, topped up to three, and a question per job that was not. */
export interface QuestSet {
  quests: QuestDraft[];
  questions: JobQuestion[];
}

export const MAX_ANSWER_LENGTH = 500;
export const MAX_TITLE_LENGTH = 60;
