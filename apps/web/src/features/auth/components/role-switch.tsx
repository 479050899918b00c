import type { AccountKind } from '@app/domain/roles'
import { GraduationCap, Presentation } from 'lucide-react'
import { useId, useLayoutEffect, useState } from 'react'

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
  // A choice made on the server-rendered page before its script ran is kept: read from the
  // page's radios (same name, the id is the server's) before React applies `checked`, then
  // handed on once the form is live.
  const [pickedBeforeScript] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : ([...document.getElementsByName(name)] as HTMLInputElement[]).find((radio) => radio.checked)
          ?.value,
  )
  useLayoutEffect(() => {
    const picked = OPTIONS.find((option) => option.kind === pickedBeforeScript)
    if (picked && picked.kind !== value) onChange(picked.kind)
    // Once, as the form becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
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
