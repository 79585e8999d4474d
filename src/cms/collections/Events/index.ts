import { APIError, type CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'
import { requestApiTranslator } from '@/lib/api/language'

import { publishedContent } from '../../access/published'
import { readsPersonalData } from '../../access/roles'
import { editorNote } from '../../fields/editorNote'
import { missingTranslationsField } from '../../fields/missingTranslations'
import { slugField } from '../../fields/slug'
import { collectionInvalidation } from '../../hooks/invalidate'
import { slugRedirects } from '../../hooks/slugRedirects'
import { calendarSequence } from './sequence'
import { tellRegistrants } from './tellRegistrants'
import { draftVersions, livePreview, previewButton } from '../../preview'
import { ADMIN_GROUPS } from '../../labels'
import { RELATION_CELL, TELL_REGISTRANTS_DESCRIPTION } from '../../adminComponents/paths'
import { DAY_AND_TIME } from '../../fields/dates'

export const EVENT_TAGS = ['networking', 'workshop', 'meet', 'members-only', 'public'] as const
export type EventTag = (typeof EVENT_TAGS)[number]

const invalidation = collectionInvalidation([TAGS.events])
// An old address keeps working after a slug change (a redirect to the document).
const moved = slugRedirects('events')

/**
 * Events in the house. Whether an event is upcoming or past is derived from its dates when read,
 * never stored. The members-only flag and the "members only" tag are kept in step.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: {
    singular: { cs: 'Akce', en: 'Event' },
    plural: { cs: 'Akce', en: 'Events' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'startsAt', 'tags', 'capacity', 'registrationOpen', 'cancelled', '_status'],
    listSearchableFields: ['title', 'slug'],
    preview: previewButton('events'),
    livePreview: livePreview('events'),
  },
  defaultSort: '-startsAt',
  versions: draftVersions,
  access: publishedContent,
  hooks: {
    ...invalidation,
    afterChange: [moved.afterChange, ...invalidation.afterChange, tellRegistrants],
    // Registrations are people's data and the seat history: an event that has any is not deleted
    // from under them (the database would refuse with a 500), staff are told what to do first.
    beforeDelete: [
      async ({ id, req }) => {
        const { totalDocs } = await req.payload.count({ collection: 'event-registrations', where: { event: { equals: id } }, overrideAccess: true, req })
        if (totalDocs > 0) {
          const t = requestApiTranslator(req)
          throw new APIError(t('eventHasRegistrations', { count: totalDocs }), 409, undefined, true)
        }
        // Its messages to registrants (kept from staff's edits) are a record of this event only.
        await req.payload.db.deleteMany({ collection: 'event-messages', where: { event: { equals: id } }, req })
      },
    ],
    beforeChange: [
      moved.beforeChange,
      ({ data }) => {
        const tags = new Set<string>((data.tags ?? []) as string[])
        if (data.membersOnly) tags.add('members-only')
        else if (tags.has('members-only')) data.membersOnly = true
        data.tags = EVENT_TAGS.filter((t) => tags.has(t))
        return data
      },
      calendarSequence,
    ],
  },
  fields: [
    { name: 'title', type: 'text', label: { cs: 'Název', en: 'Title' }, localized: true, required: true, maxLength: 200 },
    slugField(),
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          label: { cs: 'Začátek', en: 'Starts' },
          required: true,
          index: true,
          admin: { date: DAY_AND_TIME },
        },
        {
          name: 'endsAt',
          type: 'date',
          label: { cs: 'Konec', en: 'Ends' },
          admin: { date: DAY_AND_TIME },
          validate: (value: unknown, { siblingData }: { siblingData: Partial<{ startsAt: string }> }) => {
            if (!value || !siblingData.startsAt) return true
            return new Date(String(value)) >= new Date(siblingData.startsAt)
              ? true
              : 'Konec musí být po začátku. / The end must be after the start.'
          },
        },
      ],
    },
    {
      name: 'tags',
      type: 'select',
      hasMany: true,
      label: { cs: 'Štítky', en: 'Tags' },
      index: true,
      options: [
        { value: 'networking', label: 'Networking' },
        { value: 'workshop', label: 'Workshop' },
        { value: 'meet', label: 'Meet' },
        { value: 'members-only', label: { cs: 'Jen pro členy', en: 'Members only' } },
        { value: 'public', label: { cs: 'Veřejná', en: 'Public' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'space',
          type: 'relationship',
          relationTo: 'spaces',
          label: { cs: 'Místo (prostor)', en: 'Place (space)' },
          admin: { components: { Cell: RELATION_CELL } },
        },
        {
          name: 'placeText',
          type: 'text',
          label: { cs: 'Místo (text)', en: 'Place (text)' },
          localized: true,
          admin: { description: { cs: 'Když akce není v našem prostoru.', en: 'When the event is not in one of our spaces.' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'capacity',
          type: 'number',
          label: { cs: 'Kapacita', en: 'Capacity' },
          min: 1,
          admin: { description: { cs: 'Prázdné = bez omezení.', en: 'Empty = unlimited.' } },
        },
        {
          name: 'registrationOpen',
          type: 'checkbox',
          label: { cs: 'Registrace otevřena', en: 'Registration open' },
          defaultValue: true,
        },
        {
          name: 'membersOnly',
          type: 'checkbox',
          label: { cs: 'Jen pro členy', en: 'Members only' },
        },
      ],
    },
    {
      name: 'cancelled',
      type: 'checkbox',
      label: { cs: 'Akce je zrušena', en: 'Event cancelled' },
      defaultValue: false,
      admin: {
        description: {
          cs: 'Akce se nekoná. Zůstane na webu s označením „Zrušeno“, registrace se zavře a kalendáře, které odebírají naše akce, ji ukážou jako zrušenou. Po zveřejnění to web oznámí e-mailem všem přihlášeným i čekajícím.',
          en: 'The event will not take place. It stays on the site marked "Cancelled", registration closes, and calendars subscribed to our events show it as cancelled. Once published, the site e-mails everyone registered or waitlisted.',
        },
      },
    },
    {
      name: 'guestRule',
      type: 'text',
      label: { cs: 'Host členů Clubu', en: 'Guests of Club members' },
      localized: true,
      maxLength: 300,
      admin: {
        description: {
          cs: 'Např. „Členové Clubu mohou přivést jednoho hosta.“ Prázdné = bez hostů.',
          en: 'E.g. "Club members may bring one guest." Empty = no guests.',
        },
      },
    },
    { name: 'excerpt', type: 'textarea', label: { cs: 'Perex', en: 'Excerpt' }, localized: true, maxLength: 500 },
    { name: 'description', type: 'richText', label: { cs: 'Popis', en: 'Description' }, localized: true },
    { name: 'cover', type: 'upload', relationTo: 'media', label: { cs: 'Hlavní obrázek', en: 'Cover image' } },
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, label: { cs: 'Galerie', en: 'Gallery' } },
    editorNote,
    {
      name: 'remind',
      type: 'checkbox',
      defaultValue: true,
      label: { cs: 'Připomenout akci přihlášeným den předem', en: 'Remind those registered a day before' },
      admin: {
        position: 'sidebar',
        description: {
          cs: 'Potvrzení dostanou 24 hodin před začátkem e-mail s časem, místem, adresou a odkazem na zrušení registrace.',
          en: 'Confirmed people get an e-mail 24 hours before the start with the time, place, address and the link that cancels their registration.',
        },
      },
    },
    {
      // Not stored: a choice for this save only, ticked again whenever the form opens.
      name: 'tellRegistrants',
      type: 'checkbox',
      virtual: true,
      defaultValue: true,
      label: { cs: 'Poslat přihlášeným e-mail o změně času nebo místa', en: 'E-mail a change of time or place to those registered' },
      hooks: { afterRead: [() => true] },
      // Payload shows a virtual field read-only unless told otherwise.
      admin: { position: 'sidebar', readOnly: false, components: { Description: TELL_REGISTRANTS_DESCRIPTION } },
    },
    {
      name: 'sequence',
      type: 'number',
      label: { cs: 'Verze pro kalendáře', en: 'Calendar revision' },
      defaultValue: 0,
      min: 0,
      // Set by the calendarSequence hook only: what a request sends for it is dropped.
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          cs: 'Zvýší se sama, když změníte název, čas, místo nebo zrušení akce: kalendáře, které si akci uložily, podle ní poznají novější údaje.',
          en: 'Goes up by itself when you change the title, time, place or cancellation: calendars that saved the event use it to recognise the newer details.',
        },
      },
    },
    {
      // Not stored: the messages whose `event` is this one, listed with a way to write a new one.
      name: 'messages',
      type: 'join',
      collection: 'event-messages',
      on: 'event',
      label: { cs: 'Zprávy přihlášeným', en: 'Messages to registrants' },
      defaultSort: '-sentAt',
      access: { read: ({ req: { user } }) => readsPersonalData(user) },
      admin: {
        defaultColumns: ['subjectCs', 'audience', 'recipients', 'sentAt'],
        description: {
          cs: 'Chcete-li napsat přihlášeným na tuto akci, klikněte na „Přidat nový“; zpráva odejde tlačítkem „Odeslat“.',
          en: 'To write to those registered for this event, click "Add new"; the message goes out with the "Send" button.',
        },
      },
    },
    missingTranslationsField(['title', 'excerpt', 'description']),
  ],
}
