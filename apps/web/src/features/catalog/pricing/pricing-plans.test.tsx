import { screen, within } from '@testing-library/react'
import { paths } from '../../../config/paths'
import { renderWithApp } from '../../../testing/render'
import { PricingPlans } from './pricing-plans'

describe('PricingPlans', () => {
  it('offers only what can be bought today, and marks every other plan as coming', () => {
    renderWithApp(<PricingPlans />)
    const plans = screen.getAllByRole('article')
    const onSale = plans.filter((plan) => !within(plan).queryByText('Coming soon'))
    // A plan on sale leads to what it sells: an account, or the courses to buy one by one.
    for (const plan of onSale) {
      const target = within(plan).getByRole('link').getAttribute('href')
      expect([paths.register, paths.courses]).toContain(target)
    }
    expect(onSale.map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
      'Starter',
      'Course by course',
    ])
    // Subscriptions cannot be bought yet, so none is offered as a sign-up.
    for (const plan of plans.filter((p) => !onSale.includes(p))) {
      expect(within(plan).getByRole('link').getAttribute('href')).toBe(paths.contact)
    }
  })

  it('promises no feature the product lacks on a plan that is on sale', () => {
    renderWithApp(<PricingPlans />)
    const courseByCourse = screen
      .getAllByRole('article')
      .find((plan) => within(plan).queryByRole('heading', { name: 'Course by course' }))!
    expect(within(courseByCourse).getByText('Mentor Q&A sessions').closest('li')).toHaveClass(
      'is-excluded',
    )
  })
})
