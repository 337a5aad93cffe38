import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Window title = page title + product title, in the current language (SPEC.md section 2). */
export function useWindowTitle(pageTitle: string | undefined): void {
  const { t } = useTranslation()
  const product = t('productTitle')
  useEffect(() => {
    document.title = pageTitle ? t('windowTitle', { page: pageTitle, product }) : product
  }, [t, pageTitle, product])
}
