import { Eye, EyeOff } from 'lucide-react'
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import './field.css'
import { cx } from './cx'

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

interface FieldProps {
  label: ReactNode
  /** The message under the field (danger colour); also marks the control invalid. */
  error?: string | undefined
  hint?: ReactNode
  isRequired?: boolean
  /** Keeps the label for screen readers only. */
  isLabelHidden?: boolean
  id?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

/**
 * Label above, control, hint and error below. The control gets `id`, `aria-invalid` and
 * `aria-describedby` pointing at the hint and the error, so screen readers read both.
 */
export function Field({
  label,
  error,
  hint,
  isRequired,
  isLabelHidden,
  id,
  className,
  children,
}: FieldProps) {
  const autoId = useId()
  const controlId = id ?? `field-${autoId}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      {/* The mark sits outside the label so the label reads exactly its text; aria-required says it. */}
      <span className={cx('field__label-row', isLabelHidden && 'visually-hidden')}>
        <label className="field__label" htmlFor={controlId}>
          {label}
        </label>
        {isRequired ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': isRequired || undefined,
      })}
      {hint ? (
        <p className="field__help" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

type Common = Omit<FieldProps, 'children' | 'id'> & { id?: string }

export interface TextFieldProps extends Common, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>
  /** Shown inside the field, before the value (an icon). */
  leading?: ReactNode
}

/** Label + input + messages. Spread react-hook-form's `register()` into it. */
export function TextField({
  label,
  error,
  hint,
  isRequired,
  isLabelHidden,
  id,
  className,
  leading,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <Field {...{ label, error, hint, isRequired, isLabelHidden, id, className }}>
      {(control) =>
        leading ? (
          <span className="input-wrap">
            <span className="input-wrap__leading" aria-hidden="true">
              {leading}
            </span>
            <input ref={ref} className="input input--leading" {...control} {...input} />
          </span>
        ) : (
          <input ref={ref} className="input" {...control} {...input} />
        )
      }
    </Field>
  )
}

export interface TextareaFieldProps
  extends Common, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>
}

export function TextareaField({
  label,
  error,
  hint,
  isRequired,
  isLabelHidden,
  id,
  className,
  ref,
  ...textarea
}: TextareaFieldProps) {
  return (
    <Field {...{ label, error, hint, isRequired, isLabelHidden, id, className }}>
      {(control) => <textarea ref={ref} className="textarea" {...control} {...textarea} />}
    </Field>
  )
}

export interface SelectFieldProps
  extends Common, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>
  children: ReactNode
}

export function SelectField({
  label,
  error,
  hint,
  isRequired,
  isLabelHidden,
  id,
  className,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field {...{ label, error, hint, isRequired, isLabelHidden, id, className }}>
      {(control) => (
        <select ref={ref} className="select" {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  )
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'leading'>

/** Password input with a show/hide toggle (the toggle keeps the field's label intact). */
export function PasswordField({
  label,
  error,
  hint,
  isRequired,
  isLabelHidden,
  id,
  className,
  ref,
  ...input
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false)
  return (
    <Field {...{ label, error, hint, isRequired, isLabelHidden, id, className }}>
      {(control) => (
        <span className="input-wrap">
          <input
            ref={ref}
            className="input input--trailing"
            type={isVisible ? 'text' : 'password'}
            {...control}
            {...input}
          />
          <button
            type="button"
            className="input-wrap__toggle"
            aria-label={isVisible ? 'Hide password' : 'Show password'}
            aria-pressed={isVisible}
            aria-controls={control.id}
            onClick={() => setIsVisible((v) => !v)}
          >
            {isVisible ? (
              <EyeOff aria-hidden="true" size={18} />
            ) : (
              <Eye aria-hidden="true" size={18} />
            )}
          </button>
        </span>
      )}
    </Field>
  )
}
