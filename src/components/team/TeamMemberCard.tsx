import { getTranslations } from 'next-intl/server'

import { SiteImage } from '@/components/page/SiteImage'
import { Modal } from '@/components/ui/Modal'
import type { Locale } from '@/i18n/locales'
import type { TeamMember } from '@/lib/team/queries'
import { Typo } from '@/components/page/Typo'

type Props = { member: TeamMember; locale: Locale; headingLevel?: 'h3' | 'h4'; showContacts?: boolean }

/** A person of the team; the button under the name opens the team modal with their bio. */
export async function TeamMemberCard({ member, locale, headingLevel: Heading = 'h3', showContacts = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'team' })
  const tSite = await getTranslations({ locale, namespace: 'site' })
  const contacts = (
    <ul className="flex flex-col gap-1 text-[0.95rem]">
      {member.email ? (
        <li>
          <a className="link" href={`mailto:${member.email}`}>
            {member.email}
          </a>
        </li>
      ) : null}
      {member.phone ? (
        <li>
          <a className="link" href={`tel:${member.phone.replace(/\s+/g, '')}`}>
            {member.phone}
          </a>
        </li>
      ) : null}
      {member.linkedinUrl ? (
        <li>
          <a className="link" href={member.linkedinUrl} target="_blank" rel="noopener noreferrer">
            LinkedIn<span className="sr-only"> {tSite('newTab')}</span>
          </a>
        </li>
      ) : null}
    </ul>
  )
  return (
    <article className="flex flex-col">
      <div className="overflow-hidden rounded-lg bg-white">
        {member.photo ? (
          <SiteImage image={member.photo} sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw" className="h-auto w-full" />
        ) : null}
      </div>
      <Heading className="mt-4 text-xl font-medium">{member.name}</Heading>
      {member.position ? <p className="mt-1 text-ink-muted"><Typo>{member.position}</Typo></p> : null}
      {showContacts ? <div className="mt-3">{contacts}</div> : null}
      {member.bio ? (
        <div className="mt-3">
          <Modal
            title={member.name}
            closeLabel={t('close')}
            triggerClassName="link text-left text-[0.95rem] font-medium"
            trigger={
              <>
                {t('more')}
                <span className="sr-only">: {member.name}</span>
              </>
            }
          >
            <div className="flex flex-col gap-5 sm:flex-row">
              {member.photo ? (
                <div className="w-32 shrink-0 overflow-hidden rounded-md bg-paper">
                  <SiteImage image={member.photo} sizes="128px" className="h-auto w-full" />
                </div>
              ) : null}
              <div className="flex flex-col gap-4">
                {member.position ? <p className="font-medium text-oak"><Typo>{member.position}</Typo></p> : null}
                <p className="leading-relaxed"><Typo>{member.bio}</Typo></p>
                {contacts}
              </div>
            </div>
          </Modal>
        </div>
      ) : null}
    </article>
  )
}
