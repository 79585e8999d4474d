import { siteFetch } from './siteFetch'

/**
 * One "load more" step of a list (the blog, the events), as the list's endpoint answers it
 * (`GET <endpoint>?locale=…&page=…&<filters>`, src/lib/api/listStep.ts): the cards ready to draw,
 * every text translated and formatted on the server, whether there are more, and how many match.
 */
export type ListStep<Card> = { cards: Card[]; hasMore: boolean; total: number }

/**
 * Fetches a step in the browser through siteFetch (a 5xx or 429 is asked once more); any answer
 * other than 200 is an error, for the caller to show.
 */
export async function fetchListStep<Card>(endpoint: string, params: Record<string, string>): Promise<ListStep<Card>> {
  const response = await siteFetch(`${endpoint}?${new URLSearchParams(params).toString()}`, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`load more: ${response.status}`)
  return (await response.json()) as ListStep<Card>
}
