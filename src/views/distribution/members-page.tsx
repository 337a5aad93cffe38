// Members (SPEC.md: /distribution-management/members, cached): search, status and rank /
// group / salesman filters, paging; enable/disable, remark, rank, groups, salesman (one or
// the selected members). The rules live in members-page.machine; this page only renders.
import './distribution-locales.ts'
import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import * as api from '../../services/distribution.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { usePagedList } from '../shared/use-paged-list.ts'
import { MemberActionDialog } from './member-action-dialog.tsx'
import { MembersFilterBar } from './members-filter-bar.tsx'
import { MembersTable } from './members-table.tsx'
import { useDistributionOptions } from './use-distribution-options.ts'
import { useMembersPage } from './use-members-page.ts'

export function MembersPage() {
  const { t } = useTranslation('distribution')
  const { show } = usePageToast()
  const list = usePagedList(api.getMemberData)
  const options = useDistributionOptions()
  const page = useMembersPage(list, {
    saved: () => show('success', t('members.saved')),
    statusChanged: () => show('success', t('members.statusChanged')),
  })
  const statusError = useSelector(page, (s) => s.context.statusError)
  const dialog = useSelector(page, (s) => s.context.dialog)

  return (
    <section className="page" aria-labelledby="members-title">
      <header className="page-header">
        <h1 id="members-title">{t('routes:pages.members')}</h1>
      </header>
      <MembersFilterBar
        page={page}
        ranks={options.ranks}
        groups={options.groups}
        salesmen={options.salesmen}
      />
      <ErrorNotice error={statusError} />
      <MembersTable list={list} page={page} />
      {dialog && (
        <MemberActionDialog
          kind={dialog.kind}
          members={dialog.members}
          ranks={options.ranks}
          groups={options.groups}
          salesmen={options.salesmen}
          onCancel={() => page.send({ type: 'member.cancel' })}
          onDone={() => page.send({ type: 'member.saved' })}
        />
      )}
    </section>
  )
}

export default MembersPage
