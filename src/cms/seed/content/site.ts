import { t } from '../engine'
import { SITE_EXAMPLES as EXAMPLE } from '../examples'

/**
 * Site settings. Opening hours, figures and the brand come from the spec; the address details,
 * company, bank and links are EXAMPLES for staff to replace (see the global's internal note).
 */
export const siteSettings = {
  brandName: 'HUB 1909',
  tagline: t(
    'Coworking a business hub v modernistické tiskárně z roku 1909',
    'Coworking and business hub in a 1909 modernist printing house',
  ),
  vatPercent: 21,
  figures: [
    { value: '500+', label: t('firem prošlo mentoringovým programem DoToho!', 'firms through the DoToho! mentoring program') },
    { value: '250+', label: t('kontaktů v síti domu', 'contacts in the house’s network') },
  ],
  address: {
    street: EXAMPLE['address.street'],
    postalCode: '110 00',
    city: t('Praha 1 – Staré Město', 'Prague 1 – Old Town'),
    country: t('Česká republika', 'Czech Republic'),
    directions: t(
      'Projděte průjezdem do dvora, budova tiskárny stojí v jeho zadní části. Staroměstské náměstí je pět minut pěšky, metro Můstek nebo Staroměstská.',
      'Walk through the passage into the courtyard; the printing house stands at its back. The Old Town Square is five minutes away on foot, metro Můstek or Staroměstská.',
    ),
    mapUrl: 'https://www.openstreetmap.org/?mlat=50.0853&mlon=14.4189#map=18/50.0853/14.4189',
    latitude: 50.0853,
    longitude: 14.4189,
  },
  contact: { email: 'hello@hub1909.cz', phone: EXAMPLE['contact.phone'] },
  openingHours: [
    { days: t('Po–Pá', 'Mon–Fri'), hours: t('8:00–20:00', '8:00–20:00') },
    { days: t('So–Ne', 'Sat–Sun'), hours: t('po domluvě', 'by appointment') },
  ],
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/hub1909' },
    { network: 'instagram', url: 'https://www.instagram.com/hub1909' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/hub1909' },
  ],
  company: {
    name: 'HUB 1909 s.r.o.',
    seat: EXAMPLE['company.seat'],
    ico: EXAMPLE['company.ico'],
    dic: EXAMPLE['company.dic'],
    register: t(
      'C 345678 vedená u Městského soudu v Praze',
      'C 345678, Commercial Register of the Municipal Court in Prague',
    ),
  },
  bank: {
    bankName: 'Fio banka, a.s.',
    accountNumber: EXAMPLE['bank.accountNumber'],
    iban: EXAMPLE['bank.iban'],
    swift: 'FIOBCZPPXXX',
  },
  membersLoginUrl: 'https://members.hub1909.cz',
  booking: {
    trialDayUrl: 'https://calendly.com/hub1909/trial-day',
    meetingUrl: 'https://calendly.com/hub1909/meeting',
    meetingRoomUrl: 'https://calendly.com/hub1909/meeting-room',
  },
  editorNote:
    'Example values to replace before launch: street number, phone, e-mail, company details (IČO, DIČ, register), bank details, social links, members\' login URL and the calendar-service links (the form marks the fields that still hold the seed\'s example, and the dashboard lists them). Opening hours and figures are from the brief.',
}
