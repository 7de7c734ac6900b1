import type { Field } from './fields';

/**
 * What people actually type, per field: lay names, synonyms, and the common job names in German,
 * French and Spanish (with feminine forms). Plurals and accents are handled by normalisation.
 */
export const LAY_NAMES: Record<Field, string> = {
  healthcare:
    'nurse, doctor, doc, medic, gp, surgeon, physician, dentist, pharmacist, paramedic, emt, midwife, physio, physiotherapist, therapist, psychologist, psychiatrist, radiographer, optometrist, dietitian, nutritionist, caregiver, carer, anesthesiologist, anaesthetist, pediatrician, paediatrician, cardiologist, dermatologist, neurologist, oncologist, chiropractor, occupational therapist, speech therapist, lab tech, phlebotomist, ambulance driver, hospital, medicine, health, care worker, orderly, arzt, arztin, krankenschwester, krankenpfleger, pflegerin, pfleger, pflegekraft, zahnarzt, zahnarztin, apotheker, apothekerin, hebamme, sanitater, medecin, docteur, infirmier, infirmiere, dentiste, pharmacien, pharmacienne, sage femme, chirurgien, medico, medica, doctora, enfermero, enfermera, dentista, farmaceutico, farmaceutica, cirujano, matrona',
  engineering:
    'engineer, engineering, mechanical engineer, civil engineer, electrical engineer, robotics, robot, inventor, maker, ingenieur, ingenieurin, ingeniero, ingeniera, technicien, techniker, tecnico',
  education:
    'teacher, teaching, tutor, professor, lecturer, educator, coach teacher, kindergarten teacher, preschool teacher, librarian, principal, school, kid, child, working with kids, nanny, babysitter, childcare, daycare, lehrer, lehrerin, erzieher, erzieherin, professorin, enseignant, enseignante, professeur, professeure, instituteur, institutrice, maestro, maestra, profesor, profesora, educador, educadora, bibliotecario',
  arts: 'artist, art, creative, something creative, creativity, painter, painting, sculptor, illustrator, drawing, draw, ceramicist, potter, pottery, tattoo artist, animator, comic artist, cartoonist, kunstler, kunstlerin, maler, malerin, artiste, peintre, dessinateur, artista, pintor, pintora, dibujante',
  data: 'data scientist, data analyst, data, statistician, analyst, mathematician, math, maths, numbers, spreadsheet, actuary, machine learning, ai, artificial intelligence, datenanalyst, analyste, cientifico de datos, analista',
  environment:
    'environmentalist, ecologist, conservationist, climate, nature, outdoors, outdoor, outside, being outdoors, sustainability, park ranger, ranger, forester, marine biologist, oceanographer, recycling, renewable energy, solar, green, planet, umwelt, forster, ecologue, garde forestier, ambientalista, guardabosques',
  business:
    'entrepreneur, business, businessman, businesswoman, ceo, manager, boss, founder, startup, marketer, marketing, sales, salesman, saleswoman, salesperson, shop owner, store owner, retail, consultant, hr, recruiter, project manager, product manager, real estate agent, realtor, estate agent, receptionist, secretary, office, admin, unternehmer, unternehmerin, verkaufer, verkauferin, kaufmann, kauffrau, chef d entreprise, entrepreneur, vendeur, vendeuse, empresario, empresaria, vendedor, vendedora, gerente',
  trades:
    'electrician, plumber, carpenter, mechanic, car mechanic, welder, builder, construction, construction worker, bricklayer, mason, roofer, painter decorator, handyman, locksmith, joiner, gardener, landscaper, cleaner, janitor, repair, fixing things, fixing, building things, tiler, plasterer, elektriker, elektrikerin, klempner, installateur, tischler, schreiner, zimmermann, mechaniker, mechanikerin, schlosser, maurer, gartner, electricien, plombier, menuisier, charpentier, mecanicien, soudeur, macon, jardinier, electricista, fontanero, plomero, carpintero, mecanico, soldador, albanil, jardinero',
  law: 'lawyer, attorney, solicitor, barrister, judge, paralegal, police, police officer, cop, policeman, policewoman, detective, soldier, army, military, navy, marine, security guard, bodyguard, prison officer, investigator, spy, fbi agent, justice, law, legal, politician, diplomat, anwalt, anwaltin, rechtsanwalt, rechtsanwaltin, richter, richterin, polizist, polizistin, soldat, avocat, avocate, juge, policier, policiere, gendarme, abogado, abogada, juez, policia, soldado',
  media:
    'journalist, reporter, news, newscaster, news anchor, anchor, editor, photographer, photography, photo, camera operator, cameraman, videographer, filmmaker, film, movie, director, film director, producer, youtuber, youtube, influencer, content creator, tiktok, social media, podcaster, podcast, radio host, radio, tv presenter, presenter, journalistin, fotograf, fotografin, journaliste, photographe, realisateur, periodista, fotografo, fotografa, reportero, cineasta',
  food: 'chef, cook, cooking, baker, baking, pastry chef, patissier, pastry, barista, bartender, waiter, waitress, server, sommelier, butcher, restaurant, restaurant owner, cafe owner, hotel, hotel manager, hospitality, food, tourism, tour guide, travel agent, koch, kochin, backer, backerin, kellner, kellnerin, konditor, cuisinier, cuisiniere, boulanger, boulangere, patissiere, serveur, serveuse, cocinero, cocinera, panadero, panadera, camarero, camarera, pastelero',
  animals:
    'vet, veterinarian, veterinary, veterinary nurse, vet tech, zookeeper, zoo, animal, animals, something with animals, dog trainer, dog walker, dog groomer, groomer, horse trainer, horse, dog, cat, pet, pet sitter, marine biologist dolphin, wildlife, zoologist, animal trainer, tierarzt, tierarztin, tierpfleger, tierpflegerin, veterinaire, soigneur animalier, veterinario, veterinaria, cuidador de animales',
  sports:
    'athlete, sport, sports, football player, soccer player, footballer, basketball player, tennis player, coach, personal trainer, trainer, fitness, fitness instructor, gym, yoga teacher, yoga, pilates, referee, swimmer, runner, cyclist, climber, esports player, pro gamer athlete, sportler, sportlerin, fussballer, fussballspieler, trainerin, sportif, entraineur, footballeur, atleta, futbolista, entrenador, entrenadora',
  aviation:
    'pilot, airline pilot, astronaut, space, rocket, rocket scientist, flight attendant, stewardess, steward, air traffic controller, aircraft mechanic, aerospace engineer, plane, airplane, aeroplane, flying, drone pilot, pilotin, astronautin, flugbegleiter, flugbegleiterin, pilote, hotesse de l air, astronaute, piloto, azafata, astronauta',
  fashion:
    'fashion designer, fashion, stylist, model, tailor, seamstress, dressmaker, costume designer, jewelry designer, jewellery, jeweler, jeweller, shoemaker, modedesigner, modedesignerin, schneider, schneiderin, styliste, couturier, couturiere, mannequin, disenador de moda, disenadora de moda, modista, costurera, sastre',
  music:
    'musician, music, singer, singing, songwriter, rapper, dj, producer music, composer, guitarist, pianist, drummer, violinist, band, actor, actress, acting, theater, theatre, dancer, dancing, dance, comedian, stand up comedian, magician, circus, performer, voice actor, musiker, musikerin, sanger, sangerin, schauspieler, schauspielerin, tanzer, tanzerin, musicien, musicienne, chanteur, chanteuse, acteur, actrice, danseur, danseuse, musico, cantante, actor, actriz, bailarin, bailarina',
  social:
    'social worker, counselor, counsellor, helping people, help people, helping others, charity, nonprofit, ngo, volunteer, youth worker, carer elderly, therapist family, life coach, psychologist child, priest, pastor, sozialarbeiter, sozialarbeiterin, assistant social, assistante sociale, educateur, trabajador social, trabajadora social',
  science:
    'scientist, science, researcher, research, biologist, chemist, physicist, biology, chemistry, physics, lab, laboratory, geologist, archaeologist, archeologist, paleontologist, astronomer, neuroscientist, geneticist, inventor scientist, historian, economist, wissenschaftler, wissenschaftlerin, forscher, forscherin, biologe, biologin, chemiker, chemikerin, physiker, scientifique, chercheur, chercheuse, biologiste, chimiste, physicien, cientifico, cientifica, investigador, investigadora, biologo, quimico',
  farming:
    'farmer, farm, farming, agriculture, rancher, beekeeper, winemaker, vintner, fisherman, fisher, grower, horticulturist, plants, plant, growing food, landwirt, landwirtin, bauer, bauerin, winzer, agriculteur, agricultrice, fermier, fermiere, viticulteur, agricultor, agricultora, granjero, granjera, campesino',
  security:
    'hacker, ethical hacker, hacking, cybersecurity, cyber security, security analyst, pentester, penetration tester, security engineer, infosec, it security, cyber, cybersicherheit, hackerin, cybersecurite, ciberseguridad',
  transport:
    'truck driver, trucker, lorry driver, driver, bus driver, taxi driver, uber driver, delivery driver, courier, train driver, train conductor, conductor, sailor, ship captain, captain, logistics, warehouse, warehouse worker, forklift driver, shipping, supply chain, dispatcher, mover, lkw fahrer, fahrer, fahrerin, busfahrer, lokfuhrer, chauffeur, routier, livreur, conducteur, camionero, conductor, repartidor, chofer, marinero',
  games:
    'game designer, game developer, game dev, video game designer, video games, video game, gaming, gamer, games, game, esports, streamer, twitch streamer, level designer, board game designer, spieleentwickler, game designerin, concepteur de jeux, disenador de videojuegos, videojuegos',
  software:
    'software engineer, software developer, developer, dev, programmer, coder, coding, programming, web developer, frontend developer, backend developer, full stack developer, app developer, it, tech, technology, computers, computer, sysadmin, devops, it support, softwareentwickler, softwareentwicklerin, programmierer, programmiererin, informatiker, informatikerin, developpeur, developpeuse, programmeur, informaticien, desarrollador, desarrolladora, programador, programadora, informatico',
  beauty:
    'hairdresser, hair stylist, hairstylist, barber, makeup artist, make up artist, beautician, nail technician, nail artist, esthetician, cosmetologist, massage therapist, masseuse, spa, skincare, friseur, friseurin, kosmetikerin, coiffeur, coiffeuse, estheticienne, maquilleuse, peluquero, peluquera, barbero, maquillador, esteticista',
  finance:
    'accountant, banker, bank, finance, financial advisor, financial analyst, investor, investment banker, stock trader, trader, economist finance, auditor, bookkeeper, tax advisor, insurance agent, money, investing, crypto, steuerberater, buchhalter, buchhalterin, bankkaufmann, comptable, banquier, banquiere, contable, contador, contadora, banquero',
  design:
    'designer, design, graphic designer, web designer, ux designer, ui designer, product designer, interior designer, architect, architecture, industrial designer, landscape architect, furniture designer, architekt, architektin, grafiker, grafikerin, designerin, innenarchitekt, architecte, graphiste, arquitecto, arquitecta, disenador, disenadora, disenador grafico',
  rescue:
    'firefighter, fire fighter, fireman, firewoman, fire fighting, firefighting, fire service, fire brigade, fire department, fire rescue, rescue worker, rescuer, search and rescue, smokejumper, wildland firefighter, feuerwehrmann, feuerwehrfrau, feuerwehr, brandmeister, pompier, pompiere, sapeur pompier, sapeuse pompiere, bombero, bombera, bomberos, rescatista',
  writing:
    'writer, author, novelist, poet, screenwriter, copywriter, blogger, writing, books, book, storyteller, playwright, translator, schriftsteller, schriftstellerin, autor, autorin, ubersetzer, ecrivain, ecrivaine, auteur, traducteur, escritor, escritora, poeta, traductor',
};

/** Words that carry no job: dropped before recognition and before naming the job. */
export const FILLER_WORDS = new Set(
  'a an the i im i m id i d to be become becoming being work working worker as at in of for with some something somewhere kind sort type like maybe perhaps probably possibly really would love want wanna like try trying job career my me professional pro do doing job a person someone who that thing things field area role dont don t not yet know ein eine un une el la los las de del job of my dream dream'.split(
    ' ',
  ),
);

/** Answers that say "I don't know": exploration rather than a made-up job. */
export const NOTHING_WORDS = new Set(
  'idk dunno know sure nothing anything none no idea everything whatever unsure undecided nada rien nichts'.split(' '),
);

/** Recognised words that are wishes, not jobs: the quest names the field instead. */
export const WISH_WORDS = new Set(
  'animal,something with animal,kid,child,working with kid,childcare,creative,something creative,creativity,helping person,help person,helping other,outdoor,being outdoor,outside,nature,climate,planet,green,music,art,drawing,draw,painting,dance,dancing,singing,acting,theater,theatre,cooking,baking,food,sport,fitness,gym,yoga,data,number,math,maths,spreadsheet,computer,technology,tech,coding,programming,science,research,lab,biology,chemistry,physic,plane,airplane,flying,space,rocket,fashion,game,gaming,video game,health,medicine,hospital,law,legal,justice,farm,farming,agriculture,plant,growing food,book,writing,money,investing,crypto,business,startup,design,architecture,repair,fixing,fixing thing,building thing,construction,tourism,hotel,hospitality,restaurant,photography,photo,film,movie,news,social medium,youtube,radio,podcast,tiktok,zoo,horse,dog,cat,pet,wildlife,charity,nonprofit,ngo,school,retail,marketing,sales,office,logistic,shipping,warehouse,supply chain,hacking,cyber,cybersecurity,skincare,spa,engineering,robotic,robot,ai,machine learning,artificial intelligence,pottery,circus,band,jewellery,recycling,solar,renewable energy,sustainability,finance,bank,army,military,navy,police,teaching,environment,video game,esport,poker,firefighting,fire fighting,fire service,fire brigade,fire department,fire rescue,search and rescue,feuerwehr'.split(
    ',',
  ),
);

/**
 * The German job names above (normalised). German capitalises nouns, so a quest that quotes one of
 * them writes it capitalised ("a Krankenschwester"), whatever case the person typed.
 */
export const GERMAN_JOB_NAMES = new Set(
  'arzt arztin krankenschwester krankenpfleger pflegerin pfleger pflegekraft zahnarzt zahnarztin apotheker apothekerin hebamme sanitater ingenieur ingenieurin techniker lehrer lehrerin erzieher erzieherin professorin kunstler kunstlerin maler malerin datenanalyst forster unternehmer unternehmerin verkaufer verkauferin kaufmann kauffrau elektriker elektrikerin klempner installateur tischler schreiner zimmermann mechaniker mechanikerin schlosser maurer gartner anwalt anwaltin rechtsanwalt rechtsanwaltin richter richterin polizist polizistin soldat journalistin fotograf fotografin koch kochin backer backerin kellner kellnerin konditor tierarzt tierarztin tierpfleger tierpflegerin sportler sportlerin fussballer fussballspieler trainerin pilotin astronautin flugbegleiter flugbegleiterin modedesigner modedesignerin schneider schneiderin musiker musikerin sanger sangerin schauspieler schauspielerin tanzer tanzerin sozialarbeiter sozialarbeiterin wissenschaftler wissenschaftlerin forscher forscherin biologe biologin chemiker chemikerin physiker landwirt landwirtin bauer bauerin winzer hackerin fahrer fahrerin busfahrer lokfuhrer spieleentwickler softwareentwickler softwareentwicklerin programmierer programmiererin informatiker informatikerin friseur friseurin kosmetikerin steuerberater buchhalter buchhalterin bankkaufmann architekt architektin grafiker grafikerin designerin innenarchitekt schriftsteller schriftstellerin autorin ubersetzer feuerwehrmann feuerwehrfrau brandmeister'.split(
    ' ',
  ),
);
