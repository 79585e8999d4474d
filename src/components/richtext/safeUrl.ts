const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * A link target from CMS content, or null when it is not safe to put into `href`: only http(s),
 * mailto and tel URLs, same-site paths and fragments pass (no `javascript:`, `data:`, `vbscript:`,
 * nor protocol-relative `//host`). Absolute URLs come back normalised by the URL parser, so what
 * was checked is exactly what is rendered.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const url = value.trim()
  if (!url) return null
  if (url.startsWith('#')) return url
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url
  try {
    const parsed = new URL(url)
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null
  } catch {
    return null
  }
}

export type VideoSource = { provider: 'YouTube' | 'Vimeo'; embedUrl: string; watchUrl: string }

/**
 * A YouTube or Vimeo URL as its privacy-friendly embed (youtube-nocookie, Vimeo with do-not-track),
 * or null for anything else. The id is validated, never copied into the embed URL as given.
 */
export function videoSource(value: unknown): VideoSource | null {
  const href = safeHref(value)
  if (!href || !/^https?:/.test(href)) return null
  const url = new URL(href)
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  let youtube: string | null = null
  if (host === 'youtu.be') youtube = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = url.pathname === '/watch' ? url.searchParams.get('v') : (/^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null)
  }
  if (youtube && /^[A-Za-z0-9_-]{11}$/.test(youtube)) {
    return {
      provider: 'YouTube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${youtube}`,
    }
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{4,12})(?:\/|$)/.exec(url.pathname)?.[1]
    if (id) return { provider: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`, watchUrl: `https://vimeo.com/${id}` }
  }
  return null
}
