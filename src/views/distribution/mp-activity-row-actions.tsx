// An activity row's actions on mpManagement: move up / down, switch on / off, edit, remove.
import { Button } from 'primereact/button'
import { useTranslation } from 'react-i18next'
import { navigate } from 'wouter/use-browser-location'
import type { MpActivityRow } from '../../../contract/distribution-setup.schema.ts'
import { pathTo } from '../../routes/paths.ts'

interface Props {
  row: MpActivityRow
  first: boolean
  last: boolean
  sorting: boolean
  switching: boolean
  onMove: (by: -1 | 1) => void
  onToggle: () => void
  onRemove: () => void
}

export function ActivityRowActions({
  row: r,
  first,
  last,
  sorting,
  switching,
  onMove,
  onToggle,
  onRemove,
}: Props) {
  const { t } = useTranslation('distribution-setup')
  const toggle = r.status === 'ENABLED' ? t('actions.disable') : t('actions.enable')
  return (
    <div className="row-actions">
      <Button
        size="small"
        text
        icon="pi pi-arrow-up"
        aria-label={`${t('actions.moveUp')} ${r.title}`}
        disabled={first || sorting}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        text
        icon="pi pi-arrow-down"
        aria-label={`${t('actions.moveDown')} ${r.title}`}
        disabled={last || sorting}
        onClick={() => onMove(1)}
      />
      <Button
        size="small"
        text
        label={toggle}
        aria-label={`${toggle} ${r.title}`}
        disabled={switching}
        onClick={onToggle}
      />
      <Button
        size="small"
        text
        label={t('actions.edit')}
        aria-label={`${t('actions.edit')} ${r.title}`}
        onClick={() => navigate(pathTo('activityDetails', { id: r.id }))}
      />
      <Button
        size="small"
        text
        severity="danger"
        label={t('actions.remove')}
        aria-label={`${t('actions.remove')} ${r.title}`}
        onClick={onRemove}
      />
    </div>
  )
}
