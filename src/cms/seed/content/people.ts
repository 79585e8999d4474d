import { logoArt, portraitArt, portraitDescription, portraitTraits, type PortraitTraits } from '../artwork'
import { img, rt, t } from '../engine'

/** A drawn portrait (no photographs in the repository); its alt text says what the drawing shows. */
const portrait = (name: string, variant: number, traits: Partial<PortraitTraits> = {}) => {
  const shows = portraitDescription(portraitTraits(name, variant, traits))
  return img(
    `seed-portrait-${name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '-')}-drawn`,
    () => portraitArt(name, variant, 480, traits),
    t(`Kreslená ilustrace místo fotografie (${name}): postava s\u00a0${shows.cs} před obloukem`, `A drawing in place of a photo (${name}): a figure with ${shows.en} in front of an arch`),
  )
}

/** A drawn logo: a simple mark and the name, on a transparent ground. */
const logo = (key: string, name: string, variant: number) =>
  img(`seed-logo-${key}-drawn`, () => logoArt(name, variant, 480, 160), t(`Logo ${name}`, `${name} logo`))

const EXAMPLE_PERSON = 'Example: invented person, replace with the real team member (name, photo, bio, contacts).'

/** Founders, staff and a guest author. Every person is an EXAMPLE. `key` = stable seed key (the name). */
export const teamMembers = [
  {
    name: 'Tomáš Beneš',
    role: 'founder',
    order: 10,
    position: t('Spoluzakladatel', 'Co-founder'),
    bio: t(
      'Tomáš dvacet let budoval firmy v oblasti tisku a médií. Budovu bývalé tiskárny objevil v roce 2015 a rozhodl se jí vrátit život.',
      'Tomáš spent twenty years building businesses in print and media. He came across the old printing house in 2015 and set out to bring it back to life.',
    ),
    photo: portrait('Tomáš Beneš', 1, { hair: 'bald', glasses: true, beard: true, collar: 'shirt' }),
    email: 'tomas@hub1909.cz',
  },
  {
    name: 'Klára Horáková',
    role: 'founder',
    order: 20,
    position: t('Spoluzakladatelka, mentoringové programy', 'Co-founder, mentoring programs'),
    bio: t(
      'Klára stojí za programy DoToho! a Ment2Grow; jen programem DoToho! prošlo přes 500 firem. Věří, že podnikání se nejlépe učí od těch, kdo ho dělají.',
      'Klára is behind the DoToho! and Ment2Grow programs; DoToho! alone has seen more than 500 firms through. She believes business is best learnt from those who do it.',
    ),
    photo: portrait('Klára Horáková', 2, { hair: 'long', glasses: false, collar: 'vneck' }),
    email: 'klara@hub1909.cz',
  },
  {
    name: 'Petra Nováková',
    role: 'staff',
    order: 30,
    isContactPerson: true,
    position: t('Komunitní manažerka, členství', 'Community manager, membership'),
    bio: t(
      'Petra zná každého člena jménem. Ukáže vám dům, domluví den na zkoušku a poradí, které členství se vám hodí.',
      'Petra knows every member by name. She will show you around, arrange a trial day and help you choose a membership.',
    ),
    photo: portrait('Petra Nováková', 3, { hair: 'bun', glasses: true, collar: 'crew' }),
    email: 'petra@hub1909.cz',
    phone: '+420 602 190 901',
  },
  {
    name: 'Lucie Marešová',
    role: 'staff',
    order: 40,
    isContactPerson: true,
    position: t('Akce a pronájem prostor', 'Events and space rental'),
    bio: t(
      'Lucie připravuje akce v domě a pomůže vám s pronájmem zasedacích místností, terasy i eventového prostoru.',
      'Lucie runs the events of the house and helps you rent meeting rooms, the terrace and the event space.',
    ),
    photo: portrait('Lucie Marešová', 0, { hair: 'curly', glasses: false, collar: 'turtleneck' }),
    email: 'lucie@hub1909.cz',
    phone: '+420 602 190 902',
  },
  {
    name: 'Jan Dvořák',
    role: 'staff',
    order: 50,
    isContactPerson: true,
    position: t('Provoz, kanceláře a sídla firem', 'Operations, offices and registered offices'),
    bio: t(
      'Jan se stará o provoz domu, soukromé kanceláře a sídla firem. Když něco nefunguje, víte, komu zavolat.',
      'Jan runs the house, the private offices and the registered offices. When something does not work, you know whom to call.',
    ),
    photo: portrait('Jan Dvořák', 4, { hair: 'short', glasses: false, beard: true, collar: 'crew' }),
    email: 'jan@hub1909.cz',
    phone: '+420 602 190 903',
  },
  {
    name: 'Ondřej Král',
    role: 'staff',
    order: 60,
    position: t('Koordinátor projektů', 'Project coordinator'),
    bio: t('Ondřej propojuje mentory s firmami v programech Yodas a Open Up.', 'Ondřej matches mentors with firms in the Yodas and Open Up programs.'),
    photo: portrait('Ondřej Král', 2, { hair: 'short', glasses: true, collar: 'turtleneck' }),
  },
  {
    name: 'Eva Svobodová',
    role: 'guest',
    order: 90,
    position: t('Novinářka, externí autorka', 'Journalist, guest author'),
    bio: t('Eva píše o podnikání a architektuře.', 'Eva writes about business and architecture.'),
    photo: portrait('Eva Svobodová', 1, { hair: 'long', glasses: true, collar: 'shirt' }),
  },
].map((m) => ({ ...m, editorNote: EXAMPLE_PERSON }))

/** The four projects of the spec; descriptions are EXAMPLES, and without a real site a project has no link. `key` = stable slug. */
export const projects = [
  {
    key: 'dotoho',
    name: t('DoToho!', 'DoToho!'),
    featured: true,
    order: 10,
    tagline: t('Mentoringový program pro začínající podnikatele', 'A mentoring program for new entrepreneurs'),
    description: t(
      'Půlroční program, ve kterém zkušení podnikatelé provádějí začínající firmy od nápadu k prvním zákazníkům. Programem prošlo přes 500 firem.',
      'A six-month program in which experienced entrepreneurs take new businesses from an idea to their first customers. More than 500 firms have been through it.',
    ),
    logo: logo('dotoho', 'DoToho!', 0),
  },
  {
    key: 'ment2grow',
    name: t('Ment2Grow', 'Ment2Grow'),
    featured: true,
    order: 20,
    tagline: t('Mentoring pro firmy, které chtějí růst', 'Mentoring for firms ready to grow'),
    description: t(
      'Program pro zavedené malé a střední firmy: mentor z praxe, pravidelná setkání a přístup do sítě domu s více než 250 kontakty.',
      'A program for established small and medium firms: a mentor from practice, regular sessions and access to the house’s network of more than 250 contacts.',
    ),
    logo: logo('ment2grow', 'Ment2Grow', 2),
  },
  {
    key: 'yodas',
    name: t('Yodas', 'Yodas'),
    featured: false,
    order: 30,
    tagline: t('Komunita zkušených mentorů', 'A community of seasoned mentors'),
    description: t(
      'Yodas sdružuje podnikatele a manažery, kteří se chtějí o své zkušenosti dělit a sdílet je dál.',
      'Yodas brings together entrepreneurs and managers who want to pass their experience on.',
    ),
    logo: logo('yodas', 'Yodas', 3),
  },
  {
    key: 'open-up',
    name: t('Open Up', 'Open Up'),
    featured: false,
    order: 40,
    tagline: t('Otevřená setkání o inovacích', 'Open meetings on innovation'),
    description: t(
      'Série otevřených setkání, na kterých firmy sdílejí, co se jim povedlo i nepovedlo při zavádění novinek.',
      'A series of open meetings where companies share what worked, and what did not, when bringing in something new.',
    ),
    logo: logo('open-up', 'Open Up', 1),
  },
].map((p) => ({ ...p, editorNote: 'Example: description and logo are invented; the name is from the brief. Add the link once the program has its own site.' }))

/** Partners: every one an EXAMPLE, without a link (no invented addresses). `key` = the name. */
export const partners = [
  ['Nadace Staré Město', 'Podpora místních iniciativ', 'Support for local initiatives'],
  ['Tiskárna U Dvora', 'Tisk a vazba pro naše akce', 'Print and binding for our events'],
  ['Pražírna Ateliér', 'Káva v naší kavárně', 'The coffee of our café'],
  ['Advokátní kancelář Veselý', 'Právní poradenství pro členy', 'Legal advice for members'],
  ['Startup Síť', 'Propojování začínajících firem', 'Connecting young companies'],
].map(([name, cs, en], i) => ({
  name,
  order: (i + 1) * 10,
  description: t(cs, en),
  logo: logo(`partner-${i + 1}`, name, i),
  editorNote: 'Example: invented partner, replace or delete; a partner without a link shows its logo and name only.',
}))

/** Testimonials: every one an EXAMPLE. `key` = the name. */
export const testimonials = [
  {
    name: 'Martina Šimková',
    position: t('zakladatelka studia Linka', 'founder of Linka studio'),
    text: t(
      'Do HUBu jsem přišla na Day Pass a zůstala tři roky. Nejvíc mi dala komunita: polovinu zakázek mám od lidí, které jsem potkala v kavárně.',
      'I came for a Day Pass and stayed three years. The community gave me the most: half of my work comes from people I met in the café.',
    ),
  },
  {
    name: 'David Procházka',
    position: t('CEO, Datamind s.r.o.', 'CEO, Datamind s.r.o.'),
    text: t(
      'Kancelář pro šest lidí v centru, zasedačky o patro níž a nikdo neřeší provoz. Přesně to jsme jako rostoucí tým potřebovali.',
      'An office for six in the centre, meeting rooms one floor down and nobody worrying about facilities. Exactly what our growing team needed.',
    ),
  },
  {
    name: 'Jana Kučerová',
    position: t('absolventka programu DoToho!', 'DoToho! graduate'),
    text: t(
      'Mentor z DoToho! mi za půl roku ušetřil několik let pokusů a omylů.',
      'My DoToho! mentor saved me years of trial and error in six months.',
    ),
  },
  {
    name: 'Pavel Horák',
    position: t('organizátor konference UX Praha', 'organiser of the UX Praha conference'),
    text: t(
      'Eventový prostor má duši, kterou hotelové sály nemají. Produkce od HUBu byla bez chyby.',
      'The event space has a soul hotel ballrooms lack. HUB’s production was flawless.',
    ),
  },
].map((x, i) => ({ ...x, order: (i + 1) * 10, editorNote: 'Example: invented testimonial, replace with a real one (with consent).' }))

/** Press mentions: every one an EXAMPLE, without a link (invented coverage has no address). `key` = outlet. */
export const pressMentions = (now: Date) =>
  [
    ['Týdeník Podnikání', 'Tiskárna z roku 1909 žije znovu. Tentokrát v ní vznikají firmy', 'A 1909 printing house lives again, this time as a home for new firms', 40],
    ['Magazín Architektura', 'Ocel, dub a denní světlo: proměna dvorní tiskárny', 'Steel, oak and daylight: the courtyard printing house transformed', 120],
    ['Pražský kurýr', 'Coworking ve dvoře u Staroměstského náměstí', 'A coworking space in a courtyard by the Old Town Square', 210],
    ['Startup Journal', 'DoToho!: 500 firem za deset let', 'DoToho!: 500 firms in ten years', 320],
  ].map(([outlet, cs, en, daysAgo]) => ({
    outlet,
    title: t(cs as string, en as string),
    date: new Date(now.getTime() - (daysAgo as number) * 86_400_000).toISOString().slice(0, 10),
    editorNote: 'Example: invented press mention, replace with real coverage and its link.',
  }))

/** Job openings: EXAMPLES. `key` = slug. */
export const jobOpenings = [
  {
    title: t('Komunitní manažer/ka', 'Community manager'),
    open: true,
    order: 10,
    employment: t('Plný úvazek, Praha 1', 'Full time, Prague 1'),
    summary: t('Hledáme člověka, který z domu plného lidí udělá komunitu.', 'We are looking for someone to turn a house full of people into a community.'),
    description: rt(
      '## Co budete dělat\n\n- provázet nové členy domem a prvními týdny\n- připravovat akce pro členy\n- starat se o to, aby se lidé v domě potkávali\n\n## Co nabízíme\n\n- práci v krásném historickém domě\n- flexibilní pracovní dobu\n- členství pro vás i vaše blízké',
      '## What you will do\n\n- guide new members through the house and their first weeks\n- prepare members’ events\n- make sure people in the house meet\n\n## What we offer\n\n- work in a beautiful historic building\n- flexible hours\n- membership for you and your family',
    ),
    applyEmail: 'jobs@hub1909.cz',
  },
  {
    title: t('Barista / hostitel recepce', 'Barista / reception host'),
    open: true,
    order: 20,
    employment: t('Částečný úvazek', 'Part time'),
    summary: t('Káva, úsměv a přehled o tom, kdo je v domě.', 'Coffee, a smile and knowing who is in the house.'),
    description: rt(
      'Budete první, koho členové a hosté potkají. Připravíte kávu, prodáte Day Pass a pomůžete s čímkoli, co je potřeba.',
      'You will be the first person members and guests meet. You will make coffee, sell Day Passes and help with whatever is needed.',
    ),
    applyEmail: 'jobs@hub1909.cz',
  },
  {
    title: t('Technik akcí', 'Event technician'),
    open: false,
    order: 30,
    employment: t('Dohoda o provedení práce', 'Freelance'),
    summary: t('Zvuk, světla a projekce na akcích v domě.', 'Sound, light and projection at the house’s events.'),
    description: rt('Pozice je momentálně obsazena.', 'This position is currently filled.'),
    applyEmail: 'jobs@hub1909.cz',
  },
].map((j) => ({ ...j, editorNote: 'Example: invented job opening.' }))
