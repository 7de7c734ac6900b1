import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 23. */
export const SIGNATURES_23: readonly SignatureEntry[] = [
  {
    code: '23-1011.00',
    aliases: ['lawyer', 'attorney', 'solicitor', 'barrister', 'advocate', 'Rechtsanwalt', 'Rechtsanwältin', 'Anwalt', 'avocat', 'avocate', 'abogado', 'abogada'],
    quests: [
      {
        title: 'Brief a real court judgment in one page',
        description: 'Find a short published judgment from a free case law website. Write a one-page case brief with the facts, the legal question, the decision and the reasoning, and show it.',
        plan: [
          { title: 'Read the judgment and mark the facts', description: 'Highlight the facts of the case and the question the court had to answer.' },
          { title: 'Write the case brief\'s holding', description: 'State in two sentences what the court decided and why.' },
          { title: 'Watch a court hearing', description: 'Sit in the public gallery of a local court or watch a streamed hearing and note how each side argues.' },
          { title: 'Draft a short client letter', description: 'Explain in plain words what the judgment would mean for a client in a similar position.' },
          { title: 'Argue the other side', description: 'Write the three best points the losing party could have made.' },
        ],
      },
      {
        title: 'Draft a simple contract between two neighbours',
        description: 'Pick a small deal between neighbours, such as sharing a lawnmower. Draft a one-page contract with the parties, the promises each makes, payment and what happens if it goes wrong, and show it.',
        plan: [
          { title: 'List the contract\'s essential terms', description: 'Note offer, acceptance, consideration and the parties\' promises.' },
          { title: 'Draft the contract clauses', description: 'Write each clause in plain, precise words and number them.' },
          { title: 'Spot the loopholes', description: 'Read your contract as the other side\'s lawyer and mark three weak points.' },
          { title: 'Compare with a real template', description: 'Read a free sample agreement and note what you left out.' },
        ],
      },
    ],
  },
  {
    code: '23-1012.00',
    aliases: ['law clerk', 'judge\'s clerk', 'judicial assistant', 'judicial clerk'],
    quests: [
      {
        title: 'Write a bench memo on a short appeal',
        description: 'Pick a short appeal judgment from a free case law site and read only the parties\' arguments. Write a one-page bench memo for the judge setting out the issue, each side\'s points and your recommendation, then compare it with the real result.',
        plan: [
          { title: 'Summarise the appeal\'s arguments', description: 'List each party\'s main points in the appeal in plain words.' },
          { title: 'Find the rule the appeal turns on', description: 'Look up the statute or earlier case the judgment relies on and quote the key line.' },
          { title: 'Check the citations', description: 'Check that every case cited in your memo is quoted accurately.' },
          { title: 'Compare the memo with the judgment', description: 'Note where your recommendation matched the court and where it did not.' },
        ],
      },
    ],
  },
  {
    code: '23-1021.00',
    aliases: ['administrative law judge', 'hearing officer', 'tribunal judge', 'adjudicator'],
    quests: [
      {
        title: 'Decide a parking appeal from the evidence',
        description: 'Read a sample parking or benefits appeal decision published by a tribunal. Note the evidence each side gave and write a short decision of your own with reasons, and show the notes.',
        plan: [
          { title: 'List the appeal\'s evidence', description: 'Note each piece of evidence in the appeal and who relied on it.' },
          { title: 'Apply the rule to the evidence', description: 'Find the regulation the tribunal used and write how it applies to the facts.' },
          { title: 'Write reasons for the decision', description: 'Draft your decision in plain words a member of the public could follow.' },
          { title: 'Watch a tribunal hearing', description: 'Watch a public tribunal hearing or recording and note how the judge runs it.' },
        ],
      },
    ],
  },
  {
    code: '23-1022.00',
    aliases: ['mediator', 'arbitrator', 'conciliator', 'Schlichter', 'médiateur', 'médiatrice', 'mediador', 'mediadora'],
    quests: [
      {
        title: 'Map both sides of a neighbour dispute',
        description: 'Take a common dispute, such as a fence, noise or a shared bin. Write each side\'s position and their underlying interests in two columns, and show a list of three options both could accept.',
        plan: [
          { title: 'Separate positions from interests in the dispute', description: 'For each side, note what they demand and why they really want it.' },
          { title: 'Draft opening words for a mediation', description: 'Write how you would open a mediation: your role, the ground rules and confidentiality.' },
          { title: 'Generate options for agreement', description: 'List options that meet both sides\' interests and mark which each would accept.' },
          { title: 'Write a short settlement note', description: 'Draft a one-page agreement with who does what and by when.' },
        ],
      },
    ],
  },
  {
    code: '23-1023.00',
    aliases: ['judge', 'magistrate', 'justice of the peace', 'Richter', 'Richterin', 'juge', 'juez', 'jueza'],
    quests: [
      {
        title: 'Trace how a judge reached a sentence',
        description: 'Watch a televised court sentencing or read a sentencing remarks page published by a court. Write a one-page summary of the facts, the law applied and how the sentence was reached, and show it.',
        plan: [
          { title: 'Read published sentencing remarks and note the facts', description: 'List the facts the judge treated as aggravating and mitigating.' },
          { title: 'Look up the sentencing guideline', description: 'Find the guideline the judge used and trace the steps to the sentence.' },
          { title: 'Sit in the public gallery', description: 'Watch a magistrates\' or local court session and note how the bench manages the room.' },
          { title: 'Write a jury direction', description: 'Draft a short direction explaining the burden of proof in plain words.' },
        ],
      },
    ],
  },
  {
    code: '23-2011.00',
    aliases: ['paralegal', 'legal assistant', 'assistant juridique', 'asistente legal'],
    quests: [
      {
        title: 'Build a chronology from a stack of documents',
        description: 'Gather ten dated household papers such as letters, receipts and emails. Put them in date order in a chronology table with date, document, what it shows and a bundle page number, and show the table.',
        plan: [
          { title: 'Index the documents by date', description: 'Give each document a number and list them in date order.' },
          { title: 'Write the chronology of events', description: 'Turn the index into a table of what happened on each date and which document proves it.' },
          { title: 'Prepare a court bundle index', description: 'Lay out the documents as a paginated bundle with a contents page.' },
          { title: 'Draft a standard letter', description: 'Write a letter before action template with the facts and the deadline for a reply.' },
        ],
      },
    ],
  },
  {
    code: '23-2091.00',
    aliases: ['court stenographer', 'stenographer', 'stenotypist', 'Gerichtsstenograf', 'sténographe judiciaire', 'taquígrafo judicial', 'estenotipista'],
    quests: [
      {
        title: 'Transcribe a minute of courtroom speech at speed',
        description: 'Play a one-minute clip of a court hearing or debate and type what each speaker says, without pausing. Compare your transcript with a slower second pass, count your words per minute and errors, and show the transcript.',
        plan: [
          { title: 'Transcribe speech and count words per minute', description: 'Type a one-minute speech clip and work out your speed and accuracy.' },
          { title: 'Format a verbatim transcript', description: 'Lay out the transcript with speaker labels, page and line numbers, as a court transcript does.' },
          { title: 'Learn steno briefs', description: 'Read about steno theory and make a card of ten short forms for common legal phrases.' },
          { title: 'Practise with a free steno trainer', description: 'Use a free open steno practice tool with a keyboard and log your scores over three sessions.' },
        ],
      },
    ],
  },
  {
    code: '23-2093.00',
    aliases: ['title examiner', 'title searcher', 'abstractor', 'title abstractor'],
    quests: [
      {
        title: 'Trace a property\'s ownership in public records',
        description: 'Use a free land registry or county records search to find one property near you. Note its owners, sale dates, mortgages and any covenants you can see, and show a short chain-of-title list.',
        plan: [
          { title: 'Search the property\'s public records', description: 'Find the property\'s title or deed record and note the current owner.' },
          { title: 'Build the chain of title', description: 'List each transfer of ownership with date and parties as far back as the records go.' },
          { title: 'Spot liens and easements', description: 'Note any mortgage, charge, right of way or covenant on the title.' },
          { title: 'Write a title summary', description: 'Write a one-page report a buyer\'s lawyer could use.' },
        ],
      },
    ],
  },
  {
    code: '23-2099.00',
    aliases: ['legal support worker', 'court clerk', 'process server', 'legal researcher'],
    quests: [
      {
        title: 'Fill in a small claims form for a made-up case',
        description: 'Open the free small claims form from your court service and read its guidance notes. Fill it in for a made-up unpaid bill and show the finished form.',
        plan: [
          { title: 'Read the small claims guidance', description: 'Note the fee, the time limits and what evidence the court wants.' },
          { title: 'Fill in the claim form', description: 'Complete each box for the made-up claim, with a clear statement of the facts.' },
          { title: 'List the evidence', description: 'Write the list of documents you would attach to prove the claim.' },
          { title: 'Plan serving the claim', description: 'Write how the claim is served on the other party and the deadlines that follow.' },
        ],
      },
    ],
  },
];
