import { canAccess, type Role } from '@app/domain/roles'
import { MessageSquare } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { rememberReturnTo } from '../../../lib/return-to'

interface MessageMentorButtonProps {
  instructorId: number
  /** The mentor's name, for the link's accessible name ("Message Maya Mentor"). */
  mentorName: string
  /** The signed-in role (read by the page from the session), null for a visitor. */
  accountRole: Role | null
  className?: string
}

/**
 * "Message" on a mentor's profile: a plain link to the conversation with them (made on first
 * use). A visitor goes to the login page and comes back to the conversation after logging in; a
 * mentor's account writes to students only, so it sees no button.
 */
export function MessageMentorButton({
  instructorId,
  mentorName,
  accountRole: role,
  className,
}: MessageMentorButtonProps) {
  const conversation = paths.messageMentor(instructorId)
  if (role !== null && !canAccess(role, 'student')) return null
  const isGuest = role === null
  return (
    <Link
      to={isGuest ? paths.login : conversation}
      className={buttonClassName({ variant: 'secondary' }, className)}
      aria-label={`Message ${mentorName}`}
      onClick={isGuest ? () => rememberReturnTo(conversation) : undefined}
    >
      <MessageSquare aria-hidden="true" size={18} />
      Message
    </Link>
  )
}
