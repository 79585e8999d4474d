import { pragueDay, pragueOffsetMinutes } from '@/lib/format/pragueClock'

import { rt, t, type Bilingual } from '../engine'
import { shared } from './images'

/** A moment `days` from `now` at hh:mm Prague time (as an ISO string). */
export function pragueTime(now: Date, days: number, hh: number, mm = 0): string {
  const day = new Date(now.getTime() + days * 86_400_000)
  const guess = new Date(`${pragueDay(day)}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00Z`)
  return new Date(guess.getTime() - pragueOffsetMinutes(guess) * 60_000).toISOString()
}

type SeedEvent = {
  key: string
  title: Bilingual
  days: number
  from: [number, number]
  to: [number, number]
  tags: string[]
  space?: string
  placeText?: Bilingual
  capacity?: number
  registrationOpen?: boolean
  membersOnly?: boolean
  guestRule?: Bilingual
  excerpt: Bilingual
  description: Bilingual<unknown>
  cover: unknown
  gallery?: unknown[]
  /** Seed this many example registrations (the full event). */
  registrations?: number
}

const clubGuest = t('Členové Clubu mohou přivést jednoho hosta.', 'Club members may bring one guest.')
const networkingArt = shared.courtyardEvening
const workshopArt = shared.workshop
const talkArt = shared.talk
const houseArt = shared.passage
const galleryA = shared.window
const galleryB = shared.hall

/**
 * Events relative to the seed date: past and upcoming, every tag, one full (with example
 * registrations), one members-only. All EXAMPLES (marked in editorNote); the slug is the stable key.
 */
export const events: SeedEvent[] = [
  {
    key: 'snidane-se-sousedy',
    title: t('Snídaně se sousedy', 'Breakfast with the neighbours'),
    days: -40,
    from: [8, 30],
    to: [10, 0],
    tags: ['networking', 'public'],
    space: 'kavarna',
    excerpt: t('Ranní káva a croissanty s lidmi z domu i z okolí.', 'Morning coffee and croissants with people from the house and the neighbourhood.'),
    description: rt(
      'Pravidelná snídaně, na které se potkávají členové s lidmi z okolních firem. Stačí přijít.',
      'Our regular breakfast where members meet people from the firms around us. Just come along.',
    ),
    cover: networkingArt,
    gallery: [galleryA, galleryB],
  },
  {
    key: 'finance-pro-freelancery',
    title: t('Workshop: finance pro freelancery', 'Workshop: finance for freelancers'),
    days: -25,
    from: [17, 0],
    to: [19, 30],
    tags: ['workshop', 'public'],
    space: 'salvator',
    capacity: 14,
    excerpt: t('Daně, rezervy a cash flow srozumitelně a s příklady.', 'Taxes, reserves and cash flow, plainly and with examples.'),
    description: rt(
      'Praktický workshop pro všechny, kdo pracují na volné noze. Ukážeme si, jak si nastavit rezervy, plánovat daně a nepřijít o přehled.',
      'A practical workshop for everyone working freelance: how to set up reserves, plan taxes and keep an overview.',
    ),
    cover: workshopArt,
    gallery: [galleryA],
  },
  {
    key: 'meet-ment2grow-demo-day',
    title: t('Meet: demo day Ment2Grow', 'Meet: Ment2Grow demo day'),
    days: -12,
    from: [16, 0],
    to: [20, 0],
    tags: ['meet', 'public'],
    space: 'eventovy-prostor',
    excerpt: t('Firmy z programu Ment2Grow ukazují, kam za půl roku došly.', 'Firms of the Ment2Grow program show how far they got in six months.'),
    description: rt(
      'Deset firem, deset pětiminutových prezentací a diskuse s mentory. Potom networking na terase.',
      'Ten firms, ten five-minute pitches and a discussion with the mentors. Then networking on the terrace.',
    ),
    cover: talkArt,
    gallery: [galleryB, galleryA],
  },
  {
    key: 'clensky-vecer',
    title: t('Členský večer', 'Members’ evening'),
    days: -5,
    from: [18, 0],
    to: [22, 0],
    tags: ['networking', 'members-only'],
    membersOnly: true,
    space: 'terasa',
    guestRule: clubGuest,
    excerpt: t('Večer jen pro členy domu.', 'An evening for members of the house.'),
    description: rt('Víno, hudba a rozhovory s lidmi, se kterými sdílíte dům.', 'Wine, music and conversations with the people you share the house with.'),
    cover: networkingArt,
    gallery: [galleryA],
  },
  {
    key: 'networking-pod-obloukem',
    title: t('Networking pod obloukem', 'Networking under the arch'),
    days: 3,
    from: [18, 0],
    to: [21, 0],
    tags: ['networking', 'public'],
    space: 'manes',
    guestRule: clubGuest,
    excerpt: t('Neformální setkání podnikatelů ve dvoře domu.', 'An informal get-together of entrepreneurs in the courtyard.'),
    description: rt(
      'Přijďte poznat lidi, kteří v domě pracují, a jejich hosty. Vstup je zdarma, registrace nám pomůže odhadnout počet.',
      'Come and meet the people who work in the house and their guests. Entry is free; registering helps us plan.',
    ),
    cover: houseArt,
  },
  {
    key: 'workshop-prodej-bez-strachu',
    title: t('Workshop: prodej bez strachu', 'Workshop: selling without fear'),
    days: 6,
    from: [9, 0],
    to: [12, 0],
    tags: ['workshop', 'public'],
    space: 'stenc',
    capacity: 10,
    excerpt: t('Jak mluvit o své práci a ceně tak, aby to nebylo nepříjemné.', 'How to talk about your work and your price without discomfort.'),
    description: rt(
      '## Pro koho\n\nPro freelancery a malé firmy, které nemají obchodní oddělení.\n\n## Program\n\n- jak vést první schůzku\n- jak říct cenu\n- jak se ozvat znovu',
      '## Who it is for\n\nFreelancers and small firms without a sales team.\n\n## Programme\n\n- how to run a first meeting\n- how to state your price\n- how to follow up',
    ),
    cover: workshopArt,
    registrations: 10,
  },
  {
    key: 'clenska-degustace-na-terase',
    title: t('Degustace na terase pro členy', 'Members’ tasting on the terrace'),
    days: 9,
    from: [18, 30],
    to: [21, 30],
    tags: ['members-only', 'meet'],
    membersOnly: true,
    space: 'terasa',
    capacity: 20,
    guestRule: clubGuest,
    excerpt: t('Moravská vína a příběhy vinařů, jen pro členy.', 'Moravian wines and their makers’ stories, for members only.'),
    description: rt('Vinař z Pálavy představí šest vín. Počet míst je omezený kapacitou terasy.', 'A winemaker from Pálava presents six wines. Seats are limited by the terrace.'),
    cover: networkingArt,
  },
  {
    key: 'meet-mentor-hodina',
    title: t('Meet: hodina s mentorem', 'Meet: an hour with a mentor'),
    days: 13,
    from: [16, 0],
    to: [18, 0],
    tags: ['meet', 'public'],
    space: 'otakar',
    capacity: 25,
    excerpt: t('Otevřené konzultace s mentory programu Yodas.', 'Open consultations with the mentors of the Yodas program.'),
    description: rt('Přineste otázku, se kterou si nevíte rady. Mentoři Yodas vám věnují čtvrt hodiny.', 'Bring the question you are stuck on. A Yodas mentor will give you fifteen minutes.'),
    cover: talkArt,
  },
  {
    key: 'den-otevrenych-dveri',
    title: t('Den otevřených dveří', 'Open house'),
    days: 18,
    from: [10, 0],
    to: [18, 0],
    tags: ['public'],
    placeText: t('Celý dům', 'The whole house'),
    excerpt: t('Prohlídky domu, káva zdarma a den v coworku na zkoušku.', 'Tours of the house, free coffee and a trial day in the coworking space.'),
    description: rt(
      'Jednou za čtvrt roku otevíráme celý dům. Provedeme vás halou tiskárny, zasedačkami i terasou.',
      'Once a quarter we open the whole house. We will show you the press hall, the meeting rooms and the terrace.',
    ),
    cover: houseArt,
  },
  {
    key: 'workshop-ai-v-male-firme',
    title: t('Workshop: AI v malé firmě', 'Workshop: AI in a small business'),
    days: 24,
    from: [17, 0],
    to: [19, 0],
    tags: ['workshop', 'public'],
    space: 'salvator',
    capacity: 14,
    excerpt: t('Co dnes umí nástroje umělé inteligence a kde se vyplatí.', 'What AI tools can do today and where they pay off.'),
    description: rt('Ukázky na skutečných úlohách malých firem: e-maily, nabídky, účetnictví.', 'Demonstrations on the real tasks of small firms: e-mail, quotes, bookkeeping.'),
    cover: workshopArt,
  },
  {
    key: 'velky-networking',
    title: t('Velký networking v hale', 'The big networking night in the hall'),
    days: 35,
    from: [18, 0],
    to: [23, 0],
    tags: ['networking', 'public'],
    space: 'eventovy-prostor',
    guestRule: clubGuest,
    excerpt: t('Velké setkání komunity v hale tiskárny.', 'The community’s big get-together in the press hall.'),
    description: rt('Hudba, jídlo a lidé, se kterými sdílíte dům.', 'Music, food and the people you share the house with.'),
    cover: talkArt,
  },
  {
    key: 'prednaska-historie-tiskarny',
    title: t('Přednáška: příběh tiskárny 1909', 'Talk: the story of the 1909 printing house'),
    days: 45,
    from: [18, 0],
    to: [19, 30],
    tags: ['public'],
    space: 'otakar',
    capacity: 30,
    excerpt: t('Jak vznikla modernistická tiskárna ve dvoře Starého Města.', 'How a modernist printing house came to stand in an Old Town courtyard.'),
    description: rt(
      'Historik architektury provede stavbou z let 1909–1911: od plánů architekta po tiskařské stroje nakladatele.',
      'An architectural historian walks through the building of 1909–1911: from the architect’s plans to the publisher’s printing presses.',
    ),
    cover: houseArt,
  },
]
