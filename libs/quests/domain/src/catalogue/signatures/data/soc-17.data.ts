import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 17. */
export const SIGNATURES_17: readonly SignatureEntry[] = [
  {
    code: '17-1011.00',
    aliases: ['Architekt', 'Architektin', 'architecte', 'arquitecto', 'arquitecta'],
    quests: [
      {
        title: 'Measure a room and draw it at 1:50',
        description: 'Measure one room of your home with a tape and draw its floor plan at 1:50 on squared paper, with doors, windows and wall thickness. Show the finished scale drawing.',
        plan: [
          { title: 'Redraw the room floor plan with furniture', description: 'Add the furniture to your 1:50 room drawing at the same scale and check that every door can still swing open.' },
          { title: 'Draw a section through the same room', description: 'Cut an imaginary slice through the room and draw it at 1:50: floor, ceiling height, window sill and head.' },
          { title: 'Read a real planning application', description: 'Open a local planning portal, pick a house extension and list what drawings the architect submitted.' },
          { title: 'Design a small garden studio', description: 'Draw plan, section and one elevation of a 3 x 4 m studio and write a one-page design note on light and entry.' },
        ],
      },
      {
        title: 'Sketch the light in one room through a day of hours',
        description: 'Sketch the floor plan of one room and mark where the sunlight falls at three times you are home. Show the plan with the patches of light drawn in.',
        plan: [
          { title: 'Find north on the room sketch', description: 'Use a phone compass to add a north arrow to your room sketch and label each window\'s direction.' },
          { title: 'Compare two rooms\' light on one plan', description: 'Repeat the sunlight marks for a second room and note which one suits a desk and which a bedroom.' },
          { title: 'Propose one change to let light in', description: 'Draw a new window, rooflight or moved doorway on the plan and explain in three lines what it gains.' },
        ],
      },
    ],
  },
  {
    code: '17-1012.00',
    aliases: ['landscape designer', 'garden architect', 'Landschaftsarchitekt', 'Landschaftsarchitektin', 'architecte paysagiste', 'arquitecto paisajista'],
    quests: [
      {
        title: 'Map a small public square as a landscape architect',
        description: 'Sit in a small park or square and draw a plan of its paths, trees, benches and levels, marking where people actually walk. Show the plan with the worn desire lines drawn in.',
        plan: [
          { title: 'Label the trees and planting on the square\'s plan', description: 'Add every tree and bed to your plan and identify three species with a free plant app.' },
          { title: 'Note how the square drains', description: 'Mark slopes, gullies and puddle spots on the plan and draw arrows for where the rainwater goes.' },
          { title: 'Redesign one corner', description: 'Draw a new layout for one corner with a bench, shade tree and planting, and list the plants you chose.' },
          { title: 'Write the design intent', description: 'Write one page explaining who uses the space and how your corner serves them through the seasons.' },
        ],
      },
    ],
  },
  {
    code: '17-1021.00',
    aliases: ['mapmaker', 'photogrammetrist', 'Kartograf', 'Kartografin', 'cartographe', 'cartógrafo', 'cartógrafa'],
    quests: [
      {
        title: 'Draw a map of your street with a legend and scale',
        description: 'Walk your street and draw a map of it with a north arrow, a scale bar and a legend of symbols for trees, lamp posts and crossings. Show the finished map.',
        plan: [
          { title: 'Check your street map against an aerial photo', description: 'Open a free aerial photo of your street and mark where your map\'s distances drift from it.' },
          { title: 'Map a building\'s height from two street photos', description: 'Photograph a building from two spots a known distance apart and estimate its height by similar triangles.' },
          { title: 'Make a contour map of a hill', description: 'Trace the contours for a local hill from a free topographic map and shade it by height.' },
        ],
      },
    ],
  },
  {
    code: '17-1022.00',
    aliases: ['land surveyor', 'chartered surveyor', 'Vermesser', 'Vermessungsingenieur', 'géomètre', 'topógrafo', 'agrimensor'],
    quests: [
      {
        title: 'Survey your garden with a tape and a compass',
        description: 'Measure the boundary of a garden, yard or small park using a tape, pacing and a phone compass, and plot it as a closed traverse on paper. Show the plotted sketch and how far your traverse fails to close.',
        plan: [
          { title: 'Plot the garden traverse at scale', description: 'Redraw your traverse at 1:100, write down the misclosure and spread the error back round the corners.' },
          { title: 'Read a boundary on a title plan', description: 'Find a sample title plan or deed plan online and list what it fixes and what it leaves vague.' },
          { title: 'Level a slope with a garden hose', description: 'Use a clear hose filled with water as a level to measure the fall across the garden and note the heights.' },
        ],
      },
    ],
  },
  {
    code: '17-1022.01',
    aliases: ['geodesist', 'GNSS surveyor', 'Geodät', 'Geodätin', 'géodésien', 'geodesta'],
    quests: [
      {
        title: 'Find your position on the WGS84 ellipsoid',
        description: 'Record your phone\'s GPS latitude, longitude and height at one spot, then look up the nearest benchmark or trig point and compare the two. Show notes on why heights on the ellipsoid and on the map differ.',
        plan: [
          { title: 'Explain ellipsoid height against map height', description: 'Look up the geoid height for your spot and write a short note on why GPS height is not sea-level height.' },
          { title: 'Log GPS drift at one fixed point', description: 'Take ten position readings a few minutes apart at the same spot and plot how much they wander.' },
          { title: 'Convert between two datums', description: 'Use a free online converter to change one point from WGS84 to your national grid and record every number.' },
        ],
      },
    ],
  },
  {
    code: '17-2011.00',
    aliases: ['aeronautical engineer', 'Luft- und Raumfahrtingenieur', 'ingénieur aérospatial', 'ingeniero aeroespacial'],
    quests: [
      {
        title: 'Test paper wings for lift and stability',
        description: 'Fold three paper gliders with different wing shapes, fly each five times across a room and note the distance and how it flies. Show a table of results and which wing won.',
        plan: [
          { title: 'Change one wing variable at a time', description: 'Repeat the glider tests changing only wing area or dihedral and record what each change does.' },
          { title: 'Find the centre of gravity', description: 'Balance each glider on a finger, mark the balance point and test how moving a paperclip shifts it.' },
          { title: 'Read an aircraft\'s data sheet', description: 'Look up the wingspan, wing area and weight of one real airliner and work out its wing loading.' },
        ],
      },
    ],
  },
  {
    code: '17-2021.00',
    aliases: ['agri engineer', 'farm engineer', 'Agraringenieur', 'ingénieur agronome', 'ingeniero agrícola', 'ingeniera agrícola'],
    quests: [
      {
        title: 'Design a drip watering system for a pot',
        description: 'Make a slow drip feeder for a plant pot from a plastic bottle, time how fast it drips and draw how you would scale it to a row of plants. Show the drip rate and your sketch.',
        plan: [
          { title: 'Measure the drip rate per hour', description: 'Count drops per minute from your bottle drip and work out the water it gives a plant per hour.' },
          { title: 'Size a drip line for a vegetable bed', description: 'Draw a bed of twenty plants and calculate pipe length, emitters and water needed per week.' },
          { title: 'Study a tractor\'s three-point hitch', description: 'Watch a video of a three-point hitch and draw how the links lift and tilt an implement.' },
        ],
      },
    ],
  },
  {
    code: '17-2031.00',
    aliases: ['BME', 'medical device engineer', 'ingénieur biomédical', 'ingeniero biomédico'],
    quests: [
      {
        title: 'Take apart how a pulse oximeter reads blood',
        description: 'Watch how a fingertip pulse oximeter shines red and infrared light through skin, and draw a labelled diagram of the light path and sensor. Show the diagram with a short note on why two colours are used.',
        plan: [
          { title: 'Read a pulse oximeter\'s user manual', description: 'Find a free pulse oximeter manual and list its accuracy claims and the conditions that make it read wrong.' },
          { title: 'Read a medical device recall notice', description: 'Search a public device recall database, ideally for a pulse oximeter or similar light sensor, and summarise one recall: the fault, the risk and the fix.' },
          { title: 'Sketch a better handle for a walking aid', description: 'Draw a redesign of a walking stick grip for weak hands and note the forces it must bear.' },
        ],
      },
    ],
  },
  {
    code: '17-2041.00',
    aliases: ['chem engineer', 'process engineer', 'Chemieingenieur', 'Verfahrensingenieur', 'ingénieur chimiste', 'ingeniero químico'],
    quests: [
      {
        title: 'Draw a process flow diagram for making tea',
        description: 'Draw the making of a pot of tea as a process flow diagram with feeds, a heater, a mixer, a separator and the product stream, and label each stream with its amount. Show the diagram.',
        plan: [
          { title: 'Balance the mass on your tea flow diagram', description: 'Weigh water and tea leaves in and tea out, and write the mass balance with what was lost as steam.' },
          { title: 'Scale the tea process to a café', description: 'Redo the diagram for 200 cups an hour and note which step would limit the output.' },
          { title: 'Read a real plant\'s process diagram', description: 'Find a published flow diagram of a water or sugar plant and list its main unit operations.' },
        ],
      },
    ],
  },
  {
    code: '17-2051.00',
    aliases: ['structural engineer', 'Bauingenieur', 'Bauingenieurin', 'ingénieur civil', 'ingeniero civil', 'ingeniera civil'],
    quests: [
      {
        title: 'Build a paper bridge that carries a load',
        description: 'Build a bridge from ten sheets of paper and tape spanning 30 cm between two books, then load it with coins until it fails. Show a photo and note where and how it broke.',
        plan: [
          { title: 'Change the paper bridge\'s shape', description: 'Rebuild the bridge as a truss or an arch and compare its failure load with your first one.' },
          { title: 'Sketch the load path on a local bridge', description: 'Photograph a footbridge near you and draw how the weight travels from deck to foundations.' },
          { title: 'Read a design code\'s load table', description: 'Look up the crowd load a footbridge must carry in a public design code and compare it with your paper bridge.' },
        ],
      },
      {
        title: 'Trace where the rain goes on your street',
        description: 'Walk your street after rain and mark on a sketch map every gully, drain cover, kerb drop and puddle, with arrows for the way the water flows. Show the drainage map.',
        plan: [
          { title: 'Find the low points on the drainage map', description: 'Circle the places on your drainage map where water ponds and note what the kerb and road fall are doing there.' },
          { title: 'Work out the rain falling on the street', description: 'Multiply the street\'s paved area by a heavy storm\'s rainfall to find the litres the street drainage must carry.' },
          { title: 'Read a drainage design guide', description: 'Look up a public guide to road drainage and note how far apart gullies should be.' },
          { title: 'Propose a fix for the worst puddle', description: 'Sketch a new gully, kerb or rain garden for the worst spot and explain how it carries the water away.' },
        ],
      },
    ],
  },
  {
    code: '17-2051.01',
    aliases: ['traffic engineer', 'highway engineer', 'Verkehrsingenieur', 'ingénieur de la circulation', 'ingeniero de tráfico'],
    quests: [
      {
        title: 'Count the traffic at a junction for 15 minutes',
        description: 'Stand at a safe spot by a busy junction and tally cars, bikes and walkers turning each way for 15 minutes. Show a turning-count diagram with your numbers.',
        plan: [
          { title: 'Time the signal phases at the junction', description: 'Time each green, amber and red at the junction and draw the phase diagram.' },
          { title: 'Find the queue at peak', description: 'Count the longest queue on each arm and note which arm runs out of green time.' },
          { title: 'Propose a junction change', description: 'Sketch one change such as a bus lane or a longer crossing phase and say who gains and who waits.' },
        ],
      },
    ],
  },
  {
    code: '17-2061.00',
    aliases: ['hardware engineer', 'chip designer', 'computer hardware designer', 'Hardwareentwickler', 'ingénieur matériel', 'ingeniero de hardware'],
    quests: [
      {
        title: 'Trace the parts on a computer motherboard',
        description: 'Find a photo of a labelled motherboard and match the CPU socket, memory slots, chipset, power stages and connectors on it. Show a labelled diagram.',
        plan: [
          { title: 'Draw the data paths on the motherboard', description: 'Add arrows for how data moves between CPU, memory, storage and graphics on your diagram.' },
          { title: 'Build the maths of a computer in logic gates', description: 'Use a free logic simulator, as the CPU\'s designers do, to build a one-bit full adder and screenshot its truth table.' },
          { title: 'Compare two processors\' specification sheets', description: 'Put two CPU data sheets side by side and explain cores, cache and power limits in a table.' },
        ],
      },
    ],
  },
  {
    code: '17-2071.00',
    aliases: ['EE', 'Elektroingenieur', 'Elektroingenieurin', 'ingénieur électricien', 'ingeniero eléctrico'],
    quests: [
      {
        title: 'Draw the single-line diagram of a house\'s power',
        description: 'Read the labels on a home consumer unit cover (without opening it) and draw a single-line diagram from the supply to each circuit, with its rating. Show the diagram.',
        plan: [
          { title: 'Add the loads to your single-line diagram', description: 'List the appliances on each circuit from their rating plates and total the watts per circuit.' },
          { title: 'Work out the house\'s energy use', description: 'Read the power meter twice, twelve hours apart, and compare the kilowatt-hours with your appliance list.' },
          { title: 'Read a wiring regulation\'s section', description: 'Read the public summary of your country\'s wiring rules on bathrooms and list three requirements.' },
        ],
      },
    ],
  },
  {
    code: '17-2072.00',
    aliases: ['circuit designer', 'Elektronikingenieur', 'ingénieur électronicien', 'ingeniero electrónico'],
    quests: [
      {
        title: 'Simulate a blinking LED circuit online',
        description: 'Use a free online circuit simulator to build a 555 timer circuit that blinks an LED, and change one resistor to alter the rate. Show a screenshot and a table of the blink times you measured.',
        plan: [
          { title: 'Calculate the 555 blink rate', description: 'Work out the timer\'s frequency from the formula and compare it with what the simulator shows.' },
          { title: 'Read the 555 timer datasheet', description: 'Open the datasheet and list the supply range, output current and pin functions.' },
          { title: 'Draw the schematic neatly', description: 'Redraw your circuit as a proper schematic with part values and a title block.' },
        ],
      },
    ],
  },
  {
    code: '17-2072.01',
    aliases: ['RFID specialist', 'RFID engineer', 'RFID-Spezialist', 'spécialiste RFID', 'especialista en RFID'],
    quests: [
      {
        title: 'Find the RFID tags hidden in your home',
        description: 'Check bank cards, transport passes, library books and shop labels for RFID or NFC tags using a phone\'s NFC reader, and list what each tag holds. Show the list.',
        plan: [
          { title: 'Read each RFID tag\'s data with the phone', description: 'Use the phone\'s NFC reader app on three of your hidden tags, such as a transport card and note the tag type, memory size and data type.' },
          { title: 'Map the read range of your RFID tags', description: 'Measure how close each hidden tag must be to the phone\'s reader and note what blocks it, such as foil or a wallet.' },
          { title: 'Plan tags for a small library', description: 'Sketch where readers and tags would go in a room of books and list what the system would track.' },
        ],
      },
    ],
  },
  {
    code: '17-2081.00',
    aliases: ['Umweltingenieur', 'Umweltingenieurin', 'ingénieur environnement', 'ingeniero ambiental'],
    quests: [
      {
        title: 'Audit the contents of your household bin',
        description: 'Sort the contents of one kitchen bin bag on newspaper, wearing gloves, into food, plastics, paper, glass and other, and weigh or count each pile. Show a chart of what you threw away.',
        plan: [
          { title: 'Find the biggest waste stream in the bin', description: 'Pick the largest category from your bin audit and trace where it goes after collection using your council\'s website.' },
          { title: 'Compare your bin audit with the national figures', description: 'Find your country\'s published household waste breakdown and set your audit chart beside it.' },
          { title: 'Sketch how a landfill is engineered', description: 'Draw a section through a modern landfill from a public diagram: liner, drainage, gas collection and cap.' },
          { title: 'Write a reduction plan', description: 'Write a one-page plan to halve the largest waste stream and estimate the weight saved per year.' },
        ],
      },
    ],
  },
  {
    code: '17-2081.01',
    aliases: ['water engineer', 'wastewater engineer', 'Wasseringenieur', 'ingénieur de l\'eau', 'ingeniero hidráulico sanitario'],
    quests: [
      {
        title: 'Follow your water from tap to treatment works',
        description: 'Look up your water supplier\'s source and treatment works, then draw the journey from river or borehole to your tap and from drain to sewage works. Show the diagram.',
        plan: [
          { title: 'Read your water quality report', description: 'Find your area\'s published water quality report and list five measured values with their limits.' },
          { title: 'Build a sand filter from a bottle', description: 'Layer gravel and sand in a cut bottle, pour muddy water through and photograph before and after.' },
          { title: 'Sketch how a sewage works cleans water', description: 'Draw the screens, settling tanks and aeration stages from a works\' open-day video.' },
        ],
      },
    ],
  },
  {
    code: '17-2111.00',
    aliases: ['safety engineer', 'HSE engineer', 'Sicherheitsingenieur', 'ingénieur sécurité', 'ingeniero de seguridad'],
    quests: [
      {
        title: 'Carry out a risk assessment of your kitchen',
        description: 'Walk through your kitchen and list each hazard, who could be hurt, how likely and how bad, and one control for each. Show the risk assessment table.',
        plan: [
          { title: 'Score each kitchen hazard on a matrix', description: 'Put each hazard on a 5 x 5 likelihood and severity matrix and colour the high ones.' },
          { title: 'Compare a real accident with your risk assessment', description: 'Read one public workplace accident summary and list the causes the investigators named.' },
          { title: 'Write a safe working method', description: 'Write a one-page method statement for one kitchen task that removes the top hazard.' },
        ],
      },
    ],
  },
  {
    code: '17-2111.01',
    aliases: ['occupational safety engineer', 'industrial hygienist', 'Arbeitssicherheitsingenieur', 'ingénieur HSE', 'ingeniero de seguridad industrial'],
    quests: [
      {
        title: 'Measure the noise where people work',
        description: 'Use a free sound-meter app to record noise levels at a café, a workshop street or a busy station and compare them with the workplace action levels. Show a table of readings.',
        plan: [
          { title: 'Compare the noise readings with the limits', description: 'Look up the legal noise action values and mark which of your readings would need hearing protection.' },
          { title: 'Check the safety signs where people work', description: 'Photograph safety signs in a public building and sort them by colour and shape into prohibition, warning and mandatory.' },
          { title: 'Write a noise control plan', description: 'Choose your loudest spot and write three controls in order: remove, reduce, then protect.' },
        ],
      },
    ],
  },
  {
    code: '17-2111.02',
    aliases: ['fire engineer', 'fire protection engineer', 'Brandschutzingenieur', 'ingénieur sécurité incendie', 'ingeniero de protección contra incendios'],
    quests: [
      {
        title: 'Map the escape routes in a public building',
        description: 'Walk a library or shopping centre and draw its fire exits, alarm call points, extinguishers and the longest route to safety. Show the floor plan with the routes marked.',
        plan: [
          { title: 'Measure the longest escape route', description: 'Pace the longest route on your escape plan and compare it with the travel distance in a public fire code.' },
          { title: 'Read an extinguisher label', description: 'Photograph extinguisher labels and list which fire classes each one is for.' },
          { title: 'Check your home\'s fire plan', description: 'Draw your home\'s escape routes and test the smoke alarms with the owner\'s say-so, noting the results.' },
        ],
      },
    ],
  },
  {
    code: '17-2111.03',
    aliases: ['compliance engineer', 'Produktsicherheitsingenieur', 'ingénieur sécurité produit', 'ingeniero de seguridad de producto'],
    quests: [
      {
        title: 'Hunt for the safety markings on a toaster',
        description: 'Read every label, symbol and warning on a toaster, kettle or hair dryer and look up what each one means. Show a labelled photo with the meanings.',
        plan: [
          { title: 'Find the standard behind one toaster mark', description: 'Look up the standard behind a CE or UL mark on your appliance and note what it tests.' },
          { title: 'Imagine how the toaster could hurt someone', description: 'List five ways the toaster could be misused and what stops each one.' },
          { title: 'Read a product recall', description: 'Summarise one public product recall: the hazard, how many units and the fix offered.' },
        ],
      },
    ],
  },
  {
    code: '17-2112.00',
    aliases: ['process improvement engineer', 'Wirtschaftsingenieur', 'ingénieur industriel', 'ingeniero industrial'],
    quests: [
      {
        title: 'Time-study making a sandwich',
        description: 'Make the same sandwich three times, timing each step, and draw a flow chart of the steps. Show the chart with the average times and the slowest step circled.',
        plan: [
          { title: 'Cut waste from the sandwich process', description: 'Rearrange your kitchen layout for the sandwich and time it again to show the saving.' },
          { title: 'Draw a spaghetti diagram', description: 'Draw your walking path around the kitchen during the sandwich and count the steps taken.' },
          { title: 'Balance a two-person line', description: 'Split the steps between two people so each has equal time and show the new chart.' },
        ],
      },
    ],
  },
  {
    code: '17-2112.01',
    aliases: ['ergonomist', 'human factors specialist', 'Ergonom', 'Ergonomin', 'ergonome', 'ergónomo', 'ergónoma'],
    quests: [
      {
        title: 'Assess a desk set-up for comfort and reach',
        description: 'Measure a desk, chair and screen set-up and compare heights and distances with an ergonomics checklist. Show the checklist with the changes you would make.',
        plan: [
          { title: 'Photograph your posture at the desk', description: 'Photograph yourself working side-on at the desk and check the screen height for comfort and mark the neck, elbow and hip angles.' },
          { title: 'Assess the reach to a TV remote\'s buttons', description: 'Ask two people to do three tasks with a TV remote and note every hesitation and awkward reach.' },
          { title: 'Redesign a control panel', description: 'Sketch a clearer layout for a cooker or washing machine panel and explain the grouping.' },
        ],
      },
    ],
  },
  {
    code: '17-2121.00',
    aliases: ['naval architect', 'ship designer', 'Schiffbauingenieur', 'ingénieur naval', 'ingeniero naval'],
    quests: [
      {
        title: 'Test how hull shape affects stability',
        description: 'Make three small hulls from foil or a plastic tray, float them in a sink and load coins on one side until each tips. Show a table of coins to capsize.',
        plan: [
          { title: 'Find the waterline and stability of each hull', description: 'Mark each hull\'s waterline empty and loaded and compare the displaced water with its weight.' },
          { title: 'Compare your hull shape with a real ship\'s', description: 'Look up one ferry\'s length, beam, draught and tonnage and explain each term.' },
          { title: 'Draw a hull\'s lines plan', description: 'Sketch a simple boat\'s plan, profile and body sections like a lines plan.' },
        ],
      },
    ],
  },
  {
    code: '17-2121.01',
    aliases: ['ship engineer', 'ingénieur marine', 'ingeniero marino'],
    quests: [
      {
        title: 'Draw the engine room of a ferry from a video',
        description: 'Watch a ship engine-room tour video and draw the main engine, shaft, propeller, generators and pumps with how they connect. Show the labelled diagram.',
        plan: [
          { title: 'Trace fuel and cooling water in the engine room', description: 'Add the fuel and seawater cooling lines to your diagram in two colours.' },
          { title: 'Work out a propeller\'s thrust in words', description: 'Explain in a short note how pitch and turns make a propeller push a ship.' },
          { title: 'Read an engine log', description: 'Find an example marine engine log and list what the watchkeeper records each watch.' },
        ],
      },
    ],
  },
  {
    code: '17-2121.02',
    aliases: ['yacht designer', 'boat designer', 'Bootsdesigner', 'architecte naval', 'diseñador de yates'],
    quests: [
      {
        title: 'Sketch the general arrangement of a small boat',
        description: 'Study photos of a 10 m sailing yacht and draw its general arrangement plan showing cabins, galley, heads and deck layout. Show the plan.',
        plan: [
          { title: 'Check headroom in the arrangement plan', description: 'Mark standing headroom and berth lengths on your plan and compare with human sizes.' },
          { title: 'Compare two hull forms', description: 'Sketch a displacement hull and a planing hull and note where each is used.' },
          { title: 'Plan the weight of the boat', description: 'List the heavy items aboard and where they sit, and mark the centre of gravity on your plan.' },
        ],
      },
    ],
  },
  {
    code: '17-2131.00',
    aliases: ['materials scientist', 'metallurgist', 'Werkstoffingenieur', 'Werkstoffingenieurin', 'ingénieur matériaux', 'ingeniero de materiales'],
    quests: [
      {
        title: 'Test which household material bends first',
        description: 'Hold strips of wood, plastic, card and metal off a table edge and hang the same weight from each, measuring how far each bends. Show a table of deflections.',
        plan: [
          { title: 'Rank the materials by stiffness', description: 'Use your deflection results to rank stiffness and compare with published Young\'s modulus values.' },
          { title: 'Look at a fracture surface', description: 'Snap a plastic spoon and a biscuit and photograph the broken faces, noting brittle and ductile signs.' },
          { title: 'Choose a material for a product', description: 'Write a one-page material choice for a bike mudguard using strength, weight and cost.' },
        ],
      },
    ],
  },
  {
    code: '17-2141.00',
    aliases: ['MechE', 'Maschinenbauingenieur', 'Maschinenbauingenieurin', 'ingénieur mécanique', 'ingeniero mecánico'],
    quests: [
      {
        title: 'Take apart a retractable pen and draw its mechanism',
        description: 'Take apart a clicky pen, lay the parts out and draw an exploded view showing how the cam and spring lock the tip in and out. Show the drawing.',
        plan: [
          { title: 'Measure the pen mechanism\'s parts', description: 'Measure each part with a ruler and add dimensions to your exploded view.' },
          { title: 'Work out the spring force', description: 'Press the pen spring on a kitchen scale at two lengths and calculate its stiffness.' },
          { title: 'Redesign one part', description: 'Sketch a change that makes the pen easier to assemble and explain why.' },
        ],
      },
      {
        title: 'Work out the gears inside a kitchen hand whisk',
        description: 'Count the teeth on the big wheel and the small gears of a hand-cranked whisk or egg beater, work out how many times the beaters spin per turn of the handle, and check it by counting. Show your calculation and a tally of the count.',
        plan: [
          { title: 'Draw the whisk\'s gear train', description: 'Sketch the crown wheel and the two pinions of the whisk, with tooth counts and the direction each one turns.' },
          { title: 'Find gears in two more gadgets', description: 'Look for gears in a tin opener, a pencil sharpener or a toy and calculate each one\'s ratio.' },
          { title: 'Trade speed for force', description: 'Write a one-page note on why a low gear on a bike or a winch makes turning easier but slower, using your whisk numbers.' },
        ],
      },
    ],
  },
  {
    code: '17-2141.01',
    aliases: ['hydrogen engineer', 'Brennstoffzellen-Ingenieur', 'ingénieur pile à combustible', 'ingeniero de pilas de combustible'],
    quests: [
      {
        title: 'Draw how a fuel cell makes electricity',
        description: 'Watch a demonstration of a hydrogen fuel cell and draw its anode, membrane, cathode and the flow of hydrogen, oxygen, electrons and water. Show the labelled diagram.',
        plan: [
          { title: 'Compare a fuel cell\'s electricity with a battery\'s', description: 'Write a table comparing a fuel cell and a phone battery on fuel, refuelling and output.' },
          { title: 'Find a fuel cell vehicle\'s specification', description: 'Look up one hydrogen car and note its tank size, range and stack power.' },
          { title: 'Plan a hydrogen refuelling station', description: 'Sketch the storage, compressor and dispenser of a station and list its safety distances.' },
        ],
      },
    ],
  },
  {
    code: '17-2141.02',
    aliases: ['car engineer', 'Fahrzeugingenieur', 'Kfz-Ingenieur', 'ingénieur automobile', 'ingeniero automotriz'],
    quests: [
      {
        title: 'Compare two cars\' specifications and explain the gap',
        description: 'Pick two cars of similar size and compare their weight, power, drag figure and fuel use from makers\' sheets. Show a table and a short note on which figures explain the difference.',
        plan: [
          { title: 'Compare two cars\' suspension from the outside', description: 'Look behind the wheel of two parked cars and sketch the spring, damper and links you can see.' },
          { title: 'Compare two cars\' crash test results', description: 'Watch one public crash test for each car and list the measurements and the star rating parts.' },
          { title: 'Sketch a better car boot', description: 'Measure a car boot and sketch a layout that fits one more suitcase.' },
        ],
      },
    ],
  },
  {
    code: '17-2151.00',
    aliases: ['mining engineer', 'geological engineer', 'Bergbauingenieur', 'ingénieur des mines', 'ingeniero de minas'],
    quests: [
      {
        title: 'Plan an open-pit mine in a sandbox',
        description: 'Place a few marbles as an ore body in a tray of damp sand, then plan benches and a haul road to reach them with the least sand moved. Show a sketch and your waste-to-ore tally.',
        plan: [
          { title: 'Draw the mine plan\'s cross-section', description: 'Draw a cross-section of your pit with bench heights and the slope angle.' },
          { title: 'Compare your sandbox mine with a real mine\'s report', description: 'Find a mining company\'s resource statement and list tonnage, grade and mine life.' },
          { title: 'Explain how mines keep workers safe', description: 'Read a public mine safety summary and list ventilation, ground support and rescue rules.' },
        ],
      },
    ],
  },
  {
    code: '17-2161.00',
    aliases: ['reactor engineer', 'Kerningenieur', 'Nuklearingenieur', 'ingénieur nucléaire', 'ingeniero nuclear'],
    quests: [
      {
        title: 'Draw a pressurised water reactor\'s loops',
        description: 'Draw, from a public reactor diagram, the primary loop, steam generator, secondary loop and cooling of a pressurised water reactor. Show the labelled drawing.',
        plan: [
          { title: 'Model the reactor\'s chain reaction with dominoes', description: 'Set up dominoes so each knocks two others and film it, then add blockers as control rods.' },
          { title: 'Read a reactor\'s event report', description: 'Read one public regulator event summary and list the cause and the safety systems that worked.' },
          { title: 'Compare energy density', description: 'Calculate how much coal equals one uranium fuel pellet and write it as a one-page note.' },
        ],
      },
    ],
  },
  {
    code: '17-2171.00',
    aliases: ['reservoir engineer', 'drilling engineer', 'Erdölingenieur', 'ingénieur pétrolier', 'ingeniero petrolero'],
    quests: [
      {
        title: 'Model how oil sits in porous rock',
        description: 'Fill a glass with gravel, then sand, and pour in oil-coloured water to see how much each holds and how fast it drains. Show a table of the porosity numbers for each.',
        plan: [
          { title: 'Measure the porosity of each layer', description: 'Record water poured in against volume of gravel and sand and calculate porosity.' },
          { title: 'Draw a well from surface down to the porous rock', description: 'Sketch a well\'s casing strings and the rock layers it passes from a public well diagram.' },
          { title: 'Read a field\'s production chart', description: 'Find a published oil field production curve and mark the plateau and decline.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.00',
    aliases: ['specialist engineer'],
    quests: [
      {
        title: 'Reverse-engineer a household gadget on paper',
        description: 'Pick a gadget such as a stapler or a can opener, work out its parts and how force moves through it, and draw a labelled sketch. Show the sketch with the working principle in one sentence.',
        plan: [
          { title: 'List the gadget\'s design requirements', description: 'Write what the gadget must do, its limits and its users, as a short specification list.' },
          { title: 'Find the gadget\'s patent', description: 'Search a free patent database for a similar gadget and summarise its main claim.' },
          { title: 'Propose an improvement', description: 'Sketch one change and list what it would cost in parts and what it would gain.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.01',
    aliases: ['bioprocess engineer', 'Bioverfahrensingenieur', 'ingénieur en biotechnologie', 'ingeniero bioquímico'],
    quests: [
      {
        title: 'Track yeast growth in a bottle fermenter',
        description: 'Mix warm water, sugar and yeast in a bottle with a balloon on top and measure the balloon round every ten minutes. Show a growth chart.',
        plan: [
          { title: 'Change one fermenter condition', description: 'Run the yeast bottle again at a colder temperature and compare the curves.' },
          { title: 'Draw a real fermenter', description: 'Draw a stirred-tank fermenter from a public diagram with its feeds, probes and jacket.' },
          { title: 'Scale up the fermentation', description: 'Write a one-page note on what changes when the bottle becomes a 10,000-litre tank.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.02',
    aliases: ['CQV engineer', 'Validierungsingenieur', 'ingénieur validation', 'ingeniero de validación'],
    quests: [
      {
        title: 'Write a validation protocol for a kitchen scale',
        description: 'Write a short protocol to prove a kitchen scale weighs correctly: the test weights, the acceptance limits and the steps. Run it with coins of known weight and show the signed results table.',
        plan: [
          { title: 'Set acceptance limits for the scale', description: 'Look up coin weights and decide how far off the scale may read before it fails.' },
          { title: 'Record a deviation', description: 'Write a deviation report for any reading outside limits, with cause and action.' },
          { title: 'Validate a cooking process', description: 'Write a protocol proving your oven reaches the temperature set, using an oven thermometer.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.03',
    aliases: ['energy auditor', 'Energieingenieur', 'ingénieur énergéticien', 'ingeniero energético'],
    quests: [
      {
        title: 'Do an energy audit of one room',
        description: 'List every device in one room with its wattage and hours of use, then calculate its yearly kilowatt-hours and cost. Show the audit table.',
        plan: [
          { title: 'Find the biggest energy user in the room', description: 'Rank the devices in your audit and check standby power with the labels or a plug meter.' },
          { title: 'Find the room\'s heat leaks for the audit', description: 'Feel for draughts at the room\'s windows and doors with your hand, mark them on a plan and list fixes.' },
          { title: 'Write an energy saving report', description: 'Write a one-page report with three measures, their cost and yearly saving.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.04',
    aliases: ['production engineer', 'Fertigungsingenieur', 'Produktionsingenieur', 'ingénieur de production', 'ingeniero de manufactura'],
    quests: [
      {
        title: 'Plan how a plastic bottle cap is made',
        description: 'Study a bottle cap closely, watch a plastic moulding video and write the process sequence from pellet to packed cap. Show a process sheet with each step and its check.',
        plan: [
          { title: 'Spot moulding marks on the bottle cap', description: 'Find the gate, parting line and ejector marks on the cap and label them on a photo.' },
          { title: 'Estimate the bottle cap cycle time', description: 'Work out how many caps one mould with 32 cavities makes per hour at a 6-second cycle.' },
          { title: 'Design a quality check', description: 'List three defects such as short shots or flash and how an inspector would catch them.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.05',
    aliases: ['Mechatroniker', 'Mechatronikingenieur', 'ingénieur mécatronicien', 'ingeniero mecatrónico'],
    quests: [
      {
        title: 'Map the sensors and motors in a washing machine',
        description: 'Read a washing machine manual and watch a teardown video, then draw a block diagram of its sensors, controller and motors. Show the diagram.',
        plan: [
          { title: 'Write the washing machine\'s control logic', description: 'Write the wash cycle as steps with the sensor reading that triggers each next step.' },
          { title: 'Simulate a sensor loop', description: 'Build a free online microcontroller sketch that turns on a virtual fan above a set temperature.' },
          { title: 'Design a small automated device', description: 'Sketch a plant-watering device with its sensor, controller and pump, and list the parts.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.06',
    aliases: ['MEMS engineer', 'MEMS-Ingenieur', 'ingénieur MEMS', 'ingeniero de microsistemas'],
    quests: [
      {
        title: 'Find the MEMS sensors inside your phone',
        description: 'Use a free sensor app to read your phone\'s accelerometer, gyroscope and barometer while you tilt and lift it. Show a screenshot and notes on what each sensor measured.',
        plan: [
          { title: 'Draw how a MEMS accelerometer works', description: 'Sketch the tiny proof mass and comb fingers from a public diagram and label them.' },
          { title: 'Measure height change with the barometer', description: 'Log pressure at the bottom and top of a staircase and work out the height difference.' },
          { title: 'Compare sizes', description: 'Make a scale chart from a hair\'s width down to a MEMS comb finger.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.07',
    aliases: ['optical engineer', 'laser engineer', 'Photonik-Ingenieur', 'ingénieur photonique', 'ingeniero fotónico'],
    quests: [
      {
        title: 'Split white light into a spectrum at home',
        description: 'Use a CD or a glass of water in sunlight to split light into a rainbow, then photograph it and label the colours and their wavelengths. Show the labelled photo.',
        plan: [
          { title: 'Build a cardboard spectroscope', description: 'Make a spectroscope from a box and a CD piece and compare the spectrum of a bulb and daylight.' },
          { title: 'Bend light in an optical fibre', description: 'Shine a torch into a stream of water from a bottle and photograph the light trapped in it.' },
          { title: 'Read a laser\'s safety class', description: 'Find the class label on a laser pointer or printer and note what the class means.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.08',
    aliases: ['robot engineer', 'Robotikingenieur', 'ingénieur roboticien', 'ingeniero en robótica'],
    quests: [
      {
        title: 'Program a robot arm path on paper',
        description: 'Draw a two-joint robot arm on paper, then work out the joint angles needed to reach three points and check them with a protractor. Show the drawing with the angles.',
        plan: [
          { title: 'Simulate the robot arm online', description: 'Use a free robot arm simulator to move to the same points and compare the angles.' },
          { title: 'Write a pick-and-place robot sequence', description: 'Write step by step commands for the robot arm to move a cup from one place to another.' },
          { title: 'Study a real robot\'s datasheet', description: 'Read a small industrial robot\'s datasheet and list its reach, payload and repeatability.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.09',
    aliases: ['nanotechnologist', 'nanoengineer', 'Nanotechnologe', 'nanotechnologue', 'nanotecnólogo'],
    quests: [
      {
        title: 'Make a powers-of-ten scale from metres to nanometres',
        description: 'Draw a powers-of-ten scale from your height down to a grain of sand, a hair, a red blood cell, a virus and a gold atom, one step per power of ten. Show the finished chart.',
        plan: [
          { title: 'Place nanomaterials on the powers-of-ten chart', description: 'Add carbon nanotubes, quantum dots and a transistor gate at the right steps.' },
          { title: 'See surface area grow as the scale shrinks', description: 'Cut a sugar cube into smaller pieces and calculate how the surface area grows each time.' },
          { title: 'Read a nanomaterial safety note', description: 'Read a public note on handling nanopowders and list the precautions.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.10',
    aliases: ['wind engineer', 'wind turbine engineer', 'Windenergieingenieur', 'ingénieur éolien', 'ingeniero eólico'],
    quests: [
      {
        title: 'Estimate the power in the wind at your window',
        description: 'Use a weather app to find today\'s wind speed, then calculate the power a 100 m wide rotor would catch using the wind power formula. Show your working on one page.',
        plan: [
          { title: 'Make a pinwheel and time its spin in the wind', description: 'Build a paper pinwheel, count its turns in a breeze and relate the spin to the wind speed.' },
          { title: 'Find the nearest wind farm', description: 'Look up one wind farm\'s turbine count, rotor size and yearly output and check the capacity factor.' },
          { title: 'Draw a turbine\'s power curve', description: 'Plot cut-in, rated and cut-out speeds from a turbine datasheet.' },
        ],
      },
    ],
  },
  {
    code: '17-2199.11',
    aliases: ['solar engineer', 'PV engineer', 'Solarenergie-Ingenieur', 'ingénieur solaire', 'ingeniero solar'],
    quests: [
      {
        title: 'Size a solar panel system for a home',
        description: 'Read your yearly electricity use from a bill, look up your area\'s sun hours in a free solar calculator and work out how many panels would cover it. Show the calculation on one page.',
        plan: [
          { title: 'Check the roof\'s solar direction from the ground', description: 'Use a compass and a map to find which way your roof faces and note any shade from trees.' },
          { title: 'Read a solar panel datasheet', description: 'List the wattage, efficiency, size and temperature loss of one panel.' },
          { title: 'Draw the system layout', description: 'Sketch panels, inverter, meter and battery with the cable runs in a block diagram.' },
        ],
      },
    ],
  },
  {
    code: '17-3011.00',
    aliases: ['CAD drafter', 'draughtsman', 'Bauzeichner', 'Bauzeichnerin', 'dessinateur en bâtiment', 'delineante', 'delineante de construcción'],
    quests: [
      {
        title: 'Draft an elevation of your front door wall',
        description: 'Measure the wall with your front door and draft an elevation at 1:20 with the door, frame, step and a dimension string. Show the drawing.',
        plan: [
          { title: 'Add a title block to the elevation', description: 'Add a title block, scale, north point and revision box to your elevation.' },
          { title: 'Draft the same wall in free CAD software', description: 'Redraw the wall in a free CAD program and print a PDF.' },
          { title: 'Read a construction drawing set', description: 'Find a public drawing set and list the sheet types it contains.' },
        ],
      },
    ],
  },
  {
    code: '17-3011.01',
    aliases: ['architectural draftsperson', 'architectural technician', 'Architekturzeichner', 'dessinateur d\'architecture', 'delineante de arquitectura'],
    quests: [
      {
        title: 'Draw a staircase section with real dimensions',
        description: 'Measure the rise and going of your stairs and draft a section through them at 1:20, checking them against the building rules. Show the drawing and the check.',
        plan: [
          { title: 'Check the staircase against the building rules', description: 'Look up the maximum rise and minimum going and mark whether your stairs pass.' },
          { title: 'Draw a staircase and door schedule', description: 'List every door and staircase in your home with size, type and swing in a schedule table.' },
          { title: 'Annotate a floor plan', description: 'Add room names, areas and dimension strings to a floor plan of your home.' },
        ],
      },
    ],
  },
  {
    code: '17-3011.02',
    aliases: ['civil draftsperson', 'civil CAD technician', 'Tiefbauzeichner', 'dessinateur en génie civil', 'delineante de obras civiles'],
    quests: [
      {
        title: 'Draw a road cross-section of your street',
        description: 'Measure by pacing the width of your street\'s pavements, kerbs and carriageway and draw a typical cross-section with layers and the crossfall. Show the drawing.',
        plan: [
          { title: 'Add drainage to the street cross-section', description: 'Mark gullies and the slope water follows on your cross-section.' },
          { title: 'Draw a long section', description: 'Sketch a long section along your street showing how its level rises and falls.' },
          { title: 'Read a civil drawing\'s symbols', description: 'Find a public civil drawing and make a legend of the symbols used.' },
        ],
      },
    ],
  },
  {
    code: '17-3012.00',
    aliases: ['electrical drafter', 'electronics drafter', 'Elektrozeichner', 'dessinateur électricien', 'delineante eléctrico'],
    quests: [
      {
        title: 'Draw a clean schematic of a torch circuit',
        description: 'Open a torch\'s battery cap, trace its circuit and draft the schematic with standard symbols for the battery, switch and lamp. Show the drawing.',
        plan: [
          { title: 'Learn the schematic symbols', description: 'Make a symbol card of twelve standard symbols used in schematics.' },
          { title: 'Draw a room\'s lighting layout', description: 'Draft a plan of one room with its lights, switches and sockets using layout symbols.' },
          { title: 'Add a parts list', description: 'Add a bill of materials to your schematic with part numbers.' },
        ],
      },
    ],
  },
  {
    code: '17-3012.01',
    aliases: ['PCB designer', 'PCB layout designer', 'Leiterplattendesigner', 'dessinateur de circuits imprimés', 'diseñador de PCB'],
    quests: [
      {
        title: 'Lay out a simple circuit board on squared paper',
        description: 'Take a small circuit of a battery, resistor and LED and lay out its parts and copper tracks on squared paper as a circuit board. Show the layout.',
        plan: [
          { title: 'Check the board\'s track widths', description: 'Look up track width guidance for current and mark your tracks\' widths.' },
          { title: 'Draw the circuit in a free PCB tool', description: 'Redraw your board in a free PCB design program and export the picture.' },
          { title: 'Read a board\'s silkscreen', description: 'Look at an old circuit board and list the part designators printed on it.' },
        ],
      },
    ],
  },
  {
    code: '17-3012.02',
    aliases: ['electrical CAD drafter', 'panel drafter', 'Elektroplaner', 'dessinateur électricité', 'delineante de instalaciones eléctricas'],
    quests: [
      {
        title: 'Draw a home\'s socket and switch plan',
        description: 'Walk through two rooms and mark every socket, switch and light on a floor plan using standard symbols. Show the plan with a legend.',
        plan: [
          { title: 'Group the sockets into circuits on the plan', description: 'Guess which sockets share a circuit and mark each circuit with a colour.' },
          { title: 'Draw a switch wiring plan', description: 'Draft the two-way switch wiring for a staircase light on your plan from a public example.' },
          { title: 'Write a cable schedule', description: 'List cables with size, route and length for your plan.' },
        ],
      },
    ],
  },
  {
    code: '17-3013.00',
    aliases: ['mechanical draftsperson', 'CAD draughtsman', 'Technischer Zeichner', 'Technische Zeichnerin', 'dessinateur industriel', 'delineante mecánico'],
    quests: [
      {
        title: 'Draw three views of a mug',
        description: 'Draw a mug in front, top and side views on squared paper with its main dimensions measured with a ruler. Show the drawing.',
        plan: [
          { title: 'Add dimensions and tolerances to the mug', description: 'Add every dimension needed to make the mug and a tolerance on the handle.' },
          { title: 'Draw a section view of the mug', description: 'Add a section through the mug on squared paper, showing its wall thickness.' },
          { title: 'Model the part in free CAD', description: 'Model the mug in a free 3D CAD program and make a drawing sheet from it.' },
        ],
      },
    ],
  },
  {
    code: '17-3019.00',
    aliases: ['draughtsperson', 'technical illustrator', 'dessinateur technique', 'dibujante técnico'],
    quests: [
      {
        title: 'Draw an exploded view of a flat-pack shelf',
        description: 'Study the instructions of a flat-pack shelf and draw your own exploded view with each part numbered, the fixings shown and a parts list. Show the drawing.',
        plan: [
          { title: 'Number the shelf parts in a parts list', description: 'Make a bill of materials for the shelf with part number, quantity, size and material.' },
          { title: 'Draw the shelf in isometric', description: 'Draw the assembled shelf in isometric on dotted paper, keeping the parts to scale.' },
          { title: 'Draw one fixing in detail', description: 'Draw a cam lock or dowel joint as an enlarged detail view at 2:1 with a leader note.' },
          { title: 'Write wordless assembly steps', description: 'Draw six wordless assembly steps in the style of flat-pack instructions.' },
        ],
      },
    ],
  },
  {
    code: '17-3021.00',
    aliases: ['aerospace technician', 'aircraft test technician', 'Luftfahrttechniker', 'technicien aéronautique', 'técnico aeroespacial'],
    quests: [
      {
        title: 'Build a straw rocket and log its test flights',
        description: 'Make a paper rocket launched by blowing through a straw, fly it five times at set angles and log the distance of each flight. Show the test log.',
        plan: [
          { title: 'Add fins to the straw rocket', description: 'Test the rocket with and without fins, five flights each, and record the difference in your log.' },
          { title: 'Log the straw rocket\'s launch angles', description: 'Plot distance against launch angle from your log and mark the best angle.' },
          { title: 'Write a test procedure', description: 'Write the rocket test as a numbered procedure with set-up, safety check, measurement and sign-off, as a test technician would.' },
          { title: 'Read a wind tunnel test summary', description: 'Find a public summary of a wind tunnel test and list what was measured and with which instruments.' },
        ],
      },
    ],
  },
  {
    code: '17-3022.00',
    aliases: ['civil engineering tech', 'site technician', 'Bautechniker', 'technicien génie civil', 'técnico en obras civiles'],
    quests: [
      {
        title: 'Test concrete-like mixes with plaster cubes',
        description: 'Mix small cubes of plaster of Paris with different amounts of water in yoghurt pots, let them set and press each with stacked books until it cracks. Show a table of mix against load.',
        plan: [
          { title: 'Record the water ratio of each cube', description: 'Weigh plaster and water for each cube and write the water ratio beside its failure load.' },
          { title: 'Do a slump test on a plaster mix', description: 'Use a cup to do a mini slump test of a wet plaster mix and measure the slump.' },
          { title: 'Read a concrete delivery ticket', description: 'Find an example ready-mix delivery note and list the grade, slump and time batched, and why each matters on site.' },
          { title: 'Write a site test log', description: 'Set out your cube results as a site test log with sample codes and dates.' },
        ],
      },
    ],
  },
  {
    code: '17-3023.00',
    aliases: ['electronics tech', 'Elektrotechniker', 'technicien électronique', 'técnico electrónico'],
    quests: [
      {
        title: 'Read and check a resistor\'s colour bands',
        description: 'Find five resistors in an old kit or in photos and decode their colour bands into ohms and tolerance. Show a table of values.',
        plan: [
          { title: 'Compare the resistor colour code with a meter', description: 'Use a free multimeter guide to explain how you would check each resistor\'s value and what reading would fail it.' },
          { title: 'Build a resistor circuit in a simulator', description: 'Build a voltage divider from two resistors in a free simulator and record the output voltage.' },
          { title: 'Write a fault-finding checklist', description: 'Write the steps a technician follows to find why a small circuit does not work, from power to each part.' },
        ],
      },
    ],
  },
  {
    code: '17-3023.01',
    aliases: ['electronics technician', 'Elektroniker', 'Elektronikerin', 'technicien en électronique', 'técnico en electrónica'],
    quests: [
      {
        title: 'Trace the signal through a radio\'s block diagram',
        description: 'Find a block diagram of a simple AM radio and follow the signal from aerial to speaker, describing each stage in one line. Show the annotated diagram.',
        plan: [
          { title: 'Sketch the radio\'s stages on paper', description: 'Redraw the radio stages and add the kind of signal at each point: radio wave, audio or power.' },
          { title: 'Test an amplifier stage in a simulator', description: 'Build one amplifier stage like the radio\'s in a free simulator and measure the gain.' },
          { title: 'Log a repair', description: 'Write a fault log for a broken gadget you own: symptom, checks made and likely cause.' },
        ],
      },
    ],
  },
  {
    code: '17-3023.03',
    aliases: ['electrical technician', 'Elektrotechnikerin', 'technicien électricien', 'técnico electricista'],
    quests: [
      {
        title: 'Read the rating plates on five appliances',
        description: 'Read the rating plates of five appliances and list their volts and watts, then work out the current each draws. Show the table.',
        plan: [
          { title: 'Compare the rating plates with the socket strip', description: 'Add the currents of the appliances on one socket strip and compare them with the strip\'s own rating.' },
          { title: 'Find a motor\'s rating plate', description: 'Photograph the rating plate on a fan or a washing machine and explain each figure on it.' },
          { title: 'Write a visual inspection sheet', description: 'Write a checklist for looking over a plug and lead for damage, without opening anything.' },
        ],
      },
    ],
  },
  {
    code: '17-3024.00',
    aliases: ['electromechanical tech', 'Elektromechaniker', 'technicien électromécanicien', 'técnico electromecánico'],
    quests: [
      {
        title: 'Explain how a vending machine drops a snack',
        description: 'Watch a vending machine teardown video and draw how the keypad, controller, motor and spiral push the snack out. Show the diagram.',
        plan: [
          { title: 'List the vending machine\'s sensors', description: 'List the sensors, such as the drop sensor and the coin validator, and what each tells the controller.' },
          { title: 'Write a vending machine service checklist', description: 'Write a ten-point checklist a technician would follow on a visit.' },
          { title: 'Find a jammed spiral fault', description: 'Describe a jammed spiral and the steps to find and clear it, as a short fault note.' },
        ],
      },
    ],
  },
  {
    code: '17-3024.01',
    aliases: ['robotics tech', 'robot technician', 'Robotertechniker', 'technicien en robotique', 'técnico en robótica'],
    quests: [
      {
        title: 'Write a maintenance plan for a robot vacuum',
        description: 'Read a robot vacuum manual and list its sensors, brushes and filters with how often each needs care. Show a maintenance chart.',
        plan: [
          { title: 'Test the robot vacuum\'s bump sensors', description: 'Watch the robot vacuum meet a wall, a chair leg and a step edge and note how it reacts to each.' },
          { title: 'Teach a robot path in a simulator', description: 'Set waypoints for a robot arm in a free simulator, run it, and note what you changed to avoid a collision.' },
          { title: 'Log a robot fault', description: 'Write a fault and repair log entry for a robot that stops mid-task, in technician style.' },
        ],
      },
    ],
  },
  {
    code: '17-3025.00',
    aliases: ['environmental engineering tech', 'Umwelttechniker', 'technicien de l\'environnement', 'técnico ambiental'],
    quests: [
      {
        title: 'Sample a stream or pond\'s water safely',
        description: 'Take a sample from a pond or stream bank with a jar on a string, note colour, smell, clarity and temperature, and count visible life. Show the sample log.',
        plan: [
          { title: 'Test the pond water\'s clarity', description: 'Make a simple clarity tube from a bottle and a marked lid and measure how far you see through the pond water.' },
          { title: 'Label the water samples properly', description: 'Write a chain-of-custody form for your sample with time, place, collector and storage.' },
          { title: 'Compare two sites', description: 'Sample a second site upstream or across the pond and compare both in a table.' },
        ],
      },
    ],
  },
  {
    code: '17-3026.00',
    aliases: ['industrial engineering tech', 'work study technician', 'Arbeitsvorbereiter', 'technicien en méthodes', 'técnico en ingeniería industrial'],
    quests: [
      {
        title: 'Time a task and write a standard work sheet',
        description: 'Time how long it takes to fold and pack ten T-shirts, split the job into elements and write a standard work sheet. Show the sheet as a table.',
        plan: [
          { title: 'Find the waste in the packing task', description: 'Mark each packing element as value-adding or waste, and total the waste time.' },
          { title: 'Draw a better layout for the packing task', description: 'Draw a layout for the T-shirt packing bench that cuts reaching and walking.' },
          { title: 'Calculate takt time', description: 'Work out the takt time for 200 packs in a seven-hour shift and whether one packer can keep up.' },
        ],
      },
    ],
  },
  {
    code: '17-3027.00',
    aliases: ['mechanical tech', 'mechanical engineering tech', 'Maschinenbautechniker', 'technicien mécanique', 'técnico mecánico'],
    quests: [
      {
        title: 'Measure a part with a ruler and calipers',
        description: 'Pick a small part such as a bolt or a bottle cap, measure every feature you can and draw a dimensioned sketch. Show the sketch.',
        plan: [
          { title: 'Check the measured part against a drawing', description: 'Compare your measured part and its feature sizes with a drawing and note any dimension out of tolerance.' },
          { title: 'Measure a bolt\'s thread size', description: 'Find the thread size of a bolt using a free thread chart.' },
          { title: 'Write a spring test report', description: 'Hang weights on a spring, record the stretch, and write it up as a short test report with a graph.' },
        ],
      },
    ],
  },
  {
    code: '17-3027.01',
    aliases: ['automotive test technician', 'vehicle test technician', 'Kfz-Prüftechniker', 'technicien d\'essais automobiles', 'técnico de pruebas automotrices'],
    quests: [
      {
        title: 'Log a car\'s tyre pressures and tread depth',
        description: 'Read, with the owner\'s permission, a parked car\'s tyre pressures with a gauge and measure tread depth with a coin. Show a test log against the maker\'s figures.',
        plan: [
          { title: 'Compare the tyre readings with the handbook', description: 'Find the recommended pressures and mark which tyres are off.' },
          { title: 'Log tread depth across each tyre', description: 'Measure tread depth at the inner, middle and outer groove and note uneven wear.' },
          { title: 'Write a braking test plan', description: 'Write a plan for testing a car\'s braking distance on a closed track: speeds, repeats, conditions and data to record.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.00',
    aliases: ['engineering tech', 'test technician'],
    quests: [
      {
        title: 'Write a test report on a household product',
        description: 'Pick a product such as a plastic bag and test how much weight it holds before it tears, three times. Show a test report.',
        plan: [
          { title: 'Set the product test conditions', description: 'List test conditions and what you kept the same each time.' },
          { title: 'Draw a test rig for the plastic bag', description: 'Sketch a rig to hold and load the plastic bag safely.' },
          { title: 'Present the bag results', description: 'Make a chart of the three results with the average and spread, and write a one-line conclusion.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.01',
    aliases: ['NDT technician', 'NDT inspector', 'NDT-Prüfer', 'contrôleur CND', 'inspector de ensayos no destructivos'],
    quests: [
      {
        title: 'Find hidden flaws by tapping and listening',
        description: 'Try tapping along a tiled wall or a wooden board with a coin and listen for hollow spots, marking each one on a sketch. Show the flaw map.',
        plan: [
          { title: 'Compare hollow spots by sound and sight', description: 'Check the hollow spots with a torch at a low angle and note any crack.' },
          { title: 'Learn how NDT finds hidden flaws', description: 'Make a card for each of visual, dye penetrant, magnetic particle, ultrasonic and radiographic testing.' },
          { title: 'Read an inspection report', description: 'Read a public NDT inspection report and list the defects found and the acceptance standard used.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.02',
    aliases: ['Elektrotechnologe', 'technologue en génie électrique', 'tecnólogo eléctrico'],
    quests: [
      {
        title: 'Calculate voltage drop on a long extension lead',
        description: 'Read the cable size and length of an extension lead and calculate the voltage drop at a given load using a cable table. Show the working.',
        plan: [
          { title: 'Compare the voltage drop with limits', description: 'Look up the allowed drop and mark whether your lead passes.' },
          { title: 'Draw where voltage drop happens in a building', description: 'Sketch how power reaches an office from the street and mark the long cable runs.' },
          { title: 'Write a load schedule', description: 'List loads for a small office with their currents.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.03',
    aliases: ['electromechanical technologist', 'Mechatronik-Technologe', 'technologue en électromécanique', 'tecnólogo electromecánico'],
    quests: [
      {
        title: 'Map the parts of an electric garage door',
        description: 'Watch a garage door opener installation video and draw the motor, rail, limit switches and safety sensor with their connections. Show the diagram.',
        plan: [
          { title: 'Explain the garage door\'s safety sensor', description: 'Write how the photo eye stops the door closing on a person.' },
          { title: 'Write a fault tree for the garage door', description: 'Draw a fault tree for a garage door that will not open.' },
          { title: 'Design an improvement', description: 'Sketch a change to make the door quieter.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.04',
    aliases: ['electronics technologist', 'Elektroniktechnologe', 'technologue en électronique', 'tecnólogo electrónico'],
    quests: [
      {
        title: 'Compare two phone chargers\' specifications',
        description: 'Read the small print on two phone chargers and compare their input, output, power and safety marks. Show a comparison table.',
        plan: [
          { title: 'Find each charger\'s datasheet', description: 'Look up each phone charger\'s chip datasheet and note its efficiency.' },
          { title: 'Simulate a power supply', description: 'Build a rectifier circuit in a free simulator.' },
          { title: 'Write a charger test plan', description: 'Write a test plan for checking a charger\'s output voltage under light and full load.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.05',
    aliases: ['technologue en génie industriel', 'tecnólogo industrial'],
    quests: [
      {
        title: 'Make a value stream map of a coffee shop',
        description: 'Watch a coffee shop queue and map each step from order to drink with the time for each and the waiting between. Show the value stream map.',
        plan: [
          { title: 'Find the coffee queue\'s bottleneck', description: 'Mark the slowest step on your value stream map.' },
          { title: 'Propose a coffee shop layout change', description: 'Sketch a new counter layout that cuts the waiting at the bottleneck.' },
          { title: 'Estimate the new lead time', description: 'Redraw the map with your change and estimate the new lead time from order to drink.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.06',
    aliases: ['manufacturing technologist', 'Fertigungstechnologe', 'technologue en fabrication', 'tecnólogo de manufactura'],
    quests: [
      {
        title: 'Write a routing sheet for making a wooden toy',
        description: 'Study a simple wooden toy and write its routing sheet: each cut, drill and finish in order with the tool and check. Show the sheet as a table.',
        plan: [
          { title: 'Estimate the toy\'s cost', description: 'Add material and time per step to your routing sheet and total the cost per toy.' },
          { title: 'Design a jig for the wooden toy', description: 'Sketch a jig to hold the toy\'s part for drilling.' },
          { title: 'Write a quality plan', description: 'List the toy\'s critical dimensions, how each is checked and the limits.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.07',
    aliases: ['technologue en génie mécanique', 'tecnólogo mecánico'],
    quests: [
      {
        title: 'Calculate the gear ratio of a bicycle',
        description: 'Count the teeth on a bicycle\'s chainrings and sprockets and work out every gear ratio and the distance per pedal turn. Show the table.',
        plan: [
          { title: 'Measure the wheel for the bicycle gears', description: 'Measure the wheel and add distance per turn to your table.' },
          { title: 'Draw the bicycle drive train', description: 'Sketch the chain, rings and derailleur and mark the gear ratio in use.' },
          { title: 'Find wear', description: 'Check the chain for stretch with a ruler and note it.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.08',
    aliases: ['laser technician', 'Lasertechniker', 'technicien photonique', 'técnico en fotónica'],
    quests: [
      {
        title: 'Measure light with a phone lux meter',
        description: 'Use a free lux meter app to measure light at different distances from a lamp and plot how it falls off. Show the graph.',
        plan: [
          { title: 'Compare the light with the inverse square law', description: 'Check your readings against the law and note the gap.' },
          { title: 'Measure the light through a lens', description: 'Put a magnifying glass between lamp and phone and record how the lux reading changes.' },
          { title: 'Write a laser lab entry checklist', description: 'Write the checks before entering a laser lab: warning light, eyewear for the wavelength, beam height.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.09',
    aliases: ['production technician', 'manufacturing tech', 'Produktionstechniker', 'technicien de production', 'técnico de producción'],
    quests: [
      {
        title: 'Build a mini assembly line with paper boats',
        description: 'Fold paper boats one by one, then as a three-step line with a friend, and time both ways. Show a results table.',
        plan: [
          { title: 'Check paper boat quality', description: 'Write a check for a good boat and count the rejects from each way.' },
          { title: 'Chart the boats per minute', description: 'Make a chart of boats per minute for each way of working.' },
          { title: 'Improve the line', description: 'Change one step, time it again and note the gain.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.10',
    aliases: ['Brennstoffzellentechniker', 'technicien pile à combustible', 'técnico de pilas de combustible'],
    quests: [
      {
        title: 'Make a hydrogen fuel cell service checklist',
        description: 'Read a public fuel cell system manual and write a checklist for a service visit: leaks, filters, water and stack voltage. Show the checklist.',
        plan: [
          { title: 'Learn the fuel cell\'s parts', description: 'Label a stack diagram with plates, membranes and seals.' },
          { title: 'Read the hydrogen safety data', description: 'List hydrogen\'s key safety facts for a service visit.' },
          { title: 'Log a test run', description: 'Write a test log template for a stack.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.11',
    aliases: ['nanotechnology technologist', 'technologue en nanotechnologie', 'tecnólogo en nanotecnología'],
    quests: [
      {
        title: 'Design a clean room layout',
        description: 'Sketch a small clean room with its gowning room, air locks and air flow arrows, using a public guide. Show the layout.',
        plan: [
          { title: 'List the clean room\'s rules', description: 'Write the gowning steps for the clean room in order.' },
          { title: 'Compare clean room classes', description: 'Look up the ISO clean room classes and make a table of particles allowed per cubic metre.' },
          { title: 'Plan a thin-film process', description: 'Write the steps of coating a wafer with a thin film and where each happens in your layout.' },
        ],
      },
    ],
  },
  {
    code: '17-3029.12',
    aliases: ['nanotechnology technician', 'technicien en nanotechnologie', 'técnico en nanotecnología'],
    quests: [
      {
        title: 'Observe a thin film of oil on water',
        description: 'Put a single drop of cooking oil on a bowl of water and watch the colours, then photograph it and explain why thin films show colours. Show the photo with notes.',
        plan: [
          { title: 'Measure the thin oil film', description: 'Estimate the film thickness from the drop volume and its area on the water.' },
          { title: 'Explain the film\'s colours', description: 'Write a short note on why the colours change as the oil film thins.' },
          { title: 'Keep a lab log', description: 'Record the oil film test in a lab log with date, amounts and photos.' },
        ],
      },
    ],
  },
  {
    code: '17-3031.00',
    aliases: ['survey and mapping tech', 'Vermessungstechniker', 'technicien géomètre', 'técnico en topografía'],
    quests: [
      {
        title: 'Record survey points in a field book',
        description: 'Pick ten points in a park, pace and compass the distances between them, and write them in a field book. Show the field book page.',
        plan: [
          { title: 'Plot the survey points', description: 'Plot your points to scale on squared paper.' },
          { title: 'Check closure of the survey loop', description: 'Find how far your loop of points is from closing.' },
          { title: 'Draw a map from the points', description: 'Draw a neat map from your plotted points with a legend and north arrow.' },
        ],
      },
    ],
  },
  {
    code: '17-3031.01',
    aliases: ['chainman', 'rodman', 'Vermessungsgehilfe', 'aide-géomètre', 'auxiliar de topografía'],
    quests: [
      {
        title: 'Take levelling staff readings along a slope',
        description: 'Make a levelling staff from a metre rule, set it at points along a slope and sight it with a phone level app from one spot. Show the readings in a level book page.',
        plan: [
          { title: 'Book the levelling readings', description: 'Write back sights and fore sights in a level book.' },
          { title: 'Check the levelling arithmetic', description: 'Check the rise and fall sums in your level book.' },
          { title: 'Draw a profile', description: 'Plot your heights as a ground profile along the slope.' },
        ],
      },
    ],
  },
  {
    code: '17-3031.02',
    aliases: ['GIS technician', 'mapping tech', 'GIS-Techniker', 'technicien SIG', 'técnico SIG'],
    quests: [
      {
        title: 'Make a map of local parks in free GIS',
        description: 'Open a free GIS program, load your town\'s open map data and make a map of parks with a legend and a title. Show the map.',
        plan: [
          { title: 'Add a layer to the parks map', description: 'Add bus stops and buffer them by 400 m.' },
          { title: 'Check the parks data quality', description: 'Find and fix three mistakes in the parks layer.' },
          { title: 'Export a print map', description: 'Make a printable map with scale bar, north arrow and data source.' },
        ],
      },
    ],
  },
];
