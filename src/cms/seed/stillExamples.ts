import type { Payload } from 'payload'

import { PRIVACY_TEMPLATE } from './content/privacy'
import { isExample, PRICE_EXAMPLES, SITE_EXAMPLES, type SiteExamplePath } from './examples'
import { richText } from './richtext'

type Text = { cs: string; en: string }
/** A value staff still have to replace: what it is and where to edit it. */
export type StillExample = { label: Text; href: string }

const SITE_LABELS: Record<SiteExamplePath, Text> = {
  'address.street': { cs: 'Adresa: ulice', en: 'Address: street' },
  'contact.phone': { cs: 'Telefon', en: 'Phone' },
  'company.seat': { cs: 'Sídlo firmy', en: 'Registered seat' },
  'company.ico': { cs: 'IČO', en: 'Company ID (IČO)' },
  'company.dic': { cs: 'DIČ', en: 'VAT ID (DIČ)' },
  'bank.accountNumber': { cs: 'Číslo účtu', en: 'Account number' },
  'bank.iban': { cs: 'IBAN', en: 'IBAN' },
}

type Node = { text?: string; children?: Node[] }
const plainText = (node: Node | null | undefined): string =>
  node ? (node.text ?? '') + (node.children ?? []).map(plainText).join('\n') : ''

/**
 * The seed's example values still stored (src/cms/seed/examples.ts): Site settings fields, invented
 * tier prices and the privacy policy's template (its Czech text unchanged). Empty once staff have
 * replaced them all; the dashboard lists them until then.
 */
export async function stillExamples(payload: Payload): Promise<StillExample[]> {
  const [settings, tiers, privacy] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, locale: 'cs', overrideAccess: true }),
    // Both languages of a tier's name: the dashboard speaks the staff member's.
    payload.find({ collection: 'membership-tiers', depth: 0, pagination: false, sort: 'order', locale: 'all', overrideAccess: true, select: { key: true, name: true, price: true } }),
    payload.find({ collection: 'pages', where: { key: { equals: 'privacy' } }, depth: 0, limit: 1, locale: 'cs', overrideAccess: true, select: { body: true } }),
  ])
  const read = (path: string) => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | null | undefined)?.[k], settings)
  const found: StillExample[] = (Object.keys(SITE_EXAMPLES) as SiteExamplePath[])
    .filter((path) => isExample(read(path), SITE_EXAMPLES[path]))
    .map((path) => ({ label: SITE_LABELS[path], href: '/admin/globals/site-settings' }))
  for (const tier of tiers.docs) {
    const example = PRICE_EXAMPLES[tier.key as keyof typeof PRICE_EXAMPLES]
    if (example !== undefined && isExample(tier.price, example)) {
      const name = tier.name as unknown as Partial<Text>
      found.push({ label: { cs: `Cena tarifu ${name.cs}`, en: `Price of the ${name.en ?? name.cs} tier` }, href: `/admin/collections/membership-tiers/${tier.id}` })
    }
  }
  const page = privacy.docs[0]
  if (page && plainText(page.body?.root as Node) === plainText(richText(PRIVACY_TEMPLATE.cs).root as Node)) {
    found.push({ label: { cs: 'Zásady ochrany osobních údajů (šablona)', en: 'Privacy policy (template)' }, href: `/admin/collections/pages/${page.id}` })
  }
  return found
}
