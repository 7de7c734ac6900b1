import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 45. */
export const SIGNATURES_45: readonly SignatureEntry[] = [
  {
    code: '45-1011.00',
    aliases: ['farm supervisor', 'farm foreman', 'crew boss', 'Vorarbeiter Landwirtschaft', 'chef d\'équipe agricole', 'capataz'],
    quests: [
      {
        title: 'Plan a harvest crew\'s week on one page',
        description: 'Pick a crop such as strawberries and write a week\'s crew plan with picking rows, crew sizes, break times and a wet-weather fallback. Show the crew plan.',
        plan: [
          { title: 'Estimate the harvest per picker', description: 'Look up a typical picking rate and work out how many pickers the crop needs each day of the week.' },
          { title: 'Write a crew safety talk', description: 'Write a five-minute talk on heat, lifting and hygiene for the picking crew.' },
          { title: 'Make a daily tally sheet', description: 'Design the sheet a supervisor fills in for each picker\'s output.' },
        ],
      },
    ],
  },
  {
    code: '45-1011.05',
    aliases: ['logging supervisor', 'woods boss', 'logging foreman', 'Forstvorarbeiter', 'chef de chantier forestier'],
    quests: [
      {
        title: 'Map the safe zones of a felling site',
        description: 'Sketch a woodland plot with the trees to be cut, their lean, the felling direction and the two-tree-length danger zone around each. Show the site map.',
        plan: [
          { title: 'Mark the skid trails on the felling map', description: 'Add the tracks logs will be dragged along and the landing where they are stacked.' },
          { title: 'Write a morning safety brief for the site', description: 'List the dangers on your map and who does what in an emergency.' },
          { title: 'Read a harvesting plan', description: 'Read a public forestry harvesting plan and note its rules on streams and slopes.' },
        ],
      },
    ],
  },
  {
    code: '45-1011.06',
    aliases: ['fish farm supervisor', 'hatchery manager', 'aquaculture foreman', 'Fischwirtschaftsmeister', 'chef de pisciculture'],
    quests: [
      {
        title: 'Draw a daily check log for a fish farm pen',
        description: 'Watch a fish farm video and design the daily check log a supervisor would keep: water temperature, oxygen, feed given, mortalities and fish behaviour. Show the log sheet.',
        plan: [
          { title: 'Learn the water quality limits for the pen', description: 'Look up safe oxygen and temperature ranges for trout or salmon and add them to the log.' },
          { title: 'Work out a feed ration', description: 'Use a published feed table to calculate a day\'s feed for a pen of given weight.' },
          { title: 'Write a crew rota', description: 'Plan feeding, net checks and cleaning across a week.' },
        ],
      },
    ],
  },
  {
    code: '45-1011.07',
    aliases: ['greenhouse supervisor', 'nursery foreman', 'horticulture supervisor', 'Gärtnermeister', 'chef de culture'],
    quests: [
      {
        title: 'Plan a greenhouse bench layout for spring',
        description: 'Draw a greenhouse plan with benches, paths and which crop goes where by light and heat, and a weekly task list for the crew. Show the bench plan.',
        plan: [
          { title: 'Schedule the greenhouse sowings', description: 'Work back from sale dates to write when each crop must be sown.' },
          { title: 'Write a crew task card for the benches', description: 'Write step cards for potting on, spacing and watering.' },
          { title: 'Scout for pests', description: 'Make a weekly pest scouting sheet with what to look for.' },
        ],
      },
    ],
  },
  {
    code: '45-1011.08',
    aliases: ['livestock supervisor', 'head stockperson', 'kennel supervisor', 'barn manager', 'Herdenmanager'],
    quests: [
      {
        title: 'Write a daily care routine for a barn',
        description: 'Pick an animal such as dairy cows or kennel dogs and write the daily care routine for a crew: feeding, water, bedding, health checks and records. Show the routine as a checklist.',
        plan: [
          { title: 'Make a health check card for the barn', description: 'List the signs of a healthy animal and the signs to report, from a welfare code.' },
          { title: 'Plan the crew rota for the barn', description: 'Write a week\'s rota that covers early and late checks.' },
          { title: 'Read a welfare code', description: 'Summarise the official welfare code for your chosen animal.' },
        ],
      },
    ],
  },
  {
    code: '45-2011.00',
    aliases: ['farm inspector', 'crop inspector', 'farm produce inspector', 'Agrarinspektor', 'inspecteur agricole', 'inspector agrícola'],
    quests: [
      {
        title: 'Inspect a bag of apples against a grading standard',
        description: 'Buy a bag of apples, read the official class I and class II marketing standard, and sort each apple by size, shape and blemishes. Show the inspection record.',
        plan: [
          { title: 'Measure each apple against the standard', description: 'Measure diameter and note bruises and skin marks for each apple.' },
          { title: 'Write an inspection report', description: 'Write a short report saying whether the bag meets its labelled class.' },
          { title: 'Read an import checklist', description: 'Read a plant health import guide and list what inspectors check at the border.' },
        ],
      },
    ],
  },
  {
    code: '45-2021.00',
    aliases: ['dog breeder', 'cattle breeder', 'horse breeder', 'stockbreeder', 'Tierzüchter', 'éleveur', 'criador'],
    quests: [
      {
        title: 'Predict a litter\'s colours with a Punnett square',
        description: 'Pick a trait such as coat colour in Labradors and draw Punnett squares for three pairings, predicting the share of each colour. Show the squares as a chart.',
        plan: [
          { title: 'Read a pedigree for the trait', description: 'Draw a three-generation pedigree showing how the colour passed down.' },
          { title: 'Write a breeding goal', description: 'Write the traits you would select for and why.' },
          { title: 'Read a breed standard', description: 'Summarise the official breed standard for one breed.' },
        ],
      },
    ],
  },
  {
    code: '45-2041.00',
    aliases: ['produce sorter', 'grader', 'egg grader', 'fruit packer', 'trieur de fruits', 'clasificador'],
    quests: [
      {
        title: 'Grade a box of eggs or fruit by size and quality',
        description: 'Weigh each egg or fruit in a pack on a kitchen scale, sort them into official size grades and mark any defects. Show the grading tally.',
        plan: [
          { title: 'Match the grading tally to the official bands', description: 'Check each weight against the published size bands and fix any misgrades.' },
          { title: 'Candle an egg with a torch', description: 'Hold a torch under an egg in a dark room to check its quality and sketch what you see.' },
          { title: 'Write a defect chart', description: 'Make a photo chart of common defects.' },
        ],
      },
    ],
  },
  {
    code: '45-2091.00',
    aliases: ['tractor driver', 'combine operator', 'farm machinery operator', 'Traktorfahrer', 'tractoriste', 'tractorista'],
    quests: [
      {
        title: 'Plan a field\'s tramlines from a map',
        description: 'Take a satellite view of a field and work out how many passes a 24-metre sprayer boom needs to cover it, sketching the tramlines and headlands. Show the field sketch.',
        plan: [
          { title: 'Calculate the field\'s work rate', description: 'Work out the hectares covered per hour at a given speed and boom width.' },
          { title: 'Read an operator\'s manual', description: 'Read a free tractor manual and list the daily pre-start checks before field work.' },
          { title: 'Watch a harvest video', description: 'Watch a combine harvest video and note how the crop moves through the machine.' },
        ],
      },
    ],
  },
  {
    code: '45-2092.00',
    aliases: ['farmhand', 'farm labourer', 'greenhouse worker', 'Erntehelfer', 'ouvrier agricole', 'jornalero'],
    quests: [
      {
        title: 'Pot on seedlings to a grower\'s standard',
        description: 'Repot seedlings or supermarket herbs into bigger pots with fresh compost, firming and labelling each as a nursery would. Show a photo of the labelled pots.',
        plan: [
          { title: 'Water the seedlings to a schedule', description: 'Keep a watering log for a week noting weight of pot and leaf colour.' },
          { title: 'Space the seedlings for growth', description: 'Space the pots so leaves do not touch and photograph the layout.' },
          { title: 'Learn a crop calendar', description: 'Write when a local crop is sown, tended and harvested.' },
        ],
      },
    ],
  },
  {
    code: '45-2092.01',
    aliases: ['nursery hand', 'plant nursery worker', 'propagator', 'Baumschulgärtner', 'pépiniériste', 'viverista'],
    quests: [
      {
        title: 'Take softwood cuttings and track rooting',
        description: 'Take five cuttings from a garden plant or houseplant, set them in water or compost and log root growth every few days. Show the cutting log with photos.',
        plan: [
          { title: 'Label each cutting with date and plant', description: 'Write labels the way a nursery does, with species and date.' },
          { title: 'Pot up the rooted cuttings', description: 'Pot on the cuttings that root and note the success rate.' },
          { title: 'Write a sales label', description: 'Write the care label for the finished plant.' },
        ],
      },
    ],
  },
  {
    code: '45-2092.02',
    aliases: ['fruit picker', 'crop picker', 'harvest worker', 'Erntearbeiter', 'cueilleur', 'recolector'],
    quests: [
      {
        title: 'Judge when a fruit or vegetable is ripe',
        description: 'Pick one crop such as tomatoes, and compare five at different stages by colour, firmness and smell. Show a ripeness chart with photos.',
        plan: [
          { title: 'Sort the crop by ripeness stage', description: 'Sort them into stages using a grower\'s ripeness chart.' },
          { title: 'Time a picking technique', description: 'Watch a picking video and note the twist and snip methods for each fruit.' },
          { title: 'Pack a tray', description: 'Pack produce into a tray without bruising and photograph it.' },
        ],
      },
    ],
  },
  {
    code: '45-2093.00',
    aliases: ['stockman', 'stockperson', 'ranch hand', 'livestock farmhand', 'Tierwirt', 'ouvrier d\'élevage', 'peón ganadero'],
    quests: [
      {
        title: 'Body condition score a farm animal from photos',
        description: 'Find the official body condition scoring chart for cattle or sheep and score five animals from farm photos. Show the scores with notes.',
        plan: [
          { title: 'Compare the condition scores with the chart', description: 'Explain the feature you used for each score.' },
          { title: 'Write a feeding log', description: 'Design a daily feed and water log for the five animals.' },
          { title: 'Visit a farm open day', description: 'Watch a stockperson at work and note three routines.' },
        ],
      },
    ],
  },
  {
    code: '45-2099.00',
    aliases: ['beekeeper\'s assistant', 'apiary worker', 'vineyard worker'],
    quests: [
      {
        title: 'Read a beehive inspection record',
        description: 'Watch a hive inspection video and fill in an inspection record for it: brood, queen seen, stores and temper. Show the record sheet.',
        plan: [
          { title: 'Learn the frames in the beehive', description: 'Sketch a frame with brood, pollen and honey areas labelled.' },
          { title: 'Write an inspection checklist for the hive', description: 'List what a beekeeper checks every visit.' },
          { title: 'Plan a season', description: 'Write a calendar of seasonal hive tasks.' },
        ],
      },
    ],
  },
  {
    code: '45-3011.00',
    aliases: ['fisherman', 'fisherwoman', 'trawlerman', 'Fischer', 'pêcheur', 'pescador'],
    quests: [
      {
        title: 'Tie the knots a deckhand uses',
        description: 'Use a length of rope to tie a bowline, clove hitch and cleat hitch from a sailing guide, timing yourself. Show a photo of each knot.',
        plan: [
          { title: 'Learn the knots blindfolded', description: 'Tie each knot with your eyes closed.' },
          { title: 'Identify the catch', description: 'Learn five local fish species from a guide and sketch them.' },
          { title: 'Read a fishing quota', description: 'Read a published quota table and note one species\' limit.' },
        ],
      },
    ],
  },
  {
    code: '45-3021.00',
    aliases: ['trapper', 'gamekeeper', 'deer stalker', 'Jäger', 'Jägerin', 'chasseur', 'cazador'],
    quests: [
      {
        title: 'Read animal tracks and signs on a walk',
        description: 'Walk a woodland path and log every track, dropping and trail you find, with a sketch and a guess at the species. Show the field notes.',
        plan: [
          { title: 'Confirm the tracks with a guide', description: 'Match each sketch to a track guide and note your accuracy.' },
          { title: 'Read the hunting season law', description: 'Read your area\'s official seasons and licence rules and summarise them for the species you found.' },
          { title: 'Map game trails', description: 'Mark paths animals use on a local map.' },
        ],
      },
    ],
  },
  {
    code: '45-4011.00',
    aliases: ['forest worker', 'conservation volunteer', 'woodland worker', 'Forstwirt', 'ouvrier forestier', 'peón forestal'],
    quests: [
      {
        title: 'Survey a patch of woodland for invasive plants',
        description: 'Walk a woodland or park edge, photograph and map any invasive plants such as bramble or rhododendron. Show a map with the patches marked.',
        plan: [
          { title: 'Identify each invasive plant', description: 'Check each photo against an official invasive species guide.' },
          { title: 'Plan the clearance of the patch', description: 'Write how and when each patch should be cleared.' },
          { title: 'Plant a tree properly', description: 'Watch a tree-planting guide and list the steps.' },
        ],
      },
    ],
  },
  {
    code: '45-4021.00',
    aliases: ['tree feller', 'lumberjack', 'logger', 'Holzfäller', 'bûcheron', 'leñador'],
    quests: [
      {
        title: 'Plan a tree\'s fall from the ground',
        description: 'Pick a tree in a park and, from the ground, judge its lean, wind and obstacles, then sketch the felling direction, notch and escape routes. Show the sketch.',
        plan: [
          { title: 'Draw the notch and hinge for the tree', description: 'Draw the face cut and hinge from a forestry manual.' },
          { title: 'List the escape routes', description: 'Mark two escape routes at 45 degrees behind the tree.' },
          { title: 'Read felling rules', description: 'Summarise your country\'s felling licence rules.' },
        ],
      },
    ],
  },
  {
    code: '45-4022.00',
    aliases: ['harvester operator', 'forwarder operator', 'skidder operator', 'Forstmaschinenführer', 'conducteur d\'engins forestiers'],
    quests: [
      {
        title: 'Watch a harvester head cut and measure a log',
        description: 'Watch a forestry harvester video and note each step of felling, delimbing and cross-cutting to length. Show a diagram of the harvester head.',
        plan: [
          { title: 'Measure the logs from the harvester video', description: 'Note the lengths it cuts and why.' },
          { title: 'Read a machine checklist', description: 'List daily checks from a harvester manual.' },
          { title: 'Plan a forwarder route', description: 'Sketch a route to the landing that avoids soft ground.' },
        ],
      },
    ],
  },
  {
    code: '45-4023.00',
    aliases: ['log scaler', 'timber grader', 'log grader', 'Holzvermesser', 'cubeur', 'cubicador'],
    quests: [
      {
        title: 'Scale a log\'s volume with a tape',
        description: 'Measure a log or fallen branch\'s length and small-end diameter with a tape and use a log rule table to find its volume. Show the scaling sheet.',
        plan: [
          { title: 'Grade the log for defects', description: 'Note knots, splits and rot along its length and mark the grade.' },
          { title: 'Compare log rules for the volume', description: 'Compute the volume with two log rules and compare.' },
          { title: 'Write a tally', description: 'Tally five logs on a scaling sheet.' },
        ],
      },
    ],
  },
  {
    code: '45-4029.00',
    aliases: ['choker setter', 'log sorter', 'rigging slinger', 'timber worker'],
    quests: [
      {
        title: 'Sort logs on a landing by species and grade',
        description: 'Watch a log landing video and sketch the sorting decks by species and grade, noting where trucks load. Show the landing sketch.',
        plan: [
          { title: 'Identify logs by bark', description: 'Make bark rubbings of three species and label them.' },
          { title: 'Plan the landing layout', description: 'Redesign the landing sketch to cut truck waiting time.' },
          { title: 'Read a safety code', description: 'Summarise a logging safety code\'s landing rules.' },
        ],
      },
    ],
  },
];
