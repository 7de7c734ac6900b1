import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 31. */
export const SIGNATURES_31: readonly SignatureEntry[] = [
  {
    code: '31-1011.00',
    aliases: ['care worker', 'domiciliary carer', 'HHA', 'Altenpfleger', 'Altenpflegerin', 'aide à domicile', 'auxiliar de ayuda a domicilio'],
    quests: [
      {
        title: 'Make a home safe for an older person',
        description: 'Walk through your own home as a home health aide would and list every fall hazard: loose rugs, poor lighting, cables and steps. Show the hazard checklist with a fix for each.',
        plan: [
          { title: 'Rate each fall hazard on the checklist', description: 'Score each hazard by how likely and how serious a fall would be and put them in order.' },
          { title: 'Plan a care visit for a fall-prone client', description: 'Write a one-page visit plan: arrival checks for hazards, meal, hygiene help and notes for the family.' },
          { title: 'Write a care log entry', description: 'Write a clear care log entry for an invented visit, with times and what you saw.' },
        ],
      },
    ],
  },
  {
    code: '31-1013.00',
    aliases: ['mental health support worker', 'psychiatric nursing assistant', 'Pflegehelfer Psychiatrie'],
    quests: [
      {
        title: 'Practise calming words for a distressed patient',
        description: 'Read a free de-escalation guide and write a script of calm phrases, body positions and what to avoid when someone on a ward is upset. Show the script.',
        plan: [
          { title: 'Role-play the calming script', description: 'Practise the calming phrases aloud with a friend and note which felt natural.' },
          { title: 'Write an observation note for the ward', description: 'Write a factual ward observation note about an invented patient\'s mood and behaviour.' },
          { title: 'Learn the ward routine', description: 'Write a day\'s ward routine from a mental health trust\'s public information.' },
        ],
      },
    ],
  },
  {
    code: '31-1014.00',
    aliases: ['CNA', 'nurse aide', 'healthcare assistant', 'HCA', 'Pflegehelfer', 'Pflegehelferin', 'aide-soignant', 'aide-soignante', 'auxiliar de enfermería'],
    quests: [
      {
        title: 'Make an occupied-style hospital bed corner',
        description: 'Make a bed with a flat sheet using hospital corners, following a nursing assistant skills video step by step. Show a photo of the finished corners and the step list.',
        plan: [
          { title: 'Time the hospital corners', description: 'Remake the bed three times and record your time and neatness.' },
          { title: 'Take your own vital signs', description: 'Count your own pulse and breathing rate at rest and after stairs, and chart them as a nursing assistant would.' },
          { title: 'Write a shift report', description: 'Write a handover note for an invented resident.' },
        ],
      },
    ],
  },
  {
    code: '31-1015.00',
    aliases: ['hospital porter', 'patient transporter', 'Krankenhaustransporteur', 'brancardier', 'celador'],
    quests: [
      {
        title: 'Plan a patient\'s route through a hospital',
        description: 'Find a public hospital map and plan the route to move a patient in a wheelchair from a ward to X-ray and back, noting lifts, doors and handover points. Show the route map.',
        plan: [
          { title: 'Time the hospital route', description: 'Estimate the time each leg of the route takes and the total.' },
          { title: 'Write the handover for the route', description: 'Write what you tell the receiving department about the patient.' },
          { title: 'Learn safe pushing', description: 'Watch a manual handling video and list its wheelchair rules.' },
        ],
      },
    ],
  },
  {
    code: '31-2011.00',
    aliases: ['OTA', 'COTA', 'OT assistant', 'Ergotherapie-Assistent', 'assistant en ergothérapie'],
    quests: [
      {
        title: 'Break making a cup of tea into therapy steps',
        description: 'Make a cup of tea and write down every step, then mark which steps need grip, reach, memory or balance, as an occupational therapy assistant would in an activity analysis. Show the analysis table.',
        plan: [
          { title: 'Adapt the tea-making steps', description: 'For each hard step, suggest an aid such as a kettle tipper or a perching stool.' },
          { title: 'Find the adaptive aids', description: 'Find three daily living aids from a free therapy catalogue and price them.' },
          { title: 'Plan a therapy session', description: 'Write a session plan for practising one kitchen task.' },
        ],
      },
    ],
  },
  {
    code: '31-2012.00',
    aliases: ['OT aide', 'occupational therapy helper', 'rehab aide'],
    quests: [
      {
        title: 'Set up a therapy room for a fine-motor session',
        description: 'Gather household items such as pegs, buttons and putty and lay out a fine-motor practice station with a card for each task. Show a photo of the station and the cards.',
        plan: [
          { title: 'Grade the fine-motor tasks', description: 'Put the tasks in order from easiest to hardest.' },
          { title: 'Clean and restock the station', description: 'Write the cleaning and restock checklist for the station.' },
          { title: 'Keep an equipment log', description: 'Make a log of items lent out and returned.' },
        ],
      },
    ],
  },
  {
    code: '31-2021.00',
    aliases: ['PTA', 'physio assistant', 'physiotherapy assistant', 'Physiotherapie-Assistent', 'assistant de kinésithérapie', 'asistente de fisioterapia'],
    quests: [
      {
        title: 'Write a home exercise sheet for knee strength',
        description: 'Find three knee-strengthening exercises from a public physiotherapy leaflet and write a home exercise sheet with stick figures, sets and reps. Show the one-page exercise sheet.',
        plan: [
          { title: 'Try the knee exercises yourself', description: 'Do each exercise and note where the instructions were unclear.' },
          { title: 'Track progress on the exercise sheet', description: 'Add a weekly progress chart to the sheet.' },
          { title: 'Learn gait terms', description: 'Watch a gait video and label the phases of walking.' },
        ],
      },
    ],
  },
  {
    code: '31-2022.00',
    aliases: ['physio aide', 'PT aide', 'rehab assistant', 'Physiotherapie-Helfer'],
    quests: [
      {
        title: 'Prepare a physiotherapy gym for a clinic session',
        description: 'Sketch a physio gym layout with parallel bars, steps, mats and plinths, and write the set-up and cleaning checklist between patients. Show the sketch and checklist.',
        plan: [
          { title: 'List the physiotherapy gym equipment', description: 'Name each piece and what it is used for.' },
          { title: 'Write the cleaning routine', description: 'Write the wipe-down routine between patients.' },
          { title: 'Log equipment faults', description: 'Make a fault log for broken kit.' },
        ],
      },
    ],
  },
  {
    code: '31-9011.00',
    aliases: ['masseur', 'masseuse', 'LMT', 'Masseurin', 'massothérapeute', 'masajista'],
    quests: [
      {
        title: 'Map the muscles of the back on a diagram',
        description: 'Draw the back and label the trapezius, latissimus dorsi, rhomboids and erector spinae with the direction of their fibres. Show the labelled diagram.',
        plan: [
          { title: 'Trace the back muscles on yourself', description: 'Find each back muscle on yourself by moving and feeling where it works.' },
          { title: 'Learn the massage strokes', description: 'Watch a training video and describe effleurage, petrissage and tapotement and how each follows the muscle fibres.' },
          { title: 'Write a client intake form', description: 'Write a consultation form with health questions and consent.' },
        ],
      },
    ],
  },
  {
    code: '31-9091.00',
    aliases: ['dental nurse', 'dental chairside assistant', 'Zahnarzthelferin', 'ZFA', 'assistante dentaire', 'asistente dental', 'auxiliar de clínica dental'],
    quests: [
      {
        title: 'Chart a mouth with the tooth numbering system',
        description: 'Learn the FDI or universal tooth numbering system and fill in a blank dental chart for your own teeth, marking fillings you know of. Show the chart.',
        plan: [
          { title: 'Label the tooth surfaces on the chart', description: 'Add the five surfaces of a molar to the chart.' },
          { title: 'Lay out the dental tray', description: 'Draw the standard tray set-up for a check-up with each instrument named.' },
          { title: 'Learn infection control', description: 'Write the decontamination steps for instruments from public guidance.' },
        ],
      },
    ],
  },
  {
    code: '31-9092.00',
    aliases: ['doctor\'s assistant', 'clinical assistant', 'Medizinische Fachangestellte', 'MFA'],
    quests: [
      {
        title: 'Take and record your own vital signs',
        description: 'Measure your own pulse, breathing rate and temperature, and record them on a vital signs chart with the normal ranges. Show the chart.',
        plan: [
          { title: 'Repeat the vital signs at three times', description: 'Measure after rest, after walking and in the evening and compare.' },
          { title: 'Write a patient intake form', description: 'Write the intake form a clinic uses for a new patient, with a vital signs section.' },
          { title: 'Learn medical terms', description: 'Make ten cards of common medical abbreviations.' },
        ],
      },
    ],
  },
  {
    code: '31-9093.00',
    aliases: ['sterile processing technician', 'SPD tech', 'decontamination technician', 'Sterilgutassistent', 'agent de stérilisation', 'técnico de esterilización'],
    quests: [
      {
        title: 'Assemble a surgical instrument tray from pictures',
        description: 'Find a free surgical instrument guide and draw the layout of a basic tray, naming each instrument and its place. Show the tray diagram.',
        plan: [
          { title: 'Learn the instrument names on the tray', description: 'Make flashcards of the tray instruments and test yourself.' },
          { title: 'Trace the decontamination cycle', description: 'Draw the loop an instrument follows from dirty to clean, pack, sterilise and store.' },
          { title: 'Write a tray checklist', description: 'Write the count sheet used to check a tray.' },
        ],
      },
    ],
  },
  {
    code: '31-9094.00',
    aliases: ['medical typist', 'healthcare documentation specialist', 'medizinische Schreibkraft', 'transcripteur médical', 'transcriptor médico'],
    quests: [
      {
        title: 'Transcribe a doctor\'s dictation sample',
        description: 'Find a free medical dictation practice audio and transcribe it, marking terms you had to look up. Show the transcript with a glossary.',
        plan: [
          { title: 'Check the transcript\'s medical terms', description: 'Check each term in a medical dictionary and correct the spelling.' },
          { title: 'Format the transcript as a letter', description: 'Lay out the dictation as a clinic letter.' },
          { title: 'Build speed', description: 'Time yourself on two more dictations.' },
        ],
      },
    ],
  },
  {
    code: '31-9095.00',
    aliases: ['pharmacy assistant', 'pharmacy counter assistant', 'PKA', 'Pharmazeutisch-kaufmännische Angestellte'],
    quests: [
      {
        title: 'Organise a pharmacy shelf by category',
        description: 'Visit a pharmacy and note how the over-the-counter shelves are grouped, then draw a shelf plan and list the questions staff ask before selling a cold remedy. Show the shelf plan.',
        plan: [
          { title: 'Learn the pharmacy sales questions', description: 'Write out the standard questions for selling over-the-counter remedies.' },
          { title: 'Check stock dates on the shelf', description: 'List how you would rotate stock by expiry date.' },
          { title: 'Write a till script', description: 'Write what to say when a customer needs the pharmacist.' },
        ],
      },
    ],
  },
  {
    code: '31-9096.00',
    aliases: ['vet assistant', 'kennel assistant', 'animal care assistant', 'Tierarzthelfer', 'Tierarzthelferin', 'ASV', 'asistente veterinario'],
    quests: [
      {
        title: 'Write a kennel care sheet for a dog\'s stay',
        description: 'Ask a dog owner you know about their dog\'s routine and write a kennel care sheet with feeding, walks, behaviour notes and warning signs. Show the care sheet.',
        plan: [
          { title: 'Learn the normal signs for the care sheet', description: 'Add a dog\'s normal temperature, pulse and breathing range from a vet guide.' },
          { title: 'Plan kennel cleaning', description: 'Write the daily kennel cleaning routine.' },
          { title: 'Learn body language', description: 'Make a chart of dog body language signs.' },
        ],
      },
    ],
  },
  {
    code: '31-9097.00',
    aliases: ['blood drawer', 'phlebotomy technician', 'technicien de prélèvement', 'flebotomista'],
    quests: [
      {
        title: 'Learn the order of draw for blood tubes',
        description: 'Find a public phlebotomy guide and make a colour-coded card of the order of draw, with each tube\'s cap colour and what test it is for. Show the card.',
        plan: [
          { title: 'Memorise the order of draw', description: 'Test yourself on the colour order until you get it right three times.' },
          { title: 'Label a sample correctly', description: 'Write a specimen label for a blood tube with the required fields.' },
          { title: 'Learn the veins of the arm', description: 'Draw the arm and label the main veins used.' },
        ],
      },
    ],
  },
  {
    code: '31-9099.00',
    aliases: ['healthcare support worker', 'clinical support worker', 'HCSW'],
    quests: [
      {
        title: 'Plan a hand hygiene audit of a waiting room',
        description: 'Visit a public waiting area and note where hand gel, signs and bins are, then draw a layout with improvements. Show the layout and audit notes.',
        plan: [
          { title: 'Write a hand hygiene audit checklist', description: 'List what an infection control auditor checks.' },
          { title: 'Practise the hand wash steps', description: 'Follow the WHO handwash steps, time them and add them to the audit notes.' },
          { title: 'Make a poster', description: 'Design a handwash poster for the waiting room.' },
        ],
      },
    ],
  },
  {
    code: '31-9099.01',
    aliases: ['SLPA', 'speech therapy assistant', 'speech and language therapy assistant', 'Logopädie-Assistent'],
    quests: [
      {
        title: 'Make a picture card set for a speech sound',
        description: 'Pick one speech sound such as /s/ and make picture cards of words with it at the start, middle and end. Show the card set.',
        plan: [
          { title: 'Plan a speech sound game', description: 'Write a game using the cards for a child.' },
          { title: 'Record the speech sound accuracy', description: 'Make a data sheet to record correct and incorrect attempts.' },
          { title: 'Learn the mouth positions', description: 'Draw where the tongue sits for /s/ and /t/.' },
        ],
      },
    ],
  },
  {
    code: '31-9099.02',
    aliases: ['endoscopy tech', 'GI tech', 'endoscopy assistant', 'Endoskopie-Assistent', 'technicien en endoscopie'],
    quests: [
      {
        title: 'Trace the cleaning cycle of an endoscope',
        description: 'Watch a public endoscope reprocessing video and draw a flowchart of each step from bedside clean to storage. Show the flowchart.',
        plan: [
          { title: 'Label the parts of an endoscope', description: 'Draw an endoscope and label the channels and controls.' },
          { title: 'Write a reprocessing checklist', description: 'Turn the flowchart into a checklist with sign-off boxes.' },
          { title: 'Learn the procedure room set-up', description: 'Sketch a procedure room layout.' },
        ],
      },
    ],
  },
];
