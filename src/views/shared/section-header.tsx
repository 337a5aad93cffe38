// A section's heading with its one add button, on the page header's row: an activity's or a
// promotion's products, the list of activities. The button is small so the heading leads.
import { Button } from 'primereact/button'

export function SectionHeader({
  title,
  addLabel,
  onAdd,
}: {
  title: string
  addLabel: string
  onAdd: () => void
}) {
  return (
    <div className="page-header">
      <h2>{title}</h2>
      <Button type="button" size="small" icon="pi pi-plus" label={addLabel} onClick={onAdd} />
    </div>
  )
}
