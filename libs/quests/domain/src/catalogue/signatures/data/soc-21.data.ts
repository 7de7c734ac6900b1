import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 21. */
export const SIGNATURES_21: readonly SignatureEntry[] = [
  {
    code: '21-1011.00',
    aliases: ['addiction counsellor', 'drug and alcohol counsellor', 'substance abuse counselor', 'Suchtberater', 'Suchtberaterin', 'addictologue', 'consejero en adicciones'],
    quests: [
      {
        title: 'Map the triggers behind one habit you want to break',
        description: 'Pick a small habit of your own, such as phone scrolling, and think back over the last few times it happened, noting the time, place, feeling and what came just before. Show the trigger log and the three commonest triggers.',
        plan: [
          { title: 'Find the pattern in the trigger log', description: 'Group the entries in your trigger log by feeling and place, and circle the situations that come up most.' },
          { title: 'Write a coping plan for each trigger', description: 'For your top three triggers, write one thing to do instead and who or what could help, as a one-page coping plan.' },
          { title: 'Learn the stages of change', description: 'Make a card for each stage of the stages-of-change model and note which stage your habit is in.' },
          { title: 'Find local recovery support', description: 'List the free support groups, helplines and services near you, with meeting times, as a resource sheet.' },
        ],
      },
    ],
  },
  {
    code: '21-1012.00',
    aliases: ['school counsellor', 'guidance counsellor', 'careers adviser', 'Berufsberater', 'Berufsberaterin', 'conseiller d\'orientation', 'orientador escolar', 'orientadora', 'school counselor', 'guidance counselor', 'career counselor'],
    quests: [
      {
        title: 'Build a careers map for one school leaver',
        description: 'Pick a school subject you enjoyed and list five jobs it leads to, with the qualifications and routes into each, from a free careers site. Show the careers map as a diagram.',
        plan: [
          { title: 'Compare two routes on the careers map', description: 'Set a university route and an apprenticeship route side by side with cost, time and pay at the end.' },
          { title: 'Interview a school leaver about choices', description: 'Ask someone who left school recently how they chose their next step and note what helped.' },
          { title: 'Plan a careers session', description: 'Write a 20-minute session plan for a class on choosing options, with one activity.' },
        ],
      },
    ],
  },
  {
    code: '21-1013.00',
    aliases: ['family therapist', 'couples therapist', 'marriage counsellor', 'Paartherapeut', 'Familientherapeut', 'thérapeute familial', 'terapeuta familiar'],
    quests: [
      {
        title: 'Draw a genogram of your family',
        description: 'Draw three generations of your family as a genogram with the standard symbols, and mark close, distant and strained relationships with different lines. Show the genogram drawing.',
        plan: [
          { title: 'Add patterns to the genogram', description: 'Mark repeating patterns across the generations in your genogram, such as jobs, moves or roles.' },
          { title: 'Learn the genogram symbols', description: 'Make a key of the standard genogram symbols for marriage, separation, closeness and conflict.' },
          { title: 'Practise a communication exercise', description: 'Try a speaker–listener exercise with a partner or friend and note what changed in how you talked.' },
        ],
      },
    ],
  },
  {
    code: '21-1014.00',
    aliases: ['mental health counsellor', 'psychotherapist', 'Psychotherapeut', 'Psychotherapeutin', 'psychothérapeute', 'psicoterapeuta'],
    quests: [
      {
        title: 'Write a wellbeing safety plan for a hard day',
        description: 'Write a personal one-page plan for a low moment: early warning signs, things that calm you, people to call and helplines. Show the plan.',
        plan: [
          { title: 'Find the helplines for the wellbeing plan', description: 'Look up your country\'s free crisis and listening lines and add their hours to your plan.' },
          { title: 'Practise a grounding exercise', description: 'Try the 5-4-3-2-1 grounding exercise and write what you noticed with each sense.' },
          { title: 'Read about a talking therapy', description: 'Summarise on one page how one talking therapy works and who it suits.' },
        ],
      },
    ],
  },
  {
    code: '21-1015.00',
    aliases: ['rehab counsellor', 'vocational rehabilitation counselor', 'Rehabilitationsberater', 'conseiller en réadaptation', 'consejero de rehabilitación'],
    quests: [
      {
        title: 'Check a workplace for reasonable adjustments',
        description: 'Pick a job you know and list its tasks, then note an adjustment for someone using a wheelchair and for someone with low vision. Show the adjustments table.',
        plan: [
          { title: 'Cost the workplace adjustments', description: 'Look up prices for each adjustment in your adjustments table and any public grant that pays for them.' },
          { title: 'Read a return-to-work plan with adjustments', description: 'Read an example return-to-work plan and list its goals, adjustments and review dates.' },
          { title: 'Write a job match', description: 'Match one person\'s made-up strengths to three jobs and explain each match.' },
        ],
      },
    ],
  },
  {
    code: '21-1019.00',
    aliases: ['counselling practitioner'],
    quests: [
      {
        title: 'Practise an active listening conversation',
        description: 'Ask a friend to talk about a decision they face and use open questions, summaries and silence instead of advice for ten minutes. Show notes on the questions that opened things up.',
        plan: [
          { title: 'Write open questions for the conversation', description: 'List ten open questions you could use in a listening conversation and sort them by what they invite.' },
          { title: 'Summarise the listening back', description: 'Write a summary of the conversation you could read back to your friend and check it with them.' },
          { title: 'Learn the limits of counselling', description: 'Write when and how a counsellor refers someone on, from a public code of ethics.' },
        ],
      },
    ],
  },
  {
    code: '21-1021.00',
    aliases: ['social worker', 'child protection worker', 'Sozialarbeiter', 'Sozialarbeiterin', 'travailleur social', 'assistante sociale', 'trabajador social', 'trabajadora social'],
    quests: [
      {
        title: 'Draw an ecomap of a family\'s support network',
        description: 'Draw an ecomap for a made-up family: the household in the middle and circles for school, work, relatives, clubs and services, with lines showing strong or stressful links. Show the ecomap drawing.',
        plan: [
          { title: 'Find the gaps in the ecomap', description: 'Mark where the family has no support and list one local service that could fill each gap.' },
          { title: 'Read a child protection guide for the family\'s school', description: 'Read your country\'s public guide on spotting a child at risk and list the signs a school or relative might see and who to tell.' },
          { title: 'Write a case note', description: 'Write a short, factual case note about a made-up home visit.' },
        ],
      },
      {
        title: 'Write a factual home-visit record from a short video',
        description: 'Watch a short training video of a home visit and write a record that keeps facts, what people said and your own view clearly apart. Show the record.',
        plan: [
          { title: 'Mark facts and opinions in the visit record', description: 'Highlight each sentence of your home-visit record as fact, quotation or professional view, and rewrite any that mix them.' },
          { title: 'List the family\'s strengths from the visit', description: 'Note three strengths of the family you saw in the video and how a plan could build on them.' },
          { title: 'Read a record-keeping standard', description: 'Read a public social work record-keeping guide and list its rules on accuracy and sharing.' },
        ],
      },
    ],
  },
  {
    code: '21-1022.00',
    aliases: ['hospital social worker', 'medical social worker', 'Krankenhaussozialarbeiter', 'assistant social hospitalier', 'trabajador social sanitario'],
    quests: [
      {
        title: 'Plan a safe hospital discharge for a patient',
        description: 'Imagine an older neighbour going home after a hip operation and list what they will need: care, equipment, meals, transport and contacts. Show the discharge checklist.',
        plan: [
          { title: 'Find the services for the discharge plan', description: 'Look up local home care, meal delivery and equipment loan services and add them to the discharge checklist.' },
          { title: 'Map the neighbour\'s support after the operation', description: 'Draw who in the neighbour\'s life could help after the operation and how often.' },
          { title: 'Write a carers\' sheet', description: 'Write a one-page guide for the family with the plan and who to call.' },
        ],
      },
    ],
  },
  {
    code: '21-1023.00',
    aliases: ['mental health social worker', 'addiction social worker', 'Sozialarbeiter in der Psychiatrie', 'travailleur social en santé mentale', 'trabajador social en salud mental'],
    quests: [
      {
        title: 'Map mental health services in your area',
        description: 'List the mental health and addiction services in your area: crisis lines, drop-ins, GP routes and community teams, with how to reach each. Show the services map.',
        plan: [
          { title: 'Trace a referral through the services map', description: 'Write the steps a person would take from first asking for help to seeing a community team.' },
          { title: 'Read the law on mental health rights', description: 'Summarise the public guide to patients\' rights under your country\'s mental health law.' },
          { title: 'Write a crisis plan template', description: 'Draft a one-page crisis plan template a worker could fill in with a client.' },
        ],
      },
    ],
  },
  {
    code: '21-1029.00',
    aliases: ['community social worker', 'Sozialpädagoge', 'Sozialpädagogin', 'éducateur spécialisé', 'educador social'],
    quests: [
      {
        title: 'Chart the local help for someone in money trouble',
        description: 'Imagine a person who cannot pay rent this month and list every free source of help in your area, from advice centres to food banks. Show the help chart.',
        plan: [
          { title: 'Rank the local help by speed', description: 'Mark which help on your chart works this week and which takes longer.' },
          { title: 'Write a letter to the landlord about the rent money', description: 'Draft a polite letter asking for a rent payment plan, naming the help you found.' },
          { title: 'Make a leaflet', description: 'Make a one-page leaflet of local help.' },
        ],
      },
    ],
  },
  {
    code: '21-1091.00',
    aliases: ['health promoter', 'health education specialist', 'Gesundheitspädagoge', 'éducateur pour la santé', 'educador para la salud'],
    quests: [
      {
        title: 'Design a health poster that changes one habit',
        description: 'Choose one health message, such as hand washing or drinking water, and design a poster with one clear action and one fact. Show the poster.',
        plan: [
          { title: 'Test the health poster on three people', description: 'Show the poster to three people and ask what they think it asks them to do.' },
          { title: 'Read the evidence behind the message', description: 'Find the public health guidance behind your message and note its source.' },
          { title: 'Plan a short workshop', description: 'Write a 20-minute session plan on the same topic for a community group.' },
        ],
      },
    ],
  },
  {
    code: '21-1092.00',
    aliases: ['probation officer', 'parole officer', 'Bewährungshelfer', 'Bewährungshelferin', 'conseiller pénitentiaire d\'insertion et de probation', 'agente de libertad condicional'],
    quests: [
      {
        title: 'Write a supervision plan for a made-up client',
        description: 'Read a public probation service guide and write a supervision plan for a made-up client leaving prison: conditions, goals, meetings and risks. Show the plan.',
        plan: [
          { title: 'Assess the client\'s needs in the supervision plan', description: 'List housing, work, health and relationships for the client and rate each need.' },
          { title: 'Find local resettlement help', description: 'List local housing, job and addiction services for the client.' },
          { title: 'Write a court report', description: 'Write a short, neutral pre-sentence style report.' },
        ],
      },
    ],
  },
  {
    code: '21-1093.00',
    aliases: ['support worker', 'case aide', 'human services assistant', 'Sozialassistent', 'aide sociale', 'auxiliar de servicios sociales'],
    quests: [
      {
        title: 'Help someone through a benefits form',
        description: 'Open a public benefits application form and write a plain-language guide to its hardest page for someone filling it in. Show the guide.',
        plan: [
          { title: 'List the documents the benefits form needs', description: 'Make a checklist of the proofs and papers the benefits form asks for.' },
          { title: 'Find the benefits help line', description: 'Note the phone number, opening times and accessible formats of the form\'s help line.' },
          { title: 'Role-play the appointment', description: 'Role-play helping a friend fill in the form and note what confused them.' },
        ],
      },
    ],
  },
  {
    code: '21-1094.00',
    aliases: ['CHW', 'health champion', 'promotor de salud', 'promotora de salud', 'agent de santé communautaire', 'Gesundheitslotse'],
    quests: [
      {
        title: 'Map health services a neighbour can walk to',
        description: 'Mark every pharmacy, GP, clinic and free health service within walking distance of your home on a map, with opening hours. Show the map.',
        plan: [
          { title: 'Check the walking map for gaps', description: 'Note which health needs have no service in walking distance.' },
          { title: 'Write a welcome sheet', description: 'Write a one-page sheet for a new neighbour listing services in plain words.' },
          { title: 'Plan a health check event', description: 'Plan a free blood pressure check at a library, with who, when and how.' },
        ],
      },
    ],
  },
  {
    code: '21-1099.00',
    aliases: ['community worker', 'community organiser', 'Gemeinwesenarbeiter', 'animateur social', 'trabajador comunitario'],
    quests: [
      {
        title: 'Plan a community meeting on one local issue',
        description: 'Pick a local issue, such as a dangerous crossing, and plan a meeting: who to invite, where, the agenda and how people can speak. Show the meeting plan.',
        plan: [
          { title: 'Survey neighbours for the meeting', description: 'Ask five neighbours what they think about the issue and note their views.' },
          { title: 'Write a flyer', description: 'Write a one-page flyer for the meeting.' },
          { title: 'Plan next steps', description: 'Write an action plan with who does what.' },
        ],
      },
    ],
  },
  {
    code: '21-2011.00',
    aliases: ['priest', 'pastor', 'vicar', 'imam', 'rabbi', 'Pfarrer', 'Pfarrerin', 'pasteur', 'prêtre', 'sacerdote', 'pastor protestante'],
    quests: [
      {
        title: 'Write a short address for a community gathering',
        description: 'Choose a theme such as gratitude or welcome and write a three-minute address with one story and one reading for a community gathering. Show the script.',
        plan: [
          { title: 'Practise the address aloud', description: 'Read the address aloud, time it and mark the pauses.' },
          { title: 'Plan an order of service', description: 'Write an order of service for a short gathering: welcome, reading, address, music and blessing.' },
          { title: 'Visit a place of worship', description: 'Attend an open service or open day and note how the service was led.' },
        ],
      },
    ],
  },
  {
    code: '21-2021.00',
    aliases: ['religious education director', 'youth minister', 'Gemeindereferent', 'Gemeindereferentin', 'animateur pastoral', 'coordinador de catequesis'],
    quests: [
      {
        title: 'Plan a faith education session for children',
        description: 'Choose a story from a religious tradition and plan a 30-minute session for children with a retelling, an activity and a question. Show the session plan.',
        plan: [
          { title: 'Write the activity for the session', description: 'Write clear steps and a materials list for the session\'s activity.' },
          { title: 'Plan a term', description: 'Outline a term of sessions with a theme for each week.' },
          { title: 'Write a safeguarding checklist', description: 'List safeguarding steps for running children\'s sessions.' },
        ],
      },
    ],
  },
  {
    code: '21-2099.00',
    aliases: ['chaplain', 'lay minister', 'Seelsorger', 'aumônier', 'capellán'],
    quests: [
      {
        title: 'Write a reflection for a hospital chaplaincy',
        description: 'Write a short, non-denominational reflection suitable for a hospital waiting room, in under 150 words. Show the reflection on one page.',
        plan: [
          { title: 'Test the reflection on a friend', description: 'Read the reflection to a friend of a different faith and note what landed.' },
          { title: 'Learn what a chaplain does', description: 'Read a hospital chaplaincy page and list its services.' },
          { title: 'Plan a quiet room', description: 'Sketch a quiet room layout for people of all faiths.' },
        ],
      },
    ],
  },
];
