import type { Payload } from 'payload'

type Props = { payload: Payload; id?: number | string; i18n?: { language?: string } }

/**
 * Under "tell registrants": how many people a published change or cancellation will mail, so that
 * staff know before they publish (src/cms/collections/Events/tellRegistrants.ts).
 */
export async function TellRegistrantsDescription({ payload, id, i18n }: Props) {
  const cs = i18n?.language !== 'en'
  const count = async (status: 'confirmed' | 'waitlisted') =>
    id == null
      ? 0
      : (await payload.count({ collection: 'event-registrations', where: { and: [{ event: { equals: id } }, { status: { equals: status } }] }, overrideAccess: true })).totalDocs
  const [confirmed, waitlisted] = await Promise.all([count('confirmed'), count('waitlisted')])
  const text =
    confirmed + waitlisted === 0
      ? cs
        ? 'Na akci zatím nikdo není přihlášený.'
        : 'Nobody has registered for the event yet.'
      : cs
        ? `Když zveřejníte nový čas nebo místo, web pošle e-mail všem přihlášeným (potvrzených: ${confirmed}, na čekací listině: ${waitlisted}). Zrušení akce jim oznámí vždy.`
        : `When you publish a new time or place, the site e-mails everyone registered (confirmed: ${confirmed}, waitlisted: ${waitlisted}). A cancellation is always mailed to them.`
  return (
    <p className="field-description" data-testid="tell-registrants-count">
      {text}
    </p>
  )
}
