import type { QuestDraft } from './quest-draft';

export const CREATIVE_QUESTS: QuestDraft[] = [
  {
    questId: 'five-minute-sketch-week',
    title: 'A Week of Five-Minute Sketches',
    description:
      'You do not need talent to start drawing, only a pen and five minutes. Sketch something ordinary every day for a week and watch your eye sharpen.',
    difficulty: 'Beginner',
    timeInvestment: '5 min/day for 1 week',
    steps: [
      'Get a cheap pocket sketchbook and a pen: no pencil, no eraser, no pressure.',
      'Draw your favourite mug from three different angles.',
      'Draw the view from your window in exactly five minutes.',
      'Draw something that moves: a pet, a person on a bench or a tree in the wind.',
      "Lay the week's sketches side by side and write one thing that improved.",
    ],
  },
  {
    questId: 'write-morning-pages',
    title: 'Write Three Morning Pages',
    description:
      'Three pages of longhand, first thing, about anything at all. It clears the mental clutter and often surfaces ideas you did not know you had.',
    difficulty: 'Beginner',
    timeInvestment: '20 min/day for 1 week',
    steps: [
      'Put a notebook and pen by your bed tonight.',
      'Tomorrow, before checking your phone, write three pages by hand without stopping to edit.',
      'Keep going for the rest of the week without rereading anything.',
      'On day seven, reread everything and underline any idea that came up more than once.',
      'Pick one underlined idea and take one small action on it today.',
    ],
  },
  {
    questId: 'themed-photo-walk',
    title: 'Go on a Themed Photo Walk',
    description:
      'A constraint makes you see. Choose one theme, walk for an hour with your phone camera, and come back with a small, surprisingly coherent collection.',
    difficulty: 'Beginner',
    timeInvestment: '1 hour, once, plus 20 min to share',
    steps: [
      'Pick a theme: circles, the colour red, reflections or shadows.',
      'Walk for 45 minutes photographing only that theme, aiming for 30 shots.',
      'At home, choose your best five and crop them to the same shape.',
      'Arrange them into a simple grid or collage.',
      'Share it with a friend or online, with the theme as the caption.',
    ],
  },
  {
    questId: 'write-a-500-word-story',
    title: 'Write a 500-Word Story',
    description:
      'Short fiction is the perfect place to practise finishing things. Draft fast, cut hard, and put a complete story in front of a real reader.',
    difficulty: 'Intermediate',
    timeInvestment: '30 min/day for 4 days',
    steps: [
      'Pick a first line from a writing-prompt list and copy it to the top of a blank page.',
      'Draft for 25 minutes without stopping or deleting.',
      'Cut at least 20% of the words, starting with adverbs and throat-clearing.',
      'Read it aloud and mark every sentence that made you stumble, then fix them.',
      'Give it to one reader and ask, "Where did you get bored?"',
      'Make the final edit and publish or print it.',
    ],
  },
  {
    questId: 'play-a-song-with-three-chords',
    title: 'Play a Song with Three Chords',
    description:
      'Hundreds of songs use just three chords. Two weeks of short daily practice on a ukulele or guitar is enough to play one all the way through.',
    difficulty: 'Intermediate',
    timeInvestment: '20 min/day for 2 weeks',
    steps: [
      'Borrow or buy a ukulele or guitar and tune it with a free tuner app.',
      'Learn three chords from a beginner video: C, G and Am on ukulele, or G, C and D on guitar.',
      'Practise switching between two of the chords for five minutes against a timer.',
      'Choose a song that uses only your three chords and print the chord sheet.',
      'Play along slowly with a recording, ignoring mistakes.',
      'Record yourself playing the whole song once, and keep the recording.',
    ],
  },
  {
    questId: 'make-a-one-page-zine',
    title: 'Make a One-Page Zine',
    description:
      'A zine is a tiny, handmade magazine folded from a single sheet of paper. Make one about something you love and hand copies to strangers.',
    difficulty: 'Intermediate',
    timeInvestment: '1 hour/day for 3 days',
    steps: [
      'Choose a topic you could happily talk about for ten minutes.',
      'Fold a sheet of paper into an eight-page mini zine using the one-cut fold.',
      'Sketch a layout: a cover, six content pages and a back page.',
      'Fill the pages with words, drawings or collage.',
      'Make ten copies on a printer or photocopier.',
      'Give them away, or leave them at a café or library with permission.',
    ],
  },
  {
    questId: 'launch-a-portfolio-site',
    title: 'Launch a Simple Portfolio Site',
    description:
      'A place on the web that shows what you make, and how to reach you, opens doors while you sleep. Build a clean one in two weeks with free tools.',
    difficulty: 'Advanced',
    timeInvestment: '45 min/day for 2 weeks',
    steps: [
      'Gather your six best pieces and write one sentence about each.',
      'Choose a free site builder or a static-site template.',
      'Write a short About page that says what you make and how to contact you.',
      'Build the gallery page with your six pieces and their sentences.',
      'Ask two people to open it on their phones and fix whatever confused them.',
      'Publish it and share the link in three places where your audience is.',
    ],
  },
  {
    questId: 'thirty-day-creative-challenge',
    title: 'Finish a 30-Day Creative Challenge',
    description:
      'Making something small every day for a month builds a habit and a body of work at the same time. The trick is a tiny, fixed constraint.',
    difficulty: 'Advanced',
    timeInvestment: '20 min/day for 30 days',
    steps: [
      'Pick one medium and one constraint, such as a haiku a day or a 15-second melody a day.',
      'Draw a tracker with 30 squares and pin it where you will see it.',
      'Make and share piece number one today, however rough it is.',
      'On day ten, review your pieces and note what is getting easier.',
      'On day twenty, break your constraint once, on purpose, and see what happens.',
      'On day thirty, choose your best three and write down what you learned.',
    ],
  },
];
