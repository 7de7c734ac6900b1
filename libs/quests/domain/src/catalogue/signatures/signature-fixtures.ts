import type { SignatureEntry } from './signature';

/**
 * A few hand-written entries for the engine's tests: the tests pass these in, so they hold whatever
 * the real data files contain. They keep the data rules (signature-rules.ts) like real entries.
 */
export const FIXTURE_ENTRIES: readonly SignatureEntry[] = [
  {
    code: '29-1141.00',
    aliases: ['RN', 'Krankenschwester', 'infirmière', 'enfermera', 'ward nurse'],
    quests: [
      {
        title: 'Write a handover note for one ward bed',
        description: 'Watch a short nursing handover video and write the SBAR handover note you would give for that bed. Keep the note as a one-page summary.',
        plan: [
          { title: 'Learn the four parts of an SBAR handover', description: 'Read what situation, background, assessment and recommendation mean in a handover note.' },
          { title: 'Write a second handover note from a case', description: 'Pick a public case study and write its handover note in the SBAR order.' },
          { title: 'Ask a nurse how their shift hands over', description: 'Ask a registered nurse what a good handover sounds like and what goes wrong.' },
          { title: 'Time yourself giving a spoken handover', description: 'Record a two-minute spoken handover from your note and listen back for gaps.' },
          { title: 'Present your best handover note', description: 'Share your best note with someone and list their questions.' },
        ],
      },
      {
        title: 'Sketch a care plan for one day of recovery',
        description: 'Sketch a care plan for a patient recovering at home from a broken wrist: meals, movement and checks. Keep the sketch with a list of questions for a nurse.',
        plan: [
          { title: 'List what a care plan covers for recovery', description: 'Read a public care plan template and list its sections for a recovery at home.' },
          { title: 'Redraw your recovery plan with goals', description: 'Add one goal per day to your recovery plan and what a nurse would check.' },
          { title: 'Ask a nurse to review the plan', description: 'Show the plan to a nurse and note what they would change.' },
        ],
      },
    ],
  },
  {
    code: '23-2091.00',
    aliases: ['stenographer', 'court stenographer', 'Gerichtsstenograf'],
    quests: [
      {
        title: 'Transcribe two minutes of a court hearing',
        description: 'Play two minutes of a public court hearing and transcribe every word as fast as you can. Keep the transcript with your words-per-minute count.',
        plan: [
          { title: 'Transcribe a second hearing and time it', description: 'Transcribe another two minutes of a court hearing and compare your speed with the first.' },
          { title: 'Learn how a transcript marks speakers', description: 'Read a real court transcript and list how it marks speakers, pauses and objections.' },
          { title: 'Try a stenotype lesson online', description: 'Follow a free beginner stenotype lesson and note the chords you learned.' },
          { title: 'Present a clean transcript', description: 'Produce one clean, formatted page and show it to someone.' },
        ],
      },
    ],
  },
  {
    code: '49-9021.00',
    aliases: ['HVAC tech', 'HVAC technician', 'heating engineer'],
    quests: [
      {
        title: 'Trace how your home stays warm or cool',
        description: 'Find every vent, radiator and thermostat in your home and trace where the warm or cool air comes from. Draw a floor plan with the airflow marked.',
        plan: [
          { title: 'Label the airflow on your floor plan', description: 'Mark supply and return vents on your floor plan and where the air warms or cools.' },
          { title: 'Learn the refrigeration cycle on your floor plan', description: 'Read how compression and expansion move heat and sketch the cycle beside your plan.' },
          { title: 'Ask an HVAC technician about a service visit', description: 'Ask what they check first on a service call and list their steps.' },
        ],
      },
    ],
  },
  {
    code: '29-1051.00',
    aliases: ['chemist shop pharmacist', 'Apotheker', 'pharmacien'],
    quests: [
      {
        title: 'Read a medicine leaflet like a pharmacist',
        description: 'Take one leaflet from a medicine box at home and mark its dose, warnings and interactions. Make a one-page summary of what a pharmacist would ask you.',
        plan: [
          { title: 'Compare two medicine leaflets', description: 'Read a second leaflet and compare its warnings with the first in a table.' },
          { title: 'Learn the parts of a medicine leaflet', description: 'List the sections every leaflet must have and what each protects against.' },
          { title: 'Ask a pharmacist about counter questions', description: 'Ask what they ask before they hand over a medicine and write the questions down.' },
        ],
      },
    ],
  },
  {
    code: '17-2051.00',
    aliases: ['civil engineer', 'structural engineer', 'Bauingeniero'],
    quests: [
      {
        title: 'Load-test a paper bridge',
        description: 'Build a paper bridge between two books and load it with coins until it sags. Take a photo and note where it failed.',
        plan: [
          { title: 'Build a second paper bridge with a truss', description: 'Fold a truss into your bridge and load it with coins again.' },
          { title: 'Compare the two bridge loads in a chart', description: 'Chart the coins each bridge held and why the shape mattered.' },
          { title: 'Walk a real bridge and sketch its structure', description: 'Sketch the beams, arches or cables of a bridge near you.' },
        ],
      },
    ],
  },
];
