// The distribution and shared namespaces have the same keys in all four languages.
import { describe, expect, it } from 'vitest'
import { distributionResources } from '../../../src/locales/distribution-resources.ts'
import { sharedResources } from '../../../src/locales/shared-resources.ts'

const resources = {
  shared: sharedResources,
  distribution: distributionResources,
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

describe.each(['shared', 'distribution'] as const)('locale namespace %s', (ns) => {
  const english = keys(resources[ns].en).sort()
  it.each(['zh', 'es', 'ja'] as const)('has every English key in %s, and no other', (lng) => {
    expect(keys(resources[ns][lng]).sort()).toEqual(english)
  })
})

describe('distribution upsell text', () => {
  // SPEC.md's text, except its typo 上线 ("online") for 上限 ("limit"), which the dialog corrects.
  it('keeps SPEC.md section 8 in Chinese, with the limit spelt 上限', () => {
    expect(resources.distribution.zh.cooperation.limitTitle).toBe('分销成员达上限')
    expect(resources.distribution.zh.cooperation.limitMessage).toBe(
      '当前版本是分销基础版，成员至多开通300个，现已达到上限，请购买分销旗舰版',
    )
    expect(resources.distribution.zh.actions.renew).toBe('去续费')
  })
})
