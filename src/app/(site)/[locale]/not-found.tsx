import { NotFoundContent } from '@/components/site/NotFoundContent.client'

/** Unknown paths (and notFound() in any page): the 404 page in the path's language, status 404. */
export default function NotFound() {
  return <NotFoundContent />
}
