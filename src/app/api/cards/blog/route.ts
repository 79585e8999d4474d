import { toCardViews } from '@/components/blog/format'
import { listStepRoute } from '@/lib/api/listStep'
import { BLOG_MAX_PAGE, blogStepFilters, getBlogStep, getUntranslatedIds } from '@/lib/blog/list'

/**
 * GET /api/cards/blog?locale=en&page=2&category=news: one "load more" step of the blog as JSON
 * cards (src/lib/api/listStep.ts); without JavaScript the list page itself renders `?page=N`.
 */
export const GET = listStepRoute({
  maxPage: BLOG_MAX_PAGE,
  filters: blogStepFilters,
  async step(locale, { category }, page) {
    const step = await getBlogStep(locale, { category, page })
    const untranslated = await getUntranslatedIds(locale, step.posts.map((p) => p.id))
    return { cards: await toCardViews(step.posts, locale, untranslated), hasMore: step.hasMore, total: step.total }
  },
})
