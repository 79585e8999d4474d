import { headers } from 'next/headers'

import { NONCE_HEADER } from './headers.mjs'

/** This page's nonce (src/proxy.ts), for the site's own inline script (the consent banner's). */
export async function pageNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined
}
