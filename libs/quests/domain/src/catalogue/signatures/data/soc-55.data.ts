import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 55. */
export const SIGNATURES_55: readonly SignatureEntry[] = [
  {
    code: '55-1011.00',
    aliases: ['military pilot', 'air force pilot', 'navy pilot', 'Militärpilot', 'pilote de chasse', 'piloto militar'],
    quests: [
      {
        title: 'Plan a flight on a free aeronautical chart',
        description: 'Open a free online aeronautical chart and plan a short flight between two airfields: draw the track, measure the distance and heading, and note the airspace you cross. Write it on a simple flight log and keep it.',
        plan: [
          { title: "Read the aeronautical chart's symbols", description: 'Make a key of airfields, controlled airspace, danger areas and spot heights from the chart legend.' },
          { title: "Work out the flight's heading and time", description: 'Use the distance and a made-up airspeed and wind to estimate heading and flight time on your log.' },
          { title: 'Follow a pre-flight checklist', description: 'Read a published light aircraft checklist and note what is checked outside and inside.' },
          { title: 'Brief the flight on one page', description: 'Write a one-page briefing: route, weather, fuel, alternates and timings.' },
        ],
      },
    ],
  },
  {
    code: '55-1012.00',
    aliases: ['flight deck officer', 'aircraft handler officer', 'carrier deck officer', 'Flugdeckoffizier', "officier de pont d'envol", 'oficial de cubierta de vuelo'],
    quests: [
      {
        title: "Decode an aircraft carrier's flight deck colours",
        description: 'Watch a public video of carrier flight deck operations and list the jersey colours you see, from yellow to purple, with the job each one does. Sketch the deck with where each colour works and keep it.',
        plan: [
          { title: 'Learn the flight deck jersey colours', description: 'Make a card for each colour with its role.' },
          { title: "Map the flight deck's launch and landing areas", description: 'Sketch the catapults, landing wires, island and parking spots.' },
          { title: 'Learn the hand signals', description: 'Copy five launch hand signals from a public manual and practise them.' },
          { title: 'Write a launch sequence', description: 'Write the steps of one launch in order.' },
        ],
      },
    ],
  },
  {
    code: '55-1013.00',
    aliases: ['tank commander', 'armoured officer', 'cavalry officer', 'Panzerkommandant', 'chef de char', 'jefe de carro de combate'],
    quests: [
      {
        title: 'Read the ground for an armoured route',
        description: 'Take a free topographic map of a rural area and mark a route that a heavy tracked vehicle could use: firm ground, gentle slopes, bridges strong enough. Shade the going as good, fair or bad and keep the map.',
        plan: [
          { title: 'Read contour lines for slope', description: 'Work out three slopes on the map from contour spacing and note which are too steep.' },
          { title: 'Find the bridges and crossings on the route', description: 'Mark every bridge and ford and note the load limit signs where shown.' },
          { title: 'Learn the armoured troop formations', description: 'Sketch line, column and wedge formations for four vehicles.' },
          { title: 'Write orders for the move', description: 'Write short orders using the SMEAC headings.' },
        ],
      },
    ],
  },
  {
    code: '55-1014.00',
    aliases: ['artillery officer', 'gunnery officer', 'fire support officer', 'Artillerieoffizier', "officier d'artillerie", 'oficial de artillería'],
    quests: [
      {
        title: 'Fix a target by grid reference and bearing',
        description: 'Take a free topographic map and a compass app, choose two hilltops you can identify, and give a six-figure grid reference for each. Measure the bearing and distance between them and write them on a target card.',
        plan: [
          { title: 'Learn six-figure grid references', description: 'Practise giving grid references for ten features on the map.' },
          { title: 'Measure bearings with a compass', description: 'Measure grid bearings between three pairs of points and convert them to mils.' },
          { title: 'Plot a simple trajectory', description: 'Throw a soft ball and sketch its arc, noting how angle changes range.' },
          { title: 'Write a call-for-fire template', description: 'Copy the headings of a standard call-for-fire format onto a card.' },
        ],
      },
    ],
  },
  {
    code: '55-1015.00',
    aliases: ['military operations officer', 'watch officer', 'battle captain', 'Operationsoffizier', 'officier des opérations', 'oficial de operaciones'],
    quests: [
      {
        title: 'Run a watch log and status board',
        description: 'Pick a busy public event or a live news story and keep a watch log for 20 minutes with time-stamped entries. Draw a status board with what is happening, who is on it, and the next decision, and keep both.',
        plan: [
          { title: 'Keep a time-stamped watch log', description: 'Write each entry with time, source and fact in one line.' },
          { title: 'Draw the status board', description: 'Turn the log into a board with columns for tasks, owners and status.' },
          { title: 'Learn radio voice procedure', description: 'Copy the NATO phonetic alphabet and five prowords.' },
          { title: 'Write a situation report', description: 'Write a short sitrep using standard headings.' },
        ],
      },
    ],
  },
  {
    code: '55-1016.00',
    aliases: ['infantry officer', 'platoon commander', 'platoon leader', 'Infanterieoffizier', "chef de section d'infanterie", 'jefe de sección de infantería'],
    quests: [
      {
        title: "Write a platoon's orders with SMEAC",
        description: 'Read about the five-paragraph orders format (situation, mission, execution, admin and logistics, command and signal) and write orders for a made-up map-reading walk in a park. Keep the orders on one page.',
        plan: [
          { title: 'Learn the SMEAC headings', description: 'Write what goes under each heading with one example line.' },
          { title: 'Plan the route for the orders', description: 'Mark the route, checkpoints and rally point on a map of the park.' },
          { title: 'Brief the orders aloud', description: 'Read your orders to a friend and time it.' },
          { title: 'Write an after-action review', description: 'Use the four AAR questions to review the walk.' },
        ],
      },
    ],
  },
  {
    code: '55-1017.00',
    aliases: ['special forces officer', 'SOF officer', 'Kommandooffizier', 'officier des forces spéciales', 'oficial de fuerzas especiales'],
    quests: [
      {
        title: 'Plan a mission with the backwards planning method',
        description: 'Choose a made-up team goal, such as meeting at a summit car park by 10:00, and plan it backwards from the deadline: each task, who, how long, and contingencies. Draw it as a timeline and keep it.',
        plan: [
          { title: 'Learn backwards planning', description: 'Note how time is split between planning and preparation, the one-third two-thirds rule.' },
          { title: "List the mission's contingencies", description: 'Write three things that could go wrong and the plan for each.' },
          { title: 'Learn a key phrase list in another language', description: 'Write ten useful phrases in a language of a partner country.' },
          { title: 'Write a mission brief', description: 'Present the plan on one page.' },
        ],
      },
    ],
  },
  {
    code: '55-1019.00',
    aliases: ['tactical operations officer', 'military leader', 'Einsatzoffizier', 'officier tactique', 'oficial táctico'],
    quests: [
      {
        title: 'Run a decision game on a map',
        description: 'Draw a simple map with a river, a bridge and two villages and set a problem: move a team from one village to the other by a set time. Write three options, pick one with reasons, and keep the decision sheet.',
        plan: [
          { title: 'Learn the military decision steps', description: 'Note the stages of a military decision process.' },
          { title: 'Compare the options on the map', description: 'Score each option for time, risk and simplicity.' },
          { title: 'Write the decision brief', description: 'Write the chosen plan in five lines.' },
          { title: 'Review the decision', description: 'Ask a friend to challenge it and note what changed.' },
        ],
      },
    ],
  },
  {
    code: '55-2011.00',
    aliases: ['loadmaster supervisor', 'flight engineer supervisor', 'crew chief', 'Flugzeugbesatzungsleiter', "chef d'équipage", 'jefe de tripulación'],
    quests: [
      {
        title: 'Work out the load plan of a cargo aircraft',
        description: 'Pick a public cargo aircraft spec (such as a C-130) and plan a load of made-up pallets. Work out the total weight and where each pallet sits for balance, and draw the load plan.',
        plan: [
          { title: 'Learn weight and balance', description: 'Note what centre of gravity limits mean for an aircraft.' },
          { title: 'Draw the pallet load plan', description: 'Place pallets on a floor plan of the hold with weights.' },
          { title: 'Check the crew briefing', description: 'Write the items a crew chief checks before flight.' },
          { title: 'Write a crew roster', description: 'Draw a roster for a long flight with rest periods.' },
        ],
      },
    ],
  },
  {
    code: '55-2012.00',
    aliases: ['gun crew supervisor', 'gunnery sergeant', 'gun detachment commander', 'Geschützführer', 'chef de pièce', 'jefe de pieza'],
    quests: [
      {
        title: 'Write a crew drill card from a ceremonial salute',
        description: "Watch a public video of a ceremonial artillery salute and note each crew member's position and action in the sequence. Write it as a drill card with numbered steps and the commands the detachment commander calls, and keep it.",
        plan: [
          { title: 'List each crew position in the salute', description: "Note each crew member's number, where they stand and what they do in the salute." },
          { title: 'Time the drill sequence', description: 'Time each step of the drill in the video and mark where the pauses fall.' },
          { title: "Write the supervisor's safety checks", description: 'List the checks a detachment commander calls before, during and after the drill.' },
          { title: 'Plan a training rota', description: "Draw a week's rota that rotates each crew member through every position." },
        ],
      },
    ],
  },
  {
    code: '55-2013.00',
    aliases: ['section commander', 'squad leader', 'fire team leader', 'Gruppenführer', 'jefe de escuadra'],
    quests: [
      {
        title: "Plan a section's patrol with checkpoints",
        description: 'Draw a map of a local park and plan a patrol for a team of eight with checkpoints, timings, a rally point and who leads each leg. Write the patrol plan on a page and keep it.',
        plan: [
          { title: 'Draw the patrol map with checkpoints', description: 'Mark the route, the checkpoints and the rally point on a map of the park.' },
          { title: 'Time the patrol route on foot', description: 'Walk the route yourself and record the minutes between checkpoints.' },
          { title: "Write the section's patrol brief", description: 'Write a five-minute brief that tells each member their role and the timings.' },
          { title: 'Run an after-action review', description: 'Answer the four AAR questions: what was planned, what happened, why, and what to change.' },
        ],
      },
    ],
  },
  {
    code: '55-3011.00',
    aliases: ['aircrew', 'loadmaster', 'air crewman', 'Luftfahrzeugbesatzung', "membre d'équipage militaire", 'tripulante aéreo'],
    quests: [
      {
        title: 'Draw an aircraft walk-round check',
        description: 'Read a published aircraft walk-round checklist and draw an outline of the aircraft with each check point numbered in order. Keep the annotated outline with a one-line note on what is checked at each point.',
        plan: [
          { title: 'Learn what each walk-round point checks', description: 'Note what a crew member looks for at the tyres, control surfaces, panels and lights.' },
          { title: 'Compare two aircraft outlines', description: 'Draw a small and a large aircraft and note how the walk-round order changes.' },
          { title: 'Learn the crew intercom calls', description: 'Note standard crew calls such as "clear left" from a public flight manual.' },
          { title: 'Write a crew pre-flight briefing', description: 'Write a one-page briefing with route, weather and emergency roles.' },
        ],
      },
    ],
  },
  {
    code: '55-3012.00',
    aliases: ['flight deck crew', 'aircraft handler', 'aircraft marshaller', 'Flugdeckpersonal', "personnel de pont d'envol", 'personal de cubierta de vuelo'],
    quests: [
      {
        title: 'Learn ten aircraft marshalling signals',
        description: 'Watch a public training video of aircraft marshalling and learn ten hand signals, such as stop, turn left and slow down. Draw each as a stick figure with its meaning on a card and film yourself giving them.',
        plan: [
          { title: 'Copy the marshalling signals', description: 'Draw each marshalling signal with its meaning from a public aviation manual.' },
          { title: 'Practise the signals in a mirror', description: 'Give each signal in a mirror and film the set, checking your arm angles.' },
          { title: 'Read the flight deck safety rules', description: 'List the safety rules for moving around aircraft from a public guide.' },
          { title: 'Write a park-and-chock sequence', description: 'Write, in order, the steps for guiding an aircraft to a parking spot.' },
        ],
      },
    ],
  },
  {
    code: '55-3013.00',
    aliases: ['tank crewman', 'armoured crewman', 'cavalry scout', 'Panzersoldat', 'Panzergrenadier', 'équipage de char', 'tripulante de carro de combate'],
    quests: [
      {
        title: 'Identify armoured vehicles from their silhouettes',
        description: 'Find a public vehicle recognition guide and sketch the silhouettes of five armoured vehicles from the side. Note the features that tell them apart and keep the recognition card.',
        plan: [
          { title: 'Learn the vehicle recognition features', description: 'Note for each silhouette the hull shape, turret, number of road wheels and any skirts.' },
          { title: 'Test yourself on the silhouettes', description: 'Cover the names, shuffle the cards and identify each silhouette against a timer.' },
          { title: 'Learn why tracks spread weight', description: 'Work out the ground pressure of a tracked and a wheeled vehicle from published weights and footprint areas.' },
          { title: 'Write a crew roles card', description: "List each crew member's seat and job for a four-person crew." },
        ],
      },
    ],
  },
  {
    code: '55-3014.00',
    aliases: ['artilleryman', 'missile crew member', 'gun crew member', 'Kanonier', 'artilleur', 'artillero'],
    quests: [
      {
        title: 'Measure how launch angle changes range',
        description: 'Measure how far a rolled-up pair of socks lands when thrown at five different angles from the same spot. Plot range against angle on a graph and mark where the range is greatest, as artillery crews learn from firing tables.',
        plan: [
          { title: 'Repeat the launch angle throws', description: 'Throw three times at each angle, average the ranges and add them to your graph.' },
          { title: 'Read a simple range table', description: 'Find a public physics page on projectile range and compare its 45-degree rule with your graph.' },
          { title: 'Learn the crew numbers', description: "Note each crew member's number and job on an artillery detachment from a public museum guide." },
          { title: 'Write a crew drill card', description: 'Write the drill in numbered steps with the call at each step.' },
        ],
      },
    ],
  },
  {
    code: '55-3015.00',
    aliases: ['ops room operator', 'signaller', 'military radio operator', 'Fernmelder', 'opérateur de centre de commandement', 'operador de centro de mando'],
    quests: [
      {
        title: 'Keep a radio log with the phonetic alphabet',
        description: 'Learn the NATO phonetic alphabet and listen to a public air traffic control or marine radio stream for 20 minutes. Log each call with time, call sign and message, and keep the log.',
        plan: [
          { title: 'Learn the phonetic alphabet for call signs', description: 'Copy it and spell three call signs and your own name aloud.' },
          { title: 'Keep a second radio log', description: 'Log another 20 minutes and count how many calls you caught in full.' },
          { title: 'Learn the standard prowords', description: 'Note the meaning of over, out, roger, wilco and say again.' },
          { title: 'Write a situation report', description: 'Turn your log into a short sitrep using standard headings.' },
        ],
      },
    ],
  },
  {
    code: '55-3016.00',
    aliases: ['infantryman', 'infantry soldier', 'rifleman', 'grunt', 'Infanterist', 'fantassin', 'soldado de infantería'],
    quests: [
      {
        title: 'Navigate a park by compass bearing and pacing',
        description: 'Take a map of a local park and a compass app and walk a route between five checkpoints by bearing and pace count. Record your pace count, bearings and times on a route card.',
        plan: [
          { title: 'Learn your pace count for navigation', description: 'Count your paces over 100 metres three times and take the average.' },
          { title: 'Walk three legs by compass bearing', description: 'Walk three legs by bearing only and note how far off you end at each checkpoint.' },
          { title: 'Write a route card', description: 'Write a route card with grid references, bearings, distances and timings.' },
          { title: 'Pack a day sack', description: 'List what goes in a day sack for a long walk, with its weight.' },
        ],
      },
    ],
  },
  {
    code: '55-3017.00',
    aliases: ['radar operator', 'sonar technician', 'sonar operator', 'Radartechniker', 'Sonartechniker', 'technicien radar', 'técnico de radar'],
    quests: [
      {
        title: 'Track ships on a live ship-tracking map',
        description: "Open a free live ship-tracking map, pick an area and log five vessels' positions, courses and speeds twice, ten minutes apart. Plot them on a sketch and work out which pair comes closest, as a radar operator does.",
        plan: [
          { title: "Learn how radar finds a ship's range", description: 'Note how the time of an echo gives range, and work one example with the speed of light.' },
          { title: "Plot the ships' tracks", description: "Plot the five vessels' two positions and draw their tracks forward." },
          { title: 'Learn how sonar uses sound in water', description: 'Work out a sonar range from the speed of sound in water and an echo time.' },
          { title: 'Write a contact report', description: 'Write a short contact report for the closest pair: bearing, range, course and speed.' },
        ],
      },
    ],
  },
  {
    code: '55-3018.00',
    aliases: ['special forces soldier', 'commando', 'Green Beret', 'Navy SEAL', 'Kommandosoldat', 'commando des forces spéciales', 'comando'],
    quests: [
      {
        title: 'Pack a survival tin and list its uses',
        description: 'Read a public survival guide and pack a small tin with ten items from home (whistle, mirror, plasters, foil blanket). Photograph it with a list of what each item is for.',
        plan: [
          { title: 'Learn the survival priorities for the tin', description: 'Note protection, location, water and food, and which item in the tin serves each.' },
          { title: 'Practise signalling with the survival mirror', description: 'Practise aiming a mirror flash at a wall spot with the V-finger method and note how it works.' },
          { title: 'Learn ground-to-air signals', description: 'Draw the ground-to-air signal code for help, medical aid and which way.' },
          { title: 'Write a kit list with weights', description: 'Weigh each item and write the kit list with a total.' },
        ],
      },
    ],
  },
  {
    code: '55-3019.00',
    aliases: ['enlisted soldier', 'service member', 'Soldat', 'soldado', 'militaire du rang'],
    quests: [
      {
        title: 'Learn the phonetic alphabet and military time',
        description: 'Learn the NATO phonetic alphabet and military time, then spell out your name and a made-up grid reference and say three times of day. Record yourself and keep the recording.',
        plan: [
          { title: 'Learn the phonetic alphabet letter by letter', description: 'Practise it until you can recite it in under 30 seconds.' },
          { title: 'Practise military time', description: 'Convert ten everyday times to military time and say them aloud.' },
          { title: "Read the service's values", description: "Note your country's armed forces values and one example of each." },
          { title: 'Write a short sitrep', description: 'Write a four-line sitrep about your own day.' },
        ],
      },
    ],
  },
];
