/** The topics of the contact form (spec section 3); labels are messages `contactForm.topics.*`. */
export const CONTACT_TOPICS = ['membership', 'rentSpace', 'meetingRoom'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]
