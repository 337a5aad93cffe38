// An activity row's actions (activity-table.tsx): move up / down (icons named for the row), then
// switch on / off, edit, its products (where the page has them) and remove as the shared row actions.
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import type { MpActivityRow } from '../../../contract/distribution-setup.schema.ts'
import { RowActions } from '../shared/row-actions.tsx'

interface Props {
  row: MpActivityRow
  /** The sortMpActivity ids of a move up / down, undefined where the row cannot move. */
  up: string[] | undefined
  down: string[] | undefined
  sorting: boolean
  switching: boolean
  onMove: (ids: string[]) => void
  onToggle: () => void
  onEdit: () => void
  onProducts?: (() => void) | undefined
  onRemove: () => void
}

export function ActivityRowActions({ row: r, up, down, sorting, switching, ...on }: Props) {
  const { t } = useTranslation('activity')
  return (
    <div className="activity-row-actions">
      <Button
        size="small"
        text
        icon="pi pi-arrow-up"
        aria-label={`${t('actions.moveUp')} ${r.title}`}
        title={t('actions.moveUp')}
        disabled={!up || sorting}
        onClick={() => up && on.onMove(up)}
      />
      <Button
        size="small"
        text
        icon="pi pi-arrow-down"
        aria-label={`${t('actions.moveDown')} ${r.title}`}
        title={t('actions.moveDown')}
        disabled={!down || sorting}
        onClick={() => down && on.onMove(down)}
      />
      <RowActions
        subject={r.title}
        actions={[
          {
            label: r.status === 'ENABLED' ? t('actions.disable') : t('actions.enable'),
            disabled: switching,
            onClick: on.onToggle,
          },
          { label: t('actions.edit'), onClick: on.onEdit },
          ...(on.onProducts ? [{ label: t('actions.products'), onClick: on.onProducts }] : []),
          { label: t('actions.remove'), danger: true, onClick: on.onRemove },
        ]}
      />
    </div>
  )
}
