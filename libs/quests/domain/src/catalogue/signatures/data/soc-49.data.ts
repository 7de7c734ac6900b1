import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 49. Every quest studies manuals, diagrams and parts; none runs a machine. */
export const SIGNATURES_49: readonly SignatureEntry[] = [
  {
    code: '49-1011.00',
    aliases: ['maintenance supervisor', 'service manager for mechanics', 'workshop foreman', 'Werkstattleiter', 'jefe de taller'],
    quests: [{
      title: 'Plan a week of repair jobs for a workshop',
      description: 'Invent a workshop with four mechanics of different skills and twelve jobs of different urgency and length. Plan the week on a job board so urgent work is first and each job fits a mechanic’s skills, and show the job board.',
      plan: [
        { title: 'Build a skills matrix for the workshop', description: 'List each mechanic’s certificates and strengths against the job types.' },
        { title: 'Write a repair job card', description: 'Design the card a mechanic fills in with fault, parts, time and sign-off.' },
        { title: 'Draft a toolbox talk', description: 'Write a five-minute safety talk on one workshop hazard, from public safety guidance.' },
        { title: 'Ask a workshop supervisor about planning', description: 'Ask someone who runs a garage or maintenance team how they plan a week and note it.' },
      ],
    }],
  },
  {
    code: '49-2011.00',
    aliases: ['office machine repairer', 'ATM technician', 'printer technician', 'copier technician', 'Bürotechniker'],
    quests: [{
      title: 'Trace a paper jam through a printer’s paper path',
      description: 'Open your home printer’s manual or the maker’s online guide and find the diagram of its paper path. Redraw the path from tray to output with every roller and door, and mark where jams happen, then show the sketch.',
      plan: [
        { title: 'Label the parts of the printer paper path', description: 'Name the pick-up roller, separation pad, fuser and exit rollers on your sketch.' },
        { title: 'Read the printer error codes in the manual', description: 'List five error codes from the manual with the likely cause of each.' },
        { title: 'Write a service report', description: 'Draft a report for a mock call-out: fault, cause, parts used and test print.' },
      ],
    }],
  },
  {
    code: '49-2021.00',
    aliases: ['tower technician', 'cell tower tech', 'radio installer', 'telecom tower technician'],
    quests: [{
      title: 'Spot and sketch the antennas on a mobile mast',
      description: 'Find a mobile phone mast you can see from the street and sketch it from the ground: the panel antennas, the microwave dishes and the equipment cabinets. Show the labelled sketch.',
      plan: [
        { title: 'Identify the antenna types on the mast', description: 'Match the shapes in your sketch to panel, dish and whip antennas with a public guide.' },
        { title: 'Look up the mast on a public site map', description: 'Find the mobile mast on a regulator’s or operator’s public mast map and note its operators.' },
        { title: 'Learn why tower crews use rescue plans', description: 'Read a public tower-safety guide and list what a crew agrees on the ground before any work.' },
      ],
    }],
  },
  {
    code: '49-2021.01',
    aliases: ['radio repairer', 'two-way radio technician'],
    quests: [{
      title: 'Read the block diagram of a radio receiver',
      description: 'Find the block diagram of a simple superheterodyne radio and redraw it, from aerial to speaker. Label what each block does to the signal and show the diagram.',
      plan: [
        { title: 'Explain each radio block in a sentence', description: 'Write what the mixer, local oscillator, IF stage and detector each do.' },
        { title: 'Compare AM and FM radio signals', description: 'Sketch an AM and an FM wave from the same sound and note the difference.' },
        { title: 'List common two-way radio faults', description: 'Read a repair guide and list five faults with the likely part to blame.' },
      ],
    }],
  },
  {
    code: '49-2022.00',
    aliases: ['telecoms engineer', 'broadband engineer', 'telephone technician', 'Fernmeldetechniker', 'technicien télécom', 'técnico de telecomunicaciones'],
    quests: [{
      title: 'Map your home’s broadband from street cabinet to router',
      description: 'Find the green street cabinet, the line into your home and the router, and draw how broadband reaches you. Add your router’s reported line speed and show the map.',
      plan: [
        { title: 'Learn fibre and copper broadband types', description: 'Explain FTTC and FTTP broadband in a labelled drawing.' },
        { title: 'Read the router’s status page', description: 'Note sync speed, noise margin and uptime from your router’s status page.' },
        { title: 'Write a fault-finding flowchart', description: 'Draw the checks an engineer makes for “no internet”, from the socket outwards.' },
      ],
    }],
  },
  {
    code: '49-2091.00',
    aliases: ['avionics tech', 'avionics engineer', 'Avioniker', 'technicien avionique', 'técnico en aviónica'],
    quests: [{
      title: 'Label the instruments of a glass cockpit',
      description: 'Find a public photo of a modern cockpit and label the primary flight display, navigation display and radio panels. Show the labelled photo with a line on what each screen is fed by.',
      plan: [
        { title: 'Learn the six basic cockpit instruments', description: 'Sketch the classic six-pack and match each to its place on the glass display.' },
        { title: 'Trace an avionics signal path', description: 'Draw how airspeed gets from the pitot tube to the display.' },
        { title: 'Read a maintenance logbook entry', description: 'Study a sample aircraft logbook entry and note what an avionics sign-off records.' },
      ],
    }],
  },
  {
    code: '49-2092.00',
    aliases: ['electric motor repairer', 'motor rewinder', 'tool repair technician'],
    quests: [{
      title: 'Sketch the parts of a brushed electric motor',
      description: 'Watch a teardown video of a drill’s brushed motor and sketch the armature, commutator, brushes and field magnets. Show the labelled sketch with a note on which parts wear out.',
      plan: [
        { title: 'Learn how the commutator turns the motor', description: 'Explain in a drawing how the commutator keeps the armature turning.' },
        { title: 'Read a motor nameplate', description: 'Copy the nameplate of an appliance motor and explain each value.' },
        { title: 'List motor wear faults', description: 'Write a table of worn brushes, bearings and windings with their signs.' },
      ],
    }],
  },
  {
    code: '49-2093.00',
    aliases: ['train electrician', 'rolling stock electrician', 'transport electrical technician'],
    quests: [{
      title: 'Read a wiring diagram for a train door circuit',
      description: 'Find a published simple wiring diagram for a vehicle door or lighting circuit and trace each path with a coloured pencil. Show the traced diagram with the switches and safety interlocks labelled.',
      plan: [
        { title: 'Learn the symbols on a wiring diagram', description: 'Make a card of twenty wiring symbols and what they mean.' },
        { title: 'Trace the door interlock in the diagram', description: 'Explain how the door circuit stops a train moving with a door open.' },
        { title: 'Write a fault-finding sequence', description: 'List the checks, in order, for a door that will not close.' },
      ],
    }],
  },
  {
    code: '49-2094.00',
    aliases: ['industrial electronics technician'],
    quests: [{
      title: 'Read the control diagram of a conveyor',
      description: 'Find a public relay logic example for a start-stop conveyor and redraw it. Explain in notes what each rung does and show the annotated diagram.',
      plan: [
        { title: 'Learn relay logic diagram symbols', description: 'Copy the symbols for contacts, coils and timers in a relay logic diagram.' },
        { title: 'Simulate the conveyor logic on paper', description: 'Step through the rungs when start is pressed and when the emergency stop trips.' },
        { title: 'Write a lock-out checklist', description: 'Summarise from public guidance why equipment is isolated before any repair.' },
      ],
    }],
  },
  {
    code: '49-2095.00',
    aliases: ['substation technician', 'relay technician', 'protection technician'],
    quests: [{
      title: 'Sketch a substation from outside the fence',
      description: 'Find a substation you can see from a public path and sketch it: incoming lines, transformers, busbars and the control building. Show the labelled sketch.',
      plan: [
        { title: 'Learn what a substation transformer does', description: 'Explain step-down voltages from transmission to your street in a diagram.' },
        { title: 'Draw a single-line diagram of the substation', description: 'Turn your sketch into a single-line diagram with standard symbols.' },
        { title: 'Read how protection relays work', description: 'Summarise on one page how a relay detects a fault and trips a line.' },
      ],
    }],
  },
  {
    code: '49-2096.00',
    aliases: ['car audio installer', 'auto electrician', 'vehicle electronics fitter', 'Kfz-Elektroniker'],
    quests: [{
      title: 'Map the fuses in a car’s handbook',
      description: 'Open the owner’s handbook of a family car or its PDF online and copy the fuse chart. Show a table of what each fuse protects and its rating.',
      plan: [
        { title: 'Learn the fuse colours and ratings', description: 'Match blade fuse colours to amp ratings on a reference card.' },
        { title: 'Read a car stereo wiring diagram', description: 'Label the power, ground, speaker and antenna leads on an ISO connector diagram, and find its fuse on the fuse chart.' },
        { title: 'Read the dashboard warning lights', description: 'List ten warning lights from the handbook with what each means.' },
      ],
    }],
  },
  {
    code: '49-2097.00',
    aliases: ['TV repairer', 'TV installer', 'home theatre installer', 'AV installer', 'Fernsehtechniker'],
    quests: [{
      title: 'Plan a home cinema layout for a living room',
      description: 'Measure your living room and plan where a screen, a soundbar or 5.1 speakers and the seats would go, with viewing distance and cable runs. Show the floor plan.',
      plan: [
        { title: 'Work out the viewing distance for the screen', description: 'Use a public guide to match screen size to seat distance.' },
        { title: 'Mark speaker positions on the floor plan', description: 'Place front, centre, surround and sub positions by the standard angles.' },
        { title: 'Write a connection diagram', description: 'Draw which HDMI and audio leads connect each box.' },
      ],
    }],
  },
  {
    code: '49-2098.00',
    aliases: ['alarm installer', 'security system installer', 'fire alarm technician', 'CCTV installer', 'Alarmanlagenerrichter'],
    quests: [{
      title: 'Design an intruder alarm layout for your home',
      description: 'Draw a floor plan of your home and place door contacts, motion sensors, a keypad and a siren so every way in is covered. Show the plan with each sensor’s coverage zone.',
      plan: [
        { title: 'Learn the alarm sensor types', description: 'Compare door contacts, PIR motion sensors and glass-break sensors in a table.' },
        { title: 'Check alarm zones for blind spots', description: 'Shade each sensor’s view on the plan and find what is not covered.' },
        { title: 'Spot fire alarm parts in a public building', description: 'Note call points, detectors and sounders in a library or station and map them.' },
      ],
    }],
  },
  {
    code: '49-3011.00',
    aliases: ['aircraft mechanic', 'aircraft engineer', 'A&P mechanic', 'aircraft maintenance engineer', 'Fluggerätmechaniker', 'mécanicien aéronautique', 'mecánico de aviones'],
    quests: [{
      title: 'Walk round an aircraft like a pre-flight check',
      description: 'Find a published walk-around checklist for a light aircraft and follow it on a photo or a model, in order. Show the checklist with each item matched to a point on your sketch of the aircraft.',
      plan: [
        { title: 'Learn the parts on the walk-around checklist', description: 'Label ailerons, flaps, elevator, rudder, pitot tube and static ports on a sketch.' },
        { title: 'Read an aircraft maintenance manual page', description: 'Study one task in a public maintenance manual and note tools, torque and sign-off.' },
        { title: 'Build an inspection interval table', description: 'Explain 50-hour, 100-hour and annual inspections in a table.' },
      ],
    }],
  },
  {
    code: '49-3021.00',
    aliases: ['panel beater', 'body shop technician', 'auto body repairer', 'Karosseriebauer', 'carrossier', 'chapista'],
    quests: [{
      title: 'Map the dents and scratches on a parked car',
      description: 'Walk round a family car with the owner’s permission and mark every dent, scratch and chip on an outline drawing, grading each by repair method. Show the damage map.',
      plan: [
        { title: 'Learn the car body panel names', description: 'Label wings, quarter panels, sills, A-pillars and bumpers on your damage map.' },
        { title: 'Sort each dent by repair method', description: 'Decide for each mark: polish, paintless dent repair, filler or new panel.' },
        { title: 'Write a body repair estimate', description: 'Price the repairs with parts, labour and paint time on one sheet.' },
      ],
    }],
  },
  {
    code: '49-3022.00',
    aliases: ['windscreen fitter', 'windshield repairer', 'auto glass technician', 'Autoglaser'],
    quests: [{
      title: 'Decide repair or replace for a chipped windscreen',
      description: 'Read a windscreen company’s public guide to chip repair, then draw a windscreen with the driver’s view zone and five chips of different sizes. Show which chips can be repaired and which need a new screen.',
      plan: [
        { title: 'Learn the windscreen chip types', description: 'Sketch a bullseye, star break and combination chip with notes.' },
        { title: 'Mark the windscreen critical zone', description: 'Draw the zone in front of the driver where repairs are not allowed.' },
        { title: 'Read the markings on a car window', description: 'Decode the logo and code printed in the corner of a car window.' },
      ],
    }],
  },
  {
    code: '49-3023.00',
    aliases: ['car mechanic', 'auto mechanic', 'motor mechanic', 'garage mechanic', 'Kfz-Mechatroniker', 'Automechaniker', 'mécanicien automobile', 'mecánico de coches'],
    quests: [{
      title: 'Do the weekly checks on a family car',
      description: 'Check the oil level, coolant, washer fluid, tyre tread and lights of a family car with its owner, with the engine off and cold, using the handbook. Show a checklist with each reading.',
      plan: [
        { title: 'Find each checks point in the handbook', description: 'Label the dipstick, coolant tank and washer bottle on a sketch of the engine bay.' },
        { title: 'Read tyre sidewall codes during the checks', description: 'Decode size, load and speed ratings and the date code on a tyre.' },
        { title: 'Read a car service schedule', description: 'List what a full service covers and the intervals from the handbook.' },
      ],
    }, {
      title: 'Explain a four-stroke engine with a drawing',
      description: 'Watch an animation of a four-stroke petrol engine and draw the four strokes in a strip. Label valves, piston, spark plug and crank in each frame and show the drawing.',
      plan: [
        { title: 'Label the engine parts in each stroke', description: 'Name intake, compression, power and exhaust and where each valve sits.' },
        { title: 'Compare petrol and diesel engines', description: 'Note in a table how ignition differs in petrol and diesel engines.' },
        { title: 'Read an engine fault code', description: 'Look up three OBD fault codes and write what each points to.' },
      ],
    }],
  },
  {
    code: '49-3023.01',
    aliases: ['master mechanic', 'master technician', 'Kfz-Meister'],
    quests: [{
      title: 'Diagnose a car fault from its symptoms',
      description: 'Pick a symptom such as a car that cranks but will not start, and write a diagnostic tree from the most likely to the least likely cause. Show the diagnostic tree as a diagram with the test for each branch.',
      plan: [
        { title: 'List causes of the car fault', description: 'Group the causes under fuel, spark, air and compression.' },
        { title: 'Read a diagnostic flowchart from a workshop manual', description: 'Follow a public manual’s flowchart and note how each test rules something out.' },
        { title: 'Write a customer explanation', description: 'Explain the fault and the fix to a customer in five plain sentences.' },
      ],
    }],
  },
  {
    code: '49-3023.02',
    aliases: ['brake specialist', 'transmission technician', 'exhaust fitter', 'tyre and exhaust fitter'],
    quests: [{
      title: 'Draw how a car’s braking system stops the wheels',
      description: 'Watch a video on disc brakes and draw the path from brake pedal to master cylinder, brake lines, caliper, pads and disc. Show the labelled drawing.',
      plan: [
        { title: 'Compare disc and drum braking', description: 'Sketch both brake types side by side and note where each is used.' },
        { title: 'Measure brake pad wear from photos', description: 'Use public photos of new and worn pads and note the minimum thickness.' },
        { title: 'Read a gearbox diagram', description: 'Label the gears, clutch and shafts on a manual gearbox cutaway.' },
      ],
    }],
  },
  {
    code: '49-3031.00',
    aliases: ['diesel mechanic', 'HGV mechanic', 'truck mechanic', 'bus mechanic', 'Nutzfahrzeugmechaniker', 'mécanicien poids lourds', 'mecánico de camiones'],
    quests: [{
      title: 'Follow a lorry’s daily walk-round check',
      description: 'Find a public HGV daily walk-round check sheet and follow it round a parked lorry or a photo of one, from the ground only. Show the check sheet with each item located on a sketch.',
      plan: [
        { title: 'Learn the walk-round check items', description: 'Explain why wheel nuts, air lines and mirrors are on the walk-round check.' },
        { title: 'Draw a lorry air brake system', description: 'Sketch the compressor, tanks, valves and brake chambers.' },
        { title: 'Read a diesel engine service sheet', description: 'List the filters and fluids in a truck’s service sheet.' },
      ],
    }],
  },
  {
    code: '49-3041.00',
    aliases: ['tractor mechanic', 'agricultural mechanic', 'farm machinery technician', 'Landmaschinenmechaniker', 'mécanicien agricole'],
    quests: [{
      title: 'Label a combine harvester’s crop path',
      description: 'Watch a cutaway animation of a combine harvester and draw the crop’s path from header to grain tank and straw out the back. Show the labelled drawing.',
      plan: [
        { title: 'Name each combine harvester part', description: 'Label the header, feeder, threshing drum, sieves and unloading auger.' },
        { title: 'Read a tractor service schedule', description: 'Note the greasing and filter intervals for a combine or tractor in a public manual.' },
        { title: 'List harvest-time breakdowns', description: 'Make a table of common harvest faults and the part to carry as a spare.' },
      ],
    }],
  },
  {
    code: '49-3042.00',
    aliases: ['plant mechanic', 'heavy equipment mechanic', 'Baumaschinenmechaniker', 'mécanicien d’engins'],
    quests: [{
      title: 'Trace the hydraulics of an excavator arm',
      description: 'Watch a video of an excavator digging and sketch its boom, stick and bucket with each hydraulic cylinder. Show the sketch with arrows for which cylinder moves what.',
      plan: [
        { title: 'Learn how a hydraulic cylinder pushes', description: 'Explain with a drawing why a small pump can move a heavy excavator arm.' },
        { title: 'Read a hydraulic circuit diagram', description: 'Label the pump, valve, cylinder and tank symbols on a simple circuit.' },
        { title: 'Write a hose inspection checklist', description: 'List the signs of a worn hydraulic hose from public guidance.' },
      ],
    }],
  },
  {
    code: '49-3043.00',
    aliases: ['wagon repairer', 'carriage and wagon fitter'],
    quests: [{
      title: 'Sketch the bogie under a train carriage',
      description: 'Look at the bogie under a carriage or wagon from a station platform, keeping well back, or use photos, and sketch its wheelsets, springs and brakes. Show the labelled sketch.',
      plan: [
        { title: 'Learn the parts of a bogie', description: 'Name frame, wheelset, axle box, suspension and brake blocks.' },
        { title: 'Read a wheel profile diagram', description: 'Explain the flange and tread of a wheelset and why worn profiles are re-turned.' },
        { title: 'Write a wagon examination sheet', description: 'List what an examiner checks on a wagon before it leaves the yard.' },
      ],
    }],
  },
  {
    code: '49-3051.00',
    aliases: ['marine mechanic', 'boat mechanic', 'outboard mechanic', 'Bootsmechaniker', 'mécanicien marine'],
    quests: [{
      title: 'Label an outboard motor from a parts diagram',
      description: 'Find a maker’s exploded parts diagram of an outboard motor and label the powerhead, lower unit, propeller and cooling water path. Show the labelled diagram.',
      plan: [
        { title: 'Trace the outboard cooling water path', description: 'Follow raw water from intake to tell-tale outlet on the diagram.' },
        { title: 'Read an outboard winterising checklist', description: 'List the steps a maker gives for laying up a motor for winter.' },
        { title: 'Explain propeller pitch', description: 'Draw pitch and diameter and say how each changes speed and push.' },
      ],
    }],
  },
  {
    code: '49-3052.00',
    aliases: ['motorbike mechanic', 'motorcycle technician', 'Zweiradmechaniker', 'mécanicien moto', 'mecánico de motos'],
    quests: [{
      title: 'Check a motorbike’s chain from the owner’s manual',
      description: 'Look at a parked motorbike’s chain and sprockets with its owner, and read the manual’s slack and wear limits. Show a checklist with the slack measured and the sprocket teeth sketched.',
      plan: [
        { title: 'Learn chain slack and wear limits', description: 'Copy the manual’s chain slack range and how it is measured.' },
        { title: 'Spot worn sprocket teeth', description: 'Compare photos of new and hooked sprocket teeth and sketch both.' },
        { title: 'Plan a motorbike service', description: 'List the service items and intervals from the manual.' },
      ],
    }],
  },
  {
    code: '49-3053.00',
    aliases: ['lawnmower repairer', 'small engine mechanic', 'garden machinery mechanic'],
    quests: [{
      title: 'Read a lawnmower engine’s parts diagram',
      description: 'Find the exploded parts diagram for a petrol lawnmower engine and label the carburettor, air filter, spark plug and flywheel. Show the diagram with a note on what each part does.',
      plan: [
        { title: 'Explain how the lawnmower carburettor mixes fuel', description: 'Draw the float bowl, jet and choke and how air and fuel mix.' },
        { title: 'Write an end-of-season checklist', description: 'List the care steps a maker gives for storing a petrol lawnmower engine.' },
        { title: 'Diagnose a mower that will not start', description: 'Write a fault tree for fuel, spark and air.' },
      ],
    }],
  },
  {
    code: '49-3091.00',
    aliases: ['bike mechanic', 'bicycle mechanic', 'cycle mechanic', 'Fahrradmechaniker', 'mécanicien vélo', 'mecánico de bicicletas'],
    quests: [{
      title: 'Give a bicycle an M-check',
      description: 'Follow the M-check route on a bike, from front wheel to handlebars, saddle, cranks and back wheel, checking each part. Show the checklist with what passed and what needs work.',
      plan: [
        { title: 'Learn the bicycle parts on the M-check', description: 'Label hubs, headset, brakes, bottom bracket and derailleur on a sketch.' },
        { title: 'Fix a puncture on the bicycle', description: 'Remove the tyre with levers, find the hole with water and patch the tube.' },
        { title: 'Index a rear derailleur', description: 'Use the barrel adjuster to make the gears change cleanly, following a guide.' },
      ],
    }],
  },
  {
    code: '49-3092.00',
    aliases: ['RV technician', 'caravan technician', 'motorhome technician', 'Wohnmobiltechniker'],
    quests: [{
      title: 'Map the water and gas systems of a caravan',
      description: 'Draw the fresh water, waste water and gas lines from tank to tap and hob, using a caravan’s public owner’s manual. Show the system diagram.',
      plan: [
        { title: 'Label caravan water system parts', description: 'Name the pump, tanks, heater and drain points on the diagram.' },
        { title: 'Read the caravan habitation check', description: 'List the items in a public habitation check and why each matters.' },
        { title: 'Find damp on a caravan layout', description: 'Mark the usual places damp gets in on a caravan floor plan.' },
      ],
    }],
  },
  {
    code: '49-3093.00',
    aliases: ['tyre fitter', 'tire changer', 'tire technician', 'Reifenmonteur', 'monteur de pneus', 'montador de neumáticos'],
    quests: [{
      title: 'Decode and inspect four tyres on a parked car',
      description: 'Read the sidewall of each tyre on a parked car with its owner, measure tread depth with a coin or gauge, and note any cuts or bulges. Show a tyre report for all four.',
      plan: [
        { title: 'Decode the tyre sidewall', description: 'Explain width, profile, rim size, load index, speed rating and date code.' },
        { title: 'Measure tread depth across each tyre', description: 'Check inside, middle and outside and compare with the legal limit.' },
        { title: 'Read tyre wear patterns', description: 'Match wear on the edges or centre to pressure or alignment faults.' },
      ],
    }],
  },
  {
    code: '49-9011.00',
    aliases: ['garage door technician', 'door engineer', 'automatic door technician'],
    quests: [{
      title: 'Sketch how a garage door balances on its springs',
      description: 'Look at a garage door from inside with its owner, without touching the springs, and sketch the tracks, rollers, springs and opener. Show the labelled sketch.',
      plan: [
        { title: 'Learn torsion and extension garage springs', description: 'Explain in a drawing how each spring type balances the door’s weight.' },
        { title: 'Read an automatic door safety manual', description: 'List the sensors and safety edges a garage door maker requires.' },
        { title: 'Write a door service checklist', description: 'List the checks a technician makes on a yearly door service.' },
      ],
    }],
  },
  {
    code: '49-9012.00',
    aliases: ['valve technician', 'controls technician'],
    quests: [{
      title: 'Read a valve’s cutaway diagram',
      description: 'Find cutaway drawings of a gate, globe, ball and butterfly valve and sketch each with its flow path. Show the four sketches with where each valve is used.',
      plan: [
        { title: 'Compare valve types in a table', description: 'Note how each valve opens, seals and controls flow.' },
        { title: 'Read a P&ID valve symbol sheet', description: 'Copy the piping and instrumentation symbols for valves and actuators.' },
        { title: 'Find valves around your home', description: 'Locate the stopcock and radiator valves and sketch each type.' },
      ],
    }],
  },
  {
    code: '49-9021.00',
    aliases: ['HVAC tech', 'HVAC technician', 'HVAC engineer', 'heating engineer', 'air con engineer', 'Kälteanlagenbauer', 'frigoriste', 'técnico de climatización'],
    quests: [{
      title: 'Draw the refrigeration cycle in your fridge',
      description: 'Look at the back of your fridge and find the compressor and condenser coil, then draw the refrigeration cycle: compressor, condenser, expansion and evaporator. Show the diagram with where heat enters and leaves.',
      plan: [
        { title: 'Label the refrigeration cycle states', description: 'Mark where the refrigerant is hot gas, warm liquid, cold liquid and cool gas.' },
        { title: 'Compare a fridge cycle to a heat pump', description: 'Show how a heat pump runs the same cycle the other way to warm a house.' },
        { title: 'Read an HVAC nameplate', description: 'Copy the nameplate of an air conditioner or boiler and explain each value.' },
      ],
    }, {
      title: 'Size an air conditioner for one room',
      description: 'Measure a room’s floor area, windows and sun exposure, then use a public sizing guide to work out the cooling capacity it needs in BTU or kW. Show the worksheet with each factor and the unit size you would choose.',
      plan: [
        { title: 'Measure the room for cooling load', description: 'Record length, width, height, window area and which way the windows face.' },
        { title: 'Compare air conditioner types for the room', description: 'Compare split, portable and window units on efficiency, noise and fitting.' },
        { title: 'Read an energy label', description: 'Explain the efficiency rating and yearly energy use on an air conditioner label.' },
      ],
    }],
  },
  {
    code: '49-9021.01',
    aliases: ['boiler engineer', 'heating installer', 'air conditioning installer', 'Heizungsbauer', 'chauffagiste', 'calefactor'],
    quests: [{
      title: 'Map the heating circuit in your home',
      description: 'Follow the pipes from your boiler or heat pump to each radiator or vent and draw the heating circuit on a floor plan. Show the plan with the thermostat and valves marked.',
      plan: [
        { title: 'Learn the heating system parts', description: 'Name the boiler, pump, diverter valve, radiators and thermostat on the heating plan.' },
        { title: 'Work out the heat loss of one room', description: 'Use a public heat-loss calculator to size a radiator for one room.' },
        { title: 'Balance the radiators on paper', description: 'Record how fast each radiator warms and plan which valves to adjust.' },
      ],
    }],
  },
  {
    code: '49-9021.02',
    aliases: ['refrigeration engineer', 'fridge technician', 'cold room engineer', 'Kältetechniker'],
    quests: [{
      title: 'Log the temperatures of a fridge and freezer',
      description: 'Put a thermometer in your fridge and freezer, read both, then open the fridge door for one minute and log how the temperature climbs and recovers. Show the temperature log with the safe ranges marked.',
      plan: [
        { title: 'Learn the safe fridge and freezer ranges', description: 'Note the food safety temperature limits from public guidance.' },
        { title: 'Graph a week of the temperature log', description: 'Log both temperatures at set times for a week, graph them and mark when the door was left open.' },
        { title: 'Read about refrigerant types', description: 'List three refrigerants, their global warming potential and rules for handling.' },
      ],
    }],
  },
  {
    code: '49-9031.00',
    aliases: ['appliance repairer', 'washing machine repairer', 'white goods engineer', 'Hausgerätetechniker', 'réparateur d’électroménager'],
    quests: [{
      title: 'Read a washing machine’s fault codes',
      description: 'Find your washing machine’s manual online and copy its fault code table. For three codes, write the likely cause and what a repairer would check first, and show the table.',
      plan: [
        { title: 'Draw the washing machine water path', description: 'Trace water from the inlet valve to the drum and out through the pump.' },
        { title: 'Write a customer care card from the manual', description: 'Find the pump filter and door seal in the washing machine manual and write the care steps a repairer leaves with a customer.' },
        { title: 'Write a repair or replace note', description: 'Compare part cost, labour and age to advise a customer.' },
      ],
    }],
  },
  {
    code: '49-9041.00',
    aliases: ['industrial mechanic', 'maintenance fitter', 'machine fitter', 'Industriemechaniker', 'mécanicien industriel', 'mecánico industrial'],
    quests: [{
      title: 'Read a gearbox’s exploded drawing',
      description: 'Find a maker’s exploded drawing of an industrial gearbox and label the shafts, bearings, seals and gears. Show the drawing with the parts list matched to numbers.',
      plan: [
        { title: 'Learn the bearing types in the gearbox', description: 'Compare ball, roller and tapered bearings in a table.' },
        { title: 'Read a gearbox lubrication chart', description: 'Note the oil grade, quantity and change interval.' },
        { title: 'Write a planned maintenance schedule', description: 'Set daily, weekly and yearly checks for one machine.' },
      ],
    }],
  },
  {
    code: '49-9043.00',
    aliases: ['maintenance operative', 'machinery maintenance worker', 'greaser'],
    quests: [{
      title: 'Build a lubrication chart for a machine',
      description: 'Use a machine’s public manual, such as a lathe or mixer, to find every grease and oil point and build a lubrication chart with points, lubricant and interval. Show the chart.',
      plan: [
        { title: 'Mark the lubrication points on a sketch', description: 'Number each grease and oil point on a sketch of the machine.' },
        { title: 'Learn lubrication grades', description: 'Explain what the oil and grease grades on the chart mean.' },
        { title: 'Design a maintenance log sheet', description: 'Lay out a sheet where each check is signed and dated.' },
      ],
    }],
  },
  {
    code: '49-9044.00',
    aliases: ['machine installer', 'Maschinenmonteur'],
    quests: [{
      title: 'Align two shafts with a straight edge model',
      description: 'Set up two cardboard tubes as motor and pump shafts on a table and use a ruler and feeler-style paper strips to check angular and offset misalignment. Show a diagram of the misalignment you found and how to correct it.',
      plan: [
        { title: 'Learn the two kinds of shafts misalignment', description: 'Draw angular and parallel offset misalignment between two shafts.' },
        { title: 'Read a laser alignment report', description: 'Study a sample alignment report and explain the shim values for each shaft.' },
        { title: 'Read a machine installation drawing', description: 'Label the baseplate, anchor bolts and grout on an installation drawing.' },
      ],
    }],
  },
  {
    code: '49-9045.00',
    aliases: ['refractory repairer', 'furnace liner', 'kiln repairer'],
    quests: [{
      title: 'Sketch the brick lining of a furnace',
      description: 'Watch a video of a kiln or furnace being relined and sketch the layers: shell, insulation, refractory brick and hot face. Show the cross-section with each layer’s job.',
      plan: [
        { title: 'Compare refractory brick and ordinary brick', description: 'Note why refractory bricks survive heat that would crack a house brick.' },
        { title: 'Read a refractory product data sheet', description: 'Explain the maximum temperature, density and conductivity on a data sheet.' },
        { title: 'List signs of a worn furnace lining', description: 'List hot spots, spalling and cracks and how they are found.' },
      ],
    }],
  },
  {
    code: '49-9051.00',
    aliases: ['lineman', 'lineworker', 'power line technician', 'overhead linesman', 'Freileitungsmonteur', 'monteur de lignes', 'liniero'],
    quests: [{
      title: 'Identify the parts of a power pole from the ground',
      description: 'Find a wooden power pole on your street and, from the ground, sketch the crossarms, insulators, transformer and conductors. Show the labelled sketch with an estimate of the voltage level.',
      plan: [
        { title: 'Learn the power pole hardware', description: 'Name insulators, crossarms, stays and pole-mounted transformers on your sketch.' },
        { title: 'Trace power from the pole to your home', description: 'Draw the route from the distribution line to your meter.' },
        { title: 'Read how line crews keep safe', description: 'Summarise from a public guide how crews prove a line is dead before work.' },
      ],
    }],
  },
  {
    code: '49-9052.00',
    aliases: ['cable jointer', 'telecom lineman', 'fibre installer', 'cable technician', 'Kabelmonteur'],
    quests: [{
      title: 'Map the telecom cables on your street',
      description: 'Walk your street and mark the telephone poles, underground chamber covers and cabinets on a sketch map. Show the map with which homes each pole or chamber serves.',
      plan: [
        { title: 'Identify telecom chamber covers', description: 'Photograph the covers on your street and tell telecom covers from water or gas ones.' },
        { title: 'Learn how fibre cables are built', description: 'Draw a fibre cable cross-section with core, cladding, buffer and jacket.' },
        { title: 'Read a fibre splice diagram', description: 'Explain how fibres are colour-coded and matched in a splice tray.' },
      ],
    }],
  },
  {
    code: '49-9061.00',
    aliases: ['camera repairer', 'camera technician', 'lens repairer'],
    quests: [{
      title: 'Trace light through a camera’s lens and shutter',
      description: 'Find a cutaway diagram of an SLR or mirrorless camera and draw the light path through lens, aperture, mirror or sensor and viewfinder. Show the drawing with each part named.',
      plan: [
        { title: 'Compare SLR and mirrorless light paths', description: 'Draw both camera light paths side by side.' },
        { title: 'Test the lens aperture and shutter', description: 'Photograph one scene at three apertures and speeds and note the changes.' },
        { title: 'Read a camera repair teardown', description: 'Follow a public teardown and list the order the parts come out.' },
      ],
    }],
  },
  {
    code: '49-9062.00',
    aliases: ['biomedical engineer technician', 'biomed tech', 'BMET', 'medical device technician', 'Medizintechniker'],
    quests: [{
      title: 'Read a medical device’s service checklist',
      description: 'Find a public service manual for a common device such as an infusion pump or patient monitor and list its preventive maintenance checks. Show the checklist with how often each is done.',
      plan: [
        { title: 'Label the medical device parts', description: 'Sketch the device’s front panel and name each control and port.' },
        { title: 'Learn device safety testing', description: 'Explain what a safety test checks on a medical device and why.' },
        { title: 'Write an asset record', description: 'Design the record a hospital keeps for each device, with service dates.' },
      ],
    }],
  },
  {
    code: '49-9063.00',
    aliases: ['piano tuner', 'guitar tech', 'luthier', 'instrument repairer', 'Klavierstimmer', 'accordeur de piano', 'afinador de pianos'],
    quests: [{
      title: 'Tune a guitar by ear and check it with an app',
      description: 'Tune a guitar or ukulele string by string using the fifth-fret method, then check each string with a free tuner app. Show a table of how many cents each string was off.',
      plan: [
        { title: 'Learn how string tension sets pitch', description: 'Explain with a drawing why tightening a string raises its note.' },
        { title: 'Hear beats between two strings', description: 'Play two close notes and count the beats that slow as they come into tune.' },
        { title: 'Study a piano action diagram', description: 'Label the key, hammer, damper and string in a grand piano action.' },
      ],
    }],
  },
  {
    code: '49-9064.00',
    aliases: ['watchmaker', 'clock repairer', 'Uhrmacher', 'horloger', 'relojero'],
    quests: [{
      title: 'Trace the gear train of a mechanical watch',
      description: 'Watch a slow video of a mechanical watch movement and draw the path from mainspring through the gear train to the escapement and balance wheel. Show the labelled diagram.',
      plan: [
        { title: 'Learn how the escapement keeps watch time', description: 'Explain in a sketch how the pallet fork lets the wheel advance one tooth.' },
        { title: 'Time your watch against an atomic clock', description: 'Compare your watch with an online atomic clock daily for a week and log the drift.' },
        { title: 'Read a movement’s parts list', description: 'Match parts in a movement diagram to their catalogue numbers.' },
      ],
    }],
  },
  {
    code: '49-9069.00',
    aliases: ['precision instrument repairer', 'calibration technician', 'instrument mechanic'],
    quests: [{
      title: 'Calibrate a kitchen scale against known weights',
      description: 'Weigh coins of known mass and a sealed bag of sugar on a kitchen scale, record each reading against the true value, and work out the error. Show a calibration table.',
      plan: [
        { title: 'Find the known weights for calibration', description: 'Look up the official mass of your coins and list them as test weights.' },
        { title: 'Plot the scale error curve', description: 'Graph reading against true weight and see if the error grows.' },
        { title: 'Write a calibration certificate', description: 'Design a certificate with instrument, date, readings and next due.' },
      ],
    }],
  },
  {
    code: '49-9071.00',
    aliases: ['handyman', 'handywoman', 'maintenance man', 'homme à tout faire', 'manitas'],
    quests: [{
      title: 'Survey your home for small repairs',
      description: 'Walk through your home and list every small repair: dripping taps, loose handles, sticking doors, cracked sealant. Show a prioritised repair list with tools and parts for each.',
      plan: [
        { title: 'Sort the repairs by urgency', description: 'Mark each repair as safety, damage-stopping or cosmetic.' },
        { title: 'Fix one small repair safely', description: 'Tighten a loose handle or hinge screw with a hand screwdriver and note it.' },
        { title: 'Build a handyman’s hand-tool kit list', description: 'List a basic hand-tool kit with what each tool is for.' },
      ],
    }, {
      title: 'Plan a dripping tap repair from its diagram',
      description: 'Find the exploded diagram of a tap like yours from a maker or a repair guide, identify the washer or cartridge that fails, and list the steps, tools and parts to fix it. Show the annotated diagram and the parts list.',
      plan: [
        { title: 'Identify your tap type from the diagram', description: 'Tell a compression tap from a quarter-turn cartridge tap by its handle and diagram.' },
        { title: 'Find the isolation valve for the tap', description: 'Locate the small valve under the sink that isolates the tap before a repair, and sketch where it is, without turning anything.' },
        { title: 'Write the repair steps for a customer', description: 'Write the steps in plain words with a warning to isolate the water first.' },
      ],
    }],
  },
  {
    code: '49-9081.00',
    aliases: ['wind turbine technician', 'wind tech', 'WTG technician', 'Windenergietechniker', 'technicien éolien', 'técnico eólico'],
    quests: [{
      title: 'Draw how a nacelle turns wind into power',
      description: 'Watch a cutaway animation of a wind turbine nacelle and draw the rotor hub, main shaft, gearbox, generator and yaw drive. Show the labelled drawing with arrows for how the energy flows.',
      plan: [
        { title: 'Learn how blade pitch controls the nacelle load', description: 'Explain how turning the blades changes the power in high winds.' },
        { title: 'Compare a geared and a direct-drive nacelle', description: 'Draw both designs and note why each is used.' },
        { title: 'Read a turbine power curve', description: 'Read cut-in, rated and cut-out wind speeds from a public power curve.' },
      ],
    }],
  },
  {
    code: '49-9091.00',
    aliases: ['vending machine technician', 'arcade technician', 'vending engineer'],
    quests: [{
      title: 'Map a vending machine’s restock and cash route',
      description: 'Note the machines in a station, gym or school you visit, with product types and how full each row looks. Plan a service route with restock list and cash collection and show the route sheet.',
      plan: [
        { title: 'Learn how a vending machine coin mech sorts coins', description: 'Watch a video and sketch how coins are tested and sorted.' },
        { title: 'Design a vending planogram', description: 'Plan which products go in which spiral by sales and size.' },
        { title: 'Write a service visit log', description: 'Lay out the log of stock added, cash taken and faults found.' },
      ],
    }],
  },
  {
    code: '49-9092.00',
    aliases: ['saturation diver', 'Berufstaucher', 'scaphandrier', 'buzo profesional'],
    quests: [{
      title: 'Plan a dive team’s roles on paper',
      description: 'Read a public diving-at-work code of practice and list the roles in a surface-supplied dive team: supervisor, diver, standby diver and tender. Show a one-page dive plan with each person’s job.',
      plan: [
        { title: 'Learn the dive team roles', description: 'Write why a standby diver is always dressed and ready.' },
        { title: 'Read a dive table', description: 'Use a public dive table to find the no-stop time for two depths.' },
        { title: 'List the hand signals divers use', description: 'Make a card of eight diving hand signals and rope-pull signals.' },
      ],
    }],
  },
  {
    code: '49-9093.00',
    aliases: ['fabric mender', 'textile mender', 'invisible mender'],
    quests: [{
      title: 'Darn a hole in a woven fabric',
      description: 'Take an old sock or woven cloth with a small hole and darn it with thread from a sewing kit, weaving new warp and weft threads. Show a photo of the darn next to the original hole.',
      plan: [
        { title: 'Learn warp and weft in a fabric', description: 'Unpick a fabric scrap and sketch how the threads cross.' },
        { title: 'Compare darning and patching', description: 'Try both on scraps and note which suits which fabric.' },
        { title: 'Match thread to a fabric', description: 'Sort threads by fibre and colour to find the closest match.' },
      ],
    }],
  },
  {
    code: '49-9094.00',
    aliases: ['locksmith', 'safe engineer', 'Schlosser', 'Schlüsseldienst', 'serrurier', 'cerrajero'],
    quests: [{
      title: 'Draw how a pin tumbler lock works',
      description: 'Watch a cutaway video of a pin tumbler lock and draw the plug, key pins, driver pins, springs and shear line with and without the key. Show the two drawings.',
      plan: [
        { title: 'Decode a key’s bitting from its cuts', description: 'Sketch your door key and number the depth of each cut that lifts a tumbler pin.' },
        { title: 'Compare the lock types on your doors', description: 'Identify cylinder, mortice and multipoint locks at home and list which use pin tumblers.' },
        { title: 'Read a lock security standard', description: 'Note what the security marks on a cylinder lock mean.' },
      ],
    }],
  },
  {
    code: '49-9095.00',
    aliases: ['mobile home installer', 'modular home installer', 'park home installer'],
    quests: [{
      title: 'Plan the site for a manufactured home',
      description: 'Read a maker’s or regulator’s installation guide and draw a site plan for a mobile home: piers, tie-downs, service connections and access. Show the site plan.',
      plan: [
        { title: 'Learn the manufactured home foundation types', description: 'Compare piers, slabs and runners in a table.' },
        { title: 'Mark tie-downs on the site plan', description: 'Show where anchors go and why wind zones change the spacing.' },
        { title: 'Write a set-up checklist', description: 'List the steps from delivery to handover, in order.' },
      ],
    }],
  },
  {
    code: '49-9096.00',
    aliases: ['rigging technician', 'stage rigger', 'gréeur', 'aparejador'],
    quests: [{
      title: 'Tie and test the knots a rigger relies on',
      description: 'Practise a bowline, clove hitch and round turn with two half hitches on a rope around a chair leg. Show a photo of each knot with a note on where riggers use it.',
      plan: [
        { title: 'Learn the rigger’s knots by name', description: 'Tie each knot blindfold once you know it.' },
        { title: 'Read a sling load chart', description: 'Explain how the sling angle changes the load on each leg, as a rigger must.' },
        { title: 'Learn the crane signals', description: 'Make a card of the standard hand signals for lifting.' },
      ],
    }],
  },
  {
    code: '49-9097.00',
    aliases: ['signal technician', 'railway signal engineer', 'S&T technician', 'Stellwerkstechniker'],
    quests: [{
      title: 'Map the signals and points at a railway station',
      description: 'Note each signal, its lights and the points at the platform ends from a station platform, and draw a track diagram. Show the diagram with each signal’s aspect.',
      plan: [
        { title: 'Learn signal aspects', description: 'Make a card of red, yellow, double yellow and green and what each tells a driver.' },
        { title: 'Read how track circuits detect trains', description: 'Explain in a sketch how a train’s wheels show where it is.' },
        { title: 'Study a points mechanism', description: 'Label the switch rails and stretcher bars from a public diagram.' },
      ],
    }],
  },
  {
    code: '49-9098.00',
    aliases: ['maintenance helper', 'repair helper', 'mechanic’s helper', 'apprentice fitter'],
    quests: [{
      title: 'Lay out a mechanic’s tool tray for a job',
      description: 'Choose a job from a repair manual, such as changing a tap washer, and lay out every hand tool and part it needs in order of use. Show a photo of the tray and the list.',
      plan: [
        { title: 'Name the mechanic’s hand tools on the tray', description: 'Label spanners, sockets, screwdrivers and pliers by size and type.' },
        { title: 'Read the repair manual steps', description: 'Rewrite the manual’s steps so a helper knows what to pass next.' },
        { title: 'Clean and store the tools', description: 'Plan a shadow board so missing tools are seen at once.' },
      ],
    }],
  },
  {
    code: '49-9099.00',
    aliases: ['repair worker'],
    quests: [{
      title: 'Write an installation guide for a flat-pack item',
      description: 'Take the instructions of a flat-pack item you own and rewrite them as a clear installation guide, with parts check, steps and final checks. Show the guide.',
      plan: [
        { title: 'Check the installation parts list', description: 'Match each fixing in the bag to the parts list and count them.' },
        { title: 'Redraw one installation step', description: 'Draw one confusing step more clearly with arrows.' },
        { title: 'Write a handover note', description: 'Write the care and checks the owner should know.' },
      ],
    }],
  },
  {
    code: '49-9099.01',
    aliases: ['ground source heat pump engineer', 'GSHP installer'],
    quests: [{
      title: 'Draw a ground source heat pump loop',
      description: 'Read a public guide to ground source heat pumps and draw the ground loop, heat pump and house heating circuit on one diagram. Show the diagram with the temperatures at each stage.',
      plan: [
        { title: 'Compare horizontal and vertical ground loops', description: 'Sketch both and note how much land or depth each needs.' },
        { title: 'Learn the coefficient of performance', description: 'Explain COP with a worked example of heat out for power in, for a ground source heat pump.' },
        { title: 'Read a ground temperature chart', description: 'Note why ground temperature stays steady through the year.' },
      ],
    }],
  },
];
