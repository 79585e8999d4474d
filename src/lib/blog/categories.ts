/** The kinds of article (the Posts collection's `category` select and the blog's filter). */
export const POST_CATEGORIES = ['blog', 'interviews', 'articles', 'coverage', 'news'] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]
