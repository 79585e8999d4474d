type Props = {
  url: string
  title: string
  labels: { title: string; facebook: string; linkedin: string; x: string; email: string; newTab: string }
}

/**
 * Share links: plain links to each network's share page (no scripts, no trackers until clicked),
 * and an e-mail with the title and the address.
 */
export function ShareLinks({ url, title, labels }: Props) {
  const u = encodeURIComponent(url)
  const links = [
    { key: 'facebook', label: labels.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'linkedin', label: labels.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { key: 'x', label: labels.x, href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
  ]
  const item =
    'inline-flex h-10 items-center rounded-md border border-line bg-white px-4 text-sm font-medium transition-colors hover:border-ink'
  return (
    <section aria-labelledby="share-title" className="flex flex-wrap items-center gap-3">
      <h2 id="share-title" className="mr-2 font-sans text-sm font-semibold tracking-[0.12em] text-ink-muted uppercase">{labels.title}</h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={item}>
              {link.label}
              <span className="sr-only"> {labels.newTab}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`} className={item}>
            {labels.email}
          </a>
        </li>
      </ul>
    </section>
  )
}
