import { publishedList } from '@/lib/content/list'
import { toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, SiteImage } from '@/lib/content/types'
import type { TeamMember as TeamMemberDoc } from '@/payload-types'

export type TeamMember = {
  id: number
  name: string
  position: string | null
  role: TeamMemberDoc['role']
  bio: string | null
  photo: SiteImage | null
  email: string | null
  phone: string | null
  linkedinUrl: string | null
  isContactPerson: boolean
}

export function toTeamMember(doc: TeamMemberDoc): TeamMember {
  return {
    id: doc.id,
    name: doc.name,
    position: doc.position ?? null,
    role: doc.role,
    bio: doc.bio ?? null,
    photo: toImage(doc.photo),
    email: doc.email ?? null,
    phone: doc.phone ?? null,
    linkedinUrl: doc.linkedinUrl ?? null,
    isContactPerson: Boolean(doc.isContactPerson),
  }
}

const cachedTeamMembers = publishedList('team-members', toTeamMember, { tags: [TAGS.team, TAGS.media], limit: 200 })

/** Founders and staff for About and the team modal (guest authors are left out). */
export async function getTeam(locale: Locale): Promise<{ founders: TeamMember[]; staff: TeamMember[] }> {
  const members = await cachedTeamMembers(locale)
  return {
    founders: members.filter((m) => m.role === 'founder'),
    staff: members.filter((m) => m.role === 'staff'),
  }
}

/** The contact people of the Contact page (the team members flagged as such; three in the seed). */
export async function getContactPeople(locale: Locale): Promise<TeamMember[]> {
  return (await cachedTeamMembers(locale)).filter((m) => m.isContactPerson)
}
