import { describe, expect, it } from 'vitest'

import { localizedHref } from '@/i18n/href'
import { contactTopicOf } from '@/lib/contact/topics'
import { spaceBooking, spaceContactHref } from '@/lib/spaces/booking'

describe('each space is booked its own way (issue 37)', () => {
  it('meeting rooms and the outdoor room in the calendar', () => {
    expect(spaceBooking({ kind: 'meeting-room', slug: 'otakar' }, { hasEnquiryForm: false })).toEqual({ by: 'calendar' })
    expect(spaceBooking({ kind: 'outdoor', slug: 'manes' }, { hasEnquiryForm: false })).toEqual({ by: 'calendar' })
  })

  it('the event space by its enquiry form, the terrace by the contact form about renting a space', () => {
    const hall = spaceBooking({ kind: 'event-space', slug: 'eventovy-prostor' }, { hasEnquiryForm: true })
    expect(hall.by === 'enquiry' && localizedHref(hall.href, 'cs')).toBe('/prostor/eventovy-prostor#enquiry')
    const terrace = spaceBooking({ kind: 'terrace', slug: 'the-terrace' }, { hasEnquiryForm: false })
    expect(terrace.by === 'enquiry' && localizedHref(terrace.href, 'en')).toBe('/en/contact?topic=rentSpace&from=the-terrace#contact-form')
    // An event space whose figures are not complete yet has no form: the contact form instead.
    const unready = spaceBooking({ kind: 'event-space', slug: 'eventovy-prostor' }, { hasEnquiryForm: false })
    expect(unready.by === 'enquiry' && localizedHref(unready.href, 'cs')).toBe('/kontakt?topic=rentSpace&from=eventovy-prostor#contact-form')
  })

  it('a question about a meeting room chooses that topic; the contact page takes only known topics', () => {
    expect(localizedHref(spaceContactHref({ kind: 'meeting-room', slug: 'viola' }), 'cs')).toBe('/kontakt?topic=meetingRoom&from=viola#contact-form')
    expect(contactTopicOf('rentSpace')).toBe('rentSpace')
    expect(contactTopicOf(['meetingRoom', 'x'])).toBe('meetingRoom')
    expect(contactTopicOf('other')).toBeUndefined()
    expect(contactTopicOf(undefined)).toBeUndefined()
  })
})
