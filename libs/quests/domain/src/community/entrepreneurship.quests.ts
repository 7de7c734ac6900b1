import type { QuestDraft } from './quest-draft';

export const ENTREPRENEURSHIP_QUESTS: QuestDraft[] = [
  {
    questId: 'keep-a-problem-journal',
    title: 'Keep a Problem Journal for a Week',
    description:
      'Good business ideas start as annoyances. For one week, write down every friction you notice, then look for the ones that keep coming back.',
    difficulty: 'Beginner',
    timeInvestment: '10 min/day for 1 week',
    steps: [
      'Create a note on your phone titled "Things that annoyed me today".',
      'Tonight, write down at least three frictions you or people around you ran into.',
      'At the end of the week, circle the problems that happened more than once.',
      'For the top three, write who else has this problem and how they cope with it today.',
      'Pick one problem to explore further and write one question you would ask the people who have it.',
    ],
  },
  {
    questId: 'brainstorm-your-side-hustle-menu',
    title: 'Brainstorm Your Side-Hustle Menu',
    description:
      'You already have things people would pay for: skills, hobbies, even the stuff in your garage. Turn them into a menu of small offers and test the best one.',
    difficulty: 'Beginner',
    timeInvestment: '20 min/day for 3 days',
    steps: [
      'List your skills, hobbies and assets, such as a car, a spare room or a good camera.',
      'Next to each, write one way someone might pay for it.',
      'Score each idea from 1 to 5 on three things: you enjoy it, people pay for it, you could start this month.',
      'Write a one-sentence offer for the top scorer: who it is for, what they get, and the price.',
      'Ask three people whether they would pay for it, and how much.',
    ],
  },
  {
    questId: 'reverse-engineer-a-local-business',
    title: 'Reverse-Engineer a Local Business',
    description:
      'The café on the corner is a masterclass in how a business works. Visit with fresh eyes and work out how it earns, spends and finds customers.',
    difficulty: 'Beginner',
    timeInvestment: '1 hour visit, 30 min write-up',
    steps: [
      'Pick a small local business you like, such as a café, bike shop or salon.',
      'Visit and note what they sell, their price points, and how busy it is.',
      'Estimate daily customers and average spend to guess the monthly revenue.',
      'List what you think their three biggest costs are.',
      'If the moment is right, ask the owner one question about how they started.',
      'Write down what you would do the same and what you would do differently.',
    ],
  },
  {
    questId: 'talk-to-five-potential-customers',
    title: 'Talk to Five Potential Customers',
    description:
      'Before you build anything, find out whether the problem is real. Five honest conversations about what people already do will save you months.',
    difficulty: 'Intermediate',
    timeInvestment: '30 min/day for 2 weeks',
    steps: [
      'Write down the problem and exactly who you believe has it.',
      'Draft five questions about their past behaviour, not about your idea.',
      'Reach out to ten people who fit the description, aiming for five conversations.',
      'Hold the first conversation, listen far more than you talk, and do not pitch.',
      'After each conversation, write down the single strongest thing they said.',
      'Summarise the five: is the problem painful, frequent, and already costing them money?',
    ],
  },
  {
    questId: 'fill-in-a-lean-canvas',
    title: 'Fill In a One-Page Business Plan',
    description:
      'A Lean Canvas fits a whole business idea on one page: customer, problem, solution, channels, money. Filling it in shows you exactly what you still need to find out.',
    difficulty: 'Intermediate',
    timeInvestment: '45 min, 3 sittings',
    steps: [
      'Print or draw a Lean Canvas template.',
      'Fill in the customer segment and their top three problems first.',
      'Add your unique value proposition in one sentence a ten-year-old would understand.',
      'Sketch the solution, channels, revenue streams and cost structure.',
      'Mark every box that is a guess rather than something you have evidence for.',
      'Pick the riskiest guess and write down the cheapest way to test it this week.',
    ],
  },
  {
    questId: 'test-demand-with-a-landing-page',
    title: 'Test Demand with a Landing Page',
    description:
      'A one-page website with a sign-up button is the cheapest honest test of whether people want what you are thinking of making.',
    difficulty: 'Intermediate',
    timeInvestment: '45 min/day for 1 week',
    steps: [
      'Write a headline that states the outcome your customer gets, not the features.',
      'Build a one-page site with a free builder and a sign-up form.',
      'Add a price or a "pre-order" button to test whether people would pay.',
      'Share the page in two communities where your customers gather, following their rules.',
      'After seven days, count visitors and sign-ups and work out the conversion rate.',
      'Decide whether to continue, change the offer, or drop the idea, and write down why.',
    ],
  },
  {
    questId: 'make-your-first-ten-dollars-online',
    title: 'Make Your First $10 Online',
    description:
      'The first sale is the hardest and the most instructive. Pick something small, put a price on it, and get one real customer to pay.',
    difficulty: 'Advanced',
    timeInvestment: '1 hour/day for 1 week',
    steps: [
      'Pick something small to sell: a printable, an hour of help, a lesson or a handmade item.',
      'Set up a payment link with a simple online payment tool.',
      'Write a product description that explains who it is for and what they get.',
      'Tell ten people personally, one message at a time.',
      'Deliver to your first customer and ask for a short testimonial.',
      'Write down what you would change before trying to make sale number ten.',
    ],
  },
  {
    questId: 'build-a-weekend-mvp',
    title: 'Build a Weekend MVP',
    description:
      'A minimum viable product is the smallest thing that delivers the core value. Build one in a weekend, using whatever tools get you there fastest, and put it in front of users.',
    difficulty: 'Advanced',
    timeInvestment: '2 evenings to plan, 2 half-days to build',
    steps: [
      'Write the one job your product does for its user, in a single sentence.',
      'List every feature you can think of, then cross out all but the one that does that job.',
      'Choose the fastest tools for it: no-code, a spreadsheet, or even a manual service behind a form.',
      'Build the core flow in one focused half-day session.',
      'Polish only what a first user will touch, in a second session.',
      'Put it in front of three users, watch them use it without helping, and take notes.',
      'List the three changes that would matter most, in order.',
    ],
  },
];
