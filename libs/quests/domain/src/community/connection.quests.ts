import type { QuestDraft } from './quest-draft';

export const CONNECTION_QUESTS: QuestDraft[] = [
  {
    questId: 'reconnect-with-three-old-friends',
    title: 'Reconnect with Three Old Friends',
    description:
      'Friendships fade through drift, not decision. A short, specific message is usually all it takes to pick up a thread you miss.',
    difficulty: 'Beginner',
    timeInvestment: '15 min/day for 1 week',
    steps: [
      'List five people you have lost touch with but still think of fondly.',
      'Send the first a short message mentioning one specific memory you share.',
      'Message two more, each with their own memory.',
      'Suggest a call or a coffee to whoever replies warmly.',
      'Put a reminder in your calendar to reach out again in a month.',
    ],
  },
  {
    questId: 'write-a-gratitude-letter',
    title: 'Write a Gratitude Letter',
    description:
      'Think of someone who changed your life and never quite heard it from you. Telling them is one of the most reliable mood boosts there is, for both of you.',
    difficulty: 'Beginner',
    timeInvestment: '30 min, 2 sittings',
    steps: [
      'Think of a teacher, mentor, friend or relative who made a difference to you.',
      'Write down three specific moments when their help mattered.',
      'Draft a letter of about 300 words describing what they did and how it changed things.',
      'Read it aloud once and soften anything that sounds stiff.',
      'Send it, or better still, read it to them in person or on a call.',
    ],
  },
  {
    questId: 'meet-three-neighbours',
    title: 'Meet Three Neighbours',
    description:
      'Knowing the people next door makes a place feel like home and makes everyday life easier. Start with a hello and a small, kind gesture.',
    difficulty: 'Beginner',
    timeInvestment: '15 min/day for 2 weeks',
    steps: [
      'Next time you see a neighbour, say hello and introduce yourself by name.',
      'Write down their names as soon as you get home, so you remember them.',
      'Offer a small favour: bring in a parcel, share some herbs, or lend a tool.',
      'Leave a friendly note or a treat for one neighbour you have not met yet.',
      'Invite one neighbour for a coffee or a short walk.',
    ],
  },
  {
    questId: 'practise-deep-listening',
    title: 'Practise Deep Listening',
    description:
      'Most of us listen in order to reply. For one week, practise listening to understand, and notice how differently people open up.',
    difficulty: 'Intermediate',
    timeInvestment: '15 min/day for 1 week',
    steps: [
      'Choose one conversation today in which you will not offer advice unless asked.',
      'Ask one open question and then stay quiet for a few seconds longer than feels natural.',
      'Reflect back what you heard in your own words before adding anything of your own.',
      'Put your phone out of sight in every conversation for a whole day.',
      'At the end of the week, write down the most surprising thing someone told you.',
    ],
  },
  {
    questId: 'host-a-small-dinner',
    title: 'Host a Small Dinner',
    description:
      'Sharing a table is the oldest way to turn acquaintances into friends. Keep it simple: four or five people, one dish, and good questions.',
    difficulty: 'Intermediate',
    timeInvestment: '2 evenings to plan, 1 to host',
    steps: [
      'Invite three or four people, mixing at least two who do not know each other yet.',
      'Choose one simple main dish you can make ahead, and ask guests to bring a side or a dessert.',
      'Write three conversation questions that go beyond "what do you do?"',
      'Prepare the food and set the table an hour before guests arrive.',
      'Host the dinner and make sure everyone gets introduced with one interesting fact.',
      'The next day, message each guest to say thank you.',
    ],
  },
  {
    questId: 'join-a-club-or-meetup',
    title: 'Join a Club or Meetup',
    description:
      'Shared interests make new friendships easy. Find a group that meets regularly, go more than once, and let familiarity do its work.',
    difficulty: 'Intermediate',
    timeInvestment: '2 hours/week for 4 weeks',
    steps: [
      'Search for local clubs or meetups around one interest: running, board games, books, languages or crafts.',
      'Pick one that meets at least every other week and put the next date in your calendar.',
      "Go to the first meeting and learn three people's names.",
      'Go to the second meeting and follow up with one person you liked.',
      'Offer to help with something small, like setting up or bringing snacks.',
      'After a month, decide whether this group is yours or try another.',
    ],
  },
  {
    questId: 'volunteer-for-one-shift',
    title: 'Volunteer for One Shift',
    description:
      'Helping alongside others is a quick way to feel part of something and to meet people who care about the same things you do.',
    difficulty: 'Intermediate',
    timeInvestment: '1 evening to arrange, 3–4 hours to volunteer',
    steps: [
      'Pick a cause you care about, such as food banks, animals, the outdoors or literacy.',
      'Find a local organisation that needs one-off volunteers and sign up for a shift.',
      'Read their guidelines and prepare anything you need to bring.',
      'Do the shift and talk to at least two other volunteers.',
      'Write down one thing you learned and whether you would go back.',
    ],
  },
  {
    questId: 'start-a-monthly-circle',
    title: 'Start a Monthly Circle',
    description:
      'A standing monthly gathering, such as a book club, a skill swap or a walking group, turns scattered friendships into a small community you lead.',
    difficulty: 'Advanced',
    timeInvestment: '1 hour/week for 4 weeks',
    steps: [
      'Decide on the format, the day of the month and a place.',
      'Write a short, warm invitation that says who it is for and what happens.',
      'Invite eight people, expecting four or five to come.',
      'Prepare a simple plan for the first gathering: a welcome, one activity, and time to talk.',
      'Host the first gathering and ask everyone what would make them come back.',
      'Announce the next date before everyone leaves, and send a recap message the day after.',
    ],
  },
];
