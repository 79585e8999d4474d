import { typography } from '@/lib/format/typography'

const cs = {
  title: 'Příchody na akci',
  notAllowed: 'Příchody zapisují správci a komunitní manažeři: seznam obsahuje osobní údaje.',
  noEvents: 'Dnes ani v dalších dnech není žádná zveřejněná akce.',
  event: 'Akce',
  counts: 'Přišlo {arrived} z {confirmed} potvrzených',
  walkIns: 'bez registrace: {n}',
  scan: 'Skenovat QR kód',
  stop: 'Zastavit kameru',
  cameraFailed: 'Kamera se nespustila. Povolte ji v prohlížeči, nebo hledejte podle jména.',
  arrived: 'Přišel/přišla v {time}',
  already: 'Už zapsán/a v {time}, nic se nemění.',
  cancelled: 'Registrace je zrušená: nezapsáno. Případně přidejte jako příchozího bez registrace.',
  waitlisted: 'Čeká na místo: nezapsáno. Případně přidejte jako příchozího bez registrace.',
  otherEvent: 'Kód patří k jiné akci: {event}.',
  unknown: 'Neplatný kód: tato registrace neexistuje nebo kód nevydal tento web.',
  failed: 'Nepodařilo se uložit. Zkuste to znovu.',
  search: 'Hledat podle jména nebo firmy',
  markArrived: 'Přišel/a',
  statusCancelled: 'Zrušená',
  statusWaitlisted: 'Čeká na místo',
  walkInBadge: 'bez registrace',
  nobody: 'Nikdo neodpovídá hledání.',
  walkIn: 'Přidat příchozího bez registrace',
  walkInNote: 'Nezabere místo registrovaným a nedostane žádný e-mail.',
  firstName: 'Jméno',
  lastName: 'Příjmení',
  email: 'E-mail',
  company: 'Firma',
  add: 'Přidat a zapsat příchod',
}

type Texts = typeof cs

const en: Texts = {
  title: 'Check-in at the door',
  notAllowed: 'Administrators and community managers check people in: the list holds personal data.',
  noEvents: 'There is no published event today or in the coming days.',
  event: 'Event',
  counts: '{arrived} of {confirmed} confirmed arrived',
  walkIns: 'walk-ins: {n}',
  scan: 'Scan a QR code',
  stop: 'Stop the camera',
  cameraFailed: 'The camera did not start. Allow it in the browser, or find people by name.',
  arrived: 'Arrived at {time}',
  already: 'Already checked in at {time}, nothing changes.',
  cancelled: 'The registration is cancelled: not checked in. Add them as a walk-in if they may stay.',
  waitlisted: 'On the waitlist: not checked in. Add them as a walk-in if they may stay.',
  otherEvent: 'This code is for another event: {event}.',
  unknown: 'Not a valid code: no such registration, or this site did not issue it.',
  failed: 'Could not be saved. Try again.',
  search: 'Search by name or company',
  markArrived: 'Arrived',
  statusCancelled: 'Cancelled',
  statusWaitlisted: 'Waitlisted',
  walkInBadge: 'walk-in',
  nobody: 'Nobody matches the search.',
  walkIn: 'Add a walk-in',
  walkInNote: 'Takes no seat from those registered and gets no e-mail.',
  firstName: 'First name',
  lastName: 'Surname',
  email: 'E-mail',
  company: 'Company',
  add: 'Add and check in',
}

/** The door's texts (/admin/check-in), Czech with the site's typography. */
export const CHECK_IN_TEXTS: Record<'cs' | 'en', Texts> = {
  cs: Object.fromEntries(Object.entries(cs).map(([k, v]) => [k, typography(v, 'cs')])) as Texts,
  en,
}

export type CheckInTexts = Texts
