'use client'

import { LoadMore, type LoadMoreProps } from '@/components/ui/LoadMore.client'

import { PostCard } from './PostCard'
import type { PostCardView } from './types'

/** The blog's "load more": the shared one (components/ui/LoadMore.client.tsx) with the blog's cards. */
export function PostLoadMore(props: Omit<LoadMoreProps<PostCardView>, 'renderCard'>) {
  return <LoadMore<PostCardView> {...props} renderCard={(post) => <PostCard post={post} headingLevel="h3" />} />
}
