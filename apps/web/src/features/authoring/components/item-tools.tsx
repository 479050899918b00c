import { ArrowDown, ArrowUp, Check, Pencil, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'

interface ItemToolsProps {
  /** 'section' or 'lesson': named in every button's accessible name. */
  kind: 'section' | 'lesson'
  name: string
  index: number
  count: number
  isOpen: boolean
  /** Announce the open state on the edit button (lessons open a panel of fields). */
  isExpandable?: boolean
  onToggle: () => void
  onMove: (to: number) => void
  onRemove: () => void
  className: string
}

/** Edit (or Done editing), move up, move down and remove, for a curriculum section or lesson. */
export function ItemTools({
  kind,
  name,
  index,
  count,
  isOpen,
  isExpandable = false,
  onToggle,
  onMove,
  onRemove,
  className,
}: ItemToolsProps) {
  return (
    <span className={className}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${isOpen ? 'Done editing' : 'Edit'} ${kind} ${name}`}
        {...(isExpandable ? { 'aria-expanded': isOpen } : {})}
        onClick={onToggle}
        icon={
          isOpen ? <Check aria-hidden="true" size={16} /> : <Pencil aria-hidden="true" size={16} />
        }
      />
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${kind} ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
        icon={<ArrowUp aria-hidden="true" size={16} />}
      />
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${kind} ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        icon={<ArrowDown aria-hidden="true" size={16} />}
      />
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove ${kind} ${name}`}
        onClick={onRemove}
        icon={<Trash2 aria-hidden="true" size={16} />}
      />
    </span>
  )
}
