import { describe, expect, it } from 'vitest'
import { isGuessablePassword } from './auth.password-rule'

const account = { email: 'grace.hopper.navy@example.com', name: 'Grace Brewster Hopper' }

describe('isGuessablePassword', () => {
  it.each([
    ['a long common password', 'passwordpassword'],
    ['a common password in capitals', 'PASSWORDPASSWORD'],
    ['a common keyboard walk', '1qaz2wsx3edc4rfv'],
    ['a common password with spaces around it', '  qwerty123456789  '],
    ['the e-mail address', 'grace.hopper.navy@example.com'],
    ['the e-mail address in capitals', 'GRACE.HOPPER.NAVY@EXAMPLE.COM'],
    ['the local part of the e-mail', 'grace.hopper.navy'],
    ['the name', 'Grace Brewster Hopper'],
    ['the name without spaces', 'gracebrewsterhopper'],
    ['one character repeated', 'aaaaaaaaaaaaaaaa'],
    ['one emoji repeated', '🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑'],
    ['spaces only', '                '],
  ])('refuses %s', (_label, password) => {
    expect(isGuessablePassword(password, account)).toBe(true)
  })

  it.each([
    ['a phrase of a few words', 'correct horse battery staple'],
    ['a phrase with the name inside it', 'Grace Hopper found the first bug'],
    ['two characters alternating', 'abababababababab'],
    ['a phrase in another script', 'Старый дуб у реки шумит'],
  ])('accepts %s', (_label, password) => {
    expect(isGuessablePassword(password, account)).toBe(false)
  })
})
