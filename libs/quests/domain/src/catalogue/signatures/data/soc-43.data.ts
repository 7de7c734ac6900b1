import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 43. */
export const SIGNATURES_43: readonly SignatureEntry[] = [
  {
    code: '43-1011.00',
    aliases: ['office supervisor', 'admin team lead', 'office team leader', 'Büroleiter', 'chef de bureau', 'jefe de oficina'],
    quests: [{
      title: 'Draw up a week of cover for a small office',
      description: 'Invent an office of five clerks with leave, a sick day and a deadline on Thursday. Draw up a rota for the week so the phones, post and invoices are always covered, and show the finished rota.',
      plan: [
        { title: 'List every office task that must be covered', description: 'Write down the daily tasks of the office, who can do each one, and which ones cannot wait a day.' },
        { title: 'Build a skills grid for the office clerks', description: 'Make a grid of five clerks against ten tasks and mark who is trained, learning or untrained.' },
        { title: 'Write a fair way to share overtime', description: 'Draft a half-page rule for sharing extra work that the team could check for themselves.' },
        { title: 'Ask an office supervisor about a hard week', description: 'Ask someone who runs an admin team how they handled their busiest week and note what they changed.' },
      ],
    }],
  },
  {
    code: '43-2011.00',
    aliases: ['switchboard operator', 'answering service operator', 'Telefonistin', 'standardiste', 'telefonista de centralita'],
    quests: [{
      title: 'Script a switchboard for a busy surgery',
      description: 'Write the greeting, the options and the transfer phrases a switchboard operator would use for a doctors’ surgery. Record yourself answering five imaginary calls and keep the script and the recording.',
      plan: [
        { title: 'Map the switchboard extensions', description: 'Draw a chart of who sits behind each extension of the surgery switchboard and when each line is staffed.' },
        { title: 'Practise a warm transfer on the switchboard', description: 'Rehearse announcing a caller to the extension before you connect them, and time how long it takes.' },
        { title: 'Write an after-hours message script', description: 'Draft the message an answering service would take at night, with the fields it must never miss.' },
      ],
    }],
  },
  {
    code: '43-2021.00',
    aliases: ['phone operator', 'directory assistance operator', 'Fernsprechvermittler'],
    quests: [{
      title: 'Handle a directory enquiry like a phone operator',
      description: 'Ask a friend to play five callers who want a number, a reverse-charge call or an operator-assisted call. Log each call with the caller’s request, what you said and how long it took, and show the call log.',
      plan: [
        { title: 'Learn the phone operator’s standard phrases', description: 'Write a card of the set phrases an operator uses to greet, confirm, hold and connect a call.' },
        { title: 'Practise spelling names with a phonetic alphabet', description: 'Spell ten awkward caller surnames aloud with the phonetic alphabet until you can do it without looking.' },
        { title: 'Compare old and new telephone operator work', description: 'Watch a video of a cord switchboard and list what today’s operators still do the same way.' },
      ],
    }],
  },
  {
    code: '43-2099.00',
    aliases: ['communications operator', 'radio room operator'],
    quests: [{
      title: 'Keep a radio log for a community event',
      description: 'Listen to a public event livestream or a recording of radio traffic and keep a timed communications log of who called whom and why. Show the log with every entry timestamped.',
      plan: [
        { title: 'Learn the communications log format', description: 'Copy the columns a radio log uses (time, from, to, message, action) and explain each in a line.' },
        { title: 'Practise clear radio procedure words', description: 'Write a card of procedure words such as over, out, say again and roger, and use them in a short mock exchange.' },
        { title: 'Plan a call sign list for an event', description: 'Invent call signs for stewards, first aid and control at a fun run and set them out on one page.' },
      ],
    }],
  },
  {
    code: '43-3011.00',
    aliases: ['debt collector', 'collections agent', 'bill collector', 'Inkassomitarbeiter', 'agent de recouvrement', 'gestor de cobros'],
    quests: [{
      title: 'Script a firm but fair call about an unpaid bill',
      description: 'Write a call script for reminding someone of an overdue bill: the greeting, the amount, a payment plan offer and what you may not say. Role-play it with a friend and keep the script with your notes on what worked.',
      plan: [
        { title: 'Read the rules for collecting an unpaid debt', description: 'Read your country’s consumer guidance on debt collection and list five things a collector must never do.' },
        { title: 'Design a payment plan for the overdue bill', description: 'Work out three instalment plans for a £600 debt and show the monthly amounts side by side.' },
        { title: 'Write a reminder letter sequence', description: 'Draft the first, second and final reminder letters, each calmer and clearer than the last.' },
      ],
    }],
  },
  {
    code: '43-3021.00',
    aliases: ['billing clerk', 'posting clerk', 'invoicing clerk', 'Fakturist', 'employé de facturation', 'auxiliar de facturación'],
    quests: [{
      title: 'Post a month of invoices to a customer ledger',
      description: 'Invent ten invoices and four payments for one customer and post them to a ledger card in date order. Show the ledger with the running balance that matches the final statement.',
      plan: [
        { title: 'Learn what goes on an invoice', description: 'Collect three real invoices from home and label the number, date, terms, tax and total on each.' },
        { title: 'Post payments against open invoices in the ledger', description: 'Match part payments to the oldest invoices first and mark what is still open.' },
        { title: 'Write an aged debt summary', description: 'Sort the open items into current, 30, 60 and 90 days and present them in a small table.' },
      ],
    }],
  },
  {
    code: '43-3021.01',
    aliases: ['bank statement clerk'],
    quests: [{
      title: 'Build a customer statement from raw transactions',
      description: 'Take a jumbled list of twenty transactions and turn it into one month’s customer statement with an opening balance, entries in date order and a closing balance. Show the finished statement.',
      plan: [
        { title: 'Study the layout of a real statement', description: 'Label every part of one of your own bank or utility statements and say who each part is for.' },
        { title: 'Check a statement against its source transactions', description: 'Tick each statement line off against the source list and note any missing or doubled entry.' },
        { title: 'Write a cover note for a disputed line', description: 'Draft a short note that explains one disputed charge to a customer in plain words.' },
      ],
    }],
  },
  {
    code: '43-3021.02',
    aliases: ['rate clerk', 'cost clerk', 'billing rate clerk'],
    quests: [{
      title: 'Work out a parcel price from a carrier’s rate table',
      description: 'Open a carrier’s public price list and price five imaginary parcels by weight, size and zone. Show a worksheet with each parcel’s rate and the rule you used.',
      plan: [
        { title: 'Read a rate table line by line', description: 'Explain in notes how the carrier’s rate table handles weight bands, zones and surcharges.' },
        { title: 'Compare two carriers’ rate tables for one parcel', description: 'Price the same parcel with two carriers and note which charge made the difference.' },
        { title: 'Cost a job from time and materials', description: 'Build a cost sheet for a small repair job with labour hours, parts and a markup, and check the sum twice.' },
      ],
    }],
  },
  {
    code: '43-3031.00',
    aliases: ['bookkeeper', 'accounts clerk', 'bookkeeping clerk', 'Buchhalter', 'Buchhalterin', 'aide-comptable', 'teneur de livres', 'auxiliar contable'],
    quests: [{
      title: 'Keep double-entry books for a lemonade stand',
      description: 'Invent a week of sales, purchases and cash for a lemonade stand and record each as a debit and a credit. Draw up a trial balance that balances and show it.',
      plan: [
        { title: 'Learn the debit and credit rule', description: 'Make a card that shows which accounts rise with a debit and which with a credit, with one example each.' },
        { title: 'Post the lemonade stand journal to T-accounts', description: 'Draw T-accounts for cash, stock, sales and costs and post every journal line into them.' },
        { title: 'Reconcile a bank statement', description: 'Compare a mock bank statement with your cash book and list the timing differences that explain the gap.' },
        { title: 'Prepare a simple profit and loss', description: 'Turn the trial balance into a one-page profit and loss for the week.' },
      ],
    }, {
      title: 'Sort a shoebox of receipts into expense categories',
      description: 'Gather a month of household receipts and sort them into the expense categories a small business would use, such as travel, supplies and utilities. Show a summary table with each category’s total and any receipt you could not place.',
      plan: [
        { title: 'Learn the common expense categories', description: 'List ten business expense categories from a tax authority’s public guide with an example receipt for each.' },
        { title: 'Record each receipt in a purchase day book', description: 'Enter date, supplier, category, net, tax and total for every receipt.' },
        { title: 'Work out the sales tax on the receipts', description: 'Separate the tax from the net amount on five receipts and check the sums.' },
      ],
    }],
  },
  {
    code: '43-3041.00',
    aliases: ['casino cage cashier', 'cage cashier', 'casino cashier'],
    quests: [{
      title: 'Balance a casino cage drawer at shift change',
      description: 'Set out play money as cash and paper counters as chips, record an opening bank, ten chip buys and redemptions, and count down at the end. Show the balance sheet that proves the drawer is right.',
      plan: [
        { title: 'Learn the parts of a cage drawer count', description: 'List the denominations and chip colours a cage cashier counts and the order they are counted in.' },
        { title: 'Record chip exchanges on a cage sheet', description: 'Write each chip buy and cash-out with time and amount, then total both columns.' },
        { title: 'Study why casinos report large cash deals', description: 'Read the public anti-money-laundering guidance for casinos and note the threshold and the form.' },
      ],
    }],
  },
  {
    code: '43-3051.00',
    aliases: ['payroll clerk', 'timekeeper', 'payroll administrator', 'Lohnbuchhalter', 'gestionnaire de paie', 'auxiliar de nóminas'],
    quests: [{
      title: 'Turn a timesheet into a payslip',
      description: 'Invent a week’s timesheet with overtime and a late start, work out gross pay, tax and deductions with the public tax calculator, and lay out the payslip. Show the payslip and your workings on one page.',
      plan: [
        { title: 'Read the lines of a real payslip', description: 'Label the gross pay, tax, national insurance or social security, pension and net pay on a sample payslip.' },
        { title: 'Check a timesheet for errors', description: 'Find the missed break, the wrong overtime rate and the double-counted shift in a timesheet you design.' },
        { title: 'Build a payroll calendar', description: 'Plan a year of pay dates and cut-off dates around bank holidays on one page.' },
      ],
    }],
  },
  {
    code: '43-3061.00',
    aliases: ['purchasing clerk', 'procurement assistant', 'buying clerk', 'Einkaufssachbearbeiter'],
    quests: [{
      title: 'Raise a purchase order from three quotes',
      description: 'Pick an office item such as a chair, find three supplier prices online and compare price, delivery and returns. Fill in a purchase order for the winner and show it with the comparison table.',
      plan: [
        { title: 'Learn the fields of a purchase order', description: 'List what a purchase order must carry: number, supplier, items, quantities, prices, delivery and approval.' },
        { title: 'Compare quotes with a scoring grid', description: 'Score three supplier quotes on price, delivery, warranty and service and explain the winner.' },
        { title: 'Match an order, delivery note and invoice', description: 'Run a three-way match on a mock order and find the one line that does not agree.' },
      ],
    }],
  },
  {
    code: '43-3071.00',
    aliases: ['bank teller', 'bank cashier', 'cashier at a bank', 'Bankkassierer', 'guichetier', 'cajero de banco', 'cajera de banco'],
    quests: [{
      title: 'Count and strap a bank teller’s cash drawer',
      description: 'Use play money or paper slips to set up a teller drawer, serve five mock customers with deposits and withdrawals, then count the drawer back. Show your tally sheet and whether you balanced.',
      plan: [
        { title: 'Learn how a teller counts cash', description: 'Practise counting notes face up in one direction and bundling them into straps of set amounts.' },
        { title: 'Spot the security features of a banknote', description: 'Study one real banknote and list every security feature a teller checks, with a sketch.' },
        { title: 'Write a deposit slip guide', description: 'Make a one-page guide to filling in a paying-in slip correctly for a first-time customer.' },
      ],
    }],
  },
  {
    code: '43-3099.00',
    aliases: ['finance clerk', 'financial clerk', 'accounts assistant'],
    quests: [{
      title: 'Reconcile a petty cash tin',
      description: 'Invent a petty cash float of £100 with twelve receipts and a few coins left over, and reconcile it. Show the petty cash log with the top-up needed to restore the float.',
      plan: [
        { title: 'Design a petty cash voucher', description: 'Draft a voucher with date, amount, reason, signature and receipt number.' },
        { title: 'Log every petty cash receipt', description: 'Enter each receipt in a log with a running balance and a spending category.' },
        { title: 'Write a rule for missing receipts', description: 'Draft a half-page policy on what happens when a receipt goes missing.' },
      ],
    }],
  },
  {
    code: '43-4011.00',
    aliases: ['broker’s assistant', 'securities clerk'],
    quests: [{
      title: 'Record a day of share trades on a trade blotter',
      description: 'Pick three listed shares, invent ten buy and sell orders at today’s public prices, and record them on a trade blotter with settlement dates. Show the blotter with each client’s net position.',
      plan: [
        { title: 'Learn the columns of a trade blotter', description: 'Write what each blotter column means: time, client, side, ticker, quantity, price and settlement date.' },
        { title: 'Work out settlement dates for each trade', description: 'Apply the two-business-day settlement rule to each trade, skipping weekends and holidays.' },
        { title: 'Draft a trade confirmation', description: 'Write the confirmation a client would receive for one trade, with fees shown.' },
      ],
    }],
  },
  {
    code: '43-4021.00',
    aliases: ['letters clerk'],
    quests: [{
      title: 'Answer a complaint letter from a template',
      description: 'Find a real published complaint letter or invent one, pick the right standard reply, and adapt it so it answers every point. Show both letters side by side with each point ticked.',
      plan: [
        { title: 'Sort letters into reply templates', description: 'Read ten sample customer letters and sort them into refund, delay, error and thanks templates.' },
        { title: 'Write a reply template that covers every point', description: 'Draft a template with fill-in parts that still reads like a person wrote it.' },
        { title: 'Keep a correspondence log', description: 'Log each letter with date received, reference, reply sent and follow-up date.' },
      ],
    }],
  },
  {
    code: '43-4031.00',
    aliases: ['court and license clerk', 'town hall clerk'],
    quests: [{
      title: 'Trace a form through a town hall counter',
      description: 'Choose a public licence or permit from your council’s website and trace what the clerk checks, stamps, files and issues. Show a flowchart of the form’s journey.',
      plan: [
        { title: 'Read the licence form line by line', description: 'Mark each field of the council form that a clerk must check before accepting it.' },
        { title: 'List the licence fees and supporting papers', description: 'Make a counter checklist of fees, ID and documents for the licence you chose.' },
        { title: 'Sit in a public council or court gallery', description: 'Visit a public session and note what the clerk does before, during and after it.' },
      ],
    }],
  },
  {
    code: '43-4031.01',
    aliases: ['clerk of court', 'Urkundsbeamter', 'greffier', 'greffière', 'secretario judicial'],
    quests: [{
      title: 'Keep the minutes of a court hearing',
      description: 'Visit a public court gallery or watch a streamed hearing and keep the clerk’s record: case number, parties, who appeared, exhibits and the outcome. Show your minute sheet.',
      plan: [
        { title: 'Learn the court clerk’s minute sheet', description: 'Copy the headings a court clerk records and note what goes under each one.' },
        { title: 'Build a court exhibit list', description: 'Number and describe the exhibits from a published trial and show the list a clerk would keep.' },
        { title: 'Draft a daily court list', description: 'Write a mock day’s list of hearings with times, courtroom and case numbers.' },
      ],
    }],
  },
  {
    code: '43-4031.02',
    aliases: ['city clerk', 'town clerk', 'Gemeindesekretär', 'secrétaire de mairie'],
    quests: [{
      title: 'Write the agenda and minutes of a council meeting',
      description: 'Watch a recorded town or city council meeting, draft the agenda it followed, and write formal minutes with motions, movers and votes. Show the minutes on one page.',
      plan: [
        { title: 'Read the published council agenda', description: 'Compare a council’s published agenda with how the meeting actually ran and note the differences.' },
        { title: 'Record council motions and votes', description: 'List each motion, who moved and seconded it, and the vote count.' },
        { title: 'Draft a public notice', description: 'Write a public meeting notice that meets your area’s notice rules.' },
      ],
    }],
  },
  {
    code: '43-4031.03',
    aliases: ['permit clerk', 'licensing officer'],
    quests: [{
      title: 'Check a licence application for missing pieces',
      description: 'Find a public application form for a licence such as a street trading or dog licence and fill it in with a made-up applicant, leaving three mistakes. Swap with a friend, find each other’s mistakes, and show the marked checklist.',
      plan: [
        { title: 'Write a licence checking checklist', description: 'Turn the form’s guidance notes into a checklist a clerk can tick at the counter.' },
        { title: 'Sort licence types by fee and renewal', description: 'Make a table of five local licences with fee, length and renewal rule.' },
        { title: 'Draft a refusal letter', description: 'Write a short, clear letter explaining why an application cannot be accepted yet.' },
      ],
    }],
  },
  {
    code: '43-4041.00',
    aliases: ['credit clerk', 'credit control clerk'],
    quests: [{
      title: 'Score a mock credit application',
      description: 'Invent an applicant with income, debts and a payment history, and score them on a simple points sheet for a small shop account. Show the score card and your approve, refer or decline decision.',
      plan: [
        { title: 'Learn what a credit file shows', description: 'Read a credit agency’s public guide and list the parts of a credit file.' },
        { title: 'Design a credit scorecard', description: 'Set points for income, existing debt, years at address and missed payments.' },
        { title: 'Write a decline letter that follows the rules', description: 'Draft a decline letter that tells the applicant their rights in plain words.' },
      ],
    }],
  },
  {
    code: '43-4041.01',
    aliases: ['card authorisation clerk'],
    quests: [{
      title: 'Decide ten card authorisations in real time',
      description: 'Write ten card purchase requests with amount, place, time and the cardholder’s usual pattern, then approve, decline or refer each within a minute. Show the decision log with a reason for each.',
      plan: [
        { title: 'Learn the signs of an odd card purchase', description: 'List the signs an authoriser watches: foreign use, odd hour, fast repeats, high value.' },
        { title: 'Set card limits for three customers', description: 'Decide spending limits for three mock cardholders and write why.' },
        { title: 'Script a call to check a purchase', description: 'Draft the call an authoriser makes to confirm a suspicious purchase with a cardholder.' },
      ],
    }],
  },
  {
    code: '43-4041.02',
    aliases: ['credit investigator'],
    quests: [{
      title: 'Verify the facts on a credit application',
      description: 'Take a mock credit application and list each fact you would check, where you would check it and what counts as proof. Show the verification checklist with three items ticked from public records.',
      plan: [
        { title: 'Find the public records for each credit fact', description: 'Note which public registers confirm an address, a company or an insolvency.' },
        { title: 'Write a reference request to check employment', description: 'Draft a short reference request to an employer that asks only what is allowed.' },
        { title: 'Summarise a credit check on one page', description: 'Write a neutral summary of what was checked, confirmed and left open.' },
      ],
    }],
  },
  {
    code: '43-4051.00',
    aliases: ['customer service rep', 'CSR', 'call centre agent', 'customer support agent', 'Kundenbetreuer', 'conseiller clientèle', 'agente de atención al cliente'],
    quests: [{
      title: 'Turn an angry customer email into a calm reply',
      description: 'Find or write an angry customer email about a late order, then answer it: acknowledge, explain, fix and follow up. Show the reply with each of the four parts marked.',
      plan: [
        { title: 'Collect phrases that calm an angry customer', description: 'Write a card of ten phrases that acknowledge a customer’s problem without blame.' },
        { title: 'Map a customer complaint journey', description: 'Draw the steps from first complaint to resolved ticket, with who owns each step.' },
        { title: 'Write a knowledge-base answer', description: 'Draft a help article for the most common question you think a shop gets.' },
      ],
    }, {
      title: 'Run a mock support call with a ticket',
      description: 'Ask a friend to call with a billing problem while you listen, ask questions and fill in a support ticket. Show the ticket with the problem, steps taken and next action.',
      plan: [
        { title: 'Design a support ticket form', description: 'List the fields a support ticket needs so the next agent can pick it up cold.' },
        { title: 'Practise questions for a support call', description: 'Write open and closed questions that find the real problem fast.' },
        { title: 'Time three support calls', description: 'Role-play three calls and note handling time and whether each was solved first time.' },
      ],
    }],
  },
  {
    code: '43-4051.03',
    aliases: ['patient advocate', 'patient liaison', 'PALS officer', 'patient relations officer'],
    quests: [{
      title: 'Guide a patient complaint through a hospital',
      description: 'Read a hospital’s public complaints or patient liaison page and write a one-page guide for a patient: who to contact, what to write and what happens next. Show the guide.',
      plan: [
        { title: 'Map the hospital complaint steps', description: 'Draw each step of the hospital’s complaint process with its time limit.' },
        { title: 'Write a patient rights card', description: 'Summarise the patient charter of your health service on one pocket card.' },
        { title: 'Script a calm first meeting with a family', description: 'Draft what you would say to a worried relative in the first five minutes.' },
      ],
    }],
  },
  {
    code: '43-4061.00',
    aliases: ['benefits assessor', 'eligibility worker', 'benefits caseworker', 'Sachbearbeiter Sozialleistungen'],
    quests: [{
      title: 'Work through a benefit eligibility check',
      description: 'Pick a public benefit and its official eligibility rules, invent two applicants, and decide whether each qualifies. Show a decision table with the rule behind every yes and no.',
      plan: [
        { title: 'Turn the benefit rules into a checklist', description: 'Rewrite the official eligibility rules as yes-or-no questions an interviewer can ask.' },
        { title: 'Write the eligibility interview questions', description: 'Draft respectful interview questions that collect what the rules need and nothing more.' },
        { title: 'List the proof for each answer', description: 'Make a table of which document proves income, address, household and identity.' },
      ],
    }],
  },
  {
    code: '43-4071.00',
    aliases: ['filing clerk', 'records clerk', 'Registraturmitarbeiter', 'archiviste de bureau', 'archivero administrativo'],
    quests: [{
      title: 'File a box of papers so anyone can find them',
      description: 'Take a pile of household papers and design a filing system with labelled folders, an order rule and an index. Show the index and a photo of the labelled files.',
      plan: [
        { title: 'Choose a filing order for the papers', description: 'Compare alphabetical, numerical and date filing and choose one for each kind of paper.' },
        { title: 'Write the filing index', description: 'Make an index sheet that says where every folder lives and what belongs in it.' },
        { title: 'Set a retention schedule', description: 'Decide how long each kind of record is kept and when it is destroyed, and write it down.' },
      ],
    }],
  },
  {
    code: '43-4081.00',
    aliases: ['hotel receptionist', 'front desk clerk', 'front desk agent', 'Hotelrezeptionist', 'réceptionniste d’hôtel', 'recepcionista de hotel'],
    quests: [{
      title: 'Check in a guest at a mock hotel front desk',
      description: 'Set up a front desk at home with a room chart, key cards and a registration card, then check in a friend who arrives early with a special request. Show the filled registration card and room chart.',
      plan: [
        { title: 'Draw a room chart for the front desk', description: 'Chart twenty rooms by type and status: clean, dirty, occupied or out of order.' },
        { title: 'Script the guest check-in and check-out', description: 'Write the steps and phrases for a smooth check-in and a check-out with a bill query.' },
        { title: 'Handle an overbooking', description: 'Write how you would walk a guest to another hotel with care, and what you would offer.' },
      ],
    }],
  },
  {
    code: '43-4111.00',
    aliases: ['survey interviewer', 'market research interviewer', 'field interviewer', 'enquêteur', 'encuestador'],
    quests: [{
      title: 'Run a five-question street survey',
      description: 'Write five neutral survey questions about a local topic, ask ten people in a public place, and record each answer exactly. Show the tally sheet.',
      plan: [
        { title: 'Remove bias from survey questions', description: 'Rewrite five leading survey questions so they no longer push an answer.' },
        { title: 'Write the interviewer introduction', description: 'Draft a short introduction that says who you are, why and how long it takes.' },
        { title: 'Code the open answers', description: 'Group open answers into themes and count them in a table.' },
      ],
    }],
  },
  {
    code: '43-4121.00',
    aliases: ['library assistant', 'library clerk', 'Bibliotheksassistent', 'aide-bibliothécaire', 'auxiliar de biblioteca'],
    quests: [{
      title: 'Shelve a stack of books by call number',
      description: 'Take ten books at home, give each a Dewey call number using a library’s online catalogue, and put them in shelf order. Show a photo of the shelf with spine labels.',
      plan: [
        { title: 'Learn how Dewey call numbers sort', description: 'Sort twenty call numbers on slips, including decimals and author letters.' },
        { title: 'Look up each book in a library catalogue', description: 'Find each book in your library’s online catalogue and copy its shelf mark.' },
        { title: 'Process a returned book', description: 'List the steps from the returns slot to the shelf, including holds and damage checks.' },
      ],
    }],
  },
  {
    code: '43-4131.00',
    aliases: ['loan officer assistant', 'loan processor', 'mortgage processor', 'Kreditsachbearbeiter'],
    quests: [{
      title: 'Build a loan application file checklist',
      description: 'Read a lender’s public guide for a personal loan or mortgage and build the checklist a loan clerk uses to know a file is complete. Show the checklist with a mock applicant’s file ticked through.',
      plan: [
        { title: 'List the documents in a loan file', description: 'Write every document a lender asks for and what each one proves.' },
        { title: 'Work out a loan repayment', description: 'Use a public loan calculator to show how term and rate change the monthly repayment.' },
        { title: 'Draft the loan interview questions', description: 'Write the questions a clerk asks about income, outgoings and purpose.' },
      ],
    }],
  },
  {
    code: '43-4141.00',
    aliases: ['account opening clerk'],
    quests: [{
      title: 'Open a mock bank account with full ID checks',
      description: 'Read a bank’s public list of accepted ID and proof of address, then process two mock customers, one of whom is missing a document. Show the account-opening checklist for both.',
      plan: [
        { title: 'Sort accepted ID for a bank account', description: 'Make a table of documents that prove identity, address or both.' },
        { title: 'Compare three account types', description: 'Write a plain comparison of three current accounts for a new customer.' },
        { title: 'Draft a welcome pack', description: 'Outline the welcome letter and first steps a new account holder receives.' },
      ],
    }],
  },
  {
    code: '43-4151.00',
    aliases: ['order processor', 'sales order clerk', 'Auftragssachbearbeiter'],
    quests: [{
      title: 'Take a phone order and key it without errors',
      description: 'Ask a friend to phone in an order for six items with a delivery change halfway through. Write the order form, read it back, and show the final order with the change correctly made.',
      plan: [
        { title: 'Design an order form', description: 'Lay out an order form with customer, items, quantities, prices, delivery and payment.' },
        { title: 'Practise reading an order back', description: 'Read back three orders and count how many errors the read-back catches.' },
        { title: 'Track an order to delivery', description: 'Draw the status steps of an order from received to delivered.' },
      ],
    }],
  },
  {
    code: '43-4161.00',
    aliases: ['HR assistant', 'HR administrator', 'personnel assistant', 'Personalsachbearbeiter', 'assistant RH', 'auxiliar de recursos humanos'],
    quests: [{
      title: 'Prepare a new starter’s first-day pack',
      description: 'Invent a new employee and list everything HR must collect and send before day one: contract, right-to-work check, bank details and the first-day timetable. Show the starter checklist and timetable.',
      plan: [
        { title: 'Write the new starter checklist', description: 'List each document and task for a new starter with who owns it and by when.' },
        { title: 'Read the right-to-work rules for a new starter', description: 'Note which documents your government accepts and how the check is recorded.' },
        { title: 'Set up an employee record', description: 'Design the fields of a personnel file and mark which are confidential.' },
      ],
    }],
  },
  {
    code: '43-4171.00',
    aliases: ['receptionist', 'front desk receptionist', 'information clerk', 'Empfangsmitarbeiter', 'réceptionniste', 'recepcionista'],
    quests: [{
      title: 'Run a reception desk for ten visitors',
      description: 'Design a visitor book, a badge and a call-ahead routine, then role-play ten visitors including a courier, a late candidate and someone without an appointment. Show the visitor log.',
      plan: [
        { title: 'Design the visitor log and badge', description: 'Lay out the fields a visitor log needs for safety and privacy.' },
        { title: 'Script the reception greeting', description: 'Write greetings for visitors, phone callers and deliveries.' },
        { title: 'Make a building information sheet', description: 'Write the answers to the ten questions visitors ask most at reception.' },
      ],
    }],
  },
  {
    code: '43-4181.00',
    aliases: ['travel agent', 'ticket agent', 'reservations agent', 'Reisebüromitarbeiter', 'agent de réservation', 'agente de viajes'],
    quests: [{
      title: 'Price a rail or coach trip three ways',
      description: 'Plan a real journey between two cities and price it as an advance, flexible and return fare using public booking sites. Show a fare table with the conditions of each ticket.',
      plan: [
        { title: 'Read the fare conditions of each ticket', description: 'Note refunds, changes and time limits for each fare type.' },
        { title: 'Build a journey itinerary', description: 'Write the itinerary with connections, times and platform changes.' },
        { title: 'Handle a missed connection', description: 'Write what an agent would rebook and what the traveller is owed.' },
      ],
    }],
  },
  {
    code: '43-4199.00',
    aliases: ['records assistant', 'records enquiry clerk'],
    quests: [{
      title: 'Answer an information request from records',
      description: 'Invent a request such as “when did this address last have a permit?” and find the answer in a public register or archive catalogue. Show your search log and the reply.',
      plan: [
        { title: 'Find the right register for the records request', description: 'List which public register holds which kind of record in your area.' },
        { title: 'Keep a records search log', description: 'Write where you looked, what you searched and what you found, in order.' },
        { title: 'Draft a plain reply', description: 'Write a short reply that answers the request and says what could not be found.' },
      ],
    }],
  },
  {
    code: '43-5011.00',
    aliases: ['cargo agent', 'freight agent', 'air cargo agent'],
    quests: [{
      title: 'Fill in an air waybill for a mock shipment',
      description: 'Find a sample air waybill online and fill it in for a shipment of five boxes with weights and sizes. Work out the chargeable weight and show the completed waybill.',
      plan: [
        { title: 'Learn the boxes of an air waybill', description: 'Label each field of the sample waybill: shipper, consignee, pieces, weight and handling codes.' },
        { title: 'Calculate volumetric weight for the shipment', description: 'Work out volumetric and actual weight for each box and pick the chargeable one.' },
        { title: 'Plan a cargo booking', description: 'Write the booking request to an airline with route, dates and special handling.' },
      ],
    }],
  },
  {
    code: '43-5011.01',
    aliases: ['forwarding agent', 'Spediteur', 'Speditionskaufmann', 'transitaire', 'transitario'],
    quests: [{
      title: 'Plan a shipment from factory to shop door',
      description: 'Pick a product made abroad and plan its route to your town by sea, road or air, with the Incoterm, the documents and the handovers. Show the route map and a document checklist.',
      plan: [
        { title: 'Learn what each Incoterm covers in a shipment', description: 'Make a table of five Incoterms showing who pays and who carries the risk at each stage.' },
        { title: 'List the customs documents for the route', description: 'Name the commercial invoice, packing list and transport document and what each proves.' },
        { title: 'Compare sea and air freight for one load', description: 'Compare time, cost and carbon for one pallet by sea and by air.' },
      ],
    }],
  },
  {
    code: '43-5021.00',
    aliases: ['courier', 'messenger', 'bike courier', 'Kurier', 'coursier', 'mensajero'],
    quests: [{
      title: 'Plan a courier’s round of ten drops on foot',
      description: 'Choose ten real addresses in your area and plan the fastest walking order with an online map, with a delivery window for each. Show the route map and the timed drop list.',
      plan: [
        { title: 'Order the courier drops by time window', description: 'Sort the ten drops so timed ones are met first and note any clash.' },
        { title: 'Design a proof-of-delivery slip', description: 'Lay out the name, time, signature and photo note a courier records.' },
        { title: 'Walk the first part of the route', description: 'Walk three drops of your route and note where the map was wrong.' },
      ],
    }],
  },
  {
    code: '43-5031.00',
    aliases: ['911 dispatcher', '999 call handler', 'emergency dispatcher', 'Leitstellendisponent', 'opérateur du SAMU', 'operador de emergencias'],
    quests: [{
      title: 'Take an emergency call with a scripted protocol',
      description: 'Write the first questions an emergency call handler asks: where, what happened, is the person breathing, and a callback number. Role-play a call with a friend and show the call card you filled in.',
      plan: [
        { title: 'Learn the emergency call-taking order', description: 'Note why location comes first and write the exact wording for each question.' },
        { title: 'Practise reading back an emergency address', description: 'Read back five tricky addresses and landmarks until you are clear and fast.' },
        { title: 'Plot units on a dispatch map', description: 'Mark three ambulances on a map and decide which one you would send to each of three calls.' },
      ],
    }],
  },
  {
    code: '43-5032.00',
    aliases: ['taxi dispatcher', 'truck dispatcher', 'fleet dispatcher', 'Disponent', 'répartiteur', 'despachador'],
    quests: [{
      title: 'Dispatch five vans across a map of jobs',
      description: 'Mark twelve delivery jobs and five vans on a map of your town and assign jobs so every van is busy and no job is late. Show the dispatch board as a table.',
      plan: [
        { title: 'Draw a dispatch board', description: 'Lay out a board with each van, its jobs, times and status.' },
        { title: 'Reassign jobs when a van breaks down', description: 'Move one van’s jobs to the others and show the new dispatch board.' },
        { title: 'Read the driver hours rules', description: 'Note the drivers’ hours limits a dispatcher must plan around.' },
      ],
    }],
  },
  {
    code: '43-5041.00',
    aliases: ['meter reader', 'gas meter reader', 'water meter reader', 'Zählerableser', 'releveur de compteurs', 'lector de contadores'],
    quests: [{
      title: 'Read your home’s meters and check the bill',
      description: 'Read the gas, electricity or water meter at home with an adult, recording the dials or digits correctly. Compare the reading with your last bill and show the reading log and the estimate difference.',
      plan: [
        { title: 'Learn to read a dial meter', description: 'Practise reading dial meters from photos, where neighbouring dials turn opposite ways.' },
        { title: 'Keep a week of meter readings', description: 'Read the meter at the same time each evening and graph the daily use.' },
        { title: 'Plan a meter reading walk', description: 'Map a walking round of twenty houses with where each meter box sits.' },
      ],
    }],
  },
  {
    code: '43-5051.00',
    aliases: ['post office clerk', 'postal clerk', 'counter clerk at the post office', 'Postschalterbeamter', 'guichetier de La Poste', 'empleado de correos'],
    quests: [{
      title: 'Price five parcels at a post office counter',
      description: 'Measure and weigh five household items as if they were parcels, then price each with the postal service’s online price finder for standard, tracked and international. Show the price table.',
      plan: [
        { title: 'Learn the parcel size bands', description: 'Copy the postal size and weight bands and sort your five items into them.' },
        { title: 'Check each parcel for prohibited items', description: 'Read the postal service’s restricted goods list and note three surprises.' },
        { title: 'Fill in a customs label', description: 'Complete a customs declaration for one international parcel.' },
      ],
    }],
  },
  {
    code: '43-5052.00',
    aliases: ['postman', 'postwoman', 'mail carrier', 'mailman', 'postie', 'Briefträger', 'facteur', 'cartero'],
    quests: [{
      title: 'Sequence a postal round for your street',
      description: 'Walk your street and note each house number, letterbox position and any steps or gates. Write the delivery sequence a mail carrier would follow and show the walk sheet.',
      plan: [
        { title: 'Sort letters into delivery sequence', description: 'Shuffle thirty addressed slips and sort them into your walk order, timing yourself.' },
        { title: 'Mark hazards on the postal round', description: 'Note dogs, loose paving and awkward letterboxes on the walk sheet.' },
        { title: 'Write a card for a missed parcel', description: 'Design the card a carrier leaves when no one is home.' },
      ],
    }],
  },
  {
    code: '43-5053.00',
    aliases: ['mail sorter', 'postal sorter', 'Briefsortierer', 'trieur de courrier'],
    quests: [{
      title: 'Sort a pile of mail by postcode',
      description: 'Make forty envelopes with real-style postcodes or ZIP codes and sort them into outward area, district and walk in pigeonhole boxes. Show a photo of the sorted frames and your time.',
      plan: [
        { title: 'Learn how a postcode is built', description: 'Break down five postcodes into area, district, sector and unit.' },
        { title: 'Build a sorting frame for the mail', description: 'Make a pigeonhole frame from a shoebox and label each slot.' },
        { title: 'Watch a mail centre sorting video', description: 'Watch how letters are faced, read and sorted by machine and note each stage.' },
      ],
    }],
  },
  {
    code: '43-5061.00',
    aliases: ['production planner', 'expeditor', 'production scheduler', 'Fertigungsplaner', 'planificateur de production'],
    quests: [{
      title: 'Schedule a small workshop’s orders on a Gantt chart',
      description: 'Invent five customer orders that each pass through cutting, sewing and packing, with due dates and one shared machine. Schedule them on a Gantt chart so none is late and show the chart.',
      plan: [
        { title: 'List each order’s routing and times', description: 'Write each order’s steps, minutes per step and due date in a table.' },
        { title: 'Find the bottleneck in the schedule', description: 'Mark which step limits output and how much idle time the others have.' },
        { title: 'Write an expediting note', description: 'Draft the message that chases a late part from a supplier with a new date.' },
      ],
    }],
  },
  {
    code: '43-5071.00',
    aliases: ['shipping clerk', 'receiving clerk', 'goods-in clerk', 'Versandmitarbeiter', 'réceptionnaire'],
    quests: [{
      title: 'Check a delivery against its delivery note',
      description: 'Pack a box of household items with a delivery note that has two deliberate mistakes, then check it in as a receiving clerk would. Show the marked delivery note and a discrepancy report.',
      plan: [
        { title: 'Write a delivery note for a box', description: 'List items, quantities and references the way a supplier would.' },
        { title: 'Write a goods-in discrepancy report', description: 'Record shortages, damages and wrong items with photos and reference numbers.' },
        { title: 'Prepare a shipping label and manifest', description: 'Fill in a label and a one-page manifest for three outgoing parcels.' },
      ],
    }],
  },
  {
    code: '43-5081.00',
    aliases: ['stock clerk', 'shelf stacker', 'stocker', 'Lagerarbeiter', 'magasinier', 'reponedor'],
    quests: [{
      title: 'Count a cupboard like a stock take',
      description: 'Count everything in a kitchen cupboard, record it on a stock sheet with unit and best-before date, and rotate older items to the front. Show the stock sheet and a photo of the cupboard.',
      plan: [
        { title: 'Design a stock sheet for the cupboard', description: 'Lay out item, unit, count, date and location columns.' },
        { title: 'Practise first-in, first-out stock rotation', description: 'Rotate the cupboard so the oldest dates are used first and note what was out of date.' },
        { title: 'Set a reorder point', description: 'Pick five items and decide the level at which each should be reordered.' },
      ],
    }],
  },
  {
    code: '43-5081.01',
    aliases: ['shelf filler', 'sales floor stocker'],
    quests: [{
      title: 'Face up a supermarket shelf from a planogram',
      description: 'Photograph a supermarket shelf from the aisle, draw its planogram with product positions and facings, and note gaps. Show the planogram sketch.',
      plan: [
        { title: 'Learn the rules of a planogram', description: 'Note why best sellers sit at eye level and how many facings each gets.' },
        { title: 'Face up a shelf at home', description: 'Arrange a home shelf by planogram so labels face forward and fronts are level.' },
        { title: 'Write a gap report', description: 'List the empty slots on the shelf you photographed and what should fill them.' },
      ],
    }],
  },
  {
    code: '43-5081.02',
    aliases: ['price marker', 'pricing clerk', 'ticketing clerk'],
    quests: [{
      title: 'Price and label a shelf of goods',
      description: 'Take ten household items, set a price with a markup from a made-up cost, and make shelf-edge labels with unit prices. Show the labels and your price list.',
      plan: [
        { title: 'Work out unit prices for each label', description: 'Calculate the price per 100 g or per litre for each item, as shelf labels show.' },
        { title: 'Check shelf labels against the till price', description: 'Compare ten shelf labels in a shop with their receipt prices and note any mismatch.' },
        { title: 'Mark down end-of-line stock', description: 'Plan a markdown of 25% and 50% with new labels for slow sellers.' },
      ],
    }],
  },
  {
    code: '43-5081.03',
    aliases: ['warehouse operative', 'stockroom clerk', 'storekeeper', 'Lagerist', 'Lageristin', 'préparateur de stock', 'almacenero'],
    quests: [{
      title: 'Map bin locations for a small stockroom',
      description: 'Draw a plan of a cupboard, garage or shed as a stockroom with aisles, bays and shelves, and give each bin a location code. Show the map and a locator list for ten items.',
      plan: [
        { title: 'Design a bin location code', description: 'Write a code pattern such as aisle-bay-shelf-bin and label ten locations.' },
        { title: 'Place fast movers near the stockroom door', description: 'Decide which items move most and move them closest to the dispatch point on the plan.' },
        { title: 'Run a cycle count', description: 'Count one shelf each evening for three evenings and log any difference.' },
      ],
    }],
  },
  {
    code: '43-5081.04',
    aliases: ['order picker', 'picker packer', 'warehouse picker', 'Kommissionierer', 'préparateur de commandes', 'preparador de pedidos'],
    quests: [{
      title: 'Pick three orders with one walk',
      description: 'Write three orders for items around your home, plan one picking route that collects all of them, and time the pick. Show the pick list in route order and your time.',
      plan: [
        { title: 'Write pick lists in location order', description: 'Sort each order’s lines by where the items sit, not by order line.' },
        { title: 'Compare single and batch picking', description: 'Time picking orders one at a time against all together and note the difference.' },
        { title: 'Check a picked order before packing', description: 'Design a quick check that catches a wrong item before it ships.' },
      ],
    }],
  },
  {
    code: '43-5111.00',
    aliases: ['weighbridge clerk', 'tally clerk'],
    quests: [{
      title: 'Weigh and record a batch of samples',
      description: 'Weigh ten similar items such as apples on a kitchen scale, record each on a tally sheet, and work out the mean and the spread. Show the sheet with any item outside the allowed range marked.',
      plan: [
        { title: 'Check the kitchen scale before weighing', description: 'Weigh a known item such as a full 1 kg bag to check the scale reads true.' },
        { title: 'Set a tolerance for the sample weights', description: 'Decide an allowed range and mark which items pass and fail.' },
        { title: 'Write a weighbridge ticket', description: 'Design the ticket that records gross, tare and net weight for a lorry.' },
      ],
    }],
  },
  {
    code: '43-6011.00',
    aliases: ['executive assistant', 'EA', 'PA to the CEO', 'personal assistant', 'Chefsekretärin', 'assistante de direction', 'asistente de dirección'],
    quests: [{
      title: 'Plan an executive’s week across three time zones',
      description: 'Invent a director with meetings in London, New York and Singapore and build a week’s diary that respects everyone’s working hours and travel. Show the diary and a one-page briefing for Monday.',
      plan: [
        { title: 'Convert each meeting across time zones', description: 'Make a table of every meeting in all three local times and flag unsocial ones.' },
        { title: 'Write a meeting briefing note', description: 'Draft a half-page brief with attendees, purpose, papers and decisions needed.' },
        { title: 'Triage an overflowing inbox', description: 'Sort twenty mock emails into act, delegate, file and delete with a reason.' },
      ],
    }, {
      title: 'Build a business trip itinerary down to the minute',
      description: 'Plan a two-day trip for an executive to a real city, with public trains or flights, a hotel near the meetings and buffer time between each. Show the itinerary on one page with every booking reference and contact.',
      plan: [
        { title: 'Compare travel options for the business trip', description: 'Compare two train or flight options on time, cost and flexibility in a table.' },
        { title: 'Add a contingency to the itinerary', description: 'Write what happens if the first leg is cancelled, with a back-up route.' },
        { title: 'Write an expense claim pack', description: 'List the receipts and approvals needed for the trip and how they are filed.' },
      ],
    }],
  },
  {
    code: '43-6012.00',
    aliases: ['legal secretary', 'legal PA', 'Rechtsanwaltsfachangestellte', 'secrétaire juridique', 'secretaria jurídica'],
    quests: [{
      title: 'Format a court bundle index',
      description: 'Take a published court case or a made-up claim, list its documents, and build a paginated bundle index in the order a court expects. Show the index.',
      plan: [
        { title: 'Read the court’s bundle rules', description: 'Note the order, numbering and tab rules from your court’s public practice guidance.' },
        { title: 'Track court deadlines in a diary', description: 'Work out filing deadlines from a mock hearing date and enter them in a diary.' },
        { title: 'Type a letter before action', description: 'Format a formal letter with reference, heading and enclosures list.' },
      ],
    }],
  },
  {
    code: '43-6013.00',
    aliases: ['medical secretary', 'medical receptionist', 'doctor’s receptionist', 'Arzthelferin', 'secrétaire médicale', 'secretaria médica'],
    quests: [{
      title: 'Type up a clinic letter from a dictation',
      description: 'Record yourself reading a short fictional clinic letter, then type it up in a proper medical letter layout with headings and copies. Show the letter and the list of terms you had to check.',
      plan: [
        { title: 'Learn the layout of a clinic letter', description: 'Label the parts of a sample clinic letter: patient details, diagnosis, plan and copies.' },
        { title: 'Build a medical terms glossary', description: 'List twenty medical terms from the letter with spelling and meaning.' },
        { title: 'Book a clinic appointment list', description: 'Fill a morning clinic of new and follow-up slots with the right lengths.' },
      ],
    }],
  },
  {
    code: '43-6014.00',
    aliases: ['secretary', 'admin assistant', 'administrative assistant', 'office administrator', 'Sekretärin', 'secrétaire', 'secretaria', 'secretario'],
    quests: [{
      title: 'Organise a team meeting from invite to minutes',
      description: 'Plan a mock team meeting: book a time, send the invite with an agenda, then write minutes with actions from a short recorded discussion. Show the agenda and the action minutes.',
      plan: [
        { title: 'Write a clear meeting agenda', description: 'Draft an agenda with times, owners and the decision each item needs.' },
        { title: 'Take action minutes in a meeting', description: 'Record only decisions and actions with owners and dates.' },
        { title: 'Set up a shared office calendar', description: 'Plan a calendar with room bookings, leave and deadlines for a small team.' },
      ],
    }, {
      title: 'Set up an office filing system for a team',
      description: 'Design a folder structure and naming rule for a small team’s shared drive and its paper files, covering clients, finance, staff and projects. Show the folder map and three example file names.',
      plan: [
        { title: 'Write the file naming rule', description: 'Set a naming pattern with date, client and document type and write five examples.' },
        { title: 'Sort sample documents into the filing system', description: 'File twenty made-up documents and note any that do not fit.' },
        { title: 'Write a records retention list', description: 'Set how long each kind of record is kept, from public guidance.' },
      ],
    }],
  },
  {
    code: '43-9011.00',
    aliases: ['operations operator', 'batch operator'],
    quests: [{
      title: 'Write a run book for a nightly backup job',
      description: 'Pick a real task on your own computer, such as a backup, and write the run book an operator would follow: start, checks, errors and sign-off. Show the run book and one night’s log.',
      plan: [
        { title: 'List the checks in the run book', description: 'Write what the operator checks before, during and after the job.' },
        { title: 'Read a system log for errors', description: 'Open your computer’s event or system log and explain three entries.' },
        { title: 'Write an escalation sheet', description: 'Decide who is called for which failure and at what time.' },
      ],
    }],
  },
  {
    code: '43-9021.00',
    aliases: ['data entry clerk', 'data entry operator', 'keyer', 'Datenerfasser', 'opérateur de saisie', 'capturista de datos'],
    quests: [{
      title: 'Key twenty forms with double-entry checking',
      description: 'Make twenty handwritten forms, type them into a spreadsheet, then type them again and compare the two to find errors. Show your speed, your error count and the corrected sheet.',
      plan: [
        { title: 'Time your keying speed on forms', description: 'Measure keystrokes per hour on a numeric and a text form.' },
        { title: 'Add checks to a spreadsheet', description: 'Use validation rules so a date or postcode in the wrong format is refused.' },
        { title: 'Learn the ten-key number pad', description: 'Practise the number pad without looking until you reach a steady rate.' },
      ],
    }],
  },
  {
    code: '43-9022.00',
    aliases: ['typist', 'audio typist', 'word processor operator', 'Schreibkraft', 'dactylo', 'mecanógrafo'],
    quests: [{
      title: 'Type a letter from an audio recording',
      description: 'Record a two-minute spoken letter, then type it in a clean business layout without pausing the recording more than needed. Show the typed letter and your words per minute.',
      plan: [
        { title: 'Measure your typing speed and accuracy', description: 'Take three timed typing tests and log words per minute and errors.' },
        { title: 'Set up a letter template', description: 'Build a word-processor template with styles, margins and a reference line.' },
        { title: 'Proof the typed letter aloud', description: 'Read the letter aloud against the recording and mark every slip.' },
      ],
    }],
  },
  {
    code: '43-9031.00',
    aliases: ['DTP operator', 'layout artist', 'DTP-Gestalter', 'maquettiste', 'maquetador'],
    quests: [{
      title: 'Lay out a newsletter page on a grid',
      description: 'Use a free layout tool to set a four-column grid, then place a headline, two stories, a photo and a caption on one A4 page. Show the page with the grid visible.',
      plan: [
        { title: 'Learn why a page grid works', description: 'Draw the grid of a real newspaper page over a photo of it.' },
        { title: 'Set type styles for the newsletter', description: 'Define heading, body and caption styles with size and leading.' },
        { title: 'Prepare a print-ready PDF', description: 'Export with bleed and crop marks and check the fonts are embedded.' },
      ],
    }],
  },
  {
    code: '43-9041.00',
    aliases: ['insurance clerk', 'insurance administrator'],
    quests: [{
      title: 'Process an insurance claim form end to end',
      description: 'Find a public claim form for home contents and fill it in for a made-up broken television, then check it against the policy wording. Show the form and a note of what is covered.',
      plan: [
        { title: 'Read the insurance policy wording', description: 'Highlight cover, exclusions and the excess in a sample policy.' },
        { title: 'Check the claim form for gaps', description: 'Tick each required field and list what proof is still needed.' },
        { title: 'Write a claim acknowledgement letter', description: 'Draft the letter that confirms the claim number and next steps.' },
      ],
    }],
  },
  {
    code: '43-9041.01',
    aliases: ['claims handler', 'claims clerk', 'Schadensachbearbeiter', 'gestionnaire de sinistres', 'tramitador de siniestros'],
    quests: [{
      title: 'Sort five claims into pay, query or decline',
      description: 'Write five short car or home insurance claims against one sample policy and decide for each whether to pay, ask for more or decline. Show a decision table with the policy clause for each.',
      plan: [
        { title: 'Map the claims steps', description: 'Draw a claim’s path from first notice to payment or decline.' },
        { title: 'Calculate a claims settlement', description: 'Work out a payout after the excess and any under-insurance.' },
        { title: 'Spot signs of a suspicious claim', description: 'List the red flags a claims handler passes to a fraud team.' },
      ],
    }],
  },
  {
    code: '43-9041.02',
    aliases: ['policy administrator', 'underwriting assistant', 'policy processing clerk'],
    quests: [{
      title: 'Issue a mock insurance policy schedule',
      description: 'Collect three online quotes for the same car or home, pick one, and write the policy schedule with insured, cover, excess, premium and dates. Show the schedule.',
      plan: [
        { title: 'Compare three insurance policy quotes', description: 'Compare cover, excess and premium of three quotes in a table.' },
        { title: 'Process a mid-term policy change', description: 'Work out the extra premium for a change of address halfway through the year.' },
        { title: 'Write a renewal notice', description: 'Draft the renewal letter with last year’s and this year’s premium.' },
      ],
    }],
  },
  {
    code: '43-9051.00',
    aliases: ['mailroom clerk', 'mailroom assistant', 'post room clerk', 'Poststellenmitarbeiter'],
    quests: [{
      title: 'Run a mailroom for a morning of post',
      description: 'Make twenty envelopes and parcels addressed to people in a fictional office, sort them by department, log the recorded ones, and frank outgoing post at the right rates. Show the mail log.',
      plan: [
        { title: 'Design a mailroom sorting plan', description: 'Draw pigeonholes by department and decide what to do with unknown names.' },
        { title: 'Log recorded and signed-for mail', description: 'Record each tracked item with number, recipient and signature.' },
        { title: 'Spot a suspicious package', description: 'Read public mailroom guidance and list the signs of a suspicious item.' },
      ],
    }],
  },
  {
    code: '43-9061.00',
    aliases: ['office clerk', 'office junior', 'clerical assistant', 'Bürokraft', 'employé de bureau', 'oficinista', 'auxiliar administrativo'],
    quests: [{
      title: 'Clear an office in-tray in order of urgency',
      description: 'Make an in-tray of fifteen items: post, invoices, forms, phone messages and requests. Decide the order, deal with each in writing, and show your in-tray log with what you did and when.',
      plan: [
        { title: 'Rank the in-tray by urgency and importance', description: 'Place every item on a grid of urgent and important and act on the top corner first.' },
        { title: 'Write a phone message pad', description: 'Design a message slip that captures who, when, why and the callback number.' },
        { title: 'Tidy a shared office drive', description: 'Plan folder names and a naming rule for documents on a shared drive.' },
      ],
    }],
  },
  {
    code: '43-9071.00',
    aliases: ['reprographics operator', 'print room operator', 'copy room clerk'],
    quests: [{
      title: 'Plan a print job’s imposition on paper',
      description: 'Fold a sheet of A4 into an eight-page booklet, number the pages, then unfold it to see how pages must be laid out to print. Show the numbered imposition sheet.',
      plan: [
        { title: 'Learn why booklet pages print out of order', description: 'Draw the imposition for a four-page and an eight-page booklet.' },
        { title: 'Write a print job ticket', description: 'Design a ticket with copies, paper, sides, finishing and deadline.' },
        { title: 'Estimate paper for the print job', description: 'Work out sheets and reams for 200 copies of your booklet.' },
      ],
    }],
  },
  {
    code: '43-9081.00',
    aliases: ['proofreader', 'copy checker', 'Korrektor', 'Korrektorin', 'correcteur', 'correctrice', 'corrector de textos'],
    quests: [{
      title: 'Proofread a page with standard marks',
      description: 'Print a page of a local leaflet or web article and mark every error with standard proofreading marks in the margin. Show the marked page and a key to the marks you used.',
      plan: [
        { title: 'Learn ten proofreading marks', description: 'Copy the marks for delete, insert, transpose, capital and new paragraph.' },
        { title: 'Build a house style sheet for proofreading', description: 'List the spelling, number and date choices a publication follows.' },
        { title: 'Check a page against its copy', description: 'Compare a typeset page against the original text line by line.' },
      ],
    }],
  },
  {
    code: '43-9111.00',
    aliases: ['statistics assistant', 'data assistant', 'statistical clerk'],
    quests: [{
      title: 'Tabulate a public data set into a summary table',
      description: 'Find a small table from your national statistics office, clean it, and produce a summary table with totals, means and percentages. Show the table and a chart.',
      plan: [
        { title: 'Clean the public data set', description: 'Remove blank rows, fix units and note every change in a log.' },
        { title: 'Check the summary table totals', description: 'Recalculate two totals by hand to confirm the table is right.' },
        { title: 'Write a short statistical release', description: 'Write a paragraph that states what changed, by how much, without spin.' },
      ],
    }],
  },
  {
    code: '43-9111.01',
    aliases: ['bioinformatics tech', 'bioinformatics assistant'],
    quests: [{
      title: 'Search a gene sequence in a public database',
      description: 'Copy a short DNA sequence from a public gene record and run a free BLAST search on it. Show a screenshot of the top matches with notes on what the scores mean.',
      plan: [
        { title: 'Read a gene sequence record', description: 'Label the accession, organism, gene name and sequence in one record.' },
        { title: 'Compare two sequence alignments', description: 'Look at one close and one distant match and note where the letters differ.' },
        { title: 'Write a search log', description: 'Record each query, database, settings and result so it can be repeated.' },
      ],
    }],
  },
  {
    code: '43-9199.00',
    aliases: ['administrative support worker', 'admin support'],
    quests: [{
      title: 'Write a desk manual for one office routine',
      description: 'Pick one routine such as ordering stationery or booking a room, and write the step-by-step desk manual a cover worker would need. Show the manual with a screenshot or form for each step.',
      plan: [
        { title: 'Watch the office routine and note each step', description: 'Follow the routine once and note each action, form and system.' },
        { title: 'Test the desk manual on someone new', description: 'Ask a friend to follow your manual and note where they got stuck.' },
        { title: 'Add a troubleshooting page', description: 'List the three usual problems and their fixes.' },
      ],
    }],
  },
];
