import type { ReactNode } from 'react'
import { cx } from '../../../components/ui/cx'

interface AuthNoticeProps {
  tone: 'success' | 'error' | 'info'
  icon: ReactNode
  children: ReactNode
}

/**
 * The outcome of a recovery step in place of its form: a status for good news and progress, an
 * alert for a link that does not work.
 */
export function AuthNotice({ tone, icon, children }: AuthNoticeProps) {
  return (
    <div
      className={cx('auth-notice', `auth-notice--${tone}`)}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className="auth-notice__icon">{icon}</span>
      <div className="auth-notice__body">{children}</div>
    </div>
  )
}
