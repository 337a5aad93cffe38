// A page's spreadsheet imports behind one button (issue 34: imports are offered where merchants
// look for them: the product list, batch maintenance, distribution products). A popup menu of
// links to the import pages; the pages themselves stay hidden from the side menu. Only the pages
// the person may open are offered (a sub-user without the import permission, or a role outside
// the products area on the distribution page, sees no button rather than a refused page).
import { Button } from 'primereact/button'
import { Menu } from 'primereact/menu'
import type { MenuItem } from 'primereact/menuitem'
import { useId, useRef } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { useRoutingRef } from '../../root-context.tsx'
import { canLinkTo } from '../../routes/route-access.ts'
import { useSelector } from './actors.ts'

export function SpreadsheetMenu({ label, items }: { label: string; items: { label: string; to: string }[] }) {
  const menu = useRef<Menu>(null)
  const id = useId()
  const routes = useSelector(useRoutingRef(), (s) => s.context.routes)
  const model: MenuItem[] = items
    .filter((i) => canLinkTo(routes, i.to))
    .map((i) => ({ label: i.label, command: () => navigate(i.to) }))
  if (model.length === 0) return null
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
