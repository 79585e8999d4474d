/**
 * The cache tags of the site's reads. Query functions tag what they read with these (the page cache
 * keeps them with each page); the CMS hooks append the tags a change touches to the invalidation
 * log (src/cms/hooks/invalidate.ts). One place, so both agree.
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
