import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 15. */
export const SIGNATURES_15: readonly SignatureEntry[] = [
  {
    code: '15-1111.00',
    aliases: ['computer scientist', 'CS researcher', 'Informatiker', 'Informatikerin', 'informaticien'],
    quests: [
      {
        title: 'Race two sorting methods on a deck of cards',
        description: 'Take 20 shuffled playing cards and sort them twice, once by insertion sort and once by merge sort, counting every comparison you make. Show a table of the counts and a note on which grows faster as the pile gets bigger.',
        plan: [
          { title: 'Count comparisons in an insertion sort', description: 'Sort 5, 10 and 20 cards by insertion and record the comparisons for each.' },
          { title: 'Count comparisons in a merge sort', description: 'Repeat with merge sort and put both counts on one graph.' },
          { title: 'Read a research abstract', description: 'Read the abstract of one recent computer science paper and rewrite its claim in two sentences.' },
          { title: 'State a hypothesis and a test', description: 'Write a question about an algorithm and the experiment that would answer it.' },
        ],
      },
    ],
  },
  {
    code: '15-1121.00',
    aliases: ['systems analyst', 'IT business analyst', 'IT systems analyst'],
    quests: [
      {
        title: 'Map a shop\'s order process as a flowchart',
        description: 'Pick a process you know, such as ordering a takeaway online. Draw a flowchart of every step, decision and data store from order to delivery, and mark one place a system could do better.',
        plan: [
          { title: 'Draw the order process flowchart', description: 'Put each step, decision and hand-off of the order process in a flowchart.' },
          { title: 'List the data each step of the process needs', description: 'Note what information is entered, stored and read at each step.' },
          { title: 'Write three user requirements', description: 'Write requirements as "as a customer, I want… so that…".' },
          { title: 'Propose one improvement', description: 'Sketch how the improved process would look and what it saves.' },
        ],
      },
    ],
  },
  {
    code: '15-1121.01',
    aliases: ['nurse informaticist', 'clinical informatics nurse', 'informatics nurse'],
    quests: [
      {
        title: 'Redesign a paper patient chart as a screen',
        description: 'Find a blank sample nursing observation chart online. Sketch how its fields would look on a tablet screen for a busy ward nurse, and show the sketch with notes on what you moved and why.',
        plan: [
          { title: 'Study a nursing observation chart', description: 'List every field on the chart and which ones nurses fill most often.' },
          { title: 'Sketch the chart as a tablet screen', description: 'Lay out the fields so the most used are quickest to reach.' },
          { title: 'Read about alarm fatigue', description: 'Read one article on alert fatigue in electronic records and note two design lessons.' },
          { title: 'Write a short training guide', description: 'Write a one-page guide for nurses moving from paper to the new screen.' },
        ],
      },
    ],
  },
  {
    code: '15-1122.00',
    aliases: ['cybersecurity analyst', 'security analyst', 'infosec analyst', 'IT-Sicherheitsanalyst', 'analyste en cybersécurité', 'analista de ciberseguridad'],
    quests: [
      {
        title: 'Spot the signs in a phishing email',
        description: 'Find three examples of phishing emails on a bank\'s or government\'s security advice page. Mark each warning sign, such as the sender address, links and urgency, and show an annotated list.',
        plan: [
          { title: 'Annotate the phishing emails', description: 'Label the sender, link targets, tone and requests that give each email away.' },
          { title: 'Check your own account security', description: 'Review your accounts for two-factor login and note which still need it.' },
          { title: 'Read a security advisory', description: 'Read one published vulnerability advisory and summarise the risk and fix.' },
          { title: 'Write a phishing awareness poster', description: 'Make a one-page poster with five checks for colleagues.' },
        ],
      },
    ],
  },
  {
    code: '15-1131.00',
    aliases: ['programmer', 'coder', 'Programmierer', 'Programmiererin', 'programmeur', 'programador', 'programadora'],
    quests: [
      {
        title: 'Write a program that plays FizzBuzz',
        description: 'Open a free online code editor and write a short program that counts from 1 to 100, printing Fizz, Buzz or FizzBuzz for multiples of 3, 5 or both. Show the program file and its output.',
        plan: [
          { title: 'Write the FizzBuzz program', description: 'Get the program running and check the output at 15, 30 and 100.' },
          { title: 'Add a test to the program', description: 'Write a small check that fails if 15 does not print FizzBuzz.' },
          { title: 'Read someone else\'s code', description: 'Read a short open-source function and write comments explaining each line.' },
          { title: 'Refactor for clarity', description: 'Rewrite your program so a beginner could read it and note what you changed.' },
        ],
      },
    ],
  },
  {
    code: '15-1132.00',
    aliases: ['app developer', 'software developer', 'mobile developer', 'Softwareentwickler', 'Softwareentwicklerin', 'développeur', 'développeuse', 'desarrollador de software', 'software engineer', 'Softwareingenieur', 'ingénieur logiciel', 'ingeniero de software'],
    quests: [
      {
        title: 'Sketch the screens of a small app',
        description: 'Pick a small problem, such as sharing chores at home. Sketch the three or four screens of an app that solves it, with buttons and arrows between screens, and show the wireframe.',
        plan: [
          { title: 'Write user stories for the app screens', description: 'List what each type of user needs the app to do.' },
          { title: 'Sketch the app wireframe', description: 'Draw each screen and link them with arrows showing taps.' },
          { title: 'Build one screen', description: 'Build the first screen in a free online editor or no-code tool.' },
          { title: 'Test with a user', description: 'Ask a friend to try your sketch or screen and note where they got stuck.' },
        ],
      },
      {
        title: 'Turn a daily chore into a tiny app',
        description: 'Pick a chore such as splitting a bill and write a short program in a free online editor that does it. Show the program file with three test inputs and results.',
        plan: [
          { title: 'Write the chore\'s steps as pseudocode', description: 'List each step the program must take, in plain words.' },
          { title: 'Code the tiny app', description: 'Turn the pseudocode into a working program in a free online editor.' },
          { title: 'Test the app with edge cases', description: 'Try zero, negative and very large inputs and note what happens.' },
          { title: 'Put the code on a public repository', description: 'Publish the program with a short README.' },
        ],
      },
    ],
  },
  {
    code: '15-1133.00',
    aliases: ['systems programmer', 'systems software developer', 'kernel developer', 'embedded developer'],
    quests: [
      {
        title: 'Watch what your computer\'s processes are doing',
        description: 'Open your computer\'s task manager or activity monitor and watch the running processes for five minutes. List the five that use the most memory and CPU and note what each one is for.',
        plan: [
          { title: 'List the top processes by resource use', description: 'Note the name, memory and CPU of the five busiest processes.' },
          { title: 'Explain what an operating system does', description: 'Write a one-page summary of processes, memory and files with a diagram.' },
          { title: 'Read about memory in C', description: 'Read a beginner tutorial on pointers and draw how memory addresses work.' },
          { title: 'Compare two operating systems', description: 'Note how each schedules tasks and handles files.' },
        ],
      },
    ],
  },
  {
    code: '15-1134.00',
    aliases: ['web developer', 'front-end developer', 'web programmer', 'Webentwickler', 'développeur web', 'desarrollador web'],
    quests: [
      {
        title: 'Build a one-page website from scratch',
        description: 'Open a free online code editor and write a single HTML page with a heading, a paragraph, an image and a link, then add three CSS rules for colour and layout. Show the page.',
        plan: [
          { title: 'Write the website\'s HTML', description: 'Mark up the page with headings, paragraphs, a list and a link.' },
          { title: 'Style the website with CSS', description: 'Add colours, fonts and a simple layout that works on a phone.' },
          { title: 'Check accessibility', description: 'Run a free accessibility checker and fix the first two issues.' },
          { title: 'Inspect a real site', description: 'Use the browser\'s developer tools to study one site\'s structure and note three things you learnt.' },
        ],
      },
    ],
  },
  {
    code: '15-1141.00',
    aliases: ['DBA', 'database admin', 'Datenbankadministrator', 'administrateur de bases de données', 'administrador de bases de datos'],
    quests: [
      {
        title: 'Design a database table for a library',
        description: 'List the things a small library keeps track of: its books, members and loans. Draw three tables with their columns, keys and links between them, and show the diagram.',
        plan: [
          { title: 'Draw the library database tables', description: 'List each table\'s columns, data types and primary key.' },
          { title: 'Link the tables with foreign keys', description: 'Draw how loans connect books and members.' },
          { title: 'Write a query', description: 'Write a SQL query in a free online sandbox that lists overdue loans.' },
          { title: 'Plan a backup', description: 'Write a backup and restore plan: how often, where, and how you would test it.' },
        ],
      },
    ],
  },
  {
    code: '15-1142.00',
    aliases: ['sysadmin', 'system administrator', 'network administrator', 'IT admin', 'Systemadministrator', 'administrateur système', 'administrador de sistemas'],
    quests: [
      {
        title: 'Draw a map of your home network',
        description: 'Find your router\'s admin page or app and list every device connected to it. Draw a diagram of the network with the router, devices and their IP addresses, and show it.',
        plan: [
          { title: 'List the network\'s devices', description: 'Note each device\'s name, IP address and whether it is wired or wireless.' },
          { title: 'Draw the network diagram', description: 'Draw the router, internet link and each device in a clear diagram.' },
          { title: 'Check the router\'s security settings', description: 'Note the Wi-Fi encryption, admin password and update status.' },
          { title: 'Write a user account checklist', description: 'Write the steps for adding and removing a user in a small office.' },
        ],
      },
    ],
  },
  {
    code: '15-1143.00',
    aliases: ['network architect', 'network designer', 'network engineer'],
    quests: [
      {
        title: 'Design the network for a small office',
        description: 'Imagine an office of 20 people with a printer, a guest Wi-Fi and a file server. Draw a network diagram with switches, router, firewall and separate networks, and show it.',
        plan: [
          { title: 'List the office network\'s needs', description: 'Note users, devices, guest access and what must be kept apart.' },
          { title: 'Draw the office network diagram', description: 'Show switches, router, firewall and the separate networks.' },
          { title: 'Plan IP addressing', description: 'Give each network a range and list the addresses for key devices.' },
          { title: 'Estimate the cost', description: 'Price the kit from real shop listings.' },
        ],
      },
    ],
  },
  {
    code: '15-1143.01',
    aliases: ['telecommunications specialist', 'telecoms specialist'],
    quests: [
      {
        title: 'Map the mobile masts near your home',
        description: 'Use a public mobile mast or coverage map to find the masts within a short walk of home. Mark them on a map with their operators and note the signal bars your phone shows at three spots, and show the map.',
        plan: [
          { title: 'Find the mobile masts on a coverage map', description: 'Mark each mast with its operator and frequency bands if listed.' },
          { title: 'Measure the signal at three spots', description: 'Note your phone\'s signal and network type at home, street and park.' },
          { title: 'Explain 4G and 5G', description: 'Write a short note on frequency, range and speed for each.' },
          { title: 'Plan a better coverage spot', description: 'Suggest where a small cell would help and why.' },
        ],
      },
    ],
  },
  {
    code: '15-1151.00',
    aliases: ['IT support', 'help desk technician', 'tech support', 'helpdesk agent', 'IT-Support', 'technicien support informatique', 'técnico de soporte'],
    quests: [
      {
        title: 'Write a help desk guide for one common problem',
        description: 'Pick a common problem, such as a printer that will not connect. Write a step-by-step troubleshooting guide with screenshots or sketches, and show the guide.',
        plan: [
          { title: 'Troubleshoot the problem step by step', description: 'List the checks from simplest to hardest.' },
          { title: 'Write the help desk guide', description: 'Turn the checks into a guide a non-expert could follow.' },
          { title: 'Log a mock ticket', description: 'Write a support ticket with symptom, steps tried and solution.' },
          { title: 'Help someone for real', description: 'Help a family member with a tech problem and note what you did.' },
        ],
      },
    ],
  },
  {
    code: '15-1152.00',
    aliases: ['network support technician', 'network technician', 'network support specialist'],
    quests: [
      {
        title: 'Trace why a web page is slow to load',
        description: 'Run a free speed test and the ping and traceroute commands to a well-known website from your computer. Note the hops, delays and speeds, and show a short report on where the slowdown might be.',
        plan: [
          { title: 'Run ping and traceroute', description: 'Record the delays and the number of hops to two websites.' },
          { title: 'Read the network speed test', description: 'Note download, upload and latency and what each means.' },
          { title: 'Sketch the network path', description: 'Draw the path from your device to the server with each hop.' },
          { title: 'Write a fault report', description: 'Write what you checked and what you would check next.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.00',
    aliases: ['IT specialist', 'computer specialist', 'IT professional'],
    quests: [
      {
        title: 'Audit the software on your own computer',
        description: 'List every program installed on your computer with its version and when it was last updated. Mark which are out of date or unused and show the inventory.',
        plan: [
          { title: 'List the installed software', description: 'Note each program\'s name, version and last update.' },
          { title: 'Check the software for updates', description: 'Find which programs have a newer version or known issues.' },
          { title: 'Clean up unused programs', description: 'Decide what to remove and note the space it frees.' },
          { title: 'Write a one-page IT policy', description: 'Write simple rules for installing and updating software at home.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.01',
    aliases: ['software tester', 'QA tester', 'QA engineer', 'test engineer', 'Softwaretester', 'testeur logiciel', 'probador de software'],
    quests: [
      {
        title: 'Write test cases for a login form',
        description: 'Pick a website\'s login form and write ten test cases covering right, wrong and empty inputs. Run them by hand, note what happened and show the test log.',
        plan: [
          { title: 'Write the login form test cases', description: 'List input, steps and expected result for each case.' },
          { title: 'Run the tests and log defects', description: 'Run each test case and write a bug report for anything odd.' },
          { title: 'Write a clear bug report', description: 'Include steps to reproduce, expected and actual result, and a screenshot.' },
          { title: 'Try a free test tool', description: 'Record one test in a free browser testing tool.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.02',
    aliases: ['systems engineer', 'IT architect', 'solutions architect', 'systems architect'],
    quests: [
      {
        title: 'Draw the architecture of a streaming app',
        description: 'Pick a video streaming service and sketch the parts it must have: apps, servers, content storage, delivery network and payments. Show the architecture diagram with arrows for data flow.',
        plan: [
          { title: 'List the streaming app\'s components', description: 'Name each part and what it does.' },
          { title: 'Draw the architecture diagram', description: 'Connect the components with arrows showing data flow.' },
          { title: 'Find the single points of failure', description: 'Mark what would stop the service if it broke and how to add backup.' },
          { title: 'Estimate the load', description: 'Estimate how many users stream at peak and the bandwidth they need.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.03',
    aliases: ['webmaster', 'website administrator', 'site admin'],
    quests: [
      {
        title: 'Check a website\'s health like a webmaster',
        description: 'Pick a small local website and check it with free tools for broken links, page speed and mobile view. Show a short health report with three fixes.',
        plan: [
          { title: 'Scan the website for broken links', description: 'Run a free link checker and list broken links.' },
          { title: 'Test the website\'s speed', description: 'Run a free speed test and note the slowest items.' },
          { title: 'Check the SSL certificate', description: 'Note who issued it and when it expires.' },
          { title: 'Write a maintenance schedule', description: 'Plan weekly, monthly and yearly checks for the site.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.04',
    aliases: ['geospatial scientist', 'GIS scientist', 'geoinformatics specialist', 'Geoinformatiker'],
    quests: [
      {
        title: 'Map where the trees are on your street',
        description: 'Walk your street and note each tree\'s position and rough size. Plot them on a free online map tool as a layer with attributes, and show the map.',
        plan: [
          { title: 'Collect tree locations on the street', description: 'Note each tree\'s position, species if known and trunk size.' },
          { title: 'Build a map layer with attributes', description: 'Enter the trees as points with their attributes in a free web map.' },
          { title: 'Compare with satellite imagery', description: 'Check your points against aerial images and note differences.' },
          { title: 'Analyse shade coverage', description: 'Estimate which parts of the street get the most tree shade.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.05',
    aliases: ['GIS tech', 'mapping technician'],
    quests: [
      {
        title: 'Digitise a local park from an aerial photo',
        description: 'Open a free web map with aerial imagery of a local park. Trace its paths, lawns and buildings as shapes, label each, and show the digitised map.',
        plan: [
          { title: 'Trace the park\'s features', description: 'Draw paths as lines and lawns and buildings as polygons.' },
          { title: 'Label the digitised features', description: 'Give each shape a name and type in an attribute table.' },
          { title: 'Add a legend and scale', description: 'Finish the park map with a legend, north arrow and scale bar.' },
          { title: 'Check data quality', description: 'Walk the park and note anything the map got wrong.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.06',
    aliases: ['database architect', 'data architect', 'data modeller'],
    quests: [
      {
        title: 'Model the data for a food delivery app',
        description: 'List the things a food delivery app must store: customers, restaurants, menus, orders and drivers. Draw an entity-relationship diagram linking them and show it.',
        plan: [
          { title: 'List the delivery app\'s entities', description: 'Name each entity and its key attributes.' },
          { title: 'Draw the entity-relationship diagram', description: 'Show how entities relate and mark one-to-many links.' },
          { title: 'Normalise the data model', description: 'Find repeated data and split it into cleaner tables.' },
          { title: 'Plan for growth', description: 'Note which tables grow fastest and how you would handle it.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.07',
    aliases: ['data warehouse developer', 'ETL developer', 'data warehouse specialist'],
    quests: [
      {
        title: 'Design a star schema for a shop\'s sales',
        description: 'Imagine a chain of shops selling groceries. Draw a star schema with a sales fact table and date, product and store dimension tables, and show the diagram.',
        plan: [
          { title: 'Define the sales fact table', description: 'List the measures such as quantity and price and the keys it links to.' },
          { title: 'Draw the dimension tables', description: 'Lay out date, product and store dimensions with their fields.' },
          { title: 'Plan the ETL steps', description: 'Write how data from till receipts is extracted, cleaned and loaded.' },
          { title: 'Write a sample report query', description: 'Write the question the warehouse answers, such as sales by week.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.08',
    aliases: ['BI analyst', 'business intelligence developer', 'Power BI analyst'],
    quests: [
      {
        title: 'Build a sales dashboard from open data',
        description: 'Load a free open data set, such as retail sales, into a spreadsheet. Make a dashboard with three charts and one headline number, and show it.',
        plan: [
          { title: 'Clean the sales data', description: 'Remove blanks and fix dates and categories in the spreadsheet.' },
          { title: 'Chart the key figures', description: 'Build three charts that answer a manager\'s question.' },
          { title: 'Write the dashboard\'s headline insight', description: 'Write one sentence a busy manager should take away.' },
          { title: 'Present the dashboard', description: 'Show it to a friend and note what confused them.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.09',
    aliases: ['IT project manager', 'technical project manager', 'IT-Projektleiter', 'chef de projet informatique', 'jefe de proyectos TI'],
    quests: [
      {
        title: 'Plan a website launch on a Gantt chart',
        description: 'Imagine launching a small shop\'s new website in eight weeks. List the tasks, owners and dependencies and draw a Gantt chart, then show it with the top three risks.',
        plan: [
          { title: 'Break the launch into tasks', description: 'List design, build, content, testing and go-live tasks.' },
          { title: 'Draw the Gantt chart', description: 'Place tasks on a week-by-week timeline with dependencies.' },
          { title: 'Write a risk log', description: 'List risks, their likelihood and how you would reduce each.' },
          { title: 'Draft a status report', description: 'Write a one-page weekly status update for the shop owner.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.10',
    aliases: ['SEO specialist', 'SEO expert', 'search marketer', 'PPC specialist', 'SEO-Berater', 'consultant SEO', 'especialista SEO'],
    quests: [
      {
        title: 'Research keywords for a local bakery',
        description: 'Pick a real local bakery and list 15 phrases people might search to find it. Use free keyword tools to check search volume and show the keyword list ranked by value.',
        plan: [
          { title: 'Brainstorm the bakery\'s keywords', description: 'List phrases a hungry local would type into a search engine.' },
          { title: 'Check keyword volume and competition', description: 'Use free tools to note volume and difficulty for each phrase.' },
          { title: 'Audit the bakery\'s page', description: 'Check its title, headings and description for the top keywords.' },
          { title: 'Draft an ad', description: 'Write a search ad with headline and description under the length limits.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.11',
    aliases: ['game designer', 'games designer', 'level designer', 'video game designer', 'Spieleentwickler', 'Spieledesigner', 'concepteur de jeux vidéo', 'diseñador de videojuegos'],
    quests: [
      {
        title: 'Design a paper prototype of a board game level',
        description: 'Draw a simple game board with a goal, obstacles and one special rule on paper. Play it three times with dice and counters, change one rule, and show the board with notes.',
        plan: [
          { title: 'Sketch the game level\'s layout', description: 'Draw the board with start, goal, hazards and pick-ups.' },
          { title: 'Playtest the paper prototype', description: 'Play three rounds and note where it was too easy or too hard.' },
          { title: 'Write a game design document page', description: 'Describe the core loop, rules and win condition on one page.' },
          { title: 'Balance one mechanic', description: 'Change one number and record how play changes.' },
        ],
      },
    ],
  },
  {
    code: '15-1199.12',
    aliases: ['document controller', 'records manager', 'document management specialist'],
    quests: [
      {
        title: 'Set up a filing system for household papers',
        description: 'Gather your household papers and sort them into categories with a naming rule and a retention period for each. Show the filing plan as a table and photo.',
        plan: [
          { title: 'Sort the papers into a filing plan', description: 'Group the documents into clear categories.' },
          { title: 'Set naming and retention rules', description: 'Decide how files are named and how long each kind is kept.' },
          { title: 'Scan and index documents', description: 'Scan five documents and log them with name, date and category.' },
          { title: 'Write a version-control rule', description: 'Write how you would track versions of a shared document.' },
        ],
      },
    ],
  },
  {
    code: '15-2011.00',
    aliases: ['actuary', 'Aktuar', 'Aktuarin', 'actuaire', 'actuario', 'actuaria'],
    quests: [
      {
        title: 'Read a life table and price a small policy',
        description: 'Open your national statistics office\'s life table and find the chance a 40-year-old dies within a year. Use it to work out a fair yearly premium for a small life policy and show the calculation.',
        plan: [
          { title: 'Read the life table', description: 'Note the death rate at ages 20, 40 and 60 for men and women.' },
          { title: 'Price the life policy', description: 'Multiply the chance of death by the payout and add a margin.' },
          { title: 'Chart mortality by age', description: 'Graph the death rate across ages and describe its shape.' },
          { title: 'Explain the premium', description: 'Write a short note for a customer on why premiums rise with age.' },
        ],
      },
    ],
  },
  {
    code: '15-2021.00',
    aliases: ['mathematician', 'Mathematiker', 'Mathematikerin', 'mathématicien', 'mathématicienne', 'matemático', 'matemática'],
    quests: [
      {
        title: 'Prove a classic result in your own words',
        description: 'Pick a famous short proof, such as why there are infinitely many primes. Rewrite the proof step by step in your own words on one page and show it.',
        plan: [
          { title: 'Work through the prime number proof', description: 'Follow each step with small examples and note why it holds.' },
          { title: 'Rewrite the proof clearly', description: 'Write the proof on one page with numbered steps.' },
          { title: 'Explore a related open problem', description: 'Read about the twin prime conjecture and note what is known.' },
          { title: 'Explain it to someone', description: 'Explain the proof to a friend and note their questions.' },
        ],
      },
    ],
  },
  {
    code: '15-2031.00',
    aliases: ['operations researcher', 'OR analyst', 'operations analyst'],
    quests: [
      {
        title: 'Find the shortest delivery round on a map',
        description: 'Pick six places near you and measure the distances between them on a map. Find the shortest round that visits all six and returns home, and show the route with its total length.',
        plan: [
          { title: 'Build the distance table for the delivery round', description: 'Put every distance between the six places in a grid.' },
          { title: 'Try three routes by hand', description: 'Compare three possible rounds and note the total length of each.' },
          { title: 'Read about the travelling salesman problem', description: 'Note why it gets hard as places are added.' },
          { title: 'Optimise with a spreadsheet', description: 'Set up a simple model in a free spreadsheet solver.' },
        ],
      },
    ],
  },
  {
    code: '15-2041.00',
    aliases: ['statistician', 'Statistiker', 'Statistikerin', 'statisticien', 'estadístico', 'estadística'],
    quests: [
      {
        title: 'Test whether a coin is fair',
        description: 'Record 100 tosses of a coin, one result at a time. Work out how far your count of heads is from 50 and whether that could be chance, and show the tally with your conclusion.',
        plan: [
          { title: 'Tally the coin flips', description: 'Record 100 flips and the count of heads and tails.' },
          { title: 'Test the coin\'s fairness', description: 'Work out the chance of your result if the coin is fair.' },
          { title: 'Chart the results', description: 'Plot the running share of heads as you flip.' },
          { title: 'Critique a news statistic', description: 'Find a news story with a statistic and note what is missing.' },
        ],
      },
    ],
  },
  {
    code: '15-2041.01',
    aliases: ['biostatistician', 'medical statistician', 'Biostatistiker'],
    quests: [
      {
        title: 'Read the results table of a clinical trial',
        description: 'Find a published trial summary in a free medical database. Note the number of patients, the outcome in each arm, the confidence interval and p-value, and show a one-page summary in plain words.',
        plan: [
          { title: 'Read the clinical trial\'s results table', description: 'Note the main outcome and the difference between arms.' },
          { title: 'Explain the confidence interval', description: 'Write what the interval says about the treatment effect.' },
          { title: 'Spot bias in the trial design', description: 'Check randomisation, blinding and drop-outs.' },
          { title: 'Sketch a survival curve', description: 'Draw what a survival curve would look like for the two arms.' },
        ],
      },
    ],
  },
  {
    code: '15-2041.02',
    aliases: ['clinical data manager', 'CDM', 'clinical data coordinator'],
    quests: [
      {
        title: 'Design a case report form for a trial',
        description: 'Imagine a trial of a new sleep routine. Draw a paper case report form with fields for visit date, sleep hours and side effects, with allowed values, and show it.',
        plan: [
          { title: 'Draft the case report form fields', description: 'List each field, its type and allowed range.' },
          { title: 'Write data checks', description: 'Write rules that flag impossible or missing values.' },
          { title: 'Enter and clean mock data', description: 'Fill in ten made-up forms and run your checks on them.' },
          { title: 'Write a data management plan', description: 'Summarise how data is collected, checked and locked.' },
        ],
      },
    ],
  },
  {
    code: '15-2091.00',
    aliases: ['math technician', 'maths technician'],
    quests: [
      {
        title: 'Check a formula by hand and in a spreadsheet',
        description: 'Take a formula from a real manual, such as loan repayments, and work out three cases by hand. Check them in a spreadsheet and show both calculations side by side.',
        plan: [
          { title: 'Work the formula by hand', description: 'Calculate three cases step by step.' },
          { title: 'Build the formula in a spreadsheet', description: 'Enter the formula and compare with your hand results.' },
          { title: 'Find rounding errors', description: 'Note where hand and spreadsheet differ and why.' },
          { title: 'Document the method', description: 'Write a one-page method note others could follow.' },
        ],
      },
    ],
  },
  {
    code: '15-2099.00',
    aliases: ['data scientist', 'Datenwissenschaftler', 'científico de datos'],
    quests: [
      {
        title: 'Find a pattern in an open data set',
        description: 'Load a small open data set, such as daily bike hires, into a spreadsheet. Plot two variables against each other, note any pattern and show the chart with a one-line finding.',
        plan: [
          { title: 'Explore the data set in a spreadsheet', description: 'Note the columns, units and any missing values.' },
          { title: 'Plot the pattern', description: 'Make a scatter plot and add a trend line.' },
          { title: 'Check the finding', description: 'Note other causes that could explain the pattern.' },
          { title: 'Write a data story', description: 'Write a short paragraph presenting the finding.' },
        ],
      },
    ],
  },
];
