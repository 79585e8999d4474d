import type { CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'

import { publishedContent } from '../../access/published'
import { editorNote } from '../../fields/editorNote'
import { missingTranslationsField } from '../../fields/missingTranslations'
import { orderField } from '../../fields/order'
import { collectionInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'
import { EXAMPLE_VALUE } from '../../adminComponents/paths'
import { PRICE_EXAMPLES } from '../../seed/examples'
import { draftVersions } from '../../preview'

export const TIER_KEYS = ['club', 'meet', 'seat', 'dedicated-desk', 'office', 'day-pass', 'registered-office'] as const

/**
 * Membership tiers and their rules (spec sections 4 and 9). Prices are in CZK excluding VAT; the
 * rules are numbers so that the site can compute and display them consistently.
 */
export const MembershipTiers: CollectionConfig = {
  slug: 'membership-tiers',
  labels: {
    singular: { cs: 'Členství', en: 'Membership tier' },
    plural: { cs: 'Členství', en: 'Membership tiers' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'tab', 'price', 'pricePeriod', 'daysPerWeek', 'meetingRoomDiscountPercent', 'order', '_status'],
    listSearchableFields: ['name', 'key'],
  },
  defaultSort: 'order',
  // A price change is a draft until published (or scheduled, e.g. new prices from 1 January), and
  // every published state can be restored.
  versions: draftVersions,
  access: publishedContent,
  hooks: collectionInvalidation([TAGS.membership]),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: { cs: 'Název', en: 'Name' }, localized: true, required: true },
        {
          name: 'key',
          type: 'select',
          label: { cs: 'Typ', en: 'Kind' },
          required: true,
          unique: true,
          options: [
            { value: 'club', label: 'Club' },
            { value: 'meet', label: 'Meet' },
            { value: 'seat', label: 'Seat' },
            { value: 'dedicated-desk', label: { cs: 'Vlastní stůl', en: 'Dedicated desk' } },
            { value: 'office', label: { cs: 'Kancelář', en: 'Office' } },
            { value: 'day-pass', label: 'Day Pass' },
            { value: 'registered-office', label: { cs: 'Sídlo firmy', en: 'Registered office' } },
          ],
        },
      ],
    },
    {
      name: 'tab',
      type: 'select',
      label: { cs: 'Záložka na stránce Členství', en: 'Tab of the Membership page' },
      required: true,
      index: true,
      options: [
        { value: 'coworking', label: 'Coworking' },
        { value: 'club', label: 'Club' },
        { value: 'office', label: { cs: 'Pronájem kanceláře', en: 'Office rental' } },
        { value: 'registered-office', label: { cs: 'Sídlo firmy', en: 'Registered office' } },
        { value: 'day-pass', label: 'Day Pass' },
      ],
    },
    orderField,
    {
      name: 'highlighted',
      type: 'checkbox',
      label: { cs: 'Zvýraznit', en: 'Highlight' },
      admin: { position: 'sidebar' },
    },
    { name: 'tagline', type: 'text', label: { cs: 'Podtitul', en: 'Tagline' }, localized: true, maxLength: 200 },
    { name: 'summary', type: 'textarea', label: { cs: 'Popis', en: 'Description' }, localized: true, maxLength: 1000 },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          label: { cs: 'Cena (Kč bez DPH)', en: 'Price (CZK excl. VAT)' },
          min: 0,
          admin: {
            description: { cs: 'Prázdné = cena na dotaz.', en: 'Empty = price on request.' },
            // A note while the price is still the seed's invented one.
            components: { afterInput: [{ path: EXAMPLE_VALUE, clientProps: { byKey: PRICE_EXAMPLES } }] },
          },
        },
        {
          name: 'pricePeriod',
          type: 'select',
          label: { cs: 'Za', en: 'Per' },
          required: true,
          defaultValue: 'month',
          options: [
            { value: 'month', label: { cs: 'měsíc', en: 'month' } },
            { value: 'year', label: { cs: 'rok', en: 'year' } },
            { value: 'day', label: { cs: 'den', en: 'day' } },
          ],
        },
        { name: 'priceFrom', type: 'checkbox', label: { cs: 'Cena „od“', en: 'Price "from"' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'annualDiscountPercent',
          type: 'number',
          label: { cs: 'Sleva při ročním členství (%)', en: 'Annual membership discount (%)' },
          min: 0,
          max: 100,
        },
        {
          name: 'payableHalfYearly',
          type: 'checkbox',
          label: { cs: 'Roční lze platit pololetně', en: 'Annual payable half-yearly' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'daysPerWeek',
          type: 'number',
          label: { cs: 'Dnů v týdnu', en: 'Days per week' },
          min: 0,
          max: 7,
          admin: { description: { cs: 'Prázdné = bez omezení / netýká se.', en: 'Empty = unlimited / n/a.' } },
        },
        {
          name: 'unlimitedAccess',
          type: 'checkbox',
          label: { cs: 'Neomezeně v otevírací době', en: 'Unlimited within opening hours' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'meetingRoomCreditCzk',
          type: 'number',
          label: { cs: 'Kredit na zasedačky (Kč/měsíc)', en: 'Meeting-room credit (CZK/month)' },
          min: 0,
        },
        {
          name: 'meetingRoomDiscountPercent',
          type: 'number',
          label: { cs: 'Sleva na zasedačky (%)', en: 'Meeting-room discount (%)' },
          min: 0,
          max: 100,
        },
        {
          name: 'adminSupportHours',
          type: 'number',
          label: { cs: 'Administrativní podpora (h/měsíc)', en: 'Admin support (h/month)' },
          min: 0,
        },
      ],
    },
    {
      name: 'features',
      type: 'array',
      label: { cs: 'Co je v ceně', en: "What's included" },
      labels: { singular: { cs: 'Položka', en: 'Item' }, plural: { cs: 'Položky', en: 'Items' } },
      admin: {
        description: {
          cs: 'Částky nepište číslem: {credit:club} nebo {price:club} (klíč tarifu) doplní web z dat tarifu.',
          en: 'Do not type amounts: {credit:club} or {price:club} (a tier key) is filled in from the tier data.',
        },
      },
      fields: [{ name: 'text', type: 'text', label: { cs: 'Text', en: 'Text' }, localized: true, required: true }],
    },
    {
      name: 'notes',
      type: 'textarea',
      label: { cs: 'Podmínky', en: 'Terms' },
      localized: true,
      maxLength: 1000,
      admin: {
        description: {
          cs: 'Např. změna, pozastavení a zrušení měsíčního členství.',
          en: 'E.g. changing, pausing and cancelling a monthly membership.',
        },
      },
    },
    {
      name: 'ctaUrl',
      type: 'text',
      label: { cs: 'Odkaz tlačítka', en: 'Button link' },
      admin: { description: { cs: 'Prázdné = kontaktní formulář.', en: 'Empty = the contact form.' } },
    },
    editorNote,
    missingTranslationsField(['name', 'tagline', 'summary']),
  ],
}
