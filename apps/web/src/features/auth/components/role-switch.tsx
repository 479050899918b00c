import type { AccountKind } from '@app/domain/roles'
import { GraduationCap, Presentation } from 'lucide-react'
import { useId } from 'react'

const OPTIONS = [
  { kind: 'teacher', label: 'Mentor', icon: Presentation },
  { kind: 'student', label: 'Student', icon: GraduationCap },
] as const

interface RoleSwitchProps {
  /** The group's visible name ("Log in as", "Join As"). */
  legend: string
  value: AccountKind
  onChange: (kind: AccountKind) => void
  isDisabled?: boolean
}

/** The Mentor / Student switch: a radio group drawn as a segmented control. */
export function RoleSwitch({ legend, value, onChange, isDisabled }: RoleSwitchProps) {
  const name = `role-${useId()}`
  return (
    <fieldset className="role-switch" disabled={isDisabled}>
      <legend className="role-switch__legend">{legend}</legend>
      <div className="role-switch__options">
        {OPTIONS.map(({ kind, label, icon: Icon }) => (
          <label key={kind} className="role-switch__option">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
            />
            <span className="role-switch__face">
              <Icon aria-hidden="true" size={18} />
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
