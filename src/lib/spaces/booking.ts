import type { Href } from '@/i18n/href'
import type { ContactTopic } from '@/lib/contact/topics'

import { ENQUIRY_ANCHOR } from './enquiryFormState'
import type { SpaceKind } from './queries'

/**
 * How each kind of space is booked (issue 37): rooms rented by the hour in the meeting-room
 * calendar; the event space and the terrace, rented for an event and priced per event, by an
 * enquiry. The one place for the rule: the space page's book button and the Spaces tabs read it.
 */
const BOOKED_BY: Record<SpaceKind, 'calendar' | 'enquiry'> = {
  'meeting-room': 'calendar',
  outdoor: 'calendar',
  'event-space': 'enquiry',
  terrace: 'enquiry',
  // No page of their own (content of the Spaces page): asked about, never booked on the site.
  coworking: 'enquiry',
  cafe: 'enquiry',
  offices: 'enquiry',
}

/** The contact form's topic for a question about a space (preselected on the contact page). */
const CONTACT_TOPIC: Record<'calendar' | 'enquiry', ContactTopic> = { calendar: 'meetingRoom', enquiry: 'rentSpace' }

export type SpaceBooking =
  /** The calendar service (the space's own link, else Site settings' meeting-room calendar). */
  | { by: 'calendar' }
  /** A link: the space's enquiry form on its page, or the contact form with the topic chosen. */
  | { by: 'enquiry'; href: Href }

/** A link to the contact form about one space: its topic chosen, the space named as where it came from. */
export function spaceContactHref(space: { kind: SpaceKind; slug: string }): Href {
  return { pathname: '/contact', query: { topic: CONTACT_TOPIC[BOOKED_BY[space.kind]], from: space.slug }, hash: 'contact-form' }
}

/**
 * The booking action of a space. `hasEnquiryForm`: its page has the enquiry form (the event space
 * with its figures, EnquirySection); a space booked by enquiry without one goes to the contact form.
 */
export function spaceBooking(space: { kind: SpaceKind; slug: string }, { hasEnquiryForm }: { hasEnquiryForm: boolean }): SpaceBooking {
  if (BOOKED_BY[space.kind] === 'calendar') return { by: 'calendar' }
  return {
    by: 'enquiry',
    href: hasEnquiryForm ? { pathname: '/space/[id]', params: { id: space.slug }, hash: ENQUIRY_ANCHOR } : spaceContactHref(space),
  }
}
