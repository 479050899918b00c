import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeInstructorDetail } from '../../../testing/catalog-fixtures'
import { renderWithApp } from '../../../testing/render'
import { InstructorProfile } from './instructor-profile'

const contact = () => screen.getByRole('complementary', { name: 'Contact' })
/** The contact list (the social links are a list of their own). */
const contactList = () => contact().querySelector('.profile__contact')

describe('InstructorProfile', () => {
  it('shows only the contact details the mentor published', () => {
    renderWithApp(
      <InstructorProfile
        instructor={makeInstructorDetail({
          address: '',
          email: 'nora@example.com',
          phone: '',
          website: '',
        })}
      />,
    )
    const items = within(contactList() as HTMLElement).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['nora@example.com'])
    expect(within(contact()).queryByRole('link', { name: /^tel:/ })).not.toBeInTheDocument()
  })

  it('leaves the contact list out when nothing was published', () => {
    renderWithApp(
      <InstructorProfile
        instructor={makeInstructorDetail({ address: '', email: '', phone: '', website: '' })}
      />,
    )
    expect(within(contact()).queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument()
    expect(contactList()).toBeNull()
  })

  it('shows the picture, title and About Me the mentor saved in Settings', () => {
    const { container } = renderWithApp(
      <InstructorProfile
        instructor={makeInstructorDetail({
          name: 'Nora Castell',
          title: 'Data Engineer',
          about: 'I build data pipelines.\n\nTen years of Python.',
          avatarUrl: '/api/files/nora',
        })}
      />,
    )
    expect(contact().querySelector('img')).toHaveAttribute('src', '/api/files/nora')
    expect(screen.getByText('Data Engineer')).toBeInTheDocument()
    const about = container.querySelector('.profile__about')
    expect(about).toHaveTextContent('I build data pipelines. Ten years of Python.', {
      normalizeWhitespace: true,
    })
  })

  it('shows initials when the mentor has no picture', () => {
    renderWithApp(<InstructorProfile instructor={makeInstructorDetail({ avatarUrl: null })} />)
    expect(contact().querySelector('img')).toBeNull()
    expect(contact().querySelector('.avatar')).toHaveTextContent('ML')
  })
})
