import type { QuestDraft } from './quest-draft';

export const LIFESTYLE_QUESTS: QuestDraft[] = [
  {
    questId: 'ten-minute-morning-anchor',
    title: 'Build a 10-Minute Morning Anchor',
    description:
      'A short, repeatable start to the day steadies everything after it. Design ten minutes that are entirely yours and keep them for two weeks.',
    difficulty: 'Beginner',
    timeInvestment: '10 min/day for 2 weeks',
    steps: [
      'Choose the three things your ideal first ten minutes include, such as water, a stretch and one line in a journal.',
      'Lay out everything you need the night before.',
      'Do the routine tomorrow morning and tick the first square on a paper calendar.',
      'After a week, note how your mornings felt on the days you did it and the days you skipped.',
      'Swap out the one element that did not stick, then commit to a second week.',
    ],
  },
  {
    questId: 'one-phone-free-evening',
    title: 'One Phone-Free Evening a Week',
    description:
      'Reclaim a whole evening from the scroll. Put the phone away, plan something analogue, and notice how long an evening can feel.',
    difficulty: 'Beginner',
    timeInvestment: '3 hours, once a week for 3 weeks',
    steps: [
      'Pick an evening and let the people who matter know you will be slow to reply.',
      'Plan one analogue activity: a book, a board game, a new recipe or a long walk.',
      'At 7 pm, put your phone in a drawer in another room.',
      'Before bed, jot down three words for how the evening felt.',
      'Next week, repeat with a different activity and compare your notes.',
    ],
  },
  {
    questId: 'explore-your-neighbourhood-on-foot',
    title: 'Explore Your Neighbourhood on Foot',
    description:
      'There is probably a street ten minutes from your door you have never walked down. Spend a week becoming a tourist where you live.',
    difficulty: 'Beginner',
    timeInvestment: '30 min/day for 1 week',
    steps: [
      'Open a map and mark five streets within 20 minutes of home that you have never walked.',
      'Walk the first new route and photograph one detail you like.',
      'Step into one shop, library or café you have never visited before.',
      'Note one place you would bring a friend, and why.',
      'Draw a small map of your favourite loop and share it with someone nearby.',
    ],
  },
  {
    questId: 'master-five-weeknight-dinners',
    title: 'Master Five Weeknight Dinners',
    description:
      'Five reliable dinners you can cook without a recipe will save you money, time and a lot of tired takeaway decisions.',
    difficulty: 'Intermediate',
    timeInvestment: '45 min/day for 2 weeks',
    steps: [
      'Choose five recipes under 30 minutes that share several ingredients.',
      'Write one combined shopping list and do a single shop.',
      'Cook the first new recipe tonight and rate it out of five.',
      'Cook one of your keepers a second time without looking at the recipe.',
      'Write your final five on one card and stick it inside a kitchen cupboard.',
    ],
  },
  {
    questId: 'two-week-sleep-reset',
    title: 'Two-Week Sleep Reset',
    description:
      'Better sleep is mostly a few small, boring habits kept consistently. Run a two-week experiment on yourself and keep what works.',
    difficulty: 'Intermediate',
    timeInvestment: '10 min/day for 2 weeks',
    steps: [
      'Choose one fixed wake-up time for every day, weekends included, and set the alarm.',
      'Set a second alarm 60 minutes before bed as your cue to wind down.',
      'Move your phone charger out of the bedroom or across the room.',
      'Each morning, log bedtime, wake time and energy from 1 to 5.',
      'Start week two with no caffeine after 2 pm.',
      'Compare the two weeks in your log and keep the habits that made a difference.',
    ],
  },
  {
    questId: 'declutter-one-room',
    title: 'Declutter One Room in Five Sessions',
    description:
      'One room, five short sessions, three boxes: keep, donate, recycle. Finish with a space that is easier to live in and a clear sense of what you actually use.',
    difficulty: 'Intermediate',
    timeInvestment: '30 min/day for 5 days',
    steps: [
      'Pick one room and take a "before" photo.',
      'Clear every flat surface into three boxes: keep, donate, recycle.',
      'Go through the drawers and cupboards one at a time with the same three boxes.',
      'Sort clothes or books by one question: would I buy this again today?',
      'Drop the donations at a charity shop before they can creep back in.',
      'Give everything left a home and take an "after" photo.',
    ],
  },
  {
    questId: 'plan-a-solo-day-trip',
    title: 'Plan and Take a Solo Day Trip',
    description:
      'A day out on your own, on your own terms, is a small adventure that builds confidence. Plan just enough, then leave room for surprises.',
    difficulty: 'Intermediate',
    timeInvestment: '2 evenings to plan, 1 day to travel',
    steps: [
      'Pick a town, coast or park you can reach in under two hours.',
      'Research three things to see and one local place to eat.',
      'Book your travel and note the time of the last train or bus home.',
      'Pack light: water, a snack, a charger and a notebook.',
      'Go, and say yes to one unplanned detour along the way.',
      'Write a short travel note the same evening about the best moment.',
    ],
  },
  {
    questId: 'run-your-first-5k',
    title: 'Run Your First 5K',
    description:
      'From the sofa to the finish line in about eight weeks. A gentle run-walk plan, three times a week, gets almost anyone there.',
    difficulty: 'Advanced',
    timeInvestment: '30 min, 3 times a week for 8 weeks',
    steps: [
      'Get comfortable running shoes and choose a free couch-to-5K app or printable plan.',
      'Block three runs a week in your calendar, with a rest day between each.',
      'Do your first run: alternate 60 seconds of running with 90 seconds of walking for 20 minutes.',
      'Sign up for a local 5K or parkrun about eight weeks away.',
      'Run 10 minutes without stopping, at whatever pace lets you talk.',
      'Run 20 minutes without stopping and note how far you went.',
      'Run the 5K and write down your time.',
    ],
  },
];
