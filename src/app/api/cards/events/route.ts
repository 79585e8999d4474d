import { toEventCardViews } from '@/components/events/format'
import { listStepRoute } from '@/lib/api/listStep'
import { eventStepFilters, listEventsPage, MAX_PAGE } from '@/lib/events/list'

/**
 * GET /api/cards/events?locale=en&page=2&tag=workshop&month=2026-12&q=…&view=past&order=oldest:
 * one "load more" step of an events list (the list, the archive, the old list) as JSON cards
 * (src/lib/api/listStep.ts); without JavaScript the list page itself renders `?page=N`.
 */
export const GET = listStepRoute({
  maxPage: MAX_PAGE,
  filters: eventStepFilters,
  async step(locale, query, page) {
    const step = await listEventsPage(locale, query, page)
    return { cards: await toEventCardViews(step.events, locale), hasMore: step.hasMore, total: step.total }
  },
})
