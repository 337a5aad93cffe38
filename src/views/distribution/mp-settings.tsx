// The mini-program's pop-up dialog settings and the statistics subscribe switch (the lower
// part of mpManagement), a chunk of its own so the page's list shows first.
import './setup-locales.ts'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputSwitch } from 'primereact/inputswitch'
import { InputText } from 'primereact/inputtext'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MpDialogSetting } from '../../../contract/distribution-setup.schema.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { ImageField } from './image-field.tsx'
import { useLoad } from './use-load.ts'
import { useSetupFieldMessage } from './use-setup-field-message.ts'

// Value lists of the contract (kept here: the contract's schema file is server-only).
const MP_FREQUENCIES: readonly MpDialogSetting['frequency'][] = ['ONCE', 'DAILY', 'ALWAYS']
const MP_LINK_TYPES: readonly MpDialogSetting['linkType'][] = ['NONE', 'PRODUCT', 'ACTIVITY', 'URL']

type DialogDraft = Omit<MpDialogSetting, 'updatedAt'>

export function DialogSettings({ show }: { show: (s: 'success', text: string) => void }) {
  const { t } = useTranslation('distributionSetup')
  const message = useSetupFieldMessage()
  const setting = useLoad((signal) => api.getMpDialogInfo(signal))
  const [draft, setDraft] = useState<DialogDraft | undefined>(undefined)
  const form = useFormSubmit(
    (v: DialogDraft) => api.createMpDialogSetting(v),
    (saved) => {
      const { updatedAt: _, ...rest } = saved
      setDraft(rest)
      show('success', t('mp.dialogSaved'))
      form.reset()
    },
  )
  useEffect(() => {
    if (setting.data) {
      const { updatedAt: _, ...rest } = setting.data
      setDraft(rest)
    }
  }, [setting.data])
  if (!draft) return <ErrorNotice error={setting.error} onRetry={setting.retry} />
  const err = (f: string) => message(form.fieldErrors[f])
  const set = <K extends keyof DialogDraft>(field: K, value: DialogDraft[K]) => {
    form.edit(field)
    setDraft({ ...draft, [field]: value })
  }
  return (
    <form
      className="setup-section"
      aria-labelledby="mp-dialog-title"
      onSubmit={(e) => {
        e.preventDefault()
        form.send(draft)
      }}
    >
      <h2 id="mp-dialog-title">{t('mp.dialogTitle')}</h2>
      <ErrorNotice error={form.error} />
      <div className="setup-form">
        <div className="form-field">
          <label htmlFor="mp-dialog-enabled">{t('fields.dialogEnabled')}</label>
          <InputSwitch
            inputId="mp-dialog-enabled"
            checked={draft.enabled === 1}
            onChange={(e) => set('enabled', e.value ? 1 : 0)}
          />
          {err('enabled') && <small className="p-error">{err('enabled')}</small>}
        </div>
        <FormField id="mp-dialog-frequency" label={t('fields.frequency')} error={err('frequency')}>
          <Dropdown
            value={draft.frequency}
            options={MP_FREQUENCIES.map((f) => ({ label: t(`frequency.${f}`), value: f }))}
            onChange={(e) => set('frequency', e.value)}
          />
        </FormField>
        <FormField id="mp-dialog-link-type" label={t('fields.linkType')} error={err('linkType')}>
          <Dropdown
            value={draft.linkType}
            options={MP_LINK_TYPES.map((f) => ({ label: t(`linkType.${f}`), value: f }))}
            onChange={(e) => set('linkType', e.value)}
          />
        </FormField>
        {draft.linkType !== 'NONE' && (
          <FormField
            id="mp-dialog-link-value"
            label={t(`linkValue.${draft.linkType}`)}
            error={err('linkValue')}
          >
            <InputText value={draft.linkValue} onChange={(e) => set('linkValue', e.target.value)} />
          </FormField>
        )}
        <div className="wide">
          <ImageField
            label={t('fields.dialogImage')}
            url={draft.imageUrl}
            error={form.fieldErrors.imageUrl}
            onChange={(url) => set('imageUrl', url)}
          />
        </div>
      </div>
      <div className="setup-form-actions">
        <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={form.busy} />
      </div>
    </form>
  )
}

export function StatisticsSwitch({ show }: { show: (s: 'success', text: string) => void }) {
  const { t } = useTranslation('distributionSetup')
  const current = useLoad((signal) => api.getMiniStatisticsSubscribeMessage(signal))
  const [enabled, setEnabled] = useState<boolean | undefined>(undefined)
  const form = useFormSubmit(
    (v: { enabled: 0 | 1 }) => api.editStatisticsStatus(v.enabled),
    (saved) => {
      setEnabled(saved.enabled === 1)
      show('success', t('mp.statisticsSaved'))
      form.reset()
    },
  )
  useEffect(() => {
    if (current.data) setEnabled(current.data.enabled === 1)
  }, [current.data])
  return (
    <div className="setup-section">
      <h2>{t('mp.statisticsTitle')}</h2>
      <ErrorNotice error={form.error ?? current.error} onRetry={current.error ? current.retry : undefined} />
      {enabled !== undefined && (
        <span>
          <Checkbox
            inputId="mp-statistics"
            checked={enabled}
            disabled={form.busy}
            onChange={(e) => form.send({ enabled: e.checked ? 1 : 0 })}
          />{' '}
          <label htmlFor="mp-statistics">{t('fields.statisticsSubscribe')}</label>
        </span>
      )}
    </div>
  )
}

export default function MpSettings({ show }: { show: (s: 'success', text: string) => void }) {
  return (
    <>
      <DialogSettings show={show} />
      <StatisticsSwitch show={show} />
    </>
  )
}
