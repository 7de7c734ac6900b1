import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 39. */
export const SIGNATURES_39: readonly SignatureEntry[] = [
  {
    code: '39-1011.00',
    aliases: ['casino floor supervisor', 'pit boss', 'pit supervisor', 'Saalchef', 'chef de table', 'jefe de mesa'],
    quests: [
      {
        title: "Cover a casino pit's tables on a staffing chart",
        description: "Sketch a casino pit of six tables (blackjack, roulette, baccarat) and plan the dealers' rotation and breaks for one evening. Mark where the pit boss stands to see every table and keep the chart.",
        plan: [
          { title: 'Draw the pit layout', description: 'Sketch the six tables with their games and the pit podium in the middle.' },
          { title: 'Plan the dealer rotation', description: 'Write a break rotation so every dealer gets a break every hour and each table stays open.' },
          { title: 'Learn the table minimums and limits', description: "Read a casino's published table limits and note how they change by time." },
          { title: "Read the gambling regulator's rules", description: 'List three rules the regulator sets for supervising tables.' },
        ],
      },
    ],
  },
  {
    code: '39-1012.00',
    aliases: ['slot floor supervisor', 'slot manager', 'Automatensaalleiter', 'responsable machines à sous', 'supervisor de tragaperras'],
    quests: [
      {
        title: "Read a slot machine's paytable",
        description: "Find a slot game's published paytable and return-to-player percentage, and work out what a player loses on average for every 100 coins. Write the sum and the paytable summary on a card.",
        plan: [
          { title: 'Learn what return to player means', description: "Explain RTP with the slot game's figure in a short note." },
          { title: 'Work out the house edge', description: "Turn three games' paytable RTP figures into a house edge and rank them." },
          { title: 'Sketch a slot floor layout', description: 'Draw a slot floor with banks of machines, aisles and change points.' },
          { title: 'Read the safer gambling rules', description: 'List the safer gambling messages a slot floor must show.' },
        ],
      },
    ],
  },
  {
    code: '39-1021.00',
    aliases: ['salon manager', 'personal services supervisor', 'Salonleiter', 'responsable de salon', 'encargado de salón'],
    quests: [
      {
        title: "Build a salon's appointment book for a Saturday",
        description: 'Draw a Saturday appointment book for a salon with three staff, booking cuts, colours and treatments with their real durations. Mark where gaps appear and how you would fill them, and keep the page.',
        plan: [
          { title: 'Learn the service durations', description: "List how long each salon service takes, from a salon's price list." },
          { title: 'Fill the appointment book', description: 'Book twelve made-up clients into the day without clashes.' },
          { title: 'Plan staff breaks', description: "Add breaks and a clean-down slot to each stylist's column." },
          { title: 'Write a rebooking script', description: 'Write what the receptionist says to rebook a client.' },
        ],
      },
    ],
  },
  {
    code: '39-1021.01',
    aliases: ['spa manager', 'spa director', 'Spa-Manager', 'responsable de spa', 'gerente de spa'],
    quests: [
      {
        title: 'Design a spa treatment menu',
        description: 'Visit or read the websites of two local spas and compare their treatment menus. Design your own one-page menu with six treatments, durations and prices, and add the room each one needs.',
        plan: [
          { title: 'Compare the two spa menus', description: 'List the treatments, times and prices side by side.' },
          { title: 'Plan the treatment rooms', description: 'Sketch a small spa floor plan with rooms, relaxation area and laundry.' },
          { title: 'Write a consultation form', description: 'Design a client consultation form with health questions.' },
          { title: 'Plan a staff rota', description: "Draw a week's rota for four therapists." },
        ],
      },
    ],
  },
  {
    code: '39-2011.00',
    aliases: ['dog trainer', 'animal trainer', 'horse trainer', 'Hundetrainer', 'Hundetrainerin', 'éducateur canin', 'dresseur', 'adiestrador de perros'],
    quests: [
      {
        title: 'Teach a dog a new cue with the owner',
        description: 'Watch, with a dog\'s owner present, how the dog responds to one cue, then help teach a simple new one (such as "touch") using treats and short sessions. Film the first and last tries and keep a training log.',
        plan: [
          { title: 'Learn how positive reinforcement works in training', description: 'Note the four quadrants of operant conditioning and why trainers favour treats and rewards.' },
          { title: 'Keep a training log for the cue', description: 'Log each short session with the number of tries and successes.' },
          { title: 'Read dog body language', description: "Make a chart of calm, stressed and fearful signs from a charity's guide." },
          { title: 'Plan a four-week training plan', description: 'Write a plan to build the cue with distance and distraction.' },
        ],
      },
    ],
  },
  {
    code: '39-2021.00',
    aliases: ['pet sitter', 'dog walker', 'kennel worker', 'animal caretaker', 'Tierpfleger', 'Tierpflegerin', 'soigneur animalier', 'cuidador de animales', 'zookeeper', 'zoo keeper', 'Zoowärter', 'soigneur de zoo', 'cuidador de zoológico'],
    quests: [
      {
        title: 'Write a pet care sheet',
        description: "Ask a pet owner about their animal's daily routine and write a one-page care sheet: feeding, walks, water, litter or bedding, and warning signs to call the owner. Check it with the owner and keep it.",
        plan: [
          { title: "Learn the pet's daily needs", description: 'Note the food amount, times and exercise from the owner.' },
          { title: "Check the pet's living space", description: 'With the owner, note how the bed, water bowl and litter are cleaned.' },
          { title: 'Read the animal welfare needs', description: 'Copy the five welfare needs from an animal welfare body.' },
          { title: 'Plan a pet-sitting visit', description: 'Write a 30-minute visit checklist.' },
        ],
      },
    ],
  },
  {
    code: '39-3011.00',
    aliases: ['casino dealer', 'croupier', 'blackjack dealer', 'croupière', 'crupier'],
    quests: [
      {
        title: 'Learn to pay a roulette table',
        description: 'Draw a roulette betting layout on paper, place coins as made-up bets, spin a number with dice or an app, and pay each winning bet at the correct odds. Keep a score sheet of your payouts and check them.',
        plan: [
          { title: 'Learn the roulette payouts', description: 'Copy the payout for straight, split, street, corner and even-money bets.' },
          { title: 'Practise chip stacking', description: 'Stack coins in fives and twenties and cut them quickly, timing yourself.' },
          { title: 'Deal a blackjack hand', description: "Deal blackjack with a deck of cards and follow the dealer's hit rule." },
          { title: "Read a casino's game rules", description: "Summarise one casino's published blackjack rules." },
        ],
      },
    ],
  },
  {
    code: '39-3012.00',
    aliases: ['bookie runner', 'sportsbook writer', 'keno writer', 'preneur de paris', 'corredor de apuestas'],
    quests: [
      {
        title: 'Convert betting odds between formats',
        description: 'Take the odds for three matches from a public odds page and convert each between fractional, decimal and American formats. Work out the implied probability of each and write them in a table.',
        plan: [
          { title: 'Learn the three odds formats', description: 'Write the rule for converting fractional, decimal and American odds.' },
          { title: 'Add up the overround', description: "Add the implied probabilities for one match and note the bookmaker's margin." },
          { title: 'Write a betting slip', description: 'Fill in a made-up betting slip with stake and return.' },
          { title: 'Read the safer gambling rules', description: 'List what a betting shop must display.' },
        ],
      },
    ],
  },
  {
    code: '39-3019.00',
    aliases: ['bingo caller', 'gaming attendant', 'Bingo-Ansager', 'animateur de loto', 'cantor de bingo'],
    quests: [
      {
        title: 'Call a game of bingo',
        description: 'Make six bingo cards, learn ten traditional bingo calls (such as "legs eleven"), and call a game for your household. Record the call and keep the cards.',
        plan: [
          { title: 'Learn the bingo calls', description: 'Write twenty traditional calls with their numbers.' },
          { title: 'Check a winning bingo card', description: 'Practise checking a line and a full house against called numbers.' },
          { title: 'Time the game', description: 'Time how fast you can call a game clearly.' },
          { title: 'Read the gaming rules', description: 'Note the rules for prize bingo in your country.' },
        ],
      },
    ],
  },
  {
    code: '39-3021.00',
    aliases: ['projectionist', 'cinema projectionist', 'Filmvorführer', 'projectionniste', 'proyeccionista'],
    quests: [
      {
        title: "Work out a cinema screen's throw and ratio",
        description: 'Measure a wall at home and work out the picture size a projector would throw for 2.39:1 scope and 1.85:1 flat films. Draw both frames on the wall sketch and keep it.',
        plan: [
          { title: 'Learn the aspect ratios', description: 'Note the common cinema aspect ratios and which films use them.' },
          { title: 'Compare the ratios on the screen sketch', description: 'Draw both ratios on the same width and height.' },
          { title: "Read a cinema's digital package", description: 'Read about a digital cinema package (DCP) and list its parts.' },
          { title: 'Plan a show schedule', description: "Plan a screen's evening show times with trailers and cleaning gaps." },
        ],
      },
    ],
  },
  {
    code: '39-3031.00',
    aliases: ['usher', 'ticket taker', 'front of house staff', 'Platzanweiser', 'Platzanweiserin', 'ouvreur', 'ouvreuse', 'acomodador', 'acomodadora'],
    quests: [
      {
        title: 'Find your way round a seating plan',
        description: "Look up a theatre's public seating plan and practise finding five seats by row and number. Sketch the route from the door to each and write how you would guide a guest there.",
        plan: [
          { title: "Learn the seating plan's blocks", description: 'Note stalls, circle and boxes and how rows are lettered.' },
          { title: 'Practise guiding guests to seats', description: 'Write the words you would use to guide a guest to each seat.' },
          { title: 'Plan an evacuation route', description: 'Mark the exits on the plan and which ones each block uses.' },
          { title: 'Write a front of house checklist', description: 'Write what an usher checks before doors open.' },
        ],
      },
    ],
  },
  {
    code: '39-3091.00',
    aliases: ['ride operator', 'funfair attendant', 'amusement park attendant', 'Fahrgeschäftsmitarbeiter', "agent d'attractions", 'operador de atracciones'],
    quests: [
      {
        title: "Check a ride's height and safety rules",
        description: "Visit a funfair or read a theme park's guide and list the height limits and rules for five rides. Make a sign for one ride with its limits and keep a photo of it.",
        plan: [
          { title: "Learn the ride's height limits", description: 'Copy the height and age rules for five rides.' },
          { title: "Watch a ride's queue line", description: 'Time how far the queue moves each ride cycle and work out the wait.' },
          { title: 'Read the ride safety rules', description: 'List the safety rules riders must follow.' },
          { title: 'Design a queue sign', description: 'Design a sign with wait time and rules.' },
        ],
      },
    ],
  },
  {
    code: '39-3092.00',
    aliases: ['costume attendant', 'wardrobe assistant', 'theatre dresser', 'Garderobiere', 'habilleuse', 'sastra de teatro'],
    quests: [
      {
        title: 'Plot a quick change for a costume',
        description: 'Pick a costume change from a play or show and write it as a quick-change plot: what comes off, what goes on, in what order and who helps. Lay out the clothes in order and photograph the set-up.',
        plan: [
          { title: 'Write the costume plot', description: "List each character's costumes scene by scene." },
          { title: 'Lay out a quick-change station', description: 'Set clothes in order with openings ready and photograph them.' },
          { title: 'Learn basic repairs', description: 'Sew on a button and a hem repair as a costume kit would.' },
          { title: 'Make a costume care label', description: 'Write a care tag with the wash method.' },
        ],
      },
    ],
  },
  {
    code: '39-3093.00',
    aliases: ['locker room attendant', 'cloakroom attendant', 'coat check', 'Garderobenpersonal', 'préposé au vestiaire', 'encargado de guardarropa'],
    quests: [
      {
        title: 'Design a cloakroom ticket system',
        description: 'Design a ticket system for a cloakroom of 100 coats: numbered tickets, matching hangers and a layout. Draw the rail layout and the ticket and keep the plan.',
        plan: [
          { title: 'Number the cloakroom rails', description: 'Sketch the rails with number ranges.' },
          { title: 'Design the ticket', description: 'Draw a ticket with a tear-off number.' },
          { title: 'Plan a busy hour', description: 'Estimate how many coats per minute and how many staff it needs.' },
          { title: 'Write the lost ticket rule', description: 'Write what to do when a guest loses a ticket.' },
        ],
      },
    ],
  },
  {
    code: '39-3099.00',
    aliases: ['event attendant', 'cloakroom and door attendant', 'Veranstaltungshelfer', "agent d'accueil événementiel", 'azafato de eventos', 'azafata de eventos'],
    quests: [
      {
        title: 'Plan the attendant posts for a 100-guest event',
        description: 'Sketch a hall for a 100-guest event with doors, bar, stage, cloakroom and toilets. Mark where four attendants stand, write a one-line duty for each post, and keep the sketch.',
        plan: [
          { title: 'Draw the event hall with every guest route', description: 'Add arrows for arrival, the bar queue, the stage and the exits to your hall sketch.' },
          { title: 'Write a duty card for each attendant post', description: 'Write what each attendant does at doors open, during the show and at the end.' },
          { title: 'Count how fast guests arrive', description: 'Time how many people pass a door per minute at a busy venue and work out how long 100 guests take.' },
          { title: "Write the attendants' briefing", description: 'Write a five-minute briefing with exits, first aid point and who to call.' },
        ],
      },
    ],
  },
  {
    code: '39-4011.00',
    aliases: ['embalmer', 'Thanatopraktiker', 'thanatopracteur', 'tanatopractor'],
    quests: [
      {
        title: 'Read how embalming preserves the body',
        description: 'Read a funeral industry training overview of the embalming process and draw the main stages as a flowchart, without any chemicals or handling. Note where hygiene rules apply and keep the flowchart.',
        plan: [
          { title: 'Learn the embalming stages', description: 'List the stages in order with a one-line note each.' },
          { title: 'Study the hygiene rules for embalming', description: 'Note the safety and hygiene rules from a public guide.' },
          { title: 'Compare customs across cultures', description: 'Make a table of how three faiths care for the body.' },
          { title: 'Write a one-page note', description: 'Summarise the role and its training.' },
        ],
      },
    ],
  },
  {
    code: '39-4021.00',
    aliases: ['funeral assistant', 'pallbearer', 'funeral attendant', 'Bestattungshelfer', 'porteur funéraire', 'auxiliar funerario'],
    quests: [
      {
        title: 'Plan the order of a funeral service',
        description: 'Read a published funeral order of service and write one for a made-up service: music, readings, tribute and committal. Note where attendants seat guests and lead the procession, and keep the order.',
        plan: [
          { title: 'Learn the parts of a funeral service', description: 'Note what happens in each part of the service.' },
          { title: 'Plan the seating for the funeral', description: 'Sketch the seating with family rows and attendant posts.' },
          { title: 'Write the procession order', description: 'Write who walks in which order.' },
          { title: 'Design an order of service', description: 'Design a four-page printed order.' },
        ],
      },
    ],
  },
  {
    code: '39-4031.00',
    aliases: ['funeral director', 'undertaker', 'mortician', 'Bestatter', 'Bestatterin', 'directeur de pompes funèbres', 'director de funeraria'],
    quests: [
      {
        title: 'Price a funeral plan',
        description: 'Read the published price lists of two local funeral directors and build a simple funeral plan with the main costs. Compare them in a table and keep the plan.',
        plan: [
          { title: 'Compare the funeral price lists', description: 'List the fees for each service.' },
          { title: "Plan a funeral's timeline", description: 'Draw the steps from the call to the funeral day.' },
          { title: 'Write a family meeting checklist', description: 'Write the questions asked at the first meeting.' },
          { title: 'Read the registration rules', description: 'Note how a death is registered in your country.' },
        ],
      },
    ],
  },
  {
    code: '39-5011.00',
    aliases: ['barber', "men's hairdresser", 'Barbier', 'Herrenfriseur', 'barbero'],
    quests: [
      {
        title: 'Draw a fade on a head chart',
        description: "Find a barber's head chart and draw a skin fade on it, marking the guard numbers from zero at the bottom to the length at the top. Keep the chart with the guard sizes in millimetres.",
        plan: [
          { title: 'Learn the clipper guard sizes', description: 'Copy the guard numbers and their lengths in millimetres.' },
          { title: 'Compare fade styles', description: 'Draw low, mid and high fades on three head charts.' },
          { title: 'Watch a fade video', description: "Watch a barber's fade tutorial and note each step." },
          { title: 'Write a client consultation card', description: 'Write questions a barber asks before a cut.' },
        ],
      },
      {
        title: 'Plan a beard shape on a photo',
        description: "Find a photo of a bearded face (or use your own) and draw the cheek line, neckline and moustache line a barber would shape. Mark where the neckline sits above the Adam's apple and keep the annotated photo.",
        plan: [
          { title: 'Learn the beard lines on the photo', description: 'Note the standard cheek line, neckline and jaw line and how each is found.' },
          { title: 'Compare beard styles on three photos', description: 'Draw a short boxed beard, a full beard and a goatee on three photos and note which face each suits.' },
          { title: 'Learn barber hygiene', description: 'Note how combs, clippers and razors are cleaned between clients.' },
          { title: "Price a barber's menu", description: 'Write a price list with cuts, beard trims and times.' },
        ],
      },
    ],
  },
  {
    code: '39-5012.00',
    aliases: ['hairdresser', 'hairstylist', 'hair stylist', 'cosmetologist', 'Friseur', 'Friseurin', 'coiffeur', 'coiffeuse', 'peluquero', 'peluquera'],
    quests: [
      {
        title: 'Read hair colour on a colour wheel',
        description: 'Find a hair colour chart and learn the depth levels from 1 (black) to 10 (lightest blonde). Match the hair of three people you know (with their agreement) or photos to the chart and write the level and tone for each.',
        plan: [
          { title: 'Learn the hair depth levels', description: 'Copy the levels with a photo description for each.' },
          { title: 'Use the colour wheel to neutralise tones', description: 'Note which tones cancel brassy or green hair from the colour wheel.' },
          { title: 'Practise a braid on a cord', description: 'Plait three cords tied to a chair and photograph a three-strand and a French braid.' },
          { title: 'Write a consultation card', description: 'Write the questions for a colour consultation.' },
        ],
      },
      {
        title: 'Map a face shape for a haircut',
        description: 'Photograph your own face straight on, trace its outline, and decide whether it is oval, round, square, heart or long. List two haircuts a stylist would suggest for that shape and keep the traced photo.',
        plan: [
          { title: 'Learn the five face shapes', description: 'Sketch each face shape with its widest point.' },
          { title: 'Match haircuts to face shapes', description: 'Find one photo of a cut that suits each shape.' },
          { title: 'Write consultation questions', description: 'Write the questions a stylist asks before cutting.' },
          { title: 'Plan a salon day', description: "Plan a stylist's appointment book for one Saturday." },
        ],
      },
    ],
  },
  {
    code: '39-5091.00',
    aliases: ['makeup artist', 'MUA', 'stage makeup artist', 'Maskenbildner', 'Maskenbildnerin', 'maquilleur', 'maquilleuse', 'maquillador'],
    quests: [
      {
        title: 'Draw a face chart for a stage character',
        description: 'Print or draw a blank face chart and design the makeup for a stage character, such as an old man or a fairy. Mark where highlight and shadow go and list the products, and keep the chart.',
        plan: [
          { title: 'Learn light and shadow on a face', description: 'Sketch where light hits a face and where shadow falls.' },
          { title: 'Design a second face chart', description: 'Design an ageing look on a new chart.' },
          { title: 'Try a look on yourself', description: 'Try the highlight and shadow on your own face and photograph it.' },
          { title: 'Read a theatre makeup guide', description: 'Note how stage lighting changes makeup.' },
        ],
      },
    ],
  },
  {
    code: '39-5092.00',
    aliases: ['nail technician', 'manicurist', 'nail tech', 'Nageldesigner', 'Nageldesignerin', 'prothésiste ongulaire', 'manicurista'],
    quests: [
      {
        title: 'Design a nail art set on paper nails',
        description: 'Cut ten nail shapes from card and design a set of nail art on them with pens. Photograph the set and name the shape and finish for each.',
        plan: [
          { title: 'Learn the nail shapes', description: 'Sketch square, round, oval, almond and stiletto.' },
          { title: 'Practise a nail art design', description: 'Draw one design on the card nails with fine pens.' },
          { title: 'Write a hygiene checklist', description: 'List the tool cleaning steps from a salon standard.' },
          { title: 'Price a nail menu', description: 'Write a menu with prices.' },
        ],
      },
    ],
  },
  {
    code: '39-5093.00',
    aliases: ['shampooer', 'salon assistant', 'Friseurassistent', 'shampouineuse', 'auxiliar de peluquería'],
    quests: [
      {
        title: 'Match shampoos to hair types',
        description: 'Read the labels of three shampoos at home and note what hair type each is for. Make a table of hair types and the shampoo and conditioner you would pick for each.',
        plan: [
          { title: 'Learn the hair types', description: 'Note fine, thick, oily, dry and curly hair.' },
          { title: 'Compare the shampoo labels', description: 'List the main ingredients and claims of each shampoo.' },
          { title: 'Practise a scalp routine on yourself', description: 'Wash your own hair with the steps a salon uses and note them.' },
          { title: 'Write a basin checklist', description: 'Write what to check at the basin.' },
        ],
      },
    ],
  },
  {
    code: '39-5094.00',
    aliases: ['esthetician', 'aesthetician', 'beautician', 'facialist', 'Kosmetikerin', 'esthéticienne', 'esteticista'],
    quests: [
      {
        title: 'Read your skin type and write a routine',
        description: 'Learn the skin types (dry, oily, combination, normal, sensitive) from a skincare body and decide yours with the tissue test in the morning. Write a morning and evening routine on a card and keep it.',
        plan: [
          { title: 'Learn the skin types', description: 'Note the signs of each type.' },
          { title: 'Compare the skincare labels', description: 'Read three product labels and note what skin type each is for.' },
          { title: 'Read the SPF rules', description: 'Note what SPF and UVA ratings mean.' },
          { title: 'Write a client card', description: 'Design a client record card.' },
        ],
      },
    ],
  },
  {
    code: '39-6011.00',
    aliases: ['bellhop', 'bellboy', 'hotel porter', 'luggage porter', 'Hotelpage', 'bagagiste', 'botones'],
    quests: [
      {
        title: 'Design a hotel luggage tag and storage shelf',
        description: 'Design a two-part luggage tag with a matching number on the stub, and sketch a luggage room whose shelves are ordered by those numbers. Write the steps from a guest handing over a bag to getting it back, and keep the sketch and tag.',
        plan: [
          { title: 'Test the luggage tag with five bags', description: 'Tag five bags at home, shuffle them, and time how fast you find each one by its stub number.' },
          { title: 'Sketch the luggage room shelving', description: 'Draw shelves by number range, with a separate space for same-day departures.' },
          { title: 'Learn safe lifting for heavy cases', description: 'Note the safe lifting steps from a public manual handling guide and practise them with a light bag.' },
          { title: 'Write a room-arrival script', description: "Write what a bellhop says on the way to the room: lifts, breakfast times, Wi-Fi and the room's features." },
        ],
      },
    ],
  },
  {
    code: '39-6012.00',
    aliases: ['hotel concierge', "concierge d'hôtel"],
    quests: [
      {
        title: "Build a concierge's guide to your neighbourhood",
        description: 'Write a one-page guide for a hotel guest: three places to eat, two sights, one little-known spot, how to reach each one and its opening times. Check every entry is current and keep the guide.',
        plan: [
          { title: 'Check opening times for each place in the guide', description: 'Confirm hours, booking rules and prices for each entry from its own website.' },
          { title: "Plan a guest's rainy afternoon from the guide", description: 'Write a three-stop afternoon that works in the rain, with walking times between stops.' },
          { title: 'Design a request log', description: 'Make a log with columns for guest, room, request, promised time and done.' },
          { title: 'Write answers to five tricky requests', description: 'Write how you would handle a sold-out show, a late pharmacy, a lost passport, a special cake and a last-minute table.' },
        ],
      },
    ],
  },
  {
    code: '39-7011.00',
    aliases: ['tour guide', 'tourist guide', 'city guide', 'Reiseleiter', 'Fremdenführer', 'Fremdenführerin', 'guide touristique', 'guía turístico', 'guía turística'],
    quests: [
      {
        title: 'Script a ten-stop walking tour of your area',
        description: 'Pick ten sights near you and write a walking tour with one story and one checked fact for each stop. Walk the first three stops, time them, and record your talk at one of them.',
        plan: [
          { title: 'Research one story for each tour stop', description: "Find a story and a source for each stop from the local library or a history society's website." },
          { title: 'Time the walking route', description: 'Walk the tour and note the minutes between stops and at each one.' },
          { title: 'Practise projecting your voice outdoors', description: 'Record your talk at a noisy street corner and at a quiet one, and compare them.' },
          { title: 'Design a tour flyer', description: 'Make a flyer with the route map, meeting point and length of the tour.' },
        ],
      },
      {
        title: "Write a tour guide's story for one landmark",
        description: 'Choose a landmark near you and write a two-minute story about it with a hook, one surprising fact and a question for the group. Record yourself telling it in front of the landmark.',
        plan: [
          { title: "Research the landmark's story", description: 'Find two sources for the landmark and note where they agree.' },
          { title: 'Record a second version of the story', description: 'Retell it in one minute for a school group.' },
          { title: 'Learn guiding techniques', description: 'Note where a guide stands so the group can see and hear.' },
          { title: 'Write a group safety plan', description: 'Write how you would keep a group together on busy streets.' },
        ],
      },
    ],
  },
  {
    code: '39-7012.00',
    aliases: ['trip leader', 'expedition leader', 'trek leader', 'tour leader', 'Reisebegleiter', 'accompagnateur de voyage', 'guía de viajes'],
    quests: [
      {
        title: 'Write a group trip itinerary with a plan B',
        description: 'Plan an outing for a group of twelve: departure times, transport legs, stops, meal break and a back-up plan for bad weather. Write it as an itinerary and keep it.',
        plan: [
          { title: 'Check every transport leg of the itinerary', description: 'Look up each timetable and add the connection times and what to do if one is missed.' },
          { title: "List the trip's risks and responses", description: "List five risks, such as a lost traveller in the group or a late train, with the leader's response." },
          { title: 'Write the group briefing', description: 'Write the morning briefing: meeting points, phone numbers and timings.' },
          { title: 'Budget the trip', description: 'Work out the cost per person, with tickets, food and a small reserve.' },
        ],
      },
    ],
  },
  {
    code: '39-9011.00',
    aliases: ['childminder', 'daycare worker', 'nursery nurse', 'nursery practitioner', 'Kinderbetreuer', 'Kinderbetreuerin', 'assistante maternelle', 'auxiliar de guardería'],
    quests: [
      {
        title: 'Plan a day in a nursery room',
        description: 'Draw a daily routine for a room of toddlers: arrival, free play, snack, story, sleep, outdoor play and home time. Mark one learning goal for each activity and keep the timetable.',
        plan: [
          { title: 'Learn the early years learning areas for the nursery', description: "Copy the areas of learning from your country's early years framework and link each to one activity in your timetable." },
          { title: 'Plan a messy play activity', description: 'Plan a play-dough or water play session with its goal, materials from home and how you would set it up.' },
          { title: 'Read the staff-to-child ratios', description: 'Note the required ratios by age and work out the staff your room needs.' },
          { title: 'Write a daily diary note for a parent', description: 'Write what a parent reads at pick-up: meals, sleep, nappies and one thing the child enjoyed.' },
        ],
      },
    ],
  },
  {
    code: '39-9011.01',
    aliases: ['nanny', 'au pair', 'live-in nanny', 'Kindermädchen', 'nounou', 'niñera'],
    quests: [
      {
        title: 'Plan a week of activities for a child',
        description: "Ask a family you know about their child's age and interests and plan a week of play, walks, crafts and reading around school and nap times. Write it as a timetable and keep it.",
        plan: [
          { title: "Learn the child's daily routine", description: 'Note meal times, naps, school runs and screen rules from the family.' },
          { title: 'Plan a rainy-day craft activity', description: 'Plan a craft using things from the recycling box, with the steps and a photo of a test version.' },
          { title: 'Write an emergency card', description: 'Write the contacts, allergies and what to do, on a card for the fridge.' },
          { title: 'Read a safeguarding guide', description: 'Note the signs of concern and who to tell, from a public safeguarding guide.' },
        ],
      },
    ],
  },
  {
    code: '39-9021.00',
    aliases: ['carer', 'home carer', 'personal care assistant', 'caregiver', 'Alltagsbegleiter', 'Betreuungskraft', 'auxiliaire de vie', 'cuidador', 'cuidadora'],
    quests: [
      {
        title: 'Plan a morning routine that keeps someone independent',
        description: 'Talk to an older person you know about their morning and write a routine that lets them do as much as they can themselves: waking, washing, dressing and breakfast. Keep the routine as a checklist with what they do and where help is offered.',
        plan: [
          { title: 'Learn what dignity and independence mean in care', description: 'Note the dignity principles from a care body and mark where your routine already follows them.' },
          { title: 'Adapt the morning routine for low energy days', description: 'Write a shorter version of the routine for a day when the person feels tired.' },
          { title: 'Plan an easy breakfast', description: 'Plan a nutritious breakfast that can be made sitting down.' },
          { title: 'Write a daily care note', description: 'Write a short, respectful note a carer leaves for the family.' },
        ],
      },
    ],
  },
  {
    code: '39-9031.00',
    aliases: ['personal trainer', 'fitness instructor', 'gym instructor', 'aerobics teacher', 'Fitnesstrainer', 'Fitnesstrainerin', 'coach sportif', 'entrenador personal'],
    quests: [
      {
        title: 'Design a 20-minute circuit workout',
        description: 'Pick six exercises from a public fitness guide and set them as a circuit with work time, reps and rest. Try it yourself, time it and keep the plan.',
        plan: [
          { title: 'Learn the form cues for each circuit exercise', description: 'Watch a form video for each exercise and write the two cues a trainer would call out.' },
          { title: 'Time the circuit and adjust it', description: 'Time each station and the rests and trim it to 20 minutes.' },
          { title: 'Write easier and harder versions', description: 'Write a progression and a regression for every exercise.' },
          { title: 'Plan a group class', description: 'Write a class plan with warm-up, circuit, cool-down and music tempo.' },
        ],
      },
      {
        title: 'Run a fitness test battery on yourself',
        description: 'Do three simple fitness tests at home: a one-minute sit-to-stand, a wall sit, and a plank hold. Record the results in a table against published norms for your age.',
        plan: [
          { title: 'Learn the fitness test norms', description: 'Copy the norms for each test by age.' },
          { title: 'Repeat the fitness tests next week', description: 'Repeat the tests and note any change.' },
          { title: 'Write a client intake form', description: 'Design a health and goals questionnaire for a new client.' },
          { title: 'Plan a four-week programme', description: 'Plan training from your results.' },
        ],
      },
    ],
  },
  {
    code: '39-9032.00',
    aliases: ['activity leader', 'recreation leader', 'playworker', 'camp counsellor', 'Freizeitbetreuer', 'animateur de loisirs', 'animatrice de loisirs', 'monitor de tiempo libre'],
    quests: [
      {
        title: 'Plan a games session for a group of children',
        description: 'Plan a games session for ten children with a warm-up, three games and a calm ending. Write the rules for each game on a card and keep them.',
        plan: [
          { title: 'Write the rules for each game on a card', description: "Write each game's rules in words an eight-year-old would follow, with how a round ends." },
          { title: 'Check the games for safety', description: 'List the space, risks and equipment for each game and one change for a child in a wheelchair.' },
          { title: 'Plan a wet-weather version', description: 'Plan indoor versions of the same games.' },
          { title: 'Write a feedback card', description: 'Make a smiley-face feedback card for the children.' },
        ],
      },
    ],
  },
  {
    code: '39-9041.00',
    aliases: ['resident assistant', 'resident advisor', 'boarding house parent', 'house parent', 'Wohnheimbetreuer', "surveillant d'internat", 'monitor de residencia'],
    quests: [
      {
        title: 'Plan a first floor meeting in a student residence',
        description: 'Write the agenda for a first floor meeting in a student residence: introductions, house rules, quiet hours, fire safety and one icebreaker. Keep the agenda on a page.',
        plan: [
          { title: 'Learn the residence rules', description: "Note the house rules from a real residence's public guide and put the three most important on your agenda." },
          { title: 'Plan the icebreaker for the floor meeting', description: 'Plan a ten-minute icebreaker that works for shy residents.' },
          { title: 'Write a roommate conflict guide', description: 'Write the steps an RA follows when two roommates fall out.' },
          { title: 'Design a floor noticeboard', description: 'Sketch a noticeboard with events, contacts and wellbeing help.' },
        ],
      },
    ],
  },
  {
    code: '39-9099.00',
    aliases: ['personal service worker', 'errand runner', 'Alltagshelfer', 'prestataire de services à la personne', 'trabajador de servicios personales'],
    quests: [
      {
        title: "Plan a client's errand route",
        description: 'List five errands for a made-up client (post office, chemist, dry cleaner, bank, shop) and plan the shortest route round town with opening times. Draw the route on a map and keep it.',
        plan: [
          { title: 'List each errand with its opening hours', description: 'Note where each errand is done and when it opens and closes.' },
          { title: 'Draw the errand route on a map', description: 'Mark the stops in order and the walking time between them.' },
          { title: 'Write a client log', description: 'Record each errand done, the cost and the receipt.' },
          { title: "Plan the client's budget", description: 'Track the money given, spent and returned on one page.' },
        ],
      },
    ],
  },
];
