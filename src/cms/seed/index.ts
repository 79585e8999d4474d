import type { Payload } from 'payload'

import { recordEverythingChanged } from '@/lib/cache/invalidations'
import { slugify } from '@/lib/content/slug'

import { membershipTiers } from './content/membership'
import { events, pragueTime } from './content/events'
import { pages } from './content/pages'
import { partners, pressMentions, projects, teamMembers, testimonials, jobOpenings } from './content/people'
import { posts } from './content/posts'
import { siteSettings } from './content/site'
import { spaces } from './content/spaces'
import type { SiteSetting } from '@/payload-types'

import { ensure, inLocale, prerenderImages, t, withRowIds, type SeedContext, type SeedData } from './engine'

/**
 * Fills an empty database with the house's content in Czech and English. Idempotent: every
 * document is looked up by a stable key (slug, key, name) first, so running it twice creates
 * nothing and leaves what staff edited alone. Invented facts are marked "Example" in each
 * document's internal note (editorNote) for staff to replace.
 * `examples: false` (SEED_EXAMPLES=0 at go-live) seeds the house's structure only: the settings, the
 * pages, the spaces and the membership tiers, without the invented people, events, posts and the rest.
 */
export async function seed(payload: Payload, options: { now?: Date; examples?: boolean } = {}): Promise<{ created: number }> {
  const now = options.now ?? new Date()
  const examples = options.examples ?? true
  const ctx: SeedContext = { payload, created: 0, images: new Map() }
  const started = Date.now()
  let lap = started
  const stage = (name: string) => {
    payload.logger.debug(`Seed: ${name} in ${Date.now() - lap} ms`)
    lap = Date.now()
  }
  await prerenderImages(ctx, examples ? [spaces, teamMembers, projects, partners, events, posts, pages] : [spaces, pages])

  for (const tier of membershipTiers) {
    await ensure(ctx, 'membership-tiers', { key: { equals: tier.key } }, { ...tier, _status: 'published' })
  }

  stage('membership tiers')
  const spaceIds = new Map<string, number>()
  for (const space of spaces) {
    const slug = slugify(space.name.cs)
    const data: SeedData = { ...space, slug: t(slug, slugify(space.name.en)) }
    spaceIds.set(slug, await ensure(ctx, 'spaces', { slug: { equals: slug } }, data))
  }

  stage('spaces')
  if (examples) await seedExamples(ctx, now, spaceIds, stage)
  for (const page of pages) await ensure(ctx, 'pages', { key: { equals: page.key } }, page)

  stage('pages')
  // Last: needsSeed() looks at the settings, so an interrupted seed is completed on the next start.
  const readSettings = () => payload.findGlobal({ slug: 'site-settings', depth: 0, locale: 'cs', overrideAccess: true })
  const settings = await readSettings()
  if (!settings.membersLoginUrl) {
    for (const locale of ['cs', 'en'] as const) {
      await payload.updateGlobal({
        slug: 'site-settings',
        locale,
        // The English pass carries the row ids created by the Czech one (arrays are shared).
        data: withRowIds(inLocale(siteSettings, locale), locale === 'cs' ? {} : await readSettings()) as Partial<SiteSetting>,
        depth: 0,
        overrideAccess: true,
        context: { skipCacheInvalidation: true },
      })
    }
    ctx.created++
  }

  // Pages a running site rendered while the seed wrote (half a house) expire now, on every server.
  if (ctx.created > 0) await recordEverythingChanged(payload)
  payload.logger.info(`Seed: ${ctx.created} documents created in ${Date.now() - started} ms.`)
  return { created: ctx.created }
}

/** The invented content: team, projects, partners, testimonials, press, jobs, events with registrations, posts. */
async function seedExamples(ctx: SeedContext, now: Date, spaceIds: Map<string, number>, stage: (name: string) => void): Promise<void> {
  const people = new Map<string, number>()
  for (const member of teamMembers) {
    people.set(member.name, await ensure(ctx, 'team-members', { name: { equals: member.name } }, member))
  }

  stage('team')
  for (const { key, ...project } of projects) {
    await ensure(ctx, 'projects', { slug: { equals: key } }, { ...project, slug: t(key, key) })
  }
  for (const partner of partners) await ensure(ctx, 'partners', { name: { equals: partner.name } }, partner)
  for (const x of testimonials) await ensure(ctx, 'testimonials', { name: { equals: x.name } }, x)
  for (const mention of pressMentions(now)) {
    await ensure(ctx, 'press-mentions', { outlet: { equals: mention.outlet } }, mention)
  }
  for (const job of jobOpenings) {
    const slug = slugify(job.title.cs)
    await ensure(ctx, 'job-openings', { slug: { equals: slug } }, { ...job, slug: t(slug, slugify(job.title.en)) })
  }

  stage('projects, partners, testimonials, press, jobs')
  for (const { key, days, from, to, space, registrations, ...event } of events) {
    const data: SeedData = {
      ...event,
      slug: t(key, slugify(event.title.en)),
      startsAt: pragueTime(now, days, from[0], from[1]),
      endsAt: pragueTime(now, days, to[0], to[1]),
      space: space ? spaceIds.get(space) : undefined,
      registrationOpen: event.registrationOpen ?? true,
      editorNote: 'Example: invented event, dated relative to the day the database was seeded.',
      _status: 'published',
    }
    const id = await ensure(ctx, 'events', { slug: { equals: key } }, data)
    // The full event: example registrations up to its capacity.
    for (let i = 1; i <= (registrations ?? 0); i++) {
      const email = `host${i}.${key}@example.com`
      await ensure(ctx, 'event-registrations', { and: [{ event: { equals: id } }, { email: { equals: email } }] }, {
        event: id,
        firstName: ['Anna', 'Petr', 'Lenka', 'Martin', 'Tereza', 'Jakub', 'Veronika', 'Tomáš', 'Kateřina', 'Lukáš'][(i - 1) % 10],
        lastName: 'Příkladová',
        email,
        company: 'Example s.r.o.',
        locale: 'cs',
      })
    }
  }

  stage('events')
  for (const { key, daysAgo, authors, ...post } of posts) {
    await ensure(ctx, 'posts', { slug: { equals: key } }, {
      ...post,
      slug: t(key, slugify(post.title.en)),
      publishedAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
      authors: authors.map((name) => people.get(name)).filter((id): id is number => id !== undefined),
      editorNote: 'Example: invented post.',
      _status: 'published',
    })
  }

}

/** True when the database holds no site content yet (a fresh install): the settings are empty. */
export async function needsSeed(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return !settings.membersLoginUrl
}
