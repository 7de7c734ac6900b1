import type { QuestDraft } from './quest-draft';

export const CAREER_QUESTS: QuestDraft[] = [
  {
    questId: 'have-one-informational-interview',
    title: 'Have One Informational Interview',
    description:
      'Twenty minutes with someone who already does the job teaches you more than a week of reading about it. Find them, ask well, and come away with a real picture of the work.',
    difficulty: 'Beginner',
    timeInvestment: '30 min/day for 1 week',
    steps: [
      'Write down one role you are curious about and the three questions you most want answered.',
      'Find two people in that role through LinkedIn, your alumni network or a friend of a friend.',
      'Send each a short, specific message asking for 20 minutes of their time, and say why them.',
      'Prepare by reading their public profile and one thing they have written or made.',
      'Hold the conversation, take notes, and finish on time.',
      'Send a thank-you note within 24 hours that mentions one thing you will act on.',
    ],
  },
  {
    questId: 'rewrite-three-cv-bullets',
    title: 'Rewrite Three Bullet Points on Your CV',
    description:
      'Most CVs list duties; good ones show results. Rework your three most important lines so that a stranger understands, in seconds, what changed because you were there.',
    difficulty: 'Beginner',
    timeInvestment: '20 min/day for 3 days',
    steps: [
      'Pick the three bullet points that describe your most recent work.',
      'Rewrite each as an action plus a result with a number: time saved, people helped, money raised.',
      'Trim every bullet to two lines or fewer.',
      'Ask a friend to read the page for 60 seconds and tell you what stuck with them.',
      'Copy the new wording into your LinkedIn profile or portfolio.',
    ],
  },
  {
    questId: 'take-a-skills-inventory',
    title: 'Take a Skills Inventory',
    description:
      'You probably have more transferable skills than you give yourself credit for. Take stock, notice which ones light you up, and pick the single gap worth closing first.',
    difficulty: 'Beginner',
    timeInvestment: '15 min/day for 1 week',
    steps: [
      'List ten things people regularly ask you for help with.',
      'Mark each one as energising or draining.',
      'Find three job ads that interest you and highlight every skill you already have.',
      'Write down two skills that keep appearing in those ads that you do not have yet.',
      'Pick one and find a free course or tutorial you could finish in under five hours.',
    ],
  },
  {
    questId: 'shadow-someone-for-half-a-day',
    title: 'Shadow Someone for Half a Day',
    description:
      "See a job from the inside before you bet on it. A morning at someone's elbow shows the real rhythm of the work: the good hours, the dull ones, and the surprises.",
    difficulty: 'Intermediate',
    timeInvestment: '2 evenings to arrange, half a day to shadow',
    steps: [
      'Choose a role or workplace you want to see from the inside.',
      'Ask a contact, or email a local business, whether you could shadow someone for a morning.',
      'Agree on the time, what to wear, and what you may and may not observe.',
      'Prepare five questions, such as "What does a typical hour look like?" and "What surprised you?"',
      'Shadow for the half day and note the moments that excite you and the ones that bore you.',
      'Write a half-page reflection the same evening: could you see yourself doing this for a year?',
    ],
  },
  {
    questId: 'make-one-portfolio-piece',
    title: 'Make One Portfolio Piece in Two Weeks',
    description:
      'Nothing convinces like proof. Pick a real problem from the field you want to enter, solve a small version of it, and publish the result with the story of how you got there.',
    difficulty: 'Intermediate',
    timeInvestment: '45 min/day for 2 weeks',
    steps: [
      'Pick a target role and find a real problem someone in that role would solve.',
      'Scope a project small enough to finish in under ten hours, and write the scope down.',
      'Work in a focused 45-minute block and keep a short log of the decisions you make.',
      'Publish it (GitHub, Behance, a blog post or a shared document) with a short write-up of the problem and your approach.',
      'Ask one person working in the field for feedback on it.',
      'Add the piece to your CV and your LinkedIn profile.',
    ],
  },
  {
    questId: 'learn-in-public-for-10-days',
    title: 'Learn in Public for 10 Days',
    description:
      'Sharing what you learn, while you learn it, makes it stick and quietly builds a reputation. Ten short posts is all it takes to start.',
    difficulty: 'Intermediate',
    timeInvestment: '20 min/day for 10 days',
    steps: [
      'Choose one topic connected to the career you are exploring and where you will post about it.',
      'Learn one thing today and post a five-sentence summary of it.',
      'Reply to every comment on your posts and thank anyone who corrects you.',
      "Halfway through, write a short beginner's guide to one sub-topic.",
      'On day ten, post a recap of what you learned and what you will explore next.',
    ],
  },
  {
    questId: 'know-your-market-rate',
    title: 'Know Your Market Rate',
    description:
      'Walking into a salary conversation with real numbers changes everything. Research your range, gather your evidence, and rehearse the ask until it feels ordinary.',
    difficulty: 'Intermediate',
    timeInvestment: '20 min/day for 1 week',
    steps: [
      'Look up salary ranges for your role and level on at least three different sources.',
      'Ask two peers in similar roles whether they would share their range in confidence.',
      'Write down your target number, your walk-away number and three achievements that justify them.',
      'Rehearse the ask out loud with a friend playing your manager.',
      'Book the conversation with your manager, or write down the exact sentence you will use with your next offer.',
    ],
  },
  {
    questId: 'design-a-career-pivot-experiment',
    title: 'Design a 90-Day Career Pivot Experiment',
    description:
      'Changing careers does not have to be a leap in the dark. Treat it as a series of cheap experiments that tell you, within three months, whether the new path fits.',
    difficulty: 'Advanced',
    timeInvestment: '1 hour/week for 12 weeks',
    steps: [
      'Describe the target role in one sentence and write down why it pulls you.',
      'Map the gap: the skills, credentials and contacts you would need that you do not have.',
      'Choose three low-cost experiments, such as a short course, a small freelance job or a volunteer role.',
      'Give each experiment a measurable goal, like "finish module 3" or "deliver one paid project".',
      'Tell one accountability partner your plan and book a check-in with them for day 45.',
      'Run the first experiment and journal what you learned from it.',
      'On day 90, decide to double down, adjust or drop the pivot, and write down why.',
    ],
  },
];
