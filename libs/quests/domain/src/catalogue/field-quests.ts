import type { Field } from './fields';

/** A person in the field, used when the quest speaks in the field's words rather than a job's. */
export const FIELD_PERSON: Record<Field, string> = {
  healthcare: 'a healthcare worker', engineering: 'an engineer', education: 'a teacher', arts: 'an artist',
  data: 'a data analyst', environment: 'an environmental scientist', business: 'a small-business owner',
  trades: 'a tradesperson', law: 'someone in law or public safety', media: 'a journalist', food: 'a cook',
  animals: 'someone who works with animals', sports: 'a coach', aviation: 'a pilot', fashion: 'a fashion designer',
  music: 'a performer', social: 'a social worker', science: 'a researcher', farming: 'a farmer',
  security: 'a security analyst', transport: 'a logistics planner', games: 'a game designer', software: 'a developer',
  beauty: 'a stylist', finance: 'a financial analyst', design: 'a designer', writing: 'a writer', rescue: 'a firefighter',
};

/**
 * Three templates per field: [title action, description]. {Topic} names the job (or the field),
 * {who} is a person doing it. Every description starts with a verb and names what to show at the end.
 */
export const FIELD_QUESTS: Record<Field, readonly (readonly [string, string])[]> = {
  healthcare: [
    ['care for a patient, step by step', 'Watch a 10-minute video of {who} at work and note every way they care for the patient. Finish with a list of five care skills you want to learn.'],
    ['talk to someone who does it', 'Ask {who} for a 20-minute call about their hardest and best shift. Keep notes of the conversation and the one thing that surprised you.'],
    ['practise a first-aid skill', 'Learn one first-aid skill {who} uses daily, such as taking a pulse, from a trusted guide. Record a short video or photo of you practising it.'],
  ],
  engineering: [
    ['design a small fix at home', 'Pick one thing at home that annoys you and sketch how {who} would fix it. Label the parts and forces in your sketch.'],
    ['take apart how a thing works', 'Choose an everyday object and find out how it works the way {who} would. Draw a labelled sketch of its inner parts.'],
    ['build a paper prototype', 'Build a quick prototype of a bridge, lever or holder from paper and tape. Test it with coins and take a photo with your notes on what failed.'],
  ],
  education: [
    ['teach one thing in 5 minutes', 'Pick something you know well and plan a 5-minute lesson like {who} would. Teach it to a friend and keep a list of their questions.'],
    ['observe a great lesson', 'Watch a recorded lesson by {who} and note how they keep attention. Write a list of three techniques you would copy.'],
    ['make a one-page learning guide', 'Create a one-page guide that explains a tricky idea to a 12-year-old. Share it with someone and note their feedback in a short list.'],
  ],
  arts: [
    ['make one small piece today', 'Spend 30 minutes making a small piece the way {who} would, with whatever you have at hand. Take a photo of the finished piece.'],
    ['study a work you admire', 'Choose one work you love and study how it was made. Make a quick sketch copying its composition and note what you learned.'],
    ['start a 7-day sketch habit', 'Set a timer for 20 minutes and sketch one object from life. Repeat tomorrow and keep the sketches as a small series.'],
  ],
  data: [
    ['answer a question with data', 'Find a free public dataset on a topic you care about and ask it one question, as {who} would. Make one chart and a list of what it shows.'],
    ['track your own week in numbers', 'Record one habit of yours for a week in a spreadsheet. Finish with a chart and a short list of patterns you found.'],
    ['clean a messy table', 'Download a small messy dataset and tidy it: fix names, dates and gaps. Keep a list of every fix you made.'],
  ],
  environment: [
    ['survey a patch of nature', 'Pick a park or street and spend 30 minutes noting plants, animals and litter, as {who} would. Take photos and make a list of what you found.'],
    ['measure your own footprint', 'Use a free calculator to estimate your carbon footprint. Write a list of three changes and what each would save.'],
    ['join a local green project', 'Find one local clean-up, tree planting or repair café and contact the organisers. Keep a note of the conversation and the date you can join.'],
  ],
  business: [
    ['sketch a tiny business idea', 'Write down a problem people around you pay to solve and sketch a one-page business plan like {who} would. Show it to one person and list their questions.'],
    ['interview a business owner', 'Ask {who} for 20 minutes about how they found their first customers. Keep notes of the conversation and three lessons.'],
    ['sell one thing this week', 'Pick something small you can make or offer and try to sell it to one person. Keep a list of what they asked and what you earned.'],
  ],
  trades: [
    ['fix one thing that is broken', 'Find one broken item at home and repair it with a guide, the way {who} would. Take a before-and-after photo.'],
    ['learn the core tools', 'Look up the five tools {who} uses most and how each works. Make a list with a sketch of each tool.'],
    ['shadow a job for an hour', 'Ask {who} if you can watch or help on a job for an hour. Keep notes of the conversation and the skills you saw.'],
  ],
  rescue: [
    ['map the fire risks at home', 'Check your home the way {who} would on a safety visit and find every fire risk and way out. Draw a floor sketch with the escape routes and risks marked.'],
    ['ask at a fire station', 'Ask {who} at your local fire station for a 20-minute chat about a shift and their training. Keep notes of the conversation and one question you still have.'],
    ['try the fitness test', 'Look up the physical test {who} has to pass and try a 20-minute version of it, with stair climbs and carries. Keep a list of your times to beat next week.'],
  ],
  law: [
    ['follow one real case', 'Pick a public court case or police incident report and read how it unfolded, as {who} would. Write a one-page list of the key facts and decisions.'],
    ['ask someone who does it', 'Arrange a 20-minute conversation with {who} about a normal working day. Keep notes of the conversation and one question you still have.'],
    ['map the rules around you', 'Choose one everyday situation, such as renting or cycling, and find the rules that apply. Sketch a simple flowchart of them.'],
  ],
  media: [
    ['report one local story', 'Find a small story in your street or school and interview one person about it, as {who} would. Write 200 words and take a photo for it.'],
    ['take apart a news piece', 'Pick one news article or video and list its sources, quotes and angle. Write a short list of what you would have asked.'],
    ['record a 2-minute segment', 'Script and record a 2-minute audio or video segment on a topic you know. Keep the recording and a list of what to improve.'],
  ],
  food: [
    ['cook one dish like a pro', 'Choose one classic dish {who} would master and cook it with care for timing and plating. Take a photo of the plate and note what to change.'],
    ['set up your station', 'Practise mise en place: prep every ingredient for a meal before you cook. Take a photo of your station and list the time it saved.'],
    ['ask about their busiest day', 'Ask {who} about their busiest day at work and the hardest part of the job. Keep notes of the conversation and three skills it takes.'],
  ],
  animals: [
    ['spend an hour with animals', 'Visit a shelter, farm or park and watch how the animals behave for 30 minutes, as {who} would. Write a list of what you noticed and take a photo.'],
    ['ask about a day of animal care', 'Contact {who} and ask what a normal day of care looks like. Keep notes of the conversation and the skills they named.'],
    ['learn one animal-care skill', 'Learn one care skill, such as reading a pet\'s body language, from a trusted guide. Record a short video or photo of you practising it.'],
  ],
  sports: [
    ['plan one training session', 'Plan a 30-minute session for yourself or a friend the way {who} would: warm-up, main set, cool-down. Keep the plan as a list and a photo of the session.'],
    ['analyse a game or match', 'Watch one match or performance and note the choices that changed it. Write a list of three moments and why they mattered.'],
    ['track one skill for a week', 'Pick one skill or exercise and measure it every day for a week. Keep a list of your numbers and a photo of your last try.'],
  ],
  aviation: [
    ['plan a flight on a map', 'Plan a short flight between two airports near you the way {who} would: route, distance and weather. Sketch the route and list your checks.'],
    ['learn the pre-flight checklist', 'Find a real pre-flight checklist and learn what each item protects against. Make your own list with one line per item.'],
    ['talk to someone who flies', 'Contact {who} or a flying club and ask about training and a normal day. Keep notes of the conversation and the next step it suggests.'],
  ],
  fashion: [
    ['style one outfit with a story', 'Put together one outfit around a theme, as {who} would. Take a photo and write a short list of why each piece is there.'],
    ['sketch a small collection', 'Sketch three pieces that belong together: colours, fabrics and shapes. Keep the sketches with a note on who would wear them.'],
    ['rework an old garment', 'Take one garment you no longer wear and alter it: hem, patch or restyle. Take before-and-after photos.'],
  ],
  music: [
    ['perform one short piece', 'Practise one short piece or scene for 30 minutes, as {who} would. Make a recording of your best take.'],
    ['study a performance you love', 'Watch or listen to one performance closely and note what makes it work. Write a list of three things to try yourself.'],
    ['write 8 bars or 8 lines', 'Write a tiny original piece: 8 bars of melody, 8 lines of a song or a short routine. Keep a recording or sketch of it.'],
  ],
  social: [
    ['help one person this week', 'Offer an hour of help to someone who needs it, the way {who} would. Write a short list of what they needed and what you learned.'],
    ['interview a helper', 'Ask {who} about the people they support and a hard day. Keep notes of the conversation and three skills it takes.'],
    ['map local support services', 'Find the support services near you for one group, such as older people or teens. Make a list with what each offers.'],
  ],
  science: [
    ['run a tiny experiment', 'Pick one question you can test at home and design a small experiment, as {who} would. Record the result with a photo and a list of your steps.'],
    ['read one real study', 'Find one recent study in a topic you love and read its summary. Write a list of the question, method and finding.'],
    ['keep a field notebook', 'Observe one thing, such as a plant or the weather, every day for a week. Keep notes and a sketch each day.'],
  ],
  farming: [
    ['grow something from seed', 'Plant a fast crop like cress or radish, as {who} would, and care for it daily. Take a photo each day as a growth log.'],
    ['visit a farm or market', 'Visit a farm, allotment or farmers market and ask a grower about their season. Keep notes of the conversation and what they grow.'],
    ['plan a small plot', 'Sketch a plan for a small plot or balcony garden: crops, spacing and timing. Keep the sketch with a planting list.'],
  ],
  security: [
    ['audit your own accounts', 'Check your own accounts the way {who} would: passwords, two-factor and old logins. Make a list of every fix you made.'],
    ['solve one beginner challenge', 'Try one beginner capture-the-flag or security puzzle online. Write a list of the steps you took and what you learned.'],
    ['spot the phishing', 'Collect three suspicious e-mails or messages and find the warning signs in each. Make a list of the signs with a screenshot of one.'],
  ],
  transport: [
    ['plan an efficient route', 'Plan a delivery route with five stops near you, as {who} would, and compare two orders. Sketch the best route on a map.'],
    ['follow a parcel\'s journey', 'Find out how a parcel travels from a warehouse to your door. Draw a sketch of each step and who handles it.'],
    ['talk to someone on the road', 'Ask {who} about a normal day, rules and rest. Keep notes of the conversation and three skills they named.'],
  ],
  games: [
    ['design a one-page game', 'Design a tiny game on one page, as {who} would: goal, rules and one twist. Play it once with a friend and keep a list of changes.'],
    ['take apart a game you love', 'Play 20 minutes of a game you love and note its core loop and rewards. Make a sketch of the loop.'],
    ['prototype a level on paper', 'Sketch one level or board on paper with its start, challenge and goal. Take a photo and note what a player would feel.'],
  ],
  software: [
    ['build one tiny program', 'Write a small program that solves one real problem of yours, as {who} would. Keep a screenshot of it running and a list of what you learned.'],
    ['fix a bug in the open', 'Find a beginner issue in an open-source project and read the code around it. Write a list of how you would fix it.'],
    ['automate a boring task', 'Pick one boring task you repeat and automate it with a short script. Keep a recording or screenshot of it working.'],
  ],
  beauty: [
    ['create one look', 'Create one complete look on yourself or a friend, as {who} would. Take a before-and-after photo and list the steps.'],
    ['study a technique', 'Watch a professional tutorial and practise one technique for 30 minutes. Take a photo of your result and note what to improve.'],
    ['ask about the salon life', 'Ask {who} about clients, hours and training. Keep notes of the conversation and the first course they suggest.'],
  ],
  finance: [
    ['build a one-month budget', 'Build a budget for one month of your life as {who} would. Keep the spreadsheet and a list of three surprises.'],
    ['read one company report', 'Pick a company you know and read the summary of its annual report. Write a list of what earns money and what costs it.'],
    ['compare three savings options', 'Compare three ways to save or invest a small amount over five years. Make a table and a list of the risks.'],
  ],
  design: [
    ['redesign one everyday thing', 'Pick a sign, form or room that confuses people and redesign it, as {who} would. Sketch the before and after.'],
    ['study a space or layout', 'Visit a building, shop or app you like and note why it works. Make a sketch of its layout with notes.'],
    ['make a mood board', 'Collect 10 images for a project you dream of and arrange them as a mood board. Take a photo or screenshot of it.'],
  ],
  writing: [
    ['write 300 words today', 'Write 300 words of the kind {who} writes, on a prompt you choose. Keep the draft and a list of lines you like.'],
    ['study a piece you admire', 'Pick one piece of writing you love and copy its structure for your own topic. Keep the outline as a list.'],
    ['get one reader\'s reaction', 'Share a short piece with one reader and ask what stayed with them. Keep notes of the conversation.'],
  ],
};
