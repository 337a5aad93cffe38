// React.lazy for code that may already be loaded (issue 19, the sign-in waterfall). A lazy
// component suspends on its first render even when its module arrived long before (a dynamic
// import answers a promise, which settles a microtask later), and React then holds the page
// behind its fallback for a while. A loader wrapped here remembers its module once loaded, and
// a lazy component made from it then renders at once: a thenable that calls back synchronously
// is what React.lazy reads as already resolved.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export interface ModuleWithDefault {
  default: ComponentType
}

export interface RememberingLoader<T> {
  (): Promise<T>
  /** The module, once a call has loaded it. */
  loaded(): T | undefined
}

/** The loader, loading once (again after a failure) and remembering the module. */
export function remembering<T>(load: () => Promise<T>): RememberingLoader<T> {
  let pending: Promise<T> | undefined
  let module: T | undefined
  const loader = () => {
    pending ??= load().then(
      (m) => {
        module = m
        return m
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  return Object.assign(loader, { loaded: () => module })
}

/** Already settled: React.lazy takes the module in the same render. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
    then: <R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null) =>
      (onFulfilled ? Promise.resolve(onFulfilled(value)) : Promise.resolve(value)) as Promise<R1 | R2>,
  }
}

export function lazyLoaded<T extends ModuleWithDefault>(
  loader: RememberingLoader<T>,
): LazyExoticComponent<T['default']> {
  return lazy(() => {
    const module = loader.loaded()
    return (module ? settled(module) : loader()) as Promise<T>
  })
}
