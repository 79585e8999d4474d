import { rt, t } from '../engine'
import { plan, shared } from './images'

const equipmentMeeting = [
  { item: t('Obrazovka 65″ s HDMI a USB-C', '65″ screen with HDMI and USB-C') },
  { item: t('Flipchart a popisovače', 'Flipchart and markers') },
  { item: t('Rychlá Wi-Fi', 'Fast Wi-Fi') },
  { item: t('Voda, káva a čaj', 'Water, coffee and tea') },
]
const windowGallery = shared.window
const WORKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri']
const courtyardGallery = shared.courtyard

/**
 * The nine spaces with a detail page (spec sections 2 and 9) plus the coworking area, the private
 * cafe and the private offices as content. Capacities are the spec's; every price per hour except
 * the event space's 48,000 CZK, every area and Mánes are EXAMPLES (marked in editorNote).
 */
export const spaces = [
  {
    name: t('Otakar', 'Otakar'),
    kind: 'meeting-room',
    order: 10,
    tagline: t('Největší zasedací místnost domu', 'The largest meeting room of the house'),
    summary: t(
      'Světlá místnost s okny do dvora pro workshopy, školení a prezentace: 20 lidí u stolu, 30 v divadelním uspořádání.',
      'A bright room facing the courtyard for workshops, training and presentations: 20 at the table, 30 theatre-style.',
    ),
    description: rt(
      'Otakar je naše největší zasedací místnost. Velká okna tiskárny do ní pouštějí denní světlo ze dvou stran a dubová podlaha tlumí kroky.\n\nMístnost snadno přestavíme: dlouhý stůl pro poradu, řady židlí pro přednášku nebo stolky pro neformální workshop.',
      'Otakar is our largest meeting room. The printing house’s tall windows let in daylight from two sides and the oak floor softens every step.\n\nWe rearrange it easily: one long table for a board meeting, rows of chairs for a talk or small tables for an informal workshop.',
    ),
    capacities: [
      { layout: 'seated', people: 20 },
      { layout: 'theatre', people: 30 },
      { layout: 'informal', people: 25 },
    ],
    areaSqm: 62,
    priceFromPerHour: 1500,
    equipment: [...equipmentMeeting, { item: t('Projektor a ozvučení', 'Projector and sound system') }],
    cover: plan('otakar', 20, 'boardroom', 0, 'Půdorys místnosti Otakar s dlouhým stolem', 'Plan of the Otakar room with a long table'),
    gallery: [shared.talk, windowGallery],
    editorNote: 'Example: area and price per hour are invented; capacities are from the brief.',
  },
  {
    name: t('Štenc', 'Štenc'),
    kind: 'meeting-room',
    order: 20,
    tagline: t('Porada pro deset', 'A meeting for ten'),
    summary: t('Zasedací místnost pro 10 lidí s velkým stolem a obrazovkou.', 'A meeting room for 10 with a large table and a screen.'),
    description: rt(
      'Štenc nese jméno nakladatele, pro kterého dům vznikl. Je to klidná místnost pro poradu, pohovor nebo celodenní práci týmu.',
      'Štenc is named after the publisher the house was built for. A quiet room for a meeting, an interview or a team’s full day of work.',
    ),
    capacities: [{ layout: 'seated', people: 10 }],
    areaSqm: 28,
    priceFromPerHour: 800,
    equipment: equipmentMeeting,
    cover: plan('stenc', 10, 'boardroom', 4, 'Půdorys místnosti Štenc', 'Plan of the Štenc room'),
    gallery: [windowGallery],
    editorNote: 'Example: area and price per hour are invented; the capacity is from the brief.',
  },
  {
    name: t('Salvátor', 'Salvátor'),
    kind: 'meeting-room',
    order: 30,
    tagline: t('Školení u stolů i přednáška', 'Training at tables or a talk'),
    summary: t('14 lidí u stolů, 20 v divadelním uspořádání.', '14 at tables, 20 theatre-style.'),
    description: rt(
      'Salvátor je místnost pro školení a menší přednášky. Stoly se dají spojit do jednoho celku nebo rozestavit do skupin.',
      'Salvátor is made for training and smaller talks. Its tables join into one or split into groups.',
    ),
    capacities: [
      { layout: 'tables', people: 14 },
      { layout: 'theatre', people: 20 },
    ],
    areaSqm: 40,
    priceFromPerHour: 1100,
    equipment: equipmentMeeting,
    cover: plan('salvator', 14, 'cabaret', 0, 'Půdorys místnosti Salvátor se stoly ve skupinách', 'Plan of the Salvátor room with grouped tables'),
    gallery: [shared.workshop],
    editorNote: 'Example: area and price per hour are invented; capacities are from the brief.',
  },
  {
    name: t('Maxmilián', 'Maxmilián'),
    kind: 'meeting-room',
    order: 40,
    tagline: t('Malá porada pro šest', 'A small meeting for six'),
    summary: t('Útulná místnost pro 6 lidí.', 'A cosy room for 6.'),
    description: rt(
      'Maxmilián je malá místnost pro schůzku s klientem nebo poradu menšího týmu.',
      'Maxmilián is a small room for a client meeting or a small team’s catch-up.',
    ),
    capacities: [{ layout: 'seated', people: 6 }],
    areaSqm: 16,
    priceFromPerHour: 500,
    equipment: equipmentMeeting.slice(0, 3),
    cover: plan('maxmilian', 6, 'boardroom', 2, 'Půdorys místnosti Maxmilián', 'Plan of the Maxmilián room'),
    gallery: [],
    editorNote: 'Example: area and price per hour are invented; the capacity is from the brief.',
  },
  {
    name: t('Viola', 'Viola'),
    kind: 'meeting-room',
    order: 50,
    tagline: t('Na call i pohovor', 'For a call or an interview'),
    summary: t('Místnost až pro 4 lidi.', 'A room for up to 4 people.'),
    description: rt(
      'Viola je nejmenší místnost domu: na videohovor, pohovor nebo soustředěnou práci ve dvou.',
      'Viola is the smallest room of the house: for a video call, an interview or focused work for two.',
    ),
    capacities: [{ layout: 'seated', people: 4 }],
    areaSqm: 10,
    priceFromPerHour: 350,
    equipment: equipmentMeeting.slice(0, 3),
    cover: plan('viola', 4, 'boardroom', 3, 'Půdorys místnosti Viola', 'Plan of the Viola room'),
    gallery: [],
    editorNote: 'Example: area and price per hour are invented; the capacity is from the brief.',
  },
  {
    name: t('Amélie', 'Amélie'),
    kind: 'meeting-room',
    order: 60,
    tagline: t('Šest míst u oken', 'Six seats by the windows'),
    summary: t('Zasedací místnost pro 6 lidí s výhledem do dvora.', 'A meeting room for 6 overlooking the courtyard.'),
    description: rt(
      'Amélie má okna do dvora a kulatý stůl, u kterého se dobře přemýšlí i vyjednává.',
      'Amélie looks onto the courtyard and has a round table that suits thinking and negotiating alike.',
    ),
    capacities: [{ layout: 'seated', people: 6 }],
    areaSqm: 18,
    priceFromPerHour: 500,
    equipment: equipmentMeeting.slice(0, 3),
    cover: plan('amelie', 6, 'lounge', 4, 'Půdorys místnosti Amélie s kulatým stolem', 'Plan of the Amélie room with a round table'),
    gallery: [],
    editorNote: 'Example: area and price per hour are invented; the capacity is from the brief.',
  },
  {
    name: t('Mánes', 'Mánes'),
    kind: 'outdoor',
    order: 70,
    tagline: t('Venkovní místnost ve dvoře', 'The outdoor room in the courtyard'),
    summary: t(
      'Krytá venkovní místnost pod pergolou: 12 lidí u stolu, 16 neformálně.',
      'A covered outdoor room under a pergola: 12 at the table, 16 informally.',
    ),
    description: rt(
      'Mánes je zastřešená místnost ve dvoře, otevřená od jara do podzimu. Hodí se na brainstorming na čerstvém vzduchu i na menší setkání.',
      'Mánes is a roofed room in the courtyard, open from spring to autumn. Good for a brainstorm in the fresh air or a small gathering.',
    ),
    capacities: [
      { layout: 'seated', people: 12 },
      { layout: 'informal', people: 16 },
    ],
    areaSqm: 30,
    priceFromPerHour: 700,
    equipment: [
      { item: t('Mobilní obrazovka', 'Mobile screen') },
      { item: t('Infrazářiče na chladnější večery', 'Patio heaters for cooler evenings') },
      { item: t('Rychlá Wi-Fi', 'Fast Wi-Fi') },
    ],
    cover: shared.pergola,
    gallery: [courtyardGallery],
    editorNote: 'Example: the brief names Mánes without details; kind, capacities, area and price are invented.',
  },
  {
    name: t('Terasa', 'The Terrace'),
    kind: 'terrace',
    order: 80,
    tagline: t('Nad střechami Starého Města', 'Above the roofs of the Old Town'),
    summary: t(
      'Terasa až pro 20 hostů; s\u00a0uzavřenou kavárnou až pro 50.',
      'A terrace for up to 20 guests; with the café closed off, up to 50.',
    ),
    description: rt(
      'Terasa je oblíbeným místem letních večerů. Pro větší akci ji propojíme s kavárnou, kterou pro vás uzavřeme.',
      'The terrace is the place for summer evenings. For a larger event we join it with the café, closed off just for you.',
    ),
    // The terrace itself holds 20; the 50 guests need the café closed off (a fact, not a layout).
    capacities: [{ layout: 'informal', people: 20 }],
    priceFromPerHour: 1500,
    priceNote: t(
      'S\u00a0uzavřenou kavárnou až 50 hostů; cenu připravíme na míru.',
      'With the café closed off up to 50 guests; priced on request.',
    ),
    equipment: [
      { item: t('Slunečníky a deky', 'Parasols and blankets') },
      { item: t('Ozvučení pro malou hudbu', 'Sound for background music') },
    ],
    facts: [{ label: t('S uzavřenou kavárnou', 'With the café closed off'), value: t('až 50 hostů', 'up to 50 guests') }],
    cover: shared.windowDark,
    gallery: [courtyardGallery],
    editorNote: 'Example: the price per hour is invented; capacities are from the brief.',
  },
  {
    name: t('Eventový prostor', 'Event space'),
    kind: 'event-space',
    order: 90,
    tagline: t('Konference, večírky a uvedení produktů až pro 200 hostů', 'Conferences, parties and launches for up to 200 guests'),
    summary: t(
      'Bývalá tiskařská hala pro akce až do 200 hostů, ve všední dny v blocích 13:00–24:00 nebo 17:00–24:00.',
      'The former press hall for events of up to 200 guests, on weekdays in slots of 13:00–24:00 or 17:00–24:00.',
    ),
    description: rt(
      '## Hala tiskárny\n\nV hale, kde se kdysi tiskly knihy, dnes pořádáme konference, firemní večírky i uvedení nových produktů. Vysoký strop, ocelová okna a dubová podlaha dávají akcím přirozenou atmosféru.\n\n## Produkce\n\nPostaráme se o techniku, catering i program. Produkce akce stojí 7 % z fakturované částky.',
      '## The press hall\n\nWhere books were once printed we now host conferences, company parties and product launches. The high ceiling, steel windows and oak floor give every event its atmosphere.\n\n## Production\n\nWe take care of the technology, catering and programme. Event production costs 7 % of the invoice total.',
    ),
    capacities: [
      { layout: 'standing', people: 200 },
      { layout: 'theatre', people: 150 },
    ],
    priceFromPerHour: 48000,
    priceNote: t('Ceny jsou bez DPH 21 %.', 'Prices exclude VAT of 21 %.'),
    timeSlots: [
      // Either slot on any weekday: from 13:00 (afternoon and evening) or from 17:00 (evening).
      { days: t('Po–Pá', 'Mon–Fri'), weekdays: WORKDAYS, from: '13:00', to: '24:00' },
      { days: t('Po–Pá', 'Mon–Fri'), weekdays: WORKDAYS, from: '17:00', to: '24:00' },
    ],
    productionFeePercent: 7,
    equipment: [
      { item: t('Pódium a ozvučení', 'Stage and sound system') },
      { item: t('Projekce a světla', 'Projection and lighting') },
      { item: t('Šatna a zázemí pro catering', 'Cloakroom and catering area') },
    ],
    cover: shared.hall,
    gallery: [shared.talk, windowGallery],
    editorNote: 'Example: the theatre capacity (150) is invented; 200 guests, 48,000 CZK/h, the slots and 7 % are from the brief.',
  },
  {
    name: t('Coworking', 'Coworking'),
    kind: 'coworking',
    hasDetailPage: false,
    order: 100,
    tagline: t('Otevřený prostor s denním světlem', 'An open, daylit workspace'),
    summary: t(
      'Otevřený coworking ve druhém patře tiskárny: pracovní místa u oken, tichá zóna a telefonní budky.',
      'The open coworking floor on the printing house’s second storey: desks by the windows, a quiet zone and phone booths.',
    ),
    capacities: [{ layout: 'seated', people: 40 }],
    facts: [
      { label: t('Otevírací doba', 'Opening hours'), value: t('Po–Pá 8:00–20:00', 'Mon–Fri 8:00–20:00') },
      { label: t('Day Pass', 'Day Pass'), value: t('na recepci, bez rezervace', 'at reception, no booking') },
    ],
    cover: shared.desks,
    editorNote: 'Example: the number of coworking seats (40) is invented.',
  },
  {
    name: t('Kavárna', 'Café'),
    kind: 'cafe',
    hasDetailPage: false,
    order: 110,
    tagline: t('Soukromá kavárna pro členy a jejich hosty', 'A private café for members and their guests'),
    summary: t(
      'Kavárna v přízemí je místem setkání komunity. Káva je pro členy v ceně.',
      'The ground-floor café is where the community meets. Coffee is included for members.',
    ),
    cover: shared.cafe,
  },
  {
    name: t('Soukromé kanceláře', 'Private offices'),
    kind: 'offices',
    hasDetailPage: false,
    order: 120,
    tagline: t('11 kanceláří pro 2–8 lidí', '11 offices for 2–8 people'),
    summary: t(
      'Uzamykatelné kanceláře o rozloze 16–30 m² s až osmi členstvími v každé.',
      'Lockable offices of 16–30 m², each with up to eight memberships.',
    ),
    facts: [
      { label: t('Počet kanceláří', 'Offices'), value: t('11', '11') },
      { label: t('Velikost týmu', 'Team size'), value: t('2–8 lidí', '2–8 people') },
      { label: t('Plocha', 'Area'), value: t('16–30 m²', '16–30 m²') },
      { label: t('Členství v kanceláři', 'Memberships per office'), value: t('až 8', 'up to 8') },
    ],
    cover: plan('office', 6, 'desks', 3, 'Půdorys soukromé kanceláře', 'Plan of a private office'),
  },
].map((space) => ({ ...space, _status: 'published' }))
