// A page's spreadsheet imports behind one button (issue 34: imports are offered where merchants
// look for them: the product list, batch maintenance, distribution products). A popup menu of
// links to the import pages; the pages themselves stay hidden from the side menu.
import { Button } from 'primereact/button'
import { Menu } from 'primereact/menu'
import type { MenuItem } from 'primereact/menuitem'
import { useId, useRef } from 'react'
import { navigate } from 'wouter/use-browser-location'

export function SpreadsheetMenu({ label, items }: { label: string; items: { label: string; to: string }[] }) {
  const menu = useRef<Menu>(null)
  const id = useId()
  const model: MenuItem[] = items.map((i) => ({ label: i.label, command: () => navigate(i.to) }))
  return (
    <>
      <Menu model={model} popup ref={menu} id={id} />
      <Button
        type="button"
        icon="pi pi-file-import"
        label={label}
        outlined
        aria-haspopup="menu"
        aria-controls={id}
        onClick={(e) => menu.current?.toggle(e)}
      />
    </>
  )
}
