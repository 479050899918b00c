import { paths } from '../../config/paths'

/** The header's main links (SPEC "Shared chrome"). */
export const mainLinks = [
  { label: 'Find Mentor', to: paths.instructors },
  { label: 'Courses', to: paths.courses },
  { label: 'Become a Mentor', to: paths.becomeTeacher },
] as const
