/** A generated quest as the api returns it (the spec's "Generated quest": id, title, description). */
export interface QuestDraft {
  id: string;
  title: string;
  description: string;
}

export const MAX_ANSWER_LENGTH = 500;
export const MAX_TITLE_LENGTH = 60;
