import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { takeReturnTo } from '../../../lib/return-to'
import { renderWithApp } from '../../../testing/render'
import { MessageMentorButton } from './message-mentor-button'

describe('MessageMentorButton', () => {
  it('links a student to the conversation with the mentor', () => {
    renderWithApp(
      <MessageMentorButton instructorId={7} mentorName="Maya Mentor" accountRole="student" />,
    )
    expect(screen.getByRole('link', { name: 'Message Maya Mentor' })).toHaveAttribute(
      'href',
      '/student-messages?mentor=7',
    )
  })

  it('sends a visitor to log in, and back to the conversation after', async () => {
    const user = userEvent.setup()
    const { router } = renderWithApp(
      <MessageMentorButton instructorId={7} mentorName="Maya Mentor" accountRole={null} />,
      { routes: [{ path: '/login', element: <h1>Log in page</h1> }] },
    )
    const link = screen.getByRole('link', { name: 'Message Maya Mentor' })
    expect(link).toHaveAttribute('href', '/login')
    await user.click(link)
    expect(router.state.location.pathname).toBe('/login')
    expect(takeReturnTo()).toBe('/student-messages?mentor=7')
  })

  it('shows nothing to a mentor’s account, which writes to students only', () => {
    renderWithApp(
      <MessageMentorButton instructorId={7} mentorName="Maya Mentor" accountRole="teacher" />,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})
