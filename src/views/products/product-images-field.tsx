// The product's images, picked from the merchant's material library (the first is the main
// image): thumbnails with a remove button each, and the picker dialog to add more.
import { Button } from 'primereact/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PRODUCT_IMAGES_MAX } from '../../../contract/products.constants.ts'
import { MaterialPicker } from './material-picker.tsx'

interface Props {
  images: string[]
  error: string | undefined
  onChange: (images: string[]) => void
}

export function ProductImagesField({ images, error, onChange }: Props) {
  const { t } = useTranslation('products')
  const [picking, setPicking] = useState(false)
  const room = PRODUCT_IMAGES_MAX - images.length
  return (
    <fieldset className="form-field wide product-images-field">
      <legend>{t('form.images')}</legend>
      <ul className="product-images" aria-label={t('form.images')}>
        {images.map((url, i) => (
          <li key={url}>
            <img src={url} alt={t('form.imageN', { n: i + 1 })} />
            {i === 0 && <span className="product-images__main">{t('form.mainImage')}</span>}
            <Button
              type="button"
              text
              size="small"
              severity="danger"
              icon="pi pi-times"
              aria-label={t('form.removeImage', { n: i + 1 })}
              onClick={() => onChange(images.filter((u) => u !== url))}
            />
          </li>
        ))}
      </ul>
      <div>
        <Button
          type="button"
          outlined
          size="small"
          icon="pi pi-images"
          label={t('form.pickImages')}
          disabled={room <= 0}
          onClick={() => setPicking(true)}
        />
      </div>
      <small className="field-hint">{t('form.imagesHint', { max: PRODUCT_IMAGES_MAX })}</small>
      {error && (
        <small className="p-error" role="alert">
          {error}
        </small>
      )}
      <MaterialPicker
        visible={picking}
        max={room}
        onHide={() => setPicking(false)}
        onPick={(picked) => {
          onChange([...images, ...picked.map((p) => p.url).filter((u) => !images.includes(u))])
          setPicking(false)
        }}
      />
    </fieldset>
  )
}
