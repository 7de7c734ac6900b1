import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 41. */
export const SIGNATURES_41: readonly SignatureEntry[] = [
  {
    code: '41-1011.00',
    aliases: ['shop floor manager', 'store supervisor', 'retail team leader', 'Filialleiter'],
    quests: [
      {
        title: 'Plan a shop\'s staff rota for a busy Saturday',
        description: 'Visit a local shop and count customers arriving in three 10-minute windows. Draw a Saturday staff rota that puts more people on the tills and floor at the busy hours, and show the rota.',
        plan: [
          { title: 'Count a shop\'s customers per hour', description: 'Note footfall at a shop at three times of day and chart when it peaks.' },
          { title: 'Turn the footfall into a staff rota', description: 'Set how many people cover tills, floor and stockroom in each hour of the Saturday.' },
          { title: 'Write a five-minute morning huddle', description: 'List the day\'s targets, promotions and one service tip you would brief a retail team on.' },
          { title: 'Plan a shelf-filling routine', description: 'Write the order in which a small team fills, faces and tidies shelves before opening.' },
          { title: 'Ask a store supervisor about their week', description: 'Ask how they handle rotas, sickness and targets, and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '41-1012.00',
    aliases: ['sales team leader', 'sales supervisor', 'Vertriebsleiter'],
    quests: [
      {
        title: 'Set a week of call targets for a sales team',
        description: 'Imagine a team of four people selling office supplies to businesses. Set each person a weekly target for calls, meetings and orders, and show it as a one-page sales board.',
        plan: [
          { title: 'Draw a sales team\'s pipeline board', description: 'Make columns for leads, calls, meetings, quotes and orders, and place ten made-up accounts on the board.' },
          { title: 'Set fair weekly targets for the team', description: 'Give each of four sellers a number of calls and meetings that fits their territory and note why.' },
          { title: 'Plan a one-to-one coaching chat', description: 'Write five questions you would ask a seller whose orders dropped this month.' },
          { title: 'Review a week\'s results', description: 'Compare made-up results against the targets and write three actions for next week.' },
        ],
      },
    ],
  },
  {
    code: '41-2011.00',
    aliases: ['checkout operator', 'till operator', 'checkout assistant', 'Kassierer', 'Kassiererin', 'caissier', 'caissière', 'cajero', 'cajera'],
    quests: [
      {
        title: 'Count back change like a cashier',
        description: 'Lay out coins and notes from home and ring up five made-up shopping baskets. Count back the change for each out loud, the way a cashier does, and record it in a short list.',
        plan: [
          { title: 'Practise counting back change from coins', description: 'Work out the change for five baskets by counting up from the price to the amount given.' },
          { title: 'Balance a pretend till float', description: 'Set a float of coins and notes, take five payments, and check the drawer matches your list at the end.' },
          { title: 'Learn to spot a forged banknote', description: 'Study your central bank\'s guide to security features and note the three checks you would make at a till.' },
          { title: 'Watch a busy checkout', description: 'Watch a supermarket checkout for ten minutes and note how the cashier greets, scans, bags and pays.' },
        ],
      },
      {
        title: 'Time yourself scanning a basket of shopping',
        description: 'Put 15 items from your cupboard in a bag and time yourself reading out each barcode number, price and total as if scanning them. Show the receipt you write as a list with the total and the time taken.',
        plan: [
          { title: 'Time the basket scanning', description: 'Read each item\'s barcode and price aloud and note the time per item.' },
          { title: 'Write the till receipt', description: 'Write a receipt with each item, the total and the payment taken.' },
          { title: 'Practise age-restricted sales', description: 'Write what you would say when asking a customer for proof of age.' },
        ],
      },
    ],
  },
  {
    code: '41-2012.00',
    aliases: ['change booth attendant', 'slot change attendant', 'casino change person'],
    quests: [
      {
        title: 'Balance a casino cage\'s chip count',
        description: 'Make a set of paper chips in five colours with different values. Swap cash for chips and back for five made-up players and show a log sheet where the cage still balances.',
        plan: [
          { title: 'Make a set of paper casino chips', description: 'Give each colour of chip a value and write a chip chart a cage cashier would keep at hand.' },
          { title: 'Log cash-for-chip swaps', description: 'Record five swaps of cash for chips and back, and check the totals balance.' },
          { title: 'Read the rules on large cash payments', description: 'Read your country\'s rules for reporting large cash transactions at casinos and note the amount that triggers a report.' },
          { title: 'Plan a shift handover count', description: 'Write the steps for counting the drawer with a colleague at the change of shift.' },
        ],
      },
    ],
  },
  {
    code: '41-2021.00',
    aliases: ['rental clerk', 'hire desk assistant', 'car rental agent', 'counter clerk'],
    quests: [
      {
        title: 'Write a rental agreement for a borrowed tool',
        description: 'Pick something a neighbour might borrow, such as a drill or a bike. Write a one-page rental agreement with the hire period, price, deposit and condition check, and show the form.',
        plan: [
          { title: 'Draft the rental form', description: 'List the fields a rental counter fills in: customer, item, hire dates, deposit and price.' },
          { title: 'Record an item\'s condition before rental', description: 'Photograph a bike or tool from four sides and note every scratch, as a counter clerk does at pick-up.' },
          { title: 'Check it back in', description: 'Compare its condition against your notes and decide what, if anything, the deposit covers.' },
          { title: 'Visit a hire counter', description: 'Watch how a car or tool hire counter handles a queue and note the steps.' },
        ],
      },
    ],
  },
  {
    code: '41-2022.00',
    aliases: ['parts counter person', 'auto parts salesperson', 'parts advisor'],
    quests: [
      {
        title: 'Find the right part from a parts catalogue',
        description: 'Pick a common car, bike or appliance and look up one replacement part in an online parts catalogue. Note the part number, the fitments it covers and two alternatives, and show the list.',
        plan: [
          { title: 'Read an exploded parts diagram', description: 'Open a parts diagram of a bike or car brake and label each numbered part with its name.' },
          { title: 'Match a part number to a model', description: 'Find the part number for one replacement part and check which models and years it fits.' },
          { title: 'Compare original and aftermarket parts', description: 'List price, warranty and brand for the original part and two aftermarket options.' },
          { title: 'Ask at a parts counter', description: 'Ask a parts salesperson how they find a part when the customer does not know the model, and note their answer.' },
        ],
      },
    ],
  },
  {
    code: '41-2031.00',
    aliases: ['shop assistant', 'sales assistant', 'shop worker', 'sales associate', 'Verkäufer', 'Verkäuferin', 'vendeur', 'vendeuse', 'dependiente', 'dependienta'],
    quests: [
      {
        title: 'Sell one product you know well in two minutes',
        description: 'Pick an object at home, such as a kettle or a pair of trainers. Write down three features, the benefit each one gives a customer and one question to ask the shopper, then record your two-minute pitch.',
        plan: [
          { title: 'Turn the product\'s features into benefits', description: 'List each feature of your chosen product and what it means for the person who buys it.' },
          { title: 'Ask open questions about the customer\'s needs', description: 'Write five questions a sales assistant asks before suggesting a product.' },
          { title: 'Handle a price objection', description: 'Write three friendly answers to "it\'s cheaper online".' },
          { title: 'Watch a sales assistant at work', description: 'Spend ten minutes in a shop and note how staff greet, help and close a sale.' },
          { title: 'Plan a window display', description: 'Sketch a shop window that shows off one product and the season.' },
        ],
      },
      {
        title: 'Refold and face up a shelf of stock',
        description: 'Pick a shelf or drawer at home that holds clothes or tins and lay it out the way a shop does: fronts forward, sizes in order and labels facing out. Take a before and after photo.',
        plan: [
          { title: 'Face up the shelf of stock', description: 'Pull every item to the front edge, labels out, and note what looked untidy before.' },
          { title: 'Order the stock by size or type', description: 'Arrange items smallest to largest or by type, as a shop floor team does.' },
          { title: 'Study a shop\'s planogram', description: 'Look at how one real shop lays out a bay and sketch its planogram.' },
          { title: 'Write a closing checklist', description: 'List what a sales assistant tidies before the shop closes.' },
        ],
      },
    ],
  },
  {
    code: '41-3011.00',
    aliases: ['ad sales rep', 'media sales executive', 'advertising sales rep'],
    quests: [
      {
        title: 'Price an advert in a local paper',
        description: 'Pick a local newspaper, magazine or website that carries adverts. Find its rate card or media pack and price a quarter-page advert for a local café, and show the quote.',
        plan: [
          { title: 'Read a publication\'s rate card', description: 'Find a media pack and note prices for ad sizes, positions and frequency discounts.' },
          { title: 'Work out the cost per thousand readers', description: 'Divide an advert\'s price by the readership in thousands and compare two publications.' },
          { title: 'Write an advert proposal', description: 'Draft a one-page proposal for a café owner with the size, dates and price of the advert.' },
          { title: 'Pitch the proposal aloud', description: 'Record a two-minute pitch to the café owner and note the questions they might ask.' },
        ],
      },
    ],
  },
  {
    code: '41-3021.00',
    aliases: ['insurance agent', 'insurance broker', 'insurance salesperson', 'Versicherungsvertreter', 'Versicherungsmakler', 'agent d\'assurances', 'agente de seguros'],
    quests: [
      {
        title: 'Compare three home insurance quotes',
        description: 'Use free comparison websites to get three quotes for a made-up flat\'s contents insurance. Put the premium, excess and main exclusions side by side and show the table.',
        plan: [
          { title: 'Read the insurance policy\'s key facts', description: 'Open one contents insurance policy summary and underline the cover, excess and exclusions.' },
          { title: 'Match the insurance cover to a customer', description: 'Write a short profile of a customer and pick which of the three quotes suits them best, with reasons.' },
          { title: 'Explain an excess in plain words', description: 'Write a three-sentence explanation of an excess and a no-claims discount for a first-time buyer.' },
          { title: 'Role-play a needs interview', description: 'Ask a friend the questions an agent asks before quoting and note their answers.' },
        ],
      },
    ],
  },
  {
    code: '41-3031.00',
    aliases: ['financial services sales agent', 'stockbroker', 'Finanzberater'],
    quests: [
      {
        title: 'Explain a stocks and shares savings account',
        description: 'Read the key information document of one index fund. Write a one-page summary of what it holds, its charges and its risk rating, as you would explain it to a new client.',
        plan: [
          { title: 'Read a fund\'s key information document', description: 'Find the ongoing charge, risk score and top holdings of one index fund and note them.' },
          { title: 'Compare the fund with a savings account', description: 'List what a client gains and risks with the fund versus cash savings over five years.' },
          { title: 'Write a client suitability note', description: 'Describe a made-up client and explain in plain words whether the fund suits their goal.' },
          { title: 'Learn the rules on financial advice', description: 'Read your regulator\'s guidance on giving advice and note what an agent must tell a client.' },
        ],
      },
    ],
  },
  {
    code: '41-3031.01',
    aliases: ['securities sales agent', 'commodities broker', 'brokerage agent'],
    quests: [
      {
        title: 'Follow one share\'s price for a trading day',
        description: 'Pick one listed company and note its share price, the bid-ask spread and the trading volume at four points during one trading session. Show the notes as a small chart and one line on what moved it.',
        plan: [
          { title: 'Read a share\'s quote screen', description: 'Learn what bid, ask, spread, volume and market cap mean on a free quote page for your share.' },
          { title: 'Chart the share price over a day', description: 'Plot the four prices you noted and mark any news that came out.' },
          { title: 'Explain an order type', description: 'Write how a market order, a limit order and a stop order would each fill for a client.' },
          { title: 'Draft a client call note', description: 'Write what you would tell a client who owns the share about today\'s move.' },
        ],
      },
    ],
  },
  {
    code: '41-3031.02',
    aliases: ['financial services agent', 'bank sales adviser', 'mortgage adviser'],
    quests: [
      {
        title: 'Build a savings plan for a made-up client',
        description: 'Invent a client who wants to save for a house deposit in five years. Compare three savings products from real bank websites and show a one-page plan with the product, monthly amount and end total.',
        plan: [
          { title: 'Profile the client\'s savings goal', description: 'Write the client\'s income, goal, timescale and how much risk they can take.' },
          { title: 'Compare three savings products', description: 'Put the rate, access rules and protection limits of three accounts in a table.' },
          { title: 'Work out the monthly savings', description: 'Calculate how much the client must put in each month to reach the goal, with interest.' },
          { title: 'Explain the plan in plain words', description: 'Write a short letter to the client summarising the plan and its risks.' },
        ],
      },
    ],
  },
  {
    code: '41-3031.03',
    aliases: ['trader', 'day trader', 'stock trader', 'Börsenhändler', 'trader en bourse', 'operador de bolsa'],
    quests: [
      {
        title: 'Paper-trade a small share portfolio',
        description: 'Start a pretend portfolio of five shares with imaginary money and write down the price and reason for each purchase. Show the trading log with a stop-loss level set for each share.',
        plan: [
          { title: 'Set up the paper portfolio', description: 'Choose five shares, split the imaginary money and note the entry price and reason for each.' },
          { title: 'Log each trade and price change', description: 'Record the daily closing price and any trades in a log sheet.' },
          { title: 'Set a stop-loss rule', description: 'Decide the loss at which you would sell each share and mark it in the log.' },
          { title: 'Review the trading week', description: 'Write what worked, what did not, and what risk you took without meaning to.' },
        ],
      },
    ],
  },
  {
    code: '41-3041.00',
    aliases: ['travel consultant', 'travel advisor', 'Reisebürokaufmann', 'Reiseverkehrskauffrau', 'agent de voyages'],
    quests: [
      {
        title: 'Plan a three-day trip itinerary on a budget',
        description: 'Choose a city a train or bus ride away and plan a three-day trip for two people within a set budget. Show the itinerary with transport, a place to stay, costs and one booking rule to check.',
        plan: [
          { title: 'Price the trip\'s transport and stay', description: 'Compare two train or bus options and two places to stay and note the prices.' },
          { title: 'Write the day-by-day itinerary', description: 'Lay out times, places and costs for each of the three days.' },
          { title: 'Check the booking conditions', description: 'Read the cancellation and luggage rules for your chosen tickets and note them for the client.' },
          { title: 'Present the trip to a client', description: 'Explain the itinerary to a friend in five minutes and note what they would change.' },
        ],
      },
    ],
  },
  {
    code: '41-3099.00',
    aliases: ['service sales rep', 'B2B sales representative', 'account executive'],
    quests: [
      {
        title: 'Sell a cleaning service to a local office',
        description: 'Pick a service, such as office cleaning or window washing, and a real local business that might buy it. Write a short sales email with the offer, price and next step, and show the draft.',
        plan: [
          { title: 'Research the business you would sell the service to', description: 'Note the business\'s size, opening hours and what it might need from the service.' },
          { title: 'Price the service', description: 'Work out a monthly price from hours, rate and materials.' },
          { title: 'Write a follow-up sequence', description: 'Draft three short follow-up emails for a week after the first one.' },
          { title: 'Role-play the sales call', description: 'Practise the call with a friend and note the objections they raise.' },
        ],
      },
    ],
  },
  {
    code: '41-3099.01',
    aliases: ['energy broker', 'utility broker', 'energy consultant'],
    quests: [
      {
        title: 'Compare energy tariffs for a small shop',
        description: 'Take a made-up shop that uses 15,000 kWh of electricity a year. Compare three business tariffs from supplier websites by unit rate and standing charge, and show a table with the yearly cost of each.',
        plan: [
          { title: 'Read an energy tariff\'s rates', description: 'Learn what the unit rate, standing charge and contract length mean on a tariff sheet.' },
          { title: 'Work out each tariff\'s yearly cost', description: 'Multiply usage by the unit rate and add the standing charge for each tariff.' },
          { title: 'Read a real energy bill', description: 'Find the meter reading, usage and charges on a household bill and label them.' },
          { title: 'Write a recommendation for the shop', description: 'Write a short note to the owner with the best tariff and the risks of a fixed contract.' },
        ],
      },
    ],
  },
  {
    code: '41-4011.00',
    aliases: ['technical sales rep', 'scientific sales representative', 'medical device sales rep'],
    quests: [
      {
        title: 'Write a technical product sheet for a buyer',
        description: 'Pick a technical product, such as a lab balance or a 3D printer, and read its datasheet. Write a one-page sales sheet that turns the specifications into benefits for a school lab, and show the sheet.',
        plan: [
          { title: 'Read the product\'s technical datasheet', description: 'Underline the key specifications and look up any unit you do not know.' },
          { title: 'Translate specifications into buyer benefits', description: 'For each spec, write what it means for a lab teacher.' },
          { title: 'Compare the product with a rival', description: 'Put both products\' datasheets side by side in a table.' },
          { title: 'Plan a product demonstration', description: 'Write the steps of a ten-minute demo for the school lab.' },
        ],
      },
    ],
  },
  {
    code: '41-4011.07',
    aliases: ['solar sales rep', 'solar consultant', 'solar assessor'],
    quests: [
      {
        title: 'Estimate a home\'s solar panel output',
        description: 'Use a free online solar calculator for your home or street and note the roof direction, tilt and yearly sun hours seen from the ground. Show a one-page estimate of panel size, yearly output and payback.',
        plan: [
          { title: 'Find the roof\'s direction and shade', description: 'Note the roof\'s facing and what trees or buildings shade it at three times of day, from the ground.' },
          { title: 'Run a solar output estimate', description: 'Enter the roof details into a free calculator and record the yearly kWh it predicts.' },
          { title: 'Work out the payback period', description: 'Compare system cost with yearly savings and note how many years it takes to pay back.' },
          { title: 'Write the customer proposal', description: 'Put the estimate, cost and payback into a one-page proposal for the homeowner.' },
        ],
      },
    ],
  },
  {
    code: '41-4012.00',
    aliases: ['wholesale sales rep', 'manufacturer\'s rep', 'trade sales representative', 'Handelsvertreter', 'représentant commercial', 'representante de ventas'],
    quests: [
      {
        title: 'Plan a sales route to five local shops',
        description: 'Pick a product a wholesaler might sell, such as snacks, and five local shops that could stock it. Map a visiting route and write a pitch line for each shop, and show the route plan.',
        plan: [
          { title: 'List the shops on the sales route', description: 'Note each shop\'s type, size and what it already stocks in your product\'s category.' },
          { title: 'Map the visiting order', description: 'Draw the route that visits all five shops with the least travel.' },
          { title: 'Write a trade price list', description: 'Set a wholesale price, a suggested shelf price and a bulk discount.' },
          { title: 'Plan a reorder check', description: 'Write how you would check stock and take a reorder on a second visit.' },
        ],
      },
    ],
  },
  {
    code: '41-9011.00',
    aliases: ['brand ambassador', 'promoter', 'product demonstrator', 'in-store demonstrator'],
    quests: [
      {
        title: 'Run a two-minute product demo at home',
        description: 'Pick a kitchen gadget or household product and script a two-minute demonstration that shows what it does. Perform it for someone at home and show a recording or the script.',
        plan: [
          { title: 'Script the product demonstration', description: 'Write the opening line, the three things you will show and the closing offer.' },
          { title: 'Rehearse the demo with props', description: 'Practise with the product and time it to two minutes.' },
          { title: 'Watch an in-store demonstration', description: 'Watch a demo at a supermarket or fair and note how the promoter draws people in.' },
          { title: 'Answer common questions', description: 'List five questions shoppers might ask and your answers.' },
        ],
      },
    ],
  },
  {
    code: '41-9012.00',
    aliases: ['fashion model', 'catwalk model', 'photo model', 'Model', 'mannequin', 'modelo'],
    quests: [
      {
        title: 'Put together a model\'s comp card',
        description: 'Take three photos of yourself in good daylight: a headshot, a full-length shot and one in movement. Lay them out as a comp card with your measurements and contact line, and show the card.',
        plan: [
          { title: 'Shoot the comp card photos', description: 'Take a headshot and full-length photos in daylight against a plain wall.' },
          { title: 'Lay out the comp card', description: 'Arrange the photos with name, height and sizes on a one-page card.' },
          { title: 'Practise a catwalk', description: 'Walk a straight line at home, film it and note your posture and pace.' },
          { title: 'Read about model agency scams', description: 'Read advice on spotting fake agencies and list three warning signs.' },
        ],
      },
    ],
  },
  {
    code: '41-9021.00',
    aliases: ['estate agency owner', 'real estate broker', 'Immobilienmakler', 'agent immobilier', 'agente inmobiliario'],
    quests: [
      {
        title: 'Value a house from comparable sales',
        description: 'Pick a house for sale near you and find three similar homes that sold recently on a property website. Adjust for size and condition and show your estimated value in a small table.',
        plan: [
          { title: 'Find three comparable house sales', description: 'Note price, size, bedrooms and sale date for three homes like the one for sale.' },
          { title: 'Adjust the comparables', description: 'Add or take away value for differences in size, garden and condition.' },
          { title: 'Read a property contract\'s main terms', description: 'Read a sample sale contract or agency agreement and note the commission and notice terms.' },
          { title: 'Plan the agency\'s week', description: 'Draw a week\'s schedule of viewings, valuations and calls for a small agency.' },
        ],
      },
    ],
  },
  {
    code: '41-9022.00',
    aliases: ['estate agent', 'realtor', 'real estate agent', 'Immobilienmaklerin', 'négociateur immobilier', 'agente de bienes raíces'],
    quests: [
      {
        title: 'Write a property listing from a walk-round',
        description: 'Walk round your own home or a room of it and note its size, light, features and condition. Write a property listing with a headline, a description and a floor plan sketch, and show it.',
        plan: [
          { title: 'Sketch the property\'s floor plan', description: 'Measure each room roughly by pacing and draw a floor plan with sizes.' },
          { title: 'Write the property listing text', description: 'Write a headline and 150 words that sell the home honestly.' },
          { title: 'Take listing photos', description: 'Photograph three rooms in daylight from the corner, as agents do.' },
          { title: 'Plan a viewing', description: 'Write the route and talking points for a 20-minute viewing.' },
        ],
      },
    ],
  },
  {
    code: '41-9031.00',
    aliases: ['sales engineer', 'technical sales engineer', 'Vertriebsingenieur', 'ingénieur commercial', 'ingeniero de ventas'],
    quests: [
      {
        title: 'Scope a technical solution for a customer',
        description: 'Imagine a small bakery that wants to monitor its fridge temperatures. Sketch a simple system of sensors, a hub and an alert app, and show a one-page proposal with parts and price.',
        plan: [
          { title: 'List the bakery\'s technical needs', description: 'Write what the customer must measure, how often, and who needs the alerts.' },
          { title: 'Sketch the system diagram', description: 'Draw the sensors, hub and app and how data flows between them.' },
          { title: 'Price the solution', description: 'Find prices of real parts and total the system cost with installation.' },
          { title: 'Answer the customer\'s technical questions', description: 'Write answers to five questions a bakery owner might ask.' },
        ],
      },
    ],
  },
  {
    code: '41-9041.00',
    aliases: ['telesales', 'cold caller', 'call centre sales agent', 'Telefonverkäufer', 'télévendeur', 'televendedor'],
    quests: [
      {
        title: 'Write a 30-second cold call script',
        description: 'Pick a product, such as a window cleaning service, and write a cold call script with an opening, one question and a close. Record yourself reading it and show the script.',
        plan: [
          { title: 'Write the call\'s opening line', description: 'Write a polite opening that says who you are and why you call in one breath.' },
          { title: 'Handle "not interested"', description: 'Write three calm answers to common objections.' },
          { title: 'Read the rules on cold calling', description: 'Read your country\'s rules on telemarketing and do-not-call lists and note two of them.' },
          { title: 'Log mock calls', description: 'Role-play five calls with a friend and keep a call log of outcomes.' },
        ],
      },
    ],
  },
  {
    code: '41-9091.00',
    aliases: ['street vendor', 'market trader', 'door-to-door salesman', 'newspaper seller', 'hawker', 'Straßenverkäufer', 'vendeur ambulant', 'vendedor ambulante'],
    quests: [
      {
        title: 'Plan a market stall\'s layout and prices',
        description: 'Visit a street market and note how two stalls display goods and prices. Sketch your own stall\'s layout with a price board for five items, and show the sketch.',
        plan: [
          { title: 'Observe two market stalls', description: 'Note the layout, signs and how the traders call out to passers-by.' },
          { title: 'Sketch the market stall\'s layout', description: 'Draw the table, display heights and where the cash box sits.' },
          { title: 'Price five items', description: 'Set prices that cover the cost and a round-number price board.' },
          { title: 'Read the street trading rules', description: 'Find your council\'s street trading licence rules and note the key ones.' },
        ],
      },
    ],
  },
  {
    code: '41-9099.00',
    aliases: ['sales worker', 'auction assistant'],
    quests: [
      {
        title: 'Write an online listing that sells',
        description: 'Pick an item at home you could sell and study three similar listings online. Write a title, description and price for your own listing, and show the draft with a photo.',
        plan: [
          { title: 'Study three similar online listings', description: 'Note the titles, photos and prices of items like yours that sold.' },
          { title: 'Write the listing', description: 'Write a clear title, honest description and price.' },
          { title: 'Photograph the item', description: 'Take three photos in daylight that show its condition.' },
          { title: 'Plan the handover', description: 'Write how you would agree payment and pickup safely.' },
        ],
      },
    ],
  },
];
