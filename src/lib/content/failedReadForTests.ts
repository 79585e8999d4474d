import { cached } from './cache'

/**
 * A read of the content that fails as one does while the database is unavailable: the end-to-end
 * tests' pages (/e2e-unavailable, /e2e-render-error?unavailable) use it, only on the e2e server.
 */
export const failedReadForTests = cached(async (): Promise<never> => {
  throw new Error('The database is unavailable (end-to-end tests)')
}, [])
