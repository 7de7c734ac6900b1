import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 11. */
export const SIGNATURES_11: readonly SignatureEntry[] = [
  {
    code: '11-1011.00',
    aliases: ['CEO', 'chief executive officer', 'managing director', 'Geschäftsführer', 'Geschäftsführerin', 'PDG', 'director ejecutivo'],
    quests: [
      {
        title: 'Write a one-page strategy memo for a company you know',
        description: 'Pick a shop or brand you use and write a one-page memo as its chief executive: where it stands, three threats, and the one bet you would make this year. Show the memo.',
        plan: [
          { title: 'List the company\'s threats and strengths on one grid', description: 'Put the company from your memo on a SWOT grid and mark which point matters most to its shareholders.' },
          { title: 'Read the chief executive\'s letter in an annual report', description: 'Open a free annual report, read the chief executive\'s letter and note the three priorities it names.' },
          { title: 'Draft a board agenda', description: 'Write a one-page agenda for a quarterly board meeting where your strategy bet is the main decision.' },
          { title: 'Present the bet in two minutes', description: 'Record yourself pitching the strategy to an imaginary board and note the questions you would expect.' },
        ],
      },
    ],
  },
  {
    code: '11-1011.03',
    aliases: ['head of ESG', 'sustainability director', 'head of sustainability', 'responsable RSE'],
    quests: [
      {
        title: 'Estimate your household\'s carbon footprint by category',
        description: 'Use a free carbon calculator to estimate your home\'s yearly emissions, split into heating, travel, food and goods. Show a chart of the categories with the biggest one circled.',
        plan: [
          { title: 'Sort the carbon categories into scopes 1, 2 and 3', description: 'Label each category of your footprint chart as direct, energy bought, or value-chain emissions, as companies do.' },
          { title: 'Pick the biggest carbon cut and cost it', description: 'Choose one change in the largest category and estimate its cost and the tonnes saved each year.' },
          { title: 'Read a company sustainability report', description: 'Open a large firm\'s sustainability report and list its targets, base year and progress.' },
          { title: 'Write a one-page reduction roadmap', description: 'Set a target and three dated steps for your household, the way a company sets a net-zero plan.' },
        ],
      },
    ],
  },
  {
    code: '11-1021.00',
    aliases: ['operations manager', 'general manager', 'GM', 'Betriebsleiter', 'directeur des opérations', 'gerente de operaciones'],
    quests: [
      {
        title: 'Map how a local café runs from opening to close',
        description: 'Watch a café during a busy spell and draw a flowchart of how an order moves from till to table. Mark the step where the queue builds and show the flowchart.',
        plan: [
          { title: 'Time each step of the café order', description: 'Time five orders at each step of your flowchart and note the average.' },
          { title: 'Fix the café bottleneck on paper', description: 'Redraw the flow with one change that would shorten the queue and explain the trade-off.' },
          { title: 'Draft a staff rota for the busy hours', description: 'Write a weekly rota for four staff that covers the peaks you saw.' },
          { title: 'List the daily numbers you would watch', description: 'Pick five measures, such as sales per hour and waste, and make a simple daily dashboard.' },
        ],
      },
    ],
  },
  {
    code: '11-1031.00',
    aliases: ['lawmaker', 'member of parliament', 'MP', 'congressman', 'congresswoman', 'senator', 'Abgeordneter', 'Abgeordnete', 'député', 'legislador'],
    quests: [
      {
        title: 'Read a real bill and summarise it in plain words',
        description: 'Open a bill currently before your parliament or council and read its explanatory notes. Write a half-page summary of what it changes, who gains and who pays.',
        plan: [
          { title: 'Find who spoke in the parliament debate on it', description: 'Read the record of the bill\'s second reading and note two arguments for it and two against.' },
          { title: 'Draft one amendment to the bill', description: 'Write a one-line amendment to a clause and a sentence saying why it improves the law.' },
          { title: 'Write to constituents about the bill', description: 'Draft a short newsletter entry explaining your vote to the people you represent.' },
        ],
      },
    ],
  },
  {
    code: '11-2011.00',
    aliases: ['advertising manager', 'ad manager', 'promotions manager', 'Werbeleiter', 'directeur de la publicité', 'gerente de publicidad'],
    quests: [
      {
        title: 'Write a creative brief for a local business ad',
        description: 'Pick a local business and write a one-page creative brief: the audience, the single message, the tone and where the ad will run. Show the brief.',
        plan: [
          { title: 'Collect three ads the brief\'s audience sees', description: 'Photograph three ads aimed at the same audience as your brief and note what each promises.' },
          { title: 'Sketch two poster concepts for the brief', description: 'Draw two rough poster layouts that deliver the single message in different ways.' },
          { title: 'Plan the media budget', description: 'Split an imaginary £2,000 across posters, social posts and radio and justify each share.' },
          { title: 'Set how you will measure it', description: 'Write the two numbers that will tell you if the campaign worked and how you will count them.' },
        ],
      },
    ],
  },
  {
    code: '11-2011.01',
    aliases: ['green marketing manager', 'eco marketer', 'sustainable marketing manager'],
    quests: [
      {
        title: 'Check three eco claims on products at home',
        description: 'Pick three products at home that say green, natural or recyclable on the pack and look up what evidence backs each claim. Show a table of claim, proof and verdict.',
        plan: [
          { title: 'Match each eco claim to a label scheme', description: 'Find which recognised eco label, if any, supports each claim in your table.' },
          { title: 'Rewrite one vague claim honestly', description: 'Turn one vague green claim into a specific one a regulator would accept.' },
          { title: 'Read the green claims guidance', description: 'Read a national green claims code and list its main principles on one page.' },
        ],
      },
    ],
  },
  {
    code: '11-2021.00',
    aliases: ['marketing director', 'head of marketing', 'CMO', 'Marketingleiter', 'Marketingleiterin', 'directeur marketing', 'gerente de marketing'],
    quests: [
      {
        title: 'Draw a customer persona for a brand you like',
        description: 'Pick a brand and sketch its typical customer: age, habits, where they shop and what they want. Show the persona card with one photo of where the brand reaches them.',
        plan: [
          { title: 'Position the persona\'s brand on a map', description: 'Draw a two-axis map of price against style and place the brand and three rivals on it.' },
          { title: 'Plan a launch for the persona', description: 'Write a one-page plan for a new product aimed at your persona using the four Ps.' },
          { title: 'Survey five people', description: 'Ask five friends three questions about the brand and compare answers with your persona.' },
        ],
      },
    ],
  },
  {
    code: '11-2022.00',
    aliases: ['sales director', 'head of sales', 'Vertriebsleiterin', 'directeur commercial', 'gerente de ventas', 'jefe de ventas'],
    quests: [
      {
        title: 'Build a sales pipeline for an imaginary product',
        description: 'Invent a product and list ten imaginary prospects, placing each at a stage: lead, call, demo, proposal, won or lost. Show the pipeline table with the expected value at each stage.',
        plan: [
          { title: 'Forecast the month from the pipeline', description: 'Give each stage a win probability and calculate a weighted sales forecast.' },
          { title: 'Set targets for a three-person sales team', description: 'Split a quarterly target across three reps and write how you would review progress weekly.' },
          { title: 'Role-play a sales call', description: 'Practise a five-minute discovery call with a friend and note the questions that worked.' },
        ],
      },
    ],
  },
  {
    code: '11-2031.00',
    aliases: ['PR manager', 'public relations manager', 'fundraising manager', 'development director', 'responsable des relations publiques', 'gerente de relaciones públicas'],
    quests: [
      {
        title: 'Write a press release for a local good-news story',
        description: 'Choose a real local event and write a one-page press release with a headline, a quote and the who, what, where and when in the first paragraph. Show the release.',
        plan: [
          { title: 'Pick three outlets for the press release', description: 'List three local outlets and the named reporter at each who would care about the story.' },
          { title: 'Draft a fundraising appeal letter', description: 'Write a one-page letter asking supporters to give to a local charity, with a clear ask and what it buys.' },
          { title: 'Prepare for a hostile question', description: 'Write three tough questions a journalist might ask and a calm, honest answer to each.' },
        ],
      },
    ],
  },
  {
    code: '11-3011.00',
    aliases: ['office manager', 'facilities manager', 'Büroleiterin', 'responsable des services généraux', 'gerente administrativo'],
    quests: [
      {
        title: 'Audit the supplies and layout of a home office',
        description: 'Inventory the supplies in one room or desk area and note what is missing, duplicated or hard to reach. Show the inventory and a sketch of a better layout.',
        plan: [
          { title: 'Set reorder levels for the supplies inventory', description: 'Give each item a minimum stock level and a reorder quantity.' },
          { title: 'Write an office procedure', description: 'Draft a one-page procedure for handling incoming post and deliveries.' },
          { title: 'Plan a small office move', description: 'Make a checklist and timeline for moving a six-person office over a weekend.' },
        ],
      },
    ],
  },
  {
    code: '11-3021.00',
    aliases: ['IT manager', 'IT director', 'head of IT', 'CIO', 'IT-Leiter', 'DSI', 'gerente de TI'],
    quests: [
      {
        title: 'Inventory every device and account in your household',
        description: 'List every device, its age, who uses it, its operating system and whether updates are on, plus the main shared accounts. Show the IT asset register.',
        plan: [
          { title: 'Rank the risks in the device register', description: 'Mark each device in your register low, medium or high risk and say why.' },
          { title: 'Write a backup plan for the household devices', description: 'Decide what is backed up, where and how often, and write it as a one-page policy.' },
          { title: 'Plan one upgrade with a budget', description: 'Choose the next device to replace, compare three options and write the business case.' },
        ],
      },
    ],
  },
  {
    code: '11-3031.00',
    aliases: ['finance manager', 'finance director', 'CFO', 'Finanzleiter', 'Finanzleiterin', 'directeur financier', 'director financiero'],
    quests: [
      {
        title: 'Build a twelve-month cash-flow forecast for a household',
        description: 'Make a spreadsheet of expected money in and out for each of the next twelve months and find the month when cash is tightest. Show the forecast with that month highlighted.',
        plan: [
          { title: 'Add a cash-flow scenario for a shock', description: 'Add a line for an unexpected bill and see how the tightest month changes.' },
          { title: 'Read a company\'s cash-flow statement', description: 'Open a listed firm\'s annual report and note its operating, investing and financing cash flows.' },
          { title: 'Write a one-page finance memo', description: 'Recommend one action to improve your forecast\'s weakest month.' },
        ],
      },
    ],
  },
  {
    code: '11-3031.01',
    aliases: ['financial controller', 'treasurer', 'comptroller', 'Controller', 'contrôleur de gestion', 'trésorier', 'contralor'],
    quests: [
      {
        title: 'Reconcile one month of your bank statement to receipts',
        description: 'Take one month of your bank statement and tick every line against a receipt or note, listing anything unexplained. Show the reconciliation list.',
        plan: [
          { title: 'Categorise the reconciled spending', description: 'Group every bank line into categories and total each one.' },
          { title: 'Compare budget with actual spending', description: 'Set a budget per category and show the variance for the month.' },
          { title: 'Write month-end close steps', description: 'List the steps you would follow each month to close the books on time.' },
        ],
      },
    ],
  },
  {
    code: '11-3031.02',
    aliases: ['bank branch manager', 'branch manager bank', 'Filialleiter Bank', 'directeur d\'agence bancaire', 'director de sucursal bancaria'],
    quests: [
      {
        title: 'Compare the current accounts of three local bank branches',
        description: 'Visit or browse three banks with branches near you and compare their current account fees, overdraft rates and opening hours. Show the comparison table.',
        plan: [
          { title: 'Spot the branch\'s target customers from the comparison', description: 'Note who each bank\'s leaflets and window posters are aimed at.' },
          { title: 'Set branch targets', description: 'Write monthly targets for a small branch: new accounts, loans and customer complaints.' },
          { title: 'Plan a branch staff huddle', description: 'Draft a ten-minute morning meeting agenda for a branch team.' },
        ],
      },
    ],
  },
  {
    code: '11-3051.00',
    aliases: ['production manager', 'plant manager', 'factory manager', 'Produktionsleiter', 'Produktionsleiterin', 'directeur de production', 'jefe de producción'],
    quests: [
      {
        title: 'Map a factory process from a how-it\'s-made video',
        description: 'Watch a factory video of one product being made and draw a flowchart of each process step, with where stock waits between them. Show the process flowchart.',
        plan: [
          { title: 'Find the bottleneck in the factory process', description: 'Mark the slowest step on your flowchart and estimate how many units per hour it limits the line to.' },
          { title: 'Plan a production schedule', description: 'Write a week\'s schedule for two products sharing the same line, with changeover time.' },
          { title: 'List the line\'s safety checks', description: 'Write the checks a production manager would want done at the start of every shift.' },
        ],
      },
    ],
  },
  {
    code: '11-3051.01',
    aliases: ['quality manager', 'QA manager', 'QC manager', 'Qualitätsmanager', 'Qualitätsmanagerin', 'responsable qualité', 'gerente de calidad'],
    quests: [
      {
        title: 'Measure twenty identical items and chart the variation',
        description: 'Weigh or measure twenty supposedly identical items, such as biscuits or pasta shapes, and plot the results on a run chart. Show the chart with the average and spread marked.',
        plan: [
          { title: 'Set tolerance limits on the run chart', description: 'Decide upper and lower limits and count how many items fall outside them.' },
          { title: 'Draw a cause-and-effect diagram for the variation', description: 'Make a fishbone diagram of what could make the items differ.' },
          { title: 'Read a quality standard outline', description: 'Read a summary of ISO 9001 and list its main clauses on one page.' },
        ],
      },
    ],
  },
  {
    code: '11-3051.02',
    aliases: ['geothermal plant manager', 'geothermal operations manager'],
    quests: [
      {
        title: 'Diagram how a geothermal plant turns heat into power',
        description: 'Watch a geothermal plant tour video and draw a diagram from production well to turbine to reinjection well. Show the labelled diagram.',
        plan: [
          { title: 'Add temperatures to the geothermal diagram', description: 'Mark the rough fluid temperature at each stage of your plant diagram.' },
          { title: 'Compare flash and binary geothermal plants', description: 'Make a table of how the two plant types work and where each suits.' },
          { title: 'List a plant\'s daily checks', description: 'Write the readings a plant manager would review every morning.' },
        ],
      },
    ],
  },
  {
    code: '11-3051.03',
    aliases: ['biofuel plant manager', 'biodiesel plant manager', 'ethanol plant manager'],
    quests: [
      {
        title: 'Draw the flow of a biofuel plant from crop to tank',
        description: 'Watch a video of an ethanol or biodiesel plant and draw the flow from feedstock delivery to finished fuel. Show the process diagram with each input labelled.',
        plan: [
          { title: 'Label the co-products on the biofuel flow', description: 'Add the by-products, such as animal feed or glycerine, to your diagram.' },
          { title: 'Estimate the plant\'s feedstock needs', description: 'Work out roughly how many tonnes of crop a small plant needs per week.' },
          { title: 'Write a feedstock supply plan', description: 'List suppliers, seasons and storage for a year of feedstock.' },
        ],
      },
    ],
  },
  {
    code: '11-3051.04',
    aliases: ['biomass plant manager', 'biomass power station manager'],
    quests: [
      {
        title: 'Sort local waste wood into biomass fuel grades',
        description: 'Look at a pile of garden prunings or wood scraps and sort them by size and dryness, as biomass fuel is graded. Show a photo of the sorted piles with labels.',
        plan: [
          { title: 'Estimate the moisture of each biomass pile', description: 'Weigh a sample before and after a week of drying and work out its moisture loss.' },
          { title: 'Diagram a biomass boiler plant', description: 'Draw the path from fuel store to boiler, turbine and ash bin from a plant video.' },
          { title: 'Plan a fuel delivery schedule', description: 'Write a weekly delivery plan that keeps the plant\'s store between two levels.' },
        ],
      },
    ],
  },
  {
    code: '11-3051.05',
    aliases: ['landfill gas operator'],
    quests: [
      {
        title: 'Diagram how landfill gas is collected and used',
        description: 'Watch a video of a landfill gas system and draw the wells, pipes, blower and flare or engine. Show the labelled diagram.',
        plan: [
          { title: 'Mark the gas readings on the landfill diagram', description: 'Note where methane, oxygen and pressure are measured and why each matters.' },
          { title: 'Explain why landfill gas forms', description: 'Write a half page on how buried waste breaks down without air into methane.' },
          { title: 'Write a daily wellfield round', description: 'List the checks an operator makes walking the wellfield.' },
        ],
      },
    ],
  },
  {
    code: '11-3051.06',
    aliases: ['hydro plant manager', 'hydropower manager'],
    quests: [
      {
        title: 'Estimate the power in a local stream or weir',
        description: 'Time a floating leaf over a measured stretch of a stream or weir from the bank and estimate its flow and the head drop. Show the calculation of power in watts.',
        plan: [
          { title: 'Compare the stream\'s power with a real hydro plant', description: 'Look up a nearby hydro station\'s capacity and compare it with your stream estimate.' },
          { title: 'Diagram a hydro power plant', description: 'Draw the intake, penstock, turbine hall and tailrace from a plant video.' },
          { title: 'Plan for a dry summer', description: 'Write how a manager would schedule generation when river flow drops.' },
        ],
      },
    ],
  },
  {
    code: '11-3061.00',
    aliases: ['procurement manager', 'head of procurement', 'purchasing director', 'Einkaufsleiter', 'Einkaufsleiterin', 'responsable des achats', 'gerente de compras'],
    quests: [
      {
        title: 'Get three quotes and score them on a supplier matrix',
        description: 'Pick something your household needs, such as a broadband deal, and collect three quotes. Score each on price, quality, delivery and service in a weighted matrix and show it.',
        plan: [
          { title: 'Check the terms behind each quote', description: 'Read the small print of the three quotes and list contract length, penalties and hidden fees.' },
          { title: 'Negotiate with the top supplier', description: 'Call or write to the best-scoring supplier and ask for a better price, noting the reply.' },
          { title: 'Write a purchasing policy', description: 'Draft a one-page rule on when a buyer needs one, two or three quotes.' },
        ],
      },
    ],
  },
  {
    code: '11-3071.00',
    aliases: ['distribution manager', 'transport and logistics manager'],
    quests: [
      {
        title: 'Trace how a parcel reaches your door',
        description: 'Follow the tracking of a parcel you receive and draw each hub, vehicle change and wait on a map. Show the route map with the times.',
        plan: [
          { title: 'Find the longest wait on the parcel route', description: 'Mark the stage where your parcel sat longest and suggest why.' },
          { title: 'Compare two carriers', description: 'Track parcels from two carriers and compare their stages and speed in a table.' },
          { title: 'Plan a delivery round', description: 'Plot ten local addresses and draw the shortest round you can find.' },
        ],
      },
    ],
  },
  {
    code: '11-3071.01',
    aliases: ['fleet manager', 'Fuhrparkmanager', 'gestionnaire de flotte', 'jefe de flota'],
    quests: [
      {
        title: 'Plan a bus or van timetable for one local route',
        description: 'Pick a local bus route and check its timetable, then redraw it for a smaller fleet of vans. Show the new timetable with how many vehicles it needs.',
        plan: [
          { title: 'Count vehicles on the timetable', description: 'Work out how many vehicles the current timetable needs from its journey time and frequency.' },
          { title: 'Schedule driver breaks on the route', description: 'Add rest breaks that follow drivers\' hours rules to your timetable.' },
          { title: 'Set a vehicle maintenance calendar', description: 'Draft a calendar of checks and services for a five-van fleet.' },
        ],
      },
    ],
  },
  {
    code: '11-3071.02',
    aliases: ['warehouse manager', 'Lagerleiter', 'Lagerleiterin', 'responsable d\'entrepôt', 'jefe de almacén'],
    quests: [
      {
        title: 'Lay out a cupboard like a warehouse with pick locations',
        description: 'Sort one cupboard as a warehouse: give each shelf a location code, put fast-moving items nearest the door, and label them. Show a photo and a location list.',
        plan: [
          { title: 'Count the warehouse stock', description: 'Do a stock count of your cupboard and compare it with your location list.' },
          { title: 'Calculate a warehouse pick path', description: 'Time picking a five-item order before and after moving fast items closer.' },
          { title: 'Write goods-in steps', description: 'List how a delivery is checked, booked and put away.' },
        ],
      },
    ],
  },
  {
    code: '11-3071.03',
    aliases: ['logistics director', 'head of logistics', 'Logistikleiter', 'Logistikleiterin', 'responsable logistique', 'gerente de logística'],
    quests: [
      {
        title: 'Trace the journey of one imported product to the shelf',
        description: 'Pick an imported food in your kitchen and map its likely path: farm, port, ship, warehouse, store. Show the map with transport mode and rough days per leg.',
        plan: [
          { title: 'Estimate the shipping cost per imported item', description: 'Use a free freight calculator to estimate container cost and divide it per item.' },
          { title: 'Find the risk points on the journey', description: 'Mark where delays or damage could happen and a backup for each.' },
          { title: 'Write a logistics plan', description: 'Write a one-page plan for importing one pallet of the product.' },
        ],
      },
    ],
  },
  {
    code: '11-3111.00',
    aliases: ['reward manager', 'benefits manager', 'compensation manager', 'Vergütungsmanager', 'responsable rémunération', 'gerente de compensaciones'],
    quests: [
      {
        title: 'Compare pay and benefits in three real job adverts',
        description: 'Find three adverts for the same job in your area and list salary, holiday, pension, bonus and other benefits. Show the comparison table with a total reward figure for each.',
        plan: [
          { title: 'Place the job adverts on a pay band', description: 'Draw a pay band with minimum, midpoint and maximum from your three adverts.' },
          { title: 'Compare a company\'s pay gap figures', description: 'Read a company\'s gender pay gap report and note its mean and median gaps.' },
          { title: 'Design a benefits menu', description: 'Write a one-page flexible benefits menu with a fixed budget per employee.' },
        ],
      },
    ],
  },
  {
    code: '11-3121.00',
    aliases: ['HR manager', 'HR director', 'head of HR', 'people manager', 'Personalleiter', 'Personalleiterin', 'DRH', 'gerente de recursos humanos'],
    quests: [
      {
        title: 'Plan a new starter\'s first week as the HR manager',
        description: 'Pick a job you know and plan its new starter\'s first five days: who they meet, what they learn, which forms they sign and when their manager checks in. Show the week as a one-page schedule.',
        plan: [
          { title: 'Write the new starter\'s welcome checklist', description: 'List everything HR must prepare before the first day: contract, equipment, accounts and a buddy.' },
          { title: 'Set the first week\'s check-in questions', description: 'Write the five questions the manager asks on day five and what each answer would tell you.' },
          { title: 'Read an employment law summary', description: 'Read the official guide to workers\' rights in your country and list five an HR manager must check.' },
        ],
      },
    ],
  },
  {
    code: '11-3131.00',
    aliases: ['L&D manager', 'learning and development manager', 'training manager', 'Weiterbildungsleiter', 'responsable formation', 'gerente de capacitación'],
    quests: [
      {
        title: 'Design a 20-minute training session on a skill you have',
        description: 'Pick a skill you can teach and write a session plan with learning outcomes, activities and a quick check at the end. Show the session plan.',
        plan: [
          { title: 'Run the training session with one person', description: 'Teach your session to a friend and note what they could do after it.' },
          { title: 'Evaluate the training', description: 'Write a short feedback form using the four Kirkpatrick levels.' },
          { title: 'Map a team\'s skills', description: 'Make a skills matrix for a five-person team and mark the gaps.' },
        ],
      },
    ],
  },
  {
    code: '11-9013.00',
    aliases: ['farmer', 'rancher', 'farm owner', 'Landwirt', 'Landwirtin', 'Bauer', 'agriculteur', 'agricultrice', 'agricultor', 'agricultora'],
    quests: [
      {
        title: 'Plan a year\'s crop rotation for a small plot',
        description: 'Sketch a small plot split into four beds and plan which crop family goes in each over four years. Show the rotation diagram.',
        plan: [
          { title: 'Add sowing dates to the crop rotation', description: 'Look up local sowing and harvest months for each crop in your rotation and add them.' },
          { title: 'Cost the inputs of the small plot', description: 'Estimate seed, compost and water costs and the value of the harvest.' },
          { title: 'Read a farm business survey', description: 'Look at published farm income figures and note the main costs of a typical farm.' },
        ],
      },
    ],
  },
  {
    code: '11-9013.01',
    aliases: ['greenhouse manager', 'garden centre manager', 'plant nursery manager', 'Gärtnereileiter', 'encargado de vivero'],
    quests: [
      {
        title: 'Plan a propagation schedule for a nursery bench',
        description: 'Choose six plants a garden centre sells in spring and work back from the sale date to when each must be sown or cut. Show the schedule as a calendar.',
        plan: [
          { title: 'Take cuttings for the propagation schedule', description: 'Take three cuttings from a houseplant and record rooting in a weekly log.' },
          { title: 'Draw a greenhouse layout', description: 'Sketch benches, paths and watering for a small greenhouse.' },
          { title: 'Price a tray of plants', description: 'Work out cost per plant and a retail price for a tray of bedding.' },
        ],
      },
    ],
  },
  {
    code: '11-9013.02',
    aliases: ['farm manager', 'ranch manager', 'Betriebsleiter Landwirtschaft', 'gérant d\'exploitation agricole', 'administrador de finca'],
    quests: [
      {
        title: 'Read a farm map and plan a season of field work',
        description: 'Open a free aerial map of a nearby farm and sketch its fields, then plan which work each field needs in each month. Show the field map with the calendar.',
        plan: [
          { title: 'Work out the field sizes on the farm map', description: 'Measure each field on the aerial map tool and label its area in hectares.' },
          { title: 'Budget the farm season', description: 'List labour, machinery hire and input costs for one field and its expected income.' },
          { title: 'Write a staff plan for harvest', description: 'Plan who works when during a two-week harvest.' },
        ],
      },
    ],
  },
  {
    code: '11-9013.03',
    aliases: ['fish farm manager', 'aquaculture manager', 'Fischzüchter', 'pisciculteur', 'piscicultor'],
    quests: [
      {
        title: 'Test a fish tank\'s water like a fish farm manager',
        description: 'Ask a fishkeeper\'s permission to use their test kit on an aquarium and record temperature, ammonia, nitrite and pH. Show the readings in a log with what a fish farm would do about each.',
        plan: [
          { title: 'Chart the tank water readings for a week', description: 'Repeat the water tests on three days and plot the readings.' },
          { title: 'Calculate stocking density in a fish farm\'s water', description: 'Work out the kilograms of fish per cubic metre for a farm pen from published figures.' },
          { title: 'Diagram a recirculating fish farm', description: 'Draw the tanks, filters and pumps of a recirculating system from a video.' },
        ],
      },
    ],
  },
  {
    code: '11-9021.00',
    aliases: ['construction project manager', 'site manager', 'Bauleiter', 'Bauleiterin', 'conducteur de travaux', 'jefe de obra'],
    quests: [
      {
        title: 'Draw a programme for building a garden shed',
        description: 'List every task to build a garden shed, from base to roof felt, and draw them on a Gantt chart with durations and dependencies. Show the chart with the critical path marked.',
        plan: [
          { title: 'Add materials to the shed programme', description: 'List the materials for each task and when they must arrive on site.' },
          { title: 'Watch a building site safely', description: 'From the public pavement, note the hoarding, signage and deliveries of a local site.' },
          { title: 'Write a site induction', description: 'Draft a one-page safety briefing for workers on their first day.' },
        ],
      },
    ],
  },
  {
    code: '11-9031.00',
    aliases: ['nursery manager', 'childcare manager', 'daycare director', 'Kitaleiter', 'Kitaleiterin', 'directrice de crèche', 'directora de guardería'],
    quests: [
      {
        title: 'Plan a day\'s routine for a small nursery room',
        description: 'Write a timetable for one nursery room from drop-off to pick-up, with play, meals, rest and outdoor time. Show the schedule with staff-to-child ratios noted.',
        plan: [
          { title: 'Check the routine against the ratio rules', description: 'Look up your country\'s staff-to-child ratios and check your nursery timetable meets them.' },
          { title: 'Draft a parent newsletter', description: 'Write a one-page newsletter about the week\'s theme.' },
          { title: 'List the safeguarding checks', description: 'Write the checks a nursery manager makes before a new staff member starts.' },
        ],
      },
    ],
  },
  {
    code: '11-9032.00',
    aliases: ['headteacher', 'head teacher', 'school principal', 'Schulleiter', 'Schulleiterin', 'chef d\'établissement', 'director de escuela', 'directora de escuela'],
    quests: [
      {
        title: 'Draft a school improvement plan for one priority',
        description: 'Read a local school\'s published inspection report and pick one area to improve. Write a one-page plan with actions, owners and how you will check progress.',
        plan: [
          { title: 'Pull the data behind the school\'s priority', description: 'List the figures in the inspection report or league table that show the problem.' },
          { title: 'Plan a staff meeting on the priority', description: 'Write a 30-minute agenda to launch the plan with teachers.' },
          { title: 'Write a letter to parents', description: 'Draft a letter explaining the plan and how families can help.' },
        ],
      },
    ],
  },
  {
    code: '11-9033.00',
    aliases: ['dean', 'university administrator', 'Dekan', 'Dekanin', 'doyen', 'decano', 'decana'],
    quests: [
      {
        title: 'Compare one course across three universities',
        description: 'Pick one degree and compare it at three universities: entry grades, fees, modules and student satisfaction. Show the comparison table.',
        plan: [
          { title: 'Find the course\'s student outcomes', description: 'Look up graduate employment and continuation figures for each course.' },
          { title: 'Plan a new module for the course', description: 'Write a module outline with aims, weekly topics and assessment.' },
          { title: 'Draft an open-day schedule', description: 'Plan a one-page schedule for a department open day.' },
        ],
      },
    ],
  },
  {
    code: '11-9039.00',
    aliases: ['education administrator', 'education officer'],
    quests: [
      {
        title: 'Map the learning programmes a library or museum offers',
        description: 'Visit or browse your local library or museum and list every class, talk and activity it runs, with ages and costs. Show the programme list sorted by audience.',
        plan: [
          { title: 'Find the gaps in the learning programme', description: 'Mark which ages or groups the programme list misses.' },
          { title: 'Plan one new learning session', description: 'Write a one-page outline for a session that fills a gap.' },
          { title: 'Budget the programme', description: 'Estimate costs for a term of the new session and how many people it reaches.' },
        ],
      },
    ],
  },
  {
    code: '11-9039.01',
    aliases: ['e-learning manager', 'online learning coordinator', 'distance education coordinator'],
    quests: [
      {
        title: 'Review a free online course like a distance learning lead',
        description: 'Join a free online course and go through its first module, noting navigation, video length, quizzes and where learners might drop out. Show your review notes.',
        plan: [
          { title: 'Score the online course against a checklist', description: 'Rate the module on clarity, accessibility and engagement using a simple rubric.' },
          { title: 'Storyboard a short online module', description: 'Storyboard five screens of a module on a topic you know.' },
          { title: 'Plan learner support', description: 'Write how learners would get help, reminders and feedback.' },
        ],
      },
    ],
  },
  {
    code: '11-9039.02',
    aliases: ['wellness coordinator', 'workplace wellbeing lead', 'fitness manager'],
    quests: [
      {
        title: 'Plan a four-week workplace wellness challenge',
        description: 'Design a four-week step or stretch challenge for an office, with weekly goals, a sign-up form and how you will track taking part. Show the one-page plan.',
        plan: [
          { title: 'Survey what staff want from the wellness challenge', description: 'Write five questions to ask colleagues about habits and barriers.' },
          { title: 'Make a wellness challenge poster', description: 'Design a poster that invites people to join.' },
          { title: 'Measure the results', description: 'Set the numbers you will compare before and after.' },
        ],
      },
    ],
  },
  {
    code: '11-9041.00',
    aliases: ['engineering manager', 'head of engineering', 'Technischer Leiter', 'directeur technique', 'director de ingeniería'],
    quests: [
      {
        title: 'Break an engineering project into a work plan',
        description: 'Pick a real local project, such as a new footbridge, and break it into design stages, reviews and approvals. Show a work breakdown diagram with who signs off each stage.',
        plan: [
          { title: 'Add risks to the engineering work plan', description: 'List the top five risks to the project and a response for each.' },
          { title: 'Estimate staff hours', description: 'Estimate engineer hours for each stage and total them.' },
          { title: 'Write a design review agenda', description: 'Draft the agenda for a stage-gate review meeting.' },
        ],
      },
    ],
  },
  {
    code: '11-9041.01',
    aliases: ['biofuel R&D manager', 'biodiesel development manager'],
    quests: [
      {
        title: 'Compare biofuel feedstocks on one table',
        description: 'Research four biodiesel feedstocks, such as rapeseed, used cooking oil, algae and soy, and compare yield, cost and land use. Show the comparison table with your pick.',
        plan: [
          { title: 'Check the biofuel fuel standard', description: 'Read a summary of the EN 14214 biodiesel standard and list the properties it tests.' },
          { title: 'Plan a feedstock trial', description: 'Write a one-page test plan to compare two feedstocks in a lab.' },
          { title: 'Write a product brief', description: 'Draft a brief for a new biofuel blend for a bus fleet.' },
        ],
      },
    ],
  },
  {
    code: '11-9051.00',
    aliases: ['restaurant manager', 'catering manager', 'Restaurantleiter', 'Restaurantleiterin', 'gérant de restaurant', 'gerente de restaurante'],
    quests: [
      {
        title: 'Work out the gross profit on a restaurant menu',
        description: 'Pick a local restaurant\'s menu and estimate the ingredient cost of five dishes, then work out each dish\'s gross profit at its menu price. Show the costing table.',
        plan: [
          { title: 'Find the most profitable dish on the menu', description: 'Rank the five dishes by cash profit and by percentage and note which the restaurant should push.' },
          { title: 'Write a restaurant cleaning schedule', description: 'Draft a daily and weekly cleaning checklist using food hygiene guidance.' },
          { title: 'Plan the staffing for a Saturday', description: 'Write a shift rota for front and back of house.' },
        ],
      },
    ],
  },
  {
    code: '11-9061.00',
    aliases: ['funeral home manager', 'funeral director manager', 'Bestattungsunternehmer'],
    quests: [
      {
        title: 'Compare the price lists of three funeral homes',
        description: 'Find the published price lists of three local funeral homes and compare a simple funeral, cremation and extras. Show the comparison table.',
        plan: [
          { title: 'Plan the funeral service order', description: 'Write an order of service for a simple ceremony with timings.' },
          { title: 'Write a first-call checklist for funeral staff', description: 'List what staff ask and record when a family first calls.' },
          { title: 'Draft a family guide', description: 'Write a one-page guide to what happens in the first week after a death.' },
        ],
      },
    ],
  },
  {
    code: '11-9071.00',
    aliases: ['casino manager', 'gaming floor manager', 'Spielbankleiter', 'directeur de casino', 'gerente de casino'],
    quests: [
      {
        title: 'Calculate the house edge on a roulette wheel',
        description: 'Work out the house edge of a single-zero roulette wheel from its 37 pockets and payouts, then compare it with a double-zero wheel. Show the working on one page.',
        plan: [
          { title: 'Simulate roulette spins on paper', description: 'Use a random number tool to simulate fifty roulette bets and compare the result with the house edge.' },
          { title: 'Read the rules a roulette casino must follow', description: 'List the safer-gambling duties a casino manager must meet.' },
          { title: 'Plan a gaming floor layout', description: 'Sketch a small floor with tables, cameras and cashier.' },
        ],
      },
    ],
  },
  {
    code: '11-9081.00',
    aliases: ['hotel manager', 'hotel general manager', 'Hoteldirektor', 'Hoteldirektorin', 'directeur d\'hôtel', 'director de hotel'],
    quests: [
      {
        title: 'Work out a hotel\'s occupancy and room rate',
        description: 'Pick a local hotel, check its room prices for the next week online and how many dates show sold out. Show a table with average daily rate and your guess at occupancy.',
        plan: [
          { title: 'Calculate revenue per available room for the hotel', description: 'Multiply your average rate by occupancy to get RevPAR for each night.' },
          { title: 'Map a hotel guest\'s stay', description: 'Draw a guest\'s journey from booking to checkout and mark moments that matter.' },
          { title: 'Write a housekeeping rota', description: 'Plan how many room attendants a 40-room hotel needs.' },
        ],
      },
    ],
  },
  {
    code: '11-9111.00',
    aliases: ['hospital manager', 'practice manager', 'healthcare manager', 'Klinikleiter', 'directeur d\'hôpital', 'gerente de hospital'],
    quests: [
      {
        title: 'Map a patient\'s journey through a GP surgery',
        description: 'Draw a flowchart of a patient\'s route from booking an appointment to leaving with a follow-up. Mark the waits and show the flowchart.',
        plan: [
          { title: 'Read the inspection report for a GP surgery', description: 'Open your local surgery\'s published inspection report and list its ratings.' },
          { title: 'Find the surgery\'s longest patient wait', description: 'Suggest one change that would cut the longest wait on your flowchart.' },
          { title: 'Write a complaints procedure', description: 'Draft a one-page procedure for handling patient complaints.' },
        ],
      },
    ],
  },
  {
    code: '11-9121.00',
    aliases: ['research director', 'lab director', 'head of research', 'Forschungsleiter', 'directeur de recherche', 'director de investigación'],
    quests: [
      {
        title: 'Write a one-page research funding proposal',
        description: 'Pick a local nature question, such as which birds use a park, and write a one-page proposal with aim, method, staff and budget. Show the proposal.',
        plan: [
          { title: 'Plan the research team for the proposal', description: 'List the roles, hours and equipment the project needs.' },
          { title: 'Read a funded grant summary', description: 'Find a public research grant and note its aims, budget and outputs.' },
          { title: 'Plan the research milestones', description: 'Write a timeline of milestones and reports for a two-year project.' },
        ],
      },
    ],
  },
  {
    code: '11-9121.01',
    aliases: ['CRC', 'clinical trial coordinator', 'study coordinator', 'Studienkoordinator', 'coordinateur d\'études cliniques', 'coordinador de ensayos clínicos'],
    quests: [
      {
        title: 'Read a clinical trial record and list its visits',
        description: 'Open a public clinical trial register, pick one trial, and list its eligibility criteria and schedule of visits. Show the list as a visit calendar.',
        plan: [
          { title: 'Screen imaginary patients against the trial criteria', description: 'Write five made-up patient profiles and decide who meets the trial criteria.' },
          { title: 'Draft a trial consent checklist', description: 'List what a participant must be told before they agree.' },
          { title: 'Make a visit log template', description: 'Design a form to record each study visit and any adverse events.' },
        ],
      },
    ],
  },
  {
    code: '11-9121.02',
    aliases: ['water resources manager', 'hydrologist manager', 'water planner'],
    quests: [
      {
        title: 'Work out your household\'s daily water use',
        description: 'Read your water meter morning and evening, or tally uses, and work out litres per person per day. Show a table of uses and total.',
        plan: [
          { title: 'Compare household water use with the national average', description: 'Look up average use per person and compare with yours.' },
          { title: 'Map the local water catchment', description: 'Draw the river catchment that supplies your area and mark reservoirs and towns.' },
          { title: 'Read a water resources plan', description: 'Open your water company\'s plan and note its supply-demand forecast.' },
        ],
      },
    ],
  },
  {
    code: '11-9131.00',
    aliases: ['postmaster', 'postmistress', 'post office manager', 'Postamtsleiter', 'receveur des postes', 'jefe de oficina de correos'],
    quests: [
      {
        title: 'Trace how a letter is sorted from postbox to door',
        description: 'Note your nearest postbox\'s collection time, post a letter to yourself, and map each sorting stage it passes through. Show the map with times.',
        plan: [
          { title: 'Compare the letter\'s delivery with the service standard', description: 'Look up the delivery target for the class of post and compare with your letter.' },
          { title: 'Plan a post office counter rota for collection times', description: 'Write a rota that covers the busiest hours at a small branch.' },
          { title: 'Design a delivery walk', description: 'Sketch a postal round for one street grid.' },
        ],
      },
    ],
  },
  {
    code: '11-9141.00',
    aliases: ['property manager', 'letting agent', 'estate manager', 'Hausverwalter', 'Hausverwalterin', 'gestionnaire immobilier', 'administrador de fincas'],
    quests: [
      {
        title: 'Write an inventory and condition report for a room',
        description: 'Go through one room as if a tenant were moving in and record the condition of walls, floor, fittings and furniture with photos. Show the condition report.',
        plan: [
          { title: 'Build a maintenance plan from the condition report', description: 'List repairs from the report by urgency and estimated cost.' },
          { title: 'Draft a tenancy checklist', description: 'List the documents and checks needed before a tenant moves in.' },
          { title: 'Budget a block\'s service charge', description: 'Estimate a year\'s cleaning, insurance and repairs for a small block and split it per flat.' },
        ],
      },
    ],
  },
  {
    code: '11-9151.00',
    aliases: ['community services manager', 'charity manager', 'social services manager', 'Sozialdienstleiter', 'directeur d\'association', 'director de servicios sociales'],
    quests: [
      {
        title: 'Map the support services in your neighbourhood',
        description: 'List every food bank, advice centre, youth club and support group near you with what they offer and their hours. Show the map or list.',
        plan: [
          { title: 'Find the gaps in neighbourhood support', description: 'Mark which needs on your support map no one meets.' },
          { title: 'Write a logic model for a new neighbourhood service', description: 'Draw a one-page logic model for a new service: inputs, activities, outputs, outcomes.' },
          { title: 'Plan a volunteer rota', description: 'Write a weekly rota for a small drop-in service.' },
        ],
      },
    ],
  },
  {
    code: '11-9161.00',
    aliases: ['emergency manager', 'emergency planner', 'civil protection manager', 'Katastrophenschutzleiter', 'responsable de la protection civile', 'director de protección civil'],
    quests: [
      {
        title: 'Write a household emergency plan and grab-bag list',
        description: 'Write a one-page plan for a flood or power cut at home: meeting point, contacts, who does what, and a grab-bag checklist. Show the plan.',
        plan: [
          { title: 'Check your area\'s risk for the emergency plan', description: 'Look up your local flood or hazard map and note the risks for your street.' },
          { title: 'Read a local resilience plan', description: 'Open your council\'s emergency plan and list the agencies and their roles.' },
          { title: 'Run a tabletop exercise', description: 'Talk a friend through a flood scenario with your plan and note what broke.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.00',
    aliases: ['department manager', 'unit manager'],
    quests: [
      {
        title: 'Write a one-page team plan for the next quarter',
        description: 'Pick a team you belong to, at work, school or a club, and write its goals, three projects, owners and deadlines for the next three months. Show the one-page plan.',
        plan: [
          { title: 'Check the team plan\'s resources', description: 'List the people and money each project in the plan needs.' },
          { title: 'Hold a one-to-one', description: 'Write questions for a one-to-one with a team member and practise them with a friend.' },
          { title: 'Review the quarter', description: 'Draft a review template to score each goal at the end.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.01',
    aliases: ['regulatory affairs manager', 'RA manager', 'regulatory manager', 'Zulassungsmanager', 'responsable des affaires réglementaires', 'gerente de asuntos regulatorios'],
    quests: [
      {
        title: 'Decode the regulatory labelling on a product at home',
        description: 'Pick a product with regulatory marks, such as the CE mark on a toy or the ingredients list on a cosmetic, and find the rule behind each symbol and claim. Show a labelled photo.',
        plan: [
          { title: 'Read the regulation behind one label mark', description: 'Open the official text behind one mark and note what the maker must prove.' },
          { title: 'List a product\'s regulatory dossier', description: 'List the documents a company files to approve a product.' },
          { title: 'Track a rule change', description: 'Find one upcoming regulation change and write what the company must do by when.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.02',
    aliases: ['compliance lead', 'head of compliance', 'Compliance-Manager'],
    quests: [
      {
        title: 'Audit a website against its own privacy notice',
        description: 'Pick a website you use and compare its privacy notice with what its cookie banner and forms actually do. Show a checklist of matches and gaps.',
        plan: [
          { title: 'Map the privacy rules behind the notice', description: 'Read the data protection principles and tick which ones the notice covers.' },
          { title: 'Write a website compliance risk register', description: 'List five compliance risks for a small shop with likelihood and impact.' },
          { title: 'Draft staff training', description: 'Write a one-page guide on spotting a bribe or a gift that is too big.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.03',
    aliases: ['fund manager', 'portfolio manager', 'asset manager', 'Fondsmanager', 'Fondsmanagerin', 'gestionnaire de fonds', 'gestor de fondos'],
    quests: [
      {
        title: 'Build a paper portfolio and write its investment policy',
        description: 'Pick ten funds or shares for an imaginary £10,000 portfolio, with weights, and write a half-page investment policy stating the goal and risk level. Show the portfolio table and policy.',
        plan: [
          { title: 'Track the paper portfolio\'s returns', description: 'Record the portfolio\'s value each week and compare it with an index.' },
          { title: 'Read the factsheet of one fund in the portfolio', description: 'Note a fund\'s holdings, fees and performance from its factsheet.' },
          { title: 'Rebalance the portfolio', description: 'Work out the trades to bring weights back to target.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.04',
    aliases: ['supply chain director', 'head of supply chain', 'Supply-Chain-Manager', 'responsable supply chain', 'gerente de cadena de suministro'],
    quests: [
      {
        title: 'Map the supply chain of one product in your kitchen',
        description: 'Pick a product such as chocolate and map every tier from raw material to shelf, naming countries and companies. Show the supply chain map.',
        plan: [
          { title: 'Find the supply chain\'s weak links', description: 'Mark single-source steps on your map and a backup for each.' },
          { title: 'Calculate safety stock', description: 'Work out a safety stock for a product from its weekly demand and delivery time.' },
          { title: 'Write a supplier code', description: 'Draft a one-page code of conduct for suppliers.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.07',
    aliases: ['head of security', 'security director', 'Sicherheitschef', 'directeur de la sûreté'],
    quests: [
      {
        title: 'Walk a building\'s public areas and draft a security survey',
        description: 'Visit a public building such as a library and note its entrances, cameras, lighting and reception checks. Show a floor sketch with strengths and gaps marked.',
        plan: [
          { title: 'Rank the security risks from the survey', description: 'Score each gap by likelihood and impact on a risk matrix.' },
          { title: 'Plan a guard patrol', description: 'Draw a patrol route and timing for the building.' },
          { title: 'Write an incident report template', description: 'Design a form for reporting a security incident.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.08',
    aliases: ['LP manager', 'loss prevention manager', 'asset protection manager', 'responsable prévention des pertes'],
    quests: [
      {
        title: 'Spot a shop\'s loss prevention measures',
        description: 'Walk through a supermarket and list every measure against theft and loss: tags, cameras, mirrors, layout and staff. Show the list with a sketch of where each is.',
        plan: [
          { title: 'Estimate the shop\'s shrinkage', description: 'Look up typical retail shrinkage rates and work out the loss for a shop of that size.' },
          { title: 'Find blind spots in the shop layout', description: 'Mark spots on your sketch no camera or staff member can see.' },
          { title: 'Write a till check procedure', description: 'Draft steps for counting and checking a till at shift change.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.09',
    aliases: ['wind farm manager', 'wind farm operations manager', 'Windparkbetreiber', 'responsable de parc éolien', 'jefe de parque eólico'],
    quests: [
      {
        title: 'Read a wind farm\'s output against the weather',
        description: 'Pick a wind farm with public output data and compare a week of its output with local wind speeds. Show a chart of both.',
        plan: [
          { title: 'Calculate the wind farm\'s capacity factor', description: 'Divide actual output by maximum possible output for the week.' },
          { title: 'Plan maintenance for the lowest output days', description: 'Write when you would schedule turbine servicing to lose the least power.' },
          { title: 'List the control room alarms', description: 'List the alarms an operations manager watches on turbine data.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.10',
    aliases: ['wind project developer', 'wind development manager', 'Windprojektentwickler', 'chef de projet éolien'],
    quests: [
      {
        title: 'Scout a site for a small wind farm on a map',
        description: 'Use a free wind map and aerial photos to pick a site for three turbines, marking homes, roads, protected areas and grid lines nearby. Show the site map with distances.',
        plan: [
          { title: 'Check the wind site against planning rules', description: 'Look up the distance rules from homes and note whether your site passes.' },
          { title: 'Plan the turbine layout', description: 'Space three turbines on the site map by rotor diameters.' },
          { title: 'Draft a community consultation', description: 'Write a letter to neighbours about the project and a list of likely concerns.' },
        ],
      },
    ],
  },
  {
    code: '11-9199.11',
    aliases: ['brownfield site manager', 'land remediation manager'],
    quests: [
      {
        title: 'Trace the past uses of a derelict site from old maps',
        description: 'Pick a disused site near you and compare old maps and photos to list what it was used for over the last century. Show the timeline with likely contamination for each use.',
        plan: [
          { title: 'Draw a conceptual site model', description: 'Sketch sources, pathways and receptors of contamination on the derelict site.' },
          { title: 'Read a contamination remediation report', description: 'Find a public site investigation report and note what was found and how it was treated.' },
          { title: 'Propose a new use', description: 'Write a one-page redevelopment plan for the site.' },
        ],
      },
    ],
  },
];
