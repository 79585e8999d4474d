import Link from 'next/link'
import type { AdminViewServerProps, TypedUser } from 'payload'

import { countHoldings, findHoldings, normaliseEmail, PERSONAL_COLLECTIONS, type PersonalCollection } from '@/lib/privacy/personalData'

import { hasRole } from '../access/roles'
import { collectionLabel } from './collectionLabel'
import { signInFirst } from './signInFirst'
import { StaffView } from './StaffView'

type Text = { cs: string; en: string }

const TITLE: Text = { cs: 'Osobní údaje osoby', en: 'Personal data of a person' }

const listHref = (collection: PersonalCollection, email: string) =>
  collection === 'mail-outbox'
    ? `/admin/collections/mail-outbox?search=${encodeURIComponent(email)}`
    : `/admin/collections/${collection}?where[email][equals]=${encodeURIComponent(email)}`

const notice = (tone: 'success' | 'error') => ({
  padding: '10px 14px',
  borderRadius: 4,
  margin: '0 0 16px',
  background: tone === 'success' ? 'var(--theme-success-100)' : 'var(--theme-error-100)',
  color: tone === 'success' ? 'var(--theme-success-800)' : 'var(--theme-error-800)',
})

/**
 * /admin/personal-data: everything the house holds about one e-mail address, for an administrator
 * answering a person's request (access, portability, erasure). A form and links: it works without
 * JavaScript like the rest of the admin's server-rendered views.
 */
export async function PersonalDataView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  signInFirst({ initPageResult }, '/personal-data')
  const { req } = initPageResult
  const lang = req.i18n.language === 'en' ? 'en' : 'cs'
  const t = (text: Text) => text[lang]
  const raw = typeof searchParams?.email === 'string' ? searchParams.email : ''
  const email = normaliseEmail(raw)
  const admin = hasRole(req.user, 'admin')
  const counts = admin && email ? countHoldings(await findHoldings(req.payload, email, req)) : null
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0
  const erased = typeof searchParams?.erased === 'string' ? Number(searchParams.erased) : null

  return (
    <StaffView {...props} title={t(TITLE)}>
      <h1 style={{ margin: '24px 0 8px' }}>{t(TITLE)}</h1>
      <p style={{ maxWidth: 720 }}>
        {t({
          cs: 'Když o to někdo požádá: najděte vše, co o něm web uchovává, podle e-mailové adresy, pošlete mu export, nebo vše smažte. Každý export a výmaz se zapíše do Záznamů o osobních údajích.',
          en: 'When someone asks: find everything the site holds about them by their e-mail address, send them an export, or erase it all. Every export and erasure is recorded in the Privacy log.',
        })}
      </p>
      {!admin ? (
        <p role="alert" style={notice('error')}>
          {t({ cs: 'Tuto stránku může používat jen správce.', en: 'Only an administrator can use this page.' })}
        </p>
      ) : (
        <>
          {erased != null && (
            <p role="status" style={notice('success')}>
              {t({ cs: 'Smazáno. Počet odstraněných záznamů: ', en: 'Erased. Records removed: ' })}
              {erased}
            </p>
          )}
          {searchParams?.unconfirmed && (
            <p role="alert" style={notice('error')}>
              {t({ cs: 'Nic nebylo smazáno: pro potvrzení napište stejnou adresu znovu.', en: 'Nothing was erased: type the same address again to confirm.' })}
            </p>
          )}
          <form method="get" action="/admin/personal-data" style={{ display: 'flex', gap: 8, alignItems: 'flex-end', margin: '16px 0 24px', flexWrap: 'wrap' }}>
            <div className="field-type text" style={{ flex: '1 1 320px', maxWidth: 480 }}>
              <label className="field-label" htmlFor="personal-data-email">
                {t({ cs: 'E-mailová adresa', en: 'E-mail address' })}
              </label>
              <input id="personal-data-email" name="email" type="email" required defaultValue={raw} autoComplete="off" />
            </div>
            <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }}>
              {t({ cs: 'Vyhledat', en: 'Search' })}
            </button>
          </form>
          {counts && (
            <section aria-labelledby="holdings-heading">
              <h2 id="holdings-heading" style={{ marginBottom: 8 }}>
                {t({ cs: 'Uchováváme o ', en: 'Held about ' })}
                {email}: {total}
              </h2>
              <table style={{ borderCollapse: 'collapse', marginBottom: 24 }}>
                <tbody>
                  {PERSONAL_COLLECTIONS.map((c) => (
                    <tr key={c}>
                      <th scope="row" style={{ textAlign: 'left', padding: '4px 16px 4px 0', fontWeight: 'normal' }}>
                        {counts[c] > 0 ? <a href={listHref(c, email)}>{collectionLabel(req.payload, c, req.i18n)}</a> : collectionLabel(req.payload, c, req.i18n)}
                      </th>
                      <td style={{ padding: '4px 0' }}>{counts[c]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {total > 0 && (
                <>
                  <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                    <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={`/api/privacy-log/export?format=json&email=${encodeURIComponent(email)}`} download>
                      {t({ cs: 'Stáhnout export (JSON)', en: 'Download export (JSON)' })}
                    </a>
                    <a className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} href={`/api/privacy-log/export?format=csv&email=${encodeURIComponent(email)}`} download>
                      {t({ cs: 'Stáhnout export (CSV)', en: 'Download export (CSV)' })}
                    </a>
                  </p>
                  <form method="post" action="/api/privacy-log/erase" style={{ marginTop: 24, maxWidth: 480 }}>
                    <h3 style={{ marginBottom: 8 }}>{t({ cs: 'Smazat vše o této osobě', en: 'Erase everything about this person' })}</h3>
                    <p>
                      {t({
                        cs: 'Smaže všechny záznamy výše; nejde to vrátit. Uvolněné místo na budoucí akci dostane první z čekací listiny.',
                        en: 'Removes every record above; this cannot be undone. A freed seat at an event still to come goes to the first on the waitlist.',
                      })}
                    </p>
                    <input type="hidden" name="email" value={email} />
                    <div className="field-type text">
                      <label className="field-label" htmlFor="personal-data-confirm">
                        {t({ cs: 'Pro potvrzení napište adresu znovu', en: 'Type the address again to confirm' })}
                      </label>
                      <input id="personal-data-confirm" name="confirm" type="email" required autoComplete="off" />
                    </div>
                    <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ background: 'var(--theme-error-500)', borderColor: 'var(--theme-error-500)' }}>
                      {t({ cs: 'Smazat natrvalo', en: 'Erase permanently' })}
                    </button>
                  </form>
                </>
              )}
            </section>
          )}
        </>
      )}
    </StaffView>
  )
}

/** The view's entry in the admin's menu, for administrators. */
export function PersonalDataNavLink({ user, i18n }: { user?: TypedUser | null; i18n?: { language?: string } }) {
  if (!hasRole(user, 'admin')) return null
  return (
    <Link className="nav__link" id="nav-personal-data" href="/admin/personal-data" prefetch={false}>
      <span className="nav__link-label">{TITLE[i18n?.language === 'en' ? 'en' : 'cs']}</span>
    </Link>
  )
}
