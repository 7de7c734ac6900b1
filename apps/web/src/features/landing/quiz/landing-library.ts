/** The landing page's local quest library: at least 8 quests per group, no network, no catalogue. */
export type LandingCategory = 'healthcare' | 'engineering' | 'education' | 'arts' | 'data' | 'environment' | 'business';
export type LandingGroup = LandingCategory | 'exploration' | 'self-discovery';
export type QuestKind = 'learning' | 'money' | 'both' | 'self-discovery';

export interface LocalQuestTemplate {
  id: string;
  title: string;
  description: string;
  cta?: { label: string; link: string };
  category: QuestKind;
}

type Row = readonly [title: string, description: string, kind: QuestKind];
const SIGN_UP = { label: 'Start this quest', link: '/auth' };

const ROWS: Record<LandingGroup, readonly Row[]> = {
  healthcare: [
    [
      'Shadow a care shift',
      'Ask a nurse or carer what a shift looks like and keep notes of the conversation.',
      'learning',
    ],
    [
      'Learn one first-aid skill',
      'Practise taking a pulse or the recovery position and record a short video of it.',
      'learning',
    ],
    ['Volunteer an hour of care', 'Offer an hour at a care home or clinic desk and list what you noticed.', 'both'],
    ['Map local health careers', 'List ten health jobs near you with their pay and training time.', 'money'],
    ['Read one patient story', 'Read a patient memoir chapter and write what made the care good or bad.', 'learning'],
    ['Try a medical-terms week', 'Learn five medical terms a day and keep them as a list.', 'learning'],
    [
      'Price a care side gig',
      'Find what pet-sitting, babysitting or elder companionship pays near you and make a list.',
      'money',
    ],
    ['Interview a healthcare student', 'Ask a student what their first year was like and keep notes.', 'both'],
  ],
  engineering: [
    ['Build a paper bridge', 'Build a bridge from paper that holds ten coins and take a photo of it.', 'learning'],
    ['Take apart a gadget', 'Open an old gadget safely and sketch its parts with labels.', 'learning'],
    ['Fix something at home', 'Repair one broken thing with a guide and take before-and-after photos.', 'both'],
    ['Sketch an invention', 'Sketch a tool that solves one daily annoyance, with its parts labelled.', 'learning'],
    ['Price a repair service', 'List what local repair jobs pay and what tools they need.', 'money'],
    ['Code a blinking light', 'Use a free online simulator to make an LED blink and record it.', 'learning'],
    ['Talk to an engineer', 'Ask an engineer about their last project and keep notes of the conversation.', 'both'],
    ['Sell a fixed item', 'Repair and resell one second-hand item and list what you earned.', 'money'],
  ],
  education: [
    ['Teach a 5-minute lesson', 'Teach a friend one thing you know and list their questions.', 'learning'],
    ['Make a one-page guide', 'Explain a tricky idea on one page for a 12-year-old.', 'learning'],
    ['Tutor one session', 'Offer one tutoring session and note what worked.', 'both'],
    ['Price tutoring near you', 'List what tutors charge for three subjects near you.', 'money'],
    ['Observe a great teacher', 'Watch a recorded lesson and list three techniques to copy.', 'learning'],
    ['Record a micro-lesson', 'Record a 2-minute video explaining one skill.', 'both'],
    ['Ask a teacher about their day', 'Talk to a teacher about the best and hardest parts and keep notes.', 'learning'],
    ['Start a study group', 'Invite two people to learn one topic together and write the plan.', 'learning'],
  ],
  arts: [
    ['Make one small piece', 'Spend 30 minutes making a drawing, song or photo and keep it.', 'learning'],
    ['Start a sketch habit', 'Sketch one object a day for a week and keep the series.', 'learning'],
    ['Sell one piece online', 'List one piece of your work for sale and note the reactions.', 'money'],
    ['Copy a master', 'Study one work you love and make a quick copy to learn its composition.', 'learning'],
    ['Join a local art night', 'Find a life-drawing, open-mic or craft night and go once.', 'both'],
    ['Price a commission', 'Find what three artists charge for a commission and list it.', 'money'],
    ['Build a tiny portfolio', 'Collect your five best pieces in one page or folder.', 'both'],
    ['Interview an artist', 'Ask an artist how they pay the bills and keep notes.', 'both'],
  ],
  data: [
    ['Ask a dataset a question', 'Open a free public dataset and make one chart that answers a question.', 'learning'],
    ['Track your week in numbers', 'Log one habit for a week in a spreadsheet and chart it.', 'learning'],
    ['Clean a messy table', 'Tidy a messy spreadsheet and list every fix you made.', 'learning'],
    ['Price data freelancing', 'List what spreadsheet and data gigs pay online.', 'money'],
    ['Learn one formula a day', 'Learn one spreadsheet formula a day for a week and keep examples.', 'learning'],
    ['Build a budget dashboard', 'Chart your own spending for a month.', 'both'],
    ['Talk to an analyst', 'Ask a data analyst about their tools and keep notes.', 'learning'],
    ['Automate a small report', 'Make a spreadsheet that updates itself and take a screenshot.', 'both'],
  ],
  environment: [
    ['Survey a patch of nature', 'Note the plants, animals and litter in one park and take photos.', 'learning'],
    ['Measure your footprint', 'Estimate your carbon footprint and list three changes.', 'learning'],
    ['Join a clean-up', 'Join or start a local clean-up and photograph the result.', 'both'],
    ['Grow something', 'Plant a fast crop like cress and photograph it daily.', 'learning'],
    ['Price green jobs', 'List five green jobs near you with pay and training.', 'money'],
    ['Start a repair habit', 'Repair instead of replacing one item and note the saving.', 'money'],
    ['Talk to a ranger', 'Ask a ranger or conservation volunteer about their work.', 'learning'],
    ['Map local recycling', 'Find where each kind of waste goes near you and make a map.', 'learning'],
  ],
  business: [
    ['Sketch a tiny business', 'Write a one-page plan for a problem people pay to solve.', 'both'],
    ['Make your first sale', 'Sell one small thing or service and list what you learned.', 'money'],
    ['Interview an owner', 'Ask a shop owner how they found their first customers.', 'learning'],
    ['Price your skills', 'List three skills and what people pay for each.', 'money'],
    ['Study a brand you love', 'Note how one brand talks to its customers.', 'learning'],
    ['Run a tiny test ad', 'Post one offer to friends and count the replies.', 'both'],
    ['Build a one-month budget', 'Plan income and costs for one month.', 'money'],
    ['Read one company report', 'Read an annual report summary and list what earns money.', 'learning'],
  ],
  exploration: [
    [
      'Try three jobs in an afternoon',
      'Watch three day-in-the-life videos from different fields and list what excited you.',
      'learning',
    ],
    [
      'Collect five tempting job ads',
      'Save five job ads that make you curious and circle the words they share.',
      'learning',
    ],
    ['Interview someone you admire', 'Ask one person about their path and keep notes of the conversation.', 'both'],
    ['Take a free taster course', 'Finish the first lesson of a free course in a new field.', 'learning'],
    ['Visit a workplace', 'Ask to visit a workplace for an hour and note what people do.', 'learning'],
    ['Start a side quest', 'Try one small paid gig in a field you have never tried.', 'money'],
    ['Swap skills with a friend', 'Teach a friend one skill and learn one from them.', 'both'],
    ['Read one career memoir', 'Read a chapter of a career memoir and note one lesson.', 'learning'],
  ],
  'self-discovery': [
    [
      'Map what makes you lose time',
      'List ten moments you lost track of time and circle the patterns.',
      'self-discovery',
    ],
    [
      'Ask three friends your strengths',
      'Ask three people what you are good at and keep their answers.',
      'self-discovery',
    ],
    ['Sketch an ordinary Tuesday', 'Describe a working Tuesday five years from now.', 'self-discovery'],
    ['Write your values list', 'Pick five values and rank them.', 'self-discovery'],
    ['Keep an energy diary', 'Note what gave and took energy each day for a week.', 'self-discovery'],
    ['Recall your childhood dreams', 'List what you wanted to be as a child and why.', 'self-discovery'],
    ['Design your ideal week', 'Plan a week you would love, hour by hour.', 'self-discovery'],
    ['Write a letter from the future', 'Write to yourself from five years ahead about what you did.', 'self-discovery'],
  ],
};

const template =
  (group: LandingGroup) =>
  ([title, description, category]: Row, i: number): LocalQuestTemplate => ({
    id: `l-${group}-${i + 1}`,
    title,
    description,
    category,
    cta: SIGN_UP,
  });

export const LANDING_LIBRARY = {} as Record<LandingGroup, readonly LocalQuestTemplate[]>;
for (const group of Object.keys(ROWS) as LandingGroup[]) LANDING_LIBRARY[group] = ROWS[group].map(template(group));
