/** The account recovery pages (the e-mails link to the last two, with `?token=`). */
export const recoveryPaths = {
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const
