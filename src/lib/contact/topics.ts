/** The topics of the contact form (spec section 3); labels are messages `contactForm.topics.*`. */
export const CONTACT_TOPICS = ['membership', 'rentSpace', 'meetingRoom'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

/** A topic named in a query string (`/kontakt?topic=rentSpace`), or undefined for anything else. */
export function contactTopicOf(value: string | string[] | undefined): ContactTopic | undefined {
  const one = Array.isArray(value) ? value[0] : value
  return (CONTACT_TOPICS as readonly string[]).includes(one ?? '') ? (one as ContactTopic) : undefined
}
