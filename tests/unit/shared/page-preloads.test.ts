// The build's list of each page's code (scripts/page-preloads-plugin.ts) reads the page loaders
// as they are written: every built page is found, at a module that exists.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { pageModules } from '../../../scripts/page-preloads-plugin.ts'
import { BUILT_PAGE_IDS } from '../../../src/routes/route-table.ts'

const LOADERS = resolve('src/views/shell/page-loaders.ts')

it('reads the module of every built page from the page loaders', () => {
  const modules = pageModules(readFileSync(LOADERS, 'utf8'), LOADERS)
  expect([...modules.keys()].sort()).toEqual([...BUILT_PAGE_IDS].sort())
  for (const module of modules.values()) expect(existsSync(module), module).toBe(true)
  expect(modules.get('productList')).toBe(resolve('src/views/products/product-list-page.tsx'))
})

it('fails the build when a built page has no loader it can read', () => {
  const source = readFileSync(LOADERS, 'utf8').replace(/^\s+productList: .*$/m, '')
  expect(() => pageModules(source, LOADERS)).toThrow(/productList/)
})
