import type { ReactNode } from 'react'

interface DataTableProps {
  columns: string[]
  /** One entry per row, a cell per column. */
  rows: { key: string; cells: ReactNode[] }[]
  /** Shown in place of the rows when there are none. */
  empty: ReactNode
  caption?: string
}

/**
 * Dashboard table: a real table on wide screens, stacked cards under 768 px (each cell labelled
 * with its column through `data-label`).
 */
export function DataTable({ columns, rows, empty, caption }: DataTableProps) {
  return (
    <div className="data-table">
      <table>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="data-table__empty">
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) => (
                  <td key={columns[i] ?? i} data-label={columns[i]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
