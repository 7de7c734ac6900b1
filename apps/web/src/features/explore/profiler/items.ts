import type { Interest } from '../riasec';

export interface ProfilerItem {
  /** Stable: the saved answers are keyed by it. */
  id: string;
  interest: Interest;
  text: string;
}

const BY_INTEREST: Record<Interest, string[]> = {
  R: [
    'Fix a bike or a dripping tap',
    'Build a bookshelf from planks',
    'Look after animals on a farm',
    'Drive a van or a forklift',
    'Grow vegetables in a garden',
    'Wire a lamp so it lights up',
  ],
  I: [
    'Run an experiment to test an idea',
    'Work out why a program crashes',
    'Learn how the body fights an illness',
    'Read about how stars are born',
    'Find a pattern hidden in a table of numbers',
    'Solve a tricky logic puzzle',
  ],
  A: [
    'Write a short story or a song',
    'Design a poster or a logo',
    'Act or dance in front of an audience',
    'Film and edit a short video',
    'Design clothes or decorate a room',
    'Play an instrument in a band',
  ],
  S: [
    'Teach a child to read',
    'Listen to someone through a hard time',
    'Care for people who are ill or injured',
    'Coach a young people’s sports team',
    'Show a newcomer around and answer their questions',
    'Help out at a food bank or a shelter',
  ],
  E: [
    'Sell a product to a new customer',
    'Lead a team towards a goal',
    'Start and run a small business',
    'Bargain for a better price or deal',
    'Persuade people to back your idea',
    'Campaign for a cause or stand for election',
  ],
  C: [
    'Keep track of money coming in and going out',
    'Sort files so anything can be found at once',
    'Check a document for mistakes',
    'Enter figures into a spreadsheet',
    'Follow a checklist to inspect equipment',
    'Count and label the stock in a storeroom',
  ],
};

const ORDER: Interest[] = ['R', 'I', 'A', 'S', 'E', 'C'];

/** 36 activities, six per interest, interleaved so that each page of six asks about every interest once. */
export const PROFILER_ITEMS: ProfilerItem[] = BY_INTEREST.R.flatMap((_, round) =>
  ORDER.map((interest) => ({ id: `${interest}${round + 1}`, interest, text: BY_INTEREST[interest][round] })),
);

/** The 5-point scale, from 1 to 5. */
export const SCALE = ['Strongly dislike', 'Dislike', 'Not sure', 'Like', 'Strongly like'] as const;

export const PAGE_SIZE = 6;
