import { notFound } from 'next/navigation'

/** Any path the routing table does not know: the localised 404 page. */
export default function CatchAll() {
  notFound()
}
