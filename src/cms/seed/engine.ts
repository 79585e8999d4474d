/**
 * The seed's machinery: bilingual values, idempotent "create unless it exists" by a stable key,
 * and generated images uploaded to Media.
 */
import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

import type { Locale } from '@/lib/content/types'

import { renderArtwork } from './artwork'
import { richText } from './richtext'

/** A text in both languages. */
export class Bilingual<T = string> {
  constructor(
    readonly cs: T,
    readonly en: T,
  ) {}
}

/** `t('Czech', 'English')` */
export const t = (cs: string, en: string) => new Bilingual(cs, en)
/** Rich text in both languages (see richtext.ts for the notation). */
export const rt = (cs: string, en: string) => new Bilingual(richText(cs), richText(en))

/** A generated image: uploaded to Media (once, by file name) when the document using it is created. */
export class SeedImage {
  constructor(
    readonly name: string,
    readonly svg: () => string,
    readonly alt: Bilingual,
  ) {}
}

export const img = (name: string, svg: () => string, alt: Bilingual) => new SeedImage(name, svg, alt)

export type SeedData = { [key: string]: unknown }

async function resolveImages(ctx: SeedContext, value: unknown): Promise<unknown> {
  if (value instanceof SeedImage) return image(ctx, value.name, value.svg, value.alt)
  if (value instanceof Bilingual) return value
  if (Array.isArray(value)) {
    const out: unknown[] = []
    for (const v of value) out.push(await resolveImages(ctx, v))
    return out
  }
  if (value && typeof value === 'object' && value.constructor === Object) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = await resolveImages(ctx, v)
    return out
  }
  return value
}

/** The data in one locale: every Bilingual replaced by its text in that locale. */
export function inLocale(value: unknown, locale: Locale): unknown {
  if (value instanceof Bilingual) return value[locale]
  if (Array.isArray(value)) return value.map((v) => inLocale(v, locale))
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLocale(v, locale)]))
  }
  return value
}

/** Array rows of the English update must carry the ids of the rows created in Czech. */
export function withRowIds(data: unknown, doc: unknown): unknown {
  if (Array.isArray(data) && Array.isArray(doc)) {
    return data.map((row, i) => {
      const existing = doc[i] as { id?: unknown } | undefined
      if (row && typeof row === 'object' && !Array.isArray(row) && existing && typeof existing === 'object') {
        return { ...(withRowIds(row, existing) as object), id: existing.id }
      }
      return row
    })
  }
  if (data && typeof data === 'object' && doc && typeof doc === 'object' && !Array.isArray(data)) {
    const d = doc as Record<string, unknown>
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withRowIds(v, d[k])]))
  }
  return data
}

function hasBilingual(value: unknown): boolean {
  if (value instanceof Bilingual) return true
  if (Array.isArray(value)) return value.some(hasBilingual)
  if (value && typeof value === 'object') return Object.values(value).some(hasBilingual)
  return false
}

export type SeedContext = {
  payload: Payload
  created: number
  images: Map<string, number>
  /** Artwork rendered ahead of time (in parallel), by file name. */
  rendered?: Map<string, Promise<Buffer>>
}

function collectImages(value: unknown, into: Map<string, SeedImage>): void {
  if (value instanceof SeedImage) into.set(value.name, value)
  else if (Array.isArray(value)) value.forEach((v) => collectImages(v, into))
  else if (value && typeof value === 'object' && !(value instanceof Bilingual)) {
    Object.values(value).forEach((v) => collectImages(v, into))
  }
}

/**
 * Starts rendering the artwork that Media does not hold yet, two at a time, while the documents
 * are being written: SVG rasterising is the slow part of the seed.
 */
export async function prerenderImages(ctx: SeedContext, content: unknown[]): Promise<void> {
  const all = new Map<string, SeedImage>()
  collectImages(content, all)
  const { docs } = await ctx.payload.find({
    collection: 'media',
    where: { filename: { in: [...all.keys()].map((name) => `${name}.webp`) } },
    limit: all.size || 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { filename: true },
  })
  const present = new Set(docs.map((d) => d.filename))
  const missing = [...all.values()].filter((i) => !present.has(`${i.name}.webp`))
  const rendered = new Map<string, Promise<Buffer>>()
  const chain: Promise<unknown>[] = [Promise.resolve(), Promise.resolve()]
  missing.forEach((item, i) => {
    const lane = i % chain.length
    const job = chain[lane].then(() => renderArtwork(item.svg()))
    chain[lane] = job.catch(() => undefined)
    job.catch(() => undefined) // awaited (and reported) where the image is used
    rendered.set(`${item.name}.webp`, job)
  })
  ctx.rendered = rendered
}

/** Creates the document unless one matching `where` exists (drafts included); returns its id. */
export async function ensure<C extends CollectionSlug>(
  ctx: SeedContext,
  collection: C,
  where: Where,
  data: SeedData,
): Promise<number> {
  const { payload } = ctx
  const existing = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    locale: 'cs',
    draft: true,
    pagination: false,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id as number
  data = (await resolveImages(ctx, data)) as SeedData
  const doc = await payload.create({
    collection,
    data: inLocale(data, 'cs') as RequiredDataFromCollectionSlug<C>,
    locale: 'cs',
    depth: 0,
    overrideAccess: true,
    context: { skipCacheInvalidation: true },
  })
  if (hasBilingual(data)) {
    await payload.update({
      collection,
      id: doc.id,
      // Generic over the collection: TypeScript cannot relate the shapes, the values come from the same data.
      data: withRowIds(inLocale(data, 'en'), doc) as never,
      locale: 'en',
      depth: 0,
      overrideAccess: true,
      context: { skipCacheInvalidation: true },
    })
  }
  ctx.created++
  return doc.id as number
}

/** A generated image in Media, found by its file name (stable key) or rendered and uploaded. */
export async function image(ctx: SeedContext, name: string, svg: () => string, alt: Bilingual): Promise<number> {
  const filename = `${name}.webp`
  const known = ctx.images.get(filename)
  if (known) return known
  const existing = await ctx.payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  let id = existing.docs[0]?.id
  if (!id) {
    const data = await (ctx.rendered?.get(filename) ?? renderArtwork(svg()))
    const doc = await ctx.payload.create({
      collection: 'media',
      data: { alt: alt.cs, caption: null },
      file: { data, mimetype: 'image/webp', name: filename, size: data.length },
      overwriteExistingFiles: true,
      locale: 'cs',
      depth: 0,
      overrideAccess: true,
      context: { skipCacheInvalidation: true },
    })
    await ctx.payload.update({
      collection: 'media',
      id: doc.id,
      data: { alt: alt.en },
      locale: 'en',
      depth: 0,
      overrideAccess: true,
      context: { skipCacheInvalidation: true },
    })
    ctx.created++
    id = doc.id
  }
  ctx.images.set(filename, id)
  return id
}
