/**
 * A signature quest: a first quest written for one occupation's own everyday work, with the plan
 * that follows it. The data files under `data/` hold one entry per O*NET occupation.
 */
export interface SignatureMilestone {
  /** Short imperative title, at most 80 characters, in the quest's own vocabulary. */
  title: string;
  /** One or two sentences, at most 240 characters. */
  description: string;
}

export interface SignatureQuest {
  /** At most 60 characters. */
  title: string;
  /** 1–3 sentences, starting with a verb, naming something to show at the end. */
  description: string;
  /** 3–6 milestones; the first two name the quest's subject. */
  plan: readonly SignatureMilestone[];
}

export interface SignatureEntry {
  /** O*NET-SOC code, as in the catalogue (for example "29-1224.00"). */
  code: string;
  /** One or two signature quests; the first is the occupation's first quest. */
  quests: readonly SignatureQuest[];
}
