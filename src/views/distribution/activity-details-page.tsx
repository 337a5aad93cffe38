// activityDetails[?id=]: a mini-program activity with its products (create or edit).
import './setup-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dialog } from 'primereact/dialog'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { Tag } from 'primereact/tag'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type {
  DisProductRow,
  MpActivityDetail,
  MpActivityProductRow,
} from '../../../contract/distribution-setup.schema.ts'
import { toListRequest } from '../../machines/shared/paged-list.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { PagedTable } from '../shared/paged-table.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { usePagedList } from '../shared/use-paged-list.ts'
import { yuan } from './distribution-format.ts'
import './distribution-setup.css'
import { ImageField } from './image-field.tsx'
import { fenToYuanText, yuanToFen } from './money-input.ts'
import { useLoad } from './use-load.ts'
import { useSetupFieldMessage } from './use-setup-field-message.ts'

interface ProductDraft {
  productId: string
  name: string
  productNo: string
  minPrice: number
  activityPrice: string
}

interface Draft {
  title: string
  coverUrl: string
  description: string
  startAt: string
  endAt: string
  products: ProductDraft[]
}

/** ISO instant ↔ the value of a datetime-local input (the user's local time). */
function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}
function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null
}

const EMPTY: Draft = { title: '', coverUrl: '', description: '', startAt: '', endAt: '', products: [] }

function ProductPicker({
  chosen,
  onPick,
  onClose,
}: {
  chosen: string[]
  onPick: (rows: DisProductRow[]) => void
  onClose: () => void
}) {
  const { t } = useTranslation('distributionSetup')
  const list = usePagedList<DisProductRow, Record<string, unknown>>((query, signal) =>
    api.disGetMyProductList({ ...toListRequest(query), scope: 'APPLIED' }, signal),
  )
  const [selection, setSelection] = useState<DisProductRow[]>([])
  const fresh = selection.filter((r) => !chosen.includes(r.productId))
  const footer = (
    <div className="dialog-footer">
      <Button type="button" label={t('actions.cancel')} outlined onClick={onClose} />
      <Button
        type="button"
        label={t('products.addSelected', { count: fresh.length })}
        disabled={fresh.length === 0}
        onClick={() => onPick(fresh)}
      />
    </div>
  )
  return (
    <Dialog
      header={t('activity.pickTitle')}
      visible
      onHide={onClose}
      footer={footer}
      modal
      style={{ width: 'min(52rem, 96vw)' }}
    >
      <PagedTable<DisProductRow>
        list={list}
        dataKey="productId"
        label={t('activity.pickTable')}
        selection={selection}
        onSelectionChange={setSelection}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="name" header={t('fields.product')} />
        <Column field="productNo" header={t('fields.productNo')} />
        <Column header={t('fields.sellingPrice')} body={(r: DisProductRow) => yuan(r.minPrice)} />
      </PagedTable>
    </Dialog>
  )
}

export default function ActivityDetailsPage() {
  const { t, i18n } = useTranslation('distributionSetup')
  const message = useSetupFieldMessage()
  const { toast, show } = usePageToast()
  const id = new URLSearchParams(useSearch()).get('id') ?? undefined
  const loaded = useLoad(async (signal) => {
    if (!id) return { activity: undefined, products: [] as MpActivityProductRow[] }
    const [activity, products] = await Promise.all([
      api.getMpActivityDetailById(id, signal),
      api.getMpActivityProductList({ activityId: id, pageSize: 100 }, signal),
    ])
    return { activity, products: products.list }
  })
  const [draft, setDraft] = useState<Draft | undefined>(id ? undefined : EMPTY)
  const [activity, setActivity] = useState<MpActivityDetail | undefined>(undefined)
  const [picking, setPicking] = useState(false)
  const form = useFormSubmit(
    (body: Parameters<typeof api.editMpActivity>[0]) => api.editMpActivity(body),
    (saved) => {
      setActivity(saved)
      show('success', t('activity.saved'))
      form.reset()
      if (!id) navigate(`/distribution-management/activityDetails?id=${saved.id}`, { replace: true })
    },
  )
  useEffect(() => {
    const data = loaded.data
    if (!data?.activity) return
    setActivity(data.activity)
    setDraft({
      title: data.activity.title,
      coverUrl: data.activity.coverUrl,
      description: data.activity.description,
      startAt: toLocalInput(data.activity.startAt),
      endAt: toLocalInput(data.activity.endAt),
      products: data.products.map((p) => ({
        productId: p.productId,
        name: p.name,
        productNo: p.productNo,
        minPrice: p.minPrice,
        activityPrice: fenToYuanText(p.activityPrice),
      })),
    })
  }, [loaded.data])

  if (!draft) {
    return (
      <section className="page" aria-busy={!loaded.error}>
        <ErrorNotice error={loaded.error} onRetry={loaded.retry} />
      </section>
    )
  }
  const err = (f: string) => message(form.fieldErrors[f])
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    form.edit(field)
    setDraft({ ...draft, [field]: value })
  }
  const submit = () => {
    const errors: Record<string, string> = {}
    if (draft.title.trim() === '') errors.title = 'required'
    const products = draft.products.map((p, i) => {
      const text = p.activityPrice.trim()
      const fen = text === '' ? null : yuanToFen(text)
      if (fen === undefined) errors[`products.${i}.activityPrice`] = 'money'
      return { productId: p.productId, activityPrice: fen ?? null }
    })
    if (Object.keys(errors).length) {
      form.check(errors)
      return
    }
    form.send({
      ...(id ? { id } : {}),
      title: draft.title,
      coverUrl: draft.coverUrl,
      description: draft.description,
      startAt: fromLocalInput(draft.startAt),
      endAt: fromLocalInput(draft.endAt),
      products,
    })
  }

  return (
    <section className="page" aria-labelledby="activity-title">
      {toast}
      <header className="page-header">
        <h1 id="activity-title">
          {id ? t('routes:pages.activityDetails') : t('titles.newActivity')}{' '}
          {activity && (
            <Tag
              severity={activity.status === 'ENABLED' ? 'success' : 'secondary'}
              value={t(`activityStatus.${activity.status}`)}
            />
          )}
        </h1>
        <Button
          type="button"
          outlined
          label={t('actions.back')}
          onClick={() => navigate('/distribution-management/mpManagement')}
        />
      </header>
      <form
        className="setup-section"
        aria-label={t('routes:pages.activityDetails')}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <ErrorNotice error={form.error} />
        <div className="setup-form">
          <FormField id="activity-title-input" label={t('fields.title')} error={err('title')}>
            <InputText value={draft.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
          </FormField>
          <FormField id="activity-start" label={t('fields.startAt')} error={err('startAt')}>
            <InputText
              type="datetime-local"
              value={draft.startAt}
              onChange={(e) => set('startAt', e.target.value)}
            />
          </FormField>
          <FormField id="activity-end" label={t('fields.endAt')} error={err('endAt')}>
            <InputText
              type="datetime-local"
              value={draft.endAt}
              onChange={(e) => set('endAt', e.target.value)}
            />
          </FormField>
          <div className="wide">
            <ImageField
              label={t('fields.cover')}
              url={draft.coverUrl}
              error={form.fieldErrors.coverUrl}
              onChange={(url) => set('coverUrl', url)}
            />
          </div>
          <div className="wide">
            <FormField id="activity-description" label={t('fields.description')} error={err('description')}>
              <InputTextarea
                value={draft.description}
                rows={3}
                autoResize
                onChange={(e) => set('description', e.target.value)}
              />
            </FormField>
          </div>
        </div>
        <div className="page-header">
          <h2>{t('activity.products')}</h2>
          <Button
            type="button"
            size="small"
            icon="pi pi-plus"
            label={t('actions.addProducts')}
            onClick={() => setPicking(true)}
          />
        </div>
        <DataTable
          // PrimeReact memoizes body cells: a new language must redraw them.
          key={i18n.language}
          value={draft.products}
          dataKey="productId"
          size="small"
          emptyMessage={t('activity.noProducts')}
          aria-label={t('activity.products')}
        >
          <Column field="name" header={t('fields.product')} />
          <Column field="productNo" header={t('fields.productNo')} />
          <Column header={t('fields.sellingPrice')} body={(p: ProductDraft) => yuan(p.minPrice)} />
          <Column
            header={t('fields.activityPrice')}
            body={(p: ProductDraft, o: { rowIndex: number }) => {
              const error = err(`products.${o.rowIndex}.activityPrice`)
              return (
                <>
                  <InputText
                    aria-label={`${t('fields.activityPrice')} ${p.name}`}
                    inputMode="decimal"
                    value={p.activityPrice}
                    invalid={!!error}
                    onChange={(e) =>
                      set(
                        'products',
                        draft.products.map((x) =>
                          x.productId === p.productId ? { ...x, activityPrice: e.target.value } : x,
                        ),
                      )
                    }
                  />
                  {error && (
                    <small className="p-error" role="alert">
                      {error}
                    </small>
                  )}
                </>
              )
            }}
          />
          <Column
            header={t('fields.actions')}
            body={(p: ProductDraft) => (
              <Button
                type="button"
                size="small"
                text
                severity="danger"
                label={t('actions.remove')}
                aria-label={`${t('actions.remove')} ${p.name}`}
                onClick={() =>
                  set(
                    'products',
                    draft.products.filter((x) => x.productId !== p.productId),
                  )
                }
              />
            )}
          />
        </DataTable>
        <div className="setup-form-actions">
          <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={form.busy} />
        </div>
      </form>
      {picking && (
        <ProductPicker
          chosen={draft.products.map((p) => p.productId)}
          onClose={() => setPicking(false)}
          onPick={(rows) => {
            setPicking(false)
            set('products', [
              ...draft.products,
              ...rows.map((r) => ({
                productId: r.productId,
                name: r.name,
                productNo: r.productNo,
                minPrice: r.minPrice,
                activityPrice: '',
              })),
            ])
          }}
        />
      )}
    </section>
  )
}
