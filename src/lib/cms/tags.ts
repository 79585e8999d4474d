/**
 * The cache tags of the site's reads. Query functions tag what they read with these; the CMS hooks
 * revalidate the tags a change touches (src/cms/hooks/revalidate.ts). One place, so both agree.
 */
export const TAGS = {
  site: 'site-settings',
  membership: 'membership-tiers',
  spaces: 'spaces',
  events: 'events',
  posts: 'posts',
  team: 'team-members',
  projects: 'projects',
  partners: 'partners',
  testimonials: 'testimonials',
  press: 'press-mentions',
  jobs: 'job-openings',
  pages: 'pages',
  media: 'media',
  registrations: 'event-registrations',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]
