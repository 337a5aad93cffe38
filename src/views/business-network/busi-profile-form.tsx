// The own business profile's form (busiEditOwnInfo) on the one form pattern: the draft, checks
// and request mapping are in src/machines/business-network/profile-form.ts; this renders fields.
import type { CategoryItem } from '../../../contract/shared.schema.ts'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputTextarea } from 'primereact/inputtextarea'
import { MultiSelect } from 'primereact/multiselect'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  BUSINESS_TYPES,
  MAX_ADDRESS_LENGTH,
  MAX_COMPANY_NAME_LENGTH,
  MAX_CONTACT_NAME_LENGTH,
  MAX_INDUSTRY_LENGTH,
  MAX_INTRO_LENGTH,
  MAX_MAIN_BUSINESS_LENGTH,
  MAX_PROFILE_IMAGES,
} from '../../../contract/business-profile.constants.ts'
import type { BusiProfile } from '../../../contract/business-profile.schema.ts'
import {
  type ProfileDraft,
  profileDraft,
  profileRequest,
  validateProfile,
} from '../../machines/business-network/profile-form.ts'
import { useUploadedImageSrc } from '../../root-context.tsx'
import { saveBusiPartyInfo } from '../../services/business-profile.api.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { regionErrors, regionOf } from '../shared/region-fields.tsx'
import { FormField, TextFormField } from '../shared/form-field.tsx'
import { useForm } from '../shared/use-form.ts'
import { BusiImageField } from './busi-image-field.tsx'
import { BusiRegionFields } from './busi-region-fields.tsx'

type TextKey = 'companyName' | 'industry' | 'mainBusiness' | 'contactName' | 'contactPhone' | 'address'
const LIMITS: Record<TextKey, number> = {
  companyName: MAX_COMPANY_NAME_LENGTH,
  industry: MAX_INDUSTRY_LENGTH,
  mainBusiness: MAX_MAIN_BUSINESS_LENGTH,
  contactName: MAX_CONTACT_NAME_LENGTH,
  contactPhone: 32,
  address: MAX_ADDRESS_LENGTH,
}

export interface BusiProfileFormProps {
  profile: BusiProfile | null
  categories: CategoryItem[]
  onSaved: (saved: BusiProfile) => void
}

export function BusiProfileForm({ profile, categories, onSaved }: BusiProfileFormProps) {
  const { t } = useTranslation('business-profile')
  const src = useUploadedImageSrc()
  const [initial] = useState(() => profileDraft(profile))
  const form = useForm<ProfileDraft, BusiProfile>({
    values: initial,
    validate: validateProfile,
    submit: (d, signal) => saveBusiPartyInfo(profileRequest(d), signal),
    onSubmitted: onSaved,
    ns: 'business-profile',
  })
  const { values, change, message } = form
  const text = (key: TextKey, hint?: string) => (
    <TextFormField
      form={form}
      field={key}
      id={`busi-${key}`}
      label={t(`fields.${key}`)}
      hint={hint}
      max={key === 'contactPhone' ? undefined : LIMITS[key]}
    />
  )
  const imageError = Object.entries(form.fieldErrors).find(([k]) => k.startsWith('images'))?.[0]
  return (
    <form
      className="busi-card"
      aria-label={t('profile.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <ErrorNotice error={form.error} />
      <div className="busi-form">
        <div className="wide">
          <BusiImageField
            label={t('fields.logo')}
            url={values.logoUrl}
            error={form.fieldErrors.logoUrl}
            onChange={(logoUrl) => change({ logoUrl })}
          />
        </div>
        {text('companyName')}
        <FormField id="busi-businessType" label={t('fields.businessType')} error={message('businessType')}>
          <Dropdown
            value={values.businessType}
            options={BUSINESS_TYPES.map((v) => ({ value: v, label: t(`businessType.${v}`) }))}
            onChange={(e) => change({ businessType: e.value })}
          />
        </FormField>
        {text('industry')}
        {text('contactName')}
        {text('contactPhone', t('fields.phoneHint'))}
        <BusiRegionFields
          idPrefix="busi"
          initial={regionOf(initial)}
          errors={regionErrors(message)}
          onChange={(region) => change({ ...region })}
        />
        {text('address')}
        <FormField id="busi-categories" label={t('fields.categories')} error={message('categoryIds')}>
          <MultiSelect
            value={values.categoryIds}
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            filter
            display="chip"
            onChange={(e) => change({ categoryIds: e.value })}
          />
        </FormField>
        <div className="wide">{text('mainBusiness')}</div>
        <div className="wide">
          <FormField
            id="busi-intro"
            label={t('fields.intro')}
            error={message('intro')}
            counter={{ length: values.intro.length, max: MAX_INTRO_LENGTH }}
          >
            <InputTextarea
              rows={4}
              value={values.intro}
              onChange={(e) => change({ intro: e.target.value })}
            />
          </FormField>
        </div>
        <div className="wide">
          <fieldset className="busi-gallery" aria-label={t('fields.images')}>
            {values.images.map((url, i) => (
              <figure key={url}>
                <img src={src(url)} alt={`${t('fields.images')} ${i + 1}`} />
                <Button
                  type="button"
                  text
                  size="small"
                  label={t('actions.removeImage')}
                  aria-label={t('actions.removeImageN', { n: i + 1 })}
                  onClick={() => change({ images: values.images.filter((u) => u !== url) })}
                />
              </figure>
            ))}
            <BusiImageField
              adds
              label={`${t('fields.images')} (${t('fields.imagesHint', { max: MAX_PROFILE_IMAGES })})`}
              url=""
              disabled={values.images.length >= MAX_PROFILE_IMAGES}
              error={imageError ? form.fieldErrors[imageError] : undefined}
              onChange={(url) => url && change({ images: [...values.images, url] })}
            />
          </fieldset>
        </div>
        <div className="wide form-field">
          <span className="busi-actions-row">
            <Checkbox
              inputId="busi-isPublic"
              checked={values.isPublic}
              onChange={(e) => change({ isPublic: e.checked === true })}
            />
            <label htmlFor="busi-isPublic">{t('fields.isPublic')}</label>
          </span>
        </div>
      </div>
      <div className="busi-form-actions">
        <Button type="submit" label={t('shared:actions.save')} icon="pi pi-check" loading={form.busy} />
      </div>
    </form>
  )
}
