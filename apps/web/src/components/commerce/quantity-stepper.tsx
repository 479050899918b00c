import { MAX_LINE_QUANTITY } from '@app/domain/cart/rules'
import { Minus, Plus } from 'lucide-react'
import { useId } from 'react'
import { cx } from '../ui/cx'
import './quantity-stepper.css'

interface QuantityStepperProps {
  /** What the input shows: the quantity, or what is being typed. */
  text: string
  /** The quantity the buttons step from. */
  value: number
  onTextChange: (text: string) => void
  onStep: (next: number) => void
  onBlur?: () => void
  /** Accessible name, e.g. "Quantity" or "Quantity of Design Book". */
  label: string
  isLabelHidden?: boolean
  isDisabled?: boolean
  className?: string
}

/**
 * Minus, a number input and plus (SPEC section 4): the quantity is never below 1, so minus is
 * disabled at 1; what is typed is handed over as text and applied by the owner (`nextQuantity`).
 */
export function QuantityStepper({
  text,
  value,
  onTextChange,
  onStep,
  onBlur,
  label,
  isLabelHidden = true,
  isDisabled,
  className,
}: QuantityStepperProps) {
  const id = useId()
  return (
    <div className={cx('qty', className)}>
      <label htmlFor={id} className={isLabelHidden ? 'visually-hidden' : 'qty__label'}>
        {label}
      </label>
      <div className="qty__control">
        <button
          type="button"
          className="qty__button"
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={isDisabled || value <= 1}
          onClick={() => onStep(value - 1)}
        >
          <Minus aria-hidden="true" size={16} />
        </button>
        <input
          id={id}
          className="qty__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          value={text}
          disabled={isDisabled}
          onChange={(event) => onTextChange(event.target.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="qty__button"
          aria-label={`Increase ${label.toLowerCase()}`}
          disabled={isDisabled || value >= MAX_LINE_QUANTITY}
          onClick={() => onStep(value + 1)}
        >
          <Plus aria-hidden="true" size={16} />
        </button>
      </div>
    </div>
  )
}
