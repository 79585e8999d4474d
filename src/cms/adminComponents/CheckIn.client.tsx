'use client'

import type { IScannerControls } from '@zxing/browser'
import { useCallback, useEffect, useRef, useState } from 'react'

import { formatterFor } from '@/i18n/formats'
import type { Attendance, CheckInResult, DoorPerson } from '@/lib/events/checkin'

import { CHECK_IN_TEXTS } from './checkInTexts'

type Lang = 'cs' | 'en'
type Answer = CheckInResult & { attendance: Attendance }
type Message = { tone: 'success' | 'neutral' | 'error'; text: string; result: string }

const API = '/api/event-registrations'
/** The same code seen again within this time is the same person still in front of the camera. */
const SAME_CODE_MS = 4000

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''))

const TONES = {
  success: { background: 'var(--theme-success-100)', color: 'var(--theme-success-800)' },
  neutral: { background: 'var(--theme-elevation-100)', color: 'var(--theme-elevation-800)' },
  error: { background: 'var(--theme-error-100)', color: 'var(--theme-error-800)' },
}

const field = { width: '100%', padding: '10px 12px', fontSize: 16, border: '1px solid var(--theme-elevation-250)', borderRadius: 4, background: 'var(--theme-input-bg)', color: 'var(--theme-text)' }
const button = { margin: 0, minHeight: 44 }

/**
 * The door (/admin/check-in, CheckIn.tsx): the camera scans a confirmation's QR code, or staff find
 * the person by name; each answer names the person and what happened. The scanning library loads
 * only when the camera starts.
 */
export function CheckInDoor({ lang, events, initialEvent, initialCode }: { lang: Lang; events: { id: number; label: string }[]; initialEvent: number; initialCode: string | null }) {
  const t = CHECK_IN_TEXTS[lang]
  const time = useCallback((at: string | null) => (at ? formatterFor(lang).dateTime(new Date(at), 'mailTime') : ''), [lang])
  const [event, setEvent] = useState(initialEvent)
  const [query, setQuery] = useState('')
  const [people, setPeople] = useState<DoorPerson[] | null>(null)
  const [counts, setCounts] = useState<Attendance | null>(null)
  const [message, setMessage] = useState<Message | null>(null)
  const [scanning, setScanning] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  const reload = useRef(0)

  const load = useCallback(async () => {
    const ticket = ++reload.current
    const res = await fetch(`${API}/door?event=${event}&q=${encodeURIComponent(query)}`, { credentials: 'include' })
    if (!res.ok || ticket !== reload.current) return
    const body = (await res.json()) as { people: DoorPerson[]; attendance: Attendance }
    setPeople(body.people)
    setCounts(body.attendance)
  }, [event, query])

  useEffect(() => {
    void load()
  }, [load])

  const describe = useCallback(
    (answer: CheckInResult): Message => {
      if (answer.result === 'unknown') return { tone: 'error', text: t.unknown, result: answer.result }
      const name = `${answer.person.firstName} ${answer.person.lastName}`
      const say = (tone: Message['tone'], text: string): Message => ({ tone, text: `${name}: ${text}`, result: answer.result })
      switch (answer.result) {
        case 'arrived':
          return say('success', fill(t.arrived, { time: time(answer.person.checkedInAt) }))
        case 'already':
          return say('neutral', fill(t.already, { time: time(answer.person.checkedInAt) }))
        case 'other-event':
          return say('error', fill(t.otherEvent, { event: answer.eventTitle }))
        default:
          return say('error', t[answer.result])
      }
    },
    [t, time],
  )

  const send = useCallback(
    async (path: 'check-in' | 'walk-in', body: Record<string, unknown>): Promise<boolean> => {
      const res = await fetch(`${API}/${path}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ event, ...body }) }).catch(() => null)
      if (!res?.ok) {
        setMessage({ tone: 'error', text: t.failed, result: 'failed' })
        return false
      }
      const answer = (await res.json()) as Answer
      setMessage(describe(answer))
      setCounts(answer.attendance)
      void load()
      return answer.result === 'arrived' || answer.result === 'already'
    },
    [event, describe, load, t],
  )

  // Opened from a code's link (a phone's camera app): that person is checked in at once.
  const opened = useRef(false)
  useEffect(() => {
    if (!initialCode || opened.current) return
    opened.current = true
    void send('check-in', { code: initialCode })
  }, [initialCode, send])

  useEffect(() => {
    if (!scanning || !video.current) return
    let controls: IScannerControls | null = null
    let stopped = false
    let last = { text: '', at: 0 }
    void import('@zxing/browser')
      .then(({ BrowserQRCodeReader }) =>
        new BrowserQRCodeReader().decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current!, (result) => {
          if (!result) return
          const text = result.getText()
          const now = Date.now()
          if (text === last.text && now - last.at < SAME_CODE_MS) return
          last = { text, at: now }
          void send('check-in', { code: text })
        }),
      )
      .then((c) => {
        if (stopped) c.stop()
        else controls = c
      })
      .catch(() => {
        setMessage({ tone: 'error', text: t.cameraFailed, result: 'camera' })
        setScanning(false)
      })
    return () => {
      stopped = true
      controls?.stop()
    }
  }, [scanning, send, t])

  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560, paddingBottom: 48 }}>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>{t.event}</span>
        <select value={event} onChange={(e) => setEvent(Number(e.target.value))} style={field} data-testid="checkin-event">
          {events.map((e) => (
            <option key={e.id} value={e.id}>
              {e.label}
            </option>
          ))}
        </select>
      </label>
      {counts ? (
        <p style={{ margin: 0, fontSize: 20, fontWeight: 600 }} data-testid="checkin-counts">
          {fill(t.counts, counts)}
          {counts.walkIns ? <span style={{ fontWeight: 400 }}> · {fill(t.walkIns, { n: counts.walkIns })}</span> : null}
        </p>
      ) : null}
      <p role="status" aria-live="polite" data-testid="checkin-message" data-result={message?.result ?? ''} style={{ margin: 0, padding: message ? '14px 16px' : 0, borderRadius: 6, fontSize: 18, fontWeight: 600, ...(message ? TONES[message.tone] : {}) }}>
        {message?.text}
      </p>
      <div style={{ display: 'grid', gap: 8 }}>
        <button type="button" className={`btn btn--style-${scanning ? 'secondary' : 'primary'}`} style={button} onClick={() => setScanning(!scanning)} data-testid="checkin-scan">
          {scanning ? t.stop : t.scan}
        </button>
        {scanning ? <video ref={video} muted playsInline style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 6, background: '#000' }} /> : null}
      </div>
      <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t.search} aria-label={t.search} style={field} />
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} data-testid="checkin-people">
        {people?.length === 0 ? <li>{t.nobody}</li> : null}
        {people?.map((p) => (
          <li key={p.id} data-person={p.id} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, padding: '8px 0', borderBottom: '1px solid var(--theme-elevation-100)' }}>
            <span>
              <strong>
                {p.firstName} {p.lastName}
              </strong>
              <br />
              <small>
                {p.company}
                {p.walkIn ? ` · ${t.walkInBadge}` : ''}
              </small>
            </span>
            {p.status === 'cancelled' ? (
              <span style={{ color: 'var(--theme-error-700)' }}>{t.statusCancelled}</span>
            ) : p.status === 'waitlisted' ? (
              <span>{t.statusWaitlisted}</span>
            ) : p.checkedInAt ? (
              <span style={{ color: 'var(--theme-success-700)', fontWeight: 600 }}>✓ {time(p.checkedInAt)}</span>
            ) : (
              <button type="button" className="btn btn--style-secondary btn--size-small" style={button} onClick={() => void send('check-in', { id: p.id })}>
                {t.markArrived}
              </button>
            )}
          </li>
        ))}
      </ul>
      <WalkInForm t={t} onAdd={(person) => send('walk-in', person)} />
    </div>
  )
}

function WalkInForm({ t, onAdd }: { t: (typeof CHECK_IN_TEXTS)['cs']; onAdd: (person: Record<string, string>) => Promise<boolean> }) {
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontWeight: 600, minHeight: 44, display: 'flex', alignItems: 'center' }}>{t.walkIn}</summary>
      <form
        style={{ display: 'grid', gap: 8, marginTop: 8 }}
        onSubmit={async (e) => {
          e.preventDefault()
          const form = e.currentTarget
          if (await onAdd(Object.fromEntries(new FormData(form)) as Record<string, string>)) form.reset()
        }}
      >
        <p style={{ margin: 0 }}>{t.walkInNote}</p>
        {(['firstName', 'lastName', 'email', 'company'] as const).map((name) => (
          <label key={name} style={{ display: 'grid', gap: 4 }}>
            <span>{t[name]}</span>
            <input name={name} type={name === 'email' ? 'email' : 'text'} required autoComplete="off" style={field} />
          </label>
        ))}
        <button type="submit" className="btn btn--style-primary" style={button}>
          {t.add}
        </button>
      </form>
    </details>
  )
}
