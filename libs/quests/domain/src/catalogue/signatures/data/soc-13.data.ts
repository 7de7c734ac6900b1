import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 13. */
export const SIGNATURES_13: readonly SignatureEntry[] = [
  {
    code: '13-1011.00',
    aliases: ['talent agent', 'sports agent', 'music manager', 'booking agent', 'Künstleragent', 'agent artistique', 'representante artístico'],
    quests: [
      {
        title: 'Draft a booking deal for a local band',
        description: 'Pick a local band or athlete and a venue or event that could book them. Write a one-page deal memo with the fee, date, set length, rider and the agent\'s commission, and show it.',
        plan: [
          { title: 'List the booking deal\'s terms', description: 'Note fee, deposit, date, times and what the venue provides.' },
          { title: 'Work out the agent\'s commission', description: 'Calculate the commission and what the band takes home.' },
          { title: 'Write a pitch email to the venue', description: 'Sell the act in five lines with links and dates.' },
          { title: 'Plan a season of bookings', description: 'Draw a calendar of gigs or events that builds the act\'s profile.' },
        ],
      },
    ],
  },
  {
    code: '13-1021.00',
    aliases: ['farm produce buyer', 'grain buyer', 'livestock buyer', 'commodity buyer'],
    quests: [
      {
        title: 'Compare grain prices at three markets',
        description: 'Find today\'s published prices for wheat or another crop at three markets or exchanges. Note price, grade and delivery terms for each, and show a table with the best buy after transport.',
        plan: [
          { title: 'Read the grain price reports', description: 'Note the price, unit and grade quoted for your crop at each market.' },
          { title: 'Adjust the grain prices for transport', description: 'Add haulage cost to each and rank the offers.' },
          { title: 'Learn the quality grades', description: 'Note what moisture and protein limits mean for the price.' },
          { title: 'Write a purchase contract outline', description: 'List quantity, grade, price and delivery date.' },
        ],
      },
    ],
  },
  {
    code: '13-1022.00',
    aliases: ['retail buyer', 'fashion buyer', 'merchandise buyer', 'Einkäufer', 'Einkäuferin', 'acheteur', 'acheteuse', 'comprador', 'compradora'],
    quests: [
      {
        title: 'Pick next season\'s range for a small shop',
        description: 'Choose a small shop and browse two supplier catalogues or wholesale sites for its category. Pick ten products for next season with cost, shelf price and margin, and show the range plan.',
        plan: [
          { title: 'Study the shop\'s current range', description: 'Note the shop\'s best-selling lines and price points.' },
          { title: 'Build the range plan with margins', description: 'List cost, shelf price and margin for each product.' },
          { title: 'Plan the buying budget', description: 'Split an open-to-buy budget across the range.' },
          { title: 'Write a supplier negotiation plan', description: 'Note what you would ask for: price, minimum order and delivery.' },
        ],
      },
    ],
  },
  {
    code: '13-1023.00',
    aliases: ['purchasing agent', 'procurement officer', 'purchaser', 'procurement specialist'],
    quests: [
      {
        title: 'Compare three supplier quotes for office chairs',
        description: 'Find three suppliers\' prices for 20 office chairs online. Compare unit price, delivery, warranty and returns in a table and show your choice with reasons.',
        plan: [
          { title: 'Collect the supplier quotes', description: 'Note price, delivery time and terms from each supplier.' },
          { title: 'Score the suppliers', description: 'Weigh price, quality and service in a simple scoring matrix.' },
          { title: 'Write a purchase order', description: 'Fill in a purchase order with item, quantity, price and delivery address.' },
          { title: 'Read a public tender notice', description: 'Read one public procurement notice and note the rules for bidding.' },
        ],
      },
    ],
  },
  {
    code: '13-1031.00',
    aliases: ['claims adjuster', 'loss adjuster', 'Schadenregulierer', 'expert en sinistres', 'perito de seguros'],
    quests: [
      {
        title: 'Document a mock home insurance claim',
        description: 'Pick a pretend accident at home, such as a leaking pipe that stained a ceiling. Photograph the area, list the damaged items with their value and show a one-page claim report.',
        plan: [
          { title: 'Photograph the claim\'s damage', description: 'Take wide and close photos of the area as evidence.' },
          { title: 'Value the damaged items for the claim', description: 'List each item with age and replacement cost.' },
          { title: 'Check the policy wording', description: 'Read a real policy\'s escape-of-water section and note what is covered.' },
          { title: 'Write the settlement note', description: 'Work out the payout after the excess and explain it.' },
        ],
      },
    ],
  },
  {
    code: '13-1031.01',
    aliases: ['property claims examiner', 'casualty claims examiner', 'claims examiner'],
    quests: [
      {
        title: 'Check a property claim against the policy',
        description: 'Read a real home insurance policy booklet online and write a made-up storm damage claim. Check each item of the claim against the policy\'s cover and exclusions and show a decision list.',
        plan: [
          { title: 'Read the property policy\'s cover and exclusions', description: 'Note what storm damage the policy covers and excludes.' },
          { title: 'Check each claim item against the policy', description: 'Mark each item accepted, reduced or declined with the clause.' },
          { title: 'Spot signs of a dubious claim', description: 'List red flags an examiner looks for.' },
          { title: 'Write the decision letter', description: 'Explain the decision politely and clearly.' },
        ],
      },
    ],
  },
  {
    code: '13-1031.02',
    aliases: ['insurance investigator', 'insurance fraud investigator', 'insurance examiner'],
    quests: [
      {
        title: 'Build a timeline for a suspicious claim',
        description: 'Read a published news story about an insurance fraud case. Lay out the events as a timeline and mark the facts that gave the claim away, and show the timeline.',
        plan: [
          { title: 'Lay out the claim\'s timeline', description: 'Put each event of the case in date order.' },
          { title: 'Mark the inconsistencies in the claim', description: 'Highlight facts that did not fit the claimant\'s story.' },
          { title: 'Plan an interview', description: 'Write open questions you would ask the claimant.' },
          { title: 'Write an investigation summary', description: 'Summarise findings and what evidence supports each.' },
        ],
      },
    ],
  },
  {
    code: '13-1032.00',
    aliases: ['auto damage appraiser', 'car damage assessor', 'motor assessor', 'vehicle damage appraiser'],
    quests: [
      {
        title: 'Estimate the repair cost of a dented car',
        description: 'Find photos of a car with panel damage in a free online gallery or on your own car. List each damaged part, whether to repair or replace it, and show a repair estimate with parts and labour.',
        plan: [
          { title: 'Identify the damaged car parts', description: 'Name each panel, light or trim piece that is damaged.' },
          { title: 'Decide repair or replace for each part', description: 'Note your choice and why.' },
          { title: 'Price the car repair', description: 'Look up part prices and estimate labour hours.' },
          { title: 'Learn the total-loss rule', description: 'Note when repair cost makes a car a write-off.' },
        ],
      },
    ],
  },
  {
    code: '13-1041.00',
    aliases: ['compliance officer', 'Compliance-Beauftragter', 'responsable conformité', 'oficial de cumplimiento'],
    quests: [
      {
        title: 'Check a small business against one rule book',
        description: 'Pick one rule set a small business must follow, such as data protection. Turn its main duties into a ten-line checklist and check one local business\'s website against it, and show the checklist.',
        plan: [
          { title: 'Read the rule book\'s main duties', description: 'Note the duties that apply to a small business.' },
          { title: 'Build the compliance checklist', description: 'Write ten yes-or-no checks a compliance officer would run.' },
          { title: 'Write a breach log', description: 'Draft a form for logging a rule breach and its fix.' },
          { title: 'Plan a staff briefing', description: 'Write five points to brief staff on the rules.' },
        ],
      },
    ],
  },
  {
    code: '13-1041.01',
    aliases: ['environmental inspector', 'environmental compliance officer', 'pollution inspector'],
    quests: [
      {
        title: 'Inspect a local stream for signs of pollution',
        description: 'Visit a stream or river from a public path and note its colour, smell, litter, foam and any pipes or outfalls. Photograph what you see and show an inspection log with your findings.',
        plan: [
          { title: 'Log the stream\'s condition', description: 'Record what you see, smell and hear at three points along the path.' },
          { title: 'Map the outfalls along the stream', description: 'Sketch the pipes, drains and inflows you can see.' },
          { title: 'Read a discharge permit', description: 'Find a published permit and note the limits it sets.' },
          { title: 'Write an inspection report', description: 'Summarise findings and what you would follow up.' },
        ],
      },
    ],
  },
  {
    code: '13-1041.02',
    aliases: ['licensing inspector', 'licence examiner'],
    quests: [
      {
        title: 'Review a licence application form',
        description: 'Find your council\'s licence application for a street food stall or taxi. List every condition the applicant must meet and show a checklist an examiner would use.',
        plan: [
          { title: 'Read the licence conditions', description: 'Note each condition and the evidence required.' },
          { title: 'Build the examiner\'s checklist for the licence', description: 'Turn the conditions into checks with pass or fail.' },
          { title: 'Review a mock application', description: 'Fill in a made-up application and check it against your list.' },
          { title: 'Write a refusal letter', description: 'Draft a clear letter for an application that fails one condition.' },
        ],
      },
    ],
  },
  {
    code: '13-1041.03',
    aliases: ['equal opportunities officer', 'diversity officer', 'EEO officer', 'DEI officer', 'Gleichstellungsbeauftragte'],
    quests: [
      {
        title: 'Audit a job advert for bias',
        description: 'Pick three real job adverts online and read them for wording that could put off some applicants. Mark each phrase and rewrite it more inclusively, and show the marked-up adverts as a list.',
        plan: [
          { title: 'Annotate the job adverts', description: 'Highlight gendered, age-related or needless requirements.' },
          { title: 'Rewrite the job adverts inclusively', description: 'Offer clearer, fairer wording for each phrase.' },
          { title: 'Read equality law', description: 'Note the protected characteristics in your country\'s law.' },
          { title: 'Check accessibility', description: 'Check the application process for barriers to disabled applicants.' },
        ],
      },
    ],
  },
  {
    code: '13-1041.04',
    aliases: ['government property inspector', 'public property investigator', 'government investigator'],
    quests: [
      {
        title: 'Inventory a public building\'s assets',
        description: 'Pick a public space you can visit, such as a library or park. List its visible assets, such as benches, signs and bins, with condition and location, and show the inventory.',
        plan: [
          { title: 'List the public building\'s assets', description: 'Note each asset\'s type, location and condition.' },
          { title: 'Tag the assets in your inventory', description: 'Give each asset a number and mark it on a sketch map.' },
          { title: 'Report damage', description: 'Write a short report on one damaged or missing asset.' },
          { title: 'Read a government audit report', description: 'Summarise one published property audit finding.' },
        ],
      },
    ],
  },
  {
    code: '13-1041.06',
    aliases: ['coroner', 'medical examiner', 'Leichenbeschauer', 'coroner judiciaire', 'médico forense'],
    quests: [
      {
        title: 'Read a coroner\'s inquest findings',
        description: 'Find a published coroner\'s report or prevention of future deaths notice. Note the facts, the cause of death recorded and the recommendations, and show a one-page summary.',
        plan: [
          { title: 'Summarise the inquest findings', description: 'Note the facts the coroner found and the conclusion recorded.' },
          { title: 'List the coroner\'s recommendations', description: 'Note who must act and by when.' },
          { title: 'Learn the types of conclusion', description: 'List the short-form conclusions a coroner can record.' },
          { title: 'Watch an inquest', description: 'Attend a public inquest or read a press report of one and note how it is run.' },
        ],
      },
    ],
  },
  {
    code: '13-1041.07',
    aliases: ['regulatory affairs specialist', 'RA specialist'],
    quests: [
      {
        title: 'Read a medicine\'s product information leaflet',
        description: 'Open the official patient leaflet of a common over-the-counter product on a regulator\'s website. List the sections the regulator requires and show a table of what each one says.',
        plan: [
          { title: 'List the leaflet\'s required sections', description: 'Note each heading and why the regulator asks for it.' },
          { title: 'Compare the leaflet with the label', description: 'Check the pack label and leaflet agree.' },
          { title: 'Read a regulator\'s guidance', description: 'Summarise one guidance page on product labelling.' },
          { title: 'Draft a submission checklist', description: 'List the documents a product approval needs.' },
        ],
      },
    ],
  },
  {
    code: '13-1051.00',
    aliases: ['cost estimator', 'quantity surveyor', 'QS', 'Kalkulator', 'métreur', 'économiste de la construction', 'presupuestador'],
    quests: [
      {
        title: 'Estimate the cost of repainting a room',
        description: 'Measure a room\'s walls and ceiling and subtract doors and windows. Work out paint, materials and labour hours at real prices and show a cost estimate table.',
        plan: [
          { title: 'Measure the room\'s paintable area', description: 'Calculate wall and ceiling areas in square metres.' },
          { title: 'Price the paint and materials', description: 'Find real prices and work out how many tins you need.' },
          { title: 'Add labour and contingency', description: 'Estimate hours, a day rate and a margin for surprises.' },
          { title: 'Compare with a real quote', description: 'Compare your estimate with a decorator\'s online price.' },
        ],
      },
    ],
  },
  {
    code: '13-1071.00',
    aliases: ['HR specialist', 'HR advisor', 'human resources advisor', 'recruiter', 'Personalreferent', 'chargé de ressources humaines', 'especialista de recursos humanos'],
    quests: [
      {
        title: 'Write a job description and interview questions',
        description: 'Pick a job you know, such as café barista. Write a job description with duties and requirements, and five interview questions that test them, and show both on one page.',
        plan: [
          { title: 'Write the job description\'s duties', description: 'List the duties and skills the role needs.' },
          { title: 'Write the interview questions', description: 'Write questions that ask for real examples.' },
          { title: 'Build a scoring sheet', description: 'Make a sheet to rate each answer fairly.' },
          { title: 'Plan an onboarding week', description: 'Write the first week for a new starter.' },
        ],
      },
    ],
  },
  {
    code: '13-1074.00',
    aliases: ['farm labour contractor', 'crew leader', 'harvest labour contractor'],
    quests: [
      {
        title: 'Plan a harvest crew for a fruit farm',
        description: 'Pick a crop, such as strawberries, and find how many pickers a hectare needs per day. Plan a crew rota with hours, pay and breaks and show it.',
        plan: [
          { title: 'Work out the harvest crew size', description: 'Estimate pickers needed from yield and picking rate.' },
          { title: 'Draw the crew rota', description: 'Lay out shifts, breaks and team leaders.' },
          { title: 'Read farm worker rules', description: 'Note minimum wage, housing and working-time rules for farm workers.' },
          { title: 'Plan transport and welfare', description: 'List water, shade and toilet needs for the crew.' },
        ],
      },
    ],
  },
  {
    code: '13-1075.00',
    aliases: ['labour relations specialist', 'industrial relations officer', 'employee relations advisor'],
    quests: [
      {
        title: 'Compare two sides of a pay negotiation',
        description: 'Find a news story about a pay dispute between a union and an employer. List each side\'s demands and arguments in two columns and show a possible settlement.',
        plan: [
          { title: 'List the pay negotiation\'s demands', description: 'Note what each side asks for and why.' },
          { title: 'Cost the offers', description: 'Work out what each offer costs the employer per year.' },
          { title: 'Read a collective agreement', description: 'Note the main clauses of a published agreement.' },
          { title: 'Draft a settlement proposal', description: 'Write a middle-ground deal both might accept.' },
        ],
      },
    ],
  },
  {
    code: '13-1081.00',
    aliases: ['logistics coordinator', 'supply chain coordinator', 'Logistiker', 'logisticien', 'logístico'],
    quests: [
      {
        title: 'Trace a product\'s journey from factory to shelf',
        description: 'Pick one product from your kitchen and find where it was made. Draw its journey by ship, lorry and warehouse to your local shop with rough distances and times, and show the map.',
        plan: [
          { title: 'Trace the product\'s origin', description: 'Find where it was made and packed.' },
          { title: 'Map the product\'s journey', description: 'Draw each transport leg and warehouse stop.' },
          { title: 'Estimate lead time', description: 'Add up the days each leg takes.' },
          { title: 'Find the bottleneck', description: 'Note where delays would hurt most.' },
        ],
      },
    ],
  },
  {
    code: '13-1081.01',
    aliases: ['logistics engineer', 'supply chain engineer'],
    quests: [
      {
        title: 'Design a better warehouse pick path',
        description: 'Sketch the layout of a supermarket as if it were a warehouse. Draw the path a picker would walk for ten common items and a better layout that shortens it, and show both sketches.',
        plan: [
          { title: 'Sketch the warehouse layout', description: 'Draw aisles, zones and the packing area.' },
          { title: 'Count the picker\'s steps', description: 'Count a picker\'s steps for a ten-item order on your sketch.' },
          { title: 'Redesign the layout', description: 'Move fast-selling items closer and count the steps again.' },
          { title: 'Write a proposal', description: 'Summarise the saving in time per order.' },
        ],
      },
    ],
  },
  {
    code: '13-1081.02',
    aliases: ['logistics analyst', 'supply chain analyst'],
    quests: [
      {
        title: 'Analyse delivery times in a spreadsheet',
        description: 'Record the promised and actual delivery dates for your last ten online orders. Put them in a spreadsheet, work out the average delay and show a chart.',
        plan: [
          { title: 'Log the delivery dates', description: 'Note promised and actual dates for each order.' },
          { title: 'Chart the delivery delays', description: 'Plot delay per order and mark the outliers.' },
          { title: 'Find the causes', description: 'Note carrier, distance and day of week for late orders.' },
          { title: 'Recommend a change', description: 'Write one change that would cut delays.' },
        ],
      },
    ],
  },
  {
    code: '13-1111.00',
    aliases: ['management consultant', 'business consultant', 'Unternehmensberater', 'consultant en management', 'consultor de gestión'],
    quests: [
      {
        title: 'Map a café\'s queue and suggest a fix',
        description: 'Sit in a busy café for 20 minutes and time how long customers wait at each step. Draw the process map, mark the bottleneck and show one recommendation.',
        plan: [
          { title: 'Time each step of the café queue', description: 'Record wait times for ordering, paying and collecting.' },
          { title: 'Draw the process map', description: 'Show each step and where the queue builds.' },
          { title: 'Write a recommendation', description: 'Suggest one change and its expected effect.' },
          { title: 'Present on one slide', description: 'Put the problem, evidence and fix on one page.' },
        ],
      },
    ],
  },
  {
    code: '13-1121.00',
    aliases: ['event planner', 'wedding planner', 'conference organiser', 'Eventmanager', 'Veranstaltungsplaner', 'organisateur d\'événements', 'organizador de eventos'],
    quests: [
      {
        title: 'Plan the run sheet for a small event',
        description: 'Pick an event, such as a 50-person birthday party or a small conference. Write a run sheet with times, tasks and who does what, and show it with a budget.',
        plan: [
          { title: 'Write the event run sheet', description: 'List each timed step from set-up to pack-down.' },
          { title: 'Budget the event', description: 'Price venue, food, equipment and a contingency.' },
          { title: 'Compare two venues', description: 'Visit or study two venues and note capacity, access and cost.' },
          { title: 'Write a risk plan', description: 'List what could go wrong and the backup for each.' },
        ],
      },
    ],
  },
  {
    code: '13-1131.00',
    aliases: ['fundraiser', 'fundraising officer', 'development officer', 'collecteur de fonds', 'recaudador de fondos'],
    quests: [
      {
        title: 'Write a fundraising appeal for a local charity',
        description: 'Pick a local charity and read its latest annual report. Write a one-page appeal letter with one story, one clear need and one ask, and show it.',
        plan: [
          { title: 'Read the charity\'s annual report', description: 'Note its income, main projects and one story.' },
          { title: 'Write the appeal letter', description: 'Lead with the story, show the need, and make a clear ask.' },
          { title: 'Plan a donor thank-you', description: 'Write a thank-you message for a first-time donor.' },
          { title: 'Read fundraising rules', description: 'Note the main rules of your country\'s fundraising code.' },
        ],
      },
    ],
  },
  {
    code: '13-1141.00',
    aliases: ['compensation analyst', 'reward specialist', 'benefits specialist', 'pay analyst', 'job evaluator'],
    quests: [
      {
        title: 'Benchmark the pay for one job',
        description: 'Pick one job and find at least five advertised salaries for it in your area. Work out the median and range and show a pay benchmark table.',
        plan: [
          { title: 'Collect advertised salaries for the job', description: 'Note salary, location and experience required for each advert.' },
          { title: 'Calculate the pay benchmark', description: 'Work out median, lowest and highest.' },
          { title: 'Compare benefits', description: 'List the holiday, pension and perks each offer.' },
          { title: 'Write a job evaluation', description: 'Score the job on skill, effort and responsibility.' },
        ],
      },
    ],
  },
  {
    code: '13-1151.00',
    aliases: ['corporate trainer', 'learning and development specialist', 'L&D specialist', 'formateur', 'formatrice', 'formador'],
    quests: [
      {
        title: 'Design a 15-minute training session',
        description: 'Pick a skill you know well, such as making a good cup of coffee. Write a lesson plan with an objective, a demonstration, a practice and a quick check, and show it.',
        plan: [
          { title: 'Write the training objective', description: 'State what learners will be able to do at the end.' },
          { title: 'Plan the training activities', description: 'Set out the demonstration, practice and check.' },
          { title: 'Run the session', description: 'Teach it to a friend and note what worked.' },
          { title: 'Evaluate the training', description: 'Write three feedback questions and review the answers.' },
        ],
      },
    ],
  },
  {
    code: '13-1161.00',
    aliases: ['market researcher', 'marketing specialist', 'marketing executive', 'Marktforscher', 'Marketingreferent', 'chargé d\'études de marché', 'investigador de mercados'],
    quests: [
      {
        title: 'Run a short survey about a local café',
        description: 'Write a ten-question survey about what people want from a local café and ask five people. Tally the answers and show a one-page summary of findings.',
        plan: [
          { title: 'Write the café survey', description: 'Write clear questions with simple answer scales.' },
          { title: 'Tally the survey answers', description: 'Count the answers and chart them.' },
          { title: 'Profile a customer segment', description: 'Describe one group of customers and what they want.' },
          { title: 'Write a marketing recommendation', description: 'Suggest one change the café could make.' },
        ],
      },
    ],
  },
  {
    code: '13-1199.00',
    aliases: ['business operations specialist', 'operations coordinator', 'business analyst'],
    quests: [
      {
        title: 'Write a standard operating procedure',
        description: 'Pick a routine task, such as opening a shop in the morning. Write a numbered standard operating procedure with who, what and when, and show it on one page.',
        plan: [
          { title: 'List the steps of the operating procedure', description: 'Write each step in order with who does it.' },
          { title: 'Test the procedure', description: 'Follow it exactly once and note gaps.' },
          { title: 'Add a checklist', description: 'Turn the procedure into a checklist to tick off.' },
        ],
      },
    ],
  },
  {
    code: '13-1199.01',
    aliases: ['energy assessor', 'home energy assessor', 'Energieberater', 'diagnostiqueur énergie', 'auditor energético'],
    quests: [
      {
        title: 'Audit your home\'s energy use',
        description: 'Read your gas and electricity meters, note each appliance\'s power rating and look for draughts. Show an energy audit list with the three biggest savings you could make.',
        plan: [
          { title: 'Read the energy meters', description: 'Take readings a day apart and work out daily use.' },
          { title: 'List appliance energy use', description: 'Note the power rating and daily hours for each appliance.' },
          { title: 'Find draughts and heat loss', description: 'Check windows and doors with a candle-free tissue test and note where air moves.' },
          { title: 'Write the energy report', description: 'Rank savings by cost and effort.' },
        ],
      },
    ],
  },
  {
    code: '13-1199.02',
    aliases: ['security consultant', 'security risk specialist'],
    quests: [
      {
        title: 'Assess the security of a building entrance',
        description: 'Observe the entrance of a public building such as a library. Note doors, cameras, lighting and staff, and show a risk list with one improvement for each weak spot.',
        plan: [
          { title: 'Observe the building entrance', description: 'Note how people get in and who checks them.' },
          { title: 'List the security risks', description: 'Rate each weak spot by likelihood and impact.' },
          { title: 'Write a security plan', description: 'Suggest fixes and their rough cost.' },
        ],
      },
    ],
  },
  {
    code: '13-1199.03',
    aliases: ['customs broker', 'customs agent', 'customs declarant', 'Zollagent', 'commissionnaire en douane'],
    quests: [
      {
        title: 'Find the tariff code for an imported product',
        description: 'Pick a product from home, such as a pair of trainers made abroad. Look up its tariff code and import duty on your customs authority\'s online tariff, and show a note with the code and duty rate.',
        plan: [
          { title: 'Classify the product in the customs tariff', description: 'Work down the tariff chapters to the right code.' },
          { title: 'Work out the import duty', description: 'Apply the duty rate and tax to a sample value.' },
          { title: 'List the import documents', description: 'Note the invoice, packing list and certificates needed.' },
          { title: 'Fill in a mock customs declaration', description: 'Complete a sample form for the shipment.' },
        ],
      },
    ],
  },
  {
    code: '13-1199.04',
    aliases: ['business continuity manager', 'BCP planner', 'disaster recovery planner'],
    quests: [
      {
        title: 'Write a continuity plan for a power cut',
        description: 'Pick a small business, such as a local bakery. Write a one-page plan for what it does if the power goes off until the next morning, with roles, backups and contacts, and show it.',
        plan: [
          { title: 'List what the bakery must keep running', description: 'Note what must keep running and what can wait.' },
          { title: 'Write the continuity plan', description: 'Set out roles, backups and who to call.' },
          { title: 'Run a tabletop exercise', description: 'Walk a friend through the scenario and note gaps.' },
        ],
      },
    ],
  },
  {
    code: '13-1199.05',
    aliases: ['sustainability officer', 'sustainability consultant', 'ESG specialist', 'Nachhaltigkeitsmanager', 'responsable développement durable', 'especialista en sostenibilidad'],
    quests: [
      {
        title: 'Measure the waste from one day at home',
        description: 'Collect and sort one day\'s household waste into recycling, food and landfill, and weigh each with kitchen scales. Show a table and three ideas to cut the biggest pile.',
        plan: [
          { title: 'Weigh the household waste', description: 'Record the weight of each waste type.' },
          { title: 'Chart the waste by type', description: 'Draw a pie chart of the shares.' },
          { title: 'Read a company\'s sustainability report', description: 'Note its waste and carbon targets.' },
          { title: 'Write a waste reduction plan', description: 'Set three targets and how you would track them.' },
        ],
      },
    ],
  },
  {
    code: '13-1199.06',
    aliases: ['online seller', 'e-commerce seller', 'Etsy seller', 'eBay seller', 'Onlinehändler', 'e-commerçant', 'vendedor en línea'],
    quests: [
      {
        title: 'Set up a product page for an online shop',
        description: 'Pick a product you could sell and study three rival listings. Write a product page with title, photos, price and delivery terms, and show the draft.',
        plan: [
          { title: 'Study the rival listings', description: 'Note prices, photos and reviews of similar products.' },
          { title: 'Write the product page', description: 'Write a clear title, description and delivery terms.' },
          { title: 'Work out the margin', description: 'Subtract fees, postage and cost from the price.' },
          { title: 'Plan the packaging', description: 'Design packaging that protects the item and looks good.' },
        ],
      },
    ],
  },
  {
    code: '13-2011.00',
    aliases: ['CPA', 'chartered accountant', 'accounting professional'],
    quests: [
      {
        title: 'Read a company\'s annual accounts',
        description: 'Find the published annual accounts of a well-known company. Note revenue, profit, assets and debt, work out two ratios and show a one-page summary.',
        plan: [
          { title: 'Find the key figures in the annual accounts', description: 'Note revenue, profit, assets and liabilities.' },
          { title: 'Calculate two ratios', description: 'Work out profit margin and current ratio.' },
          { title: 'Read the auditor\'s report', description: 'Note what the auditor\'s opinion says.' },
        ],
      },
    ],
  },
  {
    code: '13-2011.01',
    aliases: ['accountant', 'comptable', 'contable', 'contador'],
    quests: [
      {
        title: 'Keep a month\'s books for a side business',
        description: 'Invent a small side business with ten transactions in a month. Record them in a simple cash book, balance it and show a one-page profit and loss statement.',
        plan: [
          { title: 'Record the cash book entries', description: 'Enter each sale and expense with date and category.' },
          { title: 'Balance the cash book', description: 'Total income and spending and check the balance.' },
          { title: 'Prepare a profit and loss', description: 'Turn the totals into a simple statement.' },
          { title: 'Learn double entry', description: 'Post three transactions as debits and credits.' },
        ],
      },
      {
        title: 'Read a payslip line by line',
        description: 'Take a real or sample payslip and label every line: gross pay, tax, social contributions, pension and net pay. Show the labelled payslip with a check that the numbers add up.',
        plan: [
          { title: 'Label the payslip deductions', description: 'Name each deduction on the payslip and what it pays for.' },
          { title: 'Recalculate the net pay', description: 'Work out the net pay from the gross and deductions and check it matches.' },
          { title: 'Compare two tax codes', description: 'Work out how net pay changes under a different tax code or band.' },
        ],
      },
    ],
  },
  {
    code: '13-2011.02',
    aliases: ['auditor', 'internal auditor', 'external auditor', 'Wirtschaftsprüfer', 'Wirtschaftsprüferin', 'auditeur', 'auditrice'],
    quests: [
      {
        title: 'Audit a month of your own receipts',
        description: 'Gather a month of receipts and your bank statement. Tick each receipt against the statement, list anything missing or unexplained and show an audit list of findings.',
        plan: [
          { title: 'Match the receipts to the statement', description: 'Tick each item that matches and flag the rest.' },
          { title: 'Sample and test the receipts', description: 'Pick five items and check amount, date and approval.' },
          { title: 'Write audit findings', description: 'Describe each issue, its risk and a fix.' },
        ],
      },
    ],
  },
  {
    code: '13-2021.00',
    aliases: ['property valuer', 'valuer', 'property appraiser', 'Gutachter', 'expert immobilier', 'tasador'],
    quests: [
      {
        title: 'Estimate a house\'s value from sales nearby',
        description: 'Pick one house in your street and find the sale prices of three similar houses nearby. Adjust for differences in size and condition and show a one-page valuation.',
        plan: [
          { title: 'Find comparable sales near the house', description: 'Note price, date and size of three nearby sales.' },
          { title: 'Adjust the valuation', description: 'Add or remove value for differences.' },
          { title: 'Note the house\'s condition', description: 'List visible condition issues seen from the street.' },
        ],
      },
    ],
  },
  {
    code: '13-2021.01',
    aliases: ['tax assessor', 'rating officer', 'property assessor'],
    quests: [
      {
        title: 'Work out a property\'s tax band',
        description: 'Look up the published tax band or assessed value of your home or a street on the official property tax site. Explain how the band was set and show a note with the yearly bill.',
        plan: [
          { title: 'Find the property tax band', description: 'Note the band or assessed value and the date it was set.' },
          { title: 'Compare bands on the street', description: 'Note bands for five homes and spot any outliers.' },
          { title: 'Work out the tax bill', description: 'Apply this year\'s rate to the band or value.' },
          { title: 'Write an appeal note', description: 'Write when and how an owner could challenge the band.' },
        ],
      },
    ],
  },
  {
    code: '13-2021.02',
    aliases: ['real estate appraiser', 'mortgage valuer'],
    quests: [
      {
        title: 'Write a mortgage valuation report',
        description: 'Pick a flat for sale online and study its photos, floor plan and listing. Write a short mortgage valuation report with condition notes and a value backed by two comparables, and show it.',
        plan: [
          { title: 'Study the flat\'s listing and floor plan', description: 'Note size, layout, age and visible condition.' },
          { title: 'Find two comparables for the valuation', description: 'Find two similar sales and note their prices.' },
          { title: 'Note the risks to a lender', description: 'List issues such as lease length or damp.' },
        ],
      },
    ],
  },
  {
    code: '13-2031.00',
    aliases: ['budget analyst', 'budget officer', 'finance analyst'],
    quests: [
      {
        title: 'Compare a council\'s budget with last year',
        description: 'Find your local council\'s published budget. Compare spending on three services with last year, work out the percentage change and show a table with a short comment.',
        plan: [
          { title: 'Read the council budget', description: 'Note spending on each main service.' },
          { title: 'Work out the budget changes', description: 'Calculate the change and percentage for three services.' },
          { title: 'Write a budget briefing', description: 'Write a half-page briefing for a councillor.' },
        ],
      },
    ],
  },
  {
    code: '13-2041.00',
    aliases: ['credit analyst', 'credit risk analyst', 'Kreditanalyst', 'analyste crédit', 'analista de crédito'],
    quests: [
      {
        title: 'Score a made-up loan applicant',
        description: 'Invent a small business asking for a loan and write its income, debts and history. Score it on the five Cs of credit and show a one-page credit memo with your decision.',
        plan: [
          { title: 'Score the loan applicant on the five Cs', description: 'Rate character, capacity, capital, collateral and conditions.' },
          { title: 'Work out the debt service ratio', description: 'Calculate if income covers the repayments.' },
          { title: 'Write the credit memo', description: 'State the decision, limit and conditions.' },
        ],
      },
    ],
  },
  {
    code: '13-2051.00',
    aliases: ['financial analyst', 'investment analyst', 'equity analyst', 'Finanzanalyst', 'analyste financier', 'analista financiero'],
    quests: [
      {
        title: 'Value a company with a simple ratio',
        description: 'Pick a listed company and find its share price and earnings per share. Work out the price-to-earnings ratio, compare it with two rivals and show a one-page note.',
        plan: [
          { title: 'Find the company\'s earnings per share', description: 'Note share price and earnings per share.' },
          { title: 'Compare the ratio with rivals', description: 'Calculate the P/E for two competitors.' },
          { title: 'Write an investment note', description: 'Give a buy, hold or sell view with reasons.' },
          { title: 'Build a small forecast', description: 'Project revenue for three years in a spreadsheet.' },
        ],
      },
    ],
  },
  {
    code: '13-2052.00',
    aliases: ['financial adviser', 'financial planner', 'IFA', 'Finanzberaterin', 'conseiller financier', 'asesor financiero', 'asesora financiera'],
    quests: [
      {
        title: 'Draw up a household budget plan',
        description: 'Take a made-up household\'s income and spending. Draw up a monthly budget, an emergency fund target and a savings plan, and show it on one page.',
        plan: [
          { title: 'Draw up the household budget', description: 'List income and spending by category.' },
          { title: 'Set the emergency fund target', description: 'Work out three months\' essential costs.' },
          { title: 'Plan pension saving', description: 'Estimate what the household should save for retirement.' },
          { title: 'Write a client review note', description: 'Summarise the plan for the client in plain words.' },
        ],
      },
    ],
  },
  {
    code: '13-2053.00',
    aliases: ['underwriter', 'insurance underwriter', 'souscripteur', 'suscriptor'],
    quests: [
      {
        title: 'Rate the risk of insuring a house',
        description: 'Pick a house in your area and look up its flood risk on the official flood map. Note its age, build and location risks and show a risk rating with a suggested premium.',
        plan: [
          { title: 'Check the house\'s flood risk', description: 'Note the flood risk band from the official map.' },
          { title: 'Rate the other risks', description: 'Score crime, building age and construction.' },
          { title: 'Set the premium', description: 'Turn the risk score into a yearly premium.' },
        ],
      },
    ],
  },
  {
    code: '13-2061.00',
    aliases: ['financial examiner', 'bank examiner', 'banking regulator'],
    quests: [
      {
        title: 'Read a bank\'s capital and liquidity figures',
        description: 'Find a bank\'s published annual report or Pillar 3 disclosure. Note its capital ratio and liquidity ratio against the legal minimums and show a short examiner\'s note.',
        plan: [
          { title: 'Find the bank\'s capital ratio', description: 'Note the ratio and the regulatory minimum.' },
          { title: 'Check the liquidity figures', description: 'Note the liquidity coverage ratio and what it means.' },
          { title: 'Write the examiner\'s note', description: 'Summarise if the bank looks safe and why.' },
        ],
      },
    ],
  },
  {
    code: '13-2071.00',
    aliases: ['debt counsellor', 'debt adviser', 'credit counsellor', 'Schuldnerberater', 'conseiller en surendettement', 'asesor de deudas'],
    quests: [
      {
        title: 'Write a debt repayment plan for a client',
        description: 'Invent a client with four debts of different sizes and interest rates. Order them by interest rate, set monthly payments within a budget and show the repayment plan table.',
        plan: [
          { title: 'List the client\'s debts', description: 'Note balance, rate and minimum payment for each.' },
          { title: 'Write the repayment plan', description: 'Put the extra money on the most expensive debt first.' },
          { title: 'Write a creditor letter', description: 'Draft a letter asking for a payment pause.' },
        ],
      },
    ],
  },
  {
    code: '13-2071.01',
    aliases: ['loan counsellor', 'student loan adviser', 'mortgage counsellor'],
    quests: [
      {
        title: 'Explain a student loan\'s repayment terms',
        description: 'Read your government\'s student loan repayment rules. Work out the monthly repayment at three salary levels and show a table with a plain-words explanation.',
        plan: [
          { title: 'Read the student loan rules', description: 'Note the threshold, rate and write-off period.' },
          { title: 'Calculate the loan repayments', description: 'Work out monthly payments at three salaries.' },
          { title: 'Write a client guide', description: 'Explain the loan in five sentences.' },
        ],
      },
    ],
  },
  {
    code: '13-2072.00',
    aliases: ['loan officer', 'mortgage officer', 'lending officer', 'Kreditberater', 'chargé de prêts', 'oficial de préstamos'],
    quests: [
      {
        title: 'Work through a mortgage application',
        description: 'Take a made-up couple with incomes, debts and a deposit. Work out how much they could borrow, the monthly repayment and the loan-to-value, and show an application summary.',
        plan: [
          { title: 'Work out the mortgage affordability', description: 'Apply an income multiple and check outgoings.' },
          { title: 'Calculate the mortgage repayment', description: 'Use a free calculator for rate and term.' },
          { title: 'List the documents needed', description: 'Note proof of income, identity and deposit.' },
        ],
      },
    ],
  },
  {
    code: '13-2081.00',
    aliases: ['tax inspector', 'tax collector', 'revenue agent', 'tax officer', 'Finanzbeamter', 'inspecteur des impôts', 'inspector de Hacienda'],
    quests: [
      {
        title: 'Check a tax return for errors',
        description: 'Fill in a sample tax return from your tax authority for a made-up self-employed person. Check it for three common errors and show the return with your notes.',
        plan: [
          { title: 'Fill in the sample tax return', description: 'Complete income, expenses and allowances.' },
          { title: 'Check the tax return for errors', description: 'Look for wrong totals, missing income and claims that are not allowed.' },
          { title: 'Write a letter asking for records', description: 'Draft a polite request for missing receipts.' },
        ],
      },
    ],
  },
  {
    code: '13-2082.00',
    aliases: ['tax preparer', 'tax adviser', 'tax consultant', 'Steuerberater', 'Steuerberaterin', 'conseiller fiscal', 'asesor fiscal'],
    quests: [
      {
        title: 'Prepare a simple tax return',
        description: 'Read your tax authority\'s guide for a simple return and gather a made-up person\'s payslips and receipts. Fill in a practice return and show it with the tax due.',
        plan: [
          { title: 'Gather the tax records', description: 'List income, tax paid and allowable expenses.' },
          { title: 'Fill in the practice tax return', description: 'Complete each section and check the total.' },
          { title: 'Note deadlines and penalties', description: 'Write the filing deadline and the late penalty.' },
        ],
      },
    ],
  },
  {
    code: '13-2099.00',
    aliases: ['finance specialist', 'financial specialist'],
    quests: [
      {
        title: 'Reconcile a month of bank transactions',
        description: 'Take a month of your bank statement and a list of expected payments. Match each item, explain any differences and show a reconciliation table.',
        plan: [
          { title: 'Match the bank transactions', description: 'Tick off each expected payment on the statement.' },
          { title: 'Explain the differences in the reconciliation', description: 'Note timing differences and errors.' },
          { title: 'Write a cash forecast', description: 'Project next month\'s cash in and out.' },
        ],
      },
    ],
  },
  {
    code: '13-2099.01',
    aliases: ['quant', 'quantitative analyst', 'financial engineer', 'analyste quantitatif', 'analista cuantitativo'],
    quests: [
      {
        title: 'Simulate a share price with dice',
        description: 'Start a share at 100 and roll a die 30 times, moving the price up or down by the roll. Plot the path, repeat it four times and show the chart with the spread of end prices.',
        plan: [
          { title: 'Simulate the share price paths', description: 'Record four dice-driven price paths.' },
          { title: 'Chart the simulated paths', description: 'Plot all four on one graph.' },
          { title: 'Work out volatility', description: 'Calculate the standard deviation of daily changes.' },
          { title: 'Price a simple option', description: 'Use your paths to estimate the value of a call option.' },
        ],
      },
    ],
  },
  {
    code: '13-2099.02',
    aliases: ['risk manager', 'risk analyst', 'risk management specialist', 'Risikomanager', 'gestionnaire de risques', 'gestor de riesgos'],
    quests: [
      {
        title: 'Build a risk register for a small business',
        description: 'Pick a small business, such as a bike shop. List ten risks it faces, rate each for likelihood and impact, and show the risk register with a control for the top three.',
        plan: [
          { title: 'List the business risks', description: 'Name ten risks across money, people, stock and systems.' },
          { title: 'Score the risks on a heat map', description: 'Place each risk on a likelihood-impact grid.' },
          { title: 'Plan controls', description: 'Write a control and an owner for the top three.' },
        ],
      },
    ],
  },
  {
    code: '13-2099.03',
    aliases: ['investment banker', 'IPO underwriter', 'capital markets analyst'],
    quests: [
      {
        title: 'Read a company\'s share offer prospectus',
        description: 'Find the prospectus or summary of a recent public share offer. Note the price range, shares offered, use of money and top risks, and show a one-page summary.',
        plan: [
          { title: 'Summarise the share offer', description: 'Note price, number of shares and what the money is for.' },
          { title: 'List the prospectus risks', description: 'Pick the five biggest risk factors.' },
          { title: 'Value the offer', description: 'Compare the offer price with rivals\' valuations.' },
        ],
      },
    ],
  },
  {
    code: '13-2099.04',
    aliases: ['fraud investigator', 'fraud analyst', 'fraud examiner', 'Betrugsermittler', 'enquêteur fraude', 'investigador de fraudes'],
    quests: [
      {
        title: 'Spot fraud in a set of expense claims',
        description: 'Make up 15 expense claims with a few hidden oddities, or ask a friend to. Check them for duplicates, round numbers and weekend dates, and show a list of flagged claims.',
        plan: [
          { title: 'Check the expense claims for red flags', description: 'Look for duplicates, round sums and odd dates.' },
          { title: 'Use Benford\'s law', description: 'Compare first digits of the claims with Benford\'s pattern.' },
          { title: 'Write a fraud case note', description: 'Describe the evidence for one flagged claim.' },
        ],
      },
    ],
  },
];
