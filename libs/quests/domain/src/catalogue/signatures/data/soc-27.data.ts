import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 27. */
export const SIGNATURES_27: readonly SignatureEntry[] = [
  {
    code: '27-1011.00',
    aliases: ['creative director', 'Art-Director', 'directeur artistique', 'director de arte'],
    quests: [
      {
        title: 'Art-direct a poster from a one-line brief',
        description: 'Write a one-line brief for a local event and sketch three thumbnail layouts that each take a different visual idea. Show the thumbnails with a note on which one you would send to the designer.',
        plan: [
          { title: 'Build a mood board for the chosen layout', description: 'Collect eight images, colours and type samples that set the poster\'s look.' },
          { title: 'Write art direction notes for the poster', description: 'Write the instructions a designer and photographer would need: type, palette, image and crop.' },
          { title: 'Critique a real campaign', description: 'Pick a current ad campaign and note how its art direction holds across three formats.' },
        ],
      },
    ],
  },
  {
    code: '27-1012.00',
    aliases: ['craftsperson', 'artisan', 'craft maker', 'Kunsthandwerker', 'artisan d\'art', 'artesano'],
    quests: [
      {
        title: 'Make a small paper bowl by hand',
        description: 'Make a small bowl by layering strips of scrap paper over an upturned cup with flour-and-water paste. Show a photo of the bowl and notes on how many layers it took.',
        plan: [
          { title: 'Finish the paper bowl\'s surface', description: 'Sand, paint or varnish the bowl and note which finish wears best.' },
          { title: 'Sketch a craft product range from the bowl', description: 'Draw three paper sizes or shapes you could sell as a set.' },
          { title: 'Price a craft piece', description: 'Work out materials, time and a fair price for one piece.' },
        ],
      },
    ],
  },
  {
    code: '27-1013.00',
    aliases: ['painter', 'sculptor', 'illustrator', 'visual artist', 'Kunstmaler', 'Kunstmalerin', 'peintre', 'pintor', 'pintora'],
    quests: [
      {
        title: 'Paint one object in three values',
        description: 'Set a mug under a lamp and paint or shade it using only three tones: light, middle and dark. Show the finished study beside a photo of the set-up.',
        plan: [
          { title: 'Map the values before you paint', description: 'Make a thumbnail sketch marking where each of the three values falls on the mug.' },
          { title: 'Repeat the value study in colour', description: 'Paint the same mug in colour, keeping the same three values.' },
          { title: 'Start a sketchbook habit', description: 'Fill one sketchbook page a day for a week and pick the best.' },
        ],
      },
    ],
  },
  {
    code: '27-1014.00',
    aliases: ['animator', '2D animator', '3D animator', 'motion designer', 'animateur', 'animador'],
    quests: [
      {
        title: 'Animate a bouncing ball on twelve sticky notes',
        description: 'Draw a ball bouncing across twelve sticky notes, squashing on impact and stretching as it falls, then flip them and film the result. Show the flipbook video.',
        plan: [
          { title: 'Add timing to the bouncing ball', description: 'Space the drawings closer at the top of the bounce and note how the motion changes.' },
          { title: 'Draw a key pose sheet', description: 'Draw the key poses of a simple character jumping and bouncing.' },
          { title: 'Try free animation software', description: 'Recreate the bounce in a free 2D animation app.' },
        ],
      },
    ],
  },
  {
    code: '27-1019.00',
    aliases: ['street artist', 'performance artist', 'tattoo designer', 'installation artist'],
    quests: [
      {
        title: 'Plan a site-specific art piece for a public wall',
        description: 'Photograph a blank wall or corner in your area and sketch an artwork that responds to its shape, light and passers-by. Show the photo with your sketch overlaid.',
        plan: [
          { title: 'Choose materials for the art piece', description: 'List the materials the piece needs and how each would weather outdoors.' },
          { title: 'Write an artist statement for the piece', description: 'Write a 100-word statement about the idea behind the work.' },
          { title: 'Find a permission route', description: 'Find who owns the wall and what a council would need to approve it.' },
        ],
      },
    ],
  },
  {
    code: '27-1021.00',
    aliases: ['product designer', 'industrial designer', 'Industriedesigner', 'designer industriel', 'diseñador industrial'],
    quests: [
      {
        title: 'Redesign a kitchen gadget you find awkward',
        description: 'Pick a gadget at home that is annoying to use, note every problem you hit using it, and sketch a redesign that fixes them. Show the problem list and annotated sketches.',
        plan: [
          { title: 'Test the gadget\'s ergonomics', description: 'Watch two people use the gadget and note grip, reach and confusion.' },
          { title: 'Make a card prototype of the redesign', description: 'Build a rough model from card and tape to check size and grip.' },
          { title: 'Choose materials and process', description: 'Note what the product would be made of and how, such as moulding.' },
        ],
      },
    ],
  },
  {
    code: '27-1022.00',
    aliases: ['clothing designer', 'Modedesigner', 'Modedesignerin', 'styliste de mode', 'diseñador de moda', 'diseñadora de moda'],
    quests: [
      {
        title: 'Sketch a capsule collection of five looks',
        description: 'Pick a theme and draw five fashion figures wearing looks that share a colour palette and silhouette. Show the line-up sketch with fabric swatches cut from old clothes.',
        plan: [
          { title: 'Draw flats for one collection look', description: 'Draw the front and back technical flat of one garment with seams and fastenings.' },
          { title: 'Build a fabric board for the collection', description: 'Collect fabric swatches and label weight, drape and fibre.' },
          { title: 'Cost one garment', description: 'Estimate fabric, trims and labour for one piece.' },
        ],
      },
    ],
  },
  {
    code: '27-1023.00',
    aliases: ['florist', 'flower arranger', 'Floristin', 'fleuriste', 'florista'],
    quests: [
      {
        title: 'Build a hand-tied posy with a spiral stem',
        description: 'Buy a small bunch of supermarket flowers and foliage and build a hand-tied posy, turning it so the stems spiral. Show a photo of the posy from above and the side.',
        plan: [
          { title: 'Condition the flowers for the posy', description: 'Strip low leaves, recut the stems at an angle and note how long each kind lasts.' },
          { title: 'Balance colour and shape in the posy', description: 'Rebuild it with a focal flower, fillers and foliage and compare the two photos.' },
          { title: 'Price a bouquet', description: 'Work out stem costs and a retail price for the bouquet.' },
        ],
      },
    ],
  },
  {
    code: '27-1024.00',
    aliases: ['GFX designer', 'Grafikdesigner', 'Grafikdesignerin', 'graphiste', 'diseñador gráfico', 'diseñadora gráfica'],
    quests: [
      {
        title: 'Design a logo for a corner shop',
        description: 'Pick a local shop and sketch twenty small logo ideas, then draw the best three in black and white. Show the sketches and your final logo.',
        plan: [
          { title: 'Test the logo at tiny sizes', description: 'Shrink the logo to stamp size and check it still reads small, in black and white.' },
          { title: 'Pick the logo\'s typeface and colours', description: 'Choose one typeface and two colours for the final logo and show them on a one-page style sheet.' },
          { title: 'Mock up a shop sign', description: 'Place the logo on a photo of the shop front.' },
        ],
      },
      {
        title: 'Fix the hierarchy of a cluttered flyer',
        description: 'Pick a busy flyer or poster from a noticeboard, number its elements in the order your eye reads them, then redraw it so the most important line reads first. Show the before-and-after sketches.',
        plan: [
          { title: 'Set up a grid for the flyer', description: 'Redraw the flyer on a simple column grid and align every element to it.' },
          { title: 'Cut the flyer\'s typefaces to two', description: 'Rebuild the flyer with one heading and one body typeface and compare the two versions.' },
          { title: 'Print and test at a distance', description: 'Pin both flyers up and note which one a passer-by can read from three metres.' },
        ],
      },
    ],
  },
  {
    code: '27-1025.00',
    aliases: ['interior decorator', 'Innenarchitekt', 'Innenarchitektin', 'architecte d\'intérieur', 'diseñador de interiores', 'interiorista'],
    quests: [
      {
        title: 'Draw a measured floor plan of one room',
        description: 'Measure one room with a tape and draw it to scale on squared paper, with doors, windows, sockets and furniture. Show the scale floor plan.',
        plan: [
          { title: 'Test a new furniture layout on the floor plan', description: 'Cut out scaled furniture shapes and try two new layouts.' },
          { title: 'Make a mood board for the room', description: 'Collect colours, fabrics and images for a new scheme to pin beside the floor plan.' },
          { title: 'Write a client brief', description: 'List what the room is used for and the client\'s must-haves.' },
        ],
      },
    ],
  },
  {
    code: '27-1026.00',
    aliases: ['visual merchandiser', 'window dresser', 'VM', 'Schauwerbegestalter', 'étalagiste', 'escaparatista'],
    quests: [
      {
        title: 'Sketch a shop window that tells a story',
        description: 'Pick a product and sketch a shop window display with a story, using height, colour blocks and one focal point. Show the sketch with a props list.',
        plan: [
          { title: 'Study three real shop window displays', description: 'Photograph three windows from the street and note their focal points.' },
          { title: 'Build a mini display on a shelf', description: 'Arrange products at home using the triangle rule and photograph it.' },
          { title: 'Plan a seasonal change', description: 'Write a calendar of window themes for the year.' },
        ],
      },
    ],
  },
  {
    code: '27-1027.00',
    aliases: ['set designer', 'exhibition designer', 'production designer', 'Bühnenbildner', 'Bühnenbildnerin', 'scénographe', 'escenógrafo'],
    quests: [
      {
        title: 'Build a shoebox model of a stage set',
        description: 'Pick a scene from a play and build a scale model of its set inside a shoebox from card and scraps. Show a photo of the model from the audience\'s view.',
        plan: [
          { title: 'Draw a ground plan of the stage set', description: 'Draw the set from above with entrances and furniture positions.' },
          { title: 'Light the model with a torch', description: 'Try light from three angles and photograph how the mood changes.' },
          { title: 'Write a props list', description: 'List every prop and piece of set dressing the scene needs.' },
        ],
      },
    ],
  },
  {
    code: '27-1029.00',
    aliases: ['UX designer', 'exhibition graphic designer', 'packaging designer'],
    quests: [
      {
        title: 'Redesign a confusing sign or form',
        description: 'Find a confusing public sign, ticket machine screen or form and redesign it so a stranger gets it first time. Show before-and-after sketches.',
        plan: [
          { title: 'Test the redesign on a stranger', description: 'Ask a friend to use the original and the redesign and note where each trips them.' },
          { title: 'Write design principles from the redesign', description: 'List the rules you followed, such as one action per screen.' },
          { title: 'Build a portfolio page', description: 'Lay out the project as a one-page case study.' },
        ],
      },
    ],
  },
  {
    code: '27-2011.00',
    aliases: ['actress', 'stage actor', 'film actor', 'Schauspieler', 'Schauspielerin', 'acteur', 'actrice', 'actor de teatro'],
    quests: [
      {
        title: 'Learn and record a one-minute monologue',
        description: 'Choose a one-minute monologue from a free play script, learn it, and record yourself performing it to a phone. Show the recording and notes on what the character wants.',
        plan: [
          { title: 'Mark the beats in the monologue', description: 'Mark each change of thought in the script and give it an action verb.' },
          { title: 'Perform the monologue two ways', description: 'Record it with two different objectives and compare.' },
          { title: 'Prepare a self-tape', description: 'Record a self-tape with a slate, following a casting site\'s guide.' },
        ],
      },
    ],
  },
  {
    code: '27-2012.00',
    aliases: ['film-maker', 'filmmaker', 'showrunner', 'réalisateur', 'director de cine'],
    quests: [
      {
        title: 'Shoot a one-minute film on a phone',
        description: 'Write a six-shot story, storyboard it and shoot it on a phone at home. Show the storyboard and the edited one-minute film.',
        plan: [
          { title: 'Plan the film\'s shot list', description: 'Write each shot with size, angle and what it shows.' },
          { title: 'Edit the film in a free app', description: 'Cut the shots together in storyboard order and add sound.' },
          { title: 'Budget a bigger version', description: 'Write a one-page budget for making it with a small crew.' },
        ],
      },
    ],
  },
  {
    code: '27-2012.01',
    aliases: ['film producer', 'TV producer', 'theatre producer', 'Produzent', 'Produzentin', 'producteur', 'productor'],
    quests: [
      {
        title: 'Budget and schedule a short film',
        description: 'Take a three-page short film script and break it down into scenes, cast, locations and props, then draft a shooting schedule and budget. Show the breakdown sheet and budget.',
        plan: [
          { title: 'Break down the short film script', description: 'Colour-code cast, props and locations in each scene.' },
          { title: 'Schedule the shoot by location', description: 'Group scenes by location and draft a two-day schedule.' },
          { title: 'Write a one-page pitch', description: 'Write a pitch to a funder with logline, budget and audience.' },
        ],
      },
    ],
  },
  {
    code: '27-2012.02',
    aliases: ['film director', 'theatre director', 'stage director', 'TV director', 'Regisseur', 'Regisseurin', 'metteur en scène', 'directora'],
    quests: [
      {
        title: 'Block a short scene on a tabletop',
        description: 'Pick a two-person scene and move coins or toy figures across a drawn floor plan to plan where the actors stand and move. Show a blocking diagram for each beat.',
        plan: [
          { title: 'Mark the scene\'s beats before blocking', description: 'Split the scene into beats and note what changes in each.' },
          { title: 'Plan the camera or audience view of the scene', description: 'Sketch what the audience sees at each blocking position.' },
          { title: 'Give notes to actors', description: 'Write three actable notes using verbs, not results.' },
        ],
      },
    ],
  },
  {
    code: '27-2012.03',
    aliases: ['radio programme director', 'station manager', 'broadcast programmer'],
    quests: [
      {
        title: 'Build a radio station\'s weekday schedule',
        description: 'Choose a local radio audience and write a weekday schedule grid with shows, news slots and adverts. Show the schedule.',
        plan: [
          { title: 'Fill a one-hour clock for the schedule', description: 'Draw a broadcast clock showing music, talk, news and ad breaks.' },
          { title: 'Review a real station\'s schedule', description: 'Compare your grid with a real station\'s and note differences.' },
          { title: 'Pitch a new show', description: 'Write a one-page pitch for a new programme.' },
        ],
      },
    ],
  },
  {
    code: '27-2012.04',
    aliases: ['casting director', 'casting agent', 'Casting-Direktor', 'directeur de casting', 'director de casting'],
    quests: [
      {
        title: 'Write a casting breakdown for one role',
        description: 'Pick a character from a film or play and write a casting breakdown with age range, look, skills and a short audition side. Show the breakdown as a one-page brief.',
        plan: [
          { title: 'Choose an audition side for the casting', description: 'Pick the one-page scene that best tests the role.' },
          { title: 'Watch self-tapes for casting', description: 'Watch three public audition videos and note why each works or not.' },
          { title: 'Build a shortlist', description: 'Write a shortlist of three well-known actors with reasons.' },
        ],
      },
    ],
  },
  {
    code: '27-2012.05',
    aliases: ['TD', 'broadcast technical director', 'vision mixer', 'gallery director'],
    quests: [
      {
        title: 'Call a live broadcast from a running order',
        description: 'Write a running order for a five-minute news bulletin, then rehearse calling the camera cuts out loud while watching a recorded bulletin. Show the running order with your cue marks.',
        plan: [
          { title: 'Mark every cue in the running order', description: 'Note each camera, graphic and audio cue with its timing.' },
          { title: 'Draw the gallery signal flow', description: 'Diagram how cameras, graphics and sound reach the vision mixer.' },
          { title: 'Plan a fault drill', description: 'Write what you do if a camera or feed fails on air.' },
        ],
      },
    ],
  },
  {
    code: '27-2021.00',
    aliases: ['athlete', 'sportsperson', 'pro athlete', 'Sportler', 'Sportlerin', 'athlète', 'deportista'],
    quests: [
      {
        title: 'Keep a training log for one week',
        description: 'Pick a sport you play and log every session for a week with drills, effort and sleep. Show the training log with your goals.',
        plan: [
          { title: 'Test your fitness before the training block', description: 'Do a simple timed test, such as a shuttle run, and record it.' },
          { title: 'Plan a training block', description: 'Write a four-week plan that builds load gradually.' },
          { title: 'Study a pro\'s routine', description: 'Read about an elite athlete\'s week and compare it with yours.' },
        ],
      },
    ],
  },
  {
    code: '27-2022.00',
    aliases: ['sports coach', 'talent scout', 'football coach', 'Fußballtrainer', 'entraîneur', 'entrenador', 'entrenadora'],
    quests: [
      {
        title: 'Plan a coaching session with three drills',
        description: 'Pick a sport and plan a one-session practice for children with a warm-up, three drills and a small-sided game. Show the session plan with diagrams.',
        plan: [
          { title: 'Draw the coaching drills', description: 'Draw each drill with players, cones and arrows.' },
          { title: 'Scout one player from a match video', description: 'Watch one player and write a scouting report that shapes their next session.' },
          { title: 'Write feedback cards', description: 'Write positive feedback phrases for common mistakes.' },
        ],
      },
    ],
  },
  {
    code: '27-2023.00',
    aliases: ['referee', 'umpire', 'ref', 'linesman', 'Schiedsrichter', 'Schiedsrichterin', 'arbitre', 'árbitro'],
    quests: [
      {
        title: 'Referee a recorded match from the rulebook',
        description: 'Watch ten minutes of a recorded match, pause at every foul or stoppage and write your call with the law number. Show the call sheet and compare it with the real referee.',
        plan: [
          { title: 'Read the key laws in the rulebook', description: 'Read the laws on fouls and restarts and summarise each.' },
          { title: 'Practise signals in a mirror', description: 'Learn the official referee signals and record yourself making them.' },
          { title: 'Write a match report', description: 'Write the report a referee files after a game.' },
        ],
      },
    ],
  },
  {
    code: '27-2031.00',
    aliases: ['ballet dancer', 'Tänzer', 'Tänzerin', 'danseur', 'danseuse', 'bailarín', 'bailarina'],
    quests: [
      {
        title: 'Learn a 32-count phrase and film it',
        description: 'Learn a short 32-count dance phrase from a free tutorial and film yourself doing it. Show the video and notes on the counts you found hardest.',
        plan: [
          { title: 'Count the phrase out loud', description: 'Write the phrase as counts with the move on each.' },
          { title: 'Perform the phrase in two styles', description: 'Repeat the phrase with different energy and compare.' },
          { title: 'Build a stretching routine', description: 'Write a warm-up and cool-down for dance practice.' },
        ],
      },
    ],
  },
  {
    code: '27-2032.00',
    aliases: ['dance choreographer', 'Choreograf', 'Choreografin', 'chorégraphe', 'coreógrafo'],
    quests: [
      {
        title: 'Choreograph eight counts to a song chorus',
        description: 'Pick a song chorus and make up eight counts of movement that match its rhythm and words. Show a video and a count sheet.',
        plan: [
          { title: 'Vary the choreography with levels', description: 'Change the eight counts to use high, middle and floor levels.' },
          { title: 'Draw the formation for a group', description: 'Draw where four dancers stand and travel across the eight counts.' },
          { title: 'Teach the counts', description: 'Film yourself teaching the counts as if to a class.' },
        ],
      },
    ],
  },
  {
    code: '27-2041.00',
    aliases: ['bandleader', 'musical director', 'band director'],
    quests: [
      {
        title: 'Mark up a score for a rehearsal',
        description: 'Find a free score of a short piece and mark the dynamics, tempo changes and cues you would give an ensemble. Show the marked score.',
        plan: [
          { title: 'Plan the rehearsal of the score', description: 'Split rehearsal time across the hardest bars.' },
          { title: 'Listen to two recordings of the score', description: 'Compare two performances and note tempo and balance differences.' },
          { title: 'Practise the beat patterns', description: 'Record yourself conducting two-, three- and four-beat patterns.' },
        ],
      },
    ],
  },
  {
    code: '27-2041.01',
    aliases: ['conductor', 'choir director', 'orchestra conductor', 'Dirigent', 'Dirigentin', 'chef d\'orchestre', 'director de orquesta'],
    quests: [
      {
        title: 'Conduct a recording with correct beat patterns',
        description: 'Pick a recording in four-four time and conduct along with it, showing the beat pattern, an entry cue and a cut-off. Show a video of your conducting.',
        plan: [
          { title: 'Study the beat patterns', description: 'Draw the two-, three- and four-beat patterns with the ictus marked.' },
          { title: 'Conduct the recording\'s tempo changes', description: 'Find a piece with a slowing and show it in your beat.' },
          { title: 'Plan a choir warm-up', description: 'Write a short warm-up for singers.' },
        ],
      },
    ],
  },
  {
    code: '27-2041.04',
    aliases: ['composer', 'arranger', 'songwriter', 'Komponist', 'Komponistin', 'compositeur', 'compositor'],
    quests: [
      {
        title: 'Compose a 16-bar melody on a free app',
        description: 'Use a free notation or piano app to write a 16-bar melody in a major key with a question and answer phrase. Show the score and a recording.',
        plan: [
          { title: 'Harmonise the melody', description: 'Add chords to each bar and note the cadence at the end.' },
          { title: 'Arrange the melody for two instruments', description: 'Write a second part that fits under the tune.' },
          { title: 'Write for a scene', description: 'Write a short cue to fit a one-minute video clip.' },
        ],
      },
    ],
  },
  {
    code: '27-2042.00',
    aliases: ['gigging musician', 'band musician', 'Musiker', 'musicien', 'músico'],
    quests: [
      {
        title: 'Prepare a three-song set list',
        description: 'Choose three songs you can play or sing and write a set list with keys, tempos and talk between songs. Show the set list and a recording of one song.',
        plan: [
          { title: 'Rehearse the set list in order', description: 'Play the three songs through in order and time them.' },
          { title: 'Record the set', description: 'Record the set and note three fixes.' },
          { title: 'Write a gig pitch', description: 'Write a pitch to a local venue with a link to your recording.' },
        ],
      },
    ],
  },
  {
    code: '27-2042.01',
    aliases: ['vocalist', 'singer-songwriter', 'Sänger', 'Sängerin', 'chanteur', 'chanteuse', 'cantante'],
    quests: [
      {
        title: 'Record a song with breath marks',
        description: 'Pick a song, mark where you breathe on the lyric sheet and record yourself singing it. Show the marked lyrics and the recording.',
        plan: [
          { title: 'Warm up before the recording', description: 'Follow a five-minute vocal warm-up and note which exercises help.' },
          { title: 'Compare two takes of the song', description: 'Record a second take and note pitch and breath differences.' },
          { title: 'Learn a harmony', description: 'Learn a harmony line for the chorus.' },
        ],
      },
    ],
  },
  {
    code: '27-2042.02',
    aliases: ['instrumentalist', 'session musician', 'guitarist', 'pianist', 'violinist'],
    quests: [
      {
        title: 'Learn a scale at three tempos',
        description: 'Pick your instrument\'s major scale and play it with a free metronome at slow, medium and fast tempos. Show a practice log and a recording at the fastest clean tempo.',
        plan: [
          { title: 'Log the metronome tempos', description: 'Note the fastest clean tempo each day for a week.' },
          { title: 'Learn a short piece using the scale', description: 'Learn a piece in the same key and record it.' },
          { title: 'Sight-read', description: 'Sight-read one short free piece a day and log it.' },
        ],
      },
    ],
  },
  {
    code: '27-2099.00',
    aliases: ['magician', 'comedian', 'circus performer', 'busker', 'juggler'],
    quests: [
      {
        title: 'Write and time a three-minute stand-up set',
        description: 'Write three short jokes or a routine on one theme, perform it to your phone and time the laughs you would expect. Show the script and recording.',
        plan: [
          { title: 'Tighten the set\'s jokes', description: 'Cut every word that does not lead to the punchline.' },
          { title: 'Perform the set to a friend', description: 'Perform to one person and note where they laughed.' },
          { title: 'Find an open mic', description: 'List open mic nights near you with dates.' },
        ],
      },
    ],
  },
  {
    code: '27-3011.00',
    aliases: ['DJ', 'radio DJ', 'radio presenter', 'TV presenter', 'newsreader', 'Moderator', 'animateur radio', 'locutor'],
    quests: [
      {
        title: 'Present a two-minute radio link',
        description: 'Write and record a two-minute radio link that back-announces a song, reads a weather update and trails the next item. Show the script and the recording.',
        plan: [
          { title: 'Time the radio link to the second', description: 'Record it again to hit exactly two minutes.' },
          { title: 'Read the news bulletin', description: 'Record a one-minute news read with clear pronunciation.' },
          { title: 'Build a demo', description: 'Put your best three links in a short demo.' },
        ],
      },
    ],
  },
  {
    code: '27-3012.00',
    aliases: ['PA announcer', 'stadium announcer', 'MC', 'ring announcer'],
    quests: [
      {
        title: 'Script the announcements for a local event',
        description: 'Pick an event such as a school sports day and script its PA announcements: welcome, safety notice, results and lost child. Show the script and a recording of one.',
        plan: [
          { title: 'Time the announcements', description: 'Note when each announcement is read in the running order.' },
          { title: 'Record the safety announcement clearly', description: 'Record the safety notice slowly and check each word is clear.' },
          { title: 'Learn names', description: 'List hard names and write their phonetic spelling.' },
        ],
      },
    ],
  },
  {
    code: '27-3021.00',
    aliases: ['news analyst', 'political commentator', 'broadcast commentator'],
    quests: [
      {
        title: 'Explain one news story in 90 seconds',
        description: 'Pick today\'s main news story and write a 90-second analysis explaining why it matters, with one number and one quote. Show the script and a recording.',
        plan: [
          { title: 'Check the facts in the news analysis', description: 'Check each fact against two sources and cite them.' },
          { title: 'Compare coverage of the story', description: 'Compare how two outlets framed it.' },
          { title: 'Record a piece to camera', description: 'Record the analysis on a phone as if to camera.' },
        ],
      },
    ],
  },
  {
    code: '27-3022.00',
    aliases: ['journalist', 'news reporter', 'foreign correspondent', 'Journalistin', 'journaliste', 'periodista'],
    quests: [
      {
        title: 'Report a local story in 300 words',
        description: 'Go to a local event or meeting, take notes and write a 300-word news story with a headline and two quotes. Show the story.',
        plan: [
          { title: 'Write the story\'s intro', description: 'Write a first sentence that says who, what, when and where.' },
          { title: 'Check the quotes in the story', description: 'Check each quote against your notes and name each source.' },
          { title: 'Pitch a follow-up', description: 'Write a pitch to an editor for a follow-up story.' },
        ],
      },
    ],
  },
  {
    code: '27-3031.00',
    aliases: ['PR specialist', 'PR officer', 'press officer', 'publicist', 'Pressesprecher', 'attaché de presse', 'relaciones públicas'],
    quests: [
      {
        title: 'Write a press release for a local group',
        description: 'Pick a local club or charity and write a one-page press release about an upcoming event with a headline, quote and contact. Show the press release.',
        plan: [
          { title: 'Build a media list for the press release', description: 'List five local outlets and the right contact for each.' },
          { title: 'Write the social posts for the release', description: 'Write three posts sharing the news in different formats.' },
          { title: 'Draft crisis lines', description: 'Write a holding statement if the event is cancelled.' },
        ],
      },
    ],
  },
  {
    code: '27-3041.00',
    aliases: ['copy editor', 'sub-editor', 'subeditor', 'Lektor', 'Lektorin', 'rédacteur en chef', 'editor de textos'],
    quests: [
      {
        title: 'Edit a page of text with proof marks',
        description: 'Take a page of your own writing or a news article and mark it up with standard proofreading marks for errors, cuts and style. Show the marked page.',
        plan: [
          { title: 'Apply a style guide to the page', description: 'Check the page against a free style guide and fix each inconsistency.' },
          { title: 'Cut the text by a third', description: 'Cut the article to two-thirds the length without losing facts.' },
          { title: 'Write headlines', description: 'Write five headline options.' },
        ],
      },
    ],
  },
  {
    code: '27-3042.00',
    aliases: ['tech writer', 'technical author', 'documentation writer', 'Technischer Redakteur', 'rédacteur technique', 'redactor técnico'],
    quests: [
      {
        title: 'Write the manual for a household appliance',
        description: 'Choose an appliance such as a kettle or printer and write a step-by-step guide for one task with numbered steps and a warning box. Show the guide.',
        plan: [
          { title: 'Test the guide on a user', description: 'Watch someone follow the guide and note where they hesitate.' },
          { title: 'Add a diagram to the guide', description: 'Draw a labelled diagram of the parts the steps refer to.' },
          { title: 'Write a troubleshooting table', description: 'Write a table of problems, causes and fixes.' },
        ],
      },
    ],
  },
  {
    code: '27-3043.00',
    aliases: ['author', 'novelist', 'Schriftsteller', 'Schriftstellerin', 'écrivain', 'escritor', 'escritora'],
    quests: [
      {
        title: 'Write a 500-word story with a turn',
        description: 'Write a 500-word short story where a character wants one thing and the ending turns it around. Show the story.',
        plan: [
          { title: 'Outline the story\'s turn', description: 'Write the setup, conflict and turn in three lines.' },
          { title: 'Revise the story aloud', description: 'Read the story aloud and cut anything that trips.' },
          { title: 'Submit', description: 'Find a magazine or competition that takes short stories.' },
        ],
      },
    ],
  },
  {
    code: '27-3043.04',
    aliases: ['copywriter', 'ad copywriter', 'Werbetexter', 'Werbetexterin', 'concepteur-rédacteur', 'redactor publicitario'],
    quests: [
      {
        title: 'Write three headlines for the same product',
        description: 'Pick a product at home and write three ad headlines, each selling a different benefit, plus one line of body copy. Show the headlines as a list with the benefit each sells.',
        plan: [
          { title: 'Test the headlines', description: 'Ask three people which headline makes them want the product.' },
          { title: 'Write web copy from the best headline', description: 'Write a short product page using the winning headline.' },
          { title: 'Write a tagline', description: 'Write ten taglines and pick one.' },
        ],
      },
    ],
  },
  {
    code: '27-3043.05',
    aliases: ['poet', 'lyricist', 'creative writer', 'Dichter', 'Dichterin', 'poète', 'poeta'],
    quests: [
      {
        title: 'Write a sonnet about your street',
        description: 'Write a 14-line sonnet about your street using real sights and sounds you note on a walk. Show the sonnet and your walk notes.',
        plan: [
          { title: 'Scan the metre of the sonnet', description: 'Mark the stresses and fix lines that do not scan.' },
          { title: 'Turn the sonnet into a lyric', description: 'Rewrite it as a song verse and chorus.' },
          { title: 'Read it aloud', description: 'Record yourself reading it.' },
        ],
      },
    ],
  },
  {
    code: '27-3091.00',
    aliases: ['sign language interpreter', 'Dolmetscher', 'Dolmetscherin', 'Übersetzer', 'Übersetzerin', 'traducteur', 'interprète', 'traductor', 'intérprete'],
    quests: [
      {
        title: 'Interpret a short speech sentence by sentence',
        description: 'Play a two-minute speech in a language you know, pause after each sentence and say it aloud in your other language while recording. Show the recording and notes on words you missed.',
        plan: [
          { title: 'Build a glossary for the speech', description: 'List the key terms and your chosen translations.' },
          { title: 'Try sight translation', description: 'Read a short text aloud in the other language without writing.' },
          { title: 'Learn note-taking', description: 'Practise consecutive interpreting note symbols.' },
        ],
      },
    ],
  },
  {
    code: '27-3099.00',
    aliases: ['social media manager', 'content creator', 'podcaster', 'community manager'],
    quests: [
      {
        title: 'Plan a week of posts for a local group',
        description: 'Pick a local club and write a one-week content calendar with post text, image idea and best time for each. Show the calendar.',
        plan: [
          { title: 'Write the posts in the calendar', description: 'Draft each post in the calendar\'s tone.' },
          { title: 'Measure a real account', description: 'Review a local account\'s last ten posts and note which did best.' },
          { title: 'Record a podcast trailer', description: 'Record a one-minute trailer for a podcast idea.' },
        ],
      },
    ],
  },
  {
    code: '27-4011.00',
    aliases: ['AV technician', 'AV tech', 'audio-visual technician', 'Veranstaltungstechniker', 'technicien audiovisuel', 'técnico audiovisual'],
    quests: [
      {
        title: 'Draw the AV set-up for a school hall event',
        description: 'Pick an event such as a talk with slides and draw a signal-flow diagram from microphone and laptop to speakers and screen. Show the diagram with a kit list.',
        plan: [
          { title: 'Label every cable in the AV diagram', description: 'Note the connector type for each link, such as XLR or HDMI.' },
          { title: 'Write a sound check for the event', description: 'Write the steps to check each microphone and the slides before doors open.' },
          { title: 'Plan for failures', description: 'List backups for a dead microphone or a laptop that will not connect.' },
        ],
      },
    ],
  },
  {
    code: '27-4012.00',
    aliases: ['broadcast engineer', 'transmitter engineer', 'Rundfunktechniker', 'technicien de diffusion'],
    quests: [
      {
        title: 'Trace how a TV signal reaches your home',
        description: 'Draw a diagram of how a live broadcast goes from camera to studio to transmitter or stream to your screen. Show the diagram with one note per link.',
        plan: [
          { title: 'Find your nearest transmitter for the broadcast', description: 'Use a public transmitter map to find which mast serves your home.' },
          { title: 'Explain broadcast delay', description: 'Time the delay between a live stream and the TV broadcast of the same channel.' },
          { title: 'Write a fault log', description: 'Write a log entry for a signal loss with time and cause.' },
        ],
      },
    ],
  },
  {
    code: '27-4013.00',
    aliases: ['radio dispatcher', 'ham radio operator', 'Funker', 'opérateur radio', 'radiooperador'],
    quests: [
      {
        title: 'Learn the phonetic alphabet and radio procedure',
        description: 'Learn the NATO phonetic alphabet and write a short radio call using standard procedure words such as over and roger. Show the script and a recording.',
        plan: [
          { title: 'Spell your name and street in the phonetic alphabet', description: 'Record yourself spelling them at speed.' },
          { title: 'Listen to real radio traffic', description: 'Listen to an online air-band or marine radio stream and note procedure words.' },
          { title: 'Write a message log', description: 'Log five messages with time, call sign and content.' },
        ],
      },
    ],
  },
  {
    code: '27-4014.00',
    aliases: ['sound engineer', 'audio engineer', 'mixing engineer', 'Tontechniker', 'ingénieur du son', 'ingeniero de sonido'],
    quests: [
      {
        title: 'Record a voice in three rooms and compare',
        description: 'Record the same sentence on a phone in a bathroom, a bedroom and a wardrobe of clothes and listen for echo. Show the three recordings with notes on the room sound.',
        plan: [
          { title: 'Treat the room sound', description: 'Improve one room with cushions and blankets and record again.' },
          { title: 'Mix two recordings', description: 'Mix a voice and music in a free app and balance the levels.' },
          { title: 'Learn a frequency chart', description: 'Make a chart of where voice and instruments sit in frequency.' },
        ],
      },
    ],
  },
  {
    code: '27-4021.00',
    aliases: ['wedding photographer', 'portrait photographer', 'Fotograf', 'Fotografin', 'photographe', 'fotógrafo'],
    quests: [
      {
        title: 'Light a portrait with one window',
        description: 'Photograph a still object or willing friend by one window three ways: front, side and back light. Show the three photos with notes on the shadows.',
        plan: [
          { title: 'Use a reflector with the window light', description: 'Bounce light with white card and compare the shadows.' },
          { title: 'Shoot a product photo', description: 'Photograph one product on a white background.' },
          { title: 'Edit a set', description: 'Edit five photos consistently in a free app.' },
        ],
      },
      {
        title: 'Shoot one street scene at three shutter speeds',
        description: 'Photograph passing people or traffic from a pavement at a fast, a middle and a slow shutter speed in your phone\'s manual mode. Show the three photos with the settings for each.',
        plan: [
          { title: 'Explain the shutter speed results', description: 'Write a line for each photo on how the speed froze or blurred the movement.' },
          { title: 'Balance the exposure triangle', description: 'Reshoot the slow shutter scene and note how you changed aperture or ISO to keep it bright enough.' },
          { title: 'Build a small street series', description: 'Pick your best five street photos and sequence them as a set.' },
        ],
      },
    ],
  },
  {
    code: '27-4031.00',
    aliases: ['cameraman', 'camerawoman', 'videographer', 'Kameramann', 'Kamerafrau', 'cadreur', 'camarógrafo'],
    quests: [
      {
        title: 'Shoot a scene in five standard shot sizes',
        description: 'Film one everyday action, such as making tea, in wide, medium, close-up, extreme close-up and over-the-shoulder shots. Show the labelled video clips.',
        plan: [
          { title: 'Frame each shot size with the rule of thirds', description: 'Re-shoot each scene with the subject on a thirds line.' },
          { title: 'Try camera movement', description: 'Film a pan, a tilt and a handheld follow of the same everyday action.' },
          { title: 'Plan a shot list', description: 'Write a shot list for a short interview.' },
        ],
      },
    ],
  },
  {
    code: '27-4032.00',
    aliases: ['video editor', 'film editor', 'Cutter', 'Cutterin', 'monteur', 'editor de vídeo', 'montador'],
    quests: [
      {
        title: 'Cut a 30-second sequence from raw clips',
        description: 'Film ten short clips of a walk and edit them in a free app into a 30-second sequence with cuts on action. Show the edited video.',
        plan: [
          { title: 'Log the raw clips', description: 'Note each clip\'s content and best moment in a log.' },
          { title: 'Cut the sequence to music', description: 'Re-edit the sequence so cuts land on the beat.' },
          { title: 'Colour match', description: 'Match the colour of two clips shot in different light.' },
        ],
      },
    ],
  },
  {
    code: '27-4099.00',
    aliases: ['drone operator', 'lighting technician', 'livestream technician'],
    quests: [
      {
        title: 'Plan the lighting for a video interview',
        description: 'Draw a three-point lighting plan for a seated interview using lamps at home, then film a short test. Show the plan and a still from the test.',
        plan: [
          { title: 'Adjust the key light', description: 'Move the key lamp in the lighting plan and note how the face changes.' },
          { title: 'Check the stream settings', description: 'Write the camera, audio and upload settings to stream the interview live.' },
          { title: 'Write a kit checklist', description: 'List every item for a small shoot.' },
        ],
      },
    ],
  },
];
