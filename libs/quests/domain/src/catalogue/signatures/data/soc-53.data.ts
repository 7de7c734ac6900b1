import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 53. Nobody is sent to drive, fly, steer or run anything: they study routes, checklists, rules and loads. */
export const SIGNATURES_53: readonly SignatureEntry[] = [
  {
    code: '53-1011.00',
    aliases: ['ramp supervisor', 'cargo supervisor', 'air cargo supervisor', 'Vorfeldaufsicht'],
    quests: [{
      title: 'Plan the loading of an aircraft hold',
      description: 'Find a public diagram of a narrow-body aircraft’s cargo holds and plan where forty bags, a pet crate and two mail sacks go so the weight is balanced. Show the loading plan.',
      plan: [
        { title: 'Learn the cargo hold compartments', description: 'Label the forward and aft holds, their doors and weight limits on the diagram.' },
        { title: 'Balance the cargo load on paper', description: 'Work out how moving bags forward or aft changes the balance.' },
        { title: 'Read the dangerous goods labels', description: 'Make a card of the hazard labels a ramp team must spot on cargo.' },
        { title: 'Time a turnaround', description: 'Watch a turnaround video and note each ramp task and when it happens.' },
      ],
    }],
  },
  {
    code: '53-1021.00',
    aliases: ['warehouse team leader', 'labour supervisor', 'yard foreman', 'Vorarbeiter Lager', 'chef d’équipe logistique'],
    quests: [{
      title: 'Plan a loading crew’s shift with safe lifting',
      description: 'Read the public guidance on manual handling and plan a shift for four movers unloading a van of boxes, with rotation and breaks. Show the shift plan with the lifting rules on it.',
      plan: [
        { title: 'Learn the manual handling lifting rules', description: 'Write the steps of a safe lift and the weight guidelines by height.' },
        { title: 'Rotate the crew between loading tasks', description: 'Plan who lifts, who scans and who stacks each hour so no one tires.' },
        { title: 'Write a start-of-shift briefing', description: 'Draft a two-minute briefing with targets, hazards and who to call.' },
      ],
    }],
  },
  {
    code: '53-1021.01',
    aliases: ['recycling officer', 'waste and recycling coordinator', 'Abfallberater'],
    quests: [{
      title: 'Audit a household’s recycling for one week',
      description: 'List everything your household threw away today, item by item, with the bin it went into, and check each against your council’s recycling rules, noting anything in the wrong bin. Show a tally table and three fixes.',
      plan: [
        { title: 'Read the council’s recycling rules', description: 'Make a one-page chart of what goes in each bin where you live.' },
        { title: 'Find the recycling contamination', description: 'List items that were in the wrong bin and why they cause trouble.' },
        { title: 'Design a recycling poster', description: 'Make a poster for a block of flats that cuts the top three mistakes.' },
      ],
    }],
  },
  {
    code: '53-1031.00',
    aliases: ['transport supervisor', 'fleet supervisor', 'transport manager', 'Fuhrparkleiter', 'chef de parc'],
    quests: [{
      title: 'Check a driver roster against the hours rules',
      description: 'Read the public drivers’ hours rules and write a week’s roster for three drivers, then check every shift and rest break against the rules. Show the roster with any breach marked.',
      plan: [
        { title: 'Summarise the drivers’ hours rules', description: 'Write daily, weekly and break limits on one card.' },
        { title: 'Fix the roster breaches', description: 'Change the shifts so no driver breaks a limit and nothing is late.' },
        { title: 'Design a vehicle defect report', description: 'Lay out the form drivers use to report a fault before a shift.' },
      ],
    }],
  },
  {
    code: '53-2011.00',
    aliases: ['airline pilot', 'co-pilot', 'first officer', 'flight engineer', 'Verkehrspilot', 'Verkehrspilotin', 'pilote de ligne', 'piloto de avión'],
    quests: [{
      title: 'Read a real airport weather report (METAR)',
      description: 'Look up the METAR and TAF for your nearest airport and decode the wind, visibility, cloud, temperature and pressure. Show the decoded report and whether it suits a landing on the active runway.',
      plan: [
        { title: 'Decode five METAR reports', description: 'Decode METARs from five airports and note which has the worst weather.' },
        { title: 'Work out the crosswind from the METAR', description: 'Use the wind and runway heading to estimate the crosswind with a simple chart.' },
        { title: 'Follow a pre-flight checklist in a simulator video', description: 'Watch a cockpit video and tick the checklist items as the crew calls them.' },
        { title: 'Plan a flight route on a chart', description: 'Plot a route between two airports with waypoints and a fuel estimate.' },
      ],
    }, {
      title: 'Plan the fuel for a short airline flight',
      description: 'Pick a real route and find its distance, then work out trip fuel, reserve, alternate and taxi fuel with a simple burn rate. Show the fuel plan as a table.',
      plan: [
        { title: 'Learn the fuel plan parts', description: 'Explain trip, contingency, alternate, final reserve and taxi fuel.' },
        { title: 'Choose an alternate airport for the flight', description: 'Pick an alternate airport and explain why, using its weather.' },
        { title: 'Read a flight plan form', description: 'Fill in the boxes of a public flight plan form for your route.' },
      ],
    }],
  },
  {
    code: '53-2012.00',
    aliases: ['charter pilot', 'bush pilot', 'helicopter pilot', 'Berufspilot'],
    quests: [{
      title: 'Plan a light aircraft cross-country on a chart',
      description: 'Use a free online aeronautical chart to plan a short cross-country flight with a heading, distance and time for each leg. Show the navigation log.',
      plan: [
        { title: 'Read an aeronautical chart’s symbols', description: 'Make a key of airspace, airfield and obstacle symbols on the chart.' },
        { title: 'Correct each leg for wind on the navigation log', description: 'Use a wind triangle to find heading and ground speed.' },
        { title: 'Work out weight and balance', description: 'Fill a light aircraft’s weight and balance sheet for two people and bags.' },
      ],
    }],
  },
  {
    code: '53-2021.00',
    aliases: ['ATC', 'ATCO', 'Fluglotse', 'Fluglotsin', 'contrôleur aérien', 'controlador aéreo'],
    quests: [{
      title: 'Listen to a live tower and log each clearance',
      description: 'Listen to a public live air traffic control feed for your nearest airport and log each call sign and clearance for fifteen minutes. Show the log with takeoffs, landings and holds.',
      plan: [
        { title: 'Learn the phraseology of an ATC clearance', description: 'Write out a takeoff and landing clearance word for word and what each part means.' },
        { title: 'Match the clearance log to a flight tracker', description: 'Compare your log with a public flight tracker to see each aircraft move.' },
        { title: 'Sequence arrivals on paper', description: 'Space five arriving aircraft at set minutes apart on a timeline.' },
      ],
    }],
  },
  {
    code: '53-2022.00',
    aliases: ['airfield operations officer', 'airside operations officer'],
    quests: [{
      title: 'Draw an airport diagram and its signs',
      description: 'Find the public aerodrome chart for an airport and redraw the runways, taxiways and holding points. Show the diagram with the sign and marking types you would find at each holding point.',
      plan: [
        { title: 'Learn the airfield signs and markings', description: 'Make a card of runway holding signs, taxiway signs and stop bars.' },
        { title: 'Plan an airfield inspection route', description: 'Plan a runway and taxiway inspection route for debris and lights.' },
        { title: 'Read a NOTAM', description: 'Decode a NOTAM for the airport and say what it closes or changes.' },
      ],
    }],
  },
  {
    code: '53-2031.00',
    aliases: ['cabin crew', 'air hostess', 'air steward', 'stewardess', 'Flugbegleiter', 'Flugbegleiterin', 'hôtesse de l’air', 'steward aérien', 'azafata', 'auxiliar de vuelo'],
    quests: [{
      title: 'Learn and deliver a cabin safety briefing',
      description: 'Watch an airline’s safety video, write the briefing in your own words, and deliver it with demonstration of belt, oxygen mask and exits. Show a recording of your briefing.',
      plan: [
        { title: 'Map the cabin safety equipment on a seat plan', description: 'Mark exits, extinguishers, first-aid kits and life vests on a cabin plan.' },
        { title: 'Practise the cabin announcements', description: 'Record the boarding, seat-belt and landing announcements.' },
        { title: 'Plan a drinks service', description: 'Plan the trolley load and order of service for a short flight.' },
      ],
    }, {
      title: 'Plan a cabin crew’s drinks and meal service',
      description: 'Pick a real short-haul flight and plan the trolley service for 180 passengers: what is loaded, who starts where, and when service must finish before landing. Show the service plan with a trolley load list.',
      plan: [
        { title: 'Learn the galley and trolley layout', description: 'Sketch a galley with trolley bays, ovens and stowage.' },
        { title: 'Time the cabin service to the flight', description: 'Fit service between the seat-belt sign going off and the descent call.' },
        { title: 'Handle a special meal request', description: 'List how allergy and special meals are marked and checked.' },
      ],
    }],
  },
  {
    code: '53-3011.00',
    aliases: ['ambulance driver', 'patient transport driver', 'ambulance attendant', 'Krankenwagenfahrer'],
    quests: [{
      title: 'Check an ambulance’s kit list from a public checklist',
      description: 'Find a public ambulance vehicle daily check sheet and sort its items into vehicle, kit and stretcher checks. Show the sorted checklist with why each item matters.',
      plan: [
        { title: 'Learn the stretcher and chair types on the checklist', description: 'Compare a stretcher, carry chair and scoop in a table.' },
        { title: 'Plan an ambulance route to the hospital', description: 'Map the fastest route to your nearest A&E and two back-up routes.' },
        { title: 'Write a patient transport booking', description: 'Design the booking form for a non-emergency transport.' },
      ],
    }],
  },
  {
    code: '53-3021.00',
    aliases: ['bus driver', 'coach driver', 'busdriver', 'Busfahrer', 'Busfahrerin', 'chauffeur de bus', 'conductor de autobús'],
    quests: [{
      title: 'Time a bus route against its timetable',
      description: 'Take a bus for six or seven stops as a passenger and note the time at each timing point against the published timetable. Show a table of early and late stops and where delays built up.',
      plan: [
        { title: 'Read the bus timetable’s timing points', description: 'Mark which stops are timing points and how long each leg allows.' },
        { title: 'Map where delays build on the route', description: 'Mark traffic lights, school runs and busy stops that slow the bus.' },
        { title: 'Read a bus driver’s walk-round check', description: 'List the checks on a public bus defect sheet.' },
      ],
    }],
  },
  {
    code: '53-3022.00',
    aliases: ['school bus driver', 'minibus driver', 'special needs transport driver', 'Schulbusfahrer'],
    quests: [{
      title: 'Plan a school bus pick-up route',
      description: 'Pick ten real addresses near a school and plan a pick-up route on an online map so no child rides more than a set time and all stops are on the safe side of the road. Show the route map and timetable.',
      plan: [
        { title: 'Choose safe school bus stops', description: 'Mark stops with pavements and no need for children to cross.' },
        { title: 'Write a pupil register for the school run', description: 'Design a register that shows who boarded, who was absent and who met them.' },
        { title: 'Plan for a child with extra needs', description: 'Note what a passenger assistant plans for a wheelchair user.' },
      ],
    }],
  },
  {
    code: '53-3031.00',
    aliases: ['delivery driver salesman', 'route sales driver', 'milkman', 'van sales rep'],
    quests: [{
      title: 'Plan a milk round with orders and payments',
      description: 'Invent twenty customers on your street with standing orders, changes and payments, and plan the round with a load list and a round book. Show the round book and the van load list.',
      plan: [
        { title: 'Build the round book', description: 'List each customer, their standing order and what they owe in a round book.' },
        { title: 'Work out the van load from the orders', description: 'Add up every product for the day plus spares.' },
        { title: 'Suggest one extra sale per customer', description: 'Plan a friendly upsell for each type of customer.' },
      ],
    }],
  },
  {
    code: '53-3032.00',
    aliases: ['truck driver', 'trucker', 'HGV driver', 'lorry driver', 'semi driver', 'LKW-Fahrer', 'Berufskraftfahrer', 'routier', 'camionero'],
    quests: [{
      title: 'Plan a long-haul lorry route with legal breaks',
      description: 'Plan a real 500 km lorry route on an online map with truck stops, then place the breaks and rest the drivers’ hours rules require. Show the route plan with break times.',
      plan: [
        { title: 'Learn the drivers’ hours for a lorry route', description: 'Summarise driving, break and rest limits on one card.' },
        { title: 'Mark low bridges and weight limits on the route', description: 'Find height and weight restrictions a lorry must avoid.' },
        { title: 'Draw a load restraint plan', description: 'Sketch how straps secure pallets on a flatbed using a public load-securing guide.' },
      ],
    }, {
      title: 'Read a lorry driver’s tachograph printout',
      description: 'Find a public sample tachograph printout and work out the driving, other work, breaks and rest it records. Show a timeline of the shift with any breach of the drivers’ hours marked.',
      plan: [
        { title: 'Learn the tachograph symbols', description: 'Make a card of the four activity symbols and what each means.' },
        { title: 'Check the tachograph day against the rules', description: 'Compare the timeline with the break and daily driving limits.' },
        { title: 'Write an infringement note', description: 'Draft the note a transport office gives a driver after a missed break.' },
      ],
    }],
  },
  {
    code: '53-3033.00',
    aliases: ['delivery driver', 'van driver', 'courier driver', 'multi-drop driver', 'Paketzusteller', 'livreur', 'repartidor'],
    quests: [{
      title: 'Load a van in reverse drop order',
      description: 'Plan twenty parcel drops on a map, then pack shoeboxes as parcels into a large box in reverse order so the first drop comes out first. Show the drop list and a photo of the load.',
      plan: [
        { title: 'Sequence the drops on the map', description: 'Order the drops to avoid right turns across traffic and doubling back.' },
        { title: 'Pack parcels by drop order', description: 'Number each parcel with its drop and stack heavy ones at the bottom.' },
        { title: 'Write a failed-delivery card', description: 'Design the card left when nobody is in, with options.' },
      ],
    }],
  },
  {
    code: '53-3041.00',
    aliases: ['taxi driver', 'cab driver', 'cabbie', 'chauffeur', 'Uber driver', 'Taxifahrer', 'chauffeur de taxi', 'taxista'],
    quests: [{
      title: 'Learn your town’s streets like a taxi driver',
      description: 'Pick ten landmarks in your town and, from memory, write the shortest street-by-street route between five pairs. Check each against an online map and show your routes with the errors marked.',
      plan: [
        { title: 'Memorise the landmarks and streets', description: 'Draw a map from memory of the main streets around the ten landmarks.' },
        { title: 'Call the streets of a route aloud', description: 'Recite a route street by street, as London cab drivers do for the Knowledge.' },
        { title: 'Work out a taxi fare', description: 'Use your council’s published fare table to price three trips.' },
      ],
    }],
  },
  {
    code: '53-3099.00',
    aliases: ['motor vehicle operator', 'shuttle driver'],
    quests: [{
      title: 'Plan a shuttle timetable between two stops',
      description: 'Pick two places such as a car park and a hospital, measure the trip time on a map, and write a shuttle timetable that keeps waits under ten minutes with one vehicle. Show the timetable.',
      plan: [
        { title: 'Time the shuttle loop', description: 'Add trip, loading and layover time to find the loop length.' },
        { title: 'Count the shuttle passengers needed', description: 'Estimate riders per hour and check one vehicle is enough.' },
        { title: 'Design a stop sign', description: 'Make a clear stop sign with times and a phone number.' },
      ],
    }],
  },
  {
    code: '53-4011.00',
    aliases: ['train driver', 'engine driver', 'Lokführer', 'Lokführerin', 'conducteur de train', 'maquinista'],
    quests: [{
      title: 'Learn a railway line’s route knowledge',
      description: 'Pick a railway line you know and write its route card: stations, speed limits you can find, gradients, tunnels and signals. Show the route card as a strip map.',
      plan: [
        { title: 'Mark the railway line’s stations and junctions', description: 'Draw the strip map with stations, junctions and crossings.' },
        { title: 'Learn signal aspects on the route', description: 'Make a card of signal aspects and what a driver must do at each.' },
        { title: 'Read a train running timetable', description: 'Compare public timings with the working timetable for one train.' },
      ],
    }],
  },
  {
    code: '53-4012.00',
    aliases: ['locomotive fireman', 'stoker', 'fireman on the footplate'],
    quests: [{
      title: 'Watch and explain how a steam locomotive is fired',
      description: 'Watch a footplate video of a heritage steam locomotive and note how the fireman feeds the fire and keeps water in the boiler. Show notes with a sketch of the firebox and gauges.',
      plan: [
        { title: 'Label the steam locomotive footplate', description: 'Name the firehole, water gauge glasses, injectors and pressure gauge.' },
        { title: 'Explain how the boiler water level is kept', description: 'Describe why the firebox crown must stay covered with water.' },
        { title: 'Visit a heritage railway', description: 'Ask the footplate crew about their firing plan for the line.' },
      ],
    }],
  },
  {
    code: '53-4013.00',
    aliases: ['yard engineer', 'shunter', 'hostler', 'Rangierlokführer'],
    quests: [{
      title: 'Plan the shunting moves to build a train',
      description: 'Play a shunting puzzle such as the Inglenook sidings with toy trains or paper cars, and build a five-wagon train in a set order. Show the list of moves you made.',
      plan: [
        { title: 'Draw the sidings layout for shunting', description: 'Sketch the yard with headshunt and sidings and their capacity.' },
        { title: 'Cut the number of shunting moves', description: 'Solve the same puzzle again with fewer moves and compare.' },
        { title: 'Learn yard hand signals', description: 'Make a card of the signals shunters use with drivers.' },
      ],
    }],
  },
  {
    code: '53-4021.00',
    aliases: ['railway signaller', 'signalman', 'switchman', 'brakeman', 'Fahrdienstleiter', 'aiguilleur', 'guardagujas'],
    quests: [{
      title: 'Set routes on a model signal box diagram',
      description: 'Draw a simple junction with four signals and two sets of points, then write which levers must be set for each route and which routes conflict. Show the interlocking table.',
      plan: [
        { title: 'Learn how signal box interlocking works', description: 'Explain why a signal cannot clear until its points are locked.' },
        { title: 'Write the signal route table', description: 'List each route with its points and signals in the right order.' },
        { title: 'Visit a preserved signal box', description: 'Look at a heritage signal box’s lever frame and note the lever colours.' },
      ],
    }],
  },
  {
    code: '53-4031.00',
    aliases: ['train conductor', 'train guard', 'yardmaster', 'Zugbegleiter', 'Zugführer', 'contrôleur SNCF', 'revisor de tren'],
    quests: [{
      title: 'Ride a train and note the guard’s dispatch routine',
      description: 'Take a local train for three stops as a passenger and watch the guard or conductor at each stop: door checks, signals to the driver and announcements. Show notes of the dispatch routine at three stations.',
      plan: [
        { title: 'Learn the train dispatch steps', description: 'Write the order of checks before a train leaves a platform.' },
        { title: 'Write train announcements', description: 'Draft the next-stop, delay and connection announcements.' },
        { title: 'Plan a yard’s train make-up', description: 'List the wagons for three trains and the track for each.' },
      ],
    }],
  },
  {
    code: '53-4041.00',
    aliases: ['tram driver', 'subway driver', 'metro driver', 'Straßenbahnfahrer', 'U-Bahn-Fahrer', 'conducteur de métro', 'conductor de metro'],
    quests: [{
      title: 'Map the signals and stops of a tram or metro line',
      description: 'Take a tram or metro for a few stops as a passenger, watching from the front window, and note the signals, stop times and speed changes between stops. Show a line strip map with your notes.',
      plan: [
        { title: 'Read the tram signals on the line', description: 'Compare tram signals with road traffic lights and note their meaning.' },
        { title: 'Time the dwell at each metro stop', description: 'Record door-open time at each stop and find the longest.' },
        { title: 'Read a metro incident procedure', description: 'Summarise a public guide on what happens when a train stops in a tunnel.' },
      ],
    }],
  },
  {
    code: '53-4099.00',
    aliases: ['rail worker', 'railway worker'],
    quests: [{
      title: 'Read a railway safety rule book chapter',
      description: 'Find a public railway rule book module on track safety and summarise who may go where and how lookouts warn of trains. Show a one-page summary with a sketch of a safe position.',
      plan: [
        { title: 'Learn the railway safety roles', description: 'List the roles in a track gang and what each one watches.' },
        { title: 'Sketch a safe position on the railway', description: 'Draw the distance from the nearest rail that counts as safe.' },
        { title: 'Write a site briefing', description: 'Draft a short briefing for a small track job.' },
      ],
    }],
  },
  {
    code: '53-5011.00',
    aliases: ['sailor', 'deckhand', 'able seaman', 'marine oiler', 'Matrose', 'matelot', 'marinero'],
    quests: [{
      title: 'Tie the deckhand’s knots and coil a line',
      description: 'Tie a bowline, cleat hitch, figure-of-eight and round turn with two half hitches with a rope, and coil and hang the line neatly. Show photos of each knot and the coil.',
      plan: [
        { title: 'Learn where each deckhand knot is used', description: 'Write a card of knots with their use aboard.' },
        { title: 'Read a ship’s mooring plan', description: 'Label head, stern and spring lines on a mooring diagram and the hitch used on each cleat.' },
        { title: 'Learn the lights and buoys', description: 'Make a card of channel buoys and navigation lights.' },
      ],
    }],
  },
  {
    code: '53-5021.00',
    aliases: ['ship’s officer', 'master mariner', 'Kapitän', 'capitaine de navire', 'capitán de barco'],
    quests: [{
      title: 'Plot a passage plan on a sea chart',
      description: 'Use a free online nautical chart to plan a short coastal passage between two harbours, with courses, distances and hazards. Show the passage plan as a table and a sketch.',
      plan: [
        { title: 'Read the symbols on a sea chart', description: 'Make a key of depths, rocks, lights and buoys from the chart.' },
        { title: 'Work out tides for the passage', description: 'Use public tide tables to pick the best departure time.' },
        { title: 'Write a bridge watch handover', description: 'Draft the notes one officer gives the next at a watch change.' },
      ],
    }],
  },
  {
    code: '53-5021.01',
    aliases: ['ship captain', 'boat captain', 'skipper', 'Schiffskapitän'],
    quests: [{
      title: 'Write a captain’s standing orders for the night',
      description: 'Read a public example of a master’s standing orders and write your own for a small coaster at night: when to call the captain, speed and lookout rules. Show the orders on one page.',
      plan: [
        { title: 'Learn the collision regulations for standing orders', description: 'Summarise the give-way and stand-on rules with sketches.' },
        { title: 'Plan a muster list', description: 'Assign each crew member a job for fire and abandon ship, as the captain’s orders require.' },
        { title: 'Read a ship’s logbook entry', description: 'Study a sample deck log and note what is recorded each watch.' },
      ],
    }],
  },
  {
    code: '53-5021.02',
    aliases: ['first mate', 'chief mate', 'deck officer', 'Erster Offizier', 'second capitaine', 'primer oficial'],
    quests: [{
      title: 'Plan the stowage of containers on a ship bay',
      description: 'Draw one bay of a container ship and stow twenty containers by weight and port of discharge so heavy ones sit low and early ports are on top. Show the bay plan.',
      plan: [
        { title: 'Learn how a container bay plan is numbered', description: 'Decode bay, row and tier numbers on a sample bay plan.' },
        { title: 'Check stability for the stowage', description: 'Explain why heavy containers go low and how that helps stability.' },
        { title: 'Write a cargo watch checklist', description: 'List what a mate checks during loading.' },
      ],
    }],
  },
  {
    code: '53-5021.03',
    aliases: ['harbour pilot', 'marine pilot', 'river pilot', 'Lotse', 'pilote maritime', 'práctico'],
    quests: [{
      title: 'Plan a harbour approach like a marine pilot',
      description: 'Use a free nautical chart of a port to plan the approach from the pilot boarding point to a berth, with turns, speeds and leading lines. Show the plan as a sketch with notes.',
      plan: [
        { title: 'Find the harbour pilot boarding point', description: 'Locate it on the chart and read the port’s pilotage notice.' },
        { title: 'Mark the leading lights on the approach', description: 'Draw the leading lines and transits that keep a ship in the channel.' },
        { title: 'Watch a ship arrive with a tracker', description: 'Follow a ship on a public tracker and compare its track with your plan.' },
      ],
    }],
  },
  {
    code: '53-5022.00',
    aliases: ['boat operator', 'water taxi driver', 'launch operator', 'boatman'],
    quests: [{
      title: 'Write a pre-departure check for a small boat',
      description: 'Read a public boating safety guide and write a pre-departure checklist for a motorboat: fuel, lifejackets, weather, kill cord and trip plan. Show the checklist.',
      plan: [
        { title: 'Learn the boating safety kit', description: 'List lifejackets, flares, radio and anchor and why each is carried.' },
        { title: 'Read a marine weather forecast for boating', description: 'Decode a shipping or inshore forecast for your coast.' },
        { title: 'Write a trip plan', description: 'Fill in a trip plan with route, crew and return time to leave ashore.' },
      ],
    }],
  },
  {
    code: '53-5031.00',
    aliases: ['marine engineer', 'ship’s engineer', 'chief engineer', 'Schiffsingenieur', 'officier mécanicien', 'maquinista naval'],
    quests: [{
      title: 'Draw a ship’s engine room layout',
      description: 'Find a public engine room diagram of a cargo ship and redraw it with main engine, generators, purifiers and pumps. Show the labelled layout.',
      plan: [
        { title: 'Trace the fuel path in the engine room', description: 'Follow fuel from bunker tank through purifier to the main engine.' },
        { title: 'Read an engine room log sheet', description: 'Study a sample log and note the temperatures and pressures recorded.' },
        { title: 'Plan a planned-maintenance list', description: 'List the jobs by running hours for one pump.' },
      ],
    }],
  },
  {
    code: '53-6011.00',
    aliases: ['bridge operator', 'lock keeper', 'lock tender', 'Schleusenwärter', 'éclusier', 'esclusero'],
    quests: [{
      title: 'Watch a canal lock and sketch each stage',
      description: 'Visit a canal lock and watch a boat pass through, or a video of one, and sketch each stage: gates, paddles and water levels. Show the sketches in order.',
      plan: [
        { title: 'Learn how a canal lock fills and empties', description: 'Explain with arrows how the paddles move water.' },
        { title: 'Write a lock keeper’s passage log', description: 'Log boats, direction and times for the canal lock.' },
        { title: 'Study a moving bridge', description: 'Compare a swing, lift and bascule bridge in sketches.' },
      ],
    }],
  },
  {
    code: '53-6021.00',
    aliases: ['parking attendant', 'car park attendant', 'valet', 'Parkplatzwärter', 'gardien de parking', 'aparcacoches'],
    quests: [{
      title: 'Count and map a car park’s occupancy',
      description: 'Visit a public car park at two times and count free and taken spaces per row. Show a map with occupancy for each time.',
      plan: [
        { title: 'Draw the car park layout', description: 'Sketch rows, bays, disabled spaces and pay points.' },
        { title: 'Compare the car park peak and quiet times', description: 'Work out the occupancy percentage for each visit.' },
        { title: 'Write clear parking signs', description: 'Draft signs for a car park that cut wrong-way driving.' },
      ],
    }],
  },
  {
    code: '53-6031.00',
    aliases: ['petrol station attendant', 'gas station attendant', 'car wash attendant', 'forecourt attendant', 'Tankwart', 'pompiste', 'gasolinero'],
    quests: [{
      title: 'Write a forecourt safety walk-round',
      description: 'Visit a petrol station as a customer and note the safety signs, spill kit, shut-off button and fuel grades. Show a forecourt map with each item marked.',
      plan: [
        { title: 'Learn the forecourt safety signs', description: 'Make a card of the signs and what each bans or warns.' },
        { title: 'Compare fuel grades at the forecourt', description: 'List the fuel types, their labels and which cars take each.' },
        { title: 'Plan a car wash service menu', description: 'Write a menu of wash options with times and prices.' },
      ],
    }],
  },
  {
    code: '53-6041.00',
    aliases: ['traffic engineer technician', 'traffic signal technician', 'traffic counter'],
    quests: [{
      title: 'Count traffic at a junction for fifteen minutes',
      description: 'Stand on the pavement at a busy junction and count cars, bikes, buses and pedestrians for each direction for fifteen minutes. Show a tally table and a turning-movements diagram.',
      plan: [
        { title: 'Design a traffic count sheet', description: 'Lay out columns for each vehicle type and each turning direction.' },
        { title: 'Time the traffic signal phases', description: 'Time green, amber and red for each arm of the junction.' },
        { title: 'Suggest one change', description: 'Use your counts to suggest one signal or lane change with reasons.' },
      ],
    }],
  },
  {
    code: '53-6051.00',
    aliases: ['transport inspector', 'vehicle inspector'],
    quests: [{
      title: 'Inspect a bus stop against its design standard',
      description: 'Find your transport authority’s bus stop design standard and inspect one stop: kerb height, shelter, timetable, lighting and access. Show an inspection report with pass or fail for each item.',
      plan: [
        { title: 'Turn the bus stop standard into a checklist', description: 'List every measurable item in the standard.' },
        { title: 'Photograph each bus stop defect', description: 'Take a photo of each failure against the standard and label it.' },
        { title: 'Write a defect notice', description: 'Draft the notice that asks for a repair by a date.' },
      ],
    }],
  },
  {
    code: '53-6051.01',
    aliases: ['airworthiness inspector', 'aviation safety inspector'],
    quests: [{
      title: 'Read an airworthiness directive and plan compliance',
      description: 'Find a public airworthiness directive for a light aircraft and write what it requires, by when and how the owner shows compliance. Show a one-page compliance note.',
      plan: [
        { title: 'Learn the parts of an airworthiness directive', description: 'Label applicability, reason, actions and compliance time.' },
        { title: 'Build a compliance tracking table', description: 'List three directives with due dates and status.' },
        { title: 'Read an accident report', description: 'Summarise the findings of a public air accident report.' },
      ],
    }],
  },
  {
    code: '53-6051.07',
    aliases: ['MOT tester', 'vehicle examiner', 'roadworthiness inspector', 'Kfz-Prüfer', 'contrôleur technique', 'inspector de ITV'],
    quests: [{
      title: 'Run a mock roadworthiness check from the manual',
      description: 'Read the public inspection manual for car roadworthiness tests and, with the owner, check the parked car’s lights, tyres, wipers and number plates. Show a test checklist with pass, advisory or fail.',
      plan: [
        { title: 'Read the roadworthiness manual sections', description: 'Note the rules for lights, tyres and plates in your own words.' },
        { title: 'Sort roadworthiness faults by severity', description: 'Classify ten faults as minor, major or dangerous.' },
        { title: 'Read a vehicle test history', description: 'Look up a car’s public test history and explain the advisories.' },
      ],
    }],
  },
  {
    code: '53-6051.08',
    aliases: ['cargo inspector', 'freight inspector', 'marine surveyor'],
    quests: [{
      title: 'Inspect a parcel against its packing list',
      description: 'Pack a box with a packing list, a weight and hazard labels, then inspect it as a cargo inspector would: count, weigh, check labels and note damage. Show the inspection report.',
      plan: [
        { title: 'Learn the cargo hazard labels', description: 'Make a card of the dangerous goods classes and their labels.' },
        { title: 'Write a cargo damage report', description: 'Record damage with photos, position and likely cause.' },
        { title: 'Read a bill of lading', description: 'Label the shipper, consignee, goods and clauses on a sample.' },
      ],
    }],
  },
  {
    code: '53-6061.00',
    aliases: ['train attendant', 'ferry steward', 'cruise steward', 'bus conductor'],
    quests: [{
      title: 'Plan an onboard service for a train or ferry',
      description: 'Pick a real train or ferry journey and plan the onboard service: a trolley menu, when to serve, and the announcements. Show the service plan and menu.',
      plan: [
        { title: 'Time the onboard service to the journey', description: 'Plan the trolley runs around stops and rough water.' },
        { title: 'Write the onboard announcements', description: 'Draft welcome, service and safety announcements.' },
        { title: 'Help a passenger with extra needs', description: 'Write what you would offer a passenger with a wheelchair or a child.' },
      ],
    }],
  },
  {
    code: '53-6099.00',
    aliases: ['transport worker', 'transport assistant'],
    quests: [{
      title: 'Map the accessibility of a station',
      description: 'Visit your nearest station and map step-free routes, lifts, help points and tactile paving. Show an accessibility map with gaps marked.',
      plan: [
        { title: 'Learn the station accessibility features', description: 'List ramps, lifts, hearing loops and tactile paving and who each helps.' },
        { title: 'Walk the step-free route in the station', description: 'Time the step-free route from entrance to platform.' },
        { title: 'Write a help-point script', description: 'Draft what staff say when a passenger asks for assistance.' },
      ],
    }],
  },
  {
    code: '53-7011.00',
    aliases: ['conveyor operator', 'belt operator', 'baggage belt attendant'],
    quests: [{
      title: 'Watch a conveyor line and sketch its merges',
      description: 'Watch a supermarket checkout belt or an airport baggage belt, or a video of a parcel sorting line, and sketch the belts, merges, diverts and stops. Show the sketch with where jams happen.',
      plan: [
        { title: 'Label the conveyor parts', description: 'Name the drive roller, idlers, belt and guards on your sketch.' },
        { title: 'Find the conveyor jam points', description: 'Mark where parcels bunch up and why.' },
        { title: 'Read a conveyor safety guide', description: 'List the guards and stop cords a conveyor must have.' },
      ],
    }],
  },
  {
    code: '53-7021.00',
    aliases: ['crane operator', 'tower crane operator', 'crane driver', 'Kranführer', 'grutier', 'gruista'],
    quests: [{
      title: 'Read a crane load chart for three lifts',
      description: 'Find a public load chart for a mobile crane and work out if three imaginary lifts are safe at their radius and boom length. Show a table of each lift against the chart.',
      plan: [
        { title: 'Learn how a crane load chart reads', description: 'Explain how radius and boom length set the safe load.' },
        { title: 'Add rigging weight to the crane lift', description: 'Include the hook block and slings in each lift.' },
        { title: 'Learn crane hand signals', description: 'Make a card of the standard signals for hoist, lower, swing and stop.' },
      ],
    }],
  },
  {
    code: '53-7031.00',
    aliases: ['dredger operator', 'dredge master'],
    quests: [{
      title: 'Plan a channel dredge from a depth chart',
      description: 'Use a free nautical chart of a harbour channel to mark where depths are less than a target, and sketch the area to dredge. Show the plan with depths and volumes estimated.',
      plan: [
        { title: 'Read channel depths on the chart', description: 'Note depths along the channel and the charted datum.' },
        { title: 'Compare dredger types for the channel', description: 'Sketch a cutter suction dredger and a trailing hopper dredger.' },
        { title: 'Find where the spoil goes', description: 'Read about licensed disposal sites and note why it matters.' },
      ],
    }],
  },
  {
    code: '53-7032.00',
    aliases: ['digger driver', 'excavator operator', 'dragline operator', 'Baggerfahrer', 'conducteur de pelle', 'operador de excavadora'],
    quests: [{
      title: 'Plan a trench dig from a site drawing',
      description: 'Find a simple site drawing or draw your own for a service trench, then work out the soil volume, spoil heap position and where the excavator should stand. Show the plan.',
      plan: [
        { title: 'Calculate the trench soil volume', description: 'Work out cubic metres and the bulked volume once dug.' },
        { title: 'Mark buried services near the trench', description: 'Read how utility maps and cable locators are used before digging.' },
        { title: 'Watch an excavator work cycle', description: 'Time dig, swing, dump and return in a video and note the cycle.' },
      ],
    }],
  },
  {
    code: '53-7033.00',
    aliases: ['underground loader operator', 'mucker', 'LHD operator'],
    quests: [{
      title: 'Map an underground mine’s haulage route',
      description: 'Find a public diagram of an underground mine and trace the route ore takes from the face to the shaft or portal. Show the route with each loading and tipping point marked.',
      plan: [
        { title: 'Learn the underground mine layout words', description: 'Define drift, stope, ore pass and shaft with a sketch.' },
        { title: 'Plan the haulage cycle', description: 'Estimate loads per shift from distance and bucket size.' },
        { title: 'Read underground safety rules', description: 'List the ventilation and refuge rules from a public mine safety guide.' },
      ],
    }],
  },
  {
    code: '53-7041.00',
    aliases: ['winch operator', 'hoist operator', 'winchman'],
    quests: [{
      title: 'Work out mechanical advantage with a pulley model',
      description: 'Build a pulley model from string, cotton reels and a bag of sugar, and measure how much rope you pull for each lift with one, two and four falls. Show the results table.',
      plan: [
        { title: 'Learn pulley falls and mechanical advantage', description: 'Draw each pulley set-up and its ideal advantage.' },
        { title: 'Read a winch data sheet', description: 'Explain rated pull, drum layers and rope size, and the advantage a winch pulley block adds.' },
        { title: 'Write a pre-lift checklist', description: 'List checks on rope, brake and signals before a lift.' },
      ],
    }],
  },
  {
    code: '53-7051.00',
    aliases: ['forklift driver', 'forklift operator', 'FLT driver', 'reach truck driver', 'Staplerfahrer', 'cariste', 'carretillero'],
    quests: [{
      title: 'Read a lift truck’s data plate and load centre',
      description: 'Find a public photo of a lift truck data plate and work out the safe load at three load centres and heights. Show a table with a sketch of the load centre.',
      plan: [
        { title: 'Learn the load centre on a pallet', description: 'Draw a pallet on the forks and mark its load centre.' },
        { title: 'Check lift truck stability', description: 'Explain the stability triangle with a sketch.' },
        { title: 'Write a pre-use check sheet', description: 'List the daily checks from a public guide before a lift truck is used.' },
      ],
    }],
  },
  {
    code: '53-7061.00',
    aliases: ['car valeter', 'vehicle cleaner', 'car washer', 'Fahrzeugpfleger', 'laveur de voitures', 'lavacoches'],
    quests: [{
      title: 'Valet a family car inside with a checklist',
      description: 'Clean the inside of a family car with the owner’s permission, using a vacuum, cloths and water and working top to bottom. Show a before-and-after photo pair and your checklist.',
      plan: [
        { title: 'Write a car valeting checklist', description: 'List each zone inside the car and the order to clean it.' },
        { title: 'Learn the two-bucket car wash', description: 'Explain why two buckets of water stop scratches, with a sketch.' },
        { title: 'Price a valeting menu', description: 'Plan mini, full and interior valets with time and price.' },
      ],
    }],
  },
  {
    code: '53-7062.00',
    aliases: ['warehouse worker', 'mover', 'removal man', 'Möbelpacker', 'déménageur', 'mozo de almacén'],
    quests: [{
      title: 'Plan a room move with a load list',
      description: 'Pick a room at home and plan its move: list every item with weight and size, the order to carry it, and how to pack the van. Show the load list and a sketch of the van.',
      plan: [
        { title: 'Sort the room move items by size', description: 'Group items into heavy, bulky and fragile with how to carry each.' },
        { title: 'Learn safe lifting for the move', description: 'Read the public manual handling guidance and write the key points for each item’s weight.' },
        { title: 'Pack a box properly', description: 'Pack a box with heavy items low and label it by room.' },
      ],
    }],
  },
  {
    code: '53-7063.00',
    aliases: ['machine feeder', 'offbearer', 'line feeder'],
    quests: [{
      title: 'Time a feeding and offbearing cycle',
      description: 'Watch a factory production line video and time how often parts are fed in and taken off, then count how many a worker handles per minute. Show the timing table.',
      plan: [
        { title: 'Sketch the feeding station', description: 'Draw where parts arrive, where they go in and where they leave.' },
        { title: 'Find the feeding bottleneck', description: 'Say which step sets the line speed.' },
        { title: 'Plan a better reach', description: 'Rearrange the station on paper to cut reaching and turning.' },
      ],
    }],
  },
  {
    code: '53-7064.00',
    aliases: ['packer', 'hand packer', 'packaging operative', 'Verpacker', 'emballeur', 'empaquetador'],
    quests: [{
      title: 'Pack a fragile item to survive a drop',
      description: 'Pack a mug in a box with paper and cardboard so it can survive a knee-height drop onto carpet. Test it and show a photo of the packing layers and the result.',
      plan: [
        { title: 'Learn the packing layers', description: 'Sketch outer box, void fill, cushioning and item.' },
        { title: 'Cut the packing waste', description: 'Repack using less material and test again.' },
        { title: 'Write a packing specification', description: 'Write the steps so anyone packs the mug the same way.' },
      ],
    }],
  },
  {
    code: '53-7071.00',
    aliases: ['gas compressor operator', 'pipeline compressor operator'],
    quests: [{
      title: 'Trace a gas pipeline route on a public map',
      description: 'Find a public map of the gas transmission network and trace the route from a terminal to your region with compressor stations marked. Show the traced route with notes.',
      plan: [
        { title: 'Learn why pipelines need compressor stations', description: 'Explain pressure loss along a pipeline with a sketch.' },
        { title: 'Read a compressor station diagram', description: 'Label the scrubbers, compressors, coolers and valves.' },
        { title: 'Spot pipeline markers', description: 'Find a pipeline marker post near you and note what it says.' },
      ],
    }],
  },
  {
    code: '53-7072.00',
    aliases: ['pump operator', 'pumping station operator', 'water pump attendant'],
    quests: [{
      title: 'Read a pump curve for a water pumping station',
      description: 'Find a maker’s pump curve and read the flow at three heads, then mark the best efficiency point. Show the annotated curve as a sketch or a photo.',
      plan: [
        { title: 'Learn the parts of a pump curve', description: 'Label head, flow, efficiency and power on the curve.' },
        { title: 'Sketch a centrifugal pump', description: 'Draw the impeller, volute, inlet and outlet of a pumping station’s pump.' },
        { title: 'Write a pump station log', description: 'Design a log for flows, pressures and alarms each shift.' },
      ],
    }],
  },
  {
    code: '53-7073.00',
    aliases: ['lease operator', 'pumper'],
    quests: [{
      title: 'Label the parts of a pumpjack and wellhead',
      description: 'Watch a video of a nodding donkey pumpjack and draw it with the walking beam, horsehead, polished rod, wellhead and flow line. Show the labelled drawing.',
      plan: [
        { title: 'Learn how a pumpjack lifts oil', description: 'Explain the up and down stroke with a sketch.' },
        { title: 'Design a well gauge sheet', description: 'Lay out the daily readings a pumper records at the wellhead.' },
        { title: 'Plan a well route', description: 'Plan the visits to ten wells on a map for one day’s round.' },
      ],
    }],
  },
  {
    code: '53-7081.00',
    aliases: ['bin man', 'binman', 'garbage collector', 'refuse collector', 'waste collector', 'Müllwerker', 'Müllmann', 'éboueur', 'basurero'],
    quests: [{
      title: 'Plan a bin collection round for your street',
      description: 'Walk your street on collection day and note where each bin is left, any blocked pavement and any contaminated recycling. Show a round sheet with the collection order.',
      plan: [
        { title: 'Map the bin collection points', description: 'Mark bins on a street map and the side of the road.' },
        { title: 'Count the bins by type', description: 'Tally general, recycling, food and garden bins.' },
        { title: 'Write a bin tag', description: 'Design the tag left on a bin that could not be emptied.' },
      ],
    }],
  },
  {
    code: '53-7111.00',
    aliases: ['shuttle car operator', 'mine shuttle car driver'],
    quests: [{
      title: 'Draw a room-and-pillar mine and its shuttle routes',
      description: 'Find a public diagram of a room-and-pillar coal mine and draw the path a shuttle car takes between the continuous miner and the feeder. Show the drawing with the shortest route.',
      plan: [
        { title: 'Learn the room-and-pillar mine layout', description: 'Label rooms, pillars, entries and crosscuts.' },
        { title: 'Time the shuttle car cycle', description: 'Estimate load, travel, dump and return times.' },
        { title: 'Read a mine cable safety rule', description: 'Summarise how trailing cables are protected from vehicles.' },
      ],
    }],
  },
  {
    code: '53-7121.00',
    aliases: ['tanker loader', 'loading rack operator'],
    quests: [{
      title: 'Work out a tanker’s load by volume and weight',
      description: 'Take a road tanker’s compartment sizes from a public spec sheet and plan a load of two fuels so no compartment or axle is overloaded. Show the loading plan.',
      plan: [
        { title: 'Learn the tanker compartment layout', description: 'Sketch the compartments and note their capacities.' },
        { title: 'Allow for expansion in the tanker', description: 'Explain ullage and why tanks are never filled to the top.' },
        { title: 'Read a loading sequence', description: 'List the steps at a loading rack from a public terminal guide.' },
      ],
    }],
  },
  {
    code: '53-7199.00',
    aliases: ['material handler', 'materials handler'],
    quests: [{
      title: 'Build a pallet pattern that stays stable',
      description: 'Stack twenty cereal boxes or shoeboxes on a tray in an interlocking pattern, then nudge it to test stability. Show a photo and a diagram of the layers.',
      plan: [
        { title: 'Compare column and interlocking pallet stacking', description: 'Stack both ways and note which resists a nudge.' },
        { title: 'Label the pallet', description: 'Design a pallet label with contents, weight and destination.' },
        { title: 'Work out pallets per lorry', description: 'Find how many standard pallets fit a trailer floor.' },
      ],
    }],
  },
];
