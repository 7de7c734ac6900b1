import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 37. */
export const SIGNATURES_37: readonly SignatureEntry[] = [
  {
    code: '37-1011.00',
    aliases: ['housekeeping supervisor', 'head housekeeper', 'janitorial supervisor', 'Hausdamenleitung', 'gouvernante générale', 'gobernanta', 'jefa de limpieza'],
    quests: [
      {
        title: 'Build a room-cleaning checklist and time it',
        description: 'Write a checklist for cleaning one hotel-style bedroom in the order a housekeeper works, from stripping the bed to the final look from the door, then time yourself doing it at home. Show the checklist with your times.',
        plan: [
          { title: 'Set a standard time on the room-cleaning checklist', description: 'Clean the same room twice more with your checklist and set a fair standard time per room.' },
          { title: 'Plan a shift rota for a hotel', description: 'Work out how many cleaners a 60-room hotel needs for a full house using your standard time per bedroom, and draw the rota.' },
          { title: 'Write an inspection sheet', description: 'Turn your checklist into a supervisor\'s inspection sheet with pass marks and spot checks.' },
          { title: 'Plan the linen stock', description: 'Work out how many sets of sheets and towels the hotel needs per room, counting the wash cycle.' },
        ],
      },
    ],
  },
  {
    code: '37-1012.00',
    aliases: ['grounds supervisor', 'head gardener', 'landscaping foreman', 'Obergärtner', 'chef d\'équipe espaces verts', 'capataz de jardinería'],
    quests: [
      {
        title: 'Write a season\'s work plan for a small park',
        description: 'Walk a small park and list its lawns, beds, hedges and paths, then write a monthly task calendar for a grounds crew with how often each job comes round. Show the calendar.',
        plan: [
          { title: 'Estimate the crew hours in the park calendar', description: 'Time yourself mowing or weeding a small patch at home and use it to estimate the crew hours each month in the park.' },
          { title: 'Draw a zone map of the park\'s lawns and beds', description: 'Split the park into zones on a sketch map and assign each zone to a crew member.' },
          { title: 'Write a toolbox talk', description: 'Write a five-minute safety talk on working near the public, for the start of a shift.' },
        ],
      },
    ],
  },
  {
    code: '37-2011.00',
    aliases: ['janitor', 'caretaker', 'custodian', 'office cleaner', 'Hausmeister', 'agent d\'entretien', 'conserje', 'limpiador'],
    quests: [
      {
        title: 'Plan a colour-coded cleaning routine for a building',
        description: 'Learn the colour-coding of cloths and mops (red for toilets, blue for general areas, green for kitchens, yellow for clinical) and draw a cleaning plan for your home or a small office with a colour for each zone. Show the plan.',
        plan: [
          { title: 'Write a cleaning schedule for each colour zone', description: 'List each colour zone\'s daily, weekly and monthly tasks in a cleaning schedule.' },
          { title: 'Read a cleaning product\'s label and safety sheet', description: 'Read a floor cleaner\'s label and safety data sheet and list its dilution, contact time and protective gear.' },
          { title: 'Draw a closing round', description: 'Draw the route a janitor walks at closing: lights, windows, doors, bins and alarm.' },
        ],
      },
      {
        title: 'Find the dirtiest touch points in a public building',
        description: 'Walk through a library or station and list every surface hands touch most, such as door handles, lift buttons and rails, then rank them by how often you saw them used. Show the ranked touch-point list.',
        plan: [
          { title: 'Draw a touch-point cleaning route', description: 'Put the ranked touch points on a sketch plan of the building and draw the order a cleaner should wipe them.' },
          { title: 'Set how often each touch point is cleaned', description: 'Give each touch point on your list a cleaning frequency and explain why the busiest come first.' },
          { title: 'Write a cleaning sign-off sheet', description: 'Make the sheet a cleaner would initial on the back of a toilet or lift door, with times and checks.' },
        ],
      },
    ],
  },
  {
    code: '37-2012.00',
    aliases: ['maid', 'housekeeper', 'room attendant', 'chambermaid', 'Zimmermädchen', 'Reinigungskraft im Hotel', 'femme de chambre', 'camarera de piso', 'camarero de piso'],
    quests: [
      {
        title: 'Make a bed to hotel standard',
        description: 'Make a bed from bare mattress with hospital corners, a tight bottom sheet and a neat turn-down, then photograph it and compare it with a hotel room photo. Show the before and after photos.',
        plan: [
          { title: 'Time the hotel bed against the clock', description: 'Make the bed again three times and record your time for each until it looks right in under five minutes.' },
          { title: 'Clean a bathroom top to bottom', description: 'Clean a bathroom in the order a room attendant does, high to low and clean to dirty, and list the steps.' },
          { title: 'Stock a room trolley', description: 'Write the stock list for a room attendant\'s trolley for 14 rooms.' },
        ],
      },
    ],
  },
  {
    code: '37-2019.00',
    aliases: ['window cleaner', 'carpet cleaner', 'specialist cleaner', 'Fensterputzer', 'Gebäudereiniger', 'laveur de vitres', 'limpiacristales'],
    quests: [
      {
        title: 'Clean a window streak-free with a squeegee',
        description: 'Clean one ground-floor window inside with warm soapy water and a squeegee, using the S-shaped stroke, then photograph it against the light. Show the photo and notes on any streaks.',
        plan: [
          { title: 'Compare squeegee strokes on the window', description: 'Clean two panes with straight strokes and the S-shaped stroke and compare the streaks in photos.' },
          { title: 'Remove a carpet stain', description: 'Blot a fresh spill on a rug with water only, working from outside in, and note what worked.' },
          { title: 'Price a cleaning job', description: 'Count the windows on a house front and write a quote by pane.' },
        ],
      },
    ],
  },
  {
    code: '37-2021.00',
    aliases: ['pest controller', 'exterminator', 'pest control technician', 'Kammerjäger', 'Schädlingsbekämpfer', 'dératiseur', 'exterminador', 'fumigador'],
    quests: [
      {
        title: 'Inspect a kitchen for signs of pests',
        description: 'Inspect a kitchen with a torch for droppings, gnawing, grease marks, nests and gaps round pipes, without touching anything you find, and mark each sign on a floor plan. Show the plan.',
        plan: [
          { title: 'Seal the entry points on the kitchen plan', description: 'List the gaps you marked on the kitchen plan and the proofing material that would close each, such as wire wool or a door brush.' },
          { title: 'Identify pest droppings', description: 'Use a free identification guide to tell mouse, rat and cockroach signs apart and make an ID card.' },
          { title: 'Write a prevention report', description: 'Write a one-page report for the owner with hygiene and proofing steps, in order of priority.' },
        ],
      },
    ],
  },
  {
    code: '37-3011.00',
    aliases: ['gardener', 'groundskeeper', 'landscaper', 'landscape gardener', 'Gärtner', 'Landschaftsgärtner', 'jardinier', 'paysagiste', 'jardinero'],
    quests: [
      {
        title: 'Plan and edge a lawn border',
        description: 'Mark a clean curve for a lawn edge with a hose laid on the grass, then cut the edge with a half-moon edger or spade and photograph the result. Show the before and after photos.',
        plan: [
          { title: 'Measure the lawn\'s area and its edge', description: 'Measure the lawn and the length of its border edge with a tape, work out its area and estimate mowing time with your mower width.' },
          { title: 'Draw a planting plan for the border', description: 'Draw a border plan with three plant heights at the back, middle and front.' },
          { title: 'Write a maintenance calendar', description: 'Write a monthly maintenance calendar for the lawn and border.' },
        ],
      },
      {
        title: 'Identify the weeds in a lawn or park edge',
        description: 'Walk a lawn or park edge with a free plant identification app and photograph and name five different weeds, noting whether each is annual or perennial. Show the labelled photos.',
        plan: [
          { title: 'Map the weeds across the lawn', description: 'Mark where each weed grows most on a sketch of the lawn and note whether that spot is shady, wet or worn.' },
          { title: 'Pull one annual and one perennial weed by hand', description: 'Lift one of each in your own garden with a hand fork and sketch their roots to see why perennials come back.' },
          { title: 'Write a lawn care plan', description: 'Write a one-page plan to crowd out the weeds by mowing height, feeding and overseeding, month by month.' },
        ],
      },
    ],
  },
  {
    code: '37-3012.00',
    aliases: ['spray technician', 'weed control operator', 'crop sprayer', 'Pflanzenschutztechniker', 'applicateur phytosanitaire', 'aplicador fitosanitario'],
    quests: [
      {
        title: 'Read a weedkiller label like a licensed applicator',
        description: 'Read the label of a garden weedkiller in a shop or online and list its active ingredient, dose rate, re-entry time, protective gear and disposal rules. Show the label notes.',
        plan: [
          { title: 'Calculate a spray mix from the label', description: 'Work out how much product and water a 50 square metre path needs at the label\'s dose rate.' },
          { title: 'Find the weeds the label targets', description: 'Identify five weeds on a path, check which ones the label names, and write how each could be removed by hand or heat instead.' },
          { title: 'Read the licence rules', description: 'Summarise what training and records the law asks of professional sprayers in your country.' },
        ],
      },
    ],
  },
  {
    code: '37-3013.00',
    aliases: ['tree surgeon', 'arborist', 'tree trimmer', 'Baumpfleger', 'Baumpflegerin', 'élagueur', 'arboriste', 'podador', 'arbolista'],
    quests: [
      {
        title: 'Spot the right pruning cut on a park tree',
        description: 'Find a tree in a park with old pruning cuts, photograph three of them from the ground and mark which were cut at the branch collar and which left a stub. Show the annotated photos.',
        plan: [
          { title: 'Draw the branch collar for a pruning cut', description: 'Draw a branch joint with its collar and bark ridge and show where the three-cut method goes.' },
          { title: 'Survey a street tree\'s health', description: 'Look at a street tree from the ground and note dead wood, cracks, fungi and lean on a tree survey form.' },
          { title: 'Read a tree work standard', description: 'Summarise the public tree work standard\'s rules on how much crown may be taken at once.' },
        ],
      },
    ],
  },
  {
    code: '37-3019.00',
    aliases: ['grounds worker', 'sports turf technician', 'groundsman', 'Platzwart', 'agent d\'entretien des espaces verts', 'operario de mantenimiento de zonas verdes'],
    quests: [
      {
        title: 'Mark out a sports pitch on paper',
        description: 'Look up the official markings of a football or cricket pitch and draw them to scale with dimensions on squared paper. Show the drawing.',
        plan: [
          { title: 'Check a real pitch against the drawing', description: 'Pace out a local pitch and compare it with your scale drawing.' },
          { title: 'Measure grass height on the pitch', description: 'Measure grass on the pitch at five spots with a ruler and compare with the sport\'s official guide.' },
          { title: 'Plan a season', description: 'Write a monthly plan of mowing, marking and repairs.' },
        ],
      },
    ],
  },
];
