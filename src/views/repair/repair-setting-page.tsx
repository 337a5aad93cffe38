// Repair settings (/repairSetting): the service (taking jobs, working
// hours), the prices of the service items (basic labour, call-out fee), the warranty and the
// notice, and the repair staff with their open jobs. Only the merchant saves; staff read.
import './repair-locales.ts'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Tag } from 'primereact/tag'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RepairSetting, RepairStaffMember } from '../../../contract/repair.schema.ts'
import { getRepairSetting, getRepairStaffList } from '../../services/repair.api.ts'
import { useLoad } from '../shared/use-load.ts'
import '../shared/card-title.css'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { RepairSettingForm } from './repair-setting-form.tsx'
import { useIsRepairStaff } from './use-repair-role.ts'
import '../shared/setup-page.css'
import '../shared/list-pattern.css'
import './repair.css'

export default function RepairSettingPage() {
  const { t } = useTranslation('repair')
  const staffOnly = useIsRepairStaff()
  const setting = useLoad(useCallback((signal: AbortSignal) => getRepairSetting(signal), []))
  const staff = useLoad(useCallback((signal: AbortSignal) => getRepairStaffList(signal), []))
  const [saved, setSaved] = useState<RepairSetting | undefined>(undefined)
  const shown = saved ?? setting.data
  return (
    <section className="page" aria-labelledby="repair-setting-title" aria-busy={!shown && !setting.error}>
      <header className="page-header">
        <h1 id="repair-setting-title">{t('settings.title')}</h1>
        {shown && (
          <small>
            {shown.updatedAt
              ? t('settings.lastSaved', { at: formatDateTime(shown.updatedAt) })
              : t('settings.neverSaved')}
          </small>
        )}
      </header>
      <ErrorNotice error={setting.error} onRetry={setting.retry} />
      {setting.data && (
        <div className="card">
          <RepairSettingForm setting={setting.data} readOnly={staffOnly} onSaved={setSaved} />
        </div>
      )}
      <section className="card" aria-labelledby="repair-staff-title">
        <h2 id="repair-staff-title" className="card-title">
          {t('settings.staff')}
        </h2>
        <p>{t('settings.staffHint')}</p>
        <ErrorNotice error={staff.error} onRetry={staff.retry} />
        <DataTable
          value={staff.data?.list ?? []}
          dataKey="userLoginId"
          aria-labelledby="repair-staff-title"
          size="small"
        >
          <Column field="name" header={t('settings.staffName')} />
          <Column field="username" header={t('settings.staffUser')} />
          <Column field="mobile" header={t('settings.staffMobile')} />
          <Column
            header={t('settings.staffEnabled')}
            body={(s: RepairStaffMember) => (
              <Tag
                value={s.enabled === 1 ? t('settings.enabled') : t('settings.disabled')}
                severity={s.enabled === 1 ? 'success' : 'secondary'}
              />
            )}
          />
          <Column field="openCount" header={t('settings.openJobs')} />
        </DataTable>
      </section>
    </section>
  )
}
