// The merchant's images of one folder as a grid of tiles with a checkbox each, paged on the
// server through the shared list machine (getMaterialList). Shared by the material library
// page and the material picker dialog. A tile shows the image's thumbnail (the full image when
// it has none); the picker hands on the full image's url.
import { useSelector } from '../shared/actors.ts'
import { Checkbox } from 'primereact/checkbox'
import { Paginator } from 'primereact/paginator'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MATERIAL_THUMBNAIL_SIZE } from '../../../contract/product-setup.constants.ts'
import type { MaterialRow } from '../../../contract/product-setup.schema.ts'
import { useUploadedImageSrc } from '../../root-context.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import type { PagedListRef } from '../shared/use-paged-list.ts'
import './material-library.css'

export interface MaterialGridProps {
  list: PagedListRef
  selected: ReadonlyMap<string, MaterialRow>
  onToggle: (row: MaterialRow, checked: boolean) => void
  /** Extra controls under a tile (rename, delete). */
  actions?: (row: MaterialRow) => ReactNode
}

/** The thumbnail's box: the image's shape scaled to the thumbnail size, a square when unknown. */
function thumbnailBox(row: MaterialRow): { width: number; height: number } {
  const size = MATERIAL_THUMBNAIL_SIZE
  if (!row.width || !row.height) return { width: size, height: size }
  const scale = Math.min(1, size / Math.max(row.width, row.height))
  return { width: Math.round(row.width * scale), height: Math.round(row.height * scale) }
}

export function MaterialGrid({ list, selected, onToggle, actions }: MaterialGridProps) {
  const { t } = useTranslation('product-setup')
  const imageSrc = useUploadedImageSrc()
  const rows = useSelector(list, (s) => s.context.list) as MaterialRow[]
  const total = useSelector(list, (s) => s.context.total)
  const query = useSelector(list, (s) => s.context.query)
  const loading = useSelector(list, (s) => s.hasTag('loading'))
  const ready = useSelector(list, (s) => s.hasTag('ready'))
  const error = useSelector(list, (s) => s.context.error)
  return (
    <div className="material-grid-wrap" aria-busy={loading}>
      <ErrorNotice error={error} onRetry={() => list.send({ type: 'list.retry' })} />
      {ready && rows.length === 0 && (
        <div className="paged-table-empty" role="status">
          <i className="pi pi-images" aria-hidden="true" />
          <span>{t('materials.empty')}</span>
        </div>
      )}
      <ul className="material-grid" aria-label={t('materials.gridLabel')}>
        {rows.map((row) => {
          const id = `material-${row.materialId}`
          return (
            <li
              key={row.materialId}
              className={selected.has(row.materialId) ? 'material-tile selected' : 'material-tile'}
            >
              <label htmlFor={id} className="material-tile__image">
                <img
                  src={imageSrc(row.thumbnailUrl ?? row.url)}
                  alt={row.name}
                  loading="lazy"
                  decoding="async"
                  {...thumbnailBox(row)}
                />
              </label>
              <div className="material-tile__name">
                <Checkbox
                  inputId={id}
                  checked={selected.has(row.materialId)}
                  onChange={(e) => onToggle(row, e.checked === true)}
                  aria-label={t('materials.select', { name: row.name })}
                />
                <span title={row.name}>{row.name}</span>
              </div>
              {actions?.(row)}
            </li>
          )
        })}
      </ul>
      {total > query.pageSize && (
        <Paginator
          first={(query.page - 1) * query.pageSize}
          rows={query.pageSize}
          totalRecords={total}
          onPageChange={(e) => list.send({ type: 'list.page', page: e.page + 1, pageSize: e.rows })}
          template="PrevPageLink PageLinks NextPageLink"
        />
      )}
    </div>
  )
}

/** Folder choice: all images, each folder, images in no folder; with counts. */
export function MaterialFolderList({
  folders,
  ungroupedCount,
  total,
  current,
  onChoose,
  actions,
}: {
  folders: { groupId: string; name: string; count: number }[]
  ungroupedCount: number
  total: number
  current: string | undefined
  onChoose: (groupId: string | undefined) => void
  actions?: (folder: { groupId: string; name: string }) => ReactNode
}) {
  const { t } = useTranslation('product-setup')
  const item = (key: string | undefined, label: string, count: number, extra?: ReactNode) => (
    <li key={key ?? 'all'} className={current === key ? 'material-folder active' : 'material-folder'}>
      <button type="button" aria-pressed={current === key} onClick={() => onChoose(key)}>
        <i className="pi pi-folder" aria-hidden="true" />
        <span>{label}</span>
        <span className="material-folder__count">{count}</span>
      </button>
      {extra}
    </li>
  )
  return (
    <nav aria-label={t('materials.folders')} className="material-folders">
      <ul>
        {item(undefined, t('materials.allImages'), total)}
        {folders.map((f) => item(f.groupId, f.name, f.count, actions?.(f)))}
        {item('none', t('materials.ungrouped'), ungroupedCount)}
      </ul>
    </nav>
  )
}
