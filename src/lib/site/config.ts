/**
 * Fallbacks for site-wide links that staff manage in the Site settings global: used only where the
 * global is empty or cannot be read (the 404 page renders without a locale-bound data request).
 */
export const siteConfig = {
  /** The separate members' login site, opened in a new tab (spec section 1). */
  membersLoginUrl: 'https://members.hub1909.cz/login',
  /** The calendar service where visitors book a free trial day or a meeting. */
  calendarBookingUrl: 'https://calendly.com/hub1909/free-day',
  social: {
    facebook: 'https://www.facebook.com/hub1909',
    instagram: 'https://www.instagram.com/hub1909',
    linkedin: 'https://www.linkedin.com/company/hub1909',
  },
} as const

export type SocialNetwork = keyof typeof siteConfig.social
