import { Link } from '@/i18n/link'
import type { PostCategory } from '@/lib/blog/queries'

type Props = {
  label: string
  allLabel: string
  categories: readonly { value: PostCategory; label: string }[]
  active: PostCategory | null
}

const chip =
  'inline-flex h-10 items-center rounded-md border px-4 text-[0.95rem] font-medium whitespace-nowrap transition-colors'

/**
 * The article-type filter: plain links to `?category=…` (server-rendered, no JavaScript needed); the
 * chosen one is marked `aria-current`. Choosing a type starts the list again at its first step.
 */
export function CategoryFilter({ label, allLabel, categories, active }: Props) {
  const items = [{ value: null, label: allLabel }, ...categories]
  return (
    <nav aria-label={label}>
      <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {items.map((item) => {
          const current = item.value === active
          return (
            <li key={item.value ?? 'all'}>
              <Link
                href={{ pathname: '/blog', query: item.value ? { category: item.value } : {} }}
                scroll={false}
                aria-current={current ? 'page' : undefined}
                className={`${chip} ${current ? 'border-ink bg-ink text-paper' : 'border-line bg-white text-ink hover:border-ink'}`}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
