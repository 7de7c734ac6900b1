import type { QuestDraft } from './quest-draft';

export const FINANCIAL_QUESTS: QuestDraft[] = [
  {
    questId: 'map-where-your-money-goes',
    title: 'Map Where Your Money Goes',
    description:
      "Before any budget, get an honest picture. One week of light detective work shows you where last month's money actually went, with no judgement and no spreadsheets required.",
    difficulty: 'Beginner',
    timeInvestment: '15 min/day for 1 week',
    steps: [
      'Download or screenshot the last 30 days of transactions from your main bank account and card.',
      'Sort every transaction into five buckets: home, food, getting around, fun, and everything else.',
      'Circle the three purchases you would not make again and write one line on what led to each.',
      'Add up each bucket and copy the five totals onto a single note you can find again.',
      'Choose one bucket to trim by 10% next month and write down the exact change you will make.',
    ],
  },
  {
    questId: 'build-a-500-cushion',
    title: 'Build a $500 Cushion',
    description:
      'A small emergency fund turns a broken phone or a surprise bill from a crisis into an errand. Start a cushion this fortnight, one automatic transfer at a time.',
    difficulty: 'Beginner',
    timeInvestment: '20 min/day for 2 weeks',
    steps: [
      'Open a separate, fee-free savings account and nickname it something you will respect, like "Rainy Day".',
      'Set up an automatic transfer of a fixed amount for the day after each payday, even if it is only $10.',
      'List your recurring charges and pause or cancel at least one you can live without.',
      'Sell one thing you no longer use and move the money straight into the cushion.',
      'Write on a sticky note what counts as an emergency and what does not, and keep it near your wallet.',
      'Check the balance at the end of week two and celebrate the number, however small it is.',
    ],
  },
  {
    questId: 'great-subscription-sweep',
    title: 'The Great Subscription Sweep',
    description:
      'Streaming, apps, memberships, forgotten free trials: recurring charges hide in plain sight. One focused weekend finds them and frees money every single month after.',
    difficulty: 'Beginner',
    timeInvestment: '45 min, 2 sittings over a weekend',
    steps: [
      'Search your email for "receipt", "renewal" and "subscription" and list every recurring charge you find.',
      'Next to each one, write the last time you actually used it.',
      'Cancel everything you have not used in a month and put a calendar reminder on any free trial you keep.',
      'Call or chat with one provider (phone, internet or insurance) and ask what loyalty discount they can offer.',
      'Add up the monthly savings and decide, in writing, where that money goes instead.',
    ],
  },
  {
    questId: 'read-your-credit-report',
    title: 'Read Your Credit Report Like a Detective',
    description:
      'Your credit report shapes the rates you are offered for loans, flats and phones. Read it once, properly, and fix anything that is wrong before it costs you.',
    difficulty: 'Beginner',
    timeInvestment: '1 hour, once',
    steps: [
      'Request your free credit report from the official service for your country.',
      'Check your name, past addresses and every account listed, and highlight anything you do not recognise.',
      'Work out your utilisation for each card: the balance divided by the limit.',
      'File a dispute for any error, keeping a copy of exactly what you sent and when.',
      'Set a calendar reminder to check the report again in four months.',
    ],
  },
  {
    questId: 'zero-based-budget-month',
    title: 'Give Every Dollar a Job for a Month',
    description:
      'Zero-based budgeting means planning your income down to the last dollar before the month starts. It sounds strict; in practice it feels like finally being in charge.',
    difficulty: 'Intermediate',
    timeInvestment: '10 min/day for 1 month',
    steps: [
      'Write down your expected take-home income for next month.',
      'Assign every dollar to a category (bills, food, savings, debt, fun) until income minus plan equals zero.',
      'Set up a simple tracker with those categories, in a spreadsheet or a budgeting app.',
      "Spend two minutes tonight logging today's spending, and set a daily reminder to keep it up.",
      'At the end of week one, move money between categories instead of overspending one of them.',
      'On the last day, compare the plan with reality and write down the one lesson you will carry into next month.',
    ],
  },
  {
    questId: 'understand-index-funds',
    title: 'Understand Index Funds Before Your First $50',
    description:
      'Investing is less mysterious than it looks. Spend a week learning what an index fund is, what fees really cost, and which account suits you, before any money moves.',
    difficulty: 'Intermediate',
    timeInvestment: '30 min/day for 1 week',
    steps: [
      'Read one plain-language explainer on index funds and summarise it in three sentences of your own.',
      'Compare the yearly fees (expense ratios) of three broad-market index funds and note the cheapest.',
      'With an online compound-interest calculator, see what a 1% fee costs compared with 0.1% over 30 years on $10,000.',
      'Find out which tax-advantaged account your country offers (such as an IRA, ISA or TFSA) and its yearly limit.',
      'Write your own rule for when you would sell, and when you would hold through a market drop.',
      'Pick a monthly amount you could invest without ever touching your emergency cushion.',
    ],
  },
  {
    questId: 'draw-your-debt-payoff-map',
    title: 'Draw Your Debt Payoff Map',
    description:
      'Debt feels endless until you see the finish line. Line up everything you owe, choose a payoff method, and put a real date on the day you are debt-free.',
    difficulty: 'Intermediate',
    timeInvestment: '30 min/day for 1 week',
    steps: [
      'List every debt with its balance, interest rate and minimum payment.',
      'Sort the list two ways: smallest balance first (snowball) and highest interest first (avalanche).',
      'Run both orders through a free payoff calculator and note the debt-free date and total interest for each.',
      'Choose one method and set up autopay for an extra payment on the first target.',
      'Call one lender and ask whether a lower rate or a hardship plan is available.',
      'Draw a progress bar for your total debt and stick it where you will see it each month.',
    ],
  },
  {
    questId: 'calculate-your-freedom-number',
    title: 'Calculate Your Freedom Number',
    description:
      'How much would you need so that work becomes optional? Work out your own financial-independence number, your net worth today, and the savings rate that joins them.',
    difficulty: 'Advanced',
    timeInvestment: '1 hour/week for 4 weeks',
    steps: [
      'Total your spending over the last 12 months from your statements.',
      'Multiply it by 25 for a rough independence target, and read about the 4% rule behind that figure.',
      'List what you own and what you owe to get your net worth today.',
      'Model savings rates of 10%, 20% and 35% in a spreadsheet and see how many years each one takes.',
      'Find one income increase and one cost cut that would each bring your date a year closer.',
      'Write a one-page money plan and talk it through with someone you trust.',
      'Book a recurring quarterly "money date" with yourself to review it.',
    ],
  },
];
