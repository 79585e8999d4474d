import type { CollectionConfig } from 'payload'

import { CacheInvalidations } from './CacheInvalidations'
import { ContactRequests } from './ContactRequests'
import { EventMessages } from './EventMessages'
import { EventRegistrations } from './EventRegistrations'
import { EventSpaceEnquiries } from './EventSpaceEnquiries'
import { Events } from './Events'
import { JobOpenings } from './JobOpenings'
import { MailOutbox } from './MailOutbox'
import { Media } from './Media'
import { MembershipTiers } from './MembershipTiers'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Pages } from './Pages'
import { Partners } from './Partners'
import { Posts } from './Posts'
import { PrivacyLog } from './PrivacyLog'
import { PressMentions } from './PressMentions'
import { Projects } from './Projects'
import { Spaces } from './Spaces'
import { TeamMembers } from './TeamMembers'
import { Testimonials } from './Testimonials'
import { Users } from './Users'

/** Every collection of the CMS, in the order the admin's navigation lists them. */
export const collections: CollectionConfig[] = [
  Pages,
  Spaces,
  MembershipTiers,
  Events,
  Posts,
  TeamMembers,
  Projects,
  Partners,
  Testimonials,
  PressMentions,
  JobOpenings,
  Media,
  EventRegistrations,
  EventMessages,
  EventSpaceEnquiries,
  ContactRequests,
  NewsletterSubscribers,
  MailOutbox,
  PrivacyLog,
  CacheInvalidations,
  Users,
]
