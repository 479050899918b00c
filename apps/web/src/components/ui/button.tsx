import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import './button.css'
import { cx } from './cx'
import { Spinner } from './spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

interface ButtonLook {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Full width of its container. */
  isBlock?: boolean
}

/** The button classes, for links and labels that should look like a button. */
export function buttonClassName(
  { variant = 'primary', size = 'md', isBlock }: ButtonLook = {},
  extra?: string,
): string {
  return cx(
    'btn',
    `btn--${variant}`,
    size !== 'md' && `btn--${size}`,
    isBlock && 'btn--block',
    extra,
  )
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner, disables the button and swaps the label for `busyLabel`. */
  isBusy?: boolean
  busyLabel?: ReactNode
  /** Icon before the label (hidden while busy). */
  icon?: ReactNode
  ref?: Ref<HTMLButtonElement>
}

/**
 * The one button: primary (accent fill), secondary (outline), ghost and danger; every size keeps a
 * 44 px touch target. `type` defaults to "button" so a button never submits a form by accident.
 */
export function Button({
  variant,
  size,
  isBlock,
  isBusy = false,
  busyLabel,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, isBlock }, className)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...rest}
    >
      {isBusy ? <Spinner /> : icon}
      {isBusy && busyLabel !== undefined ? busyLabel : children}
    </button>
  )
}
