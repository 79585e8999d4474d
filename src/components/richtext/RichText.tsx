import { type JSXConverterArgs, type JSXConverters, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Img } from '@/components/page/Img'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { sameOrigin } from '@/lib/content/read'
import { typography } from '@/lib/format/typography'

import { safeHref, videoSource, type VideoSource } from './safeUrl'
import { VideoPlayer } from './VideoPlayer.client'

/**
 * Rich text from the CMS (Lexical JSON) as React elements: Payload's renderer walks the tree, the
 * site's converters below decide the markup. Safe by construction: text is only ever a React text
 * child (escaped: a `<script>` typed by staff shows as text), there is no dangerouslySetInnerHTML
 * (Payload's only use of it is for `nodeMap` entries with `html`, which we never pass), node types
 * without a converter go to `unknown`, link targets pass safeHref, and embedded video loads only
 * after a click.
 *
 * Supported: paragraphs, headings (an h1 in the body becomes h2: the page's title is the h1),
 * bullet/numbered/check lists, quotes, links (custom and internal to articles, events and spaces),
 * images (uploads, with their alt text and caption), horizontal rules, text formats, and video:
 * a block with a YouTube/Vimeo `url`, or a paragraph that holds nothing but such a link.
 */

type LexicalNode = JSXConverterArgs['node']
type EditorState = Parameters<typeof LexicalRichText>[0]['data']
type Fields = { [key: string]: unknown }
type Labels = { newTab: string; play: string; notice: (provider: string) => string; watch: (provider: string) => string }
type Context = { labels: Labels; frameTitle: string; lang: string }

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const fieldsOf = (node: Fields): Fields => (isObject(node.fields) ? node.fields : {})

/**
 * A node's children as stored, minus anything that is not an object. Payload's walker reads only
 * each child's `type` and hands a type it has no converter for to `unknown`, so an object of any
 * shape is a node it can take.
 */
const childrenOf = (node: Fields): LexicalNode[] => (Array.isArray(node.children) ? (node.children.filter(isObject) as LexicalNode[]) : [])

// Lexical's text format bits.
const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16, subscript: 32, superscript: 64, highlight: 128 }

function formattedText(node: Fields, lang: string): ReactNode {
  const raw = str(node.text)
  if (!raw) return null
  const format = typeof node.format === 'number' ? node.format : 0
  let out: ReactNode = typography(raw, lang)
  if (format & FORMAT.code) out = <code className="rounded-sm bg-line/60 px-1 py-0.5 text-[0.92em]">{out}</code>
  if (format & FORMAT.highlight) out = <mark className="bg-brass/30 text-ink">{out}</mark>
  if (format & FORMAT.subscript) out = <sub>{out}</sub>
  if (format & FORMAT.superscript) out = <sup>{out}</sup>
  if (format & FORMAT.strikethrough) out = <s>{out}</s>
  if (format & FORMAT.underline) out = <span className="underline">{out}</span>
  if (format & FORMAT.italic) out = <em>{out}</em>
  if (format & FORMAT.bold) out = <strong className="font-semibold">{out}</strong>
  return <span>{out}</span>
}

/** The site path of an internal link's document, or null when it has no page (or is not populated). */
function internalHref(doc: unknown): { pathname: '/blog/[id]' | '/events/[id]' | '/space/[id]'; params: { id: string } } | null {
  if (!isObject(doc) || !isObject(doc.value)) return null
  const slug = str(doc.value.slug)
  if (!slug) return null
  switch (doc.relationTo) {
    case 'posts':
      return { pathname: '/blog/[id]', params: { id: slug } }
    case 'events':
      return { pathname: '/events/[id]', params: { id: slug } }
    case 'spaces':
      return { pathname: '/space/[id]', params: { id: slug } }
    default:
      return null
  }
}

function renderLink(fields: Fields, content: ReactNode[], newTabLabel: string): ReactNode {
  if (fields.linkType === 'internal') {
    const href = internalHref(fields.doc)
    return href ? (
      <Link href={href} className="link">
        {content}
      </Link>
    ) : (
      <span>{content}</span>
    )
  }
  const href = safeHref(fields.url)
  if (!href) return <span>{content}</span>
  const newTab = fields.newTab === true
  return (
    <a
      href={href}
      className="link"
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : /^https?:/.test(href) ? { rel: 'noopener' } : {})}
    >
      {content}
      {newTab ? <span className="sr-only"> {newTabLabel}</span> : null}
    </a>
  )
}

function renderUpload(node: Fields, lang: string): ReactNode {
  const media = node.value
  if (node.relationTo !== 'media' || !isObject(media)) return null
  const url = str(media.url)
  const width = typeof media.width === 'number' ? media.width : 0
  const height = typeof media.height === 'number' ? media.height : 0
  if (!url || !width || !height || !str(media.mimeType)?.startsWith('image/')) return null
  const caption = str(media.caption)
  return (
    <figure className="my-8">
      <Img
        src={sameOrigin(url)}
        alt={str(media.alt) ?? ''}
        width={width}
        height={height}
        sizes="(min-width: 768px) 720px, 100vw"
        className="h-auto w-full rounded-lg"
      />
      {caption ? <figcaption className="mt-2 text-sm text-ink-muted">{typography(caption, lang)}</figcaption> : null}
    </figure>
  )
}

/** A video: its player loads only after a click (VideoPlayer); a plain link to it works without JavaScript. */
function renderVideo(video: VideoSource, ctx: Context): ReactNode {
  return (
    <figure className="my-8">
      <div className="relative aspect-video overflow-hidden rounded-lg bg-ink text-paper">
        <VideoPlayer src={video.embedUrl} title={ctx.frameTitle}>
          <span className="flex size-18 items-center justify-center rounded-full bg-paper text-ink transition-transform group-hover:scale-105 motion-reduce:transition-none">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 fill-current">
              <path d="M8 5.5v13l10.5-6.5z" />
            </svg>
          </span>
          <span className="text-lg font-medium">{ctx.labels.play}</span>
          <span className="max-w-md text-sm text-paper-muted">{ctx.labels.notice(video.provider)}</span>
        </VideoPlayer>
      </div>
      <figcaption className="mt-2 text-sm text-ink-muted">
        <a href={video.watchUrl} className="link" target="_blank" rel="noopener noreferrer">
          {ctx.labels.watch(video.provider)}
        </a>
      </figcaption>
    </figure>
  )
}

/** A paragraph that is nothing but one link to a video is the video (as editors paste it). */
function soleVideoLink(node: Fields): VideoSource | null {
  const children = childrenOf(node).filter((c) => !(c.type === 'text' && !str((c as Fields).text)?.trim()))
  if (children.length !== 1) return null
  const [only] = children
  if (only.type !== 'link' && only.type !== 'autolink') return null
  return videoSource(fieldsOf(only).url)
}

const HEADING_CLASS = {
  h2: 'mt-12 mb-4 text-3xl leading-tight font-medium',
  h3: 'mt-10 mb-3 text-2xl leading-snug font-medium',
  h4: 'mt-8 mb-2 text-xl font-semibold',
  h5: 'mt-6 mb-2 text-lg font-semibold',
  h6: 'mt-6 mb-2 font-semibold',
}
// A Map, not an object: a stored tag such as `constructor` must not find an inherited property.
const HEADINGS = new Map<unknown, keyof typeof HEADING_CLASS>([
  ['h1', 'h2'],
  ['h2', 'h2'],
  ['h3', 'h3'],
  ['h4', 'h4'],
  ['h5', 'h5'],
  ['h6', 'h6'],
])

/** The site's markup for each node type Lexical stores; Payload's renderer calls them and keys what they return. */
function siteConverters(ctx: Context): JSXConverters {
  const link = ({ node, nodesToJSX }: JSXConverterArgs) => renderLink(fieldsOf(node), nodesToJSX({ nodes: childrenOf(node) }), ctx.labels.newTab)
  const converters: JSXConverters = {
    text: ({ node }) => formattedText(node, ctx.lang),
    linebreak: <br />,
    tab: '\t',
    paragraph: ({ node, nodesToJSX }) => {
      const video = soleVideoLink(node)
      if (video) return renderVideo(video, ctx)
      const children = nodesToJSX({ nodes: childrenOf(node) })
      return children.length ? <p className="my-5">{children}</p> : null
    },
    heading: ({ node, nodesToJSX }) => {
      const Tag = HEADINGS.get(node.tag) ?? 'h2'
      return <Tag className={HEADING_CLASS[Tag]}>{nodesToJSX({ nodes: childrenOf(node) })}</Tag>
    },
    list: ({ node, nodesToJSX }) => {
      const items = nodesToJSX({ nodes: childrenOf(node) })
      if (node.listType === 'number') {
        const start = typeof node.start === 'number' && node.start > 1 ? node.start : undefined
        return (
          <ol start={start} className="my-5 list-decimal space-y-2 pl-6 marker:text-oak">
            {items}
          </ol>
        )
      }
      const check = node.listType === 'check'
      return <ul className={`my-5 space-y-2 ${check ? 'list-none pl-0' : 'list-disc pl-6 marker:text-oak'}`}>{items}</ul>
    },
    listitem: ({ node, nodesToJSX }) => {
      const children = childrenOf(node)
      // A nested list is a list item holding only that list.
      const nested = children.length > 0 && children.every((c) => c.type === 'list')
      return (
        <li className={nested ? 'list-none' : 'pl-1'}>
          {typeof node.checked === 'boolean' ? (
            <span aria-hidden="true" className="mr-2">
              {node.checked ? '☑' : '☐'}
            </span>
          ) : null}
          {nodesToJSX({ nodes: children })}
        </li>
      )
    },
    quote: ({ node, nodesToJSX }) => (
      <blockquote className="my-8 border-l-2 border-brass pl-6 font-display text-2xl leading-snug">
        {nodesToJSX({ nodes: childrenOf(node) })}
      </blockquote>
    ),
    link,
    autolink: link,
    upload: ({ node }) => renderUpload(node, ctx.lang),
    horizontalrule: <hr className="my-10 border-line" />,
    // Everything else, blocks included (Payload looks those up by blockType, and we register none).
    unknown: ({ node, nodesToJSX }) => {
      if (node.type === 'block') {
        // The editor has no blocks; one that carries a YouTube or Vimeo URL (content from elsewhere) is the video.
        const fields = fieldsOf(node)
        const video = videoSource(fields.url ?? fields.videoUrl)
        return video ? renderVideo(video, ctx) : null
      }
      // Unknown containers keep their text; unknown leaves (embeds of features we do not know) are dropped.
      const children = childrenOf(node)
      return children.length ? <span>{nodesToJSX({ nodes: children })}</span> : null
    },
  }
  // Payload looks converters up as converters[node.type]: without a prototype, a node typed
  // `constructor` or `toString` finds no inherited function to call and goes to `unknown`.
  return Object.assign(Object.create(null) as JSXConverters, converters)
}

type Props = {
  /** Lexical JSON as Payload stores it (`{ root: { children } }`). */
  content: unknown
  locale: Locale
  /** The accessible name of a video player once loaded (e.g. "Video: {article title}"). */
  videoTitle: string
  className?: string
  lang?: string
}

export async function RichText({ content, locale, videoTitle, className = '', lang }: Props) {
  if (!isObject(content) || !isObject(content.root)) return null
  const t = await getTranslations({ locale, namespace: 'blog.richText' })
  const converters = siteConverters({
    lang: lang ?? locale,
    frameTitle: videoTitle,
    labels: {
      newTab: t('newTab'),
      play: t('videoPlay'),
      notice: (provider) => t('videoNotice', { provider }),
      watch: (provider) => t('videoWatch', { provider }),
    },
  })
  // Only the root's children are read (and walked by the converters above), each an object.
  const data = { root: { ...content.root, children: childrenOf(content.root) } } as EditorState
  // Our own container (it carries `lang`); the editor's alignment and indent are not the site's layout.
  return (
    <div className={`text-lg leading-relaxed ${className}`} lang={lang}>
      <LexicalRichText
        data={data}
        converters={converters}
        disableContainer
        disableIndent
        disableTextAlign
      />
    </div>
  )
}
