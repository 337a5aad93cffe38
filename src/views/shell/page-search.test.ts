import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildPagePinyin, PAGE_PINYIN_FILE } from '../../../scripts/page-pinyin.ts'
import zhRoutes from '../../locales/zh/routes.json' with { type: 'json' }
import pagePinyin from './page-pinyin.json' with { type: 'json' }
import { pinyinForms, type SearchablePage, searchPages } from './page-search.ts'

const table: Record<string, string> = pagePinyin

/** Pages as the header search builds them in Chinese: title and group with their pinyin. */
function zhPage(
  id: keyof typeof zhRoutes.pages,
  group?: keyof typeof zhRoutes.groups,
): SearchablePage<string> {
  const title = zhRoutes.pages[id]
  const groupTitle = group ? zhRoutes.groups[group] : ''
  return {
    item: id,
    title,
    group: groupTitle,
    path: `/${group ?? 'top'}/${id}`,
    titlePinyin: table[title],
    groupPinyin: table[groupTitle],
  }
}

const pages = [
  zhPage('dashboard'),
  zhPage('buyVipMember'),
  zhPage('disProduct', 'distributionManagement'),
  zhPage('members', 'distributionManagement'),
  zhPage('ranks', 'distributionManagement'),
  zhPage('rankMembers', 'distributionManagement'),
  zhPage('salesOrder', 'orderManagement'),
  zhPage('orderAfterSales', 'orderManagement'),
]

describe('page search', () => {
  it('finds 会员管理 by its pinyin, whole or by initials', () => {
    expect(searchPages(pages, 'hygl')).toEqual(['members'])
    expect(searchPages(pages, 'huiyuanguanli')).toEqual(['members'])
    expect(searchPages(pages, 'HuiYuan')[0]).toBe('members')
    expect(searchPages(pages, 'hui yuan')[0]).toBe('members')
  })

  it('lists titles that start with the query first, then other titles, then group matches', () => {
    // 会员 is in three titles, first in one; 分销 (fx) is the group of several pages and starts one title.
    expect(searchPages(pages, 'huiyuan')).toEqual(['members', 'buyVipMember', 'rankMembers'])
    expect(searchPages(pages, 'fx')).toEqual(['disProduct', 'members', 'ranks', 'rankMembers'])
  })

  it('matches Chinese text, every word of the query, and the path', () => {
    expect(searchPages(pages, '会员')).toEqual(['members', 'buyVipMember', 'rankMembers'])
    expect(searchPages(pages, 'dd 详情')).toEqual([])
    expect(searchPages(pages, 'dd orderaftersales')).toEqual(['orderAfterSales'])
    expect(searchPages(pages, 'nothing like this')).toEqual([])
  })

  it('without pinyin (English titles) matches the text only, ignoring case and accents', () => {
    const en: SearchablePage<string>[] = [
      { item: 'members', title: 'Members', group: 'Distribution', path: '/d/members' },
      { item: 'menu', title: 'Menú', group: '', path: '/menu' },
    ]
    expect(searchPages(en, 'hygl')).toEqual([])
    expect(searchPages(en, 'MEMB')).toEqual(['members'])
    expect(searchPages(en, 'menu')).toEqual(['menu'])
    expect(searchPages(en, '')).toEqual(['members', 'menu'])
  })

  it('offers at most the limit', () => {
    expect(searchPages(pages, '', 3)).toHaveLength(3)
  })

  it('types pinyin as it is typed: run together, and initials', () => {
    expect(pinyinForms('hui yuan guan li')).toEqual(['huiyuanguanli', 'hygl'])
    expect(pinyinForms(undefined)).toEqual([])
  })
})

describe('page-pinyin.json', () => {
  it('holds the pinyin-pro reading of every Chinese page and group title (else run scripts/page-pinyin.ts)', () => {
    expect(JSON.parse(readFileSync(PAGE_PINYIN_FILE, 'utf8'))).toEqual(buildPagePinyin())
    expect(table.会员管理).toBe('hui yuan guan li')
  })
})

describe('page search in any language (issue 35)', () => {
  // The English interface: the title shown is English, the others and the pinyin are there too.
  const inEnglish: SearchablePage<string>[] = [
    {
      item: 'createAnn',
      title: 'New announcement',
      group: 'Messages',
      path: '/createAnn',
      otherTitles: ['New announcement', '新建公告', 'Nuevo anuncio', 'お知らせの作成'],
      titlePinyin: 'xin jian gong gao',
    },
    { item: 'orderList', title: 'Orders', group: 'Orders', path: '/orderList', otherTitles: ['订单列表'] },
  ]

  it('finds a page by its title in another language and by pinyin', () => {
    expect(searchPages(inEnglish, '公告')).toEqual(['createAnn'])
    expect(searchPages(inEnglish, 'anuncio')).toEqual(['createAnn'])
    expect(searchPages(inEnglish, 'xjgg')).toEqual(['createAnn'])
    expect(searchPages(inEnglish, '订单')).toEqual(['orderList'])
  })
})
