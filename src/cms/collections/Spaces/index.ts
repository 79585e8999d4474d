import type { CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'
import { clockMinutes, WEEKDAYS, type Weekday } from '@/lib/spaces/enquiryQuote'

import { publishedContent } from '../../access/published'
import { editorNote } from '../../fields/editorNote'
import { missingTranslationsField } from '../../fields/missingTranslations'
import { orderField } from '../../fields/order'
import { slugField } from '../../fields/slug'
import { collectionInvalidation } from '../../hooks/invalidate'
import { slugRedirects } from '../../hooks/slugRedirects'
import { draftVersions, livePreview, previewButton } from '../../preview'
import { ADMIN_GROUPS } from '../../labels'

export const SPACE_KINDS = ['meeting-room', 'event-space', 'terrace', 'outdoor', 'coworking', 'cafe', 'offices'] as const
const WEEKDAY_LABELS: Record<Weekday, { cs: string; en: string }> = {
  mon: { cs: 'Pondělí', en: 'Monday' },
  tue: { cs: 'Úterý', en: 'Tuesday' },
  wed: { cs: 'Středa', en: 'Wednesday' },
  thu: { cs: 'Čtvrtek', en: 'Thursday' },
  fri: { cs: 'Pátek', en: 'Friday' },
  sat: { cs: 'Sobota', en: 'Saturday' },
  sun: { cs: 'Neděle', en: 'Sunday' },
}

const invalidation = collectionInvalidation([TAGS.spaces])
// An old address keeps working after a slug change (a redirect to the document).
const moved = slugRedirects('spaces')

/** A slot's time: `HH:MM` from 00:00 to 24:00. */
const validClock = (value: unknown) =>
  (typeof value === 'string' && clockMinutes(value) !== null) || 'Čas ve tvaru HH:MM, 00:00–24:00. / A time as HH:MM, 00:00–24:00.'

/** A slot's end: a valid time after its start (00:00 is midnight at the day's end); a slot over midnight could never be booked. */
const validSlotEnd = (value: unknown, { siblingData }: { siblingData?: { from?: unknown } }) => {
  const clock = validClock(value)
  if (clock !== true) return clock
  const start = typeof siblingData?.from === 'string' ? clockMinutes(siblingData.from) : null
  const end = clockMinutes(value as string) || 24 * 60
  return start === null || end > start || 'Konec bloku musí být po jeho začátku (nejpozději 24:00). / A slot ends after it starts (24:00 at the latest).'
}

export const SPACE_LAYOUTS = ['seated', 'theatre', 'informal', 'tables', 'standing'] as const
/** The layouts as the admin names them (spaces, event-space enquiries). */
export const SPACE_LAYOUT_OPTIONS = [
  { value: 'seated', label: { cs: 'K sezení', en: 'Seated' } },
  { value: 'theatre', label: { cs: 'Divadelní', en: 'Theatre' } },
  { value: 'informal', label: { cs: 'Neformální', en: 'Informal' } },
  { value: 'tables', label: { cs: 'U stolů', en: 'At tables' } },
  { value: 'standing', label: { cs: 'Ve stoje', en: 'Standing' } },
] satisfies { value: (typeof SPACE_LAYOUTS)[number]; label: { cs: string; en: string } }[]

/**
 * The house's rooms: the meeting rooms, terrace, outdoor room and event space (each with a detail
 * page and a book button) and, as content of the Spaces page, the coworking area, the private cafe
 * and the private offices.
 */
export const Spaces: CollectionConfig = {
  slug: 'spaces',
  labels: {
    singular: { cs: 'Prostor', en: 'Space' },
    plural: { cs: 'Prostory', en: 'Spaces' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'maxCapacity', 'priceFromPerHour', 'hasDetailPage', '_status', 'order'],
    listSearchableFields: ['name', 'slug'],
    preview: previewButton('spaces'),
    livePreview: livePreview('spaces'),
  },
  defaultSort: 'order',
  versions: draftVersions,
  access: publishedContent,
  hooks: {
    ...invalidation,
    afterChange: [moved.afterChange, ...invalidation.afterChange],
    beforeChange: [
      moved.beforeChange,
      ({ data }) => {
        // The largest layout is kept as a column for the admin list and filters.
        const capacities = (data.capacities ?? []) as { people?: number | null }[]
        const people = capacities.map((c) => c.people ?? 0)
        data.maxCapacity = people.length ? Math.max(...people) : null
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', label: { cs: 'Název', en: 'Name' }, localized: true, required: true, maxLength: 120 },
    slugField('name'),
    {
      name: 'kind',
      type: 'select',
      label: { cs: 'Druh', en: 'Kind' },
      required: true,
      index: true,
      options: [
        { value: 'meeting-room', label: { cs: 'Zasedací místnost', en: 'Meeting room' } },
        { value: 'event-space', label: { cs: 'Eventový prostor', en: 'Event space' } },
        { value: 'terrace', label: { cs: 'Terasa', en: 'Terrace' } },
        { value: 'outdoor', label: { cs: 'Venkovní místnost', en: 'Outdoor room' } },
        { value: 'coworking', label: { cs: 'Coworking', en: 'Coworking' } },
        { value: 'cafe', label: { cs: 'Kavárna', en: 'Cafe' } },
        { value: 'offices', label: { cs: 'Soukromé kanceláře', en: 'Private offices' } },
      ],
    },
    {
      name: 'hasDetailPage',
      type: 'checkbox',
      label: { cs: 'Má vlastní stránku s rezervací', en: 'Has a detail page with booking' },
      defaultValue: true,
      admin: { position: 'sidebar' },
    },
    orderField,
    { name: 'tagline', type: 'text', label: { cs: 'Podtitul', en: 'Tagline' }, localized: true, maxLength: 200 },
    {
      name: 'summary',
      type: 'textarea',
      label: { cs: 'Krátký popis', en: 'Summary' },
      localized: true,
      maxLength: 600,
    },
    { name: 'description', type: 'richText', label: { cs: 'Popis', en: 'Description' }, localized: true },
    {
      name: 'capacities',
      type: 'array',
      label: { cs: 'Kapacita podle uspořádání', en: 'Capacity per layout' },
      labels: { singular: { cs: 'Uspořádání', en: 'Layout' }, plural: { cs: 'Uspořádání', en: 'Layouts' } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'layout',
              type: 'select',
              label: { cs: 'Uspořádání', en: 'Layout' },
              required: true,
              options: SPACE_LAYOUT_OPTIONS,
            },
            { name: 'people', type: 'number', label: { cs: 'Osob (až)', en: 'People (up to)' }, required: true, min: 1 },
          ],
        },
      ],
    },
    {
      name: 'maxCapacity',
      type: 'number',
      label: { cs: 'Kapacita (max.)', en: 'Capacity (max)' },
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: { cs: 'Počítá se z uspořádání.', en: 'Computed from the layouts.' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'areaSqm', type: 'number', label: { cs: 'Plocha (m²)', en: 'Area (m²)' }, min: 0 },
        {
          name: 'priceFromPerHour',
          type: 'number',
          label: { cs: 'Cena od (Kč/h bez DPH)', en: 'Price from (CZK/h excl. VAT)' },
          min: 0,
        },
      ],
    },
    {
      name: 'priceNote',
      type: 'textarea',
      label: { cs: 'Poznámka k ceně', en: 'Price note' },
      localized: true,
      maxLength: 600,
    },
    {
      name: 'timeSlots',
      type: 'array',
      label: { cs: 'Časové bloky k pronájmu', en: 'Rental time slots' },
      labels: { singular: { cs: 'Blok', en: 'Slot' }, plural: { cs: 'Bloky', en: 'Slots' } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'days',
              type: 'text',
              label: { cs: 'Dny (jak je čte návštěvník)', en: 'Days (as visitors read them)' },
              localized: true,
              required: true,
              admin: { placeholder: 'Po–Pá' },
            },
            { name: 'from', type: 'text', label: { cs: 'Od', en: 'From' }, required: true, validate: validClock, admin: { placeholder: '13:00' } },
            { name: 'to', type: 'text', label: { cs: 'Do', en: 'To' }, required: true, validate: validSlotEnd, admin: { placeholder: '24:00' } },
          ],
        },
        {
          // What the enquiry form's quote evaluates (src/lib/spaces/enquiryQuote.ts); `days` is its label.
          name: 'weekdays',
          type: 'select',
          hasMany: true,
          required: true,
          label: { cs: 'Platí ve dnech', en: 'Applies on' },
          options: WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] })),
          admin: {
            description: {
              cs: 'Podle těchto dnů poptávkový formulář pozná, zda akce do bloku patří.',
              en: 'The enquiry form checks an event against these days.',
            },
          },
        },
      ],
    },
    {
      name: 'productionFeePercent',
      type: 'number',
      label: { cs: 'Produkce akce (% z faktury)', en: 'Event production (% of invoice)' },
      min: 0,
      max: 100,
    },
    {
      name: 'equipment',
      type: 'array',
      label: { cs: 'Vybavení', en: 'Equipment' },
      labels: { singular: { cs: 'Položka', en: 'Item' }, plural: { cs: 'Položky', en: 'Items' } },
      fields: [{ name: 'item', type: 'text', label: { cs: 'Položka', en: 'Item' }, localized: true, required: true }],
    },
    {
      name: 'facts',
      type: 'array',
      label: { cs: 'Další údaje', en: 'Further facts' },
      admin: { description: { cs: 'Např. „11 kanceláří pro 2–8 osob“.', en: 'E.g. "11 offices for 2–8 people".' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: { cs: 'Údaj', en: 'Label' }, localized: true, required: true },
            { name: 'value', type: 'text', label: { cs: 'Hodnota', en: 'Value' }, localized: true, required: true },
          ],
        },
      ],
    },
    {
      name: 'bookingUrl',
      type: 'text',
      label: { cs: 'Odkaz na rezervaci', en: 'Booking link' },
      admin: {
        description: {
          cs: 'Kalendářová služba. Prázdné = odkaz pro schůzky z Nastavení webu.',
          en: 'Calendar service. Empty = the meetings link of the site settings.',
        },
      },
    },
    { name: 'cover', type: 'upload', relationTo: 'media', label: { cs: 'Hlavní obrázek', en: 'Cover image' } },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: { cs: 'Galerie', en: 'Gallery' },
    },
    editorNote,
    missingTranslationsField(['name', 'tagline', 'summary', 'description']),
  ],
}
