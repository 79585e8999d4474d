/**
 * Every mail the site sends, registered with the mail registry (src/lib/mail/templates.ts) under the
 * name its outbox rows carry. Imported for its effect by whatever runs the outbox worker: the app
 * process (src/appProcess.ts), `npm run jobs` and the integration tests.
 */
import { contactMailTemplates } from '@/lib/contact/mail'
import { eventMailTemplates } from '@/lib/events/mail'
import { registerMailTemplates } from '@/lib/mail/templates'
import { newsletterMailTemplates } from '@/lib/newsletter/mail'
import { spaceEnquiryMailTemplates } from '@/lib/spaces/enquiryMail'

registerMailTemplates({
  ...contactMailTemplates,
  ...newsletterMailTemplates,
  ...eventMailTemplates,
  ...spaceEnquiryMailTemplates,
})
