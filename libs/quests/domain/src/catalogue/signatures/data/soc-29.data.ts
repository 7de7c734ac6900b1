import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 29. */
export const SIGNATURES_29: readonly SignatureEntry[] = [
  {
    code: '29-1011.00',
    aliases: ['chiropractor', 'chiro', 'Chiropraktiker', 'chiropracteur', 'quiropráctico', 'quiropráctica'],
    quests: [
      {
        title: 'Map the spine on a posture photo',
        description: 'Stand side-on to a mirror or ask a friend to photograph you, and mark the ear, shoulder, hip, knee and ankle on the photo. Draw the plumb line a chiropractor uses in a posture check and note where each point sits, then keep the annotated photo.',
        plan: [
          { title: 'Learn the curves of the spine', description: 'Sketch the cervical, thoracic and lumbar curves from a free anatomy chart and label the number of vertebrae in each.' },
          { title: 'Compare two posture photos', description: 'Photograph your own posture sitting at a desk and standing, mark the plumb line on both, and write what changes.' },
          { title: 'Read how chiropractors are regulated', description: "Find your country's chiropractic regulator and list what a chiropractor may and may not do there." },
          { title: 'Write a desk-posture page', description: 'Turn what you found into a one-page desk set-up guide: screen height, chair, feet, breaks.' },
        ],
      },
    ],
  },
  {
    code: '29-1021.00',
    aliases: ['dentist', 'dental surgeon', 'Zahnarzt', 'Zahnärztin', 'dentiste', 'dentista'],
    quests: [
      {
        title: 'Chart your own teeth the way a dentist does',
        description: 'Learn the tooth-numbering system used on dental charts (FDI or Universal) from a free diagram. Look in a mirror, count your own teeth and fill in a blank dental chart with the numbers and any fillings you can see.',
        plan: [
          { title: 'Learn the tooth-numbering system', description: 'Copy the FDI quadrant grid and write which number belongs to each incisor, canine, premolar and molar.' },
          { title: 'Name the five surfaces of a tooth', description: 'Label mesial, distal, buccal, lingual and occlusal on a sketch of one molar from your dental chart.' },
          { title: 'Time a proper brushing', description: 'Brush with a timer for two minutes, quadrant by quadrant, and note which areas you usually rush.' },
          { title: 'Ask a dental nurse about a clinic day', description: 'Ask someone who works in a dental practice how a check-up runs, and keep notes.' },
        ],
      },
      {
        title: 'Sort the teeth of a dental model by job',
        description: 'Sketch an adult set of teeth as a horseshoe and colour the incisors, canines, premolars and molars differently. Write beside each group what it does when you eat an apple and a piece of bread, and keep the coloured arch.',
        plan: [
          { title: 'Count the teeth in each group of the arch', description: 'Count your own incisors, canines, premolars and molars in a mirror and compare with the 32 of a full adult set.' },
          { title: 'Compare baby and adult teeth', description: 'Draw the 20 baby teeth beside the adult arch and mark which come through first.' },
          { title: 'Read a check-up recall leaflet', description: 'Note how often a dentist recalls adults and children and what decides the interval.' },
          { title: "Write a child's visit story", description: 'Write a short story that prepares a child for their first dental visit.' },
        ],
      },
    ],
  },
  {
    code: '29-1022.00',
    aliases: ['oral surgeon', 'maxillofacial surgeon', 'OMFS', 'Kieferchirurg', 'chirurgien maxillo-facial', 'cirujano maxilofacial'],
    quests: [
      {
        title: 'Trace the jaw on a panoramic X-ray',
        description: 'Open a free teaching image of a dental panoramic X-ray (an OPG) and trace the jaw outline, the teeth, and the wisdom teeth on a printout or screen photo. Label where the nerve canal runs under the lower teeth, as oral surgeons check it before removing a wisdom tooth.',
        plan: [
          { title: 'Label the bones of the jaw', description: 'Sketch the mandible and maxilla from an anatomy chart and label the condyle, ramus, angle and the nerve canal.' },
          { title: 'Find impacted wisdom teeth on a panoramic X-ray', description: 'Look at three teaching OPGs and sketch how each wisdom tooth sits: upright, tilted or sideways.' },
          { title: 'Read a consent leaflet for wisdom tooth removal', description: "Find a hospital's public leaflet and list the risks it explains in plain words." },
          { title: 'Write up one case', description: 'Make a one-page note on one teaching case: the image, what you traced, and what the surgeon planned.' },
        ],
      },
    ],
  },
  {
    code: '29-1023.00',
    aliases: ['orthodontist', 'braces dentist', 'Kieferorthopäde', 'Kieferorthopädin', 'orthodontiste', 'ortodoncista'],
    quests: [
      {
        title: 'Classify a bite the way an orthodontist does',
        description: "Learn Angle's three classes of bite from a free diagram. Look at your own side teeth in a mirror, decide which class your bite is closest to, and sketch it with the upper and lower first molars marked.",
        plan: [
          { title: "Sketch Angle's three classes of bite", description: 'Draw Class I, II and III side by side, showing where the upper molar cusp meets the lower molar.' },
          { title: 'Measure overjet and overbite with a ruler', description: 'Use a mirror and a ruler to estimate how far your upper front teeth sit in front of and over the lower ones, and record it.' },
          { title: 'Compare braces and clear aligners', description: 'Make a table of how fixed braces and aligners move teeth, how long they are worn and how they are cleaned.' },
          { title: 'Draw a treatment timeline', description: 'Sketch the stages of a typical brace treatment, from records to retainers, on one page.' },
        ],
      },
    ],
  },
  {
    code: '29-1024.00',
    aliases: ['prosthodontist', 'denture specialist', 'prostodoncista'],
    quests: [
      {
        title: 'Design a bridge for a missing tooth',
        description: 'Sketch a row of teeth with one gap and draw how a prosthodontist would fill it with a bridge, an implant crown or a partial denture. Label the abutments and the pontic on your drawing and list one reason to choose each option.',
        plan: [
          { title: 'Learn the parts of a dental bridge', description: 'Label abutment, pontic and connector on a free diagram of a three-unit bridge.' },
          { title: 'Compare crown materials', description: 'Make a table of metal, porcelain-fused-to-metal and zirconia crowns: look, strength and where each is used.' },
          { title: 'Take a bite print in an apple', description: 'Bite once into an apple and sketch the print your teeth leave, as a dental impression records them.' },
          { title: "Write a patient's choice sheet", description: 'Write a one-page comparison a patient could read when deciding between a bridge and an implant.' },
        ],
      },
    ],
  },
  {
    code: '29-1029.00',
    aliases: ['endodontist', 'periodontist', 'paediatric dentist', 'dental specialist'],
    quests: [
      {
        title: 'Draw inside a tooth for a root canal',
        description: 'Sketch a cross-section of a molar from a free anatomy image and label enamel, dentine, pulp chamber, root canals and the gum line. Mark where an endodontist works and where a periodontist works, and keep the labelled diagram.',
        plan: [
          { title: 'Label the layers of a tooth', description: 'Copy a tooth cross-section and label enamel, dentine, cementum and pulp, with one line on what each does.' },
          { title: 'Read a gum-health chart for the tooth', description: 'Find a periodontal chart example and note what pocket depths in millimetres mean for healthy and inflamed gums.' },
          { title: 'List the dental specialties', description: 'Make a table of the recognised dental specialties where you live and the work each one does.' },
          { title: 'Make a child-friendly tooth poster', description: 'Draw a poster a paediatric dentist could hang up, explaining baby teeth and adult teeth.' },
        ],
      },
    ],
  },
  {
    code: '29-1031.00',
    aliases: ['dietitian', 'dietician', 'nutritionist', 'Ernährungsberater', 'Diätassistentin', 'diététicien', 'diététicienne', 'nutricionista'],
    quests: [
      {
        title: 'Read three food labels like a dietitian',
        description: "Take three packaged foods from your kitchen and copy the per-100-g values for energy, fat, saturates, sugars, salt and fibre into a table. Colour each value by the traffic-light thresholds your country's food standards use and note which food you would swap.",
        plan: [
          { title: 'Learn the traffic-light label thresholds', description: "Write down your food standards agency's green, amber and red limits for fat, saturates, sugars and salt per 100 g." },
          { title: 'Compare labels across a food aisle', description: 'Photograph five breakfast cereal labels in a shop and rank them by sugars and fibre.' },
          { title: 'Plan a balanced plate', description: 'Sketch one day of meals on a plate model (half vegetables, a quarter protein, a quarter starch) and check it against the national guide.' },
          { title: 'Write a one-page food diary review', description: 'Keep a three-day food diary, then review it against the guide and list two realistic changes.' },
        ],
      },
      {
        title: 'Plan a day of meals on the Eatwell plate',
        description: "Draw your national food guide's plate and plan one day's breakfast, lunch, dinner and snacks to fit its proportions. Add the fibre and fruit-and-vegetable count and keep the meal plan.",
        plan: [
          { title: "Learn the food guide's portions", description: "Copy the plate's five groups with their share of the day's food." },
          { title: "Cost the day's meal plan", description: 'Price each meal at a local shop and total the day.' },
          { title: 'Adapt the plan for a vegetarian', description: 'Swap the protein in each meal and check the plan still fits.' },
          { title: 'Write a one-page handout', description: 'Turn the plan into a handout a dietitian could give to a client.' },
        ],
      },
    ],
  },
  {
    code: '29-1041.00',
    aliases: ['optometrist', 'Optometristin', 'optométriste', 'optometrista'],
    quests: [
      {
        title: 'Make and read a home eye chart',
        description: 'Print a free Snellen or LogMAR chart, fix it at the distance printed on it, and read it with each eye covered in turn. Record the smallest line each eye reads as the fraction an optometrist writes down, and keep the score sheet.',
        plan: [
          { title: 'Learn what 6/6 and 20/20 mean', description: 'Write a short note on how the Snellen fraction works and what the two numbers stand for.' },
          { title: 'Test near vision with a reading card', description: 'Print a near-reading card and record the smallest print you read at 40 cm, with and without good light.' },
          { title: 'Read a glasses prescription', description: 'Find an example prescription and explain sphere, cylinder, axis and add in your own words.' },
          { title: 'Ask an optometrist about an eye exam', description: 'Ask an optometrist or optical assistant which tests a routine exam includes and keep notes.' },
        ],
      },
      {
        title: 'Check your colour vision with an Ishihara plate',
        description: 'Open a free online set of Ishihara-style colour plates and note the number you see on each, in good daylight. Compare your answers with the key and write what an optometrist would record.',
        plan: [
          { title: 'Learn how the colour vision plates work', description: 'Note how the dots hide a number for people with common colour deficiencies.' },
          { title: 'Compare colour plates on two screens', description: 'Repeat the test on a phone and a laptop and note any differences.' },
          { title: 'Read about colour vision at work', description: 'List jobs with colour vision standards, such as pilots and electricians.' },
          { title: 'Make a colour-safe chart', description: 'Redraw a chart so it reads clearly without colour, using patterns.' },
        ],
      },
    ],
  },
  {
    code: '29-1051.00',
    aliases: ['pharmacist', 'druggist', 'Apotheker', 'Apothekerin', 'pharmacien', 'pharmacienne', 'farmacéutico', 'farmacéutica'],
    quests: [
      {
        title: 'Read a medicine leaflet the way a pharmacist does',
        description: 'Take the patient leaflet from a common over-the-counter box at home (without opening the blister), and find the sections on who should not take it, interactions, and side effects. Summarise each section in one line on a card a customer could understand.',
        plan: [
          { title: 'Learn the sections of a patient leaflet', description: 'List the standard headings of a patient information leaflet and what each tells the reader.' },
          { title: 'Compare two leaflets for interactions', description: 'Read two leaflets for common painkillers and note which ones should not be combined and why.' },
          { title: "Study a pharmacy's counselling questions", description: 'Find the questions pharmacy staff ask before selling an over-the-counter remedy and write them on a checklist.' },
          { title: 'Ask a pharmacist about a shift', description: 'Ask a pharmacist what fills their day besides dispensing, and keep notes.' },
        ],
      },
      {
        title: 'Map what a community pharmacy offers',
        description: 'Visit a local pharmacy or read its website and list every service it offers besides dispensing, such as blood pressure checks, vaccinations or a minor ailments scheme. Sketch the shop layout with the counter, consultation room and pharmacy-only shelves, and keep the list.',
        plan: [
          { title: "List the pharmacy's services with who can use them", description: 'Note for each service who is eligible, whether it is free and whether it needs an appointment.' },
          { title: 'Learn the pharmacy sales categories', description: 'Note the difference between general sale, pharmacy-only and prescription-only items and where each is kept on your layout sketch.' },
          { title: 'Read the consultation room rules', description: "Note what a pharmacy's private consultation room is used for and why it exists." },
          { title: 'Write a service leaflet', description: 'Write a one-page leaflet telling neighbours what the pharmacy can help with.' },
        ],
      },
    ],
  },
  {
    code: '29-1061.00',
    aliases: ['anaesthetist', 'anesthesiologist', 'anaesthesiologist', 'Anästhesist', 'Anästhesistin', 'anesthésiste', 'anestesiólogo', 'anestesista'],
    quests: [
      {
        title: 'Read an anaesthetic monitor screen',
        description: 'Open a free teaching image or video of an operating-theatre patient monitor and identify the heart rate, blood pressure, oxygen saturation and breathing traces. Label each number and wave on a sketch of the screen and write its normal range beside it.',
        plan: [
          { title: "Label the monitor's waves", description: 'Sketch the ECG, pulse oximeter and capnography traces and write what each one measures.' },
          { title: 'Learn the ASA physical status classes', description: 'Copy the ASA classes I to VI and write an everyday example for each.' },
          { title: 'Read a pre-operative fasting leaflet', description: "Find a hospital's public fasting instructions and list what patients may eat and drink before surgery and when." },
          { title: 'Follow the WHO surgical safety checklist', description: 'Read the WHO checklist and mark the questions the anaesthetist asks at sign-in.' },
        ],
      },
    ],
  },
  {
    code: '29-1062.00',
    aliases: ['GP', 'family doctor', 'general practitioner', 'family physician', 'Hausarzt', 'Hausärztin', 'médecin généraliste', 'médico de cabecera', 'médico de familia'],
    quests: [
      {
        title: 'Map a ten-minute GP appointment',
        description: 'Watch a free teaching video of a GP consultation and write down each stage as it happens: opening, history, examination, explanation and safety-netting. Time each stage and keep the timeline.',
        plan: [
          { title: 'Learn the consultation model', description: 'Read about the Calgary–Cambridge consultation model and draw its stages as a flowchart.' },
          { title: 'Practise taking a history with a friend', description: 'Role-play a patient with a made-up cough and ask the open and closed questions a GP would, then note what you learned.' },
          { title: 'Write a safety-netting script', description: 'Write the few sentences a GP says about when to come back, for a cold and for a sprained ankle.' },
          { title: 'Ask a practice receptionist about the day', description: 'Ask someone at a surgery how appointments are triaged and keep notes.' },
        ],
      },
      {
        title: 'Write a referral letter for a made-up patient',
        description: 'Invent a patient with a symptom a GP would refer on, such as a persistent headache, and write the referral letter to a specialist: reason, history, findings, question. Keep the letter to one page.',
        plan: [
          { title: 'Learn what a referral letter contains', description: 'List the standard headings of a GP referral letter.' },
          { title: "Draft the patient's history for the referral", description: 'Write the history in short, clear lines with dates.' },
          { title: 'Read a public referral guideline', description: 'Note the urgent referral criteria for one symptom.' },
          { title: 'Compare two letters', description: 'Swap letters with a friend and note what made each easy to read.' },
        ],
      },
    ],
  },
  {
    code: '29-1063.00',
    aliases: ['internist', 'general internist', 'Internistin', 'médecin interniste', 'internista'],
    quests: [
      {
        title: 'Build a problem list for a made-up patient',
        description: 'Read a free teaching case of an adult with several long-term conditions and sort the findings into a numbered problem list. Link each problem to its evidence, as internists do on a ward round, and keep the list.',
        plan: [
          { title: 'Learn what a problem list holds', description: 'Find an example problem list and note how active and past problems are written.' },
          { title: 'Draw how two conditions interact', description: 'Sketch how diabetes and high blood pressure each affect the heart and kidneys on one diagram.' },
          { title: 'Read a blood test report', description: 'Take a teaching lab report and mark which values are outside the reference range.' },
          { title: 'Present the case on a page', description: 'Write a one-page summary of the case: problems, evidence, and the next questions you would ask.' },
        ],
      },
    ],
  },
  {
    code: '29-1064.00',
    aliases: ['OB-GYN', 'obstetrician', 'gynaecologist', 'gynecologist', 'Frauenarzt', 'Frauenärztin', 'Gynäkologe', 'gynécologue', 'obstétricien', 'ginecólogo'],
    quests: [
      {
        title: 'Chart the stages of a pregnancy',
        description: 'Draw a 40-week timeline of a pregnancy and mark the three trimesters, the usual scan weeks, and the checks an obstetrician offers at each stage. Add the size of the baby at four points using fruits as comparisons, and keep the timeline.',
        plan: [
          { title: 'Learn the trimester milestones', description: "List what develops in each of the three trimesters from a public health service's pregnancy guide." },
          { title: 'Read a dating scan image', description: 'Look at a teaching ultrasound of the 12-week pregnancy scan and label the head, body and the measurement line.' },
          { title: 'Study the partogram', description: 'Find a teaching partogram and note how cervical dilation and time are plotted during labour.' },
          { title: 'Write an antenatal visit checklist', description: 'Make a one-page list of what is checked at a routine antenatal appointment.' },
        ],
      },
    ],
  },
  {
    code: '29-1065.00',
    aliases: ['paediatrician', 'pediatrician', "children's doctor", 'Kinderarzt', 'Kinderärztin', 'pédiatre', 'pediatra'],
    quests: [
      {
        title: 'Plot a child on a growth chart',
        description: 'Print a free WHO or national growth chart and plot the heights of a made-up child at five ages. Draw the centile line it follows and note when a paediatrician would look closer, then keep the plotted chart.',
        plan: [
          { title: 'Learn how centile lines work', description: 'Write a short note on what the 50th and 2nd centiles mean on a growth chart.' },
          { title: 'List the developmental milestones', description: 'Make a table for a child of sitting, walking, first words and drawing a circle, with the usual age range for each.' },
          { title: 'Read a childhood vaccination schedule', description: "Copy your country's published schedule onto a calendar strip from birth to school age." },
          { title: 'Make a waiting-room poster', description: 'Draw a poster that explains to parents when a fever needs a doctor, from a public health leaflet.' },
        ],
      },
    ],
  },
  {
    code: '29-1066.00',
    aliases: ['psychiatrist', 'Psychiater', 'Psychiaterin', 'psychiatre', 'psiquiatra'],
    quests: [
      {
        title: 'Outline a mental state examination',
        description: 'Learn the headings of a mental state examination (appearance, behaviour, speech, mood, thought, perception, cognition, insight) from a teaching source. Watch a short film scene and write a few neutral observations under each heading in your notes, as a psychiatrist records them.',
        plan: [
          { title: 'Learn the mental state examination headings', description: 'Copy the headings and write one example observation for each, in neutral words.' },
          { title: 'Compare psychiatrist, psychologist and therapist', description: 'Make a table of who prescribes, who does talking therapy, and the training each needs.' },
          { title: 'Read a public crisis plan template', description: "Find a mental health service's crisis plan form and note what it asks a person to write." },
          { title: 'Ask about a community mental health team', description: 'Ask someone who works in mental health how a team shares a caseload and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-1067.00',
    aliases: ['surgeon', 'general surgeon', 'Chirurg', 'Chirurgin', 'chirurgien', 'chirurgienne', 'cirujano', 'cirujana'],
    quests: [
      {
        title: 'Practise surgical knots on a chair leg',
        description: 'Follow a free teaching video for the two-handed square knot and tie it with string around a chair leg ten times. Time your best three and photograph a finished knot beside a wrong granny knot.',
        plan: [
          { title: 'Tie the square knot and the granny knot', description: 'Tie both with string and photograph them side by side, noting why the square knot holds.' },
          { title: 'Learn the WHO surgical safety checklist', description: 'Read the three pauses of the checklist and write who speaks at each one.' },
          { title: 'Practise an instrument tie', description: 'Tie the knot with a pair of kitchen tongs as a surgeon uses an instrument, and time it.' },
          { title: 'Sketch the sterile field', description: 'Draw a theatre layout showing the sterile zone, the scrub team and the anaesthetic area.' },
        ],
      },
      {
        title: 'Map a surgical instrument set from photos',
        description: 'Look at a public teaching photo of a basic surgical instrument set and sketch ten instruments with their names: forceps, scissors, retractors, clamps and holders. Keep the labelled sheet.',
        plan: [
          { title: 'Learn the surgical instrument families', description: 'Write what each family of instruments does in one line.' },
          { title: 'Compare two instrument photos', description: 'Spot the difference between toothed and non-toothed forceps in two photos.' },
          { title: 'Read a theatre list', description: 'Find an example theatre list and note how cases are ordered.' },
          { title: 'Ask about a day in theatre', description: 'Ask someone who works in theatres what a list day looks like and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.00',
    aliases: ['doctor', 'physician', 'medical doctor', 'Arzt', 'Ärztin', 'médecin', 'médico', 'médica'],
    quests: [
      {
        title: 'Sort a waiting room by triage category',
        description: 'Read a public triage scale (such as the Manchester Triage System colours) and invent ten patients with short complaints. Sort them into the five categories on a list and write one line on why each goes where it does.',
        plan: [
          { title: 'Learn the triage colours', description: 'Copy the five triage categories with their target waiting times.' },
          { title: 'Write ten triage cards', description: 'Write a short card for each of your ten patients, with the complaint and the category you gave it.' },
          { title: "Read a hospital's specialty list", description: 'List the specialties of a large hospital and what each one treats.' },
          { title: 'Ask a doctor about their training path', description: 'Ask a doctor how long each stage of training took and draw the path.' },
        ],
      },
      {
        title: 'Take a medical history from a friend',
        description: 'Role-play a patient interview with a friend who invents a sore knee, and ask the questions a doctor uses: onset, location, character, what makes it better or worse. Write the history in notes and read it back to them.',
        plan: [
          { title: 'Learn the SOCRATES pain questions', description: 'Copy the SOCRATES headings and write one question for each.' },
          { title: 'Write the history as clinical notes', description: "Rewrite the friend's story as short clinical notes." },
          { title: 'Read a consultation model', description: 'Read about an open-to-closed questioning cone and note when each type is used.' },
          { title: 'Ask a doctor about history taking', description: 'Ask what they always ask and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.01',
    aliases: ['allergist', 'immunologist', 'allergy doctor', 'Allergologe', 'allergologue', 'alergólogo'],
    quests: [
      {
        title: 'Set up a pollen and symptom diary',
        description: "Look up today's pollen forecast and your region's pollen calendar, then draw a one-week diary with columns for pollen type, pollen level, sneezes and itchy eyes. Fill in today's row and mark the months an allergist would expect the worst days.",
        plan: [
          { title: 'Learn the pollen calendar', description: "Copy your region's pollen calendar and mark when tree, grass and weed pollen peak." },
          { title: 'Read fourteen allergens on food labels', description: 'Find the major allergens that cause symptoms listed in food law and spot them in bold on three food labels.' },
          { title: 'Sketch how an allergic reaction works', description: 'Draw the chain from allergen to IgE to mast cell to histamine on one page.' },
          { title: 'Make an allergy card', description: 'Write a wallet card for a made-up person with a nut allergy: what to avoid and what to tell staff.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.02',
    aliases: ['dermatologist', 'skin doctor', 'Hautarzt', 'Hautärztin', 'dermatologue', 'dermatólogo'],
    quests: [
      {
        title: 'Check moles with the ABCDE rule',
        description: 'Learn the ABCDE rule for moles (asymmetry, border, colour, diameter, evolving) from a public skin cancer charity. Photograph one of your own freckles or moles beside a ruler and score it against each letter on a card.',
        plan: [
          { title: 'Learn the ABCDE rule', description: "Copy the five letters with an example photo description for each from a charity's guide." },
          { title: 'Map a body chart of moles', description: 'Mark the position of your visible moles on an outline body chart, as a dermatologist does.' },
          { title: 'Compare sun protection labels', description: 'Read three sunscreen labels and note the SPF and UVA star or circle rating of each.' },
          { title: 'Write a sun-safety page', description: 'Turn what you learned into a one-page sun-safety guide for a summer fête.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.03',
    aliases: ['hospitalist', 'ward doctor', 'hospital physician', 'Stationsarzt', 'médecin hospitalier'],
    quests: [
      {
        title: 'Write a ward handover sheet',
        description: 'Invent four patients on a hospital ward and write a handover for each using the SBAR format (situation, background, assessment, recommendation). Keep it to one page, as a hospitalist passes it to the night team.',
        plan: [
          { title: 'Learn the SBAR format', description: 'Write what goes under each of the four letters with one example line.' },
          { title: 'Practise a spoken handover', description: 'Read one SBAR aloud to a friend in under a minute and ask what they would do next.' },
          { title: 'Plan a discharge checklist', description: 'List what must be ready before a patient goes home: letter, follow-up, transport, support.' },
          { title: 'Ask about a ward round', description: 'Ask a nurse or doctor how a ward round runs and note who does what.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.04',
    aliases: ['neurologist', 'brain doctor', 'Neurologe', 'Neurologin', 'neurologue', 'neurólogo'],
    quests: [
      {
        title: "Map the brain's lobes and what they do",
        description: 'Sketch a side view of the brain from a free anatomy chart and label the frontal, parietal, temporal and occipital lobes, the cerebellum and the brainstem. Write one job for each and keep the labelled diagram.',
        plan: [
          { title: 'Label the lobes of the brain', description: 'Colour each lobe on your sketch and list one everyday task it handles.' },
          { title: 'Learn the FAST stroke signs in the brain', description: 'Copy the FAST message (face, arms, speech, time) from a public campaign and make a fridge card.' },
          { title: 'Draw a dermatome map', description: 'Trace a teaching dermatome chart and mark which spinal nerve supplies your thumb, little finger and big toe.' },
          { title: 'Write a one-page case note', description: 'Read a teaching case of a stroke and note which lobe was affected and what changed.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.05',
    aliases: ['nuclear medicine doctor', 'nuclear physician', 'Nuklearmediziner', 'médecin nucléaire', 'médico nuclear'],
    quests: [
      {
        title: 'Read a bone scan teaching image',
        description: 'Open a free teaching image of a whole-body bone scan and mark where the tracer gathers normally (spine, pelvis, joints, bladder) and any hot spots. Sketch the outline with your marks and write what a hot spot can mean.',
        plan: [
          { title: 'Learn how a tracer shows on a scan', description: 'Write a short note on why a gamma camera sees where a tracer collects.' },
          { title: 'Compare a bone scan and an X-ray image', description: 'Put a bone scan beside an X-ray of the same region and list what each shows.' },
          { title: 'Draw a half-life graph', description: 'Plot the half-life of technetium-99m (about six hours) as a falling curve on squared paper.' },
          { title: 'Summarise one teaching case', description: 'Write a one-page note on a case: scan type, what was seen, and what it meant.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.06',
    aliases: ['ophthalmologist', 'eye surgeon', 'Augenarzt', 'Augenärztin', 'ophtalmologue', 'oftalmólogo'],
    quests: [
      {
        title: 'Label the eye the way an ophthalmologist does',
        description: 'Sketch a cross-section of the eye from a free anatomy image and label cornea, iris, lens, retina, macula and optic nerve. Mark where cataract surgery and a retinal check each take place, and keep the diagram.',
        plan: [
          { title: 'Label the parts of the eye', description: 'Colour each structure and write what goes wrong in a cataract and in glaucoma.' },
          { title: 'Find your blind spot on the retina', description: 'Use the cross-and-dot card test to find your blind spot and measure how far away it disappears.' },
          { title: 'Look at a retina photo', description: 'Find a teaching fundus photo and label the optic disc, macula and blood vessels.' },
          { title: 'Write a page on cataract surgery', description: "Summarise a hospital's public cataract leaflet on one page: before, on the day, and after." },
        ],
      },
    ],
  },
  {
    code: '29-1069.07',
    aliases: ['pathologist', 'Pathologe', 'Pathologin', 'pathologiste', 'patólogo'],
    quests: [
      {
        title: 'Read a histology slide online',
        description: 'Open a free virtual microscope collection and look at normal skin or gut tissue at low and high power. Sketch what you see and label the layers and cell types, as a pathologist does before comparing with disease.',
        plan: [
          { title: 'Learn the layers in a tissue slide', description: 'Sketch the epithelium, connective tissue and muscle layers in one slide.' },
          { title: 'Compare normal and abnormal slides', description: 'Put a normal slide beside a tumour slide of the same organ and list three differences.' },
          { title: 'Read a pathology report', description: 'Find a teaching pathology report and explain its sections: specimen, macroscopic, microscopic, conclusion.' },
          { title: 'Present one slide on a page', description: 'Make a one-page note with your sketch and what the report said.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.08',
    aliases: ['rehab doctor', 'physiatrist', 'PM&R doctor', 'Rehabilitationsmediziner', 'médecin rééducateur', 'médico rehabilitador'],
    quests: [
      {
        title: 'Audit a home for someone using a walking frame',
        description: 'Walk through your home as if you used a walking frame and note every step, rug, tight turn and high shelf. Draw a floor plan with the problems marked and one change for each.',
        plan: [
          { title: 'Measure door widths and step heights', description: 'Measure each door and step on your floor plan and compare them with a published accessibility guide.' },
          { title: 'Learn the Barthel scale for someone at home', description: 'Read the items of the Barthel index and score a made-up patient on each.' },
          { title: 'Sketch a rehab goal staircase', description: 'Write three goals for someone after a hip fracture, from bed to kitchen to shop.' },
          { title: 'Ask a physiotherapist about rehab teams', description: 'Ask who else sits in a rehabilitation team meeting and note their roles.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.09',
    aliases: ['public health doctor', 'preventive medicine doctor', 'Präventivmediziner', 'médecin de santé publique', 'médico preventivista'],
    quests: [
      {
        title: 'Chart a local health statistic',
        description: 'Find one public health figure for your area (such as smoking rates or vaccination uptake) and chart it over five years. Compare it with the national figure and write one prevention idea beside the chart.',
        plan: [
          { title: 'Find local public health figures', description: 'List three open health indicators for your area with their source.' },
          { title: 'Compare your area with the nation', description: 'Draw a bar chart of your area against the national figure for one indicator.' },
          { title: 'Read a prevention campaign', description: 'Pick a public campaign and note its message, target group and channel.' },
          { title: 'Design a one-page prevention flyer', description: 'Draft a flyer for one local problem with a clear single action.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.10',
    aliases: ['radiologist', 'X-ray doctor', 'Radiologe', 'Radiologin', 'radiologue', 'radiólogo'],
    quests: [
      {
        title: 'Read a chest X-ray the way a radiologist does',
        description: 'Open a free teaching library of chest X-rays and pick one normal film. Trace the heart, lungs, ribs and diaphragm on a printout or a photo of your screen, and label what is bright and what is dark.',
        plan: [
          { title: 'Learn the five densities on a chest film', description: 'Find air, fat, soft tissue, bone and metal on three chest X-rays and make a labelled card for each.' },
          { title: 'Compare a normal and an abnormal chest X-ray', description: 'Put a normal film beside one with pneumonia and list every difference you can see.' },
          { title: 'Ask a radiographer about a shift', description: 'Ask someone who takes or reads scans for a 20-minute call and keep notes.' },
          { title: 'Present one case on a page', description: 'Write a one-page note on one teaching case: the image, what you saw, and what the report said.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.11',
    aliases: ['sports doctor', 'sports medicine doctor', 'Sportmediziner', 'médecin du sport', 'médico deportivo'],
    quests: [
      {
        title: 'Plan return-to-play stages for a sprained ankle',
        description: 'Read a public sports injury guide and draw the graduated stages an athlete passes before playing again after an ankle sprain. Add one test to pass at each stage and keep the chart.',
        plan: [
          { title: 'Learn the stages of return to play', description: 'List the stages from rest to full match play and what each one allows.' },
          { title: 'Study the concussion return-to-sport steps', description: "Copy a sports body's concussion protocol and compare it with your ankle stages." },
          { title: 'Watch a warm-up programme', description: 'Follow a free injury-prevention warm-up video (such as FIFA 11+) and note each exercise.' },
          { title: 'Write a pitch-side card', description: 'Make a card a coach could keep listing the warning signs that mean stop playing.' },
        ],
      },
    ],
  },
  {
    code: '29-1069.12',
    aliases: ['urologist', 'Urologe', 'Urologin', 'urologue', 'urólogo'],
    quests: [
      {
        title: 'Draw the urinary tract and what it filters',
        description: 'Sketch the kidneys, ureters, bladder and urethra from a free anatomy chart and label them. Add the path a drop of water takes from a glass of water to the bladder and keep the diagram.',
        plan: [
          { title: 'Label the urinary tract', description: 'Label each organ and write its length or capacity beside it.' },
          { title: 'Read a hydration colour chart', description: 'Find a public urine colour chart and note what each shade suggests about hydration.' },
          { title: 'Keep a two-day fluid diary', description: 'Log what you drink across two days and compare it with the public guidance.' },
          { title: 'Summarise a kidney stone leaflet', description: 'Write one page from a hospital leaflet on causes and prevention of kidney stones.' },
        ],
      },
    ],
  },
  {
    code: '29-1071.00',
    aliases: ['physician associate', 'PA-C', 'Arztassistent', 'assistant médical', 'asistente médico'],
    quests: [
      {
        title: 'Write a SOAP note for a made-up sore throat',
        description: 'Invent a patient with a sore throat and write a SOAP note: subjective, objective, assessment, plan. Use a public guideline such as the Centor criteria for the assessment and keep the finished note.',
        plan: [
          { title: 'Learn the SOAP note format', description: 'Write what belongs under each heading with one example line.' },
          { title: 'Score a sore throat with the Centor criteria', description: 'Score three made-up patients on the four Centor points and note what each score suggests.' },
          { title: 'Compare PA and doctor roles', description: 'Make a table of what a physician associate does, who supervises them and how they train.' },
          { title: 'Ask a PA about clinic days', description: 'Ask a physician associate or practice nurse how they split their time and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-1071.01',
    aliases: ['anaesthesia associate', 'anesthesiologist assistant', 'Anästhesieassistent', 'assistant en anesthésie'],
    quests: [
      {
        title: 'Lay out an anaesthetic machine check',
        description: "Read a published anaesthetic machine checklist and draw the machine's main parts: gas supply, vaporiser, breathing circuit and suction. Number each check on your sketch in the order the list gives.",
        plan: [
          { title: 'Label the anaesthetic machine', description: 'Sketch the machine from a teaching photo and label each part.' },
          { title: 'Follow the checklist order', description: 'Write the checks as a numbered list and note why each comes where it does.' },
          { title: 'Read a monitor teaching image', description: 'Label heart rate, blood pressure, oxygen and carbon dioxide on a monitor screenshot.' },
          { title: 'Write a one-page role note', description: 'Summarise what an anaesthesia associate does and who supervises them.' },
        ],
      },
    ],
  },
  {
    code: '29-1081.00',
    aliases: ['podiatrist', 'chiropodist', 'foot doctor', 'Podologe', 'Podologin', 'podologue', 'podólogo'],
    quests: [
      {
        title: "Read your footprint's arch",
        description: "Put your bare foot in water, step on a sheet of dark paper or card, and photograph the print. Compare it with a podiatrist's chart of low, normal and high arches and label which yours matches.",
        plan: [
          { title: 'Learn the three arch types', description: 'Sketch a flat, normal and high-arched footprint and note how each tends to land.' },
          { title: 'Check the wear on your shoes', description: 'Photograph the soles of an old pair of shoes and mark where they are most worn.' },
          { title: 'Read a diabetic foot care leaflet', description: 'Summarise a public foot-care leaflet for people with diabetes as a daily checklist.' },
          { title: 'Draw the bones of the foot', description: 'Label the tarsals, metatarsals and phalanges on a traced foot diagram.' },
        ],
      },
    ],
  },
  {
    code: '29-1122.00',
    aliases: ['OT', 'occupational therapist', 'Ergotherapeut', 'Ergotherapeutin', 'ergothérapeute', 'terapeuta ocupacional'],
    quests: [
      {
        title: 'Break making a cup of tea into steps',
        description: 'Make a cup of tea and write down every single step, from filling the kettle to the first sip, as an occupational therapist does in an activity analysis. Mark which steps need grip, reach, balance or memory, and keep the list.',
        plan: [
          { title: 'Learn what an activity analysis covers', description: 'Note the headings of an activity analysis: steps, body skills, thinking skills, and setting.' },
          { title: 'Try the tea task one-handed', description: 'Make the tea (with cold water) using one hand and list every step that became hard.' },
          { title: 'Find three simple adaptations', description: 'Find low-cost aids such as a kettle tipper or a non-slip mat and note which step each helps.' },
          { title: 'Write a one-page home advice sheet', description: 'Write advice for someone after a stroke who wants to make their own tea safely.' },
        ],
      },
    ],
  },
  {
    code: '29-1122.01',
    aliases: ['vision rehabilitation therapist', 'O&M specialist', 'orientation and mobility instructor', 'low vision therapist', 'Mobilitätstrainer', 'instructeur de locomotion'],
    quests: [
      {
        title: 'Map a route by sound and touch',
        description: 'Walk a familiar short route near home (with a sighted friend if you wish) and note every sound, surface change and landmark a person with low vision could use. Draw the route as a tactile-style map with those cues and keep it.',
        plan: [
          { title: 'Note the cues along the route', description: 'List the kerbs, tactile paving, doorways and sounds you find, in order.' },
          { title: 'Learn the tactile paving patterns on the route', description: 'Photograph the blister and corduroy paving near you and write what each pattern means.' },
          { title: 'Label a kitchen for low vision', description: 'Design high-contrast labels for five jars and photograph them.' },
          { title: 'Read a sighted-guide technique', description: "Read a charity's sighted-guide guide and write the steps on a card." },
        ],
      },
    ],
  },
  {
    code: '29-1123.00',
    aliases: ['physio', 'physiotherapist', 'physical therapist', 'Physiotherapeut', 'Physiotherapeutin', 'kinésithérapeute', 'kiné', 'fisioterapeuta'],
    quests: [
      {
        title: 'Test your own balance with a timed stand',
        description: 'Stand on one leg beside a kitchen counter, time how long you hold it with eyes open and then closed, and repeat on the other leg. Write the times in a table beside the published norms a physiotherapist uses for your age.',
        plan: [
          { title: 'Learn the single-leg stance test', description: 'Note how the test is done, what is timed, and the normal times by age.' },
          { title: 'Compare balance on both legs', description: 'Record three tries on each leg and mark the difference between them.' },
          { title: 'Write a three-exercise balance plan', description: 'Choose three balance exercises from a public health service and set them out with reps and a progression.' },
          { title: 'Ask a physio about a clinic day', description: 'Ask a physiotherapist how they assess a new patient and keep notes.' },
        ],
      },
      {
        title: 'Design a home exercise sheet for a knee',
        description: 'Pick four simple knee exercises from a public physiotherapy leaflet, try each yourself, and draw them as stick figures with sets, reps and holds. Keep the home exercise sheet as a one-page plan.',
        plan: [
          { title: 'Learn the four knee exercises', description: 'Note which muscle each exercise works and the common mistake.' },
          { title: 'Time the exercise sheet routine', description: 'Do the routine and time it, then adjust the sets to fit ten minutes.' },
          { title: 'Write progressions', description: 'Add a harder version for each exercise.' },
          { title: 'Read a return-to-sport guide', description: 'Note the tests a physio uses before sport.' },
        ],
      },
    ],
  },
  {
    code: '29-1124.00',
    aliases: ['radiotherapist', 'radiation therapist', 'therapeutic radiographer', 'Strahlentherapeut', 'manipulateur en radiothérapie', 'técnico en radioterapia'],
    quests: [
      {
        title: 'Sketch how radiotherapy aims at a tumour',
        description: 'Draw a cross-section of a body with a tumour in the middle and three beams coming from different angles. Shade where the beams overlap and write why radiation therapists plan several beams instead of one strong one.',
        plan: [
          { title: 'Learn how beams overlap', description: 'Explain in a short note how several weak beams give a high dose only where they cross.' },
          { title: 'Read a radiotherapy patient leaflet', description: 'List what a patient is told about the planning scan, tattoos and daily sessions.' },
          { title: 'Study a treatment room layout', description: 'Sketch a linear accelerator room and label the couch, gantry and lasers.' },
          { title: 'Make a course calendar', description: 'Draw a calendar for a typical course of daily sessions over several weeks.' },
        ],
      },
    ],
  },
  {
    code: '29-1125.00',
    aliases: ['rec therapist', 'recreation therapist', 'therapeutic recreation specialist', 'Freizeittherapeut', 'animateur thérapeutique'],
    quests: [
      {
        title: 'Adapt a board game for a care home',
        description: 'Pick a board game at home and list what would make it hard for someone with weak hands, poor sight or memory loss. Sketch three changes, such as bigger pieces or a simpler rule, and keep the adapted rule card.',
        plan: [
          { title: 'List barriers in the board game', description: 'Note each part of the game that needs grip, sight, reading or memory.' },
          { title: 'Make a large-print rule card for the board game', description: "Rewrite the game's rules on one card in large print and plain words." },
          { title: 'Plan a weekly activity programme', description: 'Draw a week of group activities for a care home, mixing movement, music and memory.' },
          { title: 'Ask activity staff about their work', description: "Ask a care home's activity coordinator what works best and keep notes." },
        ],
      },
    ],
  },
  {
    code: '29-1125.01',
    aliases: ['art therapist', 'Kunsttherapeut', 'Kunsttherapeutin', 'art-thérapeute', 'arteterapeuta'],
    quests: [
      {
        title: 'Draw a feelings map with colours only',
        description: 'Take a sheet of paper and, without drawing any objects, fill it with colours and marks for how your week has felt. Write three sentences beside it on what you chose and why, as art therapists invite reflection, and keep the page.',
        plan: [
          { title: 'Learn what art therapy is and is not', description: "Read how art therapists describe their work: a professional body's description and note how it differs from an art class." },
          { title: 'Try a second feelings drawing with clay', description: 'Shape a small lump of clay or dough into how you feel today and photograph it.' },
          { title: 'Plan a safe art space', description: 'Sketch a room layout with materials, seating and a quiet corner for a session.' },
          { title: 'Ask about art therapy training', description: 'Find the required training route and write it as a timeline.' },
        ],
      },
    ],
  },
  {
    code: '29-1125.02',
    aliases: ['music therapist', 'Musiktherapeut', 'Musiktherapeutin', 'musicothérapeute', 'musicoterapeuta'],
    quests: [
      {
        title: 'Build a calming and an energising playlist',
        description: 'Choose five songs that calm you and five that lift you, and note the tempo (beats per minute) of each with a free tapping app. Compare the two lists as a music therapist would and keep them with their tempos.',
        plan: [
          { title: 'Measure the tempo of each song', description: 'Tap along to every song in the playlist and record its beats per minute.' },
          { title: 'Compare tempo with your pulse', description: 'Check your resting pulse at your wrist before and after each playlist and note any change.' },
          { title: 'Write a simple song structure', description: 'Write a four-line verse with a chorus someone could join in with.' },
          { title: 'Read about music therapy settings', description: 'List where music therapists work and one goal they work on in each.' },
        ],
      },
    ],
  },
  {
    code: '29-1126.00',
    aliases: ['respiratory therapist', 'respiratory care practitioner', 'Atemtherapeut', 'inhalothérapeute', 'terapeuta respiratorio'],
    quests: [
      {
        title: 'Count your breathing rate like a respiratory therapist',
        description: 'Count your breaths per minute at rest and after two minutes of marching on the spot, and record both in a table. Look up your predicted peak flow on a published chart for your age and height and write it beside them.',
        plan: [
          { title: 'Learn the breathing rate norms', description: 'Write the normal resting breathing rates for babies, children and adults.' },
          { title: 'Read a peak flow chart', description: 'Find your predicted peak flow on a published chart and note what the zones mean.' },
          { title: 'Study an inhaler technique leaflet', description: 'Write the steps of using an inhaler with a spacer from a public leaflet as a checklist.' },
          { title: 'Sketch the airways', description: 'Draw the trachea, bronchi and alveoli and note where asthma narrows them.' },
        ],
      },
    ],
  },
  {
    code: '29-1127.00',
    aliases: ['speech therapist', 'SLP', 'SLT', 'speech-language therapist', 'Logopäde', 'Logopädin', 'orthophoniste', 'logopeda'],
    quests: [
      {
        title: 'Record and map the sounds of your speech',
        description: 'Record yourself reading a short passage and play it back slowly, listening for each consonant sound. Sort the sounds on a speech-sound chart by where they are made (lips, teeth, tongue, throat) and keep the chart.',
        plan: [
          { title: 'Learn where speech sounds are made', description: 'Sketch a side view of the mouth and mark the lips, teeth, ridge, palate and throat.' },
          { title: 'Sort the sounds by age of acquisition', description: 'Make a table of when children usually master p, b, m, k, s and r.' },
          { title: 'Try a tongue-twister drill', description: 'Record three tongue twisters at slow and fast speed and note where your speech slips.' },
          { title: 'Read about swallowing work', description: 'Note what a speech and language therapist checks in a swallowing assessment.' },
        ],
      },
    ],
  },
  {
    code: '29-1128.00',
    aliases: ['exercise physiologist', 'clinical exercise physiologist', 'Sportwissenschaftler', "physiologiste de l'exercice", 'fisiólogo del ejercicio'],
    quests: [
      {
        title: 'Chart your heart rate during a walk',
        description: 'Find your pulse at the wrist, count it at rest, after five minutes of brisk walking and after two minutes of recovery. Plot the three readings on a graph and mark your estimated training zones.',
        plan: [
          { title: 'Learn the heart rate training zones', description: 'Write the common formula for maximum heart rate and the zones worked out from it.' },
          { title: 'Rate your effort on the Borg scale', description: 'Use the Borg perceived exertion scale during the walk and compare it with your pulse.' },
          { title: 'Design a four-week walking plan', description: 'Plan a gradual increase in walking time and pace on one page.' },
          { title: 'Read an exercise referral leaflet', description: 'Note what a GP exercise referral scheme offers and who it is for.' },
        ],
      },
    ],
  },
  {
    code: '29-1129.00',
    aliases: ['kinesiotherapist', 'movement therapist', 'Bewegungstherapeut'],
    quests: [
      {
        title: 'Design a stretch break routine',
        description: 'Watch a free stretching demonstration from a health service and pick five gentle stretches for desk workers. Draw each as a stick figure with its hold time and keep the routine card.',
        plan: [
          { title: 'Learn the five stretches', description: 'Try each stretch yourself slowly and note which muscle you feel working.' },
          { title: 'Time the stretch routine', description: 'Time the whole routine and trim it to fit a five-minute break.' },
          { title: 'Survey a desk worker', description: 'Ask a friend who sits at a desk where they feel stiff and adapt your card.' },
          { title: 'Make a poster of the routine', description: 'Turn the card into a poster for an office kitchen.' },
        ],
      },
    ],
  },
  {
    code: '29-1131.00',
    aliases: ['vet', 'veterinary surgeon', 'veterinary', 'Tierarzt', 'Tierärztin', 'vétérinaire', 'veterinario', 'veterinaria'],
    quests: [
      {
        title: "Read a pet's body condition score",
        description: "Find a vet's body condition score chart for dogs or cats and look at a pet you know (with the owner) or photos of pets online. Score each one from the chart and note what you looked for at the ribs, waist and belly.",
        plan: [
          { title: 'Learn the body condition score chart', description: 'Sketch the top and side outlines for thin, ideal and heavy on one card.' },
          { title: 'Score five pet photos', description: 'Score five pet photos and write the reason for each score.' },
          { title: 'Read a vaccination card', description: "Look at a pet's vaccination record with the owner and list what each vaccine protects against." },
          { title: 'Ask a vet nurse about a clinic day', description: 'Ask someone at a vet practice what a consult involves and keep notes.' },
        ],
      },
      {
        title: 'Read a pet food label like a vet',
        description: 'Take a bag or tin of pet food at home and copy the guaranteed analysis, ingredients and feeding guide. Work out the daily amount for a pet you know from its weight and compare it with what it is fed, then keep the notes.',
        plan: [
          { title: 'Learn the pet food label sections', description: 'Note what protein, fat, fibre and ash mean on the label.' },
          { title: 'Work out the daily feeding amount', description: "Use the label's table and the pet's weight to find its daily ration." },
          { title: 'Read the toxic foods list', description: 'List the human foods that are dangerous for dogs and cats.' },
          { title: "Write an owner's feeding card", description: 'Write a card with the ration, treats allowance and foods to avoid.' },
        ],
      },
    ],
  },
  {
    code: '29-1141.00',
    aliases: ['nurse', 'RN', 'staff nurse', 'Krankenschwester', 'Krankenpfleger', 'Pflegefachkraft', 'infirmière', 'infirmier', 'enfermera', 'enfermero'],
    quests: [
      {
        title: 'Take your own vital signs and chart them',
        description: 'Count your own pulse and breathing rate for a full minute each while lying down, sitting and standing. Chart the six readings on a printed observation chart like the ones nurses keep, with the normal ranges shaded.',
        plan: [
          { title: 'Learn the vital signs and their ranges', description: 'Write the normal adult ranges for pulse, breathing, temperature and blood pressure.' },
          { title: 'Read an early warning score chart', description: 'Find the NEWS2 chart and score a made-up patient from their observations.' },
          { title: 'Practise the handwashing steps', description: 'Follow the WHO handwashing poster step by step and time it.' },
          { title: 'Ask a nurse about a shift', description: 'Ask a nurse what a twelve-hour shift looks like and keep notes.' },
        ],
      },
      {
        title: 'Practise the WHO handwashing steps',
        description: 'Follow the WHO handwashing poster step by step at your sink, timing each round, and then dust your hands with flour and wash again to see which spots you miss. Photograph the missed spots and keep a note of the steps.',
        plan: [
          { title: 'Learn the WHO handwashing steps', description: 'Copy the steps of the poster with a small sketch for each.' },
          { title: 'Find the missed spots with the flour test', description: 'Repeat the flour test and mark missed spots on a hand outline.' },
          { title: 'Learn the five moments for hand hygiene', description: 'Copy the WHO five moments and give a ward example of each.' },
          { title: 'Make a ward poster', description: 'Design a poster reminding staff of the five moments.' },
        ],
      },
    ],
  },
  {
    code: '29-1141.01',
    aliases: ['acute care nurse', 'ward nurse', 'A&E nurse', 'Akutpflegekraft', 'infirmière en soins aigus', 'enfermera de urgencias'],
    quests: [
      {
        title: 'Score a made-up patient on an early warning chart',
        description: 'Learn the NEWS2 early warning score from its public chart and invent three patients with different observations. Score each one and write what the score would make an acute care nurse do next.',
        plan: [
          { title: 'Learn the NEWS2 score parameters', description: 'List the seven observations the score uses and the bands for each.' },
          { title: 'Score three made-up patients', description: 'Write the observations and the total score for each, with the response level.' },
          { title: 'Practise an SBAR call', description: 'Write an SBAR phone call to a doctor for your sickest patient.' },
          { title: 'Read a falls risk assessment', description: 'Find a hospital falls assessment and note its questions.' },
        ],
      },
    ],
  },
  {
    code: '29-1141.02',
    aliases: ['psychiatric nurse', 'mental health nurse', 'psych nurse', 'CPN', 'psychiatrischer Pfleger', 'infirmier psychiatrique', 'enfermero de salud mental'],
    quests: [
      {
        title: 'Write a calm de-escalation script',
        description: "Read a mental health service's public guidance on de-escalation and write a short script of what a nurse says to someone who is very upset. Practise it aloud with a friend playing the other part and keep the script.",
        plan: [
          { title: 'Learn the de-escalation principles', description: 'List the key principles: space, tone, listening, choices.' },
          { title: 'Role-play with a friend', description: 'Take turns in both roles and note which phrases helped the other person feel heard.' },
          { title: 'Read a wellness recovery plan', description: 'Find a public recovery action plan template and note its sections.' },
          { title: 'Make a coping card', description: 'Design a small coping card with grounding steps someone could keep.' },
        ],
      },
    ],
  },
  {
    code: '29-1141.03',
    aliases: ['ICU nurse', 'critical care nurse', 'intensive care nurse', 'Intensivpflegekraft', 'infirmière de réanimation', 'enfermera de cuidados intensivos'],
    quests: [
      {
        title: 'Label a bed space in intensive care',
        description: 'Find a teaching photo or video of an intensive care bed space and sketch it. Label the monitor, ventilator, pumps and alarms, and write what a critical care nurse checks at the start of a shift.',
        plan: [
          { title: 'Learn the bed-space safety check', description: 'List the equipment checks done at the start of an intensive care shift.' },
          { title: 'Read a monitor screen', description: 'Label the numbers and waves on a teaching monitor image.' },
          { title: 'Draw a fluid balance chart', description: 'Make a 24-column in and out chart for a made-up patient and total it.' },
          { title: 'Ask about an intensive care shift', description: 'Ask a critical care nurse what a one-to-one patient ratio means in practice.' },
        ],
      },
    ],
  },
  {
    code: '29-1141.04',
    aliases: ['clinical nurse specialist', 'specialist nurse', 'Fachkrankenpfleger', 'infirmière clinicienne spécialisée'],
    quests: [
      {
        title: 'Turn a guideline into a one-page ward poster',
        description: 'Pick one public nursing guideline (such as pressure ulcer prevention) and pull out the five actions every ward nurse should take. Lay them out as a one-page ward poster with a picture for each.',
        plan: [
          { title: 'Read the pressure ulcer guideline', description: 'Note the SSKIN steps: surface, skin, keep moving, incontinence, nutrition.' },
          { title: 'Draw the pressure points', description: 'Mark on a body outline where pressure sores form when lying and sitting.' },
          { title: 'Write a teaching quiz', description: 'Write five questions to check staff learned the poster.' },
          { title: 'Ask a specialist nurse about their role', description: 'Ask what a specialist nurse does in a week and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-1151.00',
    aliases: ['nurse anaesthetist', 'CRNA', 'Anästhesiepflegekraft', 'infirmier anesthésiste', 'IADE', 'enfermero anestesista'],
    quests: [
      {
        title: 'Follow a patient through the operating theatre',
        description: 'Draw the path a patient takes on the day of surgery, from admission to recovery room, and mark what the anaesthesia team checks at each stop. Use the WHO surgical safety checklist and keep the annotated flowchart.',
        plan: [
          { title: 'Learn the WHO checklist sign-in', description: 'List the questions asked at sign-in before anaesthesia.' },
          { title: 'Read a monitor teaching image', description: 'Label heart rate, oxygen saturation and carbon dioxide on a theatre monitor screenshot.' },
          { title: 'Study the recovery discharge score', description: 'Read the Aldrete score and score a made-up patient in recovery.' },
          { title: 'Write a one-page role note', description: "Note how a nurse anaesthetist's role varies between countries." },
        ],
      },
    ],
  },
  {
    code: '29-1161.00',
    aliases: ['CNM', 'certified nurse-midwife', 'nurse midwife'],
    quests: [
      {
        title: 'Draw the stages of labour',
        description: 'Sketch the three stages of labour on a timeline and note what happens to the cervix, the baby and the placenta in each. Add what a midwife watches for at each stage, and keep the drawing.',
        plan: [
          { title: 'Learn the three stages of labour', description: 'Write what marks the start and end of each stage.' },
          { title: 'Read a birth plan template for labour', description: 'Find a public birth plan and note the choices it asks about.' },
          { title: 'Study a partogram', description: 'Look at a teaching partogram and note how progress is plotted.' },
          { title: 'Make a postnatal checklist', description: 'List the checks for mother and baby in the first days after birth.' },
        ],
      },
      {
        title: "Write a birth-partner's checklist",
        description: 'Read a public guide for birth partners and write a checklist of what a partner can do in early labour, active labour and after the birth. Keep it on one page.',
        plan: [
          { title: 'Learn the early labour signs for the checklist', description: 'List the signs of early labour and when to call the midwife.' },
          { title: 'Pack a hospital bag list', description: 'Write what goes in the bag for the birth and for the baby.' },
          { title: 'Read about skin-to-skin contact', description: 'Note why midwives encourage skin-to-skin after birth.' },
          { title: 'Write a postnatal visit plan', description: 'List what a midwife checks on home visits.' },
        ],
      },
    ],
  },
  {
    code: '29-1171.00',
    aliases: ['nurse practitioner', 'advanced nurse practitioner', 'ANP', 'Pflegeexperte', 'infirmière de pratique avancée', 'enfermera de práctica avanzada'],
    quests: [
      {
        title: 'Run a made-up minor illness clinic',
        description: 'Invent five patients with minor complaints (a cough, an earache, a rash) and write a short assessment and plan for each from a public guideline. Note which ones a nurse practitioner would refer on, and keep the clinic list.',
        plan: [
          { title: 'Learn the red flags for a cough', description: 'List the warning signs in a public cough guideline that need a doctor.' },
          { title: 'Write five clinic notes', description: 'Write a short SOAP note for each of the five minor illness patients.' },
          { title: 'Compare NP and doctor roles', description: 'Make a table of what a nurse practitioner can do in your country.' },
          { title: 'Ask a nurse practitioner about a clinic', description: 'Ask how their clinic runs and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-1181.00',
    aliases: ['audiologist', 'Audiologe', 'Audiologin', 'audiologiste', 'audiólogo'],
    quests: [
      {
        title: 'Read an audiogram',
        description: 'Find a teaching audiogram and learn what the frequency and loudness axes mean. Plot a made-up normal ear and a made-up noise-damaged ear on a blank audiogram chart and mark the notch at 4 kHz.',
        plan: [
          { title: 'Learn the audiogram axes', description: 'Write what frequency in hertz and hearing level in decibels mean on the chart.' },
          { title: 'Measure noise levels at home', description: 'Use a free sound meter app to record the loudness to record the decibels of five household sounds and list them.' },
          { title: 'Try a free online hearing check', description: 'Do a reputable online hearing screener with headphones and note the result.' },
          { title: 'Make a hearing protection card', description: 'List everyday noises that need ear protection and for how long.' },
        ],
      },
    ],
  },
  {
    code: '29-1199.00',
    aliases: ['health practitioner', 'allied health professional', 'praticien de santé'],
    quests: [
      {
        title: 'Compare the health professions on one page',
        description: 'List ten health professions a person might see in a year and write what each one assesses and treats. Draw a chart that shows which professions refer to which, and keep it.',
        plan: [
          { title: 'List the ten health professions', description: 'Note each profession, its body of regulation and its core task.' },
          { title: 'Draw the referral chart', description: 'Connect the professions with arrows showing who usually refers to whom.' },
          { title: "Read one profession's scope of practice", description: "Read one regulator's scope of practice and list three limits." },
          { title: 'Ask a practitioner about their day', description: 'Ask a health practitioner how they work with others and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-1199.01',
    aliases: ['acupuncturist', 'Akupunkteur', 'acupuncteur', 'acupunturista'],
    quests: [
      {
        title: 'Map the meridians on a body chart',
        description: 'Find a public teaching chart of acupuncture points and trace three meridians on a body outline. Label five named points and write what each is traditionally used for, without touching anyone, and keep the chart.',
        plan: [
          { title: 'Learn the main meridians', description: 'List the twelve main meridians and where each runs.' },
          { title: 'Locate five points on the chart', description: 'Mark five well-known points with their names and body landmarks.' },
          { title: 'Read the evidence summary', description: "Read a public health service's page on acupuncture and note what it says the evidence shows." },
          { title: 'Note how acupuncture is regulated', description: 'Find how acupuncturists are registered in your country and write it down.' },
        ],
      },
    ],
  },
  {
    code: '29-1199.04',
    aliases: ['naturopath', 'ND', 'naturopathic doctor', 'Heilpraktiker', 'Heilpraktikerin', 'naturopathe', 'naturópata'],
    quests: [
      {
        title: 'Plan a week of whole-food meals',
        description: 'Plan seven days of meals built around whole foods, fibre and vegetables, and list the shopping it needs. Check it against your national food guide and mark where it meets and misses it.',
        plan: [
          { title: 'Learn the national food guide', description: "Copy the plate or pyramid of your country's food guide with the portions." },
          { title: 'Compare the meal plan with the guide', description: "Mark each day of the meal plan against the guide's groups." },
          { title: 'Read how naturopathy is regulated', description: 'Note where naturopaths are licensed and what they may do there.' },
          { title: 'Write a one-page shopping list', description: 'Turn the plan into a costed shopping list.' },
        ],
      },
    ],
  },
  {
    code: '29-1199.05',
    aliases: ['orthoptist', 'Orthoptistin', 'orthoptiste', 'ortoptista'],
    quests: [
      {
        title: 'Test how your eyes work together',
        description: "Hold a pencil at arm's length and bring it slowly towards your nose, noting where it doubles, as orthoptists check near point of convergence. Do the cover test on yourself in a mirror and write notes on what each test shows.",
        plan: [
          { title: 'Learn the near point of convergence', description: 'Measure with a ruler where the pencil doubles, three times, and take the average.' },
          { title: 'Find your dominant eye', description: 'Use your eyes together to frame a distant object with your hands and close each eye in turn to find your dominant eye.' },
          { title: 'Read about squint in children', description: 'Note from a public leaflet how a squint is spotted and treated.' },
          { title: 'Make a one-page test card', description: 'Draw a simple card explaining the cover test to a child.' },
        ],
      },
    ],
  },
  {
    code: '29-2011.00',
    aliases: ['lab scientist', 'medical lab scientist', 'biomedical scientist', 'MLS', 'medizinischer Laborant', 'technicien de laboratoire médical', 'técnico de laboratorio clínico'],
    quests: [
      {
        title: 'Read a full blood count report',
        description: 'Find a teaching full blood count report and mark each value against its reference range. Write what red cells, white cells and platelets do, and which results would make a lab scientist flag the sample.',
        plan: [
          { title: 'Learn the full blood count values', description: 'List haemoglobin, white cells, platelets and their normal ranges.' },
          { title: 'Compare two blood count reports', description: 'Put a normal and an abnormal report side by side and circle the differences.' },
          { title: 'Sketch the sample journey', description: 'Draw the path of a blood sample from the ward to the analyser to the report.' },
          { title: 'Ask a lab scientist about a shift', description: 'Ask what a lab night shift is like and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-2011.01',
    aliases: ['cytogeneticist', 'cytogenetic technologist', 'Zytogenetiker', 'cytogénéticien', 'citogenetista'],
    quests: [
      {
        title: 'Arrange a karyotype from a teaching image',
        description: 'Print a teaching image of human chromosomes and cut them out, then pair and order them from 1 to 22 plus the sex chromosomes. Glue them on a sheet as a karyotype and photograph it.',
        plan: [
          { title: 'Learn the karyotype order', description: 'Note how chromosomes are ordered by size and the position of the centromere.' },
          { title: 'Spot an extra chromosome', description: 'Compare a normal karyotype with one showing trisomy 21 and circle the difference.' },
          { title: 'Read a genetics report', description: 'Find a teaching karyotype report and explain its notation, such as 47,XX,+21.' },
          { title: 'Write a one-page case note', description: 'Summarise one teaching case on a page with your karyotype.' },
        ],
      },
    ],
  },
  {
    code: '29-2011.02',
    aliases: ['cytotechnologist', 'cytologist', 'Zytologieassistent', 'cytotechnicien', 'citotecnólogo'],
    quests: [
      {
        title: 'Compare normal and abnormal cells on a smear',
        description: 'Open a free cytology teaching atlas and sketch a normal cervical cell beside an abnormal one. Label the nucleus, cytoplasm and the nucleus-to-cytoplasm ratio, and keep the sketch.',
        plan: [
          { title: 'Learn the nucleus-to-cytoplasm ratio', description: 'Note why a big nucleus in a small cell is a warning sign.' },
          { title: 'Sketch five cell types', description: 'Draw five cell types from the atlas and label each.' },
          { title: 'Read how screening results are graded', description: 'Note the categories used in cervical screening reports.' },
          { title: 'Write one teaching case note', description: 'Summarise one atlas case on a page.' },
        ],
      },
    ],
  },
  {
    code: '29-2011.03',
    aliases: ['histotech', 'histology technician', 'histotechnologist', 'Histologie-MTA', 'histotechnicien', 'técnico de histología'],
    quests: [
      {
        title: 'Slice and stain a fruit like a tissue sample',
        description: 'Cut very thin slices of a cucumber or kiwi with a kitchen knife, lay them on a plate and add a few drops of beetroot juice or food colouring. Photograph the slices and note which parts took the colour, as histotechs stain tissue to show its structure.',
        plan: [
          { title: 'Learn the steps of tissue processing', description: 'List fixing, processing, embedding, cutting and staining in order with one line each.' },
          { title: 'Compare thin and thick slices', description: 'Photograph a thin and a thick slice against a window and note how much detail shows.' },
          { title: 'Read what H&E staining shows', description: 'Note which parts turn pink and which purple in an H&E slide from a teaching atlas.' },
          { title: 'Make a one-page process chart', description: 'Draw the tissue journey from specimen to slide on a page.' },
        ],
      },
    ],
  },
  {
    code: '29-2012.00',
    aliases: ['lab tech', 'MLT', 'medical lab technician', 'Laborassistent', 'MTLA', 'technicien de laboratoire', 'técnico de laboratorio'],
    quests: [
      {
        title: 'Label sample tubes by colour',
        description: "Find a hospital's public blood tube colour guide and make a chart of each cap colour, its additive and the tests it is used for. Add the correct order of draw and keep the chart.",
        plan: [
          { title: 'Learn the tube cap colours', description: 'List each cap colour and the test it goes with.' },
          { title: 'Practise the order of draw', description: 'Write the order of draw and a one-line reason for it.' },
          { title: 'Design a sample label', description: 'Draw a sample label with every field a lab needs to accept it.' },
          { title: 'List reasons samples are rejected', description: 'Note five common reasons a lab rejects a sample.' },
        ],
      },
    ],
  },
  {
    code: '29-2021.00',
    aliases: ['dental hygienist', 'hygienist', 'Dentalhygieniker', 'Dentalhygienikerin', 'hygiéniste dentaire', 'higienista dental'],
    quests: [
      {
        title: 'Map where plaque hides on a dental chart',
        description: 'Look in a mirror after eating a biscuit, then look in a mirror with a torch and photograph where crumbs and film stay on your teeth. Mark those spots on a blank dental chart, brush with the technique a hygienist teaches, and photograph the difference.',
        plan: [
          { title: 'Learn where plaque builds up', description: 'Note the gum line, between teeth and the back molars as the usual plaque spots.' },
          { title: 'Compare brushing techniques', description: "Try the modified Bass technique from a hygienist's video and compare the before and after photos of the plaque spots." },
          { title: 'Practise flossing on a model', description: 'Floss between your fingers held together as a model of two teeth, following a C-shape.' },
          { title: 'Make a home care card', description: 'Write a card with brushing time, flossing and mouthwash advice from a dental body.' },
        ],
      },
    ],
  },
  {
    code: '29-2031.00',
    aliases: ['cardiac technician', 'ECG technician', 'EKG tech', 'cardiac physiologist', 'Kardiotechniker', 'technicien en cardiologie', 'técnico en cardiología'],
    quests: [
      {
        title: 'Label the waves of an ECG strip',
        description: 'Print a teaching ECG strip and label the P wave, QRS complex and T wave on three beats. Count the large squares between two beats to work out the heart rate and write it on the strip.',
        plan: [
          { title: 'Learn the ECG waves', description: "Write what each wave shows about the heart's electrical cycle." },
          { title: 'Work out heart rate from the ECG grid', description: 'Use the 300 rule on three teaching strips and compare your answers with the printed rate.' },
          { title: 'Sketch where the twelve leads go', description: 'Mark the electrode positions on a chest outline from a teaching diagram.' },
          { title: 'Compare a normal and an irregular strip', description: 'Put sinus rhythm beside atrial fibrillation and list the differences.' },
        ],
      },
    ],
  },
  {
    code: '29-2032.00',
    aliases: ['sonographer', 'ultrasound tech', 'ultrasonographer', 'Sonograf', 'échographiste', 'ecografista'],
    quests: [
      {
        title: 'Read an ultrasound image the right way up',
        description: 'Open a free teaching ultrasound image and find the probe side, the depth scale and which structures are bright or dark. Sketch the image and label them, noting why fluid looks black and bone looks white.',
        plan: [
          { title: 'Learn the echo words for an ultrasound image', description: 'Write what anechoic, hypoechoic and hyperechoic mean with an example of each.' },
          { title: 'Compare three ultrasound images', description: 'Label a gallbladder, a bladder and a pregnancy scan from a teaching library.' },
          { title: 'Try a bowl-of-water echo demo', description: 'Tap a bowl of water and listen for the echo, then note how ultrasound times echoes to find depth.' },
          { title: 'Write a one-page scan guide', description: 'Explain to a patient what happens in an abdominal scan.' },
        ],
      },
    ],
  },
  {
    code: '29-2033.00',
    aliases: ['nuclear medicine technologist', 'nuclear med tech', 'NMT', 'MTRA Nuklearmedizin', 'manipulateur en médecine nucléaire'],
    quests: [
      {
        title: "Plot a tracer's decay by half-lives",
        description: "Draw a graph of a technetium-99m dose halving every six hours and mark how much is left at each half-life. Write what this means for booking a patient's scan time, and keep the graph.",
        plan: [
          { title: 'Learn what a half-life is', description: 'Explain half-life with a coin-flip demonstration and a simple table.' },
          { title: 'Label a gamma camera', description: 'Sketch a gamma camera from a teaching photo, label the detector heads and couch, and note how long a booking slot takes.' },
          { title: "Read a patient's scan instructions", description: 'Summarise what a hospital tells patients before a bone scan.' },
          { title: 'Make a one-page safety card', description: 'List the time, distance and shielding rule with an example.' },
        ],
      },
    ],
  },
  {
    code: '29-2034.00',
    aliases: ['radiographer', 'X-ray tech', 'rad tech', 'Röntgenassistent', 'MTRA', 'manipulateur radio', 'técnico en radiología'],
    quests: [
      {
        title: 'Position a chest X-ray with a teddy bear',
        description: 'Set a teddy bear or doll against a wall as if for a chest X-ray and photograph it from the front and side. Mark on the photos where the beam centre and the detector would go, following a radiography positioning guide.',
        plan: [
          { title: 'Learn the PA and lateral positions', description: 'Sketch both chest positions from a positioning guide and note the centring point.' },
          { title: 'Check an image for quality', description: 'Look at three teaching chest X-rays and check rotation, inspiration and exposure.' },
          { title: 'Read the radiation dose comparison', description: 'Make a table of doses for a chest X-ray, a CT and a long-haul flight from a public source.' },
          { title: 'Ask a radiographer about a shift', description: 'Ask how many patients they image in a shift and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-2035.00',
    aliases: ['MRI tech', 'MRI technologist', 'MRI radiographer', 'MRT-Assistent', 'manipulateur IRM', 'técnico en resonancia magnética'],
    quests: [
      {
        title: 'Fill in an MRI safety questionnaire',
        description: "Find a hospital's public MRI safety questionnaire and answer it for a made-up patient with a pacemaker and a hip replacement. Mark which answers would stop or delay the scan, and keep the filled form.",
        plan: [
          { title: 'Learn the MRI safety zones', description: 'Sketch zones I to IV of an MRI suite and note who may enter each.' },
          { title: 'Read MRI safety labels', description: 'Find the MR safe, conditional and unsafe labels and note what each means.' },
          { title: 'Compare T1 and T2 images', description: 'Put two teaching brain images side by side and note which shows fluid bright.' },
          { title: 'Write a patient prep card', description: 'Make a card telling a patient what to remove before the scan.' },
        ],
      },
    ],
  },
  {
    code: '29-2041.00',
    aliases: ['EMT', 'paramedic', 'ambulance crew', 'Rettungssanitäter', 'Notfallsanitäter', 'ambulancier', 'secouriste', 'técnico de emergencias', 'paramédico'],
    quests: [
      {
        title: 'Practise the primary survey on a teddy bear',
        description: 'Learn the ABCDE primary survey from a first aid body and talk through it aloud on a teddy bear or cushion. Record yourself saying each step and what you check, and keep the recording.',
        plan: [
          { title: 'Learn the ABCDE primary survey', description: 'Write what each letter stands for and the question asked at each one.' },
          { title: 'Practise the recovery position on a cushion', description: 'Follow a first-aid video and practise the recovery position on a large cushion, then list the steps.' },
          { title: 'Write an ambulance handover', description: 'Write an ATMIST handover for a made-up casualty.' },
          { title: 'Ask about a first-aid course', description: 'Find a free or community first-aid session near you and note the dates.' },
        ],
      },
      {
        title: 'Write an ATMIST handover for a made-up casualty',
        description: "Invent a casualty from a cycling fall and write a paramedic's ATMIST handover: age, time, mechanism, injuries, signs and treatment. Read it aloud in under 60 seconds and record it.",
        plan: [
          { title: 'Learn the ATMIST handover headings', description: 'Write what each letter stands for with an example.' },
          { title: 'Time the handover recording', description: 'Record three tries and keep the clearest.' },
          { title: 'Read a public triage sieve', description: 'Note how a major incident triage sieve sorts casualties.' },
          { title: 'Find the nearest defibrillator', description: 'Look up the defibrillators near you on a public map and mark them.' },
        ],
      },
    ],
  },
  {
    code: '29-2051.00',
    aliases: ['dietetic assistant', 'dietetic technician', 'DTR', 'technicien en diététique', 'técnico en dietética'],
    quests: [
      {
        title: 'Build a texture-modified menu card',
        description: 'Read the IDDSI framework for food and drink textures and sort ten foods from your kitchen into its levels. Write a one-day menu card for a patient on level 5 (minced and moist) and keep it.',
        plan: [
          { title: 'Learn the IDDSI levels', description: 'Copy the levels 0 to 7 with a one-line description and an example food.' },
          { title: 'Try the fork pressure test', description: 'Press three foods with a fork as IDDSI describes and note their level.' },
          { title: 'Compare two hospital menus', description: 'Mark which choices on a hospital menu suit a soft diet.' },
          { title: 'Make a one-page allergen chart', description: 'Mark the fourteen major allergens on your menu card.' },
        ],
      },
    ],
  },
  {
    code: '29-2052.00',
    aliases: ['pharmacy tech', 'pharmacy technician', 'Pharmazeutisch-technischer Assistent', 'préparateur en pharmacie', 'técnico de farmacia'],
    quests: [
      {
        title: 'Check a prescription like a pharmacy technician',
        description: 'Use a made-up prescription and check every part: patient name, date, strength, quantity, directions and signature. Tick each part on a checklist and note what you would query.',
        plan: [
          { title: 'Learn the parts of a prescription', description: 'List the legal parts of a prescription in your country.' },
          { title: 'Read common prescription abbreviations', description: 'Make cards for bd, tds, qds, prn and nocte with their meaning.' },
          { title: 'Design a dispensing label', description: 'Draw a dispensing label with every field it must carry.' },
          { title: 'Organise a stock shelf by expiry', description: 'Sort a cupboard of food tins by date, first in first out, and photograph it.' },
        ],
      },
    ],
  },
  {
    code: '29-2053.00',
    aliases: ['psych tech', 'psychiatric aide', 'mental health aide', 'psychiatrischer Pflegehelfer', 'aide-soignant en psychiatrie', 'técnico en salud mental'],
    quests: [
      {
        title: 'Plan a calm ward day',
        description: 'Draw a daily timetable for a mental health ward with meals, groups, free time and quiet times. Mark where staff check in with each patient and keep the timetable as a one-page schedule.',
        plan: [
          { title: 'Learn what observation levels mean for each patient', description: 'Note the general, intermittent and close observation levels from a public policy.' },
          { title: 'Write a check-in conversation', description: 'Write three open questions to ask someone at a daily check-in.' },
          { title: 'Plan a group activity', description: 'Plan a 30-minute group session, such as a walk or a quiz, with its aim.' },
          { title: 'Read a patient rights leaflet', description: "Summarise a mental health act leaflet's key rights on a page." },
        ],
      },
    ],
  },
  {
    code: '29-2054.00',
    aliases: ['respiratory therapy tech', 'respiratory technician', 'Atemtherapie-Assistent', 'technicien en inhalothérapie'],
    quests: [
      {
        title: 'Make a balloon lung model',
        description: 'Build a lung model from a plastic bottle, two balloons and a rubber glove as a diaphragm. Pull the glove and film how the balloons fill, then label the parts on a sketch.',
        plan: [
          { title: 'Label the bottle lung model', description: 'Name which part stands for the trachea, lungs, chest and diaphragm.' },
          { title: 'Count breaths per minute with the lung model in mind', description: 'Count your own breaths at rest and after exercise and chart them.' },
          { title: 'Read an oxygen safety leaflet', description: 'List the home oxygen safety rules from a public leaflet.' },
          { title: 'Write a spacer technique card', description: 'Write the steps for using a spacer on a card.' },
        ],
      },
    ],
  },
  {
    code: '29-2055.00',
    aliases: ['scrub tech', 'surgical tech', 'ODP', 'theatre practitioner', 'operationstechnischer Assistent', 'instrumentiste', 'técnico quirúrgico'],
    quests: [
      {
        title: 'Lay out an instrument tray from kitchen tools',
        description: 'Lay out kitchen tongs, scissors, spoons and clips on a clean tea towel in the order a scrub tech sets a basic tray. Photograph the layout and label each item with the surgical instrument it stands for.',
        plan: [
          { title: 'Learn the basic surgical instruments', description: 'List forceps, scissors, retractors, clamps and holders with their use.' },
          { title: 'Practise an item count on the instrument tray', description: 'Have a friend remove one item from your tray and find it by counting, as in a swab count.' },
          { title: 'Follow the scrubbing steps', description: 'Follow a surgical scrub video and write the hand and arm sequence.' },
          { title: 'Sketch the theatre layout', description: 'Draw who stands where around the table.' },
        ],
      },
    ],
  },
  {
    code: '29-2056.00',
    aliases: ['vet tech', 'vet nurse', 'veterinary nurse', 'tiermedizinische Fachangestellte', 'TFA', 'auxiliaire vétérinaire', 'asistente técnico veterinario'],
    quests: [
      {
        title: "Record a pet's resting breathing rate",
        description: "Count, with the owner's agreement, a sleeping dog's or cat's breaths for 30 seconds and double it, three times in one sitting. Log the results in a table and compare them with the normal range a vet nurse uses.",
        plan: [
          { title: 'Learn the normal rates for dogs and cats', description: 'Write the resting breathing and heart rates for dogs and cats.' },
          { title: "Read a pet's vaccination card", description: "Note each vaccine and its booster date on a pet's card with the owner." },
          { title: 'Prepare a post-operative care sheet', description: "Write a care sheet for a dog after neutering from a vet's public advice." },
          { title: 'Ask a vet nurse about a day', description: 'Ask what a vet nurse does between consults and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-2057.00',
    aliases: ['ophthalmic technician', 'ophthalmic assistant', 'Augenarzthelfer', 'technicien en ophtalmologie', 'técnico en oftalmología'],
    quests: [
      {
        title: 'Tell plus from minus lenses by hand neutralisation',
        description: 'Hold a pair of glasses or reading glasses above a printed cross and move them slowly side to side. Note whether the cross moves with the lens (minus) or against it (plus), turn the lens to look for a scissor movement (astigmatism), and write your findings in a table.',
        plan: [
          { title: 'Learn why plus and minus lenses move the cross differently', description: 'Sketch how a plus lens and a minus lens bend light, and why the printed cross seems to move against or with them.' },
          { title: 'Test three pairs of glasses', description: "Try reading glasses, sunglasses and a family member's glasses (with their agreement) and record plus, minus or plain for each lens." },
          { title: 'Read a glasses prescription', description: 'Match one tested pair to its written prescription and explain sphere, cylinder and axis.' },
          { title: 'Learn the pre-exam work-up', description: 'List the checks an ophthalmic technician does before the doctor sees a patient: history, vision, pupils and pressure.' },
        ],
      },
    ],
  },
  {
    code: '29-2061.00',
    aliases: ['LPN', 'LVN', 'practical nurse', 'enrolled nurse', 'Krankenpflegehelfer', 'infirmière auxiliaire'],
    quests: [
      {
        title: 'Make a bed with hospital corners',
        description: 'Take off and remake your own bed using hospital corners, with the sheet tight and the fold at 45 degrees. Photograph each corner and write the steps on a card.',
        plan: [
          { title: 'Learn the hospital corner fold', description: 'Follow a nursing skills video and write the steps in order.' },
          { title: 'Time the bed making', description: 'Remake the bed twice and record how long each takes.' },
          { title: 'Read a fluid balance chart', description: 'Complete a made-up fluid chart and total the in and out.' },
          { title: 'Ask a nurse about care rounds', description: 'Ask how hourly rounding works and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-2071.00',
    aliases: ['medical coder', 'health information technician', 'medical records clerk', 'HIM tech', 'Medizinischer Dokumentar', 'codeur médical', 'técnico en documentación sanitaria'],
    quests: [
      {
        title: 'Code three diagnoses with ICD-10',
        description: 'Open the free online ICD-10 browser and find the codes for a broken wrist, asthma and type 2 diabetes. Write each code with its chapter and block in a table and keep it.',
        plan: [
          { title: 'Learn how ICD-10 codes are built', description: 'Note what the letter and the numbers in a code stand for.' },
          { title: 'Code five more diagnoses', description: 'Find codes for five made-up discharge notes and compare with a friend.' },
          { title: 'Read a data protection rule for records', description: "Note who may see a patient record under your country's rules." },
          { title: 'Design a record index', description: "Sketch a filing index for a small clinic's records." },
        ],
      },
    ],
  },
  {
    code: '29-2081.00',
    aliases: ['optician', 'dispensing optician', 'glasses fitter', 'Augenoptiker', 'Augenoptikerin', 'opticien', 'opticienne', 'óptico', 'óptica'],
    quests: [
      {
        title: 'Measure your pupillary distance with a ruler',
        description: "Stand in front of a mirror with a ruler against your brow and measure the distance between your pupils, three times. Average the results in a note and write them beside a frame's size markings (lens, bridge, arm) from a pair of glasses or sunglasses.",
        plan: [
          { title: 'Read the numbers on a glasses frame', description: 'Find the lens width, bridge width and arm length printed inside a frame.' },
          { title: 'Compare frame shapes with face shapes', description: 'Sketch three face shapes and the frames that suit each.' },
          { title: 'Read a glasses prescription', description: 'Explain sphere, cylinder, axis and add for a made-up prescription.' },
          { title: 'Make a fitting checklist', description: 'Write what an optician checks when glasses are collected.' },
        ],
      },
      {
        title: 'Measure the frame fit of your own glasses',
        description: 'Measure the lens width, bridge and arm length of a pair of glasses or sunglasses and compare them with the numbers printed inside the arm. Sketch the frame with the measurements and note how it sits on your face.',
        plan: [
          { title: "Read the frame's printed measurements", description: 'Find the three numbers inside the arm and what each means.' },
          { title: 'Compare two frames', description: 'Measure a second frame and note which would suit a wider face.' },
          { title: 'Learn lens options', description: 'Note what single vision, bifocal and varifocal lenses do.' },
          { title: 'Write a fitting checklist', description: 'List what an optician checks at collection.' },
        ],
      },
    ],
  },
  {
    code: '29-2091.00',
    aliases: ['prosthetist', 'orthotist', 'artificial limb maker', 'Orthopädietechniker', 'orthoprothésiste', 'técnico ortoprotésico'],
    quests: [
      {
        title: 'Trace your foot and design an insole',
        description: 'Trace your foot on paper, mark the heel, arch and ball, and design an insole that supports the arch. Cut it from card, check it in a shoe, and photograph it beside the tracing.',
        plan: [
          { title: 'Mark the pressure points on the foot tracing', description: 'Stand on paper with damp feet and mark where your foot presses most.' },
          { title: 'Compare orthoses and prostheses', description: 'Make a table of what each supports or replaces with two examples.' },
          { title: 'Study a prosthetic leg diagram', description: 'Label socket, pylon, knee and foot on a teaching image.' },
          { title: 'Write a fitting note', description: 'Write a one-page note on how an orthotist takes a cast or scan.' },
        ],
      },
    ],
  },
  {
    code: '29-2092.00',
    aliases: ['hearing aid audiologist', 'hearing aid dispenser', 'Hörgeräteakustiker', 'audioprothésiste', 'audioprotesista'],
    quests: [
      {
        title: 'Compare hearing aid styles on a chart',
        description: 'Find a public guide to hearing aid styles (behind-the-ear, in-the-ear, receiver-in-canal) and sketch each on an ear outline. List who each style suits and keep the chart.',
        plan: [
          { title: 'Label the parts of a hearing aid', description: 'Label microphone, amplifier, receiver and battery on a diagram.' },
          { title: 'Read an audiogram for hearing aid fitting', description: 'Plot a made-up mild high-frequency loss on a blank audiogram.' },
          { title: 'Try a noise test in a café', description: 'Note which conversations you miss in a noisy café and why background noise is hard.' },
          { title: 'Write a care card', description: 'List daily cleaning and battery tips for a hearing aid user.' },
        ],
      },
    ],
  },
  {
    code: '29-2099.00',
    aliases: ['health technician', 'healthcare technologist', 'medizinisch-technischer Assistent', 'technicien de santé'],
    quests: [
      {
        title: 'Write a cleaning log for shared equipment',
        description: "Pick a shared item at home such as a TV remote or a door handle and write a daily cleaning log like the ones kept for clinic equipment. Fill in today's entry, plan the checks for the rest of the week, and keep the log.",
        plan: [
          { title: 'Learn how equipment is decontaminated', description: 'Note the difference between cleaning, disinfection and sterilisation.' },
          { title: 'Draw the cleaning log', description: 'Make columns for date, item, method and initials.' },
          { title: 'Read an equipment label', description: 'Find a device manual and note its cleaning instructions.' },
          { title: "Ask about a health tech's role", description: 'Ask a healthcare technician what they check each day and keep notes.' },
        ],
      },
    ],
  },
  {
    code: '29-2099.01',
    aliases: ['EEG tech', 'neurodiagnostic technologist', 'END tech', 'EEG-Assistent', 'technicien en électroencéphalographie'],
    quests: [
      {
        title: 'Mark the 10-20 electrode map on a swim cap',
        description: 'Draw the international 10-20 electrode positions on an old swim cap or a paper head outline, measuring from nose to neck with a tape. Photograph the result with each position labelled.',
        plan: [
          { title: 'Learn the 10-20 electrode system', description: 'Note what the letters and odd and even numbers mean in the 10-20 system.' },
          { title: 'Measure the head distances for each position', description: 'Measure nasion to inion and ear to ear with a tape and work out 10 and 20 per cent.' },
          { title: 'Read an EEG teaching trace', description: 'Label alpha rhythm and eye blinks on a teaching EEG.' },
          { title: 'Write a patient prep note', description: 'Write what a patient should do before an EEG.' },
        ],
      },
    ],
  },
  {
    code: '29-2099.05',
    aliases: ['ophthalmic technologist', 'ophthalmic photographer', 'Orthoptik-Assistent', 'technicien supérieur en ophtalmologie'],
    quests: [
      {
        title: 'Map your visual field with a paper test',
        description: 'Make a simple visual field test with a paper plate, a pencil and a fixed dot, and mark where a moving target first appears. Draw your field map and compare it with a standard field chart.',
        plan: [
          { title: 'Learn what a visual field chart shows', description: 'Note the blind spot and the normal extent of the field.' },
          { title: 'Repeat the paper visual field test', description: 'Test both eyes and compare the maps.' },
          { title: 'Read a retinal photo', description: 'Label the optic disc and macula on a teaching fundus image.' },
          { title: 'Write a one-page test guide', description: 'Explain to a patient what a visual field test feels like.' },
        ],
      },
    ],
  },
  {
    code: '29-2099.06',
    aliases: ['radiologic technician', 'X-ray technician', 'radiology assistant', 'Röntgentechniker', 'technicien en radiologie'],
    quests: [
      {
        title: 'Find the right X-ray view for five injuries',
        description: 'Read a positioning guide and pick the standard views for a wrist, ankle, knee, chest and finger injury. Sketch each position with a stick figure and keep the sheet.',
        plan: [
          { title: 'Learn the standard views', description: 'Note AP, PA, lateral and oblique with what each shows.' },
          { title: "Check an X-ray view's quality", description: 'Look at teaching images for rotation and cut-off.' },
          { title: 'Read a dose comparison', description: 'Compare the dose of a limb X-ray with a day of background radiation.' },
          { title: 'Write a patient explanation', description: 'Write what to tell a patient before a wrist X-ray.' },
        ],
      },
    ],
  },
  {
    code: '29-2099.07',
    aliases: ['surgical assistant', 'surgical first assistant', 'Chirurgieassistent', 'aide opératoire', 'ayudante quirúrgico'],
    quests: [
      {
        title: 'Close a cut on a banana skin with paper tape',
        description: 'Draw a short cut line on a banana skin in pen, then close it with thin strips of paper tape placed the way wound-closure strips are, evenly spaced. Photograph the result and label each step on a card.',
        plan: [
          { title: "Learn the surgical assistant's tasks", description: 'List retraction, suction, haemostasis and wound closure, with one line on each and where paper strips are used.' },
          { title: 'Tie square knots on a banana', description: 'Tie five square knots with string around the banana and photograph them.' },
          { title: 'Sketch the team positions', description: 'Draw who stands where for an abdominal operation.' },
          { title: 'Read a theatre safety checklist', description: 'Note where the surgical assistant speaks in the WHO checklist.' },
        ],
      },
    ],
  },
  {
    code: '29-9011.00',
    aliases: ['health and safety officer', 'H&S officer', 'OHS specialist', 'EHS specialist', 'Fachkraft für Arbeitssicherheit', 'responsable santé sécurité', 'técnico de prevención de riesgos'],
    quests: [
      {
        title: 'Do a risk assessment of your kitchen',
        description: 'Walk around your kitchen and list every hazard you see (hot surfaces, trailing cables, sharp knives, wet floors). Rate each for likelihood and severity on a 5x5 risk matrix and write one control for each.',
        plan: [
          { title: 'Learn the risk matrix', description: 'Draw a 5x5 risk matrix and colour the low, medium and high cells.' },
          { title: 'Write five risk controls', description: 'Order controls for five hazards by the hierarchy of control.' },
          { title: 'Read a workplace safety sign standard', description: 'Note the colours and shapes of prohibition, warning, mandatory and safe-condition signs.' },
          { title: 'Spot signs in public', description: 'Photograph five safety signs in public and name their type.' },
        ],
      },
    ],
  },
  {
    code: '29-9012.00',
    aliases: ['safety technician', 'OHS technician', 'Sicherheitstechniker', 'technicien hygiène sécurité', 'técnico de seguridad laboral'],
    quests: [
      {
        title: 'Measure noise and light in a room',
        description: 'Use a free sound meter and light meter app to measure noise and light at your desk at three times of day. Compare the readings with published workplace guidance and keep the log.',
        plan: [
          { title: 'Learn the noise action levels', description: 'Write the workplace noise action values in decibels.' },
          { title: 'Compare light levels at three desks', description: 'Measure lux at three places and compare with guidance for office work.' },
          { title: 'Check a first-aid box', description: "Check a first-aid kit's contents against a published list." },
          { title: 'Write a one-page inspection report', description: 'Turn your readings into a short report with actions.' },
        ],
      },
    ],
  },
  {
    code: '29-9091.00',
    aliases: ['athletic trainer', 'sports therapist', 'Sporttherapeut', 'soigneur', 'fisioterapeuta deportivo'],
    quests: [
      {
        title: 'Tape a sprained ankle on a water bottle',
        description: 'Follow a sports first-aid video and practise an ankle taping pattern with masking tape on a water bottle. Photograph each stage and write the steps on a card.',
        plan: [
          { title: 'Learn the ankle taping steps', description: 'Note anchors, stirrups and figure-of-eight in order.' },
          { title: 'Learn the PRICE steps', description: 'Write protection, rest, ice, compression and elevation with one line each.' },
          { title: 'Plan a pitch-side kit', description: 'List what an athletic trainer carries to a match.' },
          { title: 'Write a warm-up card', description: 'Pick five injury-prevention warm-up exercises and draw them.' },
        ],
      },
    ],
  },
  {
    code: '29-9092.00',
    aliases: ['genetic counsellor', 'genetic counselor', 'genetischer Berater', 'conseiller en génétique', 'asesor genético'],
    quests: [
      {
        title: 'Draw a three-generation family tree',
        description: 'Draw your own family tree over three generations using the standard pedigree symbols (squares, circles, lines). Add one shared trait, such as eye colour, and keep the pedigree chart.',
        plan: [
          { title: 'Learn the pedigree symbols', description: 'Copy the standard symbols for male, female, affected, carrier and deceased.' },
          { title: 'Work out a Punnett square', description: 'Draw a Punnett square for two carriers of a recessive trait and note the odds.' },
          { title: 'Read a genetic test leaflet', description: 'Summarise what a public leaflet says about genetic testing choices.' },
          { title: 'Write a counselling question list', description: 'Write questions a counsellor might ask when taking a family history.' },
        ],
      },
    ],
  },
  {
    code: '29-9099.00',
    aliases: ['healthcare worker', 'health worker', 'Gesundheitsfachkraft', 'professionnel de santé', 'trabajador sanitario'],
    quests: [
      {
        title: "Map a patient's journey through a clinic",
        description: 'Walk through a GP surgery or pharmacy you visit and note each step a patient takes from arrival to leaving. Draw it as a flowchart with where they wait and who they meet.',
        plan: [
          { title: "Learn the clinic's steps", description: 'List each step of the patient journey in order.' },
          { title: 'Time the waits', description: 'Note how long each wait is on your next visit.' },
          { title: 'Find one improvement', description: 'Pick one step that could be easier and sketch a fix.' },
          { title: 'Write a one-page summary', description: 'Write up the journey and your idea.' },
        ],
      },
    ],
  },
  {
    code: '29-9099.01',
    aliases: ['midwife', 'Hebamme', 'Entbindungspfleger', 'sage-femme', 'matrona', 'partera'],
    quests: [
      {
        title: 'Write a birth plan',
        description: 'Read a public birth plan template and fill it in for a made-up mother, with her choices for pain relief, positions and who is present. Add a short note on how a midwife talks these choices through, and keep the plan.',
        plan: [
          { title: 'Learn the birth plan choices', description: 'List each choice in the template with a one-line explanation.' },
          { title: 'Draw the stages of birth', description: 'Sketch the three stages of labour with what happens in each.' },
          { title: 'Practise an antenatal check script', description: 'Write the questions asked at an antenatal appointment.' },
          { title: 'Make a newborn check list', description: 'List the checks done on a baby in the first days.' },
        ],
      },
    ],
  },
];
