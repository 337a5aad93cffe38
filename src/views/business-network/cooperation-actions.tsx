// The cooperation and business-product part of busiFriendDetail (the page is the friends
// area's; it renders this with the merchant's partyId and the offer's infoId): apply to
// cooperate (buildBusinessCooperation) and order the merchant's products by category
// (getBusinessProductByType, createBusinessProductPcOrder). Not shown on one's own profile.
import { getPublicCategory } from '../../services/shared.api.ts'
import './business-profile-locales.ts'
import './business-profile.css'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CooperationStanding } from '../../../contract/business-friends.constants.ts'
import { MAX_COOPERATION_MESSAGE_LENGTH } from '../../../contract/business-profile.constants.ts'
import type { BusinessProduct, CooperationBuilt } from '../../../contract/business-profile.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { checkText } from '../../machines/shared/form-checks.ts'
import type { FieldErrors } from '../../machines/shared/form.machine.ts'
import type { ListQuery } from '../../machines/shared/paged-list.machine.ts'
import { buildBusinessCooperation, getBusinessProductByType } from '../../services/business-profile.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { FilterBar, SelectFilter } from '../shared/filter-bar.tsx'
import { TextFormField } from '../shared/form-field.tsx'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { CellText, PagedTable } from '../shared/paged-table.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { BusinessOrderDialog } from './business-order-dialog.tsx'

export interface CooperationActionsProps {
  partyId: string
  infoId?: string | undefined
  companyName: string
}

export function CooperationActions({
  partyId,
  infoId,
  companyName,
  cooperation,
}: CooperationActionsProps & { cooperation: CooperationStanding }) {
  const { t } = useTranslation('business-profile')
  const [applying, setApplying] = useState(false)
  // A member is not offered to apply again (the server would answer "already cooperating");
  // once sent, the application waits for the merchant.
  const [standing, setStanding] = useState(cooperation)
  return (
    <>
      <section className="busi-card" aria-labelledby="busi-coop-title">
        <h2 id="busi-coop-title">{t('cooperation.title')}</h2>
        {standing === 'NONE' ? (
          <Button label={t('cooperation.apply')} icon="pi pi-link" onClick={() => setApplying(true)} />
        ) : (
          <p className="busi-coop-standing">
            <i className={standing === 'MEMBER' ? 'pi pi-check-circle' : 'pi pi-clock'} aria-hidden="true" />{' '}
            {t(standing === 'MEMBER' ? 'cooperation.member' : 'cooperation.pending')}
          </p>
        )}
        {applying && (
          <ApplyDialog
            partyId={partyId}
            infoId={infoId}
            companyName={companyName}
            onClose={(sent) => {
              setApplying(false)
              if (sent) setStanding('PENDING')
            }}
          />
        )}
      </section>
      <BusinessProducts partyId={partyId} />
    </>
  )
}

function ApplyDialog({
  partyId,
  infoId,
  companyName,
  onClose,
}: CooperationActionsProps & { onClose: (sent: boolean) => void }) {
  const { t } = useTranslation('business-profile')
  const { show } = usePageToast()
  const form = useDialogForm<{ message: string }, CooperationBuilt>({
    values: { message: '' },
    validate: (v) => {
      const errors: FieldErrors = {}
      checkText(errors, 'message', v.message, MAX_COOPERATION_MESSAGE_LENGTH)
      return errors
    },
    submit: (v, signal) =>
      buildBusinessCooperation(
        {
          partyId,
          ...(infoId && /^\d+$/.test(infoId) ? { infoId: Number(infoId) } : {}),
          message: v.message.trim(),
        },
        signal,
      ),
    onSubmitted: () => {
      show('success', t('cooperation.applied'))
      onClose(true)
    },
    ns: 'business-profile',
  })
  return (
    <FormDialog
      title={t('cooperation.applyTitle', { name: companyName })}
      confirmLabel={t('cooperation.send')}
      form={form}
      onCancel={() => onClose(false)}
    >
      <TextFormField
        form={form}
        field="message"
        id="busi-coop-message"
        label={t('cooperation.message')}
        max={MAX_COOPERATION_MESSAGE_LENGTH}
        rows={3}
      />
    </FormDialog>
  )
}

function BusinessProducts({ partyId }: { partyId: string }) {
  const { t } = useTranslation('business-profile')
  const { show } = usePageToast()
  const [list] = useState(
    () => (q: ListQuery<{ categoryId?: number }>, signal: AbortSignal) =>
      getBusinessProductByType({ partyId, page: q.page, pageSize: q.pageSize, ...q.filters }, signal),
  )
  const products = usePagedList(list)
  const categories = useLoad((signal) => getPublicCategory(signal))
  const [categoryId, setCategoryId] = useState<string | null>(null)
  const [ordering, setOrdering] = useState<BusinessProduct | undefined>(undefined)
  const price = (p: BusinessProduct) =>
    p.minPrice === p.maxPrice
      ? formatYuan(p.minPrice)
      : `${formatYuan(p.minPrice)} – ${formatYuan(p.maxPrice)}`
  return (
    <section className="busi-card" aria-labelledby="busi-products-title">
      <h2 id="busi-products-title">{t('order.title')}</h2>
      <FilterBar
        label={t('order.title')}
        onSearch={() =>
          products.send({
            type: 'list.filter',
            filters: categoryId ? { categoryId: Number(categoryId) } : {},
          })
        }
        onReset={() => {
          setCategoryId(null)
          products.send({ type: 'list.filter', filters: {} })
        }}
      >
        <SelectFilter<string | null>
          label={t('order.category')}
          value={categoryId}
          placeholder={t('order.allCategories')}
          options={[
            { label: t('order.allCategories'), value: null },
            ...(categories.data ?? []).map((c) => ({ label: c.name, value: c.id })),
          ]}
          onChange={setCategoryId}
        />
      </FilterBar>
      <PagedTable<BusinessProduct>
        list={products}
        dataKey="productId"
        label={t('order.title')}
        emptyMessage={t('order.empty')}
      >
        <Column
          header={t('order.columns.product')}
          body={(p: BusinessProduct) => <CellText text={p.name} />}
        />
        <Column header={t('order.columns.price')} body={price} />
        <Column
          header={t('order.columns.stock')}
          body={(p: BusinessProduct) => p.skus.reduce((sum, s) => sum + s.stock, 0)}
        />
        <Column
          header={t('order.columns.actions')}
          body={(p: BusinessProduct) => (
            <Button
              label={t('order.orderAction')}
              text
              size="small"
              aria-label={`${t('order.orderAction')}: ${p.name}`}
              disabled={p.skus.length === 0}
              onClick={() => setOrdering(p)}
            />
          )}
        />
      </PagedTable>
      {ordering && (
        <BusinessOrderDialog
          partyId={partyId}
          product={ordering}
          onCancel={() => setOrdering(undefined)}
          onOrdered={(created) => {
            setOrdering(undefined)
            show(
              'success',
              t('order.created', { orderNo: created.orderNo, amount: formatYuan(created.payAmount) }),
            )
          }}
        />
      )}
    </section>
  )
}
