/**
 * Runs once when a server process of the site starts (Next.js calls `register`): the mail outbox's
 * worker starts here, so queued mail leaves without waiting for a request, unless JOBS_AUTORUN=0
 * (then `npm run jobs` sends it). Not during the build.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startAppProcess } = await import('./lib/appProcess')
  startAppProcess()
}
