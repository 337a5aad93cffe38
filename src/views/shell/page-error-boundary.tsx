import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorLogRef } from '../../root-context.tsx'
import { describeError } from '../../browser/runtime-errors.ts'

interface Props {
  children: ReactNode
  onError: (error: unknown) => void
  fallback: (retry: () => void) => ReactNode
}

class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children
  }
}

/** A page that throws while rendering shows this instead of a blank shell, and the error is logged. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell')
  const errorLog = useErrorLogRef()
  return (
    <Boundary
      onError={(error) => errorLog.send({ type: 'errorLog.record', entry: describeError(error) })}
      fallback={(retry) => (
        <section className="page-error" role="alert">
          <span className="pi pi-exclamation-triangle page-error__icon" aria-hidden="true" />
          <h1>{t('pageError.heading')}</h1>
          <p>{t('pageError.text')}</p>
          <button type="button" className="p-button p-component" onClick={retry}>
            <span className="p-button-label">{t('pageError.retry')}</span>
          </button>
        </section>
      )}
    >
      {children}
    </Boundary>
  )
}
