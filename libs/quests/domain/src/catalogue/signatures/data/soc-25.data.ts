import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 25. */
export const SIGNATURES_25: readonly SignatureEntry[] = [
  {
    code: '25-1011.00',
    aliases: ['business lecturer', 'business professor', 'business school professor'],
    quests: [
      {
        title: 'Teach a business case in one page',
        description: 'Pick a well-known company decision, such as a product launch or a price change, and write a one-page teaching case with the facts, the dilemma and three discussion questions.',
        plan: [
          { title: 'Find the decision behind the teaching case', description: 'Read two news stories about the company decision and note the numbers a student would need.' },
          { title: 'Write a model answer to the case questions', description: 'Answer your own three discussion questions in a short memo, as a lecturer would before class.' },
          { title: 'Plan a 50-minute case seminar', description: 'Draft a seminar plan with timings for the opening question, group work and the wrap-up board summary.' },
        ],
      },
    ],
  },
  {
    code: '25-1021.00',
    aliases: ['computer science lecturer', 'CS professor', 'Informatikdozent', 'professeur d\'informatique', 'profesor de informática'],
    quests: [
      {
        title: 'Explain one algorithm with playing cards',
        description: 'Sort a shuffled hand of ten playing cards by insertion sort, counting every comparison, then do it again with selection sort. Show a comparison table and a short explanation a first-year student could follow.',
        plan: [
          { title: 'Trace the sorting algorithm step by step', description: 'Write out each pass of insertion sort on your cards as a row of a trace table.' },
          { title: 'Compare the comparison counts', description: 'Repeat both sorts on three shuffles and chart the comparisons against hand size.' },
          { title: 'Set a first-year exercise', description: 'Write one exercise with a model answer asking students to trace a sort on paper.' },
        ],
      },
    ],
  },
  {
    code: '25-1022.00',
    aliases: ['maths lecturer', 'math professor', 'mathematics professor', 'Mathematikdozent', 'professeur de mathématiques', 'profesor de matemáticas'],
    quests: [
      {
        title: 'Write a proof a first-year student can follow',
        description: 'Choose a classic result, such as there being infinitely many primes, and write its proof in numbered steps with a plain-language note beside each step. Show the annotated proof on one page.',
        plan: [
          { title: 'Annotate each step of the proof', description: 'Mark which line uses a definition, which uses an assumption and where the contradiction appears.' },
          { title: 'Find the common mistakes in the proof', description: 'List three errors students often make with this kind of proof and write a hint for each.' },
          { title: 'Set a problem sheet', description: 'Write four practice problems, easiest first, with brief worked solutions.' },
        ],
      },
    ],
  },
  {
    code: '25-1031.00',
    aliases: ['architecture lecturer', 'architecture professor', 'studio tutor', 'professeur d\'architecture'],
    quests: [
      {
        title: 'Run a five-minute crit on a building near you',
        description: 'Sketch the front of a building on your street and annotate its proportions, materials and entrance, as a studio tutor would at a design crit. Show the annotated sketch with three crit comments.',
        plan: [
          { title: 'Measure the building\'s proportions by eye', description: 'Count bays, storeys and window widths and note the ratios on your sketch.' },
          { title: 'Write crit comments a student can act on', description: 'Turn your three comments into questions that push a student\'s design further.' },
          { title: 'Plan a studio brief', description: 'Write a one-page design brief for a small pavilion, with site, budget and deliverables.' },
        ],
      },
    ],
  },
  {
    code: '25-1032.00',
    aliases: ['engineering lecturer', 'engineering professor', 'Ingenieurdozent', 'professeur d\'ingénierie'],
    quests: [
      {
        title: 'Teach a beam with a ruler and coins',
        description: 'Lay a plastic ruler across two books, load its middle with coins and measure how far it sags for each extra coin. Show a graph of load against deflection and a short lab-sheet explanation.',
        plan: [
          { title: 'Record the ruler\'s deflection carefully', description: 'Repeat each coin load three times and take the average deflection for your graph.' },
          { title: 'Compare the graph with beam theory', description: 'Look up the simple beam deflection formula and note whether your line is straight as theory says.' },
          { title: 'Write the lab sheet', description: 'Turn the experiment into a one-page lab sheet with aims, method, results table and questions.' },
        ],
      },
    ],
  },
  {
    code: '25-1041.00',
    aliases: ['agriculture lecturer', 'agronomy professor', 'professeur d\'agronomie'],
    quests: [
      {
        title: 'Compare soil samples in jars',
        description: 'Fill two jars with soil from two places and water, shake them, let them settle and sketch the sand, silt and clay layers. Show the labelled sketch and a note on which soil suits which crop.',
        plan: [
          { title: 'Measure the soil layers in each jar', description: 'Measure the depth of each layer and work out the rough percentage of sand, silt and clay.' },
          { title: 'Place each soil on the texture triangle', description: 'Use the layers from each jar and a free soil texture triangle to name its texture class.' },
          { title: 'Write a field-class handout', description: 'Write a one-page handout on soil texture for students, with your jar photo.' },
        ],
      },
    ],
  },
  {
    code: '25-1042.00',
    aliases: ['biology lecturer', 'biology professor', 'Biologiedozent', 'professeur de biologie', 'profesor de biología'],
    quests: [
      {
        title: 'Draw a leaf cell from a free microscope image',
        description: 'Find a free micrograph of a plant leaf and draw a labelled diagram of one cell, marking the wall, chloroplasts and vacuole. Show the diagram with a one-line function for each part.',
        plan: [
          { title: 'Compare the leaf cell with an animal cell', description: 'Draw a cheek cell from a free micrograph beside your leaf cell and list the differences.' },
          { title: 'Write quiz questions on cell parts', description: 'Write five quiz questions with answers, using your labelled diagram.' },
          { title: 'Plan a practical class', description: 'Write a lab plan for students preparing onion-skin slides, with timings and safety notes.' },
        ],
      },
    ],
  },
  {
    code: '25-1043.00',
    aliases: ['forestry lecturer', 'forestry professor', 'conservation science lecturer'],
    quests: [
      {
        title: 'Measure a tree\'s height with a stick',
        description: 'Use the stick method or a phone clinometer app to estimate the height of a park tree, and measure its girth with string. Show a field sheet with height, diameter and species.',
        plan: [
          { title: 'Repeat the tree measurement on five trees', description: 'Measure five trees of different species and put height and diameter in a table.' },
          { title: 'Estimate the timber volume of each tree', description: 'Use a simple volume table to estimate each tree\'s wood volume.' },
          { title: 'Write a field exercise for students', description: 'Turn the measurements into a one-page forest mensuration exercise.' },
        ],
      },
    ],
  },
  {
    code: '25-1051.00',
    aliases: ['geology lecturer', 'earth science professor', 'meteorology professor', 'oceanography lecturer'],
    quests: [
      {
        title: 'Read a weather chart and forecast tomorrow',
        description: 'Open today\'s surface pressure chart from a national weather service and mark the highs, lows and fronts over your area. Show the annotated chart and a three-line forecast for tomorrow.',
        plan: [
          { title: 'Check the forecast against the weather', description: 'Next day, compare your forecast with what happened and note what you missed on the chart.' },
          { title: 'Explain the fronts on the chart', description: 'Draw cross-sections of a warm and a cold front and label cloud types.' },
          { title: 'Write a lecture slide on pressure systems', description: 'Make three slides explaining highs, lows and isobars for first-year students.' },
        ],
      },
    ],
  },
  {
    code: '25-1052.00',
    aliases: ['chemistry lecturer', 'chemistry professor', 'Chemiedozent', 'professeur de chimie', 'profesor de química'],
    quests: [
      {
        title: 'Teach a titration from a video',
        description: 'Watch a titration demonstration video and note the apparatus, the colour change and the volumes read from the burette. Show a results table and a worked calculation of the unknown concentration.',
        plan: [
          { title: 'Calculate the concentration from the titration', description: 'Work the mole calculation line by line, as you would on a whiteboard.' },
          { title: 'Find the errors in a titration', description: 'List five ways a student\'s titration goes wrong and how each shifts the result.' },
          { title: 'Write a pre-lab quiz', description: 'Write five questions students must answer before the titration practical.' },
        ],
      },
    ],
  },
  {
    code: '25-1053.00',
    aliases: ['environmental science lecturer', 'environmental studies professor'],
    quests: [
      {
        title: 'Survey the litter on one street',
        description: 'Walk one street, tally every piece of litter by type and note where it gathers. Show a tally chart and a map of the hot spots.',
        plan: [
          { title: 'Graph the litter survey', description: 'Turn the tally into a bar chart and calculate the share of plastic.' },
          { title: 'Suggest a fix for the worst litter spot', description: 'Write a short note proposing one change, such as a bin or sign, with reasons.' },
          { title: 'Write a field-trip worksheet', description: 'Make a one-page worksheet students could use for the same survey.' },
        ],
      },
    ],
  },
  {
    code: '25-1054.00',
    aliases: ['physics lecturer', 'physics professor', 'Physikdozent', 'professeur de physique', 'profesor de física'],
    quests: [
      {
        title: 'Time a pendulum and find g',
        description: 'Tie a key to a string, time ten swings at three lengths and use the pendulum formula to estimate the acceleration due to gravity. Show a results table and your value of g.',
        plan: [
          { title: 'Plot the pendulum results', description: 'Graph period squared against length and find the gradient.' },
          { title: 'Discuss the errors in your value of gravity', description: 'List the sources of error and estimate how much each affects g.' },
          { title: 'Write a lab script', description: 'Write the experiment up as a one-page lab script for first-year students.' },
        ],
      },
    ],
  },
  {
    code: '25-1061.00',
    aliases: ['anthropology lecturer', 'archaeology professor', 'anthropology professor'],
    quests: [
      {
        title: 'Catalogue the objects on a shelf like a dig',
        description: 'Pick a shelf at home and record each object as an archaeologist would: number, sketch, material and a guess at its use. Show the finds catalogue.',
        plan: [
          { title: 'Date the objects in the finds catalogue', description: 'Order the objects by when they were made and explain your clues.' },
          { title: 'Write what the shelf says about its owners', description: 'Write a one-page interpretation of the household from the finds alone.' },
          { title: 'Plan a seminar on material culture', description: 'Write three discussion questions about what objects reveal about people.' },
        ],
      },
    ],
  },
  {
    code: '25-1062.00',
    aliases: ['cultural studies lecturer', 'ethnic studies professor', 'area studies lecturer'],
    quests: [
      {
        title: 'Read a festival as a cultural text',
        description: 'Choose a festival celebrated by a community near you and list its foods, clothes, music and rituals from free sources. Show a one-page reading of what each element means to the community.',
        plan: [
          { title: 'Compare two festival traditions', description: 'Set your festival beside one from another culture and chart what is shared and what differs.' },
          { title: 'Find primary sources on the festival', description: 'Collect three first-hand accounts, such as interviews or memoirs, and note each source.' },
          { title: 'Plan a seminar reading list', description: 'Write a reading list of five items with one line on why each is included.' },
        ],
      },
    ],
  },
  {
    code: '25-1063.00',
    aliases: ['economics lecturer', 'economics professor', 'Wirtschaftsdozent', 'professeur d\'économie', 'profesor de economía'],
    quests: [
      {
        title: 'Draw supply and demand for a local product',
        description: 'Pick something whose price changed recently, such as eggs or coffee, and draw a supply and demand diagram showing what shifted. Show the diagram with a paragraph explaining the new price.',
        plan: [
          { title: 'Find the data behind the price change', description: 'Look up the official price index for the product and chart the last two years.' },
          { title: 'Explain the diagram to a student', description: 'Write a short model answer to an exam question using your diagram.' },
          { title: 'Set an exam question', description: 'Write one data-response question with a mark scheme.' },
        ],
      },
    ],
  },
  {
    code: '25-1064.00',
    aliases: ['geography lecturer', 'geography professor', 'Geographiedozent', 'professeur de géographie'],
    quests: [
      {
        title: 'Map the land use of your neighbourhood',
        description: 'Walk a few streets and colour a printed map by land use: housing, shops, green space, roads. Show the coloured map with a key.',
        plan: [
          { title: 'Measure the share of each land use', description: 'Estimate the percentage of the map in each colour with a grid overlay.' },
          { title: 'Compare the map with an old one', description: 'Find a historic map of the same neighbourhood and list what changed.' },
          { title: 'Write a fieldwork brief', description: 'Write a one-page fieldwork brief for students with a question and method.' },
        ],
      },
    ],
  },
  {
    code: '25-1065.00',
    aliases: ['political science lecturer', 'politics professor', 'professeur de sciences politiques', 'profesor de ciencias políticas'],
    quests: [
      {
        title: 'Plan a seminar on two parties\' manifesto pledges',
        description: 'Pick one issue, such as housing, and put two parties\' manifesto pledges on it side by side. Show a comparison table and three seminar questions.',
        plan: [
          { title: 'Classify the manifesto pledges', description: 'Mark each pledge as spending, regulation or symbolic and count each kind.' },
          { title: 'Check a pledge against the record', description: 'Find what a past government did on the same issue and note the gap.' },
          { title: 'Plan a debate seminar', description: 'Write a seminar plan where students argue each side, with timings.' },
        ],
      },
    ],
  },
  {
    code: '25-1066.00',
    aliases: ['psychology lecturer', 'psychology professor', 'Psychologiedozent', 'professeur de psychologie', 'profesor de psicología'],
    quests: [
      {
        title: 'Run the Stroop effect on yourself',
        description: 'Make cards with colour words printed in clashing ink colours and time yourself naming the ink colours, then a plain set. Show the timings table and a paragraph on what the Stroop effect shows.',
        plan: [
          { title: 'Repeat the Stroop trial five times', description: 'Time both card sets five times and take the mean for each.' },
          { title: 'Explain the Stroop result with a theory', description: 'Write a paragraph on automatic processing and how it explains your timings.' },
          { title: 'Write a practical class handout', description: 'Turn the study into a one-page handout with method and ethics notes.' },
        ],
      },
    ],
  },
  {
    code: '25-1067.00',
    aliases: ['sociology lecturer', 'sociology professor', 'Soziologiedozent', 'professeur de sociologie', 'profesor de sociología'],
    quests: [
      {
        title: 'Observe who uses a public space',
        description: 'Sit in a park or square and note who is there, in what groups and doing what, at two times. Show observation notes and a short summary of patterns.',
        plan: [
          { title: 'Code the observation notes', description: 'Sort your notes into categories such as age, group size and activity and count each.' },
          { title: 'Link the patterns to a sociology idea', description: 'Write a paragraph linking what you saw to an idea such as public and private space.' },
          { title: 'Write a methods seminar plan', description: 'Plan a seminar on observation as a research method, with an exercise.' },
        ],
      },
    ],
  },
  {
    code: '25-1069.00',
    aliases: ['social sciences lecturer', 'social science professor'],
    quests: [
      {
        title: 'Design a five-question survey and pilot it',
        description: 'Write a short survey on a question about daily life, such as commuting, and ask three people to answer it. Show the survey with notes on which questions confused people.',
        plan: [
          { title: 'Revise the survey after the pilot', description: 'Rewrite every unclear survey question and note why.' },
          { title: 'Tabulate the survey answers', description: 'Put the answers into a simple table and describe one pattern.' },
          { title: 'Write a research methods handout', description: 'Write a page on writing good survey questions for students.' },
        ],
      },
    ],
  },
  {
    code: '25-1071.00',
    aliases: ['medical school professor', 'health sciences lecturer', 'clinical lecturer'],
    quests: [
      {
        title: 'Teach the heart\'s route of blood on one page',
        description: 'Draw the heart\'s four chambers and valves and trace a drop of blood from the body to the lungs and back with arrows. Show the labelled diagram and a five-question quiz.',
        plan: [
          { title: 'Label the valves on the heart diagram', description: 'Add each valve and note when it opens and closes.' },
          { title: 'Write a case for the heart lesson', description: 'Write a short patient case that makes students use the diagram.' },
          { title: 'Plan a tutorial', description: 'Plan a small-group tutorial with timings and the questions you will ask.' },
        ],
      },
    ],
  },
  {
    code: '25-1072.00',
    aliases: ['nursing lecturer', 'nurse educator', 'clinical nurse instructor', 'Pflegepädagoge', 'formateur en soins infirmiers'],
    quests: [
      {
        title: 'Build a skills checklist for taking a pulse',
        description: 'Watch a nursing skills video on taking a radial pulse and write the step-by-step checklist an instructor would use to assess a student. Show the checklist.',
        plan: [
          { title: 'Practise the pulse checklist on yourself', description: 'Take your own pulse three times following the checklist and note any missing step.' },
          { title: 'Write feedback lines for the checklist', description: 'For each step, write what you would say when a student gets it wrong.' },
          { title: 'Plan a skills lab session', description: 'Plan a short skills lab with stations, timings and the checklists used.' },
        ],
      },
    ],
  },
  {
    code: '25-1081.00',
    aliases: ['education lecturer', 'teacher educator', 'teacher trainer', 'professeur en sciences de l\'éducation'],
    quests: [
      {
        title: 'Observe a lesson and give teacher feedback',
        description: 'Watch a recorded classroom lesson from a free teacher-training site and note what the teacher did at each stage. Show observation notes with two strengths and one target.',
        plan: [
          { title: 'Time the stages of the lesson', description: 'Note the minutes spent on teacher talk, pupil work and questions.' },
          { title: 'Link the feedback to a teaching standard', description: 'Match each of your comments to a published teaching standard.' },
          { title: 'Plan a trainee seminar', description: 'Write a seminar plan on questioning techniques for trainee teachers.' },
        ],
      },
    ],
  },
  {
    code: '25-1082.00',
    aliases: ['library science lecturer', 'LIS professor', 'information science lecturer'],
    quests: [
      {
        title: 'Catalogue three books the way librarians do',
        description: 'Take three books from your shelf and write a catalogue record for each with title, author, subject headings and a Dewey number from a free lookup. Show the three records.',
        plan: [
          { title: 'Check the catalogue records against a library', description: 'Look up the same books in a public library catalogue and note differences.' },
          { title: 'Explain classification to a student', description: 'Write a short explanation of why two of your books sit near each other.' },
          { title: 'Set a cataloguing exercise', description: 'Write an exercise with five books for students to classify, and the answers.' },
        ],
      },
    ],
  },
  {
    code: '25-1111.00',
    aliases: ['criminal justice lecturer', 'criminology professor', 'police academy instructor'],
    quests: [
      {
        title: 'Sketch a crime scene from a photo',
        description: 'Take a photo of a room at home, then draw a measured floor plan of it as a crime scene sketch with a north arrow and numbered items. Show the sketch and its evidence list.',
        plan: [
          { title: 'Measure the crime scene sketch properly', description: 'Add distances from two fixed points to each numbered item.' },
          { title: 'Write a scene report', description: 'Write a short report describing the scene in the order an officer would.' },
          { title: 'Set a class exercise', description: 'Write a mock scenario students could sketch, with a marking guide.' },
        ],
      },
    ],
  },
  {
    code: '25-1112.00',
    aliases: ['law lecturer', 'law professor', 'Rechtsdozent', 'professeur de droit', 'profesor de derecho'],
    quests: [
      {
        title: 'Brief a famous court case on one page',
        description: 'Read a summary of a landmark case and write a case brief with facts, issue, decision and reasoning. Show the one-page case brief.',
        plan: [
          { title: 'Find the ratio of the court case', description: 'Underline the one principle the case decided and write it in a sentence.' },
          { title: 'Apply the case to new facts', description: 'Write a short problem question with different facts and answer it using the case.' },
          { title: 'Plan a tutorial on the case', description: 'Write the questions you would ask students in a law tutorial.' },
        ],
      },
    ],
  },
  {
    code: '25-1113.00',
    aliases: ['social work lecturer', 'social work professor', 'practice educator'],
    quests: [
      {
        title: 'Draw a genogram for a fictional family',
        description: 'Invent a three-generation family and draw its genogram with the standard symbols for relationships and events. Show the genogram diagram with a key.',
        plan: [
          { title: 'Add relationship lines to the genogram', description: 'Mark close, distant and conflicted ties with the usual line styles.' },
          { title: 'Write a case study from the family', description: 'Write a one-page case study a student could assess.' },
          { title: 'Plan a teaching session', description: 'Plan a session teaching students to draw genograms, with an exercise.' },
        ],
      },
    ],
  },
  {
    code: '25-1121.00',
    aliases: ['art lecturer', 'drama lecturer', 'music professor', 'conservatoire professor', 'Kunstprofessor'],
    quests: [
      {
        title: 'Give a studio critique of one artwork',
        description: 'Choose a painting from a free online museum collection and write a critique covering composition, colour, technique and meaning, as you would for a student. Show the critique notes.',
        plan: [
          { title: 'Sketch the artwork\'s composition', description: 'Draw the main shapes and lines of the painting to show how the eye moves.' },
          { title: 'Write feedback on the artwork for a student', description: 'Rewrite your critique as encouraging feedback with two next steps.' },
          { title: 'Plan a studio class', description: 'Plan a studio session on composition with a warm-up and main exercise.' },
        ],
      },
    ],
  },
  {
    code: '25-1122.00',
    aliases: ['communications lecturer', 'media studies professor', 'journalism lecturer'],
    quests: [
      {
        title: 'Analyse one advert\'s message',
        description: 'Pick a current advert and note its audience, message, images and call to action. Show an annotated screenshot or sketch with your analysis.',
        plan: [
          { title: 'Compare the advert with a rival\'s', description: 'Set a competitor\'s advert beside yours and chart the differences in approach.' },
          { title: 'Link the advert to a communication model', description: 'Explain the advert using a sender-message-receiver model in a diagram.' },
          { title: 'Write a seminar task', description: 'Write a seminar task asking students to analyse an advert of their choice.' },
        ],
      },
    ],
  },
  {
    code: '25-1123.00',
    aliases: ['English lecturer', 'literature professor', 'English professor', 'Anglistikdozent', 'professeur de littérature'],
    quests: [
      {
        title: 'Close-read a poem in 30 minutes',
        description: 'Choose a short poem and annotate its imagery, sound, form and turns line by line. Show the annotated poem and a paragraph on what it means.',
        plan: [
          { title: 'Find the poem\'s form and metre', description: 'Mark the stresses in two annotated lines and name the metre and rhyme scheme.' },
          { title: 'Compare the poem with another', description: 'Pair your poem with one on a similar theme and list differences in imagery and form.' },
          { title: 'Set an essay question', description: 'Write an essay question on the poem and a plan of a good answer.' },
        ],
      },
    ],
  },
  {
    code: '25-1124.00',
    aliases: ['language lecturer', 'modern languages professor', 'Sprachdozent', 'professeur de langues', 'profesor de idiomas'],
    quests: [
      {
        title: 'Translate a paragraph and explain your choices',
        description: 'Take a short paragraph of a language you know and translate it, noting every word where you had to choose between options. Show the translation with a choices list.',
        plan: [
          { title: 'Compare the translation with a published one', description: 'Find a published translation and list where you differ.' },
          { title: 'Build a vocabulary list from the paragraph', description: 'List ten useful words with examples for learners.' },
          { title: 'Plan a language class', description: 'Write a class plan using the paragraph for reading and speaking.' },
        ],
      },
    ],
  },
  {
    code: '25-1125.00',
    aliases: ['history lecturer', 'history professor', 'Geschichtsdozent', 'professeur d\'histoire', 'profesor de historia'],
    quests: [
      {
        title: 'Interrogate a primary source',
        description: 'Find a historical letter or photograph in a free online archive and note who made it, when, why and for whom. Show your source analysis notes.',
        plan: [
          { title: 'Test the source against another', description: 'Find a second source on the same event and list where they agree and disagree.' },
          { title: 'Write the source\'s context', description: 'Write a paragraph on what was happening when the source was made.' },
          { title: 'Set a source question', description: 'Write an exam-style question on the source with a marking guide.' },
        ],
      },
    ],
  },
  {
    code: '25-1126.00',
    aliases: ['philosophy lecturer', 'philosophy professor', 'religious studies lecturer', 'theology professor', 'professeur de philosophie'],
    quests: [
      {
        title: 'Map an argument in premises and conclusion',
        description: 'Take a short philosophical argument, such as the trolley problem or a design argument, and set it out as numbered premises and a conclusion. Show the argument map with your objection.',
        plan: [
          { title: 'Test each premise of the argument', description: 'Mark each premise as true, doubtful or false and explain why.' },
          { title: 'Write the strongest reply to your objection', description: 'Write a paragraph defending the argument against your own objection.' },
          { title: 'Plan a seminar discussion', description: 'Write the question sequence for a seminar on the argument.' },
        ],
      },
    ],
  },
  {
    code: '25-1191.00',
    aliases: ['GTA', 'graduate TA', 'postgraduate demonstrator'],
    quests: [
      {
        title: 'Mark three answers against a rubric',
        description: 'Write a short exam question in a subject you know, draft three answers of different quality, and mark them with a rubric as a graduate TA would. Show the rubric and marked answers.',
        plan: [
          { title: 'Write feedback on each marked answer', description: 'Add two lines of feedback to each answer that tells the student how to improve.' },
          { title: 'Plan a tutorial from the marked answers', description: 'Plan a tutorial that tackles the common mistakes you found.' },
          { title: 'Hold office hours', description: 'Write a list of likely student questions with short answers.' },
        ],
      },
    ],
  },
  {
    code: '25-1192.00',
    aliases: ['home economics lecturer', 'family and consumer sciences professor', 'food and nutrition lecturer'],
    quests: [
      {
        title: 'Cost a week of family meals',
        description: 'Plan seven dinners for a family of four, price each ingredient from a supermarket website and total the cost per head. Show the meal plan and budget table.',
        plan: [
          { title: 'Check the nutrition of the meal plan', description: 'Compare the seven dinners with a national healthy-eating guide and note gaps.' },
          { title: 'Cut the budget of the meal plan', description: 'Find three swaps that save money without losing nutrition.' },
          { title: 'Write a class handout', description: 'Turn your plan into a one-page handout for students.' },
        ],
      },
    ],
  },
  {
    code: '25-1193.00',
    aliases: ['sports science lecturer', 'kinesiology professor', 'recreation studies lecturer'],
    quests: [
      {
        title: 'Plan a warm-up from sports science',
        description: 'Write a ten-minute warm-up for a sport you know, explaining the purpose of each part. Show the warm-up plan with timings.',
        plan: [
          { title: 'Test the warm-up on yourself', description: 'Try the warm-up and note your heart rate before and after.' },
          { title: 'Link the warm-up to research', description: 'Find a study on warm-ups and summarise it in a paragraph.' },
          { title: 'Plan a practical class', description: 'Plan a class where students design warm-ups for different sports.' },
        ],
      },
    ],
  },
  {
    code: '25-1194.00',
    aliases: ['vocational lecturer', 'FE lecturer', 'trade school instructor', 'Berufsschullehrer', 'Berufsschullehrerin'],
    quests: [
      {
        title: 'Break one trade skill into teachable steps',
        description: 'Pick a practical skill, such as setting out a brick bond or tiling a small area, and write the steps a learner follows with the check at each step. Show the steps as a one-page checklist.',
        plan: [
          { title: 'Add the standard to each trade step', description: 'Note the tolerance or quality mark each step must meet.' },
          { title: 'Write an assessment checklist for the skill', description: 'Turn the steps into a checklist an assessor ticks.' },
          { title: 'Plan a workshop session', description: 'Plan a workshop with a demonstration, practice and assessment.' },
        ],
      },
    ],
  },
  {
    code: '25-1199.00',
    aliases: ['university lecturer', 'college professor', 'Hochschuldozent', 'maître de conférences', 'profesor universitario'],
    quests: [
      {
        title: 'Turn a topic you know into a lecture outline',
        description: 'Pick a topic you know well and write a one-session lecture outline with learning outcomes, sections and one activity. Show the lecture outline.',
        plan: [
          { title: 'Write learning outcomes for the lecture', description: 'Write three outcomes starting with verbs like explain, apply and compare.' },
          { title: 'Make the slides for one lecture section', description: 'Draft five slides for the hardest part of the outline.' },
          { title: 'Write a check for understanding', description: 'Write three questions to ask at the end of the lecture.' },
        ],
      },
    ],
  },
  {
    code: '25-2011.00',
    aliases: ['preschool teacher', 'nursery teacher', 'pre-K teacher', 'Erzieher', 'Erzieherin', 'éducatrice de jeunes enfants', 'maestra de preescolar'],
    quests: [
      {
        title: 'Plan a play corner for three-year-olds',
        description: 'Choose a theme such as a shop or a vet\'s, and sketch a play corner with the props, the words children will learn and what they will practise. Show the sketch and a word list.',
        plan: [
          { title: 'List the skills in the play corner', description: 'Note the counting, talking and sharing each prop encourages.' },
          { title: 'Make props for the play corner', description: 'Make two props from household things, such as price tags or a menu.' },
          { title: 'Plan a circle time', description: 'Write a ten-minute circle time introducing the theme with a song.' },
        ],
      },
    ],
  },
  {
    code: '25-2012.00',
    aliases: ['kindergarten teacher', 'reception teacher', 'Kindergärtnerin', 'maîtresse de maternelle', 'maestra de kínder'],
    quests: [
      {
        title: 'Teach a letter sound with a song and objects',
        description: 'Pick one letter sound, gather five household objects that start with it and write a short song or chant. Show the objects photo and the lyrics.',
        plan: [
          { title: 'Write a letter sound activity', description: 'Plan a game where children sort objects by starting sound.' },
          { title: 'Make a letter card set', description: 'Make a picture card for each object with the letter clearly marked.' },
          { title: 'Plan the week\'s phonics', description: 'Outline five short phonics sessions for the week.' },
        ],
      },
    ],
  },
  {
    code: '25-2021.00',
    aliases: ['primary school teacher', 'elementary teacher', 'Grundschullehrer', 'Grundschullehrerin', 'professeur des écoles', 'maestro de primaria'],
    quests: [
      {
        title: 'Plan a primary lesson with a hands-on start',
        description: 'Pick a topic such as fractions and plan a single lesson that starts with a hands-on activity, like folding paper. Show the lesson plan with timings.',
        plan: [
          { title: 'Make the resource for the lesson', description: 'Make the fraction strips or worksheet the lesson needs.' },
          { title: 'Plan for three levels in the lesson', description: 'Add an easier and a harder version of the main task.' },
          { title: 'Write an exit ticket', description: 'Write three questions pupils answer at the end to show what they learnt.' },
        ],
      },
      {
        title: 'Mark a page of children\'s writing',
        description: 'Find a published sample of a seven-year-old\'s writing from a national assessment guide, mark it against the expected standard and write two stars and a wish. Show the marked page.',
        plan: [
          { title: 'Spot the writing features in the page', description: 'Highlight capital letters, full stops, joining words and adjectives in the sample.' },
          { title: 'Match the writing to the standard', description: 'Tick each statement of the published standard the writing meets and note the gaps.' },
          { title: 'Plan a next-step lesson', description: 'Plan a short lesson that teaches the one skill the writer most needs.' },
        ],
      },
    ],
  },
  {
    code: '25-2022.00',
    aliases: ['middle school teacher', 'junior high teacher', 'professeur de collège', 'profesor de secundaria'],
    quests: [
      {
        title: 'Design a starter that hooks 12-year-olds',
        description: 'Pick a topic you could teach and write a five-minute starter, such as a puzzle or a mystery object, that leads into it. Show the starter on one slide or card.',
        plan: [
          { title: 'Link the starter to the lesson aim', description: 'Write the lesson aim and show how the starter leads into it.' },
          { title: 'Plan the rest of the lesson', description: 'Write a lesson plan following the starter, with a main task and plenary.' },
          { title: 'Write a behaviour plan', description: 'List the routines you would use to start the class calmly.' },
        ],
      },
    ],
  },
  {
    code: '25-2023.00',
    aliases: ['middle school technology teacher', 'shop teacher', 'design and technology teacher'],
    quests: [
      {
        title: 'Set a design-and-make task for a desk tidy',
        description: 'Write a project brief for pupils to design a desk tidy from card, with a sketch of your own example and the measurements. Show the brief and sketch.',
        plan: [
          { title: 'Build a card prototype of the desk tidy', description: 'Make your example from cereal box card with tape.' },
          { title: 'Write a marking rubric for the desk tidy', description: 'List what earns marks for design, making and evaluation.' },
          { title: 'Plan the project weeks', description: 'Outline the project over six lessons.' },
        ],
      },
    ],
  },
  {
    code: '25-2031.00',
    aliases: ['high school teacher', 'secondary teacher', 'Gymnasiallehrer', 'Gymnasiallehrerin', 'professeur de lycée', 'profesor de bachillerato'],
    quests: [
      {
        title: 'Plan an exam-revision lesson for one topic',
        description: 'Pick a topic from a published exam syllabus and plan a revision lesson using a past paper question. Show the lesson plan and a model answer.',
        plan: [
          { title: 'Mark a past paper answer', description: 'Write a weak answer to the question and mark it with the official mark scheme.' },
          { title: 'Make a revision card set', description: 'Make five revision cards for the topic.' },
          { title: 'Plan a feedback lesson', description: 'Write how you would go through common mistakes with the class.' },
        ],
      },
    ],
  },
  {
    code: '25-2032.00',
    aliases: ['CTE teacher', 'vocational teacher', 'technical teacher'],
    quests: [
      {
        title: 'Turn an industry standard into a class task',
        description: 'Pick a trade such as catering, building or IT, find one real industry standard or checklist it uses, and write a class task built on it. Show the task sheet.',
        plan: [
          { title: 'Read the industry standard closely', description: 'Highlight the three parts of the standard a beginner must know.' },
          { title: 'Write an assessment for the class task', description: 'Write a practical assessment checklist linked to the standard.' },
          { title: 'Plan an employer visit', description: 'Write questions for a guest speaker from the industry.' },
        ],
      },
    ],
  },
  {
    code: '25-2051.00',
    aliases: ['early years SEN teacher', 'special needs preschool teacher', 'SEND early years teacher'],
    quests: [
      {
        title: 'Make a visual timetable for a preschool day',
        description: 'Draw or print picture cards for each part of a preschool day, such as snack, play and home time, and arrange them in order. Show the visual timetable.',
        plan: [
          { title: 'Add a now-and-next board to the visual timetable', description: 'Make a two-slot now-and-next board from the same picture cards.' },
          { title: 'Write a short social story', description: 'Write a social story about a change in routine using six picture cards.' },
          { title: 'Plan a sensory activity', description: 'Plan a sensory play activity with goals for communication.' },
        ],
      },
    ],
  },
  {
    code: '25-2052.00',
    aliases: ['SEN teacher', 'SENCO', 'Förderschullehrer', 'Förderschullehrerin', 'enseignant spécialisé'],
    quests: [
      {
        title: 'Adapt a reading worksheet for a pupil with dyslexia',
        description: 'Take an ordinary primary worksheet and redesign it with a clear font, more spacing, pictures and chunked instructions. Show the before-and-after worksheet.',
        plan: [
          { title: 'Check the worksheet against dyslexia guidance', description: 'Compare your version with a dyslexia style guide and fix any gaps.' },
          { title: 'Write an IEP goal', description: 'Write one measurable reading goal in the style of an individual education plan.' },
          { title: 'Plan a small-group session', description: 'Plan a short reading session for three pupils with different needs.' },
        ],
      },
    ],
  },
  {
    code: '25-2053.00',
    aliases: ['middle school special education teacher', 'learning support teacher', 'middle school SEN teacher'],
    quests: [
      {
        title: 'Break a homework task into checklist chunks',
        description: 'Take a typical middle school homework task and break it into small steps with a checklist and a time for each. Show the chunked checklist.',
        plan: [
          { title: 'Add visual prompts to the checklist', description: 'Add an icon or example to each chunk of the homework checklist.' },
          { title: 'Write a progress tracker', description: 'Make a simple chart a pupil fills in each week as each homework chunk is done.' },
          { title: 'Plan a meeting with parents', description: 'Write an agenda for a meeting about the pupil\'s plan.' },
        ],
      },
    ],
  },
  {
    code: '25-2054.00',
    aliases: ['high school special education teacher', 'transition teacher', 'high school SEN teacher'],
    quests: [
      {
        title: 'Build a transition plan toward a first job',
        description: 'Invent a 16-year-old pupil with a learning disability and write a transition plan with a job goal, skills to learn and who helps. Show the one-page transition plan.',
        plan: [
          { title: 'List the job skills in the transition plan', description: 'Break the job goal into skills such as travel, money and time.' },
          { title: 'Find local supports for the transition', description: 'List colleges, job schemes and services nearby that could help.' },
          { title: 'Write a practice task', description: 'Write a real-life task, such as reading a bus timetable, with steps.' },
        ],
      },
    ],
  },
  {
    code: '25-2059.00',
    aliases: ['special needs teacher', 'SEND teacher', 'inclusion teacher'],
    quests: [
      {
        title: 'Make a communication board for a classroom',
        description: 'Design a grid of picture symbols for core words like want, help, more and stop that a pupil could point to. Show the communication board.',
        plan: [
          { title: 'Test the communication board with a story', description: 'Use the board to retell a short story and note missing words.' },
          { title: 'Add topic words to the communication board', description: 'Add a second page for one lesson\'s topic words.' },
          { title: 'Write a guide for staff', description: 'Write a short guide for classroom staff on modelling the board.' },
        ],
      },
    ],
  },
  {
    code: '25-2059.01',
    aliases: ['adapted PE teacher', 'APE specialist', 'inclusive PE teacher'],
    quests: [
      {
        title: 'Adapt a team game so everyone can play',
        description: 'Pick a game such as basketball and write changes to equipment, space, rules and roles so a pupil using a wheelchair can play fully. Show the adapted rules card.',
        plan: [
          { title: 'Test the adapted game with household things', description: 'Try a throwing task seated with a soft ball and a bin as target.' },
          { title: 'Write an adapted skills checklist', description: 'List the motor skills the game uses and an adapted goal for each.' },
          { title: 'Plan an inclusive PE lesson', description: 'Plan a lesson with warm-up, adapted game and cool-down.' },
        ],
      },
    ],
  },
  {
    code: '25-3011.00',
    aliases: ['adult literacy tutor', 'ESOL teacher', 'GED instructor', 'adult education teacher', 'formateur en alphabétisation'],
    quests: [
      {
        title: 'Build a reading lesson from a real bus timetable',
        description: 'Take a real bus or train timetable and write a lesson for adult learners on reading it, with five questions. Show the lesson plan.',
        plan: [
          { title: 'Write a vocabulary list for the timetable', description: 'List the words an adult learner needs, such as depart and via, with meanings.' },
          { title: 'Set an everyday writing task', description: 'Write a task asking learners to fill in a real-life form.' },
          { title: 'Plan a learner check-in', description: 'Write questions to find out a learner\'s goals.' },
        ],
      },
    ],
  },
  {
    code: '25-3021.00',
    aliases: ['hobby class teacher', 'workshop leader', 'evening class tutor'],
    quests: [
      {
        title: 'Plan a one-off evening class in a skill you have',
        description: 'Choose a skill you could teach, such as bread or knitting, and write a two-part evening class plan with a kit list and cost per learner. Show the class plan.',
        plan: [
          { title: 'Price the class kit', description: 'Price every item on the kit list and set a fee.' },
          { title: 'Write a poster for the evening class', description: 'Write a flyer with what learners will make and take home.' },
          { title: 'Run a practice demo', description: 'Record yourself demonstrating the main step and note improvements.' },
        ],
      },
    ],
  },
  {
    code: '25-3099.00',
    aliases: ['course instructor', 'skills instructor'],
    quests: [
      {
        title: 'Write a how-to card for one skill',
        description: 'Pick a skill you can do, such as tying a bowline or making a spreadsheet chart, and write a step-by-step instruction card with pictures. Show the card.',
        plan: [
          { title: 'Test the how-to card on a friend', description: 'Watch a friend follow your card without help and note where they stall.' },
          { title: 'Revise the instruction card', description: 'Rewrite the confusing steps and add a picture where needed.' },
          { title: 'Plan a short training session', description: 'Plan how you would teach it to a group.' },
        ],
      },
    ],
  },
  {
    code: '25-3099.02',
    aliases: ['private tutor', 'home tutor', 'Nachhilfelehrer', 'Nachhilfelehrerin', 'professeur particulier', 'profesor particular'],
    quests: [
      {
        title: 'Diagnose a learner\'s gap with five questions',
        description: 'Pick a topic such as fractions and write five questions of rising difficulty that show exactly where a learner gets stuck. Show the diagnostic worksheet and what each question tests.',
        plan: [
          { title: 'Write the answer key for the diagnostic', description: 'For each diagnostic question, list the common wrong answers and what they reveal.' },
          { title: 'Plan a first tutoring session', description: 'Plan a one-to-one session for a learner who fails question three.' },
          { title: 'Make a progress record', description: 'Make a sheet to record each session\'s goal and result.' },
        ],
      },
    ],
  },
  {
    code: '25-4011.00',
    aliases: ['archive manager', 'Archivar', 'Archivarin', 'archiviste', 'archivero'],
    quests: [
      {
        title: 'Arrange a box of family papers like an archivist',
        description: 'Gather old letters, photos and documents at home, sort them into series and write a simple finding aid. Show the finding aid.',
        plan: [
          { title: 'Describe each series in the finding aid', description: 'Write a short description of each series with dates and quantity.' },
          { title: 'Check storage of the papers', description: 'List what could damage them, such as light, damp and staples, and how to fix it.' },
          { title: 'Visit a public archive catalogue', description: 'Search a national archive catalogue and compare its finding aids with yours.' },
        ],
      },
    ],
  },
  {
    code: '25-4012.00',
    aliases: ['museum curator', 'gallery curator', 'Kurator', 'Kuratorin', 'conservateur de musée', 'curador'],
    quests: [
      {
        title: 'Curate a three-object exhibition at home',
        description: 'Choose three objects with a shared story and write a label for each and an introduction panel. Show a photo of the display with its labels.',
        plan: [
          { title: 'Write the exhibition labels to museum style', description: 'Keep each label under 60 words with title, date, material and one story.' },
          { title: 'Plan the layout of the exhibition', description: 'Sketch the order visitors should see the objects in and why.' },
          { title: 'Review a real exhibition', description: 'Visit a museum or its website and critique one gallery\'s labels.' },
        ],
      },
    ],
  },
  {
    code: '25-4013.00',
    aliases: ['museum technician', 'conservator', 'art conservator', 'Restaurator', 'Restauratorin', 'restaurateur d\'art', 'restaurador'],
    quests: [
      {
        title: 'Write a condition report on an old object',
        description: 'Take an old object at home, such as a book or a frame, and examine it closely in good light. Show a condition report with a sketch marking every crack, stain and loss.',
        plan: [
          { title: 'Photograph the object for the condition report', description: 'Take front, back and detail photos with a ruler in shot.' },
          { title: 'Describe the materials of the object', description: 'List each material and how it ages.' },
          { title: 'Plan its storage', description: 'Write how you would pack and store the object to stop further damage.' },
        ],
      },
    ],
  },
  {
    code: '25-4021.00',
    aliases: ['school librarian', 'public librarian', 'Bibliothekar', 'Bibliothekarin', 'bibliothécaire', 'bibliotecario', 'bibliotecaria'],
    quests: [
      {
        title: 'Answer a reference question with three sources',
        description: 'Pick a real question a library user might ask, such as how to trace a family tree, and find three reliable free sources that answer it. Show a short reference note with citations.',
        plan: [
          { title: 'Rate the reference sources', description: 'Score each source on authority, date and bias.' },
          { title: 'Make a library guide from the answer', description: 'Turn the answer into a one-page guide for library users.' },
          { title: 'Plan a library event', description: 'Plan a short event such as a reading group with a poster.' },
        ],
      },
    ],
  },
  {
    code: '25-4031.00',
    aliases: ['library tech', 'library aide', 'technicien de bibliothèque', 'técnico de biblioteca'],
    quests: [
      {
        title: 'Shelve a stack of books in call-number order',
        description: 'Write Dewey numbers for ten books from a free lookup on sticky notes and put them in correct shelf order. Show a photo of the ordered books and the list.',
        plan: [
          { title: 'Check the call-number order', description: 'Swap two books and ask someone to find the error using your list.' },
          { title: 'Process a new book', description: 'List the steps to get a new book onto the shelf, from stamp to label.' },
          { title: 'Write a shelf-reading checklist', description: 'Write a checklist for checking a shelf is in order.' },
        ],
      },
    ],
  },
  {
    code: '25-9011.00',
    aliases: ['AV librarian', 'media collections specialist', 'digital asset librarian'],
    quests: [
      {
        title: 'Catalogue a box of old media',
        description: 'Gather old DVDs, tapes or photos at home and record each with format, date, condition and content. Show the media catalogue.',
        plan: [
          { title: 'Plan the digitisation of the media', description: 'Rank the items by risk of loss and write a digitisation order.' },
          { title: 'Write metadata for one media item', description: 'Fill in a full record using a free metadata standard.' },
          { title: 'Find a playback problem', description: 'List which formats need equipment you no longer have.' },
        ],
      },
    ],
  },
  {
    code: '25-9021.00',
    aliases: ['extension agent', 'agricultural adviser', 'farm adviser', 'home economist'],
    quests: [
      {
        title: 'Write a one-page advice sheet for growers',
        description: 'Pick a common problem such as slugs on lettuces and write an advice sheet for home growers with causes, signs and low-cost fixes. Show the advice sheet as a one-page guide.',
        plan: [
          { title: 'Check the advice sheet against extension guides', description: 'Compare your sheet with a university extension page and correct it.' },
          { title: 'Photograph signs of the problem', description: 'Take photos in a garden or allotment of the damage described.' },
          { title: 'Plan a community workshop', description: 'Plan a short workshop with a demo and handouts.' },
        ],
      },
    ],
  },
  {
    code: '25-9031.00',
    aliases: ['curriculum coordinator', 'curriculum specialist', 'instructional coach'],
    quests: [
      {
        title: 'Map a unit of work against a curriculum',
        description: 'Take one topic from a national curriculum and plan six lessons that cover all of its objectives. Show the curriculum map as a table.',
        plan: [
          { title: 'Check the curriculum map for gaps', description: 'Tick each objective against the lessons and mark any left out.' },
          { title: 'Write a common assessment for the unit', description: 'Write an end-of-unit test that covers each objective once.' },
          { title: 'Plan teacher training', description: 'Plan a short meeting to introduce the unit to teachers.' },
        ],
      },
    ],
  },
  {
    code: '25-9031.01',
    aliases: ['learning designer', 'e-learning developer', 'Instruktionsdesigner', 'concepteur pédagogique', 'diseñador instruccional'],
    quests: [
      {
        title: 'Storyboard a five-minute e-learning module',
        description: 'Pick a workplace skill such as handling a complaint and storyboard a short e-learning module with screens, text and a quiz. Show the storyboard.',
        plan: [
          { title: 'Write learning objectives for the module', description: 'Write three measurable objectives the e-learning module meets.' },
          { title: 'Write a branching scenario', description: 'Write one decision point in the module with three choices and feedback for each.' },
          { title: 'Build a prototype', description: 'Make the first three screens in a free slide tool.' },
        ],
      },
    ],
  },
  {
    code: '25-9041.00',
    aliases: ['teaching assistant', 'TA', 'classroom assistant', 'para', 'paraprofessional', 'Schulbegleiter', 'auxiliaire de vie scolaire', 'asistente de aula'],
    quests: [
      {
        title: 'Run a ten-minute reading catch-up',
        description: 'Pick a children\'s book page and plan a ten-minute one-to-one reading session with a warm-up, the reading and three questions. Show the session plan.',
        plan: [
          { title: 'Make word cards for the reading', description: 'Make cards for five tricky words from the page.' },
          { title: 'Keep a reading record', description: 'Make a record sheet to note progress each session.' },
          { title: 'Write feedback for the teacher', description: 'Write the short note you would pass on after the session.' },
        ],
      },
    ],
  },
  {
    code: '25-9099.00',
    aliases: ['education support worker', 'exam invigilator', 'learning mentor'],
    quests: [
      {
        title: 'Set up an exam room on paper',
        description: 'Draw a floor plan of a room laid out for an exam with desk spacing, clock, seat numbers and the invigilator\'s route. Show the floor plan and an exam rules notice.',
        plan: [
          { title: 'Write the exam rules notice', description: 'Write the notice candidates read before the exam starts.' },
          { title: 'Plan the exam timings', description: 'Write the start, warning and finish announcements against the clock.' },
          { title: 'List incidents and responses', description: 'List what to do if a phone rings or a candidate feels ill.' },
        ],
      },
    ],
  },
];
