import type { Field } from './fields';

/** A person in the field, used when the quest speaks in the field's words rather than a job's. */
export const FIELD_PERSON: Record<Field, string> = {
  healthcare: 'a healthcare worker',
  engineering: 'an engineer',
  education: 'a teacher',
  arts: 'an artist',
  data: 'a data analyst',
  environment: 'an environmental scientist',
  business: 'a small-business owner',
  trades: 'a tradesperson',
  law: 'someone in law or public safety',
  media: 'a journalist',
  food: 'a cook',
  animals: 'someone who works with animals',
  sports: 'a coach',
  aviation: 'a pilot',
  fashion: 'a fashion designer',
  music: 'a performer',
  social: 'a social worker',
  science: 'a researcher',
  farming: 'a farmer',
  security: 'a security analyst',
  transport: 'a logistics planner',
  games: 'a game designer',
  software: 'a developer',
  beauty: 'a stylist',
  finance: 'a financial analyst',
  design: 'a designer',
  writing: 'a writer',
  rescue: 'a firefighter',
};

/**
 * Three templates per field: [title action, description]. {Topic} names the job (or the field),
 * {who} is a person doing it. Every description starts with a verb and names what to show at the end.
 */
export const FIELD_QUESTS: Record<Field, readonly (readonly [string, string])[]> = {
  healthcare: [
    [
      'watch the work, step by step',
      'Watch a 10-minute video of {who} at work and note every step they take and why. Finish with a list of five skills you want to learn.',
    ],
    [
      'talk to someone who does it',
      'Ask {who} for a 20-minute call about their hardest and best working day. Keep notes of the conversation and the one thing that surprised you.',
    ],
    [
      'learn the words of the work',
      'Find a trusted guide to the work of {who} and learn ten terms they use every day. Make a list of the terms with one line each in your own words.',
    ],
  ],
  engineering: [
    [
      'design a small fix at home',
      'Pick one thing at home that annoys you and sketch how {who} would fix it. Label the parts and what each one does in your sketch.',
    ],
    [
      'take apart how a thing works',
      'Choose an everyday object and find out how it works the way {who} would. Draw a labelled sketch of its inner parts.',
    ],
    [
      'build a paper prototype',
      'Build a quick paper-and-tape model of one thing {who} designs or looks after. Take a photo and note what failed and what you would change.',
    ],
  ],
  education: [
    [
      'explain one thing in 5 minutes',
      'Pick something you know well and plan a 5-minute explanation like {who} would. Give it to a friend and keep a list of their questions.',
    ],
    [
      'observe someone explain',
      'Watch a recorded video of {who} at work and note how they explain things and keep attention. Write a list of three techniques you would copy.',
    ],
    [
      'make a one-page learning guide',
      'Create a one-page guide that explains a tricky idea to a 12-year-old. Share it with someone and note their feedback in a short list.',
    ],
  ],
  arts: [
    [
      'make one small piece today',
      'Spend 30 minutes making a small piece the way {who} would, with whatever you have at hand. Take a photo of the finished piece.',
    ],
    [
      'study a work you admire',
      'Choose one work you love in the field of {who} and study how it was made. Make a quick sketch of how it is built and note what you learned.',
    ],
    [
      'start a 7-day making habit',
      'Set a timer for 20 minutes and make one small thing the way {who} would. Repeat tomorrow and keep a photo of each as a small series.',
    ],
  ],
  data: [
    [
      'answer a question with data',
      'Find a free public dataset on a topic you care about and ask it one question, as {who} would. Make one chart and a list of what it shows.',
    ],
    [
      'track your own week in numbers',
      'Record one habit of yours for a week in a spreadsheet. Finish with a chart and a short list of patterns you found.',
    ],
    [
      'clean a messy table',
      'Download a small messy dataset and tidy it: fix names, dates and gaps. Keep a list of every fix you made.',
    ],
  ],
  environment: [
    [
      'survey a patch of your area',
      'Pick a park or street and spend 30 minutes noting the plants, water, energy and waste you see, as {who} would. Take photos and make a list of what you found.',
    ],
    [
      'trace one resource at home',
      'Pick one thing your home uses, such as water, power or heat, and find where it comes from and where it goes. Draw a sketch of its path with the numbers you find.',
    ],
    [
      'ask someone in the field',
      'Find {who} or a local environmental group and ask about a normal working week. Keep a note of the conversation and one way you could join in.',
    ],
  ],
  business: [
    [
      'map how the work runs',
      'Pick one organisation near you and sketch how the work of {who} fits into it: who asks, who decides, who is served. Show the sketch to one person and list their questions.',
    ],
    [
      'interview someone who does it',
      'Ask {who} for 20 minutes about a normal week and the hardest decision in it. Keep notes of the conversation and three things you learned.',
    ],
    [
      'improve one small process',
      'Pick one everyday process {who} deals with, such as a queue, a form or a hand-over, and sketch a better way. Keep the sketch with a list of who it helps.',
    ],
  ],
  trades: [
    [
      'do one task start to finish',
      'Pick one small hands-on task at home and do it the way {who} would: plan, prepare, work and clean up. Take a before-and-after photo.',
    ],
    [
      'learn the core tools',
      'Look up the five tools {who} uses most and how each works. Make a list with a sketch of each tool.',
    ],
    [
      'shadow a job for an hour',
      'Ask {who} if you can watch or help on a job for an hour. Keep notes of the conversation and the skills you saw.',
    ],
  ],
  rescue: [
    [
      'map the fire risks at home',
      'Check your home the way {who} would on a safety visit and find every fire risk and way out. Draw a floor sketch with the escape routes and risks marked.',
    ],
    [
      'ask at a fire station',
      'Ask {who} at your local fire station for a 20-minute chat about a shift and their training. Keep notes of the conversation and one question you still have.',
    ],
    [
      'try the fitness test',
      'Look up the physical test {who} has to pass and try a 20-minute version of it, with stair climbs and carries. Keep a list of your times to beat next week.',
    ],
  ],
  law: [
    [
      'follow one real decision',
      'Pick one public decision, report or inquiry in the work of {who} and read how it unfolded. Write a one-page list of the key facts and decisions.',
    ],
    [
      'ask someone who does it',
      'Arrange a 20-minute conversation with {who} about a normal working day. Keep notes of the conversation and one question you still have.',
    ],
    [
      'map the rules of the work',
      'Find the main rules or codes {who} works under and who checks them. Sketch a simple flowchart of them.',
    ],
  ],
  media: [
    [
      'make one short piece',
      'Pick a small topic in your street or school and make one short piece about it, as {who} would: a photo, a clip or 200 words. Keep it with a list of what to improve.',
    ],
    [
      'take apart a piece of media',
      'Pick one broadcast, photo, clip or press release and note who made it, for whom and how. Write a short list of what you would have done differently.',
    ],
    [
      'record a 2-minute segment',
      'Script and record a 2-minute audio or video segment on a topic you know. Keep the recording and a list of what to improve.',
    ],
  ],
  food: [
    [
      'prepare one thing like a pro',
      'Choose one thing {who} prepares or serves and do it at home with care for timing and presentation. Take a photo and note what to change.',
    ],
    [
      'set up your workspace',
      'Practise setting up a workspace the way {who} would before a busy hour: everything in reach, in order. Take a photo of your set-up and list the time it saved.',
    ],
    [
      'ask about their busiest day',
      'Ask {who} about their busiest day at work and the hardest part of the job. Keep notes of the conversation and three skills it takes.',
    ],
  ],
  animals: [
    [
      'spend time watching animals',
      'Visit a park, farm or zoo and watch how the animals behave for 30 minutes, as {who} would. Write a list of what you noticed and take a photo.',
    ],
    [
      'ask about a day of animal care',
      'Contact {who} and ask what a normal day of care looks like. Keep notes of the conversation and the skills they named.',
    ],
    [
      'learn to read an animal',
      'Learn how one species shows stress or calm, from a trusted guide {who} would use. Keep a list of the signs with a sketch or photo of each.',
    ],
  ],
  sports: [
    [
      'plan one active session',
      'Plan a 30-minute active session for yourself the way {who} would: start, main part and finish. Keep the plan as a list and a photo of it.',
    ],
    [
      'analyse a game or performance',
      'Watch one game or performance and note the choices that changed it. Write a list of three moments and why they mattered.',
    ],
    [
      'track one skill for a week',
      'Pick one skill or exercise and measure it every day for a week. Keep a list of your numbers and a photo of your last try.',
    ],
  ],
  aviation: [
    [
      'read the weather like a pro',
      "Read today's forecast and weather chart for your area the way {who} would and decide if it is a good day to work. Sketch the chart with your notes.",
    ],
    [
      'learn a real safety checklist',
      'Find a real safety checklist {who} uses and learn what each item protects against. Make your own list with one line per item.',
    ],
    [
      'talk to someone in the field',
      'Contact {who} or a club in the field and ask about training and a normal day. Keep notes of the conversation and the next step it suggests.',
    ],
  ],
  fashion: [
    [
      'study how one piece is made',
      'Pick one piece of clothing, a shoe or a piece of jewellery you own and study how it was made, as {who} would: materials, seams and joins. Make a labelled sketch.',
    ],
    [
      'sketch three pieces',
      'Sketch three pieces that belong together: colours, materials and shapes, as {who} would. Keep the sketches with a note on who would use them.',
    ],
    [
      'rework an old piece',
      'Take one piece you no longer use and mend or alter it: hem, patch or restyle. Take before-and-after photos.',
    ],
  ],
  music: [
    [
      'perform one short piece',
      'Practise one short piece or routine for 30 minutes, as {who} would. Make a recording of your best take.',
    ],
    [
      'study a performance you love',
      'Watch or listen to one performance closely and note what makes it work. Write a list of three things to try yourself.',
    ],
    [
      'make a tiny original piece',
      'Write a tiny original piece: 8 lines, a short tune or a short routine. Keep a recording or sketch of it.',
    ],
  ],
  social: [
    [
      'help one person this week',
      'Offer an hour of help to someone who needs it, the way {who} would. Write a short list of what they needed and what you learned.',
    ],
    [
      'interview a helper',
      'Ask {who} about the people they support and a hard day. Keep notes of the conversation and three skills it takes.',
    ],
    [
      'map local support services',
      'Find the support services near you for one group, such as older people or teens. Make a list with what each offers.',
    ],
  ],
  science: [
    [
      'test one question',
      'Pick one question you can test or observe at home and plan how {who} would check it. Record the result with a photo and a list of your steps.',
    ],
    [
      'read one real study',
      'Find one recent study in a topic you love and read its summary. Write a list of the question, method and finding.',
    ],
    [
      'keep a field notebook',
      'Observe one thing, such as a plant or the weather, every day for a week. Keep notes and a sketch each day.',
    ],
  ],
  farming: [
    [
      'follow one season',
      'Pick one thing {who} grows, tends or handles and find out its year from start to sale. Make a sketch of the season with notes.',
    ],
    [
      'visit a farm or market',
      'Visit a farm, allotment or farmers market and ask a grower about their season. Keep notes of the conversation and what they grow.',
    ],
    [
      'plan a small growing space',
      'Sketch a small garden or balcony the way {who} would think of it: what grows where and when. Keep the sketch with a planting list.',
    ],
  ],
  security: [
    [
      'audit your own accounts',
      'Check your own accounts the way {who} would: passwords, two-factor and old logins. Make a list of every fix you made.',
    ],
    [
      'solve one beginner challenge',
      'Try one beginner capture-the-flag or security puzzle online. Write a list of the steps you took and what you learned.',
    ],
    [
      'spot the phishing',
      'Collect three suspicious e-mails or messages and find the warning signs in each. Make a list of the signs with a screenshot of one.',
    ],
  ],
  transport: [
    [
      'plan an efficient move',
      'Plan how to move five things across your town with the least time and fuel, as {who} would. Sketch the best plan on a map.',
    ],
    [
      'follow one journey',
      'Find out how one thing you use travels to you, by road, rail, sea or air, and who moves it at each step. Draw a sketch of each step.',
    ],
    [
      'talk to someone who moves things',
      'Ask {who} about a normal working day, rules and rest. Keep notes of the conversation and three skills they named.',
    ],
  ],
  games: [
    [
      'design a one-page game',
      'Design a tiny game on one page, as {who} would: goal, rules and one twist. Play it once with a friend and keep a list of changes.',
    ],
    [
      'take apart a game you love',
      'Play 20 minutes of a game you love and note its core loop and rewards. Make a sketch of the loop.',
    ],
    [
      'prototype a level on paper',
      'Sketch one level or board on paper with its start, challenge and goal. Take a photo and note what a player would feel.',
    ],
  ],
  software: [
    [
      'build one tiny tool',
      'Make one small tool for a real problem of yours, as {who} would: a formula, a form or a few lines of code. Keep a screenshot of it working and a list of what you learned.',
    ],
    [
      'read a real project',
      'Find a beginner-friendly public project in the work of {who} and read how it is organised. Write a list of what each part does.',
    ],
    [
      'speed up a boring task',
      'Pick one boring computer task you repeat and find a faster way, with a shortcut, a setting or a tool. Keep a recording or screenshot of it working.',
    ],
  ],
  beauty: [
    [
      'plan one care routine',
      'Plan one small care routine the way {who} would, step by step, and try it on yourself. Take a photo and list the steps.',
    ],
    [
      'study a technique',
      'Watch a professional tutorial and practise one technique for 30 minutes. Take a photo of your result and note what to improve.',
    ],
    [
      'ask about the working day',
      'Ask {who} about clients, hours and training. Keep notes of the conversation and the first course they suggest.',
    ],
  ],
  finance: [
    [
      'build a one-month budget',
      'Build a budget for one month of your life as {who} would. Keep the table and a list of three surprises.',
    ],
    [
      'read one real report',
      'Pick one public report in the work of {who} and read its summary. Write a list of what it measures and what it concludes.',
    ],
    [
      'compare three options',
      'Compare three ways to handle the same sum of money over five years, as {who} would weigh them. Make a table and a list of the risks.',
    ],
  ],
  design: [
    [
      'redesign one everyday thing',
      'Pick a sign, form or room that confuses people and redesign it, as {who} would. Sketch the before and after.',
    ],
    [
      'study a space or layout',
      'Visit a building, shop or app you like and note why it works. Make a sketch of its layout with notes.',
    ],
    [
      'make a mood board',
      'Collect 10 images for a project you dream of and arrange them as a mood board. Take a photo or screenshot of it.',
    ],
  ],
  writing: [
    [
      'write 300 words today',
      'Write 300 words of the kind {who} writes, on a prompt you choose. Keep the draft and a list of lines you like.',
    ],
    [
      'study a piece you admire',
      'Pick one piece of writing you love and copy its structure for your own topic. Keep the outline as a list.',
    ],
    [
      "get one reader's reaction",
      'Share a short piece with one reader and ask what stayed with them. Keep notes of the conversation.',
    ],
  ],
};
