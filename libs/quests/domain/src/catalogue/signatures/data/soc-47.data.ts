import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 47. */
export const SIGNATURES_47: readonly SignatureEntry[] = [
  {
    code: '47-1011.00',
    aliases: ['site foreman', 'construction foreman', 'general foreman', 'Polier', 'chef de chantier', 'capataz de obra'],
    quests: [
      {
        title: 'Draw up a three-week look-ahead for a small build',
        description: 'Pick a simple job such as a garden wall or a shed, list every trade task it needs, and lay them out as a three-week look-ahead chart showing who works when. Show the chart with the task that holds up all the others circled.',
        plan: [
          { title: 'List the trades a garden-shed build needs', description: 'Write every trade task from base to felt, and note which trade does each one and how many days it takes.' },
          { title: 'Find the critical path on your look-ahead chart', description: 'Mark which tasks must wait for another to finish and circle the chain with no slack in it.' },
          { title: 'Write a morning toolbox talk', description: 'Draft a five-minute safety talk for the crew on one hazard of the week\'s work, with three points and a question to ask them.' },
          { title: 'Read a real site diary page', description: 'Find a published example of a site diary and list what a foreman records each day: weather, labour, deliveries, delays.' },
        ],
      },
    ],
  },
  {
    code: '47-1011.03',
    aliases: ['solar project manager', 'PV installation manager', 'solar site lead'],
    quests: [
      {
        title: 'Plan the crew day for a home solar install',
        description: 'Sketch a house roof from photos, mark where the panels, inverter and cable run would go, and write the crew schedule for the install day in order. Show the sketch and the schedule together.',
        plan: [
          { title: 'Sketch the panel array layout on a plan of the roof', description: 'Draw the roof to rough scale from street photos and fit a grid of panels, leaving the edge setbacks a fire code asks for.' },
          { title: 'Order the install-day schedule step by step', description: 'List mounting, racking, panels, cabling, inverter and inspection in order, with the crew member responsible for each.' },
          { title: 'List the permits and the inspection', description: 'Look up what your local authority asks for before a home solar system is connected, and write the steps as a checklist.' },
          { title: 'Cost the job on one page', description: 'Estimate panels, inverter, racking and labour from published prices and write a one-page quote.' },
        ],
      },
    ],
  },
  {
    code: '47-2011.00',
    aliases: ['boilermaker', 'boiler maker', 'Kesselbauer', 'chaudronnier', 'calderero'],
    quests: [
      {
        title: 'Sketch how a water-tube boiler is put together',
        description: 'Watch a video tour of an industrial boiler and draw a cut-away of its drums, tubes, burner and flue, with arrows for water, steam and hot gas. Show the labelled diagram.',
        plan: [
          { title: 'Label the drums and tubes on your boiler diagram', description: 'Mark the steam drum, mud drum and the tube walls between them, and note which side carries water and which carries flue gas.' },
          { title: 'Compare a fire-tube and a water-tube boiler', description: 'Draw both side by side and write one sentence on why big plants use water-tube designs for high pressure.' },
          { title: 'Read a page of a pressure vessel code', description: 'Find a public summary of the boiler and pressure vessel code and list three rules about how plates and joints are checked.' },
          { title: 'Follow a plate from flat sheet to shell', description: 'Watch how plate is rolled into a cylinder and list each forming step in order.' },
        ],
      },
    ],
  },
  {
    code: '47-2021.00',
    aliases: ['bricklayer', 'brickie', 'blocklayer', 'Maurer', 'maçon', 'albañil'],
    quests: [
      {
        title: 'Identify brick bonds on your street',
        description: 'Walk your street and photograph four brick walls, then name each bond (stretcher, English, Flemish, header) by the pattern of long and short faces. Show the photos with a sketch of each bond.',
        plan: [
          { title: 'Sketch the four common brick bonds', description: 'Draw stretcher, English, Flemish and header bond on squared paper, colouring headers and stretchers differently.' },
          { title: 'Spot bond patterns and mortar joints on real walls', description: 'For each photographed wall, note the bond and the joint finish: flush, bucket-handle, weathered or raked.' },
          { title: 'Set out a course with toy blocks', description: 'Lay a corner of English bond with building blocks or sugar cubes and check the perpends line up every other course.' },
          { title: 'Work out bricks per square metre', description: 'Use the standard brick size and a 10 mm joint to calculate how many bricks a one-metre-square wall needs.' },
        ],
      },
    ],
  },
  {
    code: '47-2022.00',
    aliases: ['stone mason', 'stoneworker', 'Steinmetz', 'tailleur de pierre', 'cantero'],
    quests: [
      {
        title: 'Read the stonework of a local old building',
        description: 'Visit an old church, bridge or wall and photograph its stonework, then note whether it is rubble, coursed or ashlar and how the corners are built. Show the photos with your notes.',
        plan: [
          { title: 'Sort stonework into rubble, coursed and ashlar', description: 'Find one example of each and sketch how the stones sit and how thick the joints are.' },
          { title: 'Find the quoins and lintels on the building', description: 'Mark on a sketch where the big dressed stones carry corners and openings.' },
          { title: 'Learn the dressing tools by their marks', description: 'Watch a mason at work on video and match the point, claw and chisel to the tool marks they leave.' },
          { title: 'Draw one stone ready to be cut', description: 'Draw a simple block with its bed, face and joints labelled, the way a banker mason\'s template would show it.' },
        ],
      },
    ],
  },
  {
    code: '47-2031.00',
    aliases: ['chippy', 'Zimmermann', 'Zimmerer', 'charpentier', 'menuisier', 'carpintero', 'carpintera'],
    quests: [
      {
        title: 'Sketch the joints in a piece of your furniture',
        description: 'Pick a table, chair or drawer at home and work out how its parts are joined: dovetail, mortise and tenon, dowel, biscuit or screw. Show a labelled sketch of each joint you found.',
        plan: [
          { title: 'Name five common wood joints', description: 'Draw a butt, lap, mortise and tenon, dovetail and dowel joint and write where each is strongest.' },
          { title: 'Read the grain on your furniture\'s parts', description: 'Look at the end grain and face of each part and note why the maker ran the grain that way.' },
          { title: 'Mark out a joint on scrap card', description: 'Use a pencil, square and ruler to mark a half-lap joint on card and cut it with scissors to test the fit.' },
          { title: 'Make a cutting list for a small shelf', description: 'List each board with its length, width and thickness for a simple wall shelf.' },
        ],
      },
      {
        title: 'Find the studs and joists behind a wall by tapping',
        description: 'Test a plasterboard wall by tapping along it with a knuckle and listen for the change from hollow to solid, marking each stud with low-tack tape. Show a photo of the wall with the spacing measured.',
        plan: [
          { title: 'Tap out the studs along the wall', description: 'Mark each solid spot with tape and measure the gaps between them.' },
          { title: 'Check the stud spacing against the standard centres', description: 'Compare your gaps with 400 and 600 mm centres and note any odd ones near doors.' },
          { title: 'Plan a shelf fixing into the studs', description: 'Sketch where a shelf\'s brackets would go so both screws land in timber.' },
        ],
      },
    ],
  },
  {
    code: '47-2031.01',
    aliases: ['site carpenter', 'framing carpenter', 'formwork carpenter'],
    quests: [
      {
        title: 'Draw the formwork for a concrete step',
        description: 'Pick a concrete step or kerb near you and draw the timber formwork that would have held it while it set: sides, stakes, braces and the stop end. Show the labelled drawing with sizes.',
        plan: [
          { title: 'Measure the concrete step you chose', description: 'Record its length, rise and tread and sketch it in elevation with dimensions.' },
          { title: 'Add stakes and braces to the formwork drawing', description: 'Show how the side boards are held against the pressure of wet concrete and where they are fixed.' },
          { title: 'Compare formwork for a slab, a wall and a column', description: 'Watch a site video and note how each is shuttered and stripped.' },
          { title: 'List the timber and fixings', description: 'Write the material list for your step\'s formwork with sizes and quantities.' },
        ],
      },
    ],
  },
  {
    code: '47-2031.02',
    aliases: ['framer', 'stud framer', 'house framer'],
    quests: [
      {
        title: 'Lay out a stud wall with a window opening',
        description: 'Draw a 3-metre stud wall on squared paper with studs at 400 or 600 mm centres, a window with its header, king and jack studs, and the plates. Show the layout with every member named.',
        plan: [
          { title: 'Mark stud centres on the wall layout', description: 'Space studs along the bottom plate from one end and note where sheet edges will land.' },
          { title: 'Frame the window opening in the wall', description: 'Add the header, jack studs, king studs, sill and cripples, and note what each carries.' },
          { title: 'Count the timber for the wall', description: 'Write a take-off list of studs, plates and header pieces with lengths.' },
        ],
      },
    ],
  },
  {
    code: '47-2041.00',
    aliases: ['carpet fitter', 'carpet layer', 'Teppichleger', 'poseur de moquette', 'instalador de alfombras'],
    quests: [
      {
        title: 'Plan where the seams go in a carpeted room',
        description: 'Measure one room at home, draw it to scale, and plan how a 4-metre-wide roll would be cut to cover it with the fewest seams, kept out of walkways. Show the seam plan and how much carpet it needs.',
        plan: [
          { title: 'Measure the room for carpet to scale', description: 'Record every wall, door and alcove and draw the floor plan on squared paper.' },
          { title: 'Fit the carpet roll width on the plan', description: 'Lay strips of the roll\'s width on your plan and try two layouts, noting seam positions and waste.' },
          { title: 'Identify the gripper, underlay and threshold parts', description: 'Look at a carpeted room and list how the edges and doorways are finished.' },
        ],
      },
    ],
  },
  {
    code: '47-2042.00',
    aliases: ['vinyl floor layer', 'LVT fitter', 'lino fitter', 'Bodenleger', 'solier', 'solador'],
    quests: [
      {
        title: 'Draw a scribe-and-cut plan for a vinyl floor',
        description: 'Pick a kitchen or bathroom floor with pipes and door frames, sketch it, and mark where a vinyl sheet would need relief cuts and a scribed edge. Show the marked-up sketch.',
        plan: [
          { title: 'Sketch the floor obstacles to scale', description: 'Mark pipes, door architraves, the toilet base and wall bows on the floor sketch.' },
          { title: 'Plan relief cuts around each obstacle', description: 'Draw where the vinyl sheet would be notched and trimmed, and in what order.' },
          { title: 'Compare sheet vinyl, LVT and linoleum', description: 'List how each is laid, joined and fixed down and which suits a wet room.' },
        ],
      },
    ],
  },
  {
    code: '47-2043.00',
    aliases: ['floor sander', 'wood floor refinisher', 'parquet sander', 'Parkettschleifer', 'ponceur de parquet', 'pulidor de suelos'],
    quests: [
      {
        title: 'Read the wear on a wooden floor',
        description: 'Look closely at a wooden floor at home or in a public building and map the scratches, worn finish and gaps between boards. Show a sketch of the floor with a plan for which sanding grits it would need.',
        plan: [
          { title: 'Map wear patterns on the wooden floor', description: 'Shade the traffic lanes, dents and worn patches on a floor sketch.' },
          { title: 'Learn the sanding grit sequence', description: 'Watch a refinishing video and write down each grit, the direction of sanding, and why the steps go from coarse to fine.' },
          { title: 'Compare oil, hard-wax and lacquer finishes', description: 'List how each looks, wears and is repaired.' },
        ],
      },
    ],
  },
  {
    code: '47-2044.00',
    aliases: ['tiler', 'tile setter', 'Fliesenleger', 'carreleur', 'alicatador'],
    quests: [
      {
        title: 'Set out a tiled wall so the cuts are even',
        description: 'Measure a wall at home and draw its tiling layout on squared paper, moving the centre line so no cut tile at an edge is thinner than half a tile. Show the layout with the cut sizes.',
        plan: [
          { title: 'Measure the wall and find its centre for tiling', description: 'Mark the wall width and height and draw a centre line on your plan.' },
          { title: 'Balance the edge cuts on the tile layout', description: 'Try starting with a joint or a tile on the centre line and keep the version with larger edge cuts.' },
          { title: 'Count tiles, adhesive and grout', description: 'Work out tile numbers with ten percent spare and the adhesive area from the packet.' },
          { title: 'Compare marble and ceramic setting', description: 'Note how natural stone needs a different adhesive, sealing and handling from ceramic.' },
        ],
      },
    ],
  },
  {
    code: '47-2051.00',
    aliases: ['concrete finisher', 'cement finisher', 'Betonbauer', 'finisseur de béton', 'acabador de concreto'],
    quests: [
      {
        title: 'Find the control joints in a pavement',
        description: 'Walk a concrete path or driveway and photograph its joints and cracks, then note the spacing and whether cracks follow the joints. Show the photos with a sketch of the slab and joint spacing.',
        plan: [
          { title: 'Measure control joint spacing on the pavement', description: 'Pace out the distance between joints and compare it with the slab thickness rule of thumb.' },
          { title: 'Sort the concrete surface finishes you see', description: 'Find broom, float, trowel and exposed-aggregate finishes and note where each is used.' },
          { title: 'Follow a slab pour from a video', description: 'List screeding, bull floating, edging, jointing and curing in order.' },
        ],
      },
    ],
  },
  {
    code: '47-2053.00',
    aliases: ['terrazzo finisher', 'terrazzo installer', 'Terrazzoleger'],
    quests: [
      {
        title: 'Draw a terrazzo floor panel with its divider strips',
        description: 'Find a terrazzo floor in a public building, photograph it, and draw one panel showing the metal divider strips, the chip sizes and colours. Show the drawing.',
        plan: [
          { title: 'Photograph a terrazzo floor close up', description: 'Note the chip sizes, the matrix colour and the spacing of divider strips.' },
          { title: 'Sketch a terrazzo panel layout', description: 'Draw the panel and strips on squared paper and note why strips sit at set spacings.' },
          { title: 'Order the terrazzo steps from a video', description: 'List strip setting, pouring, rolling, curing, grinding and sealing in order.' },
        ],
      },
    ],
  },
  {
    code: '47-2061.00',
    aliases: ['labourer', 'builder\'s labourer', 'site labourer', 'Bauhelfer', 'manœuvre', 'peón de obra'],
    quests: [
      {
        title: 'Make a site set-up plan for a small job',
        description: 'Pick a small job such as a garden path and draw where the skip, material stack, mixing area and walkway would go so nothing blocks anything else. Show the labelled plan.',
        plan: [
          { title: 'List the materials for the path job', description: 'Write the quantities of sub-base, sand and slabs, and where each would be stacked.' },
          { title: 'Mark safe walkways on the site plan', description: 'Show barriers, signs and where pedestrians pass the work.' },
          { title: 'Learn the hand tools of a site labourer', description: 'Name ten tools a labourer uses and what each is for, with a quick sketch.' },
        ],
      },
    ],
  },
  {
    code: '47-2071.00',
    aliases: ['asphalt paver operator', 'roller operator', 'tamping operator'],
    quests: [
      {
        title: 'Map the layers under a patch of road',
        description: 'Watch a road resurfacing video and draw the layers from sub-base to surface course, with their thickness and what each does. Show the labelled cross-section.',
        plan: [
          { title: 'Draw the road layers cross-section', description: 'Label sub-grade, sub-base, base course, binder and surface course with typical thickness.' },
          { title: 'Watch how the paver and roller lay asphalt', description: 'Note the screed, the temperature window and the rolling pattern in a video.' },
          { title: 'Spot paving defects in your street', description: 'Photograph ravelling, rutting and cracking and name each.' },
        ],
      },
    ],
  },
  {
    code: '47-2072.00',
    aliases: ['pile driver', 'piling operator', 'Rammenführer'],
    quests: [
      {
        title: 'Sketch how piles hold up a building',
        description: 'Watch a piling video and draw a cross-section of soil layers with end-bearing and friction piles reaching down through them. Show the labelled sketch.',
        plan: [
          { title: 'Label end-bearing and friction piles in your sketch', description: 'Mark where each kind gets its support from the ground.' },
          { title: 'Compare driven, bored and sheet piles', description: 'List how each goes into the ground and one place each is used.' },
          { title: 'Read a soil borehole log', description: 'Find a published borehole log and note the layers and where the firm stratum starts.' },
        ],
      },
    ],
  },
  {
    code: '47-2073.00',
    aliases: ['plant operator', 'heavy equipment operator', 'Baumaschinenführer', 'conducteur d\'engins', 'operador de maquinaria pesada'],
    quests: [
      {
        title: 'Plan the dig sequence for a house foundation',
        description: 'Sketch a small house foundation and plan, as a numbered diagram, where the excavator sits, where the spoil goes and the order of trenches so the machine never blocks itself in. Show the diagram.',
        plan: [
          { title: 'Draw the foundation trenches to scale', description: 'Mark the trench runs, widths and depths on squared paper.' },
          { title: 'Number the digging sequence and spoil heaps', description: 'Show where the machine stands for each cut and where the spoil and trucks go.' },
          { title: 'Learn the hand signals used with plant', description: 'Study the standard banksman signals and draw six of them.' },
        ],
      },
    ],
  },
  {
    code: '47-2081.00',
    aliases: ['drywaller', 'plasterboarder', 'drylining fitter', 'Trockenbauer', 'plaquiste', 'instalador de pladur'],
    quests: [
      {
        title: 'Plan the boards for a plasterboard wall',
        description: 'Measure one wall at home and draw how full plasterboard sheets would be hung on it, with joints staggered and off the corners of openings. Show the board layout and the number of sheets.',
        plan: [
          { title: 'Measure the wall for plasterboard sheets', description: 'Record the wall and its openings and draw it on squared paper.' },
          { title: 'Stagger the board joints on the layout', description: 'Place the sheets so no joint lines up with a door or window corner.' },
          { title: 'Draw a suspended ceiling grid', description: 'Sketch a ceiling tile grid for the same room with main runners and cross tees.' },
        ],
      },
    ],
  },
  {
    code: '47-2082.00',
    aliases: ['drywall taper', 'taper and finisher', 'jointer', 'Spachtler'],
    quests: [
      {
        title: 'Grade plasterboard joints by finish level',
        description: 'Find painted plasterboard walls at home or in a public building and, with a torch held flat to the wall, spot taped joints and screw heads showing through. Show notes grading each wall against the published levels of finish.',
        plan: [
          { title: 'Read the levels of plasterboard finish', description: 'Summarise what each level of finish involves, from tape only to skim coat.' },
          { title: 'Raking torch test on painted joints', description: 'Hold a torch flat to the wall and note ridges, dips and visible tape.' },
          { title: 'Order the taping coats from a video', description: 'List bedding, tape, second coat, feathering and sanding in order.' },
        ],
      },
    ],
  },
  {
    code: '47-2111.00',
    aliases: ['sparky', 'sparkie', 'electrician apprentice', 'Elektriker', 'électricien', 'electricista'],
    quests: [
      {
        title: 'Draw the wiring plan of one room at home',
        description: 'Walk one room and note every socket, switch and light, then draw a floor plan with the standard electrical symbols and lines showing which switch controls which light. Show the plan.',
        plan: [
          { title: 'Learn the electrical symbols for a room plan', description: 'Copy the symbols for sockets, switches, lights and consumer unit from a wiring guide.' },
          { title: 'Mark switching on the room plan', description: 'Draw a dashed line from each switch to the light it controls, including two-way switching.' },
          { title: 'Read a page of the wiring regulations', description: 'Find a public guide to your country\'s wiring rules and note the zones in a bathroom.' },
        ],
      },
      {
        title: 'Read the labels on your home\'s consumer unit',
        description: 'Look at, without opening, the consumer unit or distribution board in your home and copy down every label and rating printed on its front. Show a list matching each protective device to the rooms it serves.',
        plan: [
          { title: 'Copy the ratings from the consumer unit front', description: 'Note each device\'s current rating and type letter, and which ones are RCDs or RCBOs.' },
          { title: 'Match each protective device to its rooms', description: 'Use the printed labels to list which sockets, lights and appliances each one protects.' },
          { title: 'Learn why cable size matches the rating', description: 'Read how a 6 mm² cooker cable and a 2.5 mm² socket ring pair with their device ratings.' },
        ],
      },
    ],
  },
  {
    code: '47-2121.00',
    aliases: ['glazier', 'window fitter', 'Glaser', 'vitrier', 'cristalero'],
    quests: [
      {
        title: 'Identify the glass in your windows and doors',
        description: 'Look at the glass in your home\'s windows and doors, find any safety marks in the corners, and note whether each pane is float, toughened, laminated or double-glazed. Show a list with a photo of one mark.',
        plan: [
          { title: 'Find the safety marks in the glass corners', description: 'Photograph each mark you find and decode what the standard numbers mean.' },
          { title: 'Sketch a double-glazed unit in section', description: 'Label the panes, spacer bar, desiccant, seal and gas gap.' },
          { title: 'Find where safety glass is required', description: 'Read the rules on critical locations near doors and low panes and check two at home.' },
        ],
      },
    ],
  },
  {
    code: '47-2131.00',
    aliases: ['insulation installer', 'loft insulation fitter', 'Dämmer', 'isolateur', 'aislador'],
    quests: [
      {
        title: 'Map where your home loses heat',
        description: 'Walk round your home on a cold day, feel for draughts and cold walls, and mark on a floor plan where insulation is missing or thin in the loft, walls and floor. Show the annotated plan.',
        plan: [
          { title: 'Mark cold spots and draughts on the home plan', description: 'Use the back of your hand or a candle flame to find draughts at skirting, loft hatch and windows.' },
          { title: 'Compare insulation R-values', description: 'List mineral wool, PIR board and blown cellulose with their thermal values per 100 mm.' },
          { title: 'Work out loft insulation depth', description: 'Read the recommended loft depth and calculate how many rolls a loft of your size would need.' },
        ],
      },
    ],
  },
  {
    code: '47-2132.00',
    aliases: ['pipe lagger', 'lagger', 'mechanical insulator', 'Isolierer'],
    quests: [
      {
        title: 'Survey the pipe insulation in a boiler cupboard',
        description: 'Look at the hot and cold pipes in your boiler cupboard or under a sink and note which are lagged, what material covers them and where gaps are. Show a sketch of the pipe runs with the lagging marked.',
        plan: [
          { title: 'Sketch the pipe runs and their lagging', description: 'Draw each pipe, its size and whether it carries hot or cold water.' },
          { title: 'Compare foam, mineral wool and cladding for pipes', description: 'Note the temperature range and where each pipe insulation is used.' },
          { title: 'Watch how a bend is lagged', description: 'Follow a video on cutting segments for an elbow and sketch the cut pattern.' },
        ],
      },
    ],
  },
  {
    code: '47-2141.00',
    aliases: ['decorator', 'painter and decorator', 'house painter', 'Maler', 'peintre en bâtiment', 'pintor de brocha gorda'],
    quests: [
      {
        title: 'Write a surface-prep plan for one painted wall',
        description: 'Inspect a painted wall or door at home for cracks, flaking, stains and gloss, and write the preparation steps and coats it needs in order. Show the wall sketch with the plan.',
        plan: [
          { title: 'Mark defects on the painted wall', description: 'Note cracks, nail holes, flaking, mould and shiny patches on a sketch.' },
          { title: 'Order preparation, primer and coats', description: 'List filling, sanding, cleaning, priming and top coats for the surface.' },
          { title: 'Work out paint quantity', description: 'Measure the area and use the tin\'s coverage rate to calculate litres for two coats.' },
        ],
      },
    ],
  },
  {
    code: '47-2142.00',
    aliases: ['wallpaper hanger', 'paper hanger', 'Tapezierer', 'poseur de papier peint', 'empapelador'],
    quests: [
      {
        title: 'Plan the pattern match for a wallpapered room',
        description: 'Measure a room and pick a wallpaper with a pattern repeat, then draw where the first drop goes and work out how many rolls the repeat adds. Show the layout and the roll count.',
        plan: [
          { title: 'Measure the room for wallpaper drops', description: 'Record wall widths, heights and openings on a sketch.' },
          { title: 'Calculate waste from the pattern repeat', description: 'Use a straight-match and a drop-match repeat and compare roll counts.' },
          { title: 'Pick where the first drop starts', description: 'Mark the plumb line and where the last mismatch would hide.' },
        ],
      },
    ],
  },
  {
    code: '47-2151.00',
    aliases: ['drainlayer', 'pipe layer', 'drain layer', 'Rohrleger', 'poseur de canalisations'],
    quests: [
      {
        title: 'Work out the fall of a drain pipe',
        description: 'Trace your home\'s drain route from a gully or manhole cover to the street, estimate its length, and calculate how far it must drop for a 1 in 40 fall. Show a sketch of the run with the levels.',
        plan: [
          { title: 'Trace the drain route from manhole covers', description: 'Find the covers and draw the likely pipe run between them.' },
          { title: 'Calculate the fall along the drain', description: 'Work out the drop for 1 in 40 and 1 in 80 gradients over your run.' },
          { title: 'Draw a trench and bedding section', description: 'Sketch the pipe bedding, side fill and backfill layers.' },
        ],
      },
    ],
  },
  {
    code: '47-2152.00',
    aliases: ['plumber and pipefitter', 'pipe trades', 'plumbing and heating engineer'],
    quests: [
      {
        title: 'Trace the water pipes in your home',
        description: 'Follow the cold main from the stop tap, and the hot supply from the boiler or cylinder, to every tap, and draw them as a simple diagram. Show the diagram with the stop tap and valves marked.',
        plan: [
          { title: 'Find the stop tap and main water pipes', description: 'Locate the stop tap and note where the supply enters the home.' },
          { title: 'Mark valves and fittings on the schematic', description: 'Add isolating valves, tees and elbows with their symbols.' },
          { title: 'Compare copper, plastic and steel pipe', description: 'List where each is used and how it is joined.' },
        ],
      },
    ],
  },
  {
    code: '47-2152.01',
    aliases: ['pipefitter', 'steamfitter', 'pipe fitter', 'Rohrschlosser', 'tuyauteur', 'tubero'],
    quests: [
      {
        title: 'Read a piping isometric drawing',
        description: 'Find a sample piping isometric online and list every fitting, valve and pipe length on it as a bill of materials. Show the list beside the drawing.',
        plan: [
          { title: 'Learn the isometric piping symbols', description: 'Copy the symbols for flanges, elbows, tees, reducers and valves.' },
          { title: 'Write the bill of materials for the isometric', description: 'Count each fitting and total the pipe length.' },
          { title: 'Sketch a steam trap and why it is there', description: 'Draw how a trap lets condensate out and keeps steam in.' },
        ],
      },
    ],
  },
  {
    code: '47-2152.02',
    aliases: ['plumber', 'plumbing engineer', 'Klempner', 'Installateur', 'plombier', 'fontanero', 'plomero'],
    quests: [
      {
        title: 'Work out how a toilet cistern fills and flushes',
        description: 'Open the lid of a toilet cistern and watch a full flush, then draw the fill valve, float, flush valve and overflow with arrows for the water. Show the labelled diagram.',
        plan: [
          { title: 'Label the cistern parts on the diagram', description: 'Name the fill valve, float, flush valve or siphon and overflow.' },
          { title: 'Follow a flush cycle in the cistern', description: 'Note in order what happens from pressing the button to the valve shutting off.' },
          { title: 'Diagnose a running toilet', description: 'List the three usual faults that keep water running and how a plumber checks each.' },
          { title: 'Sketch a sink trap', description: 'Draw the trap and waste under a basin and explain the water seal.' },
        ],
      },
    ],
  },
  {
    code: '47-2161.00',
    aliases: ['plasterer', 'stucco mason', 'renderer', 'Stuckateur', 'Verputzer', 'plâtrier', 'yesero', 'estucador'],
    quests: [
      {
        title: 'Survey plaster and render defects on a building',
        description: 'Walk round a house or public building and photograph plaster or render that is cracked, blown, stained or patched. Show the photos with notes on what likely caused each.',
        plan: [
          { title: 'Photograph render defects and their causes', description: 'Note map cracking, blown areas and damp staining and guess each cause.' },
          { title: 'Compare lime, gypsum and cement plasters', description: 'List where each is used and why lime suits old walls.' },
          { title: 'Order the coats of a three-coat render', description: 'Write scratch, floating and finishing coats with their thickness.' },
        ],
      },
    ],
  },
  {
    code: '47-2171.00',
    aliases: ['rebar fixer', 'steel fixer', 'ironworker rebar', 'Eisenflechter', 'ferrailleur', 'ferrallista'],
    quests: [
      {
        title: 'Read a bar bending schedule',
        description: 'Find a sample bar bending schedule and a reinforcement drawing online, and sketch three of the bar shapes with their bar marks and dimensions. Show the sketches and a note of total bar length.',
        plan: [
          { title: 'Decode the bar marks in the schedule', description: 'Note the bar diameter, type, number and shape code for each line.' },
          { title: 'Sketch the cage for a small concrete beam', description: 'Draw the main bars, links and concrete cover.' },
          { title: 'Calculate the weight of bars', description: 'Use the kilograms per metre for each diameter to total the schedule.' },
        ],
      },
    ],
  },
  {
    code: '47-2181.00',
    aliases: ['roofer', 'roof tiler', 'slater', 'Dachdecker', 'couvreur', 'techador'],
    quests: [
      {
        title: 'Identify roof coverings from the street',
        description: 'Walk your street and, from the pavement, photograph five roofs and name their covering, pitch and flashings. Show the photos with labels.',
        plan: [
          { title: 'Name the roof covering and pitch', description: 'Tell slate, plain tile, interlocking tile, felt and metal apart in your photos.' },
          { title: 'Spot the flashings and ridge details from the ground', description: 'Find lead flashing, valleys, verges and ridge tiles and sketch one.' },
          { title: 'Draw a roof section', description: 'Sketch rafters, membrane, battens and tiles with the lap of each course.' },
        ],
      },
    ],
  },
  {
    code: '47-2211.00',
    aliases: ['sheet metal worker', 'tinsmith', 'ductwork fitter', 'Blechner', 'tôlier', 'hojalatero'],
    quests: [
      {
        title: 'Draw the flat pattern of a duct elbow',
        description: 'Find a metal duct, hood or gutter, sketch it, and draw the flat shape it was cut from before it was folded, with fold lines dotted. Show the pattern and test it in paper.',
        plan: [
          { title: 'Sketch the metal part and its folds', description: 'Note where the sheet is bent, seamed and joined.' },
          { title: 'Develop the flat pattern on paper', description: 'Draw the flat shape with fold lines and seam allowances, then cut and fold it.' },
          { title: 'Learn the common sheet metal seams', description: 'Draw a Pittsburgh lock, standing seam and slip joint.' },
        ],
      },
    ],
  },
  {
    code: '47-2221.00',
    aliases: ['ironworker', 'steel erector', 'structural steel erector', 'Stahlbauer', 'monteur charpente métallique', 'montador de estructuras metálicas'],
    quests: [
      {
        title: 'Draw how a steel frame\'s connections carry load',
        description: 'Find a steel-framed building under way or in photos and sketch a beam-to-column connection, showing the plates, bolts and where the load goes. Show the labelled sketch.',
        plan: [
          { title: 'Sketch a beam-to-column connection', description: 'Label the cleat or end plate, bolts and the flange of each member.' },
          { title: 'Name the steel sections in the frame', description: 'Tell I-beams, H-columns, channels and angles apart and note their marks.' },
          { title: 'Read an erection drawing', description: 'Find a sample steel erection plan and list the order the members go up.' },
        ],
      },
    ],
  },
  {
    code: '47-2231.00',
    aliases: ['solar installer', 'PV installer', 'solar panel fitter', 'Solarteur', 'installateur photovoltaïque', 'instalador solar'],
    quests: [
      {
        title: 'Measure a roof\'s sun hours from the ground',
        description: 'Pick a roof you can see from the street and note its compass direction, pitch and the shadows on it at three times of day. Show a sketch with your estimate of its sun hours.',
        plan: [
          { title: 'Record the roof direction and shade', description: 'Use a phone compass and note trees or chimneys that shade it.' },
          { title: 'Estimate output with a free solar calculator', description: 'Enter the roof\'s direction and pitch into a public PV estimator and note the yearly output.' },
          { title: 'Draw the string layout', description: 'Sketch how the panels would be wired in strings to the inverter.' },
        ],
      },
    ],
  },
  {
    code: '47-3011.00',
    aliases: ['mason\'s labourer', 'hod carrier', 'bricklayer\'s labourer', 'tiler\'s helper', 'Maurerhelfer'],
    quests: [
      {
        title: 'Mix and judge mortar the way a mason\'s helper does',
        description: 'Watch a mortar-mixing video and write the batch ratio, the order of loading and the signs of mortar that is too wet or too dry. Show a card a helper could pin by the mixer.',
        plan: [
          { title: 'Write mortar ratios for three jobs', description: 'Note the sand-to-cement ratio for brickwork, blockwork and pointing.' },
          { title: 'Judge mortar consistency on the card', description: 'Describe how good mortar holds on a trowel and what slump and stiffness look like.' },
          { title: 'Plan the brick stacking for a gang', description: 'Sketch where bricks and mortar boards go so the mason never waits.' },
        ],
      },
    ],
  },
  {
    code: '47-3012.00',
    aliases: ['carpenter\'s helper', 'chippy\'s mate', 'carpentry helper'],
    quests: [
      {
        title: 'Sort and label a timber delivery list',
        description: 'Find a real timber merchant\'s price list and sort ten items by grade, size and use, noting the nominal and actual sizes. Show the labelled list.',
        plan: [
          { title: 'Decode timber sizes on the price list', description: 'Compare nominal and planed sizes for common sections.' },
          { title: 'Group the timber by grade and use', description: 'Mark which pieces are for framing, finish and outdoors.' },
          { title: 'Prepare a carpenter\'s tool checklist', description: 'List what a carpenter needs set out for hanging a door.' },
        ],
      },
    ],
  },
  {
    code: '47-3013.00',
    aliases: ['electrician\'s mate', 'electrical helper', 'apprentice electrician\'s helper'],
    quests: [
      {
        title: 'Read cable sizes and colours on a drum label',
        description: 'Look at cable labels in a DIY shop or online and list the sizes, core colours and what each cable is used for in a house. Show the list with a sketch of one cable cut in section.',
        plan: [
          { title: 'Decode the cable labels', description: 'Note core count, size in square millimetres and the standard the cable meets.' },
          { title: 'Learn the core colours', description: 'Write the current and old colour codes for live, neutral and earth.' },
          { title: 'Plan a cable pull', description: 'Sketch how a helper feeds cable from the drum without twisting it.' },
        ],
      },
    ],
  },
  {
    code: '47-3014.00',
    aliases: ['decorator\'s mate', 'plasterer\'s labourer', 'painter\'s helper'],
    quests: [
      {
        title: 'Plan the dust sheets and masking for a room',
        description: 'Pick a room at home and plan how it would be protected before decorating: what moves out, what is sheeted, what is masked. Show the plan as a sketch and checklist.',
        plan: [
          { title: 'Sketch the room protection plan', description: 'Mark furniture, floor coverings and fittings to be masked or removed.' },
          { title: 'List the masking materials', description: 'Write the tapes, sheets and covers needed with quantities.' },
          { title: 'Wash and prepare brushes and rollers', description: 'Write the steps for cleaning water-based paint from brushes.' },
        ],
      },
    ],
  },
  {
    code: '47-3015.00',
    aliases: ['plumber\'s mate', 'pipefitter helper', 'plumbing helper'],
    quests: [
      {
        title: 'Load-list the fittings for a bathroom refit',
        description: 'Read a simple bathroom refit job (basin, WC, bath and shower) and list every fitting, pipe length and fixing a plumber\'s helper would load for it, sorted by size. Show the load list.',
        plan: [
          { title: 'List each fixture in the bathroom and its connections', description: 'Note the hot, cold and waste connections each basin, WC, bath and shower needs.' },
          { title: 'Sort the fittings for the bathroom by size', description: 'Group elbows, tees, isolating valves, compression and push-fit fittings by 15, 22, 32 and 40 mm.' },
          { title: 'Match photos of fittings to their names', description: 'Name ten plumbing fittings from photos and note what each joins.' },
          { title: 'Plan the first-fix order', description: 'Write which pipes go in before the floor and walls are closed, and which are fitted last.' },
        ],
      },
    ],
  },
  {
    code: '47-3016.00',
    aliases: ['roofer\'s labourer', 'roofing helper'],
    quests: [
      {
        title: 'Count the tiles for a roof slope',
        description: 'Measure a roof slope from photos or plans and calculate how many tiles and battens it needs at the gauge the tile maker sets. Show the calculation.',
        plan: [
          { title: 'Estimate the slope length for the tiles', description: 'Use the pitch and the house width to work out rafter length.' },
          { title: 'Calculate tiles per square metre', description: 'Use the tile\'s gauge and cover width from a product sheet.' },
          { title: 'Plan the loading-out of tiles', description: 'Sketch how tiles are spread in stacks across the slope.' },
        ],
      },
    ],
  },
  {
    code: '47-3019.00',
    aliases: ['construction helper', 'trades helper', 'general builder\'s mate'],
    quests: [
      {
        title: 'Sort the waste from a small refurbishment',
        description: 'Imagine stripping out a small kitchen and list every kind of waste it produces, sorted into the skips and streams it would go in. Show the waste sorting list.',
        plan: [
          { title: 'List the waste from the refurbishment', description: 'Write down the wood, metal, plasterboard, rubble and packaging it produces.' },
          { title: 'Sort the waste into recycling streams', description: 'Match each to its skip or recycling route.' },
          { title: 'Learn the site signs', description: 'Draw six common construction safety signs and what they mean.' },
        ],
      },
    ],
  },
  {
    code: '47-4011.00',
    aliases: ['building inspector', 'building control officer', 'Bauprüfer', 'inspecteur en bâtiment', 'inspector de obras'],
    quests: [
      {
        title: 'Check a staircase against the building regulations',
        description: 'Measure a staircase at home or in a public building (rise, going, pitch, headroom, handrail height and baluster gaps) and check each against your local building regulations. Show the results in a table.',
        plan: [
          { title: 'Measure the staircase rise, going and headroom', description: 'Record each step\'s rise and going and the lowest headroom point in a table.' },
          { title: 'Check the staircase against the regulations', description: 'Look up the limits and mark pass or fail for each line, including the 100 mm gap rule for balusters.' },
          { title: 'Write a short inspection note', description: 'Write the report an inspector would leave, with one defect and the action needed.' },
          { title: 'Read a completion certificate', description: 'Find a sample certificate and list the stages an inspector visits on a house build.' },
        ],
      },
    ],
  },
  {
    code: '47-4021.00',
    aliases: ['lift engineer', 'elevator mechanic', 'lift technician', 'Aufzugsmonteur', 'ascensoriste', 'ascensorista'],
    quests: [
      {
        title: 'Draw how a traction lift moves its car',
        description: 'Watch a video from a lift machine room and draw the car, counterweight, ropes, drive sheave and guide rails, with arrows showing which way each moves. Show the labelled diagram.',
        plan: [
          { title: 'Label the car and counterweight on the traction lift diagram', description: 'Name the car, counterweight, hoist ropes, drive sheave and guide rails, and note why the counterweight weighs about the car plus half its load.' },
          { title: 'Compare traction and hydraulic lifts', description: 'List how each one raises the car, how high each can go and where each suits a building.' },
          { title: 'Read the certificate in a public lift', description: 'Note the date of the last thorough examination and list what an examiner checks: ropes, brakes, doors and safety gear.' },
          { title: 'Time a lift\'s door cycle', description: 'Ride a public lift and note opening, dwell and closing times, and what the door edge does when something is in the way.' },
        ],
      },
    ],
  },
  {
    code: '47-4031.00',
    aliases: ['fencer', 'fence installer', 'Zaunbauer', 'poseur de clôtures', 'instalador de vallas'],
    quests: [
      {
        title: 'Set out a garden fence line with posts and a gate',
        description: 'Measure a garden boundary and draw a fence plan with line posts at even spacing, stronger corner and gate posts, and the depth of each footing. Show the plan with its materials list.',
        plan: [
          { title: 'Measure the fence boundary and its corners', description: 'Pace or tape the run, note slopes and obstacles, and mark corners and the gate opening.' },
          { title: 'Space the posts along the fence plan', description: 'Divide each run into equal bays no wider than the panel or rail length and mark each post.' },
          { title: 'Compare four fence types', description: 'List close-board, panel, post-and-rail and chain-link fencing with where each is used and how its posts are set.' },
        ],
      },
    ],
  },
  {
    code: '47-4041.00',
    aliases: ['asbestos remover', 'abatement worker', 'hazmat worker', 'Asbestsanierer', 'désamianteur', 'retirador de amianto'],
    quests: [
      {
        title: 'Map where asbestos may hide in an older house',
        description: 'Read a public guide to asbestos in homes built before 2000 and mark on a house sketch every place it may be found, looking only and touching nothing. Show the marked sketch.',
        plan: [
          { title: 'List asbestos locations from the public guide', description: 'Note textured ceilings, pipe lagging, floor tiles, cement sheets and boiler flues, with the years they were common.' },
          { title: 'Colour the likely asbestos spots on the house sketch', description: 'Shade each place by how likely it is to hold asbestos and how easily it would be disturbed.' },
          { title: 'Learn the enclosure and airlock steps', description: 'Watch a licensed removal video and list each step from sheeting to air testing, in order.' },
        ],
      },
    ],
  },
  {
    code: '47-4051.00',
    aliases: ['road worker', 'highways operative', 'road maintenance worker', 'Straßenwärter', 'cantonnier', 'peón caminero'],
    quests: [
      {
        title: 'Survey a road\'s defects for the highways team',
        description: 'Walk a stretch of road on the pavement and record potholes, faded lines, blocked gullies and damaged signs as you would for a council report. Show your notes with a sketch map numbering each defect.',
        plan: [
          { title: 'Number each road defect on the sketch map', description: 'Give every pothole, gully and sign a number, a photo and a rough size.' },
          { title: 'Rank the road defects by risk', description: 'Score each defect by how dangerous it is and how busy the road is, and put the list in repair order.' },
          { title: 'Read a traffic management layout for a lane closure', description: 'Copy the cones, signs and taper lengths from a public guide for a road of your speed limit.' },
          { title: 'Report one defect online', description: 'Find your council\'s road-fault form and note what it asks, ready to use.' },
        ],
      },
    ],
  },
  {
    code: '47-4061.00',
    aliases: ['track worker', 'railway trackman', 'track maintenance operator', 'Gleisbauer', 'poseur de voies', 'operario de vías'],
    quests: [
      {
        title: 'Sketch a railway track\'s layers in section',
        description: 'Watch a track-renewal video and draw a cross-section of the track with rails, sleepers, fastenings, ballast and formation, with their rough sizes. Show the labelled section.',
        plan: [
          { title: 'Label the track components in your section', description: 'Name the rail, clip, pad, sleeper, ballast shoulder and formation, and what each one carries.' },
          { title: 'Watch how a tamper packs the ballast', description: 'Note how the machine lifts the track, vibrates tines into the ballast and squeezes it under each sleeper.' },
          { title: 'Sketch a set of points from photos', description: 'Draw a turnout with its switch blades, crossing nose and check rails labelled.' },
        ],
      },
    ],
  },
  {
    code: '47-4071.00',
    aliases: ['drain cleaner', 'septic pumper', 'sewer cleaner', 'Kanalreiniger', 'égoutier', 'desatascador'],
    quests: [
      {
        title: 'Draw how a septic tank treats wastewater',
        description: 'Read a public guide to septic systems and draw the tank\'s chambers, the scum and sludge layers, the baffles and the drain field beyond. Show the labelled diagram.',
        plan: [
          { title: 'Label the scum, liquid and sludge layers in the septic tank', description: 'Mark each layer in your diagram and note what happens to solids in each.' },
          { title: 'Draw the drain field beyond the tank', description: 'Show the distribution pipes, gravel bed and how liquid soaks into the soil.' },
          { title: 'List the signs a tank needs emptying', description: 'Write the warning signs a servicer looks for, from slow drains to wet grass, and how sludge depth is measured.' },
        ],
      },
    ],
  },
  {
    code: '47-4091.00',
    aliases: ['block paver', 'paving slab layer', 'Pflasterer', 'paveur', 'adoquinador'],
    quests: [
      {
        title: 'Identify the paving patterns in your street',
        description: 'Photograph four block-paved areas and name their laying patterns (herringbone, basketweave, stretcher bond) and edge restraints. Show the photos with labels.',
        plan: [
          { title: 'Draw three paving patterns on squared paper', description: 'Draw herringbone, basketweave and stretcher bond, and note which resists traffic pushing blocks sideways.' },
          { title: 'Sketch the layers under the paving', description: 'Draw the sub-base, laying course of sand, blocks and jointing sand with typical depths.' },
          { title: 'Count blocks for a small patio', description: 'Work out the blocks, edging and sand for a 3 by 4 metre patio from a product sheet.' },
        ],
      },
    ],
  },
  {
    code: '47-4099.00',
    aliases: ['construction worker', 'building trades worker'],
    quests: [
      {
        title: 'Log the trades on a building site from the street',
        description: 'Watch a building site from the public pavement and log each trade you see, what they are doing and the tools and materials they use. Show the log with a note of the build stage.',
        plan: [
          { title: 'Log each trade and task on the site', description: 'Write a line per worker: trade, task, tool and material.' },
          { title: 'Place the trades on a sketch of the site', description: 'Draw the site and mark where each trade worked and where materials were stored.' },
          { title: 'Put the house-build trades in order', description: 'Write who comes before whom, from groundworks to decorating, and which trades overlap.' },
        ],
      },
    ],
  },
  {
    code: '47-4099.02',
    aliases: ['solar thermal installer', 'solar hot water installer', 'Solarthermie-Installateur'],
    quests: [
      {
        title: 'Draw how a solar hot water system heats a tank',
        description: 'Watch a video on solar thermal systems and draw the collector, pump station, cylinder coil and controller, with the fluid loop in one colour and the household water in another. Show the diagram.',
        plan: [
          { title: 'Label the solar thermal loop on the diagram', description: 'Name the collector, pump, expansion vessel, cylinder coil and sensors.' },
          { title: 'Compare flat-plate and evacuated-tube collectors', description: 'List how each one traps heat and which suits a cold, cloudy climate.' },
          { title: 'Estimate your household\'s hot water demand', description: 'Count showers, baths and washing-up per day and turn it into litres.' },
        ],
      },
    ],
  },
  {
    code: '47-4099.03',
    aliases: ['weatheriser', 'weatherizer', 'draught-proofer', 'retrofit installer'],
    quests: [
      {
        title: 'Draught-test a room with a strip of tissue',
        description: 'Hold a thin strip of tissue paper near the windows, doors, skirting and loft hatch of one room on a windy day and watch where it flutters. Show a plan of the room with every draught marked.',
        plan: [
          { title: 'Mark each draught on the room plan', description: 'Number every spot where the tissue moved and rate the draught weak or strong.' },
          { title: 'Choose a draught fix for each gap', description: 'Match brush strips, compression seals, letterbox flaps or filler to each draught on your plan.' },
          { title: 'Read a home energy certificate', description: 'Find a sample energy performance certificate and list its recommendations with their costs.' },
        ],
      },
    ],
  },
  {
    code: '47-5011.00',
    aliases: ['derrickman', 'derrick hand', 'Turmarbeiter', 'accrocheur'],
    quests: [
      {
        title: 'Draw the derrick of a drilling rig',
        description: 'Watch a rig-floor video and draw the derrick with its crown block, travelling block, monkey board and the racked stands of pipe. Show the labelled drawing.',
        plan: [
          { title: 'Label the derrick\'s blocks and monkey board', description: 'Name the crown block, travelling block, drill line and monkey board, and note how high the board sits.' },
          { title: 'Follow a trip out of the hole in the derrick', description: 'Note how each stand of pipe is broken out and racked in the fingerboard, step by step.' },
          { title: 'Read a mud check sheet', description: 'Find a sample mud report and list what the derrickman measures: weight, viscosity and sand content.' },
        ],
      },
    ],
  },
  {
    code: '47-5012.00',
    aliases: ['driller', 'rotary driller', 'oil driller', 'Bohrmeister', 'foreur', 'perforador'],
    quests: [
      {
        title: 'Draw the circulation of drilling mud',
        description: 'Watch an oil-well video and draw the mud path from the pits to the pump, down the drill string, out of the bit and back up the annulus to the shakers. Show the diagram.',
        plan: [
          { title: 'Label the drilling mud circuit', description: 'Name the pits, pumps, standpipe, drill string, bit, annulus and shale shakers.' },
          { title: 'List what drilling mud does', description: 'Write how it cools the bit, carries cuttings and holds back pressure from the rock.' },
          { title: 'Read a daily drilling report', description: 'Find a sample report and note the depth, rate of penetration and mud weight.' },
        ],
      },
    ],
  },
  {
    code: '47-5013.00',
    aliases: ['well service operator', 'workover hand', 'wireline operator'],
    quests: [
      {
        title: 'Sketch a completed oil well in section',
        description: 'Watch a video on well completion and draw the casing strings, tubing, packer and perforations from the wellhead down. Show the labelled sketch.',
        plan: [
          { title: 'Label the casing, tubing and packer in the well', description: 'Name each casing string, the production tubing, the packer and the perforations.' },
          { title: 'Compare three workover jobs on the well', description: 'List what a pulling unit, a wireline unit and coiled tubing each do down the hole.' },
          { title: 'Read a real well schematic', description: 'Find a published schematic and list its parts with their depths.' },
        ],
      },
    ],
  },
  {
    code: '47-5021.00',
    aliases: ['water well driller', 'borehole driller', 'geotechnical driller', 'Brunnenbauer', 'sondeur', 'perforador de pozos'],
    quests: [
      {
        title: 'Read the log of a water borehole',
        description: 'Find a published water well log and draw the layers it passes through, where water was struck and where the screen was set. Show the drawing.',
        plan: [
          { title: 'Draw the borehole layers with their depths', description: 'Mark soil, clay, sand, gravel and rock at the depths the log gives.' },
          { title: 'Mark the water strike on the borehole log', description: 'Note the depth of the strike, the rest water level and the aquifer it came from.' },
          { title: 'Compare three drilling methods', description: 'List rotary, cable-tool percussion and auger drilling and the ground each suits.' },
        ],
      },
    ],
  },
  {
    code: '47-5031.00',
    aliases: ['blaster', 'shotfirer', 'powder monkey', 'Sprengmeister', 'boutefeu'],
    quests: [
      {
        title: 'Read a quarry blast design drawing',
        description: 'Find a published quarry blast design and copy its drill pattern, with the burden, spacing and firing order numbers. Show your copy with notes on each.',
        plan: [
          { title: 'Copy the burden and spacing of the blast pattern', description: 'Draw the holes to scale and measure burden and spacing between rows.' },
          { title: 'Number the firing order on the blast pattern', description: 'Mark the delay sequence and note why holes fire one after another.' },
          { title: 'List the exclusion zone rules', description: 'Note how the area is cleared, guarded and signalled before a blast.' },
        ],
      },
    ],
  },
  {
    code: '47-5041.00',
    aliases: ['continuous miner operator', 'CM operator'],
    quests: [
      {
        title: 'Sketch how a continuous miner cuts coal',
        description: 'Watch a video of a continuous miner and draw its cutting drum, gathering arms, conveyor and the roof bolting behind it. Show the labelled drawing.',
        plan: [
          { title: 'Label the continuous miner\'s drum and arms', description: 'Name the cutting drum, picks, gathering arms and conveyor tail.' },
          { title: 'Draw a room-and-pillar layout the miner cuts', description: 'Sketch the entries, crosscuts and pillars and number the cut sequence.' },
          { title: 'Mark the mine ventilation', description: 'Draw fresh air in and return air out through the entries with arrows.' },
        ],
      },
    ],
  },
  {
    code: '47-5042.00',
    aliases: ['longwall shearer operator', 'channel cutter', 'shearer operator'],
    quests: [
      {
        title: 'Draw a longwall face and its shields',
        description: 'Watch a longwall mining video and draw the shearer, the armoured face conveyor and the row of roof shields, with the goaf behind. Show the drawing.',
        plan: [
          { title: 'Label the longwall face parts', description: 'Name the shearer, drums, face conveyor, shields and the goaf.' },
          { title: 'Follow the longwall cutting cycle', description: 'Note how the shearer passes, the conveyor snakes forward and the shields advance.' },
          { title: 'Compare longwall, room-and-pillar and channel cutting', description: 'List where each method is used and what it leaves behind.' },
        ],
      },
    ],
  },
  {
    code: '47-5049.00',
    aliases: ['mining machine operator', 'underground miner'],
    quests: [
      {
        title: 'Trace the haulage route in a mine plan',
        description: 'Study a mine plan from a public report and trace how broken rock travels from the face to the surface. Show the traced route with each transfer point numbered.',
        plan: [
          { title: 'Trace the haulage route on the mine plan', description: 'Mark the face, each transfer point and the shaft or portal.' },
          { title: 'Name the machine at each point of the route', description: 'Write which loader, truck, conveyor or hoist moves the rock at each point.' },
          { title: 'Read three mine safety rules', description: 'Note three rules from a public mine safety code and where in the route each applies.' },
        ],
      },
    ],
  },
  {
    code: '47-5051.00',
    aliases: ['quarry worker', 'stone splitter', 'Steinbrecher', 'carrier'],
    quests: [
      {
        title: 'Read where a stone block will split',
        description: 'Look at stone in a wall, kerb or rockery, find its bedding planes and natural split lines, and sketch where it would split cleanly. Show the sketch.',
        plan: [
          { title: 'Find the bedding planes in the stone', description: 'Mark the layers and the direction of the grain on your sketch.' },
          { title: 'Watch plug-and-feathers splitting a stone block', description: 'Note how holes are drilled in a line along the grain and wedges tapped in turn.' },
          { title: 'Compare how granite, slate and sandstone split', description: 'List each stone\'s grain and the shape of piece it gives.' },
        ],
      },
    ],
  },
  {
    code: '47-5061.00',
    aliases: ['roof bolter', 'mine roof bolter', 'bolter'],
    quests: [
      {
        title: 'Draw how roof bolts hold a mine roof',
        description: 'Watch a roof bolting video and draw how the bolts clamp thin rock layers together into one strong beam. Show the labelled drawing.',
        plan: [
          { title: 'Label the roof bolts, their plates and resin', description: 'Name each part of a resin bolt and where it grips the rock.' },
          { title: 'Draw the roof bolting pattern on a plan', description: 'Show bolt spacing across an entry and the distance between rows.' },
          { title: 'Read a published roof control plan', description: 'List the rules on bolt length, spacing and how far from the face you may stand.' },
        ],
      },
    ],
  },
  {
    code: '47-5071.00',
    aliases: ['roustabout', 'oilfield labourer', 'Ölfeldarbeiter'],
    quests: [
      {
        title: 'Label the equipment on an oil well lease',
        description: 'Study photos of an oil well lease and label the pumpjack, wellhead, flow lines, separator and tank battery. Show the labelled photo or sketch.',
        plan: [
          { title: 'Label each piece of oil lease equipment', description: 'Name the pumpjack, wellhead, flow line, separator and tanks.' },
          { title: 'Trace oil, gas and water on the lease', description: 'Draw the flow path of each through the separator to its tank or line.' },
          { title: 'List a roustabout\'s jobs on a lease', description: 'Write ten common tasks, from painting tanks to laying flow line.' },
        ],
      },
    ],
  },
  {
    code: '47-5081.00',
    aliases: ['driller\'s helper', 'extraction helper', 'mining helper'],
    quests: [
      {
        title: 'Log drill core from core box photos',
        description: 'Find published photos of drill core laid in core boxes and log each run\'s depths, rock type and length recovered. Show the core log as a table.',
        plan: [
          { title: 'Log each run in the core boxes', description: 'Write the from and to depths, rock type and any broken zones.' },
          { title: 'Calculate core recovery for each run', description: 'Divide core recovered by length drilled and write it as a percentage.' },
          { title: 'Write a proper core box label', description: 'Copy the hole number, box number and depths in the standard order.' },
          { title: 'List a driller\'s helper\'s jobs on the rig', description: 'Note handling rods, mixing drilling fluid, boxing core and keeping the site tidy.' },
        ],
      },
    ],
  },
  {
    code: '47-5099.00',
    aliases: ['extraction worker', 'mine worker'],
    quests: [
      {
        title: 'Trace one mineral from the ground to a shop',
        description: 'Pick a mineral such as salt, gravel or china clay, and trace how it goes from the ground to a product on a shelf. Show a flowchart with each step.',
        plan: [
          { title: 'Draw the mineral flowchart', description: 'Mark extraction, crushing, washing, grading and transport.' },
          { title: 'Read about one real mineral operation', description: 'Find a public report on a quarry or mine and add its steps to your flowchart.' },
          { title: 'Name the worker at each step of the flowchart', description: 'Write which job does each step.' },
        ],
      },
    ],
  },
];
