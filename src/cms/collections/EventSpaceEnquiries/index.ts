import type { CollectionConfig } from 'payload'

import { LIMITS } from '../../../lib/forms/limits'
import { personalData } from '../../access/roles'
import { exportCsvLink } from '../../adminComponents/csvLink'
import { companyField, emailAndPhone, fullNameField, handlingState, originAndConsent } from '../../fields/personalData'
import { ADMIN_GROUPS } from '../../labels'
import { SPACE_LAYOUT_OPTIONS } from '../Spaces'
import { exportEventSpaceEnquiries } from './exportCsv'
import { RELATION_CELL } from '../../adminComponents/paths'

const readOnly = { readOnly: true }
const czk = (name: string, cs: string, en: string) => ({ name, type: 'number' as const, label: { cs: `${cs} (Kč)`, en: `${en} (CZK)` }, admin: readOnly })

/**
 * Enquiries for renting the event space, with the indicative quote the visitor was shown
 * (src/lib/spaces/enquiryQuote.ts), stored as it was computed on submit. Personal data: only the roles that handle it,
 * for every operation. Visitors write only through the form's server action (src/lib/spaces).
 */
export const EventSpaceEnquiries: CollectionConfig = {
  slug: 'event-space-enquiries',
  labels: {
    singular: { cs: 'Poptávka eventového prostoru', en: 'Event space enquiry' },
    plural: { cs: 'Poptávky eventového prostoru', en: 'Event space enquiries' },
  },
  admin: {
    group: ADMIN_GROUPS.personalData,
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'eventDate', 'startTime', 'endTime', 'guests', 'name', 'email', 'quoteNet', 'state'],
    listSearchableFields: ['email', 'name', 'company'],
    components: {
      beforeListTable: [exportCsvLink('event-space-enquiries', { cs: 'Stáhnout poptávky (CSV)', en: 'Download enquiries (CSV)' })],
    },
  },
  defaultSort: '-createdAt',
  access: personalData,
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportEventSpaceEnquiries }],
  fields: [
    handlingState,
    { name: 'space', type: 'relationship', relationTo: 'spaces', label: { cs: 'Prostor', en: 'Space' }, admin: { components: { Cell: RELATION_CELL } } },
    {
      type: 'row',
      fields: [
        { name: 'eventDate', type: 'text', required: true, maxLength: 10, index: true, label: { cs: 'Datum (RRRR-MM-DD)', en: 'Date (YYYY-MM-DD)' } },
        { name: 'startTime', type: 'text', required: true, maxLength: 5, label: { cs: 'Začátek', en: 'Start' } },
        { name: 'endTime', type: 'text', required: true, maxLength: 5, label: { cs: 'Konec', en: 'End' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'guests', type: 'number', required: true, min: 1, label: { cs: 'Hostů', en: 'Guests' } },
        {
          name: 'layout',
          type: 'select',
          required: true,
          label: { cs: 'Uspořádání', en: 'Layout' },
          options: SPACE_LAYOUT_OPTIONS,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'catering', type: 'checkbox', defaultValue: false, label: { cs: 'Chce catering', en: 'Wants catering' } },
        { name: 'production', type: 'checkbox', defaultValue: false, label: { cs: 'Chce pomoc s produkcí', en: 'Wants production help' } },
      ],
    },
    {
      type: 'row',
      fields: [fullNameField(), companyField()],
    },
    emailAndPhone,
    { name: 'note', type: 'textarea', maxLength: LIMITS.longText, label: { cs: 'Poznámka', en: 'Note' } },
    {
      type: 'collapsible',
      label: { cs: 'Orientační cena, jak ji návštěvník viděl (bez DPH)', en: 'Indicative quote as the visitor saw it (excl. VAT)' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'quoteSlot', type: 'text', maxLength: LIMITS.short, label: { cs: 'Blok', en: 'Slot' }, admin: readOnly },
            { name: 'quoteHours', type: 'number', label: { cs: 'Účtované hodiny', en: 'Hours billed' }, admin: readOnly },
            czk('quoteRatePerHour', 'Sazba za hodinu', 'Rate per hour'),
          ],
        },
        {
          type: 'row',
          fields: [
            czk('quoteRental', 'Pronájem', 'Hall rental'),
            { name: 'quoteProductionPercent', type: 'number', label: { cs: 'Produkce (%)', en: 'Production (%)' }, admin: readOnly },
            czk('quoteProduction', 'Produkce', 'Production'),
          ],
        },
        {
          type: 'row',
          fields: [
            czk('quoteNet', 'Celkem bez DPH', 'Total excl. VAT'),
            { name: 'quoteVatPercent', type: 'number', label: { cs: 'DPH (%)', en: 'VAT (%)' }, admin: readOnly },
            czk('quoteVat', 'DPH', 'VAT'),
            czk('quoteGross', 'Celkem s DPH', 'Total incl. VAT'),
          ],
        },
      ],
    },
    originAndConsent({
      extra: [
        {
          // One enquiry per rendered form and address: a form posted twice (a reload after a post
          // without JavaScript) finds the first instead of storing a second.
          name: 'submissionKey',
          type: 'text',
          unique: true,
          maxLength: 64,
          admin: { hidden: true },
        },
      ],
    }),
  ],
}
