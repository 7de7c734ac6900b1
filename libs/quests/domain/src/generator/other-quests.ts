/** Quests for a job the catalogue does not know: built on the person's words, never claiming to know the work. */
export const OWN_WORDS_QUESTS: readonly (readonly [string, string])[] = [
  [
    'find out what it really is',
    'Search for two people who describe their work as \"{topic}\" and read how they describe a normal day. Write a list of the tasks they mention and the skills behind them.',
  ],
  [
    'talk to someone who does it',
    'Find one person whose work is close to \"{topic}\", online or nearby, and ask them three questions about it. Keep notes of the conversation and what surprised you.',
  ],
  [
    'try a 30-minute taste of it',
    'Pick the smallest part of \"{topic}\" you can try today with what you have. Take a photo or recording of your attempt and note how it felt.',
  ],
];

/** For answers with nothing recognisable, and to fill up to three quests. */
export const EXPLORATION_QUESTS: readonly (readonly [string, string])[] = [
  [
    'Map what makes you lose track of time',
    'Write down ten moments when you lost track of time. Circle the three that repeat and keep the list as your compass.',
  ],
  [
    'Interview someone whose work you admire',
    'Ask one person whose work you admire for a 20-minute chat about how they got there. Keep notes of the conversation.',
  ],
  [
    'Try three jobs in one afternoon',
    'Watch three "day in the life" videos from three different fields. Make a list of what excited you and what did not.',
  ],
  [
    'Sketch your ideal ordinary Tuesday',
    'Describe an ordinary working Tuesday five years from now: where, with whom, doing what. Keep it as a one-page sketch.',
  ],
  [
    'Collect five job ads that tempt you',
    'Find five real job ads that make you curious, even if you lack the skills. List the words they share.',
  ],
  [
    'Ask three friends what you are good at',
    'Ask three people who know you well what you are good at. Keep their answers as a list and mark any surprise.',
  ],
];
