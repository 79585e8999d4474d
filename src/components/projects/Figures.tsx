import type { SiteSettings } from '@/lib/site/queries'
import { Typo } from '@/components/page/Typo'

type Props = { figures: SiteSettings['figures']; tone?: 'light' | 'dark' }

/** The house's figures from the site settings ("500+ firms", "250+ contacts"). */
export function Figures({ figures, tone = 'light' }: Props) {
  if (figures.length === 0) return null
  return (
    <dl className="grid gap-8 sm:grid-cols-2">
      {figures.map((figure) => (
        <div key={figure.value} className={`flex flex-col border-t pt-5 ${tone === 'dark' ? 'border-paper/40' : 'border-ink'}`}>
          <dt className={tone === 'dark' ? 'text-paper/80' : 'text-ink-muted'}><Typo>{figure.label}</Typo></dt>
          <dd className="order-first font-display text-6xl font-medium sm:text-7xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
