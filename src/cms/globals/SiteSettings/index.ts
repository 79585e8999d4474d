import type { Field, GlobalConfig, TextFieldSingleValidation } from 'payload'

import { translatorFor } from '@/i18n/translator'
import { isValidCzechAccount, isValidIban, isValidIco } from '@/lib/company/identifiers'
import { CONSENT_TEXTS } from '@/lib/consent/texts'
import { RETENTION_DEFAULTS } from '@/lib/privacy/retention'
import { TAGS } from '@/lib/content/tags'

import { authenticated } from '../../access/authenticated'
import { publishedOrAuthenticated } from '../../access/published'
import { isAdminField, managesHouse } from '../../access/roles'
import { globalInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'
import { EXAMPLE_VALUE } from '../../adminComponents/paths'
import { SITE_EXAMPLES, type SiteExamplePath } from '../../seed/examples'

/** A note under the field while its value is still the seed's example. */
const example = (path: SiteExamplePath) => ({ components: { afterInput: [{ path: EXAMPLE_VALUE, clientProps: { example: SITE_EXAMPLES[path] } }] } })

/** A typo in an identifier printed in every footer is refused with the staff member's language. */
const checksum =
  (isValid: (value: string) => boolean, key: 'ico' | 'account' | 'iban'): TextFieldSingleValidation =>
  (value, { req }) =>
    !value || isValid(value) || translatorFor(req.i18n?.language, 'cmsValidation')(key)

const retentionField = (name: string, defaultValue: number, max: number, label: { cs: string; en: string }): Field => ({
  name,
  type: 'number',
  label,
  defaultValue,
  min: 0,
  max,
})

/** Site-wide facts that staff change: name, address, hours, contacts, bank, company, links, figures. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { cs: 'Nastavení webu', en: 'Site settings' },
  admin: { group: ADMIN_GROUPS.settings },
  // A change (VAT, IBAN, opening hours) is a draft until published, and every published state can be
  // restored. Saving a draft leaves the published row alone; visitors read only a published one.
  versions: { drafts: { autosave: false }, max: 50 },
  access: { read: publishedOrAuthenticated, update: managesHouse, readVersions: authenticated },
  hooks: {
    // A write that is not a draft (the seed, scripts, an API client that predates drafts) publishes,
    // as it did before drafts; Payload would store it as a draft no visitor reads.
    beforeOperation: [({ args }) => (args.draft || !args.data || args.data._status ? args : { ...args, data: { ...args.data, _status: 'published' } })],
    afterChange: globalInvalidation([TAGS.site]),
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { cs: 'Základní', en: 'General' },
          fields: [
            { name: 'brandName', type: 'text', label: { cs: 'Název značky', en: 'Brand name' }, required: true, defaultValue: 'HUB 1909' },
            { name: 'tagline', type: 'text', label: { cs: 'Slogan', en: 'Tagline' }, localized: true, maxLength: 200 },
            {
              name: 'vatPercent',
              type: 'number',
              label: { cs: 'DPH (%)', en: 'VAT (%)' },
              required: true,
              defaultValue: 21,
              min: 0,
              max: 30,
              admin: { description: { cs: 'Ceny na webu jsou bez DPH.', en: 'Prices on the site exclude VAT.' } },
            },
            {
              name: 'figures',
              type: 'array',
              label: { cs: 'Čísla na webu', en: 'Figures on the site' },
              labels: { singular: { cs: 'Číslo', en: 'Figure' }, plural: { cs: 'Čísla', en: 'Figures' } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'value', type: 'text', label: { cs: 'Hodnota', en: 'Value' }, required: true, admin: { placeholder: '500+' } },
                    { name: 'label', type: 'text', label: { cs: 'Popis', en: 'Label' }, localized: true, required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { cs: 'Kontakt a adresa', en: 'Contact and address' },
          fields: [
            {
              name: 'address',
              type: 'group',
              label: { cs: 'Adresa', en: 'Address' },
              fields: [
                { name: 'street', type: 'text', label: { cs: 'Ulice', en: 'Street' }, required: true, admin: example('address.street') },
                {
                  type: 'row',
                  fields: [
                    { name: 'postalCode', type: 'text', label: { cs: 'PSČ', en: 'Postal code' }, required: true },
                    { name: 'city', type: 'text', label: { cs: 'Město', en: 'City' }, localized: true, required: true },
                  ],
                },
                { name: 'country', type: 'text', label: { cs: 'Země', en: 'Country' }, localized: true },
                { name: 'directions', type: 'textarea', label: { cs: 'Jak nás najdete', en: 'How to find us' }, localized: true },
                { name: 'mapUrl', type: 'text', label: { cs: 'Odkaz na mapu', en: 'Map link' } },
                {
                  type: 'row',
                  fields: [
                    { name: 'latitude', type: 'number', label: { cs: 'Zeměpisná šířka', en: 'Latitude' } },
                    { name: 'longitude', type: 'number', label: { cs: 'Zeměpisná délka', en: 'Longitude' } },
                  ],
                },
              ],
            },
            {
              name: 'contact',
              type: 'group',
              label: { cs: 'Kontakt', en: 'Contact' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'email', type: 'email', label: 'E-mail', required: true },
                    { name: 'phone', type: 'text', label: { cs: 'Telefon', en: 'Phone' }, admin: example('contact.phone') },
                  ],
                },
              ],
            },
            {
              name: 'openingHours',
              type: 'array',
              label: { cs: 'Otevírací doba', en: 'Opening hours' },
              labels: { singular: { cs: 'Řádek', en: 'Row' }, plural: { cs: 'Řádky', en: 'Rows' } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'days', type: 'text', label: { cs: 'Dny', en: 'Days' }, localized: true, required: true },
                    {
                      name: 'hours',
                      type: 'text',
                      label: { cs: 'Čas', en: 'Hours' },
                      localized: true,
                      required: true,
                      admin: { placeholder: '8:00–20:00' },
                    },
                  ],
                },
              ],
            },
            {
              name: 'social',
              type: 'array',
              label: { cs: 'Sociální sítě', en: 'Social links' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'network',
                      type: 'select',
                      label: { cs: 'Síť', en: 'Network' },
                      required: true,
                      options: ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok'].map((v) => ({ value: v, label: v })),
                    },
                    { name: 'url', type: 'text', label: 'URL', required: true },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { cs: 'Firma a banka', en: 'Company and bank' },
          fields: [
            {
              name: 'company',
              type: 'group',
              label: { cs: 'Provozovatel', en: 'Operator' },
              fields: [
                { name: 'name', type: 'text', label: { cs: 'Obchodní firma', en: 'Company name' }, required: true },
                { name: 'seat', type: 'text', label: { cs: 'Sídlo', en: 'Registered seat' }, admin: example('company.seat') },
                {
                  type: 'row',
                  fields: [
                    { name: 'ico', type: 'text', label: 'IČO', validate: checksum(isValidIco, 'ico'), admin: example('company.ico') },
                    { name: 'dic', type: 'text', label: 'DIČ', admin: example('company.dic') },
                  ],
                },
                {
                  name: 'register',
                  type: 'text',
                  label: { cs: 'Zápis v rejstříku', en: 'Commercial register entry' },
                  localized: true,
                  admin: { placeholder: 'C 123456 vedená u Městského soudu v Praze' },
                },
              ],
            },
            {
              name: 'bank',
              type: 'group',
              label: { cs: 'Bankovní spojení', en: 'Bank details' },
              fields: [
                { name: 'bankName', type: 'text', label: { cs: 'Banka', en: 'Bank' } },
                {
                  name: 'accountNumber',
                  type: 'text',
                  label: { cs: 'Číslo účtu', en: 'Account number' },
                  validate: checksum(isValidCzechAccount, 'account'),
                  admin: { placeholder: '19-2000145399/0800', ...example('bank.accountNumber') },
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'iban', type: 'text', label: 'IBAN', validate: checksum(isValidIban, 'iban'), admin: example('bank.iban') },
                    { name: 'swift', type: 'text', label: 'SWIFT / BIC' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { cs: 'Odkazy', en: 'Links' },
          fields: [
            {
              name: 'membersLoginUrl',
              type: 'text',
              label: { cs: 'Přihlášení pro členy (externí web)', en: "Members' login (external site)" },
              required: true,
            },
            {
              name: 'booking',
              type: 'group',
              label: { cs: 'Rezervace (kalendářová služba)', en: 'Booking (calendar service)' },
              fields: [
                { name: 'trialDayUrl', type: 'text', label: { cs: 'Den na zkoušku', en: 'Trial day' } },
                { name: 'meetingUrl', type: 'text', label: { cs: 'Schůzka / prohlídka', en: 'Meeting / tour' } },
                { name: 'meetingRoomUrl', type: 'text', label: { cs: 'Zasedací místnosti', en: 'Meeting rooms' } },
              ],
            },
          ],
        },
        {
          label: { cs: 'Cookies', en: 'Cookies' },
          description: {
            cs: 'Lišta se souhlasem s cookies se ukazuje, jen když je nastavena služba třetí strany (GTM_ID, LEAD_TRACKING_SRC). Prázdné pole = výchozí text webu.',
            en: 'The cookie consent banner shows only when a third party is configured (GTM_ID, LEAD_TRACKING_SRC). An empty field = the site’s default text.',
          },
          fields: [
            {
              name: 'consent',
              type: 'group',
              label: { cs: 'Souhlas s cookies', en: 'Cookie consent' },
              fields: [
                {
                  name: 'policyVersion',
                  type: 'number',
                  label: { cs: 'Verze zásad', en: 'Policy version' },
                  required: true,
                  defaultValue: 1,
                  min: 1,
                  admin: {
                    description: {
                      cs: 'Zvyšte, když se změní služby nebo zásady: každý návštěvník bude znovu požádán o souhlas.',
                      en: 'Raise it when the services or the policy change: every visitor is asked again.',
                    },
                  },
                },
                ...CONSENT_TEXTS.map((text): Field => {
                  const base = { name: text.name, label: { cs: text.cs, en: text.en }, localized: true }
                  return 'long' in text ? { ...base, type: 'textarea', maxLength: 600 } : { ...base, type: 'text', maxLength: 80 }
                }),
              ],
            },
          ],
        },
        {
          label: { cs: 'Osobní údaje', en: 'Personal data' },
          description: {
            cs: 'Jak dlouho web uchovává osobní údaje; starší záznamy maže sám (několikrát denně) a zapisuje to do Záznamů o osobních údajích. Mění jen správce; zásady ochrany osobních údajů musí říkat totéž.',
            en: 'How long the site keeps personal data; it removes older records itself (several times a day) and records it in the Privacy log. Only an administrator changes these; the privacy policy must say the same.',
          },
          fields: [
            {
              name: 'retention',
              type: 'group',
              label: { cs: 'Doba uchování', en: 'Retention' },
              access: { update: isAdminField },
              fields: [
                retentionField('formsMonths', RETENTION_DEFAULTS.formsMonths, 120, { cs: 'Poptávky a kontaktní formulář (měsíců)', en: 'Enquiries and contact requests (months)' }),
                retentionField('registrationsMonths', RETENTION_DEFAULTS.registrationsMonths, 120, { cs: 'Registrace na akce (měsíců od registrace)', en: 'Event registrations (months after registering)' }),
                retentionField('outboxMonths', RETENTION_DEFAULTS.outboxMonths, 120, { cs: 'Odeslané e-maily (měsíců)', en: 'Sent e-mails (months)' }),
                retentionField('unsubscribedDays', RETENTION_DEFAULTS.unsubscribedDays, 365, { cs: 'Odhlášení odběratelé newsletteru (dní od odhlášení)', en: 'Unsubscribed newsletter subscribers (days after unsubscribing)' }),
                retentionField('unconfirmedDays', RETENTION_DEFAULTS.unconfirmedDays, 365, { cs: 'Nepotvrzená přihlášení k newsletteru (dní)', en: 'Unconfirmed newsletter sign-ups (days)' }),
              ],
            },
          ],
        },
        {
          label: { cs: 'Poznámka', en: 'Note' },
          fields: [
            {
              name: 'editorNote',
              type: 'textarea',
              label: { cs: 'Interní poznámka', en: 'Internal note' },
              access: { read: authenticated },
            },
          ],
        },
      ],
    },
  ],
}
