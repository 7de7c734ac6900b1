import type { SignatureEntry } from '../signature';

/** Signature quests for O*NET major group 51. */
export const SIGNATURES_51: readonly SignatureEntry[] = [
  {
    code: '51-1011.00',
    aliases: ['production supervisor', 'shift supervisor', 'line leader', 'factory foreman', 'Schichtleiter', 'chef d\'atelier', 'supervisor de producción'],
    quests: [
      {
        title: 'Find the bottleneck on a sandwich production line',
        description: 'Make five sandwiches at home as a line, timing each station (bread, spread, filling, cut, wrap) with a phone stopwatch, and find the slowest one. Show a station chart with the bottleneck circled and one fix.',
        plan: [
          { title: 'Time each sandwich station on the line', description: 'Record three timings per station and average them in a small table.' },
          { title: 'Draw the line balance chart for the sandwich stations', description: 'Plot each station\'s time as a bar against the target pace and circle the one that sets the output.' },
          { title: 'Run a five-minute shift handover', description: 'Write the handover note a supervisor leaves: output, scrap, a safety point and what the next shift must watch.' },
          { title: 'Read a real production board', description: 'Find photos of a shop-floor tracking board and list the figures it shows hour by hour and why.' },
        ],
      },
    ],
  },
  {
    code: '51-2011.00',
    aliases: ['aircraft assembler', 'airframe assembler', 'aircraft riveter', 'Flugzeugmonteur', 'monteur aéronautique', 'ensamblador aeronáutico'],
    quests: [
      {
        title: 'Map the rivet lines on an aircraft\'s skin',
        description: 'Study close-up photos of an airliner\'s fuselage or wing and sketch one panel with its rivet rows, lap joints and stringers behind. Show the sketch with the rivet pitch estimated.',
        plan: [
          { title: 'Sketch a fuselage panel and its rivet rows', description: 'Mark each row, the lap joint and where the frames and stringers sit behind the skin.' },
          { title: 'Compare solid rivets and blind fasteners on the skin', description: 'Note where each is used and why flush heads are chosen on outer surfaces.' },
          { title: 'Read a structural repair manual page', description: 'Find a published example and list the edge distance and pitch rules it gives for rivets.' },
        ],
      },
    ],
  },
  {
    code: '51-2021.00',
    aliases: ['coil winder', 'armature winder', 'transformer winder', 'Wickler', 'bobinier', 'bobinador'],
    quests: [
      {
        title: 'Count the windings in a transformer or motor coil',
        description: 'Look at photos or a cut-away of a small transformer and sketch its core, primary and secondary coils, then work out the turns ratio from its rated voltages. Show the sketch with your calculation.',
        plan: [
          { title: 'Sketch the transformer core and coils', description: 'Label the laminated core, primary winding, secondary winding and insulation tape.' },
          { title: 'Calculate the turns ratio from the rated voltages', description: 'Use the label\'s input and output voltages to find how many turns the secondary needs per primary turn.' },
          { title: 'Wind a model coil on a pencil', description: 'Wind string neatly in even layers on a pencil and note why crossing turns make a coil bulge.' },
        ],
      },
    ],
  },
  {
    code: '51-2022.00',
    aliases: ['electronics assembler', 'PCB assembler', 'circuit board assembler', 'Elektronikmonteur', 'câbleur électronique', 'ensamblador electrónico'],
    quests: [
      {
        title: 'Identify the parts on an old circuit board',
        description: 'Take the circuit board out of a dead battery toy or remote control (batteries removed) and identify its resistors, capacitors, chips and connectors. Show a labelled photo of the board.',
        plan: [
          { title: 'Label the parts on the circuit board photo', description: 'Mark each resistor, capacitor, chip and connector and count how many of each.' },
          { title: 'Decode resistor colour bands on the board', description: 'Read the bands on three resistors and write their values.' },
          { title: 'Read an assembly drawing', description: 'Find a sample PCB assembly drawing and note how it shows reference designators and polarity.' },
        ],
      },
    ],
  },
  {
    code: '51-2023.00',
    aliases: ['electromechanical assembler', 'mechatronics assembler'],
    quests: [
      {
        title: 'Trace how a toy car\'s motor drives its wheels',
        description: 'Open a broken battery toy (batteries removed) and sketch the path from motor to gears to wheels, counting the gear teeth. Show the sketch with the gear ratio.',
        plan: [
          { title: 'Sketch the motor-to-wheel gear train', description: 'Draw each gear and shaft in order from the motor to the wheels.' },
          { title: 'Count teeth and work out the gear ratio', description: 'Count the teeth on each gear pair and multiply the ratios.' },
          { title: 'List the switches and wiring in the toy', description: 'Note how the switch, battery contacts and motor leads connect.' },
        ],
      },
    ],
  },
  {
    code: '51-2031.00',
    aliases: ['engine assembler', 'machine assembler', 'Motorenmonteur', 'monteur de moteurs', 'ensamblador de motores'],
    quests: [
      {
        title: 'Follow a four-stroke engine\'s assembly order',
        description: 'Watch an engine build video and list the order the main parts go in, from crankshaft to cylinder head, with the check made at each step. Show the numbered assembly list.',
        plan: [
          { title: 'List the engine parts in assembly order', description: 'Write crankshaft, bearings, pistons, rods, camshaft, timing gear and cylinder head in the order fitted.' },
          { title: 'Note the check made at each assembly step', description: 'Write what is measured or torqued at each step, such as bearing clearance or bolt sequence.' },
          { title: 'Draw a cylinder head bolt-tightening sequence', description: 'Copy a spiral torque sequence and explain why it starts in the middle.' },
        ],
      },
    ],
  },
  {
    code: '51-2041.00',
    aliases: ['steel fabricator', 'metal fabricator', 'fitter fabricator', 'Stahlbauschlosser', 'charpentier métallique', 'calderero montador'],
    quests: [
      {
        title: 'Read a steel fabrication drawing',
        description: 'Find a sample steel fabrication drawing online and list every plate, section, hole and cut on it as a cutting list. Show the list beside the drawing.',
        plan: [
          { title: 'Decode the section sizes on the fabrication drawing', description: 'Note what each mark such as a universal beam or angle size means.' },
          { title: 'Write the cutting list from the drawing', description: 'List each part with its section, length, quantity and holes.' },
          { title: 'Check the bolt holes on the drawing', description: 'Note each hole diameter, its edge distance and pitch, and which holes are marked to be drilled on site.' },
        ],
      },
    ],
  },
  {
    code: '51-2091.00',
    aliases: ['fibreglass laminator', 'fiberglass laminator', 'GRP laminator', 'composite laminator', 'Laminierer', 'stratifieur', 'laminador de fibra de vidrio'],
    quests: [
      {
        title: 'Study the lay-up of a fibreglass boat hull',
        description: 'Watch a video of a fibreglass hull being laid up in a mould and list the layers in order: release agent, gelcoat, mat and woven roving. Show a cross-section sketch of the layers.',
        plan: [
          { title: 'Sketch the hull lay-up in cross-section', description: 'Draw each layer from the mould face inward and label its material.' },
          { title: 'List common lay-up defects', description: 'Note voids, dry spots, print-through and delamination and what causes each.' },
          { title: 'Compare chopped mat, woven roving and carbon cloth', description: 'List how each looks and what strength it gives a laminate.' },
        ],
      },
    ],
  },
  {
    code: '51-2092.00',
    aliases: ['assembly line worker', 'production line worker', 'line operator', 'Montagearbeiter', 'ouvrier à la chaîne', 'operario de montaje'],
    quests: [
      {
        title: 'Split a flat-pack build into line stations',
        description: 'Take the instructions for a flat-pack item and split the steps into four stations of roughly equal work, as a team on a line would. Show the station plan with the parts each station needs.',
        plan: [
          { title: 'List every step in the flat-pack instructions', description: 'Number each step and note the parts and fixings it uses.' },
          { title: 'Balance the steps into four stations', description: 'Group the steps so each station has similar work, and list its parts bin.' },
          { title: 'Write a quality check for each station', description: 'Note one thing each station checks before passing the work on.' },
        ],
      },
    ],
  },
  {
    code: '51-2093.00',
    aliases: ['watch assembler', 'clock assembler', 'timing device adjuster'],
    quests: [
      {
        title: 'Sketch the gear train of a mechanical watch',
        description: 'Watch a video of a mechanical watch movement being assembled and draw the mainspring, gear train, escapement and balance wheel in order. Show the labelled sketch.',
        plan: [
          { title: 'Label the watch gear train from spring to hands', description: 'Name the barrel, centre wheel, third wheel, fourth wheel and escape wheel.' },
          { title: 'Describe the escapement and balance wheel', description: 'Write how the pallet fork and balance let the gears move one tick at a time.' },
          { title: 'Test a watch\'s rate', description: 'Check a watch against an online time signal each morning for a week and chart the drift.' },
        ],
      },
    ],
  },
  {
    code: '51-2099.00',
    aliases: ['assembler', 'fabricator', 'product assembler'],
    quests: [
      {
        title: 'Draw the exploded view of a household gadget',
        description: 'Pick a simple gadget such as a stapler or torch, take it apart if it is designed to come apart, and draw an exploded view with each part numbered. Show the drawing with a parts list.',
        plan: [
          { title: 'Take the gadget apart and lay out its parts', description: 'Photograph the parts in the order they came off.' },
          { title: 'Draw and number the exploded view of the gadget', description: 'Draw each part along the line it travels to assemble, with a number and a parts list.' },
          { title: 'Note how each part is fastened', description: 'List screws, clips, press fits and glue joints in the gadget.' },
        ],
      },
    ],
  },
  {
    code: '51-3011.00',
    aliases: ['baker', 'bread baker', 'Bäcker', 'Bäckerin', 'boulanger', 'boulangère', 'panadero', 'panadera'],
    quests: [
      {
        title: 'Compare two loaves by their crumb',
        description: 'Cut a slice from two different breads and photograph each crumb, then note the hole size, crust and texture and what in the dough or bake caused them. Show the photos with your notes.',
        plan: [
          { title: 'Photograph and compare the crumb of two loaves', description: 'Note open or tight holes, crust thickness and softness.' },
          { title: 'Work out baker\'s percentages for a loaf', description: 'Convert a simple bread recipe to percentages of the flour weight.' },
          { title: 'Bake a small loaf and log each stage', description: 'Record mix, rise, shape, proof and bake with times and how the dough looked.' },
          { title: 'Read a bakery production schedule', description: 'Find an example and note how doughs are staggered so ovens never stand empty.' },
        ],
      },
      {
        title: 'Plan a baker\'s night backwards from a 6 am opening',
        description: 'Pick three products a small bakery sells at opening (a sourdough, a tin loaf and croissants) and work backwards from 6 am through mixing, proving, shaping and baking. Show the night schedule as a timeline with the oven never double-booked.',
        plan: [
          { title: 'List each product\'s stages and times for the bakery', description: 'Note mixing, bulk proof, shaping, final proof and bake time for each of the three products.' },
          { title: 'Fit the stages on one night timeline', description: 'Work back from 6 am and move stages until the oven and bench are never needed twice at once.' },
          { title: 'Find the night\'s pinch point', description: 'Circle the moment with the most going on and say how a baker would ease it, such as a retarded overnight proof.' },
        ],
      },
    ],
  },
  {
    code: '51-3021.00',
    aliases: ['butcher', 'Metzger', 'Fleischer', 'boucher', 'bouchère', 'carnicero', 'carnicera'],
    quests: [
      {
        title: 'Map the cuts on a side of beef',
        description: 'Study a butcher\'s beef cuts chart and draw the animal\'s outline with the primal cuts marked, then find three of the cuts at a shop counter. Show the chart with a photo of each cut.',
        plan: [
          { title: 'Draw the primal beef cuts on a chart', description: 'Mark chuck, rib, loin, round, brisket and flank on an outline.' },
          { title: 'Match shop cuts to the primal chart', description: 'Find three cuts at a butcher\'s counter and note which primal each came from.' },
          { title: 'Compare UK, US and French cutting', description: 'Note how one primal is named and divided differently in each country.' },
        ],
      },
    ],
  },
  {
    code: '51-3022.00',
    aliases: ['meat trimmer', 'fish filleter', 'poultry cutter', 'deboner', 'Fischfiletierer', 'fileteur de poisson'],
    quests: [
      {
        title: 'Learn the fillet lines of a round fish',
        description: 'Watch a fish filleting video twice and sketch a round fish with the cut lines, the backbone and the pin bones. Show the labelled sketch.',
        plan: [
          { title: 'Sketch the fillet lines on the round fish', description: 'Draw where the knife goes behind the head, along the backbone and out at the tail.' },
          { title: 'Compare round-fish and flat-fish filleting', description: 'Note how many fillets each gives and where the bones run.' },
          { title: 'Work out fillet yield', description: 'Find typical yield percentages and calculate fillet weight from a whole fish.' },
        ],
      },
    ],
  },
  {
    code: '51-3023.00',
    aliases: ['slaughterman', 'abattoir worker', 'meat packer', 'Schlachter', 'abatteur', 'matarife'],
    quests: [
      {
        title: 'Trace the stages of a meat plant from a published guide',
        description: 'Read a public food-safety guide to meat plants and draw the flow from live animal to packed meat, marking where inspection and chilling happen. Show the flowchart.',
        plan: [
          { title: 'Draw the meat plant flowchart', description: 'List each stage in order from arrival to despatch.' },
          { title: 'Mark the inspection and chilling points on the flowchart', description: 'Note where the vet inspects and the temperatures the carcass must reach.' },
          { title: 'Read the welfare rules', description: 'Summarise three rules that protect animals at the plant.' },
        ],
      },
    ],
  },
  {
    code: '51-3091.00',
    aliases: ['coffee roaster', 'roaster operator', 'dryer operator', 'Kaffeeröster', 'torréfacteur', 'tostador de café'],
    quests: [
      {
        title: 'Chart a coffee roast curve',
        description: 'Watch a coffee-roasting video with a temperature readout, note bean temperature every minute, and plot the roast curve with first crack marked. Show the graph.',
        plan: [
          { title: 'Plot the coffee roast temperatures', description: 'Write the time and bean temperature and draw the curve.' },
          { title: 'Mark the roast stages on the curve', description: 'Note drying, browning, first crack and drop.' },
          { title: 'Compare light and dark roast beans', description: 'Look at two bags of beans and list colour, oil and taste differences.' },
        ],
      },
    ],
  },
  {
    code: '51-3092.00',
    aliases: ['batch maker', 'food mixer', 'batchmaker', 'dough mixer'],
    quests: [
      {
        title: 'Scale a home recipe into a factory batch sheet',
        description: 'Take a home biscuit or cake recipe, weigh every ingredient in grams, and scale it to a 50 kg batch with the order of addition and mixing times. Show the batch sheet.',
        plan: [
          { title: 'Weigh the recipe\'s ingredients in grams', description: 'Turn cups and spoons into weights with a kitchen scale and total them.' },
          { title: 'Scale the batch sheet to 50 kg', description: 'Multiply each weight by the same factor and check the total still adds up.' },
          { title: 'Add the checks a batch maker signs', description: 'Add lines for lot numbers, dough temperature, mixing time and allergen clean-down.' },
        ],
      },
    ],
  },
  {
    code: '51-3093.00',
    aliases: ['cooker operator', 'kettle cook', 'food cooking operator', 'retort operator'],
    quests: [
      {
        title: 'Plot how fast a cooked sauce cools',
        description: 'Cook a pan of soup or sauce and measure its temperature every five minutes for 30 minutes as it cools, then plot the curve against the food-safety cooling limits. Show the graph.',
        plan: [
          { title: 'Record the cooling sauce temperatures', description: 'Use a kitchen thermometer and note the time and temperature at each reading.' },
          { title: 'Compare the cooling curve with the food-safety limits', description: 'Draw the limit lines and see whether your sauce passed through the danger zone fast enough.' },
          { title: 'Learn how a factory cook-chill line works', description: 'Watch a video and list how large kettles and blast chillers cool a batch quickly.' },
        ],
      },
    ],
  },
  {
    code: '51-3099.00',
    aliases: ['food factory worker', 'food production operative', 'food processing worker'],
    quests: [
      {
        title: 'Work out a packaged food\'s factory steps from its label',
        description: 'Pick a packaged food such as a cereal bar, read its ingredient list and label, and draw the factory steps that probably made it. Show a flowchart with the critical food-safety step marked.',
        plan: [
          { title: 'List the ingredients on the food label and what each does', description: 'Copy the ingredient list and note each one\'s job: binding, sweetening, preserving.' },
          { title: 'Draw the factory steps as a flowchart', description: 'Order weighing, mixing, forming, baking, cooling, cutting and packing for the food.' },
          { title: 'Find the allergen and date code controls', description: 'Note how the label warns of allergens and decode the batch and best-before code.' },
        ],
      },
    ],
  },
  {
    code: '51-4011.00',
    aliases: ['CNC operator', 'CNC machinist', 'CNC machine operator', 'CNC-Bediener', 'opérateur CNC', 'operador CNC'],
    quests: [
      {
        title: 'Measure a machined part with calipers against its drawing',
        description: 'Find a small machined metal part (a bike spacer, bolt or bracket), measure it with a ruler or calipers, sketch it, and mark each dimension with the tolerance you think it needs. Show the dimensioned sketch.',
        plan: [
          { title: 'Sketch the machined part in two views', description: 'Draw the part from the front and the top and mark every hole and edge.' },
          { title: 'Add dimensions and tolerances to the part sketch', description: 'Mark each size and note which ones must be tight for the part to fit its mate.' },
          { title: 'Read a first-article inspection report', description: 'Find a sample report and list how each drawing dimension is checked and recorded.' },
        ],
      },
    ],
  },
  {
    code: '51-4012.00',
    aliases: ['CNC programmer', 'CAM programmer', 'G-code programmer', 'CNC-Programmierer', 'programmeur CN', 'programador CNC'],
    quests: [
      {
        title: 'Write the G-code to cut a square pocket',
        description: 'Learn the basic G-code moves (G00, G01, G02) and write a short program to trace a 40 mm square pocket with rounded corners, then check it in a free online G-code viewer. Show the program as a list of lines with a sketch of the toolpath.',
        plan: [
          { title: 'Learn the G-code moves for the pocket', description: 'Note what G00, G01, G02, G03, F and S do, with an example line of each.' },
          { title: 'Trace the pocket toolpath in a viewer', description: 'Paste your program into a free G-code simulator and fix any wrong corner.' },
          { title: 'Add a tool change and safe start', description: 'Add the lines that set units, work offset and a safe height before cutting.' },
        ],
      },
    ],
  },
  {
    code: '51-4021.00',
    aliases: ['extrusion operator', 'extruder operator', 'wire drawer', 'Extrudeur', 'extrudeuse', 'operador de extrusora'],
    quests: [
      {
        title: 'Sketch how a die shapes an extruded profile',
        description: 'Watch a video of aluminium or plastic profile extrusion and sketch the die face next to the profile it makes, noting where the metal or melt flows fastest. Show the sketch.',
        plan: [
          { title: 'Sketch the die face and the extruded profile', description: 'Draw both to the same scale and mark thin walls and hollows.' },
          { title: 'List the defects of an extruded profile', description: 'Note die lines, warping, bubbles and wall thickness changes and their causes.' },
          { title: 'Compare extrusion and wire drawing', description: 'Note how one pushes material through a die and the other pulls it.' },
        ],
      },
    ],
  },
  {
    code: '51-4022.00',
    aliases: ['forger', 'forge operator', 'drop forger', 'Schmied', 'forgeron', 'forjador'],
    quests: [
      {
        title: 'Trace the grain flow in a forged spanner',
        description: 'Look at a forged spanner or tool and find the parting line and flash marks, then sketch how the metal\'s grain would follow its shape. Show the sketch.',
        plan: [
          { title: 'Find the parting line on the forged spanner', description: 'Mark where the two die halves met and where the flash was trimmed.' },
          { title: 'Sketch the grain flow through the forged part', description: 'Draw lines following the shape and compare them with a part cut from a bar.' },
          { title: 'Watch the forging steps in a video', description: 'List blocker, finisher and trimming stages in order.' },
        ],
      },
    ],
  },
  {
    code: '51-4023.00',
    aliases: ['rolling mill operator', 'roller', 'mill operator', 'Walzwerker', 'lamineur', 'laminador'],
    quests: [
      {
        title: 'Follow a steel slab through a rolling mill',
        description: 'Watch a hot strip mill video and draw the stands, noting how the slab thins and lengthens at each pass. Show a diagram with the thickness at each stand.',
        plan: [
          { title: 'Draw the rolling mill stands in order', description: 'Draw each stand and the slab getting thinner and longer.' },
          { title: 'Calculate the thickness reduction at each stand', description: 'Work out the percentage reduction per pass from the thicknesses.' },
          { title: 'Compare hot and cold rolled steel', description: 'Look at two pieces or photos and list surface and size differences.' },
        ],
      },
    ],
  },
  {
    code: '51-4031.00',
    aliases: ['press operator', 'punch press operator', 'stamping operator', 'Stanzer', 'presseur', 'operador de prensa'],
    quests: [
      {
        title: 'Study a stamped metal part\'s edges and bends',
        description: 'Find a stamped metal part, such as a bracket, hinge or tin lid, and examine its sheared edges, burrs and bends, then sketch it with each press operation that formed it. Show the sketch.',
        plan: [
          { title: 'Examine the stamped part\'s sheared edges', description: 'Look at the shiny and rough bands on a cut edge and note which side has the burr.' },
          { title: 'Sketch the press operations in order', description: 'Draw blanking, punching holes, bending and drawing as stages.' },
          { title: 'Read a progressive die strip layout', description: 'Find an example and note what happens at each station.' },
        ],
      },
    ],
  },
  {
    code: '51-4032.00',
    aliases: ['drill press operator', 'boring mill operator', 'borer', 'Bohrwerksdreher'],
    quests: [
      {
        title: 'Read the hole callouts on a drawing',
        description: 'Find a sample engineering drawing online with drilled, reamed, counterbored and tapped holes, and write what each callout means. Show a table with each hole.',
        plan: [
          { title: 'Decode each hole callout in a table', description: 'Note the size, depth and symbol for each hole.' },
          { title: 'Sketch counterbored and countersunk holes', description: 'Draw each in section and note the screw head each takes.' },
          { title: 'Check a tapping drill chart', description: 'Find the drill size for M6 and M8 threads and why it is smaller than the thread.' },
        ],
      },
    ],
  },
  {
    code: '51-4033.00',
    aliases: ['grinder', 'polisher', 'buffer', 'lapper', 'Schleifer', 'rectifieur', 'polidor de metales'],
    quests: [
      {
        title: 'Compare surface finishes on metal objects',
        description: 'Collect five metal objects at home (cutlery, tools, a tap) and rank their finish from rough to mirror, noting the marks on each. Show a list with close-up photos.',
        plan: [
          { title: 'Photograph each metal surface finish', description: 'Take close-ups and note scratches, lay direction and reflection.' },
          { title: 'Rank the surface finishes by roughness', description: 'Order them and look up the Ra values for ground, lapped and polished.' },
          { title: 'Learn how grinding wheels are graded', description: 'Decode a wheel label: abrasive, grit, grade and bond.' },
        ],
      },
    ],
  },
  {
    code: '51-4034.00',
    aliases: ['lathe operator', 'turner', 'CNC turner', 'Dreher', 'tourneur', 'tornero'],
    quests: [
      {
        title: 'Identify turned features on everyday parts',
        description: 'Find a turned part such as a bolt, pen or chess piece and sketch its profile, marking faces, diameters, chamfers, grooves and threads a lathe would cut. Show the sketch.',
        plan: [
          { title: 'Sketch the turned part\'s profile', description: 'Draw the half profile along the centre line.' },
          { title: 'Label each turned feature', description: 'Mark faces, shoulders, chamfers, grooves and threads.' },
          { title: 'Order the turning operations', description: 'Write facing, roughing, finishing, grooving and threading in order.' },
        ],
      },
    ],
  },
  {
    code: '51-4035.00',
    aliases: ['milling operator', 'miller', 'milling machinist', 'Fräser', 'fraiseur', 'fresador'],
    quests: [
      {
        title: 'Spot the milling marks on a machined block',
        description: 'Find photos of milled parts and identify face milling swirls and end milling steps, then sketch a part showing which tool made each surface. Show the sketch.',
        plan: [
          { title: 'Identify the milling marks in photos', description: 'Note swirl, step and scallop patterns.' },
          { title: 'Sketch the milled part and tools', description: 'Draw the face mill, end mill and slot drill for each surface.' },
          { title: 'Compare down-milling and up-milling', description: 'Draw the cutter turning with and against the feed and note the finish each leaves.' },
        ],
      },
    ],
  },
  {
    code: '51-4041.00',
    aliases: ['machinist', 'toolroom machinist', 'Zerspanungsmechaniker', 'machiniste', 'mecánico tornero'],
    quests: [
      {
        title: 'Write the process plan for a simple metal part',
        description: 'Pick a simple part drawing such as a stepped spacer or a drilled bracket and write the process plan a machinist follows: stock size, each operation with its machine and tool, and each inspection. Show the plan as a numbered table.',
        plan: [
          { title: 'Choose the stock size for the part', description: 'Pick bar or plate that leaves enough to clean up every face, and write its size.' },
          { title: 'Order the operations in the process plan', description: 'List facing, turning or milling, drilling and deburring, with the machine and tool for each.' },
          { title: 'Add an inspection to each step of the process plan', description: 'Note which dimension is checked after each operation and with which gauge.' },
          { title: 'Read a tolerance block', description: 'Copy the title block of a sample drawing and explain its general tolerances.' },
        ],
      },
    ],
  },
  {
    code: '51-4051.00',
    aliases: ['furnace operator', 'smelter', 'melter', 'Schmelzer', 'fondeur', 'fundidor'],
    quests: [
      {
        title: 'Draw the inside of a blast furnace',
        description: 'Watch a video on iron making and draw a blast furnace in section with the charge layers, hot blast, tapping hole and slag notch. Show the labelled diagram.',
        plan: [
          { title: 'Label the blast furnace zones', description: 'Mark the throat, stack, bosh, hearth and tuyeres and the temperatures in each.' },
          { title: 'List what goes into the blast furnace and what comes out', description: 'Note ore, coke and limestone in, and iron, slag and gas out.' },
          { title: 'Compare a blast furnace and an electric arc furnace', description: 'List what each melts and where each is used.' },
        ],
      },
    ],
  },
  {
    code: '51-4052.00',
    aliases: ['metal pourer', 'caster', 'ladle man', 'Gießer', 'couleur de métal', 'colador'],
    quests: [
      {
        title: 'Study how a casting\'s runners and risers fill',
        description: 'Watch a sand casting pour on video and sketch the pouring basin, sprue, runners, gates and risers with arrows for the metal. Show the sketch.',
        plan: [
          { title: 'Sketch the casting\'s gating system', description: 'Draw the basin, sprue, runner, gates and risers and label each.' },
          { title: 'List casting defects from a poor pour', description: 'Note misruns, cold shuts, shrinkage and gas holes and what causes each.' },
          { title: 'Find a casting at home', description: 'Look for a cast item such as a pan or bracket and photograph its parting line and gate marks.' },
        ],
      },
    ],
  },
  {
    code: '51-4061.00',
    aliases: ['metal model maker', 'prototype maker', 'Modellbauer', 'modelista'],
    quests: [
      {
        title: 'Build a scale card model from a part drawing',
        description: 'Pick a simple engineering part drawing online, scale it, and build a card model of it to check the shape. Show the model beside the drawing.',
        plan: [
          { title: 'Scale the part drawing', description: 'Work out the model scale and convert each dimension.' },
          { title: 'Build the card model from the part drawing', description: 'Cut and glue the card pieces and check the sizes.' },
          { title: 'Note what the model revealed', description: 'List any clash or unclear view found in the drawing.' },
        ],
      },
    ],
  },
  {
    code: '51-4062.00',
    aliases: ['metal patternmaker', 'foundry patternmaker'],
    quests: [
      {
        title: 'Add shrinkage and draft to a pattern drawing',
        description: 'Take a simple cast part drawing, such as a bracket or pulley, and redraw it as a pattern, enlarging it for shrinkage and adding draft angles and machining stock. Show the pattern drawing beside the original.',
        plan: [
          { title: 'Look up shrinkage allowances for cast metals', description: 'Note the contraction for cast iron, steel, brass and aluminium and which to use for your part.' },
          { title: 'Draw the draft angles on the pattern', description: 'Taper every face that leaves the sand and note the angle.' },
          { title: 'Mark the machining stock', description: 'Add extra metal on the faces that will be machined and colour them.' },
        ],
      },
    ],
  },
  {
    code: '51-4071.00',
    aliases: ['moulder', 'coremaker', 'foundry moulder', 'Former', 'mouleur', 'moldeador'],
    quests: [
      {
        title: 'Make a sand mould model with a toy',
        description: 'Use damp sand in a tray and a small toy as a pattern to make a two-part mould impression, and sketch where the core and parting line would go. Show a photo of the impression and the sketch.',
        plan: [
          { title: 'Press the pattern into the sand mould', description: 'Make the impression and photograph it.' },
          { title: 'Sketch the core and parting line for the mould', description: 'Mark where the two halves meet and where a core would leave a hollow.' },
          { title: 'Watch how green sand is rammed', description: 'List the sand mix, ramming and venting steps.' },
        ],
      },
    ],
  },
  {
    code: '51-4072.00',
    aliases: ['die casting operator', 'injection moulder', 'moulding operator', 'Spritzgießer', 'régleur en injection plastique'],
    quests: [
      {
        title: 'Find the gate and ejector marks on a plastic part',
        description: 'Pick a moulded plastic item such as a bottle cap or toy and find the gate mark, ejector pin circles, parting line and any sink marks. Show a labelled photo.',
        plan: [
          { title: 'Photograph the moulded part\'s marks', description: 'Label the gate, ejector marks, parting line and flash.' },
          { title: 'List moulding defects on the moulded part', description: 'Note sink marks, short shots, flash and knit lines where two melt fronts met, with their causes.' },
          { title: 'Watch a plastic moulding cycle on video', description: 'List clamp, fill, hold, cool and eject in order, and which step leaves which mark.' },
        ],
      },
    ],
  },
  {
    code: '51-4081.00',
    aliases: ['multi-machine operator', 'cell operator', 'machine tender'],
    quests: [
      {
        title: 'Draw a machining cell layout for one operator',
        description: 'Sketch a U-shaped cell of four machines where one operator loads each in turn, and time the walk and load at each station. Show the layout and a timing chart.',
        plan: [
          { title: 'Draw the cell layout', description: 'Place four machines in a U and mark the operator\'s walking path.' },
          { title: 'Time each station in the machining cell', description: 'Estimate loading, cycle and walk time and draw a chart.' },
          { title: 'Find the cell\'s limit', description: 'Note which machine or the walk limits output.' },
        ],
      },
    ],
  },
  {
    code: '51-4111.00',
    aliases: ['toolmaker', 'tool and die maker', 'die maker', 'Werkzeugmacher', 'outilleur', 'matricero'],
    quests: [
      {
        title: 'Draw the strip layout of a progressive die',
        description: 'Watch a video of a progressive die and sketch the metal strip as it leaves the die, showing how the part takes shape station by station. Show the strip drawing with each station labelled.',
        plan: [
          { title: 'Sketch the progressive die strip station by station', description: 'Draw pilot holes, hole-punching stations, bends and the final cut-off.' },
          { title: 'Label the punches and pilots for each station of the strip', description: 'Name the punch, die, pilot and stripper at each step.' },
          { title: 'Work out die clearance', description: 'Read why punch-to-die clearance is a percentage of sheet thickness and calculate it for 2 mm steel.' },
        ],
      },
    ],
  },
  {
    code: '51-4121.00',
    aliases: ['welder', 'fabricator welder', 'Schweißer', 'soudeur', 'soudeuse', 'soldador', 'soldadora'],
    quests: [
      {
        title: 'Read a welder\'s joint symbols on a drawing',
        description: 'Find a chart of standard joint symbols and a sample drawing, and decode three joint callouts: type, size, side and finish. Show a decoded list.',
        plan: [
          { title: 'Copy the joint symbols chart', description: 'Draw fillet, butt and plug symbols with their meanings.' },
          { title: 'Decode three joint callouts', description: 'Write what each callout on the drawing asks the welder to do.' },
          { title: 'Sketch the edge preparations for joints', description: 'Draw square, single-V, double-V and J preparations and note the plate thickness each suits.' },
        ],
      },
    ],
  },
  {
    code: '51-4121.06',
    aliases: ['welder fitter', 'fitter welder', 'Schweißer-Monteur'],
    quests: [
      {
        title: 'Inspect welded railings for visible defects',
        description: 'Walk past metal railings, gates or bike racks and photograph the welded joints, noting bead shape, spatter, porosity, undercut and poor fit-up. Show the photos with each defect named.',
        plan: [
          { title: 'Photograph five welded railings and joints', description: 'Capture each joint close up with a coin for scale.' },
          { title: 'Name the defects in each welded joint', description: 'Mark porosity, undercut, spatter, cracks and gaps between the parts.' },
          { title: 'Check the fit-up of a railing joint', description: 'Sketch how the parts were cut and lined up before joining, and where the gaps were.' },
          { title: 'Read a visual inspection checklist', description: 'Find a published checklist and grade your photos against it.' },
        ],
      },
    ],
  },
  {
    code: '51-4121.07',
    aliases: ['brazer', 'solderer', 'Löter', 'braseur', 'soldador de estaño'],
    quests: [
      {
        title: 'Inspect soldered joints on a circuit board',
        description: 'Look at an old circuit board with a magnifier and photograph its soldered joints, sorting them into good, cold, bridged and dry. Show the sorted photos.',
        plan: [
          { title: 'Photograph the soldered joints on the board', description: 'Use a phone magnifier and capture several joints.' },
          { title: 'Sort the soldered joints by quality', description: 'Compare with a published chart of good and bad joints.' },
          { title: 'Compare brazed and soft-soldered joints', description: 'List the temperatures, filler metals and joint strengths of each.' },
        ],
      },
    ],
  },
  {
    code: '51-4122.00',
    aliases: ['robot welder operator', 'welding machine operator', 'Schweißanlagenführer'],
    quests: [
      {
        title: 'Map the spot joints on a robot-welded car part',
        description: 'Watch a car body shop video and sketch one body part, such as a door or pillar, with every spot joint and seam the robots place, numbered in order. Show the sketch.',
        plan: [
          { title: 'Sketch the robot-welded car part', description: 'Draw the part from the video in two views.' },
          { title: 'Number the spot joints and seams on the part', description: 'Mark the order the robots work and the gap between spots.' },
          { title: 'List the checks on robot-made joints', description: 'Note chisel tests, cut-and-etch sections and ultrasonic checks used on car bodies.' },
        ],
      },
    ],
  },
  {
    code: '51-4191.00',
    aliases: ['heat treater', 'heat treatment operator', 'Härter', 'traiteur thermique', 'templador'],
    quests: [
      {
        title: 'Chart a steel\'s hardening and tempering cycle',
        description: 'Read how steel is hardened and tempered and plot the temperature against time for one cycle. Show the chart with the colours steel turns at each tempering heat.',
        plan: [
          { title: 'Plot the hardening and tempering chart', description: 'Mark heating, soaking, quenching and tempering.' },
          { title: 'Match temper colours to temperatures', description: 'Copy a temper colour chart from straw to blue.' },
          { title: 'List what each heat treatment does', description: 'Note annealing, normalising, hardening and case hardening.' },
        ],
      },
    ],
  },
  {
    code: '51-4192.00',
    aliases: ['layout worker', 'marker-out', 'metal marker', 'Anreißer', 'traceur'],
    quests: [
      {
        title: 'Mark out a metal part on card from its drawing',
        description: 'Take a simple flat part drawing and mark it out full size on card with a ruler, square and compass, marking each hole centre with a fine cross. Show the marked-out card.',
        plan: [
          { title: 'Mark out the part\'s datum lines on the card', description: 'Draw the two datum edges and measure every feature from them, as the drawing does, never from each other.' },
          { title: 'Mark holes and arcs on the card', description: 'Use the compass and ruler to locate each centre.' },
          { title: 'Check the marked-out card against the drawing', description: 'Measure each size again and note any errors.' },
        ],
      },
    ],
  },
  {
    code: '51-4193.00',
    aliases: ['plater', 'electroplater', 'anodiser', 'Galvaniseur', 'galvanoplaste', 'galvanizador'],
    quests: [
      {
        title: 'Identify plated and coated finishes at home',
        description: 'Find five metal items such as taps, screws, hinges and handles, and identify each finish: chrome, zinc, nickel, brass plate, anodised or powder-coated. Show a list with photos.',
        plan: [
          { title: 'Photograph each plated or coated finish', description: 'Note the colour, shine and wear at edges and corners.' },
          { title: 'Identify each plated finish in the list', description: 'Compare with a published finish guide and note the clue that told you.' },
          { title: 'Draw an electroplating cell', description: 'Sketch the anode, cathode (the part), bath and power supply with arrows for the metal ions.' },
        ],
      },
    ],
  },
  {
    code: '51-4194.00',
    aliases: ['tool grinder', 'saw sharpener', 'knife sharpener', 'Werkzeugschleifer', 'affûteur', 'afilador'],
    quests: [
      {
        title: 'Study the cutting angles on a drill bit',
        description: 'Look closely at a twist drill and sketch its point angle, lip relief, chisel edge and flutes, then compare a sharp and a blunt bit side by side. Show the labelled sketch.',
        plan: [
          { title: 'Sketch the drill bit\'s point angles', description: 'Draw the 118 degree point, the lips and the relief behind them.' },
          { title: 'Compare a sharp and a blunt drill bit', description: 'Note worn corners, rounded lips and uneven lip lengths under a magnifier.' },
          { title: 'Study the bevel on a chisel or plane iron', description: 'Sketch the grinding bevel and the honed micro-bevel with their angles.' },
        ],
      },
    ],
  },
  {
    code: '51-4199.00',
    aliases: ['metal worker', 'plastic worker', 'metal and plastic fabricator'],
    quests: [
      {
        title: 'Sort household items by how they were made',
        description: 'Collect ten metal and plastic items at home and say for each whether it was cast, forged, stamped, moulded, extruded or machined, with the clue that told you. Show a table.',
        plan: [
          { title: 'List the items and the clues on each', description: 'Note parting lines, draft, ejector marks, burrs and tool marks.' },
          { title: 'Classify each item by process in the table', description: 'Write the process and the clue beside each item.' },
          { title: 'Watch a process video for one item', description: 'Find a factory video of how it is made and list the steps.' },
        ],
      },
    ],
  },
  {
    code: '51-5111.00',
    aliases: ['prepress operator', 'pre-press technician', 'platemaker', 'Druckvorstufe', 'photograveur', 'preimpresor'],
    quests: [
      {
        title: 'Preflight a print file for bleed and colour',
        description: 'Take a one-page flyer you have made or downloaded and check it the way a prepress technician would: bleed, trim marks, image resolution and CMYK colour. Show a preflight checklist with pass or fail for each.',
        plan: [
          { title: 'Check the flyer\'s bleed and trim', description: 'Measure whether images run 3 mm past the trim edge and text sits inside the safe area.' },
          { title: 'Check image resolution and colour in the flyer', description: 'Note each image\'s resolution at print size and whether colours are RGB or CMYK.' },
          { title: 'Learn imposition', description: 'Draw how eight pages sit on one sheet so they read in order once folded.' },
        ],
      },
    ],
  },
  {
    code: '51-5112.00',
    aliases: ['printer', 'offset printer', 'print minder', 'Drucker', 'imprimeur', 'impresor'],
    quests: [
      {
        title: 'Read the colour bar and registration on printed packaging',
        description: 'Look with a magnifier at printed cereal boxes or magazines for colour bars, registration marks and halftone dots, and note any misregister. Show close-up photos with notes.',
        plan: [
          { title: 'Photograph the halftone dots and colour bar', description: 'Capture the rosette of cyan, magenta, yellow and black dots.' },
          { title: 'Spot registration errors on the printed packaging', description: 'Look for colour fringes at edges and note which colour has moved.' },
          { title: 'Draw how an offset press transfers ink', description: 'Sketch the plate, blanket and impression cylinders.' },
        ],
      },
    ],
  },
  {
    code: '51-5113.00',
    aliases: ['bookbinder', 'print finisher', 'Buchbinder', 'relieur', 'relieuse', 'encuadernador'],
    quests: [
      {
        title: 'Examine how three books are bound',
        description: 'Look at a paperback, a hardback and a magazine and identify how each is bound: perfect bound, sewn sections or saddle-stitched. Show a sketch of each spine.',
        plan: [
          { title: 'Sketch the spine of each book', description: 'Draw the sections, glue, tapes and cover for each binding.' },
          { title: 'Fold and stitch a simple booklet', description: 'Fold four sheets into one section and sew it through the fold with thread.' },
          { title: 'List the finishing steps after printing', description: 'Note trimming, folding, laminating, foiling and creasing.' },
        ],
      },
    ],
  },
  {
    code: '51-6011.00',
    aliases: ['laundry worker', 'dry cleaner', 'launderer', 'Wäscher', 'blanchisseur', 'lavandero'],
    quests: [
      {
        title: 'Decode the care labels in your wardrobe',
        description: 'Read the care labels in ten garments and decode every symbol for washing, drying, ironing and dry cleaning. Show a chart sorting the garments into wash loads.',
        plan: [
          { title: 'Decode the care label symbols', description: 'Copy each symbol and write its meaning, including the dots and bars.' },
          { title: 'Sort the garments into wash loads', description: 'Group them by temperature, colour and fabric on the chart.' },
          { title: 'Learn how a laundry treats stains', description: 'Note how grease, protein and tannin stains each need a different treatment.' },
        ],
      },
    ],
  },
  {
    code: '51-6021.00',
    aliases: ['garment presser', 'steam presser', 'Bügler', 'repasseur', 'planchador'],
    quests: [
      {
        title: 'Press a shirt in the professional order',
        description: 'Iron a shirt in the order a presser uses (collar, cuffs, sleeves, yoke, body) and time each part. Show a photo of the pressed shirt and the order list with times.',
        plan: [
          { title: 'Learn the shirt pressing order', description: 'Write the order and why collar and cuffs come first.' },
          { title: 'Press the shirt and time each part', description: 'Note how long each part took and where creases came back.' },
          { title: 'Match fabrics to heat settings', description: 'List the iron setting for cotton, linen, wool, silk and polyester.' },
        ],
      },
    ],
  },
  {
    code: '51-6031.00',
    aliases: ['sewing machinist', 'garment machinist', 'industrial sewer', 'Nähmaschinenführerin', 'mécanicienne en confection', 'maquinista de confección'],
    quests: [
      {
        title: 'Identify the seams in a T-shirt',
        description: 'Turn a T-shirt inside out and identify each seam and stitch type (overlock, coverstitch, flatlock, lockstitch) and where each is used. Show a labelled sketch of the shirt.',
        plan: [
          { title: 'Sketch the T-shirt\'s seams front and back', description: 'Mark the shoulder, side, sleeve, hem and neckband seams.' },
          { title: 'Name each seam\'s stitch type', description: 'Compare each seam with a published stitch-class chart and write its class number.' },
          { title: 'Count stitches per centimetre on each seam', description: 'Measure stitch density and note which seams must stretch and which must not.' },
          { title: 'Time a garment\'s operations', description: 'Find a published operation breakdown for a T-shirt and list the minutes each seam takes.' },
        ],
      },
    ],
  },
  {
    code: '51-6041.00',
    aliases: ['cobbler', 'shoe repairer', 'leather worker', 'Schuhmacher', 'cordonnier', 'zapatero'],
    quests: [
      {
        title: 'Take apart a shoe\'s construction by eye',
        description: 'Look at a worn shoe and identify its upper, lining, insole, welt and sole, and how they are joined: glued, stitched or Goodyear welted. Show a labelled sketch with the repairs it needs.',
        plan: [
          { title: 'Label the parts of the shoe', description: 'Mark the vamp, quarter, heel counter, insole, welt and sole.' },
          { title: 'Identify how the shoe is constructed', description: 'Decide whether it is cemented, Blake-stitched or welted, and note the clue that told you.' },
          { title: 'Map the wear on the sole and heel', description: 'Mark worn areas and what a cobbler would replace: heel tip, half sole or full sole.' },
        ],
      },
    ],
  },
  {
    code: '51-6042.00',
    aliases: ['shoe machine operator', 'lasting machine operator', 'shoe factory worker'],
    quests: [
      {
        title: 'Follow a shoe\'s parts through the factory stages',
        description: 'Watch a shoe factory video and list each stage from clicking (cutting the leather) to closing, lasting and bottoming, with the part each stage works on. Show the ordered list with a sketch of the last.',
        plan: [
          { title: 'List the shoe factory stages in order', description: 'Write clicking, skiving, closing, lasting, bottoming and finishing with what each does.' },
          { title: 'Sketch the last and how the upper wraps it', description: 'Draw the foot-shaped last and how the upper is pulled over and fixed beneath it.' },
          { title: 'List common shoe factory defects', description: 'Note wrinkled toes, uneven stitching, glue marks and lifted soles and their cause.' },
        ],
      },
    ],
  },
  {
    code: '51-6051.00',
    aliases: ['hand sewer', 'hand stitcher', 'hand finisher'],
    quests: [
      {
        title: 'Sew a sampler of five hand stitches',
        description: 'Sew a small sampler on scrap fabric with rows of running, back, slip, blanket and whip stitch. Show a labelled photo of the sampler.',
        plan: [
          { title: 'Learn where each hand stitch is used', description: 'Watch a hand-sewing video and note the job each stitch does on a garment.' },
          { title: 'Sew the stitch sampler row by row', description: 'Stitch each row on the fabric, keep the spacing even and label it.' },
          { title: 'Slip-stitch a real hem', description: 'Mend a dropped hem on a garment so the stitches do not show on the right side.' },
        ],
      },
    ],
  },
  {
    code: '51-6052.00',
    aliases: ['tailor', 'dressmaker', 'seamstress', 'Schneider', 'Schneiderin', 'tailleur', 'couturière', 'sastre', 'modista'],
    quests: [
      {
        title: 'Measure yourself for a made-to-measure shirt',
        description: 'Take your own measurements for a shirt (neck, chest, waist, shoulder, sleeve and back length) with a tape, and compare them with a shop size chart. Show the measurement sheet with the alterations a stock size would need.',
        plan: [
          { title: 'Take each shirt measurement', description: 'Record neck, chest, waist, shoulder, sleeve and back length on a sheet.' },
          { title: 'Compare the measurements with a size chart', description: 'Find the nearest stock size and list where it would be too big or small.' },
          { title: 'Check a jacket\'s fit points', description: 'Note how a tailor judges shoulder, collar, sleeve pitch and length on a jacket.' },
        ],
      },
    ],
  },
  {
    code: '51-6061.00',
    aliases: ['dyer', 'dye house operator', 'textile dyer', 'Färber', 'teinturier', 'tintorero'],
    quests: [
      {
        title: 'Dye fabric samples with kitchen dyes',
        description: 'Colour small cotton and wool scraps with onion skins or tea and compare how each fibre takes the colour. Show the swatches with notes.',
        plan: [
          { title: 'Prepare the fabric samples and dye baths', description: 'Cut cotton and wool swatches and make two kitchen dye baths.' },
          { title: 'Compare how each fabric takes the dye', description: 'Note depth and evenness of colour per fibre.' },
          { title: 'Test colour fastness', description: 'Wash one swatch of each and compare with the unwashed one.' },
        ],
      },
    ],
  },
  {
    code: '51-6062.00',
    aliases: ['cutting room operator', 'fabric cutter', 'textile cutter', 'Zuschneider', 'coupeur', 'cortador textil'],
    quests: [
      {
        title: 'Plan a fabric cutting lay to waste the least',
        description: 'Draw paper pattern pieces for a simple garment at small scale and arrange them on a strip the width of a fabric roll, keeping grain lines straight. Show the marker layout and its percentage of waste.',
        plan: [
          { title: 'Cut out the scaled pattern pieces', description: 'Draw and cut each piece with its grain line.' },
          { title: 'Arrange the marker layout on the fabric strip', description: 'Fit the pieces tight while keeping grain lines parallel to the selvedge.' },
          { title: 'Work out the marker efficiency', description: 'Compare the pieces\' area to the strip area.' },
        ],
      },
    ],
  },
  {
    code: '51-6063.00',
    aliases: ['knitter', 'weaver', 'loom operator', 'knitting machine operator', 'Weber', 'tisserand', 'tejedor'],
    quests: [
      {
        title: 'Compare woven and knitted fabric under a magnifier',
        description: 'Look at a woven shirt and a knitted T-shirt with a phone magnifier, and sketch how the threads interlace in each. Show the two sketches with labels.',
        plan: [
          { title: 'Sketch the woven fabric\'s warp and weft', description: 'Draw the plain or twill interlacing and label warp and weft.' },
          { title: 'Sketch the knitted fabric\'s loops', description: 'Draw the loops and how they interlock, wales and courses.' },
          { title: 'Weave a paper mat', description: 'Weave strips of paper in plain and twill weaves.' },
        ],
      },
    ],
  },
  {
    code: '51-6064.00',
    aliases: ['spinner', 'winder', 'twister operator', 'fileur', 'hilandero'],
    quests: [
      {
        title: 'Spin a short yarn by hand and see its twist',
        description: 'Make a short yarn by twisting a tuft of cotton wool or fleece between your fingers, and note how the twist gives it strength. Show the yarn and a sketch of S and Z twist.',
        plan: [
          { title: 'Twist the yarn by hand', description: 'Draft the fibres and twist them.' },
          { title: 'Identify S and Z twist in yarns', description: 'Look at threads at home and sketch which way each twist runs.' },
          { title: 'Ply two yarns', description: 'Twist two single yarns together in the opposite direction.' },
        ],
      },
    ],
  },
  {
    code: '51-6091.00',
    aliases: ['fibre extrusion operator', 'glass fibre operator', 'spinneret operator'],
    quests: [
      {
        title: 'Follow a synthetic fibre from pellet to yarn',
        description: 'Watch a video on melt spinning nylon or glass fibre and draw the spinneret, the cooling, drawing and winding stages. Show the labelled diagram.',
        plan: [
          { title: 'Draw the spinneret and fibre stages', description: 'Label melt, spinneret holes, quench, draw rolls and winder.' },
          { title: 'Explain why synthetic fibres are drawn', description: 'Note how stretching the fibre lines up its molecules and makes it stronger and thinner.' },
          { title: 'Compare fibre cross-sections', description: 'Sketch round, trilobal and hollow fibres and what each is for.' },
        ],
      },
    ],
  },
  {
    code: '51-6092.00',
    aliases: ['pattern cutter', 'garment pattern maker', 'fashion patternmaker', 'Schnittmacher', 'modéliste', 'patronista'],
    quests: [
      {
        title: 'Trace a paper pattern from a garment you own',
        description: 'Lay a simple garment such as a T-shirt flat, trace each piece on paper, and add seam allowances, grain lines and notches. Show the finished paper pattern.',
        plan: [
          { title: 'Trace each garment piece flat', description: 'Draw the front, back and sleeve on paper, smoothing curves.' },
          { title: 'Add seam allowances and notches to the pattern', description: 'Mark a 1 cm allowance, grain lines and notches where pieces meet.' },
          { title: 'Grade the pattern up one size', description: 'Add published grade increments at the chest, waist and length points.' },
        ],
      },
    ],
  },
  {
    code: '51-6093.00',
    aliases: ['upholsterer', 'furniture upholsterer', 'Polsterer', 'tapissier', 'tapissière', 'tapicero'],
    quests: [
      {
        title: 'Map the layers inside an upholstered chair',
        description: 'Look under and around a padded chair or sofa and work out its layers: frame, webbing, springs, padding and cover. Show a cross-section sketch.',
        plan: [
          { title: 'Identify the chair\'s frame and webbing', description: 'Look underneath and note the webbing or springs.' },
          { title: 'Draw the upholstery layers in section', description: 'Draw frame, webbing, springs, hessian, padding and cover.' },
          { title: 'Estimate fabric for a cushion cover', description: 'Measure a cushion and work out the fabric needed.' },
        ],
      },
    ],
  },
  {
    code: '51-6099.00',
    aliases: ['curtain maker', 'soft furnishings maker', 'textile worker'],
    quests: [
      {
        title: 'Measure a window for made-to-measure curtains',
        description: 'Measure a window and work out the fabric for a pair of lined curtains, allowing for fullness, hems and the pattern repeat. Show the calculation.',
        plan: [
          { title: 'Measure the window for curtains', description: 'Note the track width, drop to sill or floor and any obstacles.' },
          { title: 'Calculate fabric with fullness for the curtains', description: 'Multiply the width by the heading\'s fullness, add hems and round up to whole repeats.' },
          { title: 'Compare curtain heading types', description: 'Sketch pencil pleat, pinch pleat and eyelet headings and the fullness each needs.' },
        ],
      },
    ],
  },
  {
    code: '51-7011.00',
    aliases: ['cabinet maker', 'cabinetmaker', 'bench joiner', 'Schreiner', 'Tischler', 'ébéniste', 'ebanista'],
    quests: [
      {
        title: 'Draw a kitchen cabinet carcass and its cutting list',
        description: 'Measure a kitchen or bathroom cabinet at home, draw its carcass in exploded view, and write a cutting list of every panel with edge banding marked. Show the drawing and cutting list.',
        plan: [
          { title: 'Measure the cabinet carcass', description: 'Record the sides, base, top, back and shelves.' },
          { title: 'Write the cutting list for the cabinet', description: 'List each panel\'s length, width, thickness and which edges are banded.' },
          { title: 'Study the cabinet\'s hinges and joints', description: 'Note concealed hinges, cam fittings and dowels.' },
        ],
      },
    ],
  },
  {
    code: '51-7021.00',
    aliases: ['furniture finisher', 'French polisher', 'wood finisher', 'Möbelpolierer', 'vernisseur', 'barnizador'],
    quests: [
      {
        title: 'Identify the finish on three wooden furniture pieces',
        description: 'Look at three pieces of wooden furniture and judge each finish (oil, wax, varnish, lacquer or French polish) from its sheen, feel and how it wears. Show notes with photos.',
        plan: [
          { title: 'Photograph each furniture finish', description: 'Capture sheen and worn edges close up in daylight.' },
          { title: 'Identify each finish from its sheen and wear', description: 'Compare with a published finish guide and note your reasoning.' },
          { title: 'Order the finishing steps', description: 'List sanding, grain filling, staining, sealing and top coats in order.' },
        ],
      },
    ],
  },
  {
    code: '51-7031.00',
    aliases: ['wood model maker', 'architectural model maker', 'Holzmodellbauer'],
    quests: [
      {
        title: 'Build a 1:50 card model of a room',
        description: 'Measure a room at home and build a 1:50 card model of it with the walls, door and window openings cut out. Show a photo of the model beside your measurements.',
        plan: [
          { title: 'Measure the room for the model', description: 'Record each wall, the openings and the ceiling height.' },
          { title: 'Build the 1:50 card model', description: 'Convert each size, then cut and glue the walls with the openings in place.' },
          { title: 'Add one piece of furniture at scale', description: 'Make a table or bed at 1:50 and check it fits the room.' },
        ],
      },
    ],
  },
  {
    code: '51-7032.00',
    aliases: ['wood patternmaker', 'foundry pattern maker'],
    quests: [
      {
        title: 'Design a split pattern for a cast pulley',
        description: 'Take a simple cast item such as a pulley or handwheel and draw how a wooden pattern for it would be split along the parting line, with core prints and draft. Show the drawing.',
        plan: [
          { title: 'Sketch the cast pulley and its parting line', description: 'Draw its shape and the plane where the mould would open.' },
          { title: 'Draw the split pattern and its core prints', description: 'Show each half, the dowels that line them up and where the core prints sit.' },
          { title: 'Choose the pattern timber', description: 'Note why stable, easily worked woods such as jelutong or yellow pine are used.' },
        ],
      },
    ],
  },
  {
    code: '51-7041.00',
    aliases: ['sawmill operator', 'sawyer', 'Säger', 'scieur', 'aserrador'],
    quests: [
      {
        title: 'Draw how a log is cut into boards',
        description: 'Watch a sawmill video and draw a log end with the saw lines for through-and-through, quarter-sawn and sawn-around patterns. Show the three drawings.',
        plan: [
          { title: 'Draw each log cutting pattern', description: 'Sketch the saw lines on three log ends.' },
          { title: 'Match boards to the log pattern that made them', description: 'Look at timber in a shop and read the end grain to tell flat-sawn from quarter-sawn.' },
          { title: 'Estimate a log\'s board yield', description: 'Use a log rule or online calculator to estimate boards from a log\'s diameter and length.' },
        ],
      },
    ],
  },
  {
    code: '51-7042.00',
    aliases: ['woodworking machinist', 'CNC router operator', 'spindle moulder operator', 'Holzbearbeitungsmaschinenführer'],
    quests: [
      {
        title: 'Identify moulding profiles on skirting and trim',
        description: 'Photograph the skirting, architrave and dado rail in a building and sketch each profile, naming the shapes in it (ogee, bead, chamfer, cove). Show the profile sketches.',
        plan: [
          { title: 'Photograph the moulding profiles end on', description: 'Capture the cut ends of skirting or architrave where you can see them.' },
          { title: 'Name the shapes in each moulding profile', description: 'Compare with a published moulding chart.' },
          { title: 'Sketch the cutter that makes one profile', description: 'Draw the cutter as the reverse of the profile it cuts.' },
        ],
      },
    ],
  },
  {
    code: '51-7099.00',
    aliases: ['woodworker', 'wood turner', 'woodcarver', 'Holzbearbeiter'],
    quests: [
      {
        title: 'Identify the wood species in your home',
        description: 'Find five wooden items at home and identify each species from its grain, colour, pores and weight. Show a list with close-up photos.',
        plan: [
          { title: 'Photograph each wood grain', description: 'Capture the face grain and, where you can, the end grain.' },
          { title: 'Identify each wood species', description: 'Compare with a published wood identification guide and note the clue.' },
          { title: 'Note why each wood was chosen', description: 'Match hardness, stability and look to what each item does.' },
        ],
      },
    ],
  },
  {
    code: '51-8011.00',
    aliases: ['reactor operator', 'nuclear operator', 'Reaktorfahrer', 'opérateur de réacteur nucléaire', 'operador de reactor nuclear'],
    quests: [
      {
        title: 'Draw the loops of a pressurised water reactor',
        description: 'Watch a video on how a pressurised water reactor works and draw its primary loop, steam generator, secondary loop and turbine, with the control rods shown. Show the labelled diagram.',
        plan: [
          { title: 'Label the reactor\'s primary and secondary loops', description: 'Mark the core, pressuriser, steam generator, turbine and condenser.' },
          { title: 'Explain how control rods change the reactor\'s power', description: 'Write how rods absorb neutrons and what happens when they are lowered.' },
          { title: 'Read a plant event report', description: 'Find a public summary of a reactor trip and list what the operators saw and did.' },
        ],
      },
    ],
  },
  {
    code: '51-8012.00',
    aliases: ['grid controller', 'power dispatcher', 'electricity dispatcher', 'Netzleitstelle', 'dispatcheur électrique', 'operador de red eléctrica'],
    quests: [
      {
        title: 'Chart a day of electricity demand on the grid',
        description: 'Open your grid operator\'s free live demand page and record demand and the generation mix at four points, then sketch the day\'s demand curve. Show the chart with the peak marked.',
        plan: [
          { title: 'Record the grid demand and generation mix', description: 'Note demand and the share from gas, wind, solar, nuclear and imports.' },
          { title: 'Sketch the daily demand curve and its peak', description: 'Plot the readings and mark the morning ramp and evening peak.' },
          { title: 'Learn grid frequency', description: 'Note why frequency must stay near 50 or 60 hertz and what happens when it drops.' },
        ],
      },
    ],
  },
  {
    code: '51-8013.00',
    aliases: ['power station operator', 'power plant control room operator', 'Kraftwerker', 'opérateur de centrale', 'operador de central eléctrica'],
    quests: [
      {
        title: 'Follow the energy through a gas power station',
        description: 'Watch a combined-cycle power station video and draw the path from gas to gas turbine, heat recovery boiler, steam turbine and generator. Show the diagram with the efficiency at each stage.',
        plan: [
          { title: 'Draw the combined-cycle power station', description: 'Label gas turbine, heat recovery steam generator, steam turbine and generator.' },
          { title: 'Mark the energy losses at each power station stage', description: 'Note where heat leaves and the overall efficiency.' },
          { title: 'Read a control room screen', description: 'Find a photo of a plant mimic screen and list what it shows.' },
        ],
      },
    ],
  },
  {
    code: '51-8021.00',
    aliases: ['boiler operator', 'stationary engineer', 'building engineer', 'Heizer', 'chauffagiste de chaufferie', 'fogonero'],
    quests: [
      {
        title: 'Read a building\'s boiler room gauges',
        description: 'Study a photo or video of a boiler room and identify each gauge, valve and safety device, noting what reading is normal. Show a labelled sketch.',
        plan: [
          { title: 'Label the boiler room gauges', description: 'Mark pressure, temperature and water level gauges.' },
          { title: 'Identify the safety devices in the boiler room', description: 'Note the relief valve, low water cut-off and flame safeguard.' },
          { title: 'Write a daily log sheet', description: 'Make a boiler log form with readings to record.' },
        ],
      },
    ],
  },
  {
    code: '51-8031.00',
    aliases: ['water treatment operator', 'wastewater operator', 'sewage works operator', 'Abwassertechniker', 'opérateur de station d\'épuration', 'operador de planta de tratamiento'],
    quests: [
      {
        title: 'Draw your town\'s water treatment steps',
        description: 'Read your water company\'s public description of its treatment works and draw each stage from intake to tap: screening, coagulation, settling, filtering and disinfection. Show the flowchart.',
        plan: [
          { title: 'Draw the water treatment flowchart', description: 'Label each stage and what it removes.' },
          { title: 'Read your water quality report', description: 'Find your area\'s published report and note hardness, chlorine and nitrate.' },
          { title: 'Settle muddy water in a jar', description: 'Let muddy water settle and photograph the layers over time.' },
        ],
      },
    ],
  },
  {
    code: '51-8091.00',
    aliases: ['chemical plant operator', 'process operator', 'Chemikant', 'opérateur de production chimique', 'operador de planta química'],
    quests: [
      {
        title: 'Read a piping and instrumentation diagram',
        description: 'Find a sample P&ID online and identify its vessels, pumps, valves and instrument tags, listing what each tag means. Show the list beside the diagram.',
        plan: [
          { title: 'Learn the P&ID symbols', description: 'Copy the symbols for pumps, valves, vessels and heat exchangers.' },
          { title: 'Decode the instrument tags on the diagram', description: 'Write what tags such as FIC, TI and LT mean and where each sits.' },
          { title: 'Trace one process line end to end', description: 'Follow one line and write what happens to the fluid along it.' },
        ],
      },
    ],
  },
  {
    code: '51-8092.00',
    aliases: ['gas plant operator', 'gas processing operator', 'compressor station operator'],
    quests: [
      {
        title: 'Follow natural gas through a processing plant',
        description: 'Watch a video on natural gas processing and draw the steps: inlet separation, dehydration, sweetening and liquids recovery. Show the flowchart with what each step removes.',
        plan: [
          { title: 'Draw the gas processing flowchart', description: 'Label each step and the stream that leaves it.' },
          { title: 'Note what each gas processing step removes', description: 'Water, hydrogen sulphide, carbon dioxide and heavier liquids.' },
          { title: 'Read a pipeline gas quality spec', description: 'List the limits for water, sulphur and heating value that pipeline gas must meet.' },
        ],
      },
    ],
  },
  {
    code: '51-8093.00',
    aliases: ['refinery operator', 'gauger', 'Raffineriearbeiter', 'opérateur de raffinerie', 'operador de refinería'],
    quests: [
      {
        title: 'Draw a refinery distillation column and its cuts',
        description: 'Watch a video on crude oil refining and draw the distillation column with each cut drawn off at its height and temperature. Show the diagram.',
        plan: [
          { title: 'Draw the distillation column and its cuts', description: 'Label gases, petrol, kerosene, diesel, gas oil and residue.' },
          { title: 'Note the boiling range of each distillation cut', description: 'Write the temperature band beside each draw-off.' },
          { title: 'Learn how a tank is gauged', description: 'Note how a gauger measures level, temperature and water in a storage tank.' },
        ],
      },
    ],
  },
  {
    code: '51-8099.00',
    aliases: ['process plant operator', 'utility operator'],
    quests: [
      {
        title: 'Read a plant\'s alarm list and rank it',
        description: 'Find a published example of a process plant alarm list and rank ten alarms by urgency, noting what an operator checks first for each. Show the ranked list.',
        plan: [
          { title: 'Read the plant alarm list', description: 'Note each alarm\'s tag, setpoint and priority.' },
          { title: 'Rank the alarms by urgency', description: 'Order them and explain the top three.' },
          { title: 'Write a round sheet', description: 'Make a checklist of readings an operator takes on a plant walk-round.' },
        ],
      },
    ],
  },
  {
    code: '51-8099.01',
    aliases: ['biofuel technician', 'biodiesel technician', 'ethanol plant operator'],
    quests: [
      {
        title: 'Follow a biofuel from crop to tank',
        description: 'Watch a video on ethanol or biodiesel production and draw each step from feedstock to finished fuel. Show the flowchart with by-products.',
        plan: [
          { title: 'Draw the biofuel flowchart', description: 'Label feedstock, processing and finished fuel.' },
          { title: 'List the by-products of the biofuel', description: 'Note glycerine, distillers\' grains or CO2.' },
          { title: 'Ferment sugar in a bottle', description: 'Mix sugar, yeast and warm water in a bottle with a balloon on top and photograph the gas it makes.' },
        ],
      },
    ],
  },
  {
    code: '51-8099.02',
    aliases: ['landfill gas technician', 'methane technician', 'LFG technician'],
    quests: [
      {
        title: 'Draw how a landfill gas well collects methane',
        description: 'Read how landfill gas is collected and draw a cross-section of a landfill with its liner, cap, gas wells, pipes and flare or engine. Show the labelled drawing.',
        plan: [
          { title: 'Label the landfill layers and gas wells', description: 'Mark the liner, waste cells, cap and perforated wells.' },
          { title: 'Trace the gas from the wells to the engine', description: 'Draw the header pipe, blower and engine or flare.' },
          { title: 'Read gas monitoring readings', description: 'Note what methane, CO2 and oxygen percentages tell a technician.' },
        ],
      },
    ],
  },
  {
    code: '51-8099.03',
    aliases: ['biomass plant operator', 'biomass technician'],
    quests: [
      {
        title: 'Compare the energy in four biomass fuels',
        description: 'Look up the energy content and moisture of wood chips, pellets, straw and logs and make a comparison table. Show the table ranked by energy per tonne.',
        plan: [
          { title: 'Collect biomass fuel data', description: 'Find energy per kilogram and typical moisture for each fuel.' },
          { title: 'Rank the biomass fuels in the table', description: 'Work out energy per tonne and note how moisture lowers it.' },
          { title: 'Draw a biomass boiler', description: 'Sketch the fuel feed, grate, boiler tubes and ash removal.' },
        ],
      },
    ],
  },
  {
    code: '51-8099.04',
    aliases: ['hydro technician', 'hydroelectric operator', 'hydropower technician'],
    quests: [
      {
        title: 'Work out the power of a stream or dam',
        description: 'Find a dam or stream\'s height and flow from public data and calculate its power, then sketch the intake, penstock, turbine and tailrace. Show the calculation and sketch.',
        plan: [
          { title: 'Find the dam\'s head and flow', description: 'Note the height and flow from a public source.' },
          { title: 'Calculate the hydro power', description: 'Use power = density × g × flow × head × efficiency.' },
          { title: 'Compare turbine types', description: 'List Pelton, Francis and Kaplan and the heads each suits.' },
        ],
      },
    ],
  },
  {
    code: '51-9011.00',
    aliases: ['chemical operator', 'reactor tender', 'chemical process operator'],
    quests: [
      {
        title: 'Read a safety data sheet section by section',
        description: 'Pick a household cleaning product, find its safety data sheet online, and summarise the hazards, handling, storage and first aid sections. Show a one-page summary.',
        plan: [
          { title: 'Read the safety data sheet\'s 16 sections', description: 'Note what each section covers and where to look first in an emergency.' },
          { title: 'Summarise the hazards in the safety data sheet', description: 'Copy the pictograms and hazard statements.' },
          { title: 'Match the pictograms on labels at home', description: 'Find the same pictograms on products and note what each warns of.' },
        ],
      },
    ],
  },
  {
    code: '51-9012.00',
    aliases: ['still operator', 'centrifuge operator', 'filter press operator', 'separator operator'],
    quests: [
      {
        title: 'Separate a mixture at home and log each step',
        description: 'Take a mix of sand, salt and water and pull it apart in three stages: settling, filtering through a coffee filter and evaporating. Show photos and a log of each step.',
        plan: [
          { title: 'Settle and filter the mixture', description: 'Let sand settle and filter the liquid.' },
          { title: 'Evaporate the mixture\'s water', description: 'Warm the salty water to recover the salt.' },
          { title: 'Compare industrial separation', description: 'Note how centrifuges and stills do the same at scale.' },
        ],
      },
    ],
  },
  {
    code: '51-9021.00',
    aliases: ['crusher operator', 'grinding mill operator', 'Brecherführer', 'opérateur de concasseur', 'operador de trituradora'],
    quests: [
      {
        title: 'Grade crushed stone by particle size',
        description: 'Collect a cupful of gravel or sharp sand, shake it through kitchen sieves and a colander into size fractions, and weigh each. Show the sorted piles and a grading chart of percent passing each sieve.',
        plan: [
          { title: 'Sieve the gravel into size fractions', description: 'Weigh each fraction on a kitchen scale and write it in a table.' },
          { title: 'Plot the gravel grading curve', description: 'Draw the percentage passing against sieve size and say whether the sample is well or poorly graded.' },
          { title: 'Compare jaw, cone and impact crushers', description: 'Watch a quarry video and note how each breaks rock and the shape of stone it gives.' },
        ],
      },
    ],
  },
  {
    code: '51-9022.00',
    aliases: ['hand polisher', 'metal finisher', 'linisher'],
    quests: [
      {
        title: 'Polish an old spoon through grades of abrasive paper',
        description: 'Polish an old spoon or scrap of metal by hand through four grades of abrasive paper, crossing the scratches each time, and photograph it after each grade. Show the photo series.',
        plan: [
          { title: 'Polish through each abrasive grade', description: 'Work from coarse to fine, turning the direction each time so you can see the old scratches go.' },
          { title: 'Photograph the polished surface after each grade', description: 'Take close-ups in the same light and note when the earlier scratches vanish.' },
          { title: 'Decode abrasive grit numbers', description: 'Note what P120, P400 and P1200 mean and which finish each leaves.' },
        ],
      },
    ],
  },
  {
    code: '51-9023.00',
    aliases: ['mixer operator', 'blender operator', 'compounder', 'Mischer', 'mélangeur'],
    quests: [
      {
        title: 'Find the mixing time for two colours of dough',
        description: 'Knead two colours of play dough or bread dough together and photograph the blend after every ten folds, judging when the streaks disappear. Show the photo series with the fold count at which it was uniform.',
        plan: [
          { title: 'Fold and photograph the two dough colours', description: 'Take a photo after every ten folds in the same light.' },
          { title: 'Judge when the dough mix is uniform', description: 'Compare the photos and note the fold count where no streaks remain.' },
          { title: 'Compare ribbon, paddle and high-shear mixers', description: 'Watch a video of each and note which products each suits.' },
        ],
      },
    ],
  },
  {
    code: '51-9031.00',
    aliases: ['hand cutter', 'leather cutter', 'clicker', 'Lederzuschneider', 'coupeur cuir'],
    quests: [
      {
        title: 'Nest pattern pieces on a leather hide around its flaws',
        description: 'Draw an irregular hide shape on paper with scars and thin areas marked, and arrange paper pattern pieces for a small bag to avoid the flaws and waste the least. Show the nested layout.',
        plan: [
          { title: 'Draw the hide shape with its flaws', description: 'Mark scars, holes and the thin belly edges where pieces should not go.' },
          { title: 'Nest the pattern pieces on the hide', description: 'Place the pieces that show most on the best leather and fill gaps with small pieces.' },
          { title: 'Work out the hide yield', description: 'Estimate the share of the hide used and compare it with a typical cutting-room figure.' },
        ],
      },
    ],
  },
  {
    code: '51-9032.00',
    aliases: ['slicer operator', 'slitter operator', 'guillotine operator'],
    quests: [
      {
        title: 'Measure how even a batch of slices is',
        description: 'Slice a loaf or cucumber into ten slices with a bread knife, measure each slice\'s thickness, and chart the spread around the average. Show the chart.',
        plan: [
          { title: 'Measure each slice with a ruler', description: 'Note the thickness at two points on each slice.' },
          { title: 'Chart the slice thickness spread', description: 'Plot each slice against the average and mark the thickest and thinnest.' },
          { title: 'Read a slitting tolerance', description: 'Find a published tolerance for slit paper or film width and compare your spread with it.' },
        ],
      },
    ],
  },
  {
    code: '51-9041.00',
    aliases: ['compacting press operator', 'briquetting operator', 'pellet mill operator', 'tablet press operator'],
    quests: [
      {
        title: 'Press damp powders into pellets and compare their strength',
        description: 'Press damp sand, sugar and flour into a bottle cap with the back of a spoon, tip each out, and compare how well the pellets hold their shape. Show photos of each pressed pellet with notes.',
        plan: [
          { title: 'Press the three damp powders into pellets', description: 'Use the same cap and the same pressure each time.' },
          { title: 'Compare how each pressed pellet holds', description: 'Note crumbling, cracks and sharp or rounded edges.' },
          { title: 'Watch powder metal compaction', description: 'Watch a video of metal powder pressing and sintering and list the steps.' },
        ],
      },
    ],
  },
  {
    code: '51-9051.00',
    aliases: ['kiln operator', 'oven operator', 'dryer tender', 'kettle operator', 'Brenner', 'enfourneur'],
    quests: [
      {
        title: 'Chart a pottery kiln\'s firing curve',
        description: 'Watch a ceramics firing video and plot a bisque and a glaze firing curve from the temperatures it gives, with the ramp rates and peak marked. Show the chart.',
        plan: [
          { title: 'Plot the kiln firing curve', description: 'Mark each ramp, the hold at peak and the cooling.' },
          { title: 'Note what happens to the clay at each point of the firing curve', description: 'Mark water loss, burnout, quartz inversion and vitrification.' },
          { title: 'Read pyrometric cones', description: 'Note what the cone numbers mean and why cones measure heat work, not just temperature.' },
        ],
      },
    ],
  },
  {
    code: '51-9061.00',
    aliases: ['quality inspector', 'QC inspector', 'QA inspector', 'quality controller', 'Qualitätsprüfer', 'contrôleur qualité', 'inspector de calidad'],
    quests: [
      {
        title: 'Inspect a batch of 20 items against your own spec',
        description: 'Pick 20 identical items such as pencils or biscuits, write a simple spec for size and defects, and check each one. Show the inspection table with the pass rate.',
        plan: [
          { title: 'Write the spec for the items', description: 'Set size limits and name the defects that fail an item.' },
          { title: 'Check each item against the spec', description: 'Record pass or fail and the reason on the sheet.' },
          { title: 'Learn acceptance sampling', description: 'Read how an AQL table decides how many items to check from a batch.' },
        ],
      },
    ],
  },
  {
    code: '51-9071.00',
    aliases: ['goldsmith', 'silversmith', 'jewellery maker', 'Goldschmied', 'orfèvre', 'orfebre'],
    quests: [
      {
        title: 'Work out how a piece of jewellery was made',
        description: 'Look at a ring, chain or brooch with a phone magnifier and work out how it was made: cast, built from wire and sheet, stamped or linked. Show a sketch with notes.',
        plan: [
          { title: 'Examine the joins and seams of the jewellery', description: 'Note joins, seams, file marks and porosity under magnification.' },
          { title: 'Sketch the jewellery\'s parts and joins', description: 'Draw each part and how it joins the next.' },
          { title: 'Read the hallmarks', description: 'Decode the marks on one piece.' },
        ],
      },
    ],
  },
  {
    code: '51-9071.01',
    aliases: ['jeweller', 'jeweler', 'bench jeweller', 'Juwelier', 'joaillier', 'joaillière', 'joyero', 'joyera'],
    quests: [
      {
        title: 'Sketch the setting that holds a gemstone',
        description: 'Look at a ring with a stone under a magnifier and sketch its setting from above and from the side: prong, bezel, channel or pavé. Show the sketches.',
        plan: [
          { title: 'Sketch the gemstone setting in two views', description: 'Draw the prongs or bezel from above and the side.' },
          { title: 'Compare setting types for the gemstone', description: 'List prong, bezel, channel and pavé with how secure and how bright each is.' },
          { title: 'Design a ring with its setting', description: 'Draw a ring with a chosen setting and note the sizes.' },
        ],
      },
    ],
  },
  {
    code: '51-9071.06',
    aliases: ['gem cutter', 'diamond cutter', 'lapidary', 'Edelsteinschleifer', 'diamantaire', 'lapidario'],
    quests: [
      {
        title: 'Map the facets of a cut gemstone',
        description: 'Study a round brilliant facet diagram and a real or photographed stone, and draw the table, crown, girdle and pavilion facets. Show the facet map.',
        plan: [
          { title: 'Draw the gemstone facets', description: 'Label the table, crown, girdle, pavilion and culet.' },
          { title: 'Compare gemstone cuts', description: 'Note brilliant, emerald, cushion and cabochon cuts and which stones each suits.' },
          { title: 'Learn the four Cs', description: 'Note cut, colour, clarity and carat and how a grader checks each.' },
        ],
      },
    ],
  },
  {
    code: '51-9071.07',
    aliases: ['precious metal worker', 'bullion refiner', 'assayer'],
    quests: [
      {
        title: 'Decode the fineness marks on precious metal',
        description: 'Find hallmarks on gold or silver items at home and decode purity, maker, assay office and date letter. Show a table of what each mark says.',
        plan: [
          { title: 'Photograph each hallmark', description: 'Use a phone magnifier and good light.' },
          { title: 'Decode each hallmark\'s fineness', description: 'Note what 375, 750, 925 and 999 mean in parts per thousand.' },
          { title: 'Learn why precious metal is alloyed', description: 'Note what copper and silver do to gold\'s colour and hardness.' },
        ],
      },
    ],
  },
  {
    code: '51-9081.00',
    aliases: ['dental technician', 'dental tech', 'Zahntechniker', 'prothésiste dentaire', 'protésico dental'],
    quests: [
      {
        title: 'Draw a molar from four sides for a crown',
        description: 'Study a dental anatomy chart and draw one lower molar from four sides, labelling cusps, grooves and contact points a crown must copy. Show the drawing.',
        plan: [
          { title: 'Draw the molar from four sides', description: 'Label cusps, grooves and contact points in each view.' },
          { title: 'Compare crown materials for the molar', description: 'List porcelain, zirconia and gold with their strength and look.' },
          { title: 'Carve a molar in soap', description: 'Carve the crown shape from a bar of soap with a blunt modelling tool.' },
        ],
      },
    ],
  },
  {
    code: '51-9082.00',
    aliases: ['orthotics technician', 'prosthetics technician', 'técnico ortopédico'],
    quests: [
      {
        title: 'Trace your foot for a custom insole',
        description: 'Trace your own foot on paper standing, take a wet footprint, and mark the arch and pressure points a custom insole would support. Show the foot drawing with the points marked.',
        plan: [
          { title: 'Trace the foot standing and sitting', description: 'Mark heel, arch and ball of the foot on each tracing.' },
          { title: 'Mark the arch from a wet footprint', description: 'Step on paper with a wet foot and compare the print with your foot tracing.' },
          { title: 'Compare insole materials', description: 'List EVA foam, cork and carbon fibre and where each is used.' },
        ],
      },
    ],
  },
  {
    code: '51-9083.00',
    aliases: ['optical technician', 'lens technician', 'technicien en optique', 'técnico óptico'],
    quests: [
      {
        title: 'Read a glasses prescription and match it to a lens',
        description: 'Decode a spectacle prescription (sphere, cylinder, axis and PD) and measure an old pair\'s lens and frame sizes. Show notes with both.',
        plan: [
          { title: 'Decode the glasses prescription', description: 'Write what each column means.' },
          { title: 'Measure the lens and frame box sizes', description: 'Note lens width, height and bridge as printed on the arm.' },
          { title: 'Find the optical centre', description: 'Hold the lens over a cross drawn on paper and mark where the lines stay straight.' },
        ],
      },
    ],
  },
  {
    code: '51-9111.00',
    aliases: ['packing machine operator', 'filler operator', 'packaging operator', 'Verpackungsmaschinenführer', 'conducteur de ligne de conditionnement', 'operador de envasado'],
    quests: [
      {
        title: 'Unfold a carton to see its die-cut net',
        description: 'Open a cereal box along its glued seam, flatten it, and draw its net with cut lines, creases and the glue flap marked. Show the drawing.',
        plan: [
          { title: 'Flatten the carton and photograph it', description: 'Unglue it without tearing and lay it flat.' },
          { title: 'Draw the carton net with creases', description: 'Mark cuts, creases and the glue flap.' },
          { title: 'Check fill weights', description: 'Weigh five packs and compare with the stated weight and the e-mark rules.' },
        ],
      },
    ],
  },
  {
    code: '51-9121.00',
    aliases: ['powder coater', 'spray line operator', 'coating line operator', 'Pulverbeschichter', 'applicateur de revêtement'],
    quests: [
      {
        title: 'Spot coating defects on painted metal',
        description: 'Look at powder-coated and painted metal items such as railings, bikes and radiators and find orange peel, runs, thin edges and missed spots. Show photos with each defect named.',
        plan: [
          { title: 'Photograph the coating defects', description: 'Find orange peel, runs, thin edges and pinholes.' },
          { title: 'Compare powder, wet paint and dip coating', description: 'Note how each looks on an edge and in a corner.' },
          { title: 'Read a coating specification', description: 'Note the film thickness in microns and how it is measured.' },
        ],
      },
    ],
  },
  {
    code: '51-9122.00',
    aliases: ['car painter', 'vehicle painter', 'auto body painter', 'Fahrzeuglackierer', 'peintre automobile', 'pintor de automóviles'],
    quests: [
      {
        title: 'Inspect a car\'s paint for defects and colour match',
        description: 'Look round your own or a family car in good daylight and note scratches, chips, orange peel and colour mismatch between panels. Show notes with photos.',
        plan: [
          { title: 'Examine the car paint panel by panel', description: 'Note each defect and its panel on a car outline.' },
          { title: 'Draw the car paint layers in section', description: 'Draw e-coat, primer, base coat and clear coat.' },
          { title: 'Find the paint code plate', description: 'Find the car\'s paint code and look up the colour name.' },
        ],
      },
    ],
  },
  {
    code: '51-9123.00',
    aliases: ['decorative painter', 'ceramic decorator', 'china painter', 'Porzellanmaler', 'décorateur sur céramique'],
    quests: [
      {
        title: 'Copy a decorative border pattern from a plate',
        description: 'Find a decorated plate or tile and copy its border pattern on paper, working out the repeat and how many repeats go round. Show the copy.',
        plan: [
          { title: 'Find the border pattern repeat', description: 'Measure one repeat and count how many fit.' },
          { title: 'Copy the border pattern', description: 'Draw and colour one repeat at full size.' },
          { title: 'Learn decoration methods', description: 'Note transfers, hand painting, stencils and banding.' },
        ],
      },
    ],
  },
  {
    code: '51-9141.00',
    aliases: ['semiconductor technician', 'fab technician', 'wafer fab operator', 'Halbleitertechniker', 'technicien en salle blanche'],
    quests: [
      {
        title: 'Draw the photolithography steps that make a microchip',
        description: 'Watch a video on chip fabrication and draw the photolithography cycle: coat, expose, develop, etch and strip. Show the diagram.',
        plan: [
          { title: 'Draw the photolithography steps', description: 'Label each step and the layer it changes.' },
          { title: 'List the cleanroom rules for photolithography', description: 'Note gowning, particle counts and yellow light.' },
          { title: 'Compare chip feature sizes', description: 'Note how feature sizes have shrunk over the decades.' },
        ],
      },
    ],
  },
  {
    code: '51-9151.00',
    aliases: ['photo lab technician', 'film processor', 'darkroom technician', 'Fotolaborant', 'tireur photo', 'laboratorista fotográfico'],
    quests: [
      {
        title: 'Make a sun print and compare exposures',
        description: 'Place leaves or keys on dark paper in strong sun for three different times and compare the prints. Show a photo of the prints side by side.',
        plan: [
          { title: 'Make the sun print at three exposures', description: 'Expose for three different times and note each.' },
          { title: 'Compare the sun print exposures', description: 'Note which gave the sharpest edges and best contrast.' },
          { title: 'Learn film processing', description: 'List develop, stop, fix and wash.' },
        ],
      },
    ],
  },
  {
    code: '51-9191.00',
    aliases: ['laminating machine operator', 'gluing machine operator', 'bonding operator'],
    quests: [
      {
        title: 'Test glue joints for peel and shear',
        description: 'Make card strips joined with three different glues, let them set, and test each by peeling and by pulling in shear. Show the results table.',
        plan: [
          { title: 'Make the glue joint samples', description: 'Bond strips with each glue and the same overlap.' },
          { title: 'Test peel and shear of each glue joint', description: 'Record which fails first and how.' },
          { title: 'Learn adhesive types', description: 'Note hot melt, PVA and contact adhesive and where each is used.' },
        ],
      },
    ],
  },
  {
    code: '51-9192.00',
    aliases: ['parts washer', 'degreasing operator', 'metal cleaning operator'],
    quests: [
      {
        title: 'Compare cleaning methods on greasy kitchen parts',
        description: 'Clean three greasy items such as oven shelves or pan handles, one with hot water, one with washing-up liquid and one with a soda crystals soak, and compare how clean each gets. Show before-and-after photos.',
        plan: [
          { title: 'Clean each greasy item with one method', description: 'Use one method per item and time each.' },
          { title: 'Compare the cleaning results in photos', description: 'Photograph before and after in the same light.' },
          { title: 'Learn how mill scale is removed', description: 'Watch a video of metal pickling and note the steps.' },
        ],
      },
    ],
  },
  {
    code: '51-9193.00',
    aliases: ['freezer operator', 'cold store operator', 'blast freezer operator'],
    quests: [
      {
        title: 'Chart how fast two liquids freeze',
        description: 'Put a small cup of water and a cup of juice in the freezer, check each three times ten minutes apart, and note where the ice forms first and how thick it is. Show the chart.',
        plan: [
          { title: 'Chart the freezing times', description: 'Note each reading in a table.' },
          { title: 'Compare how the two liquids freeze', description: 'Note which froze first and why sugar slows it.' },
          { title: 'Learn blast freezing', description: 'Note why fast freezing keeps quality.' },
        ],
      },
    ],
  },
  {
    code: '51-9194.00',
    aliases: ['engraver', 'etcher', 'graveur', 'grabador'],
    quests: [
      {
        title: 'Study engraved lettering on trophies and plaques',
        description: 'Find engraved items such as trophies or plaques and sketch their lettering, noting depth and tool marks. Show the sketches.',
        plan: [
          { title: 'Sketch the engraved lettering', description: 'Draw each style and note the tool marks.' },
          { title: 'Compare engraving methods on trophies', description: 'Note hand, rotary and laser engraving on trophies and plaques.' },
          { title: 'Design a monogram', description: 'Draw one for engraving.' },
        ],
      },
    ],
  },
  {
    code: '51-9195.00',
    aliases: ['plaster caster', 'mould maker', 'casting worker'],
    quests: [
      {
        title: 'Cast a plaster shape from a clay mould',
        description: 'Press a shell or small object into clay to make a mould, cast it in plaster of Paris, and note what detail came out. Show photos of the mould and the cast.',
        plan: [
          { title: 'Make the clay mould', description: 'Press the object in clay and lift it out cleanly.' },
          { title: 'Cast the plaster in the mould', description: 'Pour plaster and let it set.' },
          { title: 'Note cast defects', description: 'List bubbles, lost detail and undercuts.' },
        ],
      },
    ],
  },
  {
    code: '51-9195.03',
    aliases: ['stone carver', 'stone cutter', 'monumental mason', 'Steinbildhauer', 'sculpteur sur pierre', 'cantero tallista'],
    quests: [
      {
        title: 'Sketch the carved lettering on a memorial',
        description: 'Visit a churchyard or public memorial and sketch its carved lettering, noting V-cut, raised and leaded letters. Show the sketches.',
        plan: [
          { title: 'Sketch the carved letters in section', description: 'Draw the V-cut shape and how light falls in it.' },
          { title: 'Compare the memorial stones', description: 'Note marble, granite and slate and how each weathers and holds lettering.' },
          { title: 'Draw a memorial layout', description: 'Plan the lettering on a headstone outline, centred and spaced.' },
        ],
      },
    ],
  },
  {
    code: '51-9195.04',
    aliases: ['glassblower', 'glass blower', 'glass bender', 'Glasbläser', 'souffleur de verre', 'soplador de vidrio'],
    quests: [
      {
        title: 'Read how a glass vase was blown',
        description: 'Look at a glass vase or bottle and find the pontil mark, mould seams and changes in wall thickness. Show notes with photos.',
        plan: [
          { title: 'Find the pontil mark and seams on the glass', description: 'Photograph each mark and say what made it.' },
          { title: 'Compare hand-blown and machine-made glass', description: 'Note seams, bubbles and thickness on one of each.' },
          { title: 'Watch a glassblower on video', description: 'List the steps from gather to marvering, blowing, shaping and annealing.' },
        ],
      },
    ],
  },
  {
    code: '51-9195.05',
    aliases: ['production potter', 'slip caster', 'pottery worker', 'Töpfer', 'potier', 'alfarero'],
    quests: [
      {
        title: 'Examine a mug\'s making marks',
        description: 'Look at mugs at home and find signs of how each was made: slip-cast seams, jiggered rings, throwing lines, glaze drips. Show notes with photos.',
        plan: [
          { title: 'Examine the mug\'s marks', description: 'Note seams, rings, foot ring shape and glaze edges.' },
          { title: 'Identify each mug\'s making method', description: 'Decide slip cast, jiggered or thrown and the clue.' },
          { title: 'Learn glaze defects', description: 'Note crazing, crawling, pinholing and what causes each.' },
        ],
      },
    ],
  },
  {
    code: '51-9195.07',
    aliases: ['resin caster', 'moulding worker', 'casting hand'],
    quests: [
      {
        title: 'Plan a two-part silicone mould for a chess piece',
        description: 'Pick a chess piece or small figurine and plan a two-part silicone mould for it, marking the parting line, pour hole, vents and locating keys. Show a sketch.',
        plan: [
          { title: 'Mark the chess piece\'s parting line', description: 'Find where two halves can meet with no undercuts.' },
          { title: 'Add the pour hole and vents to the mould', description: 'Place them at high points where air would be trapped.' },
          { title: 'Compare mould materials', description: 'Note silicone, plaster and metal and how many casts each gives.' },
        ],
      },
    ],
  },
  {
    code: '51-9196.00',
    aliases: ['paper machine operator', 'converter operator', 'corrugator operator'],
    quests: [
      {
        title: 'Examine corrugated board\'s structure',
        description: 'Cut a strip from a cardboard box and examine its liners and flutes, then measure the flute height and pitch. Show a labelled sketch.',
        plan: [
          { title: 'Sketch the corrugated board in section', description: 'Label the liners and flute.' },
          { title: 'Compare flute sizes in corrugated boxes', description: 'Find A, B, C and E flutes on different boxes.' },
          { title: 'Read a box maker\'s certificate', description: 'Find the printed stamp on a box and note its burst or edge crush strength.' },
        ],
      },
    ],
  },
  {
    code: '51-9197.00',
    aliases: ['tyre builder', 'tire builder', 'Reifenbauer', 'confectionneur de pneus'],
    quests: [
      {
        title: 'Read the markings on a tyre',
        description: 'Read the sidewall of a tyre and decode its size, load index, speed rating and date code. Show notes.',
        plan: [
          { title: 'Decode the tyre size', description: 'Note width, aspect ratio, construction and rim diameter.' },
          { title: 'Find the tyre date code on the sidewall', description: 'Note week and year of manufacture.' },
          { title: 'Draw the tyre layers in section', description: 'Sketch inner liner, plies, bead, belts and tread as the builder lays them.' },
        ],
      },
    ],
  },
  {
    code: '51-9198.00',
    aliases: ['production helper', 'factory helper', 'production operative'],
    quests: [
      {
        title: 'Map the materials flow in a kitchen',
        description: 'Make a meal and map where each material comes from and goes, as a production helper would on a line. Show a sketch.',
        plan: [
          { title: 'Map the kitchen flow', description: 'Mark stores, preparation, cooking and waste.' },
          { title: 'Find waste in the kitchen flow', description: 'Note extra walks, waits and double handling.' },
          { title: 'Apply 5S to a drawer', description: 'Sort, set in order, shine, standardise and sustain one drawer and photograph it.' },
        ],
      },
    ],
  },
  {
    code: '51-9199.00',
    aliases: ['production worker', 'factory worker', 'Fabrikarbeiter', 'ouvrier d\'usine', 'obrero de fábrica'],
    quests: [
      {
        title: 'Follow one product through a factory video',
        description: 'Watch a factory tour video of one everyday product and list each step from raw material to packed goods. Show a flowchart.',
        plan: [
          { title: 'List each factory step in order', description: 'Write them from raw material to pack.' },
          { title: 'Mark the checks in the factory flowchart', description: 'Note where quality is checked and how.' },
          { title: 'Find waste in the process', description: 'List waits, rework and extra handling.' },
        ],
      },
    ],
  },
  {
    code: '51-9199.01',
    aliases: ['recycling worker', 'recycling sorter', 'scrap sorter', 'MRF operative'],
    quests: [
      {
        title: 'Sort your recycling by material codes',
        description: 'Collect a week\'s recycling and sort it by material and resin code. Show a tally.',
        plan: [
          { title: 'Sort the recycling by resin code', description: 'Group plastics by code and others by material.' },
          { title: 'Tally each recycling material', description: 'Count each and note which your council takes.' },
          { title: 'Find contamination', description: 'Note items that would spoil a bale and why.' },
        ],
      },
    ],
  },
];
