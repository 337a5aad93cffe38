// Material library (/product-management/materialLibrary): the merchant's images in folders.
// Upload several at once (the server checks each file's content and size), rename, move the
// ticked images to a folder, delete (refused while a product shows the image: the server's
// message names the product). Folders are added, renamed and deleted beside the grid.
import { useActorRef, useSelector } from '../shared/actors.ts'
import { Button } from 'primereact/button'
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog'
import { Dropdown } from 'primereact/dropdown'
import { ProgressBar } from 'primereact/progressbar'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import {
  MAX_FILES_PER_BATCH,
  MAX_FOLDER_NAME_LENGTH,
  MAX_MATERIAL_NAME_LENGTH,
} from '../../../contract/product-setup.constants.ts'
import type { MaterialRow } from '../../../contract/product-setup.schema.ts'
import { registerProductSetupLocales } from '../../locales/product-setup-resources.ts'
import { materialUploadMachine } from '../../machines/products/material-upload.machine.ts'
import * as api from '../../services/product-setup.api.ts'
import { useUploadedImageSrc } from '../../root-context.tsx'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { MaterialFolderList, MaterialGrid } from './material-grid.tsx'
import { MaterialNameDialog } from './material-name-dialog.tsx'

registerProductSetupLocales()

type Naming =
  | { kind: 'newFolder' }
  | { kind: 'folder'; groupId: string; name: string }
  | { kind: 'image'; row: MaterialRow }

export default function MaterialLibraryPage() {
  const { t } = useTranslation('product-setup')
  const toast = usePageToast()
  const imageSrc = useUploadedImageSrc()
  const folders = useLoad((signal) => api.getMaterialFolders(signal))
  const list = usePagedList<MaterialRow, api.MaterialFilters>(api.getMaterialList, { pageSize: 24 })
  const groupId = useSelector(list, (s) => (s.context.query.filters as api.MaterialFilters).groupId)
  const [selected, setSelected] = useState<Map<string, MaterialRow>>(new Map())
  const [naming, setNaming] = useState<Naming>()
  const [moveTo, setMoveTo] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const refresh = () => {
    folders.reload()
    list.send({ type: 'list.refresh' })
  }
  const [uploadLogic] = useState(() =>
    materialUploadMachine.provide({
      actors: { upload: fromPromise(({ input }) => api.uploadMaterial(input.file, input.groupId)) },
    }),
  )
  const upload = useActorRef(uploadLogic)
  const busy = useSelector(upload, (s) => s.hasTag('busy'))
  const up = useSelector(upload, (s) => s.context)
  const wasBusy = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a batch ends
  useEffect(() => {
    if (busy) wasBusy.current = true
    else if (wasBusy.current) {
      wasBusy.current = false
      refresh()
      const ok = up.done - up.failures.length
      if (ok > 0) toast.show('success', t('materials.uploaded', { count: ok }))
    }
  }, [busy])

  const removal = useFormSubmit(
    (v: { id: string }) => api.deleteMaterial(v.id),
    () => {
      toast.show('success', t('materials.deleted'))
      setSelected(new Map())
      refresh()
    },
  )
  const folderRemoval = useFormSubmit(
    (v: { id: string }) => api.deleteMaterialFolder(v.id),
    () => {
      list.send({ type: 'list.filter', filters: {} })
      refresh()
    },
  )
  const move = useFormSubmit(
    (v: { ids: string[]; to: string | null }) => api.moveMaterials(v.ids, v.to),
    (r) => {
      toast.show('success', t('materials.moved', { count: r.moved }))
      setSelected(new Map())
      refresh()
    },
  )
  const toggle = (row: MaterialRow, checked: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev)
      if (checked) next.set(row.materialId, row)
      else next.delete(row.materialId)
      return next
    })
  const askDelete = (row: MaterialRow) =>
    confirmDialog({
      header: t('materials.deleteHeader'),
      message: t('materials.deleteConfirm', { name: row.name }),
      acceptLabel: t('actions.delete'),
      rejectLabel: t('actions.cancel'),
      acceptClassName: 'p-button-danger',
      accept: () => removal.send({ id: row.materialId }),
    })
  const askDeleteFolder = (f: { groupId: string; name: string }) =>
    confirmDialog({
      header: t('materials.deleteFolderHeader'),
      message: t('materials.deleteFolderConfirm', { name: f.name }),
      acceptLabel: t('actions.delete'),
      rejectLabel: t('actions.cancel'),
      acceptClassName: 'p-button-danger',
      accept: () => folderRemoval.send({ id: f.groupId }),
    })
  const folderOptions = [
    { label: t('materials.ungrouped'), value: null },
    ...(folders.data?.list ?? []).map((f) => ({ label: f.name, value: f.groupId })),
  ]

  return (
    <section className="page" aria-labelledby="material-library-title">
      <ConfirmDialog />
      <header className="page-header">
        <h1 id="material-library-title">{t('materials.title')}</h1>
        <div className="material-toolbar">
          <Button
            label={t('materials.newFolder')}
            icon="pi pi-folder-plus"
            outlined
            onClick={() => setNaming({ kind: 'newFolder' })}
          />
          <Button
            label={t('materials.upload')}
            icon="pi pi-upload"
            loading={busy}
            onClick={() => fileInput.current?.click()}
          />
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            multiple
            hidden
            aria-label={t('materials.upload')}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])].slice(0, MAX_FILES_PER_BATCH)
              e.target.value = ''
              upload.send({ type: 'upload.start', files, groupId })
            }}
          />
        </div>
      </header>
      <p className="field-hint">{t('materials.uploadHint', { max: MAX_FILES_PER_BATCH })}</p>
      {busy && (
        <div className="material-upload-progress">
          <ProgressBar
            value={Math.round((up.done / Math.max(1, up.files.length)) * 100)}
            aria-label={t('materials.uploading', { done: up.done, total: up.files.length })}
          />
          <small>{t('materials.uploading', { done: up.done, total: up.files.length })}</small>
        </div>
      )}
      {up.failures.length > 0 && (
        <div className="error-notice p-message p-message-error" role="alert">
          <ul>
            {up.failures.map((f, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the list is rebuilt per batch
              <li key={i}>{t('materials.uploadFailed', { name: f.name, message: f.message })}</li>
            ))}
          </ul>
          <Button
            type="button"
            size="small"
            text
            label={t('actions.close')}
            onClick={() => upload.send({ type: 'upload.dismiss' })}
          />
        </div>
      )}
      <ErrorNotice error={folders.error} onRetry={folders.retry} />
      <ErrorNotice error={removal.error ?? folderRemoval.error ?? move.error} />
      <div className="card material-layout">
        <MaterialFolderList
          folders={folders.data?.list ?? []}
          ungroupedCount={folders.data?.ungroupedCount ?? 0}
          total={folders.data?.total ?? 0}
          current={groupId}
          onChoose={(g) => {
            setSelected(new Map())
            list.send({ type: 'list.filter', filters: { groupId: g } })
          }}
          actions={(f) => (
            <span className="material-tile__actions">
              <Button
                icon="pi pi-pencil"
                text
                size="small"
                aria-label={`${t('actions.rename')}: ${f.name}`}
                onClick={() => setNaming({ kind: 'folder', ...f })}
              />
              <Button
                icon="pi pi-trash"
                text
                size="small"
                severity="danger"
                aria-label={`${t('actions.delete')}: ${f.name}`}
                onClick={() => askDeleteFolder(f)}
              />
            </span>
          )}
        />
        <div>
          <div className="material-toolbar">
            <span role="status">{t('materials.selectedCount', { count: selected.size })}</span>
            <Dropdown
              value={moveTo}
              options={folderOptions}
              onChange={(e) => setMoveTo(e.value)}
              aria-label={t('materials.moveTarget')}
              placeholder={t('materials.moveTarget')}
              disabled={selected.size === 0}
            />
            <Button
              label={t('materials.move')}
              icon="pi pi-arrow-right"
              outlined
              disabled={selected.size === 0}
              loading={move.busy}
              onClick={() => move.send({ ids: [...selected.keys()], to: moveTo })}
            />
          </div>
          <MaterialGrid
            list={list}
            selected={selected}
            onToggle={toggle}
            actions={(row) => (
              <span className="material-tile__actions">
                {/* The tile shows the thumbnail; this opens the full image. */}
                <a
                  className="p-button p-component p-button-icon-only p-button-text p-button-sm"
                  href={imageSrc(row.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={t('materials.openFull', { name: row.name })}
                >
                  <i className="p-button-icon pi pi-external-link" aria-hidden="true" />
                  <span className="visually-hidden">{t('materials.openFull', { name: row.name })}</span>
                </a>
                <Button
                  icon="pi pi-pencil"
                  text
                  size="small"
                  aria-label={`${t('actions.rename')}: ${row.name}`}
                  onClick={() => setNaming({ kind: 'image', row })}
                />
                <Button
                  icon="pi pi-trash"
                  text
                  size="small"
                  severity="danger"
                  aria-label={`${t('actions.delete')}: ${row.name}`}
                  disabled={removal.busy}
                  onClick={() => askDelete(row)}
                />
              </span>
            )}
          />
        </div>
      </div>
      {naming && (
        <MaterialNameDialog
          title={naming.kind === 'newFolder' ? t('materials.newFolder') : t('actions.rename')}
          label={naming.kind === 'image' ? t('materials.imageName') : t('materials.folderName')}
          initial={
            naming.kind === 'newFolder' ? '' : naming.kind === 'folder' ? naming.name : naming.row.name
          }
          max={naming.kind === 'image' ? MAX_MATERIAL_NAME_LENGTH : MAX_FOLDER_NAME_LENGTH}
          save={(name) =>
            naming.kind === 'image'
              ? api.renameMaterial(naming.row.materialId, name)
              : api.saveMaterialFolder(
                  naming.kind === 'folder' ? { groupId: naming.groupId, name } : { name },
                )
          }
          onSaved={() => {
            setNaming(undefined)
            refresh()
          }}
          onCancel={() => setNaming(undefined)}
        />
      )}
    </section>
  )
}
