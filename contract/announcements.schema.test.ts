import { describe, expect, it } from 'vitest'
import { createAnnouncementRequest } from './announcements.schema.ts'

const base = {
  title: '通知',
  body: '<p>x</p>',
  publishStartAt: '2026-11-20T00:00:00.000Z',
  publishEndAt: '2026-12-20T00:00:00.000Z',
}

describe('an announcement cover', () => {
  it('is an http(s) address or a path of this site', () => {
    for (const coverUrl of ['', 'https://cdn.example/a.png', '/control/uploadFile/a.png'])
      expect(createAnnouncementRequest.safeParse({ ...base, coverUrl }).success).toBe(true)
  })

  it('refuses an address a browser reads as another host', () => {
    for (const coverUrl of [
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '\\\\evil.example',
      'javascript:alert(1)',
    ]) {
      const result = createAnnouncementRequest.safeParse({ ...base, coverUrl })
      expect(result.success, coverUrl).toBe(false)
      expect(result.error?.issues[0]).toMatchObject({ path: ['coverUrl'], message: 'urlOrPath' })
    }
  })
})
