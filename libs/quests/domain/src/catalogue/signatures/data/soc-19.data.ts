import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 19. */
export const SIGNATURES_19: readonly SignatureEntry[] = [
  {
    code: '19-1011.00',
    aliases: ['animal researcher', 'livestock scientist', 'Tierwissenschaftler', 'zootechnicien', 'zootecnista'],
    quests: [
      {
        title: 'Score a farm animal\'s body condition from photos',
        description: 'Find a free body condition scoring chart for cattle or sheep and score ten animals from farm photos or a farm visit, noting the signs you used. Show a table of scores.',
        plan: [
          { title: 'Compare your body condition scores with a guide', description: 'Check your ten scores against the worked examples in an extension service guide and note where you differed.' },
          { title: 'Read a feed label for livestock', description: 'Copy the protein, fibre and energy figures from a feed bag label and say which animal and stage it suits.' },
          { title: 'Draw a ration for one animal', description: 'Work out a simple daily ration for a dairy cow from a free ration table and show it as a one-page plan.' },
        ],
      },
    ],
  },
  {
    code: '19-1012.00',
    aliases: ['food scientist', 'food technologist', 'Lebensmitteltechnologe', 'Lebensmitteltechnologin', 'technologue alimentaire', 'tecnólogo de alimentos'],
    quests: [
      {
        title: 'Find out why bread goes stale',
        description: 'Keep three slices of the same bread in the open, in a bag and in the fridge, then test their softness and taste after two nights. Show a results table with a note on starch staling.',
        plan: [
          { title: 'Read the bread label\'s ingredient list', description: 'List each ingredient on a bread label and say what job it does, such as an emulsifier that slows staling.' },
          { title: 'Test a second bread for staling', description: 'Repeat the test with a sourdough or a shop-bought loaf and compare the two tables.' },
          { title: 'Design a shelf-life test', description: 'Write a one-page plan to test a new cake\'s shelf life, with checks, dates and limits.' },
        ],
      },
    ],
  },
  {
    code: '19-1013.00',
    aliases: ['soil scientist', 'agronomist', 'plant scientist', 'Agronom', 'Bodenkundler', 'agronome', 'agrónomo', 'edafólogo'],
    quests: [
      {
        title: 'Do a jar test to find your soil\'s texture',
        description: 'Put a spoonful of garden soil in a jar of water, shake it, let it settle and measure the sand, silt and clay layers. Show a photo with the layers labelled and the texture class from a soil triangle.',
        plan: [
          { title: 'Place the jar soil on the texture triangle', description: 'Use your sand, silt and clay percentages to find the soil\'s texture class on a free soil texture triangle.' },
          { title: 'Count the soil\'s earthworms', description: 'Dig one spade of soil in a garden with permission, count the worms and note colour and smell.' },
          { title: 'Write a planting advice note', description: 'Write one page on which vegetables suit your soil and what to add to improve it.' },
        ],
      },
    ],
  },
  {
    code: '19-1020.01',
    aliases: ['Biologe', 'Biologin', 'biologiste', 'biólogo', 'bióloga'],
    quests: [
      {
        title: 'Run a 20-minute species count in a patch of green',
        description: 'Mark out a square metre of grass or a hedge bottom and list every plant and small creature you can see in 20 minutes, using a free identification app. Show the species list.',
        plan: [
          { title: 'Repeat the species count in a second patch', description: 'Count a second square in shade or near a path and compare the two species lists.' },
          { title: 'Draw a food web', description: 'Draw the feeding links between the species you found as a food web diagram.' },
          { title: 'Log one observation to a public record', description: 'Upload one sighting to a citizen science platform and screenshot the record.' },
        ],
      },
    ],
  },
  {
    code: '19-1021.00',
    aliases: ['biochemist', 'biophysicist', 'Biochemiker', 'Biochemikerin', 'biochimiste', 'bioquímico', 'bioquímica'],
    quests: [
      {
        title: 'Watch an enzyme work on a slice of apple',
        description: 'Cut an apple into slices, coat some in lemon juice and leave others plain, then photograph them every ten minutes to see browning. Show the photo series with a note on the enzyme.',
        plan: [
          { title: 'Test the browning enzyme at two temperatures', description: 'Put one apple slice in the fridge and one in warm air and compare the browning.' },
          { title: 'Draw the enzyme and its substrate', description: 'Sketch the lock-and-key model for the browning enzyme and label its active site.' },
          { title: 'Read a protein\'s structure page', description: 'Open a free protein databank entry and list its size, shape and function.' },
        ],
      },
    ],
  },
  {
    code: '19-1022.00',
    aliases: ['Mikrobiologe', 'Mikrobiologin', 'microbiologiste', 'microbiólogo', 'microbióloga'],
    quests: [
      {
        title: 'Watch yeast come alive in a sugar test',
        description: 'Mix dried yeast into three cups of warm water with no sugar, a little sugar and a lot, and measure the foam height after ten minutes. Show the results table.',
        plan: [
          { title: 'Chart yeast foam against sugar', description: 'Plot foam height against sugar amount and write what the yeast needed.' },
          { title: 'Draw a yeast cell', description: 'Sketch a yeast cell budding from a microscope image and label its parts.' },
          { title: 'Read about hand hygiene', description: 'Summarise a public hand-washing guide and explain how it cuts microbes.' },
        ],
      },
    ],
  },
  {
    code: '19-1023.00',
    aliases: ['zoologist', 'wildlife biologist', 'Zoologe', 'Zoologin', 'zoologiste', 'zoólogo', 'zoóloga', 'marine biologist', 'Meeresbiologe', 'biologiste marin', 'biólogo marino'],
    quests: [
      {
        title: 'Log the birds visiting a feeder or a park tree',
        description: 'Watch a bird feeder or a park tree for 20 minutes and log each species, how many and what they did. Show the tally sheet.',
        plan: [
          { title: 'Repeat the bird log at another time', description: 'Log the same feeder in the evening and compare the bird tallies.' },
          { title: 'Map where each species perched', description: 'Mark where each bird perched, fed or sang on a sketch map of the tree or feeder area.' },
          { title: 'Submit a bird record', description: 'Upload your counts to a citizen science bird survey and keep a screenshot.' },
          { title: 'Write a behaviour note', description: 'Write one page on one species\' feeding behaviour and how it shares the feeder with others.' },
        ],
      },
    ],
  },
  {
    code: '19-1029.00',
    aliases: ['life scientist', 'Naturwissenschaftler', 'scientifique en biologie', 'científico biológico'],
    quests: [
      {
        title: 'Keep a field notebook page in the naturalist style',
        description: 'Sit in a park and fill one field notebook page with a dated sketch, weather, location and three careful observations of a living thing. Show the notebook page.',
        plan: [
          { title: 'Add measurements to the field notebook', description: 'Measure a leaf or a flower from your notebook page and add the sizes and a scale bar.' },
          { title: 'Ask a field question', description: 'Write one testable question from your observations and how you would test it.' },
          { title: 'Plan a small study', description: 'Write a one-page plan for that study with sample size and method.' },
        ],
      },
    ],
  },
  {
    code: '19-1029.01',
    aliases: ['bioinformatician', 'computational biologist', 'Bioinformatiker', 'bioinformaticien', 'bioinformático'],
    quests: [
      {
        title: 'Compare two gene sequences with a free BLAST search',
        description: 'Copy a short DNA sequence from a public gene database and run a free BLAST search, then note the closest matches and their species. Show a screenshot with notes.',
        plan: [
          { title: 'Align the two sequences by hand', description: 'Write twenty letters of two matched sequences one above the other and mark every difference.' },
          { title: 'Draw a small family tree of species', description: 'Use the BLAST matches to draw a simple tree of which species are closest.' },
          { title: 'Read a gene\'s record', description: 'List what a public gene record tells you: location, function and known variants.' },
        ],
      },
    ],
  },
  {
    code: '19-1029.02',
    aliases: ['cell biologist', 'molecular biologist', 'Molekularbiologe', 'biologiste moléculaire', 'biólogo molecular'],
    quests: [
      {
        title: 'Build a paper model of a cell and its DNA',
        description: 'Cut and fold paper into a cell with its membrane, nucleus and mitochondria, and coil a strip of paper inside the nucleus as DNA around its histones. Show a photo of the model with a label on each part.',
        plan: [
          { title: 'Explain each part of your paper cell model', description: 'Write one line on what the membrane, nucleus, mitochondria and ribosomes each do in the cell.' },
          { title: 'Compare a plant cell and an animal cell model', description: "Draw both next to your model and label the wall, the vacuole and the chloroplasts that only the plant cell has." },
          { title: 'Read a lab protocol for DNA', description: 'Read a public DNA extraction protocol and draw its steps as a flowchart with what each step does to the cell.' },
        ],
      },
    ],
  },
  {
    code: '19-1029.03',
    aliases: ['genetic scientist', 'Genetiker', 'Genetikerin', 'généticien', 'généticienne', 'genetista'],
    quests: [
      {
        title: 'Predict offspring traits with a Punnett square',
        description: 'Draw Punnett squares for three simple trait crosses, such as Mendel\'s yellow and green peas, and work out the expected ratios. Show the squares with the ratios on one page.',
        plan: [
          { title: 'Test a Punnett ratio with coins', description: 'Toss two coins a hundred times as the parents\' alleles and compare the result with your square\'s ratio.' },
          { title: 'Draw a family pedigree for one trait', description: 'Draw a pedigree chart for a made-up family and mark carriers, using the same trait rules as your squares.' },
          { title: 'Read about an inherited condition', description: 'Summarise on one page how one inherited condition is passed on and what a genetic counsellor explains to families.' },
        ],
      },
    ],
  },
  {
    code: '19-1031.00',
    aliases: ['conservationist', 'conservation biologist', 'Naturschützer', 'conservationniste', 'conservacionista'],
    quests: [
      {
        title: 'Survey a green space for habitat value',
        description: 'Walk a local park and score its habitats, such as old trees, hedges, water and long grass, on a simple habitat checklist. Show a sketch map with the scores.',
        plan: [
          { title: 'Note threats to each habitat', description: 'Mark litter, trampling and invasive plants on your habitat map.' },
          { title: 'Propose a conservation action for one habitat', description: 'Write one page on one action for the weakest habitat, such as a wildflower strip, with its cost and benefit.' },
          { title: 'Count a target species', description: 'Count one species, such as bees on flowers, before and after the change you proposed.' },
        ],
      },
    ],
  },
  {
    code: '19-1031.01',
    aliases: ['soil conservationist', 'water conservationist', 'Bodenschützer', 'conservateur des sols', 'conservacionista de suelos'],
    quests: [
      {
        title: 'Watch rain wash soil off bare ground',
        description: 'Fill two trays with soil, cover one with leaves or grass, tilt both and pour a jug of water over each, then compare the runoff. Show photos of the muddy water from each tray.',
        plan: [
          { title: 'Measure the soil runoff', description: 'Collect the runoff water from each tray and compare the mud settled in each jar.' },
          { title: 'Map water on your street', description: 'Mark where rain runs and pools on a sketch of your street.' },
          { title: 'Design a rain garden', description: 'Draw a small rain garden to catch roof water with its plants.' },
        ],
      },
    ],
  },
  {
    code: '19-1031.02',
    aliases: ['rangeland manager', 'range scientist', 'Weidemanager', 'gestionnaire de parcours', 'manejador de pastizales'],
    quests: [
      {
        title: 'Measure grass cover with a quadrat',
        description: 'Make a quadrat from string, throw it at random five times on a field and estimate the percentage of grass, weeds and bare ground. Show the quadrat table.',
        plan: [
          { title: 'Estimate grazing from quadrat cover', description: 'Work out how many sheep the field could feed from your grass cover and a free stocking-rate guide.' },
          { title: 'Identify grasses', description: 'Photograph three grass types and name them.' },
          { title: 'Draw a grazing plan', description: 'Sketch paddocks and a rotation schedule for one season.' },
        ],
      },
    ],
  },
  {
    code: '19-1031.03',
    aliases: ['park ranger', 'naturalist', 'nature guide', 'Naturführer', 'guide naturaliste', 'guía naturalista'],
    quests: [
      {
        title: 'Plan a ten-minute nature talk on one trail stop',
        description: 'Pick one spot on a park trail, find three things worth showing there, and write a ten-minute talk with one question for visitors. Show the talk as notes or a recording.',
        plan: [
          { title: 'Practise the nature talk aloud', description: 'Record your trail talk and trim it to ten minutes.' },
          { title: 'Make a trail sign', description: 'Design an interpretive sign for the stop with a picture and forty words.' },
          { title: 'Lead a small walk', description: 'Take two friends along the trail and note their questions.' },
        ],
      },
    ],
  },
  {
    code: '19-1032.00',
    aliases: ['forest manager', 'Förster', 'Försterin', 'forestier', 'ingeniero forestal'],
    quests: [
      {
        title: 'Measure a tree\'s height and girth',
        description: 'Measure the girth of a park tree at chest height with string and estimate its height with the stick method. Show a record card with both numbers and the species.',
        plan: [
          { title: 'Estimate the tree\'s age from its girth', description: 'Use a free girth-to-age guide to estimate how old your tree is.' },
          { title: 'Cruise a small stand', description: 'Measure five trees in a group and estimate the timber volume.' },
          { title: 'Write a forest plan', description: 'Write one page on thinning or planting for a small wood.' },
        ],
      },
    ],
  },
  {
    code: '19-1041.00',
    aliases: ['disease detective', 'Epidemiologe', 'Epidemiologin', 'épidémiologiste', 'epidemiólogo'],
    quests: [
      {
        title: 'Draw an epidemic curve from public data',
        description: 'Find a public weekly case count for flu or another illness and draw the epidemic curve by hand or in a spreadsheet. Show the curve with the peak marked.',
        plan: [
          { title: 'Compare the epidemic curve across two years', description: 'Add a second season to the curve and note how the peak moved.' },
          { title: 'Map a famous outbreak\'s cases', description: 'Read about John Snow\'s cholera map and redraw the pump and the cases around it, like a curve in space.' },
          { title: 'Write a case definition', description: 'Write a case definition for a made-up food poisoning outbreak: who, what symptoms, where and when.' },
        ],
      },
    ],
  },
  {
    code: '19-1042.00',
    aliases: ['medical researcher', 'Mediziner in der Forschung', 'chercheur médical', 'investigador médico'],
    quests: [
      {
        title: 'Read a clinical trial\'s summary like a researcher',
        description: 'Pick a finished trial from a public trial registry and note its question, groups, primary outcome and result. Show the notes on one page.',
        plan: [
          { title: 'Judge the clinical trial\'s design', description: 'Note whether the trial was randomised and blinded and how many took part.' },
          { title: 'Draw the trial flow', description: 'Draw a CONSORT-style flow chart of who was enrolled, treated and followed.' },
          { title: 'Write a lay summary', description: 'Write a 150-word summary a patient could read.' },
        ],
      },
    ],
  },
  {
    code: '19-1099.00',
    aliases: ['life sciences researcher', 'Lebenswissenschaftler', 'chercheur en sciences de la vie', 'investigador en ciencias de la vida'],
    quests: [
      {
        title: 'Grow cress seeds under three conditions',
        description: 'Plant cress seeds on damp cotton in three pots kept in light, dark and cold, and measure their height after a few days. Show a results chart.',
        plan: [
          { title: 'Chart the cress growth', description: 'Plot cress height each morning for each pot on one chart.' },
          { title: 'Control the variables in the three pots', description: 'List what you kept the same in the three pots, such as water and seeds, and what you changed.' },
          { title: 'Write a short paper', description: 'Write a one-page report with aim, method, results and conclusion.' },
        ],
      },
    ],
  },
  {
    code: '19-2011.00',
    aliases: ['stargazer', 'Astronom', 'Astronomin', 'astronome', 'astrónomo', 'astrónoma'],
    quests: [
      {
        title: 'Sketch tonight\'s Moon and place it on its orbit',
        description: 'Look at the Moon tonight, sketch its shape and note the time and where it sits against a landmark, then draw where the Sun, Earth and Moon must be to give that phase. Show the sketch and the orbit diagram.',
        plan: [
          { title: 'Measure the Moon\'s movement with your hand', description: 'Repeat the Moon sketch an hour later or the next evening and use your outstretched fist (about ten degrees) to measure how far it moved.' },
          { title: 'Find a planet near the Moon', description: 'Use a free sky app to find a bright planet and sketch its position among the stars and the Moon.' },
          { title: 'Log a star\'s brightness', description: 'Estimate a star\'s brightness against its neighbours in a simple observing log.' },
          { title: 'Keep a week of Moon sketches', description: 'Add one quick sketch each clear evening for a week and label each phase.' },
        ],
      },
    ],
  },
  {
    code: '19-2012.00',
    aliases: ['Physiker', 'Physikerin', 'physicien', 'physicienne', 'físico', 'física'],
    quests: [
      {
        title: 'Time a pendulum and find what sets its swing',
        description: 'Make a pendulum from string and a weight, time ten swings at three string lengths and two weights, and find what changes the period. Show the results table and graph.',
        plan: [
          { title: 'Plot the pendulum period against length', description: 'Graph period squared against length and check for a straight line.' },
          { title: 'Measure gravity with the pendulum', description: 'Use your pendulum graph to estimate g and compare it with 9.81.' },
          { title: 'Write up the errors', description: 'List the sources of error and how you would reduce them.' },
        ],
      },
    ],
  },
  {
    code: '19-2021.00',
    aliases: ['meteorologist', 'weather forecaster', 'Meteorologe', 'Meteorologin', 'météorologue', 'meteorólogo'],
    quests: [
      {
        title: 'Read the sky and write tomorrow\'s forecast',
        description: 'Note the temperature, cloud types, wind direction and air pressure from a phone or window right now, compare them with today\'s pressure chart, and write your own forecast for tomorrow. Show the observation notes and the forecast.',
        plan: [
          { title: 'Identify the clouds in your weather notes', description: 'Photograph the clouds and name each one with a free cloud chart, adding them to your weather notes.' },
          { title: 'Read a pressure chart for your forecast', description: 'Find today\'s pressure chart and mark the highs, lows and fronts that will reach you by tomorrow.' },
          { title: 'Check your forecast', description: 'Compare your forecast with what happened and score yourself on temperature, rain and wind.' },
          { title: 'Keep a week\'s weather log', description: 'Record the same readings morning and evening for a week and graph pressure against rain.' },
        ],
      },
    ],
  },
  {
    code: '19-2031.00',
    aliases: ['Chemiker', 'Chemikerin', 'chimiste', 'químico', 'química'],
    quests: [
      {
        title: 'Make a red cabbage pH indicator and test kitchen liquids',
        description: 'Boil red cabbage leaves in water to make an indicator, then add it to vinegar, baking soda solution, lemon juice and soapy water and record the colours. Show a photo of the colour row with pH guesses.',
        plan: [
          { title: 'Rank the kitchen liquids by pH', description: 'Order your samples from most acidic to most alkaline using the cabbage colours.' },
          { title: 'Read a safety data sheet', description: 'Read the safety data sheet for baking soda and list its hazards and first aid.' },
          { title: 'Write a lab report', description: 'Write up the test with aim, method, results and conclusion.' },
        ],
      },
      {
        title: 'Separate the dyes in a felt-tip pen',
        description: 'Draw a dot of black felt-tip pen on a strip of coffee filter paper, stand it in a little water and watch the colours separate. Show the dried strip with each colour labelled, as a photo.',
        plan: [
          { title: 'Compare three pens\' dyes', description: 'Run strips for three black pens side by side and note which dyes they share.' },
          { title: 'Measure how far each dye travelled', description: 'Work out the Rf value for each colour on the strip by dividing its distance by the water\'s distance.' },
          { title: 'Write up the chromatography', description: 'Write a one-page lab report of the chromatography test with aim, method, results and what the Rf values tell you.' },
        ],
      },
    ],
  },
  {
    code: '19-2032.00',
    aliases: ['materials researcher', 'Materialwissenschaftler', 'scientifique des matériaux', 'científico de materiales'],
    quests: [
      {
        title: 'Grow salt crystals and study their shape',
        description: 'Stir salt into hot water until no more dissolves, hang a string in it and let crystals form, then sketch them under a magnifying glass. Show the sketches.',
        plan: [
          { title: 'Compare salt and sugar crystals', description: 'Grow sugar crystals the same way and compare the two crystal shapes.' },
          { title: 'Link crystal shape to structure', description: 'Draw the cubic arrangement of sodium and chloride and explain why the salt crystals are square.' },
          { title: 'Read a material datasheet', description: 'List strength, density and melting point from one plastic\'s datasheet.' },
        ],
      },
    ],
  },
  {
    code: '19-2041.00',
    aliases: ['environmental scientist', 'environmental health officer', 'Umweltwissenschaftler', 'scientifique de l\'environnement', 'científico ambiental'],
    quests: [
      {
        title: 'Map litter and noise along one street',
        description: 'Walk one street, count litter items and take sound readings with a free app at five points, and mark them on a map. Show the map with a short note.',
        plan: [
          { title: 'Find the litter sources on the street map', description: 'Sort the litter by type and guess where each type came from.' },
          { title: 'Read a local air quality report', description: 'Find your council\'s air quality readings and note the pollutants measured.' },
          { title: 'Recommend an action', description: 'Write one page for the council with one action and its evidence.' },
        ],
      },
    ],
  },
  {
    code: '19-2041.01',
    aliases: ['climate analyst', 'climate scientist', 'Klimaanalyst', 'analyste climat', 'analista de cambio climático'],
    quests: [
      {
        title: 'Chart a century of temperatures for your area',
        description: 'Find a public long-term temperature record for your nearest station and plot yearly averages in a spreadsheet. Show the chart with the trend line.',
        plan: [
          { title: 'Compare the temperature chart with rainfall', description: 'Add the rainfall record to your chart and note any change.' },
          { title: 'Split the temperature record into decades', description: 'Average each decade of your record and show how much warmer the last one is than the first.' },
          { title: 'Write a climate risk note', description: 'Write one page on one climate risk for your town, such as heat or flooding.' },
        ],
      },
    ],
  },
  {
    code: '19-2041.02',
    aliases: ['restoration ecologist', 'ecological restoration planner', 'Renaturierungsplaner', 'planificateur de restauration écologique', 'planificador de restauración ambiental'],
    quests: [
      {
        title: 'Plan the restoration of a neglected patch',
        description: 'Pick a scruffy verge or corner, note what grows there and draw a plan to restore it with native plants. Show the sketch plan.',
        plan: [
          { title: 'List the native plants for the restoration', description: 'Use a local native plant list to pick six plants for your patch.' },
          { title: 'Set success measures for the patch', description: 'Write three measures you would check on the patch each year, such as plant cover and insect counts.' },
          { title: 'Cost the plan', description: 'Price the plants and work in a simple budget.' },
        ],
      },
    ],
  },
  {
    code: '19-2041.03',
    aliases: ['Industrieökologe', 'écologiste industriel', 'ecólogo industrial'],
    quests: [
      {
        title: 'Trace the life cycle of a drinks can',
        description: 'Draw the life cycle of an aluminium drinks can from bauxite mine to recycling and back, with energy at each stage. Show the life cycle diagram.',
        plan: [
          { title: 'Compare the can with a glass bottle', description: 'Draw the glass bottle\'s life cycle and compare the two diagrams.' },
          { title: 'Find the energy saved by recycling the can', description: 'Look up how much energy recycled aluminium saves and add it to your drinks can diagram.' },
          { title: 'Write a circular plan', description: 'Write one page turning one local product\'s waste into a resource for another business.' },
        ],
      },
    ],
  },
  {
    code: '19-2042.00',
    aliases: ['geologist', 'Geologe', 'Geologin', 'géologue', 'geólogo', 'geóloga'],
    quests: [
      {
        title: 'Identify the rocks in a wall or a beach',
        description: 'Look at the stones in a garden wall, church or beach and sort them into igneous, sedimentary and metamorphic with a free rock key. Show photos labelled with your identifications.',
        plan: [
          { title: 'Test the rocks\' hardness', description: 'Scratch each stone with a coin and a nail to place the rocks on the hardness scale.' },
          { title: 'Read a geological map of the beach or wall\'s area', description: 'Open a free geological map and list the rock units under the wall or beach you studied.' },
          { title: 'Draw a rock cycle', description: 'Draw the rock cycle with your own rock samples placed on it.' },
        ],
      },
    ],
  },
  {
    code: '19-2043.00',
    aliases: ['Hydrologe', 'Hydrologin', 'hydrologue', 'hidrólogo', 'hidróloga'],
    quests: [
      {
        title: 'Measure how fast a stream flows',
        description: 'Time a floating leaf over a measured 10 m stretch of stream from the bank three times and estimate the flow speed. Show the results and your flow calculation.',
        plan: [
          { title: 'Estimate the stream\'s discharge', description: 'Estimate width and depth and multiply by speed to get the flow in litres per second.' },
          { title: 'Read a stream or river gauge', description: 'Look up a nearby river gauge online and chart its level and flow for a month.' },
          { title: 'Draw a catchment', description: 'Trace the catchment of your local river on a map.' },
        ],
      },
    ],
  },
  {
    code: '19-2099.00',
    aliases: ['Naturwissenschaftler Physik', 'scientifique en sciences physiques', 'científico de ciencias físicas'],
    quests: [
      {
        title: 'Measure the speed of sound with an echo',
        description: 'Stand a measured distance from a large wall, clap and time the echo, and calculate the speed of sound. Show your working on one page.',
        plan: [
          { title: 'Repeat the echo timing in rhythm', description: 'Clap twenty times in rhythm with the echo from the wall at the same distance to improve the measurement.' },
          { title: 'Compare the speed of sound with the known value', description: 'Compare your answer with 343 m/s and list the errors.' },
          { title: 'Write it up', description: 'Write a one-page report of the experiment.' },
        ],
      },
    ],
  },
  {
    code: '19-2099.01',
    aliases: ['remote sensing scientist', 'Fernerkundungswissenschaftler', 'scientifique en télédétection', 'científico de teledetección'],
    quests: [
      {
        title: 'Compare satellite images of one place over years',
        description: 'Open a free satellite image viewer and compare your area ten years apart, marking new buildings, lost fields and changed water. Show screenshots with notes.',
        plan: [
          { title: 'Find vegetation in the satellite images', description: 'Use a free false-colour view to spot healthy plants in red.' },
          { title: 'Measure one change in area', description: 'Measure the area of one change, such as new buildings, with the viewer\'s ruler tool.' },
          { title: 'Write a change report', description: 'Write one page on what changed and why.' },
        ],
      },
    ],
  },
  {
    code: '19-3011.00',
    aliases: ['Ökonom', 'Ökonomin', 'Volkswirt', 'économiste', 'economista'],
    quests: [
      {
        title: 'Track the price of a basket of shopping',
        description: 'Pick ten everyday items, note their prices at one shop and compare them with last year\'s prices from receipts or a price site. Show a table with your own inflation figure.',
        plan: [
          { title: 'Compare your shopping inflation with the official figure', description: 'Find the official inflation rate and explain the gap.' },
          { title: 'Draw supply and demand', description: 'Draw a supply and demand chart for one item and explain a price change.' },
          { title: 'Write a short brief', description: 'Write a one-page brief on what is driving food prices.' },
        ],
      },
    ],
  },
  {
    code: '19-3011.01',
    aliases: ['Umweltökonom', 'économiste de l\'environnement', 'economista ambiental'],
    quests: [
      {
        title: 'Put a price on a park',
        description: 'Survey ten visitors on how often they visit a park and how far they travel, and estimate its yearly value to them. Show the survey table and your estimate.',
        plan: [
          { title: 'Compare the park\'s value with its costs', description: 'Look up the park budget and compare it with your value estimate.' },
          { title: 'Price carbon', description: 'Work out the cost of one car journey\'s carbon at a published carbon price.' },
          { title: 'Write a cost-benefit memo', description: 'Write one page on whether to plant more trees in the park.' },
        ],
      },
    ],
  },
  {
    code: '19-3022.00',
    aliases: ['pollster', 'Meinungsforscher'],
    quests: [
      {
        title: 'Write and test a ten-question survey',
        description: 'Write a ten-question survey on a local topic, test it on three people and note any question they found confusing. Show the revised questionnaire.',
        plan: [
          { title: 'Fix the survey\'s leading questions', description: 'Rewrite any leading or double-barrelled questions in your survey.' },
          { title: 'Choose a sample', description: 'Write how you would pick a fair sample of 100 people.' },
          { title: 'Analyse results', description: 'Tally ten answers and make a chart.' },
        ],
      },
    ],
  },
  {
    code: '19-3031.00',
    aliases: ['psychologist', 'shrink', 'Psychologe', 'Psychologin', 'psychologue', 'psicólogo', 'psicóloga'],
    quests: [
      {
        title: 'Design a mood and sleep diary a psychologist would use',
        description: 'Draw up a one-week diary sheet with columns for sleep, activity and a mood score from 1 to 10, and fill in today\'s row. Show the diary sheet as a table.',
        plan: [
          { title: 'Keep the mood diary for a week', description: 'Fill in one row of the mood diary each evening for a week and chart the scores.' },
          { title: 'Find patterns in the mood diary', description: 'Mark links between sleep, activity and mood in your chart and note one surprise.' },
          { title: 'Read how a therapy uses a diary', description: 'Summarise on one page how cognitive behavioural therapy uses diaries like yours.' },
          { title: 'Write a small behaviour change plan', description: 'Write one small change and how you will track it for another week.' },
        ],
      },
    ],
  },
  {
    code: '19-3031.01',
    aliases: ['educational psychologist', 'Schulpsychologe', 'psychologue scolaire', 'psicólogo escolar'],
    quests: [
      {
        title: 'Observe how a classroom supports learning',
        description: 'Watch a recorded lesson and note the seating, noise, how instructions are given and how children ask for help. Show your observation notes.',
        plan: [
          { title: 'Note classroom supports for learning', description: 'List three supports in the lesson that help children who struggle.' },
          { title: 'Read an individual learning plan', description: 'Read an example individual learning plan and note its goals and how the classroom supports them.' },
          { title: 'Suggest a change', description: 'Write one page for a teacher with two changes.' },
        ],
      },
    ],
  },
  {
    code: '19-3031.02',
    aliases: ['Klinischer Psychologe', 'psychologue clinicien', 'psicólogo clínico'],
    quests: [
      {
        title: 'Learn how a mood questionnaire is scored',
        description: 'Read a free public wellbeing questionnaire, score a made-up set of answers and note what the score means. Show the scored form.',
        plan: [
          { title: 'Explain the questionnaire\'s limits', description: 'Write what the questionnaire can and cannot tell.' },
          { title: 'Score a second made-up questionnaire', description: 'Score a second set of answers and write how a clinician would follow up on the difference.' },
          { title: 'Draw a formulation', description: 'Draw a five-part formulation diagram for a made-up case.' },
        ],
      },
    ],
  },
  {
    code: '19-3031.03',
    aliases: ['counselling psychologist', 'Beratungspsychologe', 'psychologue conseiller', 'psicólogo consejero'],
    quests: [
      {
        title: 'Practise reflective listening with a friend',
        description: 'Ask a friend to talk for five minutes about something on their mind and reply only by reflecting back what you heard. Show notes on what that felt like for both of you.',
        plan: [
          { title: 'Log reflective responses', description: 'Write five reflective responses you used and how the friend reacted.' },
          { title: 'Learn the core conditions of listening', description: 'Write a card on empathy, warmth and genuineness and how each showed in your listening.' },
          { title: 'Role-play a first session', description: 'Role-play a first meeting and note the questions you asked.' },
        ],
      },
    ],
  },
  {
    code: '19-3032.00',
    aliases: ['IO psychologist', 'occupational psychologist', 'Arbeitspsychologe', 'Organisationspsychologe', 'psychologue du travail', 'psicólogo organizacional'],
    quests: [
      {
        title: 'Write a job analysis of a job you know',
        description: 'Interview someone about their job and list its tasks, skills and working conditions in a job analysis table. Show the table.',
        plan: [
          { title: 'Rank the tasks in the job analysis', description: 'Rate each task for importance and time spent.' },
          { title: 'Write interview questions', description: 'Write five structured interview questions for the job.' },
          { title: 'Design a survey', description: 'Write a short staff engagement survey.' },
        ],
      },
    ],
  },
  {
    code: '19-3039.00',
    aliases: ['research psychologist', 'Psychologe in der Forschung', 'psychologue chercheur', 'psicólogo investigador'],
    quests: [
      {
        title: 'Test memory with a word list experiment',
        description: 'Read a list of twenty words to three friends and ask them to recall as many as they can, noting which positions they remember best. Show the results chart.',
        plan: [
          { title: 'Chart the memory positions', description: 'Plot recall by position to see the first and last words remembered.' },
          { title: 'Change one condition in the experiment', description: 'Repeat the word list experiment with a short distraction before recall and compare.' },
          { title: 'Write an ethics note', description: 'Write the consent form you would use.' },
        ],
      },
    ],
  },
  {
    code: '19-3039.01',
    aliases: ['neuropsychologist', 'Neuropsychologe', 'neuropsychologue', 'neuropsicólogo'],
    quests: [
      {
        title: 'Map which brain areas do which jobs',
        description: 'Draw a brain from a free atlas and label the lobes and what each does, such as language and vision. Show the labelled drawing.',
        plan: [
          { title: 'Try a brain task', description: 'Do a free online reaction test and note what brain areas it uses.' },
          { title: 'Read about a brain test', description: 'Summarise how the clock-drawing test is used to check which brain areas work.' },
          { title: 'Write a brain injury case note', description: 'Write a made-up case summary linking a brain area to symptoms.' },
        ],
      },
    ],
  },
  {
    code: '19-3041.00',
    aliases: ['Soziologe', 'Soziologin', 'sociologue', 'sociólogo', 'socióloga'],
    quests: [
      {
        title: 'Observe who uses a public space and how',
        description: 'Sit in a café or square and note who is there, in groups or alone, and what they do. Show your field notes with three patterns you saw.',
        plan: [
          { title: 'Code the field notes', description: 'Sort your observations into themes.' },
          { title: 'Read a study', description: 'Summarise one sociology study on public space.' },
          { title: 'Write an essay', description: 'Write a one-page essay on what you saw.' },
        ],
      },
    ],
  },
  {
    code: '19-3051.00',
    aliases: ['town planner', 'city planner', 'urban planner', 'Stadtplaner', 'Stadtplanerin', 'urbaniste', 'urbanista'],
    quests: [
      {
        title: 'Score your neighbourhood for walkability',
        description: 'Walk ten minutes in each direction from your home and note shops, parks, bus stops, crossings and blank walls on a map. Show the map with a walkability score.',
        plan: [
          { title: 'Read a local plan policy for your neighbourhood', description: 'Find your area\'s local plan and summarise one policy that affects your neighbourhood\'s streets.' },
          { title: 'Comment on a planning application near your home', description: 'Read one live application near your home and draft a short comment on how it changes walkability.' },
          { title: 'Redesign a street corner', description: 'Sketch a better layout for one corner.' },
        ],
      },
    ],
  },
  {
    code: '19-3091.00',
    aliases: ['Anthropologe', 'anthropologue', 'antropólogo'],
    quests: [
      {
        title: 'Describe a family ritual as an anthropologist',
        description: 'Pick one family ritual, such as a holiday meal, and describe who does what, the objects used and their meaning. Show your field notes.',
        plan: [
          { title: 'Interview a relative about the ritual', description: 'Ask an older relative how the ritual has changed and note their words.' },
          { title: 'Compare the ritual across cultures', description: 'Compare the ritual with a similar one from another culture in a table.' },
          { title: 'Write an ethnography', description: 'Write a one-page ethnography.' },
        ],
      },
    ],
  },
  {
    code: '19-3091.01',
    aliases: ['cultural anthropologist', 'ethnographer', 'Ethnologe', 'Ethnologin', 'ethnologue', 'etnógrafo', 'antropóloga'],
    quests: [
      {
        title: 'Write ethnographic notes on a market',
        description: 'Spend 20 minutes at a market watching how people buy, bargain and greet, and write thick description notes. Show the notes.',
        plan: [
          { title: 'Map the market', description: 'Draw the market layout and where people gather.' },
          { title: 'Interview a market trader', description: 'Ask a market trader about their regular customers and how they bargain.' },
          { title: 'Write findings', description: 'Write one page on what you found.' },
        ],
      },
    ],
  },
  {
    code: '19-3091.02',
    aliases: ['archaeologist', 'Archäologe', 'Archäologin', 'archéologue', 'arqueólogo', 'arqueóloga'],
    quests: [
      {
        title: 'Record a find like an archaeologist',
        description: 'Pick an old object from your home, photograph it with a scale, measure it and fill in a find record card. Show the card.',
        plan: [
          { title: 'Draw the find', description: 'Draw the object at actual size with a scale bar.' },
          { title: 'Date the find from clues', description: 'Use the object\'s material, marks and style to estimate when it was made, and add it to the record card.' },
          { title: 'Read an excavation report', description: 'Read a public excavation report and list its finds and how they were dated.' },
        ],
      },
    ],
  },
  {
    code: '19-3092.00',
    aliases: ['Geograf', 'Geografin', 'géographe', 'geógrafo', 'geógrafa'],
    quests: [
      {
        title: 'Map how your town\'s land is used',
        description: 'Use a free online map and a short walk to mark housing, shops, industry, parks and farmland around your home on a land-use map. Show the colour-coded map.',
        plan: [
          { title: 'Compare your town\'s land use with an old map', description: 'Open a free historic map of the same area and mark where the land use has changed.' },
          { title: 'Walk a land-use transect', description: 'Walk a straight line across town and record the land use every 100 m as a transect table.' },
          { title: 'Explain the pattern', description: 'Write one page on why shops, housing and industry sit where they do in your town.' },
        ],
      },
    ],
  },
  {
    code: '19-3093.00',
    aliases: ['Historiker', 'Historikerin', 'historien', 'historienne', 'historiador', 'historiadora'],
    quests: [
      {
        title: 'Date and explain an old photograph',
        description: 'Find an old photo of your street or family and use clothes, cars, signs and buildings to date it. Show notes on each clue.',
        plan: [
          { title: 'Check the photograph\'s date in a newspaper archive', description: 'Find a newspaper from the year you guessed in a free archive and look for the same street, shop or event.' },
          { title: 'Rephotograph the same street today', description: 'Stand where the old photo was taken, photograph the scene now and list what changed.' },
          { title: 'Write a short history', description: 'Write one page on the place\'s history using both photos and the newspaper as sources.' },
        ],
      },
    ],
  },
  {
    code: '19-3094.00',
    aliases: ['Politikwissenschaftler', 'politologue', 'politólogo', 'politóloga'],
    quests: [
      {
        title: 'Compare two parties\' manifestos on one issue',
        description: 'Read two parties\' manifesto pages on one issue, such as housing, and list their promises side by side. Show the comparison table.',
        plan: [
          { title: 'Score each party\'s promises', description: 'Mark each promise in your table as specific, costed or vague, and count them per party.' },
          { title: 'Chart the election results behind the parties', description: 'Chart the last election results in your area for the two parties and note the margin, next to their main promises.' },
          { title: 'Write a neutral briefing', description: 'Write a one-page briefing on the issue that a voter from either side would call fair.' },
        ],
      },
    ],
  },
  {
    code: '19-3099.00',
    aliases: ['social researcher', 'Sozialwissenschaftler', 'chercheur en sciences sociales', 'científico social'],
    quests: [
      {
        title: 'Run a small poll on a local question',
        description: 'Ask ten people one question about your area and tally their answers by age group. Show the tally chart.',
        plan: [
          { title: 'Check who your local poll missed', description: 'Note who you asked and which local groups you missed, and how that could bias the answers.' },
          { title: 'Compare the tally with official data', description: 'Find official data on the same question and set it beside your tally.' },
          { title: 'Write a findings report', description: 'Write one page on the findings and how sure you can be of them.' },
        ],
      },
    ],
  },
  {
    code: '19-3099.01',
    aliases: ['transport planner', 'Verkehrsplaner', 'planificateur des transports', 'planificador de transporte'],
    quests: [
      {
        title: 'Map a bus route and its catchment',
        description: 'Pick a bus route, mark its stops on a map and shade the area within a five-minute walk of each stop. Show the map.',
        plan: [
          { title: 'Find gaps in the bus catchment', description: 'Mark streets outside the catchment on your map and estimate the homes there.' },
          { title: 'Count passengers at one route stop', description: 'Count people boarding at one stop on the route for fifteen minutes.' },
          { title: 'Propose a route change', description: 'Sketch a new stop or route change that closes the biggest gap.' },
        ],
      },
    ],
  },
  {
    code: '19-4011.00',
    aliases: ['ag tech', 'food science tech', 'Agrartechniker', 'technicien agricole', 'técnico agropecuario'],
    quests: [
      {
        title: 'Test seed germination rates',
        description: 'Put twenty seeds on damp kitchen paper in a bag and count how many sprout over five days. Show a germination table.',
        plan: [
          { title: 'Compare germination of two seed lots', description: 'Test an older packet and compare the two germination rates.' },
          { title: 'Read a seed label', description: 'List what a seed packet\'s label says about purity and germination.' },
          { title: 'Write a lab sheet', description: 'Write a results sheet as a seed-testing lab would, with sample code, dates and counts.' },
        ],
      },
    ],
  },
  {
    code: '19-4011.01',
    aliases: ['farm technician', 'agronomy technician', 'Landwirtschaftstechniker', 'technicien agronome', 'técnico agrícola'],
    quests: [
      {
        title: 'Count pests on garden leaves',
        description: 'Check twenty leaves on a garden plant and count aphids or other pests on each. Show a tally chart.',
        plan: [
          { title: 'Map the pests on the plant', description: 'Mark which leaves had most pests and where on the plant.' },
          { title: 'Identify the garden pests', description: 'Photograph and name three pests and any predators, such as ladybirds, on the leaves.' },
          { title: 'Suggest a control', description: 'Write a non-chemical control plan with a threshold for acting.' },
        ],
      },
    ],
  },
  {
    code: '19-4011.02',
    aliases: ['food lab technician', 'Lebensmitteltechniker', 'technicien de laboratoire alimentaire', 'técnico en alimentos'],
    quests: [
      {
        title: 'Measure sugar in drinks from their labels',
        description: 'Read the labels of five drinks, convert their sugar to teaspoons and line up sugar cubes to show it. Show a photo and table.',
        plan: [
          { title: 'Check the drink labels\' units', description: 'Convert per 100 ml values to per bottle.' },
          { title: 'Check the sugar with a density test', description: 'Float a small fruit or egg in each drink and rank which are densest, to compare with the sugar on the labels.' },
          { title: 'Write a quality report', description: 'Write up one drink\'s label check as a lab report.' },
        ],
      },
    ],
  },
  {
    code: '19-4021.00',
    aliases: ['biology technician', 'Biologielaborant', 'technicien de laboratoire en biologie', 'técnico de laboratorio biológico'],
    quests: [
      {
        title: 'Grow mould on bread and log it',
        description: 'Put bread slices in sealed bags in warm and cool places and photograph the mould each morning without opening the bags. Show the photo log.',
        plan: [
          { title: 'Measure the mould growth', description: 'Measure mould area with squared paper.' },
          { title: 'Label the bread samples', description: 'Write labels for each bread bag with date, place and conditions.' },
          { title: 'Write a lab notebook page', description: 'Record everything in lab notebook style, then bin the bags unopened.' },
        ],
      },
    ],
  },
  {
    code: '19-4031.00',
    aliases: ['Chemielaborant', 'Chemielaborantin', 'technicien chimiste', 'técnico químico'],
    quests: [
      {
        title: 'Make a dilution series with food colouring',
        description: 'Make a series of five dilutions of food colouring in cups and line them up to compare colour. Show a photo and the dilution table.',
        plan: [
          { title: 'Calculate the dilutions', description: 'Write the concentration of each cup as a fraction of the first.' },
          { title: 'Match an unknown to the dilution series', description: 'Ask a friend to make a mystery dilution and find its strength by comparing colours.' },
          { title: 'Keep a lab record', description: 'Write the test in a lab record format.' },
        ],
      },
    ],
  },
  {
    code: '19-4041.00',
    aliases: ['geology technician', 'petroleum technician', 'Geologietechniker', 'technicien en géologie', 'técnico en geología'],
    quests: [
      {
        title: 'Log a core sample from layered sand',
        description: 'Pour different sands and soils in layers into a clear bottle, push a straw in to take a core, and log its layers. Show the core log.',
        plan: [
          { title: 'Describe each core layer', description: 'Note colour, grain size and thickness.' },
          { title: 'Draw a strip log of the core', description: 'Draw a strip log of your core to scale with a symbol for each layer.' },
          { title: 'Read a real log', description: 'Read a public borehole log.' },
        ],
      },
    ],
  },
  {
    code: '19-4041.01',
    aliases: ['geophysical data tech', 'seismic data technician', 'Geophysiktechniker', 'technicien en géophysique', 'técnico en geofísica'],
    quests: [
      {
        title: 'Record vibrations with your phone',
        description: 'Use a free seismometer app to record vibrations from footsteps at different distances. Show screenshots and notes.',
        plan: [
          { title: 'Compare vibration records', description: 'Compare records by distance.' },
          { title: 'Read a real seismogram\'s vibrations', description: 'Find a public seismogram of a recent earthquake and label its P and S waves.' },
          { title: 'Plot an earthquake map', description: 'Plot recent quakes from a public feed.' },
        ],
      },
    ],
  },
  {
    code: '19-4041.02',
    aliases: ['rock sample technician', 'Probentechniker', 'technicien d\'essais géologiques', 'técnico de muestras geológicas'],
    quests: [
      {
        title: 'Test soil samples for water absorption',
        description: 'Weigh three dry soil samples, wet them, and weigh again to find how much water each holds. Show a table.',
        plan: [
          { title: 'Label the soil samples', description: 'Give each sample a code and record where it came from.' },
          { title: 'Sieve samples by grain size', description: 'Sieve one soil sample through kitchen sieves to sort grain sizes and relate them to water held.' },
          { title: 'Write a soil test report', description: 'Write up one sample with its code, grain sizes and water held.' },
        ],
      },
    ],
  },
  {
    code: '19-4051.00',
    aliases: ['nuclear tech', 'Nukleartechniker', 'technicien nucléaire', 'técnico nuclear'],
    quests: [
      {
        title: 'Measure background radiation from public data',
        description: 'Find a public radiation monitoring map and note readings in three places. Show a table with notes.',
        plan: [
          { title: 'Compare the radiation readings', description: 'Explain why readings differ.' },
          { title: 'Learn radiation dose units', description: 'Write a card on sieverts and grays and convert your readings.' },
          { title: 'Read a reactor fact sheet', description: 'Summarise a power station\'s public fact sheet.' },
        ],
      },
    ],
  },
  {
    code: '19-4051.01',
    aliases: ['nuclear plant operator', 'opérateur de réacteur', 'operador de reactor'],
    quests: [
      {
        title: 'Read a control room panel from photos',
        description: 'Study photos of a reactor control room and label the gauges for power, temperature and coolant. Show the labelled photo.',
        plan: [
          { title: 'Write a control room shift log', description: 'Write a made-up shift log entry with the panel readings you labelled.' },
          { title: 'Learn the control room alarms', description: 'List what control room operators do when an alarm sounds, from a public training summary.' },
          { title: 'Read a procedure', description: 'Read a public reactor procedure summary.' },
        ],
      },
    ],
  },
  {
    code: '19-4051.02',
    aliases: ['radiation monitoring technician', 'health physics technician', 'Strahlenschutztechniker', 'technicien en radioprotection', 'técnico en protección radiológica'],
    quests: [
      {
        title: 'Map the radiation sources in daily life',
        description: 'List sources of radiation you meet, such as bananas, flights and granite, with their doses. Show a chart.',
        plan: [
          { title: 'Compare radiation doses', description: 'Compare your list with a dose limit.' },
          { title: 'Learn the three radiation rules', description: 'Write a card on time, distance and shielding and how each cuts a radiation dose.' },
          { title: 'Read a monitoring report', description: 'Summarise a public monitoring report.' },
        ],
      },
    ],
  },
  {
    code: '19-4061.00',
    aliases: ['research assistant', 'social research assistant', 'wissenschaftliche Hilfskraft', 'assistant de recherche', 'asistente de investigación'],
    quests: [
      {
        title: 'Code interview answers into themes',
        description: 'Read ten answers to one open question from a public dataset and code them into themes. Show a coding table.',
        plan: [
          { title: 'Check the coding', description: 'Ask a friend to code the same answers and compare.' },
          { title: 'Enter the themes in a spreadsheet', description: 'Put your answer codes and themes in a spreadsheet and count each theme.' },
          { title: 'Write a themes summary', description: 'Write one page on the themes, with one quotation for each.' },
        ],
      },
    ],
  },
  {
    code: '19-4061.01',
    aliases: ['planning aide', 'planning assistant', 'Planungsassistent', 'assistant urbaniste', 'asistente de planificación urbana'],
    quests: [
      {
        title: 'Check a planning application against the rules',
        description: 'Pick a planning application from your council\'s site and check it against three local rules, such as height. Show a checklist.',
        plan: [
          { title: 'Map the application', description: 'Mark the site on a map with neighbours.' },
          { title: 'Write an officer-style planning report', description: 'Write a short officer-style report on the application.' },
          { title: 'Count applications', description: 'Tally applications by type for one month.' },
        ],
      },
    ],
  },
  {
    code: '19-4091.00',
    aliases: ['environmental protection technician', 'environmental health technician', 'Umweltschutztechniker', 'technicien en protection de l\'environnement', 'técnico en protección ambiental'],
    quests: [
      {
        title: 'Measure air quality with a public sensor map',
        description: 'Find a public air sensor map, note readings near your home at three times, and compare with limits. Show a table.',
        plan: [
          { title: 'Compare air readings', description: 'Compare the readings with traffic times.' },
          { title: 'Add a second sensor reading near a park', description: 'Note readings from a sensor near a park and compare the air there with your street.' },
          { title: 'Write a monitoring plan', description: 'Write a plan for a month of monitoring.' },
        ],
      },
    ],
  },
  {
    code: '19-4092.00',
    aliases: ['CSI', 'crime scene investigator', 'forensic scientist', 'Kriminaltechniker', 'technicien en police scientifique', 'técnico forense'],
    quests: [
      {
        title: 'Lift fingerprints from a glass with cocoa powder',
        description: 'Press a finger on a clean glass, dust it with cocoa powder and a soft brush, and lift the print with clear tape onto card. Show the card with the ridge pattern named.',
        plan: [
          { title: 'Classify the fingerprints', description: 'Take your own prints and sort them into loops, whorls and arches.' },
          { title: 'Compare two lifted prints', description: 'Lift a second print from the glass and find three ridge details that match or differ.' },
          { title: 'Write a chain of custody', description: 'Fill in a chain of custody form for the card.' },
        ],
      },
    ],
  },
  {
    code: '19-4093.00',
    aliases: ['forestry technician', 'forest technician', 'Forsttechniker', 'technicien forestier', 'técnico forestal'],
    quests: [
      {
        title: 'Measure and tag trees in a plot',
        description: 'Mark a small plot in a park, measure the girth of each tree and record species. Show a plot sheet.',
        plan: [
          { title: 'Map the trees in the plot', description: 'Draw where each tree stands.' },
          { title: 'Check tree health in the plot', description: 'Note signs of disease or damage on each tree and which species suffer most.' },
          { title: 'Write a report', description: 'Summarise the plot\'s trees.' },
        ],
      },
    ],
  },
  {
    code: '19-4099.00',
    aliases: ['science technician', 'Naturwissenschaftlicher Techniker', 'technicien scientifique', 'técnico científico'],
    quests: [
      {
        title: 'Calibrate a kitchen thermometer',
        description: 'Test a thermometer in ice water and boiling water and record how far it is from 0 and 100. Show a calibration record.',
        plan: [
          { title: 'Repeat the thermometer test', description: 'Do three readings each and average.' },
          { title: 'Write a calibration procedure', description: 'Write the steps as a lab procedure for the thermometer.' },
          { title: 'Label the thermometer', description: 'Make a calibration label.' },
        ],
      },
    ],
  },
  {
    code: '19-4099.01',
    aliases: ['QC analyst', 'QC lab analyst', 'Qualitätskontrolleur', 'analyste contrôle qualité', 'analista de control de calidad'],
    quests: [
      {
        title: 'Check a batch of biscuits against a specification',
        description: 'Write a specification for a packet of biscuits, such as weight and size, then measure ten biscuits and mark pass or fail. Show the results table.',
        plan: [
          { title: 'Chart biscuit weights on a control chart', description: 'Plot the biscuit weights on a control chart with your specification limits.' },
          { title: 'Write a deviation for each biscuit failure', description: 'Record any failure as a deviation with a likely cause.' },
          { title: 'Review a certificate', description: 'Read a product\'s certificate of analysis.' },
        ],
      },
    ],
  },
  {
    code: '19-4099.02',
    aliases: ['precision ag technician', 'Präzisionslandwirtschaftstechniker', 'technicien en agriculture de précision', 'técnico en agricultura de precisión'],
    quests: [
      {
        title: 'Map yield differences in a garden bed',
        description: 'Mark a vegetable bed into a grid and weigh or count the harvest from each square. Show a grid map with yields.',
        plan: [
          { title: 'Compare soil in each square', description: 'Note soil and sun in each square.' },
          { title: 'Read a farm yield map', description: 'Find a public farm yield map and describe its patterns.' },
          { title: 'Plan variable rate', description: 'Write where you\'d add more or less fertiliser.' },
        ],
      },
    ],
  },
  {
    code: '19-4099.03',
    aliases: ['remote sensing tech', 'GIS imagery technician', 'Fernerkundungstechniker', 'technicien en télédétection', 'técnico en teledetección'],
    quests: [
      {
        title: 'Classify land cover in a satellite image',
        description: 'Take a free satellite image of your area and colour it by land cover: water, trees, fields and buildings. Show the map.',
        plan: [
          { title: 'Check the land cover accuracy', description: 'Check five points on the ground or in street view.' },
          { title: 'Measure the area of each land cover class', description: 'Estimate the area of each class from the satellite image\'s scale.' },
          { title: 'Write a land cover summary', description: 'Write a one-page summary of how much of your area is green, built and water.' },
        ],
      },
    ],
  },
];
