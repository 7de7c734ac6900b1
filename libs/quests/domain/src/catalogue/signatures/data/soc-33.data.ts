import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 33. */
export const SIGNATURES_33: readonly SignatureEntry[] = [
  {
    code: '33-1011.00',
    aliases: ['prison sergeant', 'correctional sergeant', 'jail supervisor', 'Justizvollzugsdienstleiter', 'chef de détention', 'jefe de servicio de prisiones'],
    quests: [
      {
        title: "Draw up a prison wing's daily regime",
        description: 'Read a published prison inspection report and draw the daily regime of one wing as a timeline: unlock, meals, work, exercise, visits, association and lock-up. Mark where the supervisor counts and briefs the officers, and keep the timeline.',
        plan: [
          { title: "Learn what a prison's daily regime includes", description: 'List each part of the regime from the inspection report with its time.' },
          { title: 'Plan a shift briefing for the regime', description: 'Write a five-minute start-of-shift briefing covering staffing, risks and movements.' },
          { title: 'Build a staffing rota', description: "Draw a week's rota for a small team that covers every regime slot." },
          { title: "Read the inspectors' findings", description: "Summarise the report's main recommendations on one page." },
        ],
      },
    ],
  },
  {
    code: '33-1012.00',
    aliases: ['police sergeant', 'police lieutenant', 'desk sergeant', 'Polizeidienststellenleiter', 'brigadier-chef', 'sargento de policía'],
    quests: [
      {
        title: 'Brief a patrol shift from the local crime map',
        description: "Open your area's public police crime map and list the last month's incidents by type and street. Write a one-page shift briefing that a sergeant would give, with three priorities and where patrols should go.",
        plan: [
          { title: 'Read the local crime map by category', description: "Tally the crime map's incidents by category and mark the top three streets." },
          { title: 'Compare two months on the crime map', description: 'Put two months side by side and note what rose and what fell.' },
          { title: 'Plan a patrol rota', description: 'Draw a week of patrol beats that cover the hot spots at the right times.' },
          { title: 'Ask about neighbourhood policing', description: 'Attend or watch a public police community meeting and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '33-1021.00',
    aliases: ['fire captain', 'fire lieutenant', 'station officer', 'watch manager', 'Brandmeister', "chef d'agrès", 'cabo de bomberos'],
    quests: [
      {
        title: "Plan a fire crew's pre-incident visit",
        description: 'Pick a large public building you know, such as a school or supermarket, and sketch its outside from the street. Mark the entrances, the fire hydrant signs, the assembly point and where an appliance could park, as a fire officer prepares a site plan.',
        plan: [
          { title: 'Find the hydrant signs around the building', description: 'Photograph the hydrant marker plates nearby and note what the numbers on them mean.' },
          { title: "Draw the building's access plan", description: 'Add the access roads, gates and turning space to your sketch.' },
          { title: 'Write a crew briefing', description: 'Write the three things a crew should know before going to that building.' },
          { title: 'Read a fire and rescue service plan', description: "Summarise your local service's risk plan on one page." },
        ],
      },
    ],
  },
  {
    code: '33-1021.01',
    aliases: ['municipal fire officer', 'fire station commander', 'Wachabteilungsleiter', 'chef de centre de secours', 'jefe de parque de bomberos'],
    quests: [
      {
        title: 'Map the fire stations and response times in your town',
        description: "Find your town's fire stations on a map and draw circles for how far an engine can travel in eight minutes. Mark the areas outside the circles and keep the map.",
        plan: [
          { title: 'Find the fire stations on the map', description: "Mark every station with the appliances it holds from the fire service's website." },
          { title: 'Measure travel times on the map', description: 'Use a route planner to time the drive from each station to three addresses.' },
          { title: 'Read the response time standard', description: 'Note the published response standard and how often it is met.' },
          { title: 'Write a station cover plan', description: 'Write a one-page plan for covering a gap when one station is out.' },
        ],
      },
    ],
  },
  {
    code: '33-1021.02',
    aliases: ['wildfire supervisor', 'fire crew boss', 'forest fire officer', 'Waldbrandeinsatzleiter', 'chef de secteur feux de forêt', 'jefe de brigada forestal'],
    quests: [
      {
        title: 'Read a fire danger rating for your region',
        description: "Find today's fire danger rating for a forest near you and note the weather values that drive it: temperature, humidity, wind and days since rain. Write them in a table with what a wildfire supervisor would change at each rating level.",
        plan: [
          { title: 'Learn the fire danger rating levels', description: "Copy the levels of your region's rating system with what each one means." },
          { title: 'Track the fire weather for five days', description: 'Log temperature, humidity and wind each day and compare with the fire danger rating.' },
          { title: 'Sketch a firebreak plan', description: 'Draw a small forest block with a firebreak, access track and water point.' },
          { title: 'Study a crew briefing format', description: 'Read the wildfire briefing checklist (situation, mission, execution) and write one.' },
        ],
      },
    ],
  },
  {
    code: '33-1099.00',
    aliases: ['security supervisor', 'security team leader', 'Sicherheitsschichtleiter', "chef d'équipe de sécurité", 'jefe de seguridad'],
    quests: [
      {
        title: 'Write patrol orders for a building',
        description: 'Pick a public building you know and draw its floor plan from memory. Write the patrol orders a security supervisor gives: route, times, check points and what to report, and keep them on a page.',
        plan: [
          { title: "Draw the building's patrol route", description: 'Mark the patrol route and check points on your floor plan.' },
          { title: 'Write an incident report template', description: 'Design a report form with who, what, where, when and actions taken.' },
          { title: 'Plan a security rota', description: "Draw a week's rota that covers every hour with breaks." },
          { title: 'Read a security licensing rule', description: 'Note what licence a guard needs in your country.' },
        ],
      },
    ],
  },
  {
    code: '33-2011.00',
    aliases: ['firefighter', 'fireman', 'firewoman', 'Feuerwehrmann', 'Feuerwehrfrau', 'pompier', 'sapeur-pompier', 'bombero', 'bombera'],
    quests: [
      {
        title: 'Draw a home fire escape plan',
        description: 'Draw a floor plan of your home and mark two ways out of every room, the smoke alarms and the meeting point outside. Walk the routes with your household and note how long each takes.',
        plan: [
          { title: 'Check the smoke alarms on your escape plan', description: 'Press the test button on each smoke alarm from the floor with a broom handle and log the date and result.' },
          { title: 'Time the escape routes', description: 'Walk each route from the bedrooms and record the time.' },
          { title: 'Learn the fire triangle', description: 'Sketch heat, fuel and oxygen and note how each extinguisher type breaks it.' },
          { title: 'Read the fire extinguisher colours', description: 'List the colour bands and what fires each extinguisher is for.' },
        ],
      },
      {
        title: 'Learn the fire extinguisher types by colour',
        description: 'Read a public fire safety guide and make a chart of the extinguisher types (water, foam, powder, CO2, wet chemical) with their colour band and the fires each one is for. Photograph any extinguisher you see in a public place and label it on the chart.',
        plan: [
          { title: 'Learn the fire classes for each extinguisher', description: 'Copy the fire classes A to F with an example of each.' },
          { title: 'Spot extinguishers in public buildings', description: 'Photograph three extinguishers in public places and note their type.' },
          { title: 'Learn the PASS steps', description: 'Write pull, aim, squeeze, sweep with a sketch.' },
          { title: 'Make a home fire card', description: 'List what to do if a fire starts in your kitchen.' },
        ],
      },
    ],
  },
  {
    code: '33-2011.01',
    aliases: ['city firefighter', 'structural firefighter', 'Berufsfeuerwehrmann', 'pompier professionnel', 'bombero urbano'],
    quests: [
      {
        title: "Read a fire engine's kit through its lockers",
        description: 'Watch a fire station open day video or visit an open day and list what is kept in each locker of a fire engine. Sketch the engine with the lockers labelled and keep the drawing.',
        plan: [
          { title: "List the fire engine's lockers", description: 'Note the hoses, breathing sets, cutting gear and first aid kit and where each sits.' },
          { title: 'Learn the hose and nozzle types on the engine', description: 'Make cards for each hose size and nozzle pattern.' },
          { title: 'Study the breathing apparatus board', description: 'Note how entry control boards track crews inside a building.' },
          { title: 'Write a home safety visit checklist', description: 'List what firefighters check on a home fire safety visit.' },
        ],
      },
    ],
  },
  {
    code: '33-2011.02',
    aliases: ['wildland firefighter', 'forest firefighter', 'smokejumper', 'hotshot', 'Waldbrandbekämpfer', 'pompier forestier', 'bombero forestal'],
    quests: [
      {
        title: 'Map how a wildfire would spread on a hillside',
        description: 'Sketch a hillside with grass, shrubs and trees, and draw arrows for wind and slope. Shade where a fire would spread fastest and mark a safe zone and escape route, as wildland crews plan them.',
        plan: [
          { title: 'Learn the fire behaviour triangle', description: 'Note how fuel, weather and topography each change how a wildfire spreads.' },
          { title: 'Track wind on your hillside', description: 'Note wind direction and speed for three days from a weather app.' },
          { title: 'Learn the LCES safety system', description: 'Write lookouts, communications, escape routes and safety zones with an example each.' },
          { title: 'Read a wildfire report', description: 'Summarise a public after-action report on one page.' },
        ],
      },
    ],
  },
  {
    code: '33-2021.00',
    aliases: ['fire marshal', 'fire safety inspector', 'Brandschutzprüfer', 'inspecteur de prévention incendie', 'inspector de incendios'],
    quests: [
      {
        title: "Inspect a public building's fire exits",
        description: 'Visit a public building such as a library and note its exit signs, fire doors, alarm call points and assembly point. Draw a simple plan with each item marked and list anything blocked or missing.',
        plan: [
          { title: 'Learn the fire exit signs in the building', description: 'Sketch the running-man sign and the arrow versions with what each means.' },
          { title: 'Check the fire doors on your plan', description: 'Note which doors are fire doors, how they close, and whether any are wedged open.' },
          { title: 'Read a fire safety checklist', description: 'Compare your notes with a published fire risk assessment checklist.' },
          { title: 'Write an inspection report', description: 'Write a one-page report with findings and actions.' },
        ],
      },
    ],
  },
  {
    code: '33-2021.01',
    aliases: ['fire safety officer', 'Brandschutzbeauftragter', 'préventionniste', 'técnico de prevención de incendios'],
    quests: [
      {
        title: 'Do a fire risk assessment of your home',
        description: 'Follow the five steps of a published fire risk assessment guide for your home: find the hazards, the people at risk, remove or reduce, record, review. Keep the finished assessment as a one-page form.',
        plan: [
          { title: 'Find the fire hazards', description: 'List heat sources, fuels and overloaded sockets in each room.' },
          { title: 'Rate the fire risk in each room', description: 'Score each room of the home by its hazards low, medium or high with a reason.' },
          { title: 'Check your escape routes', description: 'Mark escape routes on a floor plan and note obstructions.' },
          { title: 'Plan a review date', description: 'Write when and what you will recheck.' },
        ],
      },
    ],
  },
  {
    code: '33-2021.02',
    aliases: ['fire investigator', 'arson investigator', 'Brandermittler', 'enquêteur incendie', 'investigador de incendios'],
    quests: [
      {
        title: 'Read burn patterns from a fire investigation photo',
        description: 'Find a public training photo of a burned room and sketch it. Mark the V-shaped burn patterns and the lowest, deepest burn, and write where the fire probably started.',
        plan: [
          { title: 'Learn the V pattern in burn photos', description: 'Note why fire spreads up and out and what the V shape tells an investigator.' },
          { title: 'Compare two burn scene photos', description: 'Sketch two scenes and mark the origin in each.' },
          { title: 'Learn the scientific method for fire scenes', description: 'Write the steps from a fire investigation guide: collect, analyse, hypothesise, test.' },
          { title: 'Write a short origin report', description: 'Write a one-page report for one scene.' },
        ],
      },
    ],
  },
  {
    code: '33-2022.00',
    aliases: ['forest fire prevention officer', 'fire prevention specialist', 'Waldbrandschutzbeauftragter', 'agent de prévention des feux de forêt', 'agente forestal'],
    quests: [
      {
        title: 'Design a wildfire prevention poster',
        description: "Read your region's rules for campfires and barbecues in forests, and design a poster with the three most important ones. Add the current fire danger level sign and photograph the poster.",
        plan: [
          { title: 'Read the campfire rules', description: "List when and where fires are allowed in your region's forests." },
          { title: 'Survey a picnic site for fire risks', description: 'Visit a picnic area and note bins, barbecue stands and dry grass against the forest rules.' },
          { title: 'Write a talk for a school', description: 'Write a five-minute talk on preventing forest fires.' },
          { title: 'Map the fire watch points', description: 'Mark lookout towers or patrol routes on a map of a local forest.' },
        ],
      },
    ],
  },
  {
    code: '33-3011.00',
    aliases: ['court officer', 'court usher', 'court security officer', 'Justizwachtmeister', "huissier d'audience", 'alguacil'],
    quests: [
      {
        title: 'Map a courtroom and who sits where',
        description: 'Visit the public gallery of a local court or watch a court video, and sketch the courtroom: judge, witness box, dock, jury, lawyers and usher. Note what the usher or bailiff does as the hearing opens and keep the sketch.',
        plan: [
          { title: 'Label the courtroom positions', description: 'Add every role to the sketch with a one-line job description.' },
          { title: 'Write the opening call of the courtroom', description: 'Write the words used to open court and ask people to rise.' },
          { title: "Read the court's visitor rules", description: "List what visitors may and may not do from the court's website." },
          { title: 'Write an oath card', description: 'Copy the oath and affirmation wording onto a card.' },
        ],
      },
    ],
  },
  {
    code: '33-3012.00',
    aliases: ['prison officer', 'correctional officer', 'jailer', 'prison guard', 'Justizvollzugsbeamter', 'surveillant pénitentiaire', 'funcionario de prisiones'],
    quests: [
      {
        title: 'Write a cell check log',
        description: "Read a published prison inspection report's section on safety and design a cell check log with columns for time, cell, observation and initials. Fill in a made-up night shift and keep the log.",
        plan: [
          { title: 'Learn what a cell check looks for', description: 'List what an officer checks at each cell from the inspection report.' },
          { title: 'Design a roll-count sheet for the log', description: 'Make a sheet for counting prisoners at each roll check.' },
          { title: 'Read the prison rules on visits', description: 'Note the visiting rules of a prison from its public page.' },
          { title: 'Write a handover note', description: 'Write a short handover from night to day staff.' },
        ],
      },
    ],
  },
  {
    code: '33-3021.00',
    aliases: ['detective', 'CID officer', 'Kriminalbeamter', 'Kommissar', 'inspecteur de police', 'détective'],
    quests: [
      {
        title: 'Build a timeline from witness statements',
        description: 'Invent three short witness statements about a missing bike, each with times and small differences. Put every fact on one timeline and circle where the statements disagree, as a detective sorts evidence.',
        plan: [
          { title: 'Write the three witness statements', description: 'Write each statement in first person with times, places and descriptions.' },
          { title: 'Find the gaps in the timeline', description: 'List the questions you would ask each witness to fill the gaps.' },
          { title: 'Learn the chain of evidence', description: 'Note how an exhibit is labelled, bagged and signed for.' },
          { title: 'Write an investigation summary', description: 'Write a one-page summary with what is known and what to check next.' },
        ],
      },
    ],
  },
  {
    code: '33-3021.01',
    aliases: ['police detective', 'homicide detective', 'Kriminalkommissar', 'inspecteur de la police judiciaire', 'detective de policía'],
    quests: [
      {
        title: 'Sketch a scene with measurements',
        description: 'Choose a room and draw it as a crime scene sketch: fixed points, furniture and three objects, each measured from two walls. Add a north arrow and a scale and keep the sketch.',
        plan: [
          { title: 'Measure each object from two walls', description: 'Use a tape to locate each object by two measurements on your sketch.' },
          { title: 'Photograph the scene in order', description: 'Take wide, middle and close-up photos as investigators do.' },
          { title: 'Learn the interview model', description: 'Read about the PEACE interview model and write its five stages.' },
          { title: 'Write a scene log', description: 'Write who entered the room and when, as a scene log.' },
        ],
      },
    ],
  },
  {
    code: '33-3021.02',
    aliases: ['fingerprint examiner', 'police records officer', 'latent print examiner', 'Erkennungsdienst', "technicien d'identité judiciaire", 'técnico de identificación'],
    quests: [
      {
        title: 'Lift and classify your own fingerprints',
        description: 'Colour a patch of paper with a soft pencil on paper, press each fingertip on it, then lift the print with clear tape onto white card. Classify each print as a loop, whorl or arch and keep the card.',
        plan: [
          { title: 'Learn the loop, whorl and arch patterns', description: 'Sketch each pattern and note how common it is.' },
          { title: 'Find the minutiae in your fingerprints', description: 'Mark ridge endings and bifurcations on one print.' },
          { title: "Compare a friend's prints", description: "Take a friend's prints with their agreement and find the differences." },
          { title: 'Design a records card', description: 'Draw a ten-print card layout.' },
        ],
      },
    ],
  },
  {
    code: '33-3021.03',
    aliases: ['special agent', 'criminal investigator', 'federal agent', 'FBI agent', 'Ermittler', 'agent spécial', 'agente especial'],
    quests: [
      {
        title: 'Follow the money in a made-up fraud',
        description: 'Invent a small fraud with five bank transfers between four accounts and draw them as a flow diagram. Trace where the money ended up and write what records an investigator would ask for.',
        plan: [
          { title: "List the fraud's transfers", description: 'Write each transfer with date, amount, sender and receiver.' },
          { title: 'Draw the money flow diagram', description: 'Connect the accounts with arrows and totals.' },
          { title: 'Read a public fraud case', description: 'Summarise a published fraud case on one page.' },
          { title: 'Write a records request', description: 'Write a list of the records you would request and why.' },
        ],
      },
    ],
  },
  {
    code: '33-3021.05',
    aliases: ['customs officer', 'border officer', 'immigration officer', 'Zollbeamter', 'douanier', 'douanière', 'agente de aduanas'],
    quests: [
      {
        title: 'Read a customs declaration and its allowances',
        description: "Find your country's published duty-free allowances for travellers and fill in a customs declaration for a made-up trip. Mark which items go through the red or green channel and keep the form.",
        plan: [
          { title: 'Learn the customs allowances', description: 'Copy the allowances for alcohol, tobacco and gifts from the official site.' },
          { title: 'Sort ten items into customs channels', description: 'Decide red or green for ten made-up suitcase items.' },
          { title: "Read a passport's security features", description: 'Note the security features of a passport from a public guide.' },
          { title: 'Write a one-page traveller guide', description: 'Turn what you learned into a guide for a first-time traveller.' },
        ],
      },
    ],
  },
  {
    code: '33-3021.06',
    aliases: ['intelligence analyst', 'intel analyst', 'Nachrichtendienstanalyst', 'analyste du renseignement', 'analista de inteligencia'],
    quests: [
      {
        title: 'Write an intelligence brief from open sources',
        description: 'Pick a public event in the news and gather five open sources about it. Rate each source for reliability on a simple A–F grid and write a one-page brief with what is known, what is likely and what is unknown.',
        plan: [
          { title: 'Grade each open source', description: "Rate each source's reliability and each item's credibility in a table." },
          { title: 'Use words of estimative probability', description: 'Write a sentence each with likely, probable and almost certain for your brief.' },
          { title: 'Draw a link chart', description: 'Connect people, places and events in a link chart.' },
          { title: 'Present the brief', description: 'Read the brief aloud to a friend in three minutes and note their questions.' },
        ],
      },
    ],
  },
  {
    code: '33-3031.00',
    aliases: ['game warden', 'wildlife officer', 'conservation officer', 'Wildhüter', 'garde-chasse', 'agente forestal de caza'],
    quests: [
      {
        title: 'Read a fishing licence and its rules',
        description: "Find your region's rules for a local river: the season, size limits and bag limits. Make a pocket card with the rules for three fish a warden checks and keep it.",
        plan: [
          { title: 'Learn the fishing rules by species', description: 'List the season, size and bag limit for each fish.' },
          { title: 'Identify three fish from photos', description: 'Sketch three local fish and note the features that tell them apart.' },
          { title: 'Walk the riverbank', description: 'Walk a public path by the river and note signs, access points and litter.' },
          { title: 'Write a patrol note', description: 'Write what you saw as a patrol note.' },
        ],
      },
    ],
  },
  {
    code: '33-3041.00',
    aliases: ['traffic warden', 'meter maid', 'parking officer', 'Politesse', 'Parküberwacher', 'agent de surveillance de la voie publique', 'controlador de estacionamiento'],
    quests: [
      {
        title: 'Read the parking signs on one street',
        description: 'Walk one street and photograph every parking sign and road marking. Write what each allows and when, and mark on a street sketch where a car could park at 9 am on a Monday.',
        plan: [
          { title: 'Decode the parking markings', description: 'List what single and double yellow lines, zig-zags and bay markings mean.' },
          { title: "Sketch the street's parking zones", description: 'Colour the allowed and banned zones on your sketch.' },
          { title: 'Read a penalty notice', description: 'Look at a sample penalty notice and note each field.' },
          { title: 'Write an appeal guide', description: 'Write one page on how to appeal a parking ticket.' },
        ],
      },
    ],
  },
  {
    code: '33-3051.00',
    aliases: ['police officer', 'cop', 'policeman', 'policewoman', 'Polizist', 'Polizistin', 'policier', 'policière', 'policía'],
    quests: [
      {
        title: 'Write a witness statement about a street scene',
        description: 'Watch a short street video once, then write a witness statement in the first person with times, descriptions and what you saw. Watch it again and mark what you got wrong.',
        plan: [
          { title: 'Learn the ADVOKATE prompts', description: 'Note the ADVOKATE points for judging what a witness saw.' },
          { title: 'Compare the statement with the video', description: 'List what you missed or remembered wrongly.' },
          { title: 'Write a description of a person', description: 'Practise describing a person by height, build, clothing and features from a photo.' },
          { title: 'Read the police code of ethics', description: "Summarise your police service's code of ethics." },
        ],
      },
      {
        title: 'Write a description of a person from a photo',
        description: 'Look at a photo of a person in a crowd for 30 seconds, then cover it and write a description in police order: sex, age, height, build, hair, clothing, distinguishing marks. Compare with the photo and score yourself.',
        plan: [
          { title: 'Learn the description order', description: 'Copy the standard description order with an example.' },
          { title: 'Score a second photo description', description: 'Try a second photo and note what you remembered better.' },
          { title: 'Read the police caution', description: "Copy your country's caution and explain each part in plain words." },
          { title: 'Write a pocket notebook entry', description: 'Write an entry for a made-up incident with time, place and facts.' },
        ],
      },
    ],
  },
  {
    code: '33-3051.01',
    aliases: ['patrol officer', 'beat cop', 'bobby', 'Streifenpolizist', 'gardien de la paix', 'policía de patrulla'],
    quests: [
      {
        title: 'Plan a foot patrol beat',
        description: 'Draw a map of a few streets near home and plan a 20-minute foot patrol beat that passes shops, a school and a park. Mark where you would stop and talk to people, and keep the map.',
        plan: [
          { title: 'Walk the patrol beat', description: 'Walk the route and note what changes at different times.' },
          { title: "Note the beat's hot spots", description: 'Mark spots on the patrol map with poor lighting or litter.' },
          { title: 'Write a community contact note', description: 'Write a short note of a conversation with a shopkeeper.' },
          { title: 'Read a neighbourhood police page', description: "Summarise your local police team's priorities." },
        ],
      },
    ],
  },
  {
    code: '33-3051.03',
    aliases: ['sheriff', 'deputy sheriff', 'shérif', 'alguacil mayor'],
    quests: [
      {
        title: 'Serve papers the right way on paper',
        description: "Read a sheriff's office page on serving court papers and write the steps of serving a summons. Fill in a made-up proof of service form and keep it.",
        plan: [
          { title: 'Learn what serving court papers means', description: 'Note who may serve them and how.' },
          { title: 'Fill in a proof of service form', description: 'Complete a sample form with every field.' },
          { title: "Read a sheriff's duties list", description: "List what a county sheriff's office does besides patrol." },
          { title: 'Write a civil process log', description: 'Design a log for tracking papers served.' },
        ],
      },
    ],
  },
  {
    code: '33-3052.00',
    aliases: ['transit police', 'railway police', 'transport police', 'Bahnpolizist', 'police ferroviaire', 'policía ferroviario'],
    quests: [
      {
        title: 'Map the safety points of a railway station',
        description: 'Visit a station and sketch its layout: entrances, help points, CCTV signs, platform edges and staff posts. Note where a transit police officer would stand at rush hour and keep the sketch.',
        plan: [
          { title: 'Find the help points at the station', description: 'Mark every help point and what button it has.' },
          { title: "Watch the station's passenger flow at rush hour", description: 'Count people through a station gate for five minutes at two times.' },
          { title: 'Read the railway byelaws', description: 'List five rules from the published byelaws.' },
          { title: 'Write a patrol plan', description: 'Write a short plan for covering the station.' },
        ],
      },
    ],
  },
  {
    code: '33-9011.00',
    aliases: ['dog catcher', 'animal warden', 'animal control officer', 'Tierfänger', 'agent de fourrière', 'agente de control animal'],
    quests: [
      {
        title: 'Write a lost-pet poster and plan',
        description: 'Design a lost-pet poster with photo space, description and contact line, and list where an animal control worker would look for a loose dog in your area. Keep the poster and the list.',
        plan: [
          { title: 'Learn what a microchip check involves', description: 'Note what information a microchip database holds for a lost-pet search.' },
          { title: 'Map the local animal services', description: 'Mark the nearest shelter, vets and council animal service on a map.' },
          { title: 'Read the dog control rules', description: "List your area's rules on leads, fouling and strays." },
          { title: 'Write a call log', description: 'Design a log for reports of stray animals.' },
        ],
      },
    ],
  },
  {
    code: '33-9021.00',
    aliases: ['private investigator', 'PI', 'private eye', 'Privatdetektiv', 'détective privé', 'detective privado'],
    quests: [
      {
        title: 'Practise discreet observation notes',
        description: 'Sit in a café for 20 minutes and keep a time-stamped log of what happens at the counter without naming or photographing anyone. Turn it into a short, neutral report as a private investigator writes one.',
        plan: [
          { title: 'Keep a time-stamped observation log', description: 'Write each entry as time, place and what happened, without opinions.' },
          { title: 'Rewrite the log as a report', description: 'Turn the log into a neutral one-page report.' },
          { title: 'Read the law on private investigators', description: 'Note what a private investigator may not do in your country.' },
          { title: 'Search public records', description: 'List which public records are open, such as company or land registers.' },
        ],
      },
    ],
  },
  {
    code: '33-9031.00',
    aliases: ['casino surveillance officer', 'eye in the sky', 'gaming surveillance', 'Casinoüberwacher', 'agent de surveillance de casino', 'vigilante de casino'],
    quests: [
      {
        title: 'Spot the moves in a card-game video',
        description: 'Watch a casino training or card-trick video and log every hand movement near the chips and cards. Mark which moves would make surveillance look twice and keep the log.',
        plan: [
          { title: 'Learn the common table scams with chips and cards', description: 'List past-posting, card marking and chip palming with what each looks like.' },
          { title: 'Rewatch the card-game video slowly', description: 'Rewatch at half speed and add to the log.' },
          { title: 'Sketch the camera layout', description: 'Draw a table with camera positions that cover every hand.' },
          { title: 'Write an incident report', description: 'Write a one-page report of one suspect move.' },
        ],
      },
    ],
  },
  {
    code: '33-9032.00',
    aliases: ['security guard', 'security officer', 'bouncer', 'Wachmann', 'Sicherheitsmitarbeiter', 'agent de sécurité', 'vigile', 'guardia de seguridad'],
    quests: [
      {
        title: 'Write a site patrol log',
        description: 'Pick a public place you know and plan a security patrol of it: route, check points and times. Walk it once and write a patrol log with what you checked and anything to report.',
        plan: [
          { title: 'Draw the patrol route', description: 'Mark the route and check points on a sketch of the site.' },
          { title: 'Write the patrol log template', description: 'Design columns for time, place, check and remark.' },
          { title: 'Learn the fire alarm response', description: 'Write what a guard does when the fire alarm sounds.' },
          { title: 'Read the security licence rules', description: 'Note the licence a guard needs in your country.' },
        ],
      },
    ],
  },
  {
    code: '33-9091.00',
    aliases: ['lollipop lady', 'lollipop man', 'school crossing patrol', 'crossing warden', 'Schülerlotse', 'agent de circulation scolaire', 'guardia de cruce escolar'],
    quests: [
      {
        title: 'Count traffic at a school crossing',
        description: 'Stand on the pavement near a school crossing at drop-off time and count cars, bikes and people crossing in ten minutes. Draw a sketch of the crossing with the counts and where the crossing patrol stands.',
        plan: [
          { title: 'Count the crossing traffic twice', description: 'Count on two days and compare the numbers.' },
          { title: 'Learn the crossing patrol steps', description: 'Write the steps a patrol follows to stop traffic safely.' },
          { title: 'Read the highway code rule', description: 'Find the rule about school crossing patrols and copy it.' },
          { title: 'Write a safe-route map', description: 'Draw a safe walking route to the school.' },
        ],
      },
    ],
  },
  {
    code: '33-9092.00',
    aliases: ['lifeguard', 'ski patroller', 'pool lifeguard', 'Rettungsschwimmer', 'maître-nageur sauveteur', 'socorrista'],
    quests: [
      {
        title: 'Scan a pool like a lifeguard',
        description: 'Sit in the spectator area of a public pool and practise the 10:20 scanning rule: scan your zone in ten seconds and reach any part of it in twenty. Sketch the pool with your zone and note what you looked for.',
        plan: [
          { title: 'Learn the 10:20 scanning rule', description: 'Note what it means and why lifeguards move their eyes in a pattern.' },
          { title: "Draw the pool's zones", description: 'Divide the pool into zones for three lifeguards.' },
          { title: 'Learn the signs of a swimmer in trouble', description: 'List the signs of silent drowning from a water safety charity.' },
          { title: 'Read the beach flag colours', description: 'Make a card of beach flags and what each means.' },
        ],
      },
    ],
  },
  {
    code: '33-9093.00',
    aliases: ['airport security officer', 'TSA agent', 'security screener', 'Luftsicherheitsassistent', 'agent de sûreté aéroportuaire', 'vigilante de aeropuerto'],
    quests: [
      {
        title: 'Pack a carry-on bag to the liquid rules',
        description: "Read the airport's liquid rules and pack a clear bag with travel-size bottles from home. Photograph the bag and list what passes and what a screener would take out.",
        plan: [
          { title: 'Learn the liquid rules', description: 'Write the container size and bag size limits.' },
          { title: 'Sort ten items for the carry-on bag', description: 'Sort ten household items into allowed and banned from the published list.' },
          { title: 'Read an X-ray screen image', description: "Look at a public training image of a bag on a screener's screen and name the items." },
          { title: 'Write a passenger guide', description: 'Write a one-page guide to getting through security fast.' },
        ],
      },
    ],
  },
  {
    code: '33-9099.00',
    aliases: ['event steward', 'crowd marshal', 'protective service worker', 'Ordner', 'steward événementiel', 'agente de protección'],
    quests: [
      {
        title: "Plan a crowd steward's post at an event",
        description: 'Pick a public event space such as a park or stadium and sketch its entrances, exits and first aid point. Mark steward posts and a crowd flow route and keep the sketch.',
        plan: [
          { title: 'Learn crowd density limits', description: 'Note the safe crowd density per square metre from a public guide.' },
          { title: 'Count the crowd flow at an exit', description: 'Estimate how many people pass an exit per minute at a busy place.' },
          { title: 'Write a steward briefing', description: 'Write what a steward needs to know at the start of the event.' },
          { title: 'Read an event safety guide', description: 'Summarise a public event safety guide on one page.' },
        ],
      },
    ],
  },
  {
    code: '33-9099.02',
    aliases: ['store detective', 'loss prevention officer', 'LP officer', 'Ladendetektiv', 'agent de prévention des pertes', 'vigilante de tienda'],
    quests: [
      {
        title: "Map a shop's blind spots",
        description: 'Walk round a large shop and sketch its layout, marking mirrors, cameras, tills and the spots a camera cannot see. List three changes that would cut loss and keep the sketch.',
        plan: [
          { title: 'Find the cameras and mirrors in the shop', description: 'Mark each on the layout sketch.' },
          { title: 'Learn the causes of retail loss in a shop', description: 'Note theft, staff error, damage and admin error with examples, and which ones cameras help with.' },
          { title: "Read a shop's returns policy", description: 'Note how returns can be abused and checked.' },
          { title: 'Write a one-page loss report', description: 'Write up your walk-round with findings.' },
        ],
      },
    ],
  },
];
