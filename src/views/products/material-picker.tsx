// MATERIAL PICKER (for the product form): a dialog listing the merchant's images from the
// material library by folder; the user ticks one or more and confirms. Usage:
//
//   import { MaterialPicker, type PickedMaterial } from './material-picker.tsx'
//   <MaterialPicker
//     visible={open}
//     max={9 - images.length}          // optional: most images that may be picked (default 20)
//     onPick={(picked: PickedMaterial[]) => { add(picked.map((p) => p.url)); setOpen(false) }}
//     onHide={() => setOpen(false)}
//   />
//
// `onPick` receives the chosen images in the order they were ticked, each with its material
// id, url and name; the url is what a product stores (an image of the caller's own library).
// The dialog registers its own texts (namespace productSetup) and loads its chunk lazily with
// the page that renders it. Nothing is picked when the user cancels (onHide only).
import { useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MaterialRow } from '../../../contract/product-setup.schema.ts'
import { registerProductSetupLocales } from '../../locales/product-setup-resources.ts'
import {
  type MaterialFilters,
  getMaterialFolders,
  getMaterialList,
} from '../../services/product-setup.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { MaterialFolderList, MaterialGrid } from './material-grid.tsx'

registerProductSetupLocales()

export interface PickedMaterial {
  materialId: string
  url: string
  name: string
}

export interface MaterialPickerProps {
  visible: boolean
  /** Called with the ticked images (at least one) when the user confirms. */
  onPick: (picked: PickedMaterial[]) => void
  /** Called when the dialog closes without a pick (cancel, Esc, close button). */
  onHide: () => void
  /** Most images that may be ticked (default 20). */
  max?: number
  /** The dialog's title (default "Choose images"). */
  title?: string
}

export function MaterialPicker(props: MaterialPickerProps) {
  // Mounted only while open: every opening starts from the first page, nothing ticked.
  return props.visible ? <PickerDialog {...props} /> : null
}

function PickerDialog({ onPick, onHide, max = 20, title }: MaterialPickerProps) {
  const { t } = useTranslation('product-setup')
  const folders = useLoad((signal) => getMaterialFolders(signal))
  const list = usePagedList<MaterialRow, MaterialFilters>(getMaterialList, { pageSize: 18 })
  const filters = useSelector(list, (s) => s.context.query.filters) as MaterialFilters
  const [picked, setPicked] = useState<Map<string, MaterialRow>>(new Map())
  const toggle = (row: MaterialRow, checked: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev)
      if (checked && next.size < max) next.set(row.materialId, row)
      if (!checked) next.delete(row.materialId)
      return next
    })
  const footer = (
    <div className="material-picker__footer">
      <span role="status">{t('picker.count', { count: picked.size, max })}</span>
      <Button type="button" label={t('actions.cancel')} text onClick={onHide} />
      <Button
        type="button"
        label={t('picker.confirm')}
        icon="pi pi-check"
        disabled={picked.size === 0}
        onClick={() =>
          onPick([...picked.values()].map((r) => ({ materialId: r.materialId, url: r.url, name: r.name })))
        }
      />
    </div>
  )
  return (
    <Dialog
      visible
      header={title ?? t('picker.title')}
      onHide={onHide}
      footer={footer}
      className="material-picker"
      modal
    >
      <ErrorNotice error={folders.error} onRetry={folders.retry} />
      <div className="material-layout">
        <MaterialFolderList
          folders={folders.data?.list ?? []}
          ungroupedCount={folders.data?.ungroupedCount ?? 0}
          total={folders.data?.total ?? 0}
          current={filters.groupId}
          onChoose={(groupId) => list.send({ type: 'list.filter', filters: { groupId } })}
        />
        <MaterialGrid list={list} selected={picked} onToggle={toggle} />
      </div>
    </Dialog>
  )
}
