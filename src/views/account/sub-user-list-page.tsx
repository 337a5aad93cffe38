// /account-management/accountManage: the merchant's sub-users, paged, searched and filtered by
// status on the server (the shared list pattern). A sub-user is created and edited on
// editSubUser; disabling or enabling asks first (disabling signs it out at once); a password
// reset takes the new password the merchant types in a dialog.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { Tag } from 'primereact/tag'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { SUB_USER_STATUSES, type SubUserStatus } from '../../../contract/account.constants.ts'
import type { SubUserRow } from '../../../contract/account.schema.ts'
import { type ListQuery, toListRequest } from '../../../contract/list-query.ts'
import { changeSubUserStatus, getSubUserList } from '../../services/account.api.ts'
import { CallConfirmDialog } from '../shared/decision-dialogs.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../shared/filter-bar.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { PagedTable, textColumn, STICKY_RIGHT } from '../shared/paged-table.tsx'
import { RowActions } from '../shared/row-actions.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { ResetPasswordDialog } from './reset-password-dialog.tsx'
import { TotpPolicySection } from './totp-policy-section.tsx'
import './account-locales.ts'
import './account.css'
import { pathTo } from '../../routes/paths.ts'

export const EDIT_SUB_USER = pathTo('editSubUser')

interface SubUserFilters {
  search?: string | undefined
  status?: SubUserStatus | undefined
}

const fetchSubUsers = (query: ListQuery<SubUserFilters>, signal: AbortSignal) =>
  getSubUserList(toListRequest(query), signal)

export default function SubUserListPage() {
  const { t } = useTranslation('account')
  const [, navigate] = useLocation()
  const toast = usePageToast()
  const list = usePagedList(fetchSubUsers)
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<SubUserStatus | ''>('')
  const [switching, setSwitching] = useState<SubUserRow | undefined>()
  const [resetting, setResetting] = useState<SubUserRow | undefined>()
  const refresh = () => list.send({ type: 'list.refresh' })
  const target = (row: SubUserRow): SubUserStatus => (row.status === 'ENABLED' ? 'DISABLED' : 'ENABLED')

  return (
    <section className="page" aria-labelledby="sub-user-list-title">
      <header className="page-header">
        <h1 id="sub-user-list-title">{t('subUsers.title')}</h1>
        <Button label={t('subUsers.create')} icon="pi pi-plus" onClick={() => navigate(EDIT_SUB_USER)} />
      </header>
      <TotpPolicySection />
      <FilterBar
        label={t('subUsers.filterLabel')}
        onSearch={() =>
          list.send({
            type: 'list.filter',
            filters: { search: search.trim() || undefined, status: status || undefined },
          })
        }
        onReset={() => {
          setSearch('')
          setStatus('')
          list.send({ type: 'list.filter', filters: {} })
        }}
      >
        <TextFilter label={t('subUsers.search')} value={search} onChange={setSearch} />
        <SelectFilter<SubUserStatus | ''>
          label={t('fields.status')}
          value={status}
          placeholder={t('status.all')}
          options={[
            { label: t('status.all'), value: '' },
            ...SUB_USER_STATUSES.map((s) => ({ label: t(`status.${s}`), value: s })),
          ]}
          onChange={setStatus}
        />
      </FilterBar>
      <PagedTable<SubUserRow>
        list={list}
        dataKey="userLoginId"
        label={t('subUsers.title')}
        emptyMessage={t('subUsers.empty')}
      >
        {textColumn<SubUserRow>('username', t('fields.username'))}
        {textColumn<SubUserRow>('name', t('fields.name'))}
        <Column field="mobile" header={t('fields.mobile')} />
        <Column
          header={t('fields.roles')}
          body={(r: SubUserRow) => r.roles.map((role) => t(`roles.${role}`)).join(', ')}
        />
        <Column
          header={t('fields.status')}
          body={(r: SubUserRow) => (
            <Tag
              value={t(`status.${r.status}`)}
              severity={r.status === 'ENABLED' ? 'success' : 'secondary'}
            />
          )}
        />
        <Column
          header={t('subUsers.actions')}
          {...STICKY_RIGHT}
          body={(r: SubUserRow) => (
            <RowActions
              subject={r.username}
              actions={[
                {
                  label: t('actions.edit'),
                  onClick: () => navigate(`${EDIT_SUB_USER}?userLoginId=${r.userLoginId}`),
                },
                {
                  label: t(r.status === 'ENABLED' ? 'actions.disable' : 'actions.enable'),
                  danger: r.status === 'ENABLED',
                  onClick: () => setSwitching(r),
                },
                { label: t('actions.resetPassword'), onClick: () => setResetting(r) },
              ]}
            />
          )}
        />
      </PagedTable>
      {switching && (
        <CallConfirmDialog
          title={t(target(switching) === 'DISABLED' ? 'subUsers.disableTitle' : 'subUsers.enableTitle')}
          confirmLabel={t(target(switching) === 'DISABLED' ? 'actions.disable' : 'actions.enable')}
          danger={target(switching) === 'DISABLED'}
          call={(v: { userLoginId: string; status: SubUserStatus }) =>
            changeSubUserStatus(v.userLoginId, v.status)
          }
          values={{ userLoginId: switching.userLoginId, status: target(switching) }}
          onCancel={() => setSwitching(undefined)}
          onDone={() => {
            toast.show(
              'success',
              t(target(switching) === 'DISABLED' ? 'subUsers.disabled' : 'subUsers.enabled', {
                name: switching.username,
              }),
            )
            setSwitching(undefined)
            refresh()
          }}
        >
          <p>
            {t(target(switching) === 'DISABLED' ? 'subUsers.disableConfirm' : 'subUsers.enableConfirm', {
              name: switching.username,
            })}
          </p>
        </CallConfirmDialog>
      )}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onCancel={() => setResetting(undefined)}
          onDone={() => {
            toast.show('success', t('reset.done', { name: resetting.username }), t('reset.doneDetail'), 4000)
            setResetting(undefined)
          }}
        />
      )}
    </section>
  )
}
