/** The id a relationship field holds, whether Payload returned the document (`{ id }`) or only its id; null when empty. */
export function idOf(value: unknown): number | null {
  return typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null
}
