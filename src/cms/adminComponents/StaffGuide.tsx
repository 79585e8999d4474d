import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

// Imported as text (next.config.ts, turbopack.rules): the guide is part of the build, not read from disk.
import cs from '../../../docs/STAFF_GUIDE.cs.md'
import en from '../../../docs/STAFF_GUIDE.en.md'
import { STAFF_GUIDE_LABEL } from '../labels'
import { signInFirst } from './signInFirst'
import { StaffView } from './StaffView'
import { type Guide, parseGuide } from './staffGuide'

type Lang = 'cs' | 'en'

/** The title of the table of contents, in the admin's language. */
const CONTENTS = { cs: 'Obsah příručky', en: 'Contents' }

const parsed: Partial<Record<Lang, Guide>> = {}
const guideIn = (lang: Lang) => (parsed[lang] ??= parseGuide(lang === 'en' ? en : cs))

const languageOf = (language: string | undefined): Lang => (language === 'en' ? 'en' : 'cs')

/**
 * /admin/guide: the staff guide (docs/STAFF_GUIDE.cs.md, docs/STAFF_GUIDE.en.md) in the signed-in
 * staff member's admin language, with its table of contents. Every role reads it; whoever is not
 * signed in is sent to Payload's login.
 */
export function StaffGuideView(props: AdminViewServerProps) {
  const { initPageResult } = props
  signInFirst({ initPageResult }, '/guide')
  const { req } = initPageResult
  const lang = languageOf(req.i18n.language)
  const guide = guideIn(lang)

  return (
    <StaffView {...props} title={guide.title}>
      <article className="staff-guide">
        <h1>{guide.title}</h1>
        {/* Our own repository's text, rendered on the server (staffGuide.ts). */}
        <div dangerouslySetInnerHTML={{ __html: guide.intro }} />
        <nav className="staff-guide__contents" aria-labelledby="staff-guide-contents">
          <h2 id="staff-guide-contents">{CONTENTS[lang]}</h2>
          <ol>
            {guide.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div dangerouslySetInnerHTML={{ __html: guide.html }} />
      </article>
    </StaffView>
  )
}

/** The guide's entry in the admin's menu, for every role. */
export function StaffGuideNavLink({ i18n }: { i18n?: { language?: string } }) {
  return (
    <Link className="nav__link" id="nav-staff-guide" href="/admin/guide" prefetch={false}>
      <span className="nav__link-label">{STAFF_GUIDE_LABEL[languageOf(i18n?.language)]}</span>
    </Link>
  )
}
