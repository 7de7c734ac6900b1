import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 35. */
export const SIGNATURES_35: readonly SignatureEntry[] = [
  {
    code: '35-1011.00',
    aliases: ['head chef', 'executive chef', 'sous chef', 'Küchenchef', 'Küchenchefin', 'chef de cuisine', 'jefe de cocina'],
    quests: [
      {
        title: 'Cost a dish and set its menu price',
        description: 'Pick a dish you can cook, weigh every ingredient, price each from a supermarket website and work out the plate cost and a menu price at a 30% food cost. Show the costing sheet.',
        plan: [
          { title: 'Write the dish\'s standard recipe card', description: 'Write the dish as a standard recipe with weights, method and plating so any cook gets the same plate.' },
          { title: 'Cook the dish to the costing', description: 'Cook it to the exact weights and photograph the plate.' },
          { title: 'Plan a small menu', description: 'Write a four-dish menu that shares ingredients to cut waste.' },
          { title: 'Draw a kitchen section plan', description: 'Sketch a kitchen\'s sections and who works each one.' },
        ],
      },
    ],
  },
  {
    code: '35-1012.00',
    aliases: ['kitchen supervisor', 'restaurant shift lead', 'floor supervisor', 'Schichtleiter Gastronomie', 'chef d\'équipe restauration', 'encargado de sala'],
    quests: [
      {
        title: 'Write a shift rota and opening checklist',
        description: 'Imagine a small café with five staff and write a week\'s rota that covers opening, lunch rush and closing, plus an opening checklist. Show the rota and checklist.',
        plan: [
          { title: 'Check the rota against busy times', description: 'Note the café\'s busiest hours and make sure the rota has cover.' },
          { title: 'Write a food safety temperature log', description: 'Make a fridge and hot-holding temperature log with safe limits.' },
          { title: 'Plan a team briefing', description: 'Write a five-minute pre-shift briefing.' },
        ],
      },
    ],
  },
  {
    code: '35-2011.00',
    aliases: ['fast food cook', 'grill cook', 'burger cook', 'cocinero de comida rápida'],
    quests: [
      {
        title: 'Map a burger station\'s build order',
        description: 'Watch a fast food kitchen video and write the exact build order of one burger, from bun toast to wrap, with the station layout. Show the build card and layout sketch.',
        plan: [
          { title: 'Time the burger build at home', description: 'Build a sandwich the same way at home and time each step.' },
          { title: 'List the food safety checks at the station', description: 'List the cooking temperatures and hold times a burger station must meet.' },
          { title: 'Design a station layout', description: 'Sketch a station layout that cuts steps.' },
        ],
      },
    ],
  },
  {
    code: '35-2012.00',
    aliases: ['school cook', 'canteen cook', 'dinner lady', 'hospital cook', 'Kantinenkoch', 'cuisinier de collectivité', 'cocinero de comedor'],
    quests: [
      {
        title: 'Scale a recipe from four portions to a hundred',
        description: 'Take a family recipe for four and scale every ingredient to one hundred portions, converting to kilograms and litres. Show the scaled recipe table.',
        plan: [
          { title: 'Check the scaled recipe for allergens', description: 'Mark each of the fourteen major allergens in the recipe.' },
          { title: 'Plan a school menu cycle', description: 'Write a two-week menu cycle of scaled recipes that meets school food standards.' },
          { title: 'Cost the portions', description: 'Cost one portion and compare with a typical school meal budget.' },
        ],
      },
    ],
  },
  {
    code: '35-2013.00',
    aliases: ['private chef', 'personal chef', 'household cook', 'Privatkoch', 'chef à domicile', 'cocinero particular'],
    quests: [
      {
        title: 'Plan a week of meals for one household',
        description: 'Interview someone at home about their tastes and needs, then write a seven-dinner meal plan with a shopping list. Show the meal plan.',
        plan: [
          { title: 'Write the shopping list from the meal plan', description: 'Group the shopping list by shop section and cost it.' },
          { title: 'Prep ahead for the meals', description: 'Write a batch-prep plan for a Sunday.' },
          { title: 'Cook one dinner', description: 'Cook one meal from the plan and note feedback.' },
        ],
      },
    ],
  },
  {
    code: '35-2014.00',
    aliases: ['line cook', 'restaurant cook', 'commis chef', 'chef de partie', 'Koch', 'Köchin', 'cuisinier', 'cuisinière', 'cocinero', 'cocinera'],
    quests: [
      {
        title: 'Set up a mise en place for one dish',
        description: 'Pick a restaurant dish and prepare every ingredient in small bowls before cooking, as a line cook would on a station. Show a photo of the mise en place and the ticket time.',
        plan: [
          { title: 'Practise knife cuts for the mise en place', description: 'Cut an onion into dice and a carrot into batons and photograph them.' },
          { title: 'Cook the dish to order', description: 'Cook the dish as if on a ticket and time it.' },
          { title: 'Learn kitchen calls', description: 'List the calls a kitchen uses, such as "heard" and "behind".' },
        ],
      },
      {
        title: 'Make a pan sauce and hold it for service',
        description: 'Cook a piece of chicken or mushrooms, then deglaze the pan with stock, reduce it and finish with butter as a restaurant cook does. Show a photo of the sauce coating a spoon and your method notes.',
        plan: [
          { title: 'Judge the sauce\'s reduction', description: 'Reduce the sauce in stages and note when it coats the back of a spoon.' },
          { title: 'Season the sauce to taste', description: 'Taste after each pinch of salt or squeeze of lemon and write what changed.' },
          { title: 'Try a mother sauce', description: 'Make a small béchamel from a classic recipe and note the ratio of butter, flour and milk.' },
        ],
      },
    ],
  },
  {
    code: '35-2015.00',
    aliases: ['short order cook', 'diner cook', 'griddle cook', 'cocinero de línea'],
    quests: [
      {
        title: 'Cook three breakfast orders at once',
        description: 'Write three breakfast tickets with different egg styles and plan the order you would start each so they finish together. Show the timing plan and a photo of the plates.',
        plan: [
          { title: 'Time each breakfast item', description: 'Time eggs, toast and bacon and write the cooking times on a card.' },
          { title: 'Read tickets like a short order cook', description: 'Write ten orders in diner shorthand and decode them.' },
          { title: 'Plan a griddle layout', description: 'Sketch where each item goes on a flat-top griddle.' },
        ],
      },
    ],
  },
  {
    code: '35-2019.00',
    aliases: ['caterer', 'catering cook', 'banquet cook', 'street food cook'],
    quests: [
      {
        title: 'Plan the food for a party of thirty',
        description: 'Write a party menu for thirty guests with portion sizes, a prep timeline and how each dish stays hot or cold. Show the menu and timeline.',
        plan: [
          { title: 'Scale the party menu', description: 'Work out the total quantity of each ingredient for thirty guests.' },
          { title: 'Plan hot and cold holding', description: 'Write how each dish stays safe until served.' },
          { title: 'Price the job', description: 'Write a quote for the catering.' },
        ],
      },
    ],
  },
  {
    code: '35-2021.00',
    aliases: ['prep cook', 'kitchen hand', 'Küchenhilfe', 'commis de cuisine', 'ayudante de cocina'],
    quests: [
      {
        title: 'Prep vegetables to a kitchen spec',
        description: 'Prepare onions, carrots and peppers to three standard cuts, weigh the trim and the usable yield, and label the tubs with date and contents. Show a photo and the yield table.',
        plan: [
          { title: 'Calculate the vegetable yield', description: 'Work out the yield percentage for each vegetable.' },
          { title: 'Label prep tubs properly', description: 'Make labels with item, prep date and use-by.' },
          { title: 'Organise a fridge', description: 'Arrange a fridge so raw foods sit below ready-to-eat.' },
        ],
      },
    ],
  },
  {
    code: '35-3011.00',
    aliases: ['barman', 'barmaid', 'mixologist', 'Barkeeper', 'Barkeeperin', 'cantinero'],
    quests: [
      {
        title: 'Build a classic cocktail spec card',
        description: 'Pick three classic cocktails and write spec cards with measures, method, glass and garnish, then make an alcohol-free version of one. Show the spec cards and a photo.',
        plan: [
          { title: 'Practise free-pour measures for the spec', description: 'Pour water into a jigger and by count until your free pour matches 25 ml.' },
          { title: 'Design an alcohol-free drinks list', description: 'Write five alcohol-free drinks with specs.' },
          { title: 'Learn responsible service', description: 'Summarise the legal checks for serving alcohol.' },
        ],
      },
    ],
  },
  {
    code: '35-3021.00',
    aliases: ['fast food worker', 'crew member', 'food service worker', 'Mitarbeiter Systemgastronomie', 'équipier', 'empleado de comida rápida'],
    quests: [
      {
        title: 'Take and assemble an order in under a minute',
        description: 'Write a fast food menu of six items and role-play taking an order, repeating it back and assembling it on a tray. Show the order script and time.',
        plan: [
          { title: 'Write the order script', description: 'Write the greeting, upsell and read-back.' },
          { title: 'Assemble the order on a tray', description: 'Lay out the items in the order a customer checks them.' },
          { title: 'List food safety habits', description: 'List handwashing and glove rules.' },
        ],
      },
    ],
  },
  {
    code: '35-3022.00',
    aliases: ['counter assistant', 'concession worker', 'canteen assistant', 'Thekenkraft', 'employé de comptoir'],
    quests: [
      {
        title: 'Lay out a food counter for a fast queue',
        description: 'Sketch a cafeteria counter layout with trays, mains, sides, drinks and till, in the order people move. Show the sketch with queue arrows.',
        plan: [
          { title: 'Time the counter queue', description: 'Watch a café or canteen queue and note where it slows.' },
          { title: 'Label the counter allergens', description: 'Write allergen labels for six counter dishes.' },
          { title: 'Write a cash-up checklist', description: 'List the steps to close a till.' },
        ],
      },
    ],
  },
  {
    code: '35-3022.01',
    aliases: ['coffee shop barista', 'espresso barista'],
    quests: [
      {
        title: 'Dial in a coffee by taste',
        description: 'Brew three cups of the same coffee with different grind sizes or steep times and taste them side by side, noting sour, bitter and balanced. Show a tasting table.',
        plan: [
          { title: 'Weigh the coffee dose', description: 'Weigh coffee and water and keep the ratio constant across cups.' },
          { title: 'Practise milk texture', description: 'Froth milk in a jar, photograph the foam and taste it with the coffee.' },
          { title: 'Learn the espresso drinks', description: 'Draw cup diagrams for espresso, cortado, flat white and cappuccino.' },
        ],
      },
    ],
  },
  {
    code: '35-3031.00',
    aliases: ['restaurant server', 'Kellner', 'Kellnerin', 'serveur', 'serveuse', 'camarero', 'camarera', 'mesero'],
    quests: [
      {
        title: 'Take a table\'s order from memory',
        description: 'Role-play taking an order for four from a real menu, writing it in waiter shorthand with seat numbers, then read it back. Show the order pad page.',
        plan: [
          { title: 'Learn the menu by heart', description: 'Write out every dish and its allergens from memory.' },
          { title: 'Carry plates to seat numbers', description: 'Practise carrying three empty plates at home to chairs you have given seat numbers.' },
          { title: 'Lay a table', description: 'Lay a table for a three-course meal and photograph it.' },
        ],
      },
      {
        title: 'Describe three dishes so a guest can choose',
        description: 'Pick three dishes from a real restaurant menu and write the short spoken description you would give each, with the main flavour, how it is cooked and any allergens. Show the script and a recording.',
        plan: [
          { title: 'Pair a drink with each dish', description: 'Suggest a soft drink or wine style for each of the three dishes and why.' },
          { title: 'Handle an allergen question for the dishes', description: 'Write how you would check the allergens with the kitchen before answering a guest.' },
          { title: 'Upsell without pushing', description: 'Write two natural lines that suggest a starter or dessert.' },
        ],
      },
    ],
  },
  {
    code: '35-3041.00',
    aliases: ['banquet server', 'hospital food server', 'room service attendant', 'Servicekraft', 'serveur de banquet'],
    quests: [
      {
        title: 'Plan a banquet service sequence',
        description: 'Draw a banquet room plan for ten tables and write the order servers clear and serve each course. Show the floor plan and service sequence.',
        plan: [
          { title: 'Lay a banquet place setting', description: 'Lay a place setting for three courses and photograph it.' },
          { title: 'Write a dietary list for the banquet', description: 'Write a table plan marking each guest\'s dietary need.' },
          { title: 'Time the service', description: 'Plan course timings for a two-course meal.' },
        ],
      },
    ],
  },
  {
    code: '35-9011.00',
    aliases: ['busser', 'busboy', 'bar back', 'barback', 'table clearer', 'Abräumer', 'commis de salle', 'ayudante de camarero'],
    quests: [
      {
        title: 'Reset a table in under two minutes',
        description: 'Time yourself clearing, wiping and resetting a table for four at home with cutlery, glasses and napkins. Show a photo of the reset table and your time.',
        plan: [
          { title: 'Write a table reset checklist', description: 'List every step to reset a table.' },
          { title: 'Stack plates safely', description: 'Practise stacking and carrying plates cleared from the table.' },
          { title: 'Restock a bar station', description: 'List what a bar back restocks each hour.' },
        ],
      },
    ],
  },
  {
    code: '35-9021.00',
    aliases: ['kitchen porter', 'KP', 'pot washer', 'dish washer', 'Spüler', 'Spülkraft', 'plongeur', 'friegaplatos'],
    quests: [
      {
        title: 'Set up a three-sink dishwashing system',
        description: 'Use your kitchen sink and bowls to set up wash, rinse and sanitise stages and wash one load in the right order. Show a photo of the set-up and a card of the steps.',
        plan: [
          { title: 'Learn the dishwasher temperatures', description: 'Write the wash and rinse temperatures for commercial dishwashers.' },
          { title: 'Organise a clean rack', description: 'Arrange plates from the sanitise stage to air-dry on a rack.' },
          { title: 'Write a closing clean list', description: 'List the closing cleaning tasks.' },
        ],
      },
    ],
  },
  {
    code: '35-9031.00',
    aliases: ['restaurant host', 'greeter', 'maître d\'', 'Empfangskraft', 'hôtesse d\'accueil', 'anfitriona'],
    quests: [
      {
        title: 'Manage a waiting list on paper',
        description: 'Draw a table plan for a restaurant, then work a simulated rush of ten walk-ins and bookings, seating each and quoting wait times. Show the table plan and waiting list.',
        plan: [
          { title: 'Rotate the table sections', description: 'Seat the guests so each server gets a fair share.' },
          { title: 'Write greeting scripts', description: 'Write greetings for a booking, a walk-in and a full house.' },
          { title: 'Handle a complaint', description: 'Role-play a guest unhappy with the wait.' },
        ],
      },
    ],
  },
  {
    code: '35-9099.00',
    aliases: ['food runner', 'dessert maker', 'cafeteria helper'],
    quests: [
      {
        title: 'Run plates from pass to table',
        description: 'Draw a restaurant floor plan with table numbers and seat positions, then plan the route to deliver a table\'s plates so each lands at the right seat. Show the plan.',
        plan: [
          { title: 'Learn seat numbers on the floor plan', description: 'Number seats from the door clockwise.' },
          { title: 'Practise carrying plates', description: 'Carry two plates safely around your home.' },
          { title: 'Check a plate at the pass', description: 'List what to check before taking a plate.' },
        ],
      },
    ],
  },
];
