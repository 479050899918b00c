import { CATEGORY_SUB_ITEMS, TOP_CATEGORIES } from '@app/domain/catalog/options'
import { ChevronDown, ChevronRight, LayoutGrid } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { Dropdown } from '../ui/dropdown'

/** Header Categories dropdown: ten categories, each revealing its ten sub-items. */
export function CategoriesMenu() {
  return (
    <Dropdown
      className="categories-menu"
      buttonClassName="header__nav-button"
      panelClassName="categories-menu__panel"
      label={
        <>
          <LayoutGrid aria-hidden="true" size={18} />
          Categories
          <ChevronDown aria-hidden="true" size={16} />
        </>
      }
    >
      {({ close }) => <CategoriesPanel onNavigate={close} />}
    </Dropdown>
  )
}

function CategoriesPanel({ onNavigate }: { onNavigate: () => void }) {
  const [active, setActive] = useState(0)
  const id = useId()
  const category = TOP_CATEGORIES[active] ?? TOP_CATEGORIES[0]
  return (
    <div className="categories-menu__grid">
      <ul className="categories-menu__list" aria-label="Categories">
        {TOP_CATEGORIES.map((title, index) => (
          <li key={title}>
            <button
              type="button"
              className="categories-menu__category"
              aria-expanded={index === active}
              aria-controls={`${id}-sub`}
              onMouseEnter={() => setActive(index)}
              onFocus={() => setActive(index)}
              onClick={() => setActive(index)}
            >
              {title}
              <ChevronRight aria-hidden="true" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <div className="categories-menu__sub" id={`${id}-sub`}>
        <p className="categories-menu__heading">{category}</p>
        <ul aria-label={category}>
          {CATEGORY_SUB_ITEMS.map((item) => (
            <li key={item}>
              <Link className="categories-menu__link" to={paths.courses} onClick={onNavigate}>
                {item}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
