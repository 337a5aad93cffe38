// Business cards (exchange certificates) of the merchants and the exchange applications
// between them, some waiting for a decision.
import type { NewExchangeApplication, NewExchangeCertificate } from '../schema.ts'
import { demoAccount } from './demo-accounts.ts'
import { type SeedContext, days, hours, mobile, plus } from './seed-context.ts'
import { streetAddress } from './cn-names.ts'
import { regionOf } from './geo-regions.data.ts'

const HOLDERS = ['tradebase', 'distributionbase', 'distributionpro', 'ordering', 'tcbase'] as const

/** Applications: applicant -> owner of the card applied for, and the outcome. */
const APPLICATIONS: readonly (readonly [string, string, 'PENDING' | 'ACCEPTED' | 'REJECTED'])[] = [
  ['ordering', 'tradebase', 'PENDING'],
  ['distributionbase', 'tradebase', 'PENDING'],
  ['tcbase', 'tradebase', 'ACCEPTED'],
  ['distributionpro', 'ordering', 'PENDING'],
  ['tradebase', 'distributionpro', 'ACCEPTED'],
  ['tcbase', 'distributionpro', 'REJECTED'],
  ['ordering', 'distributionbase', 'PENDING'],
]

const POSITIONS = ['总经理', '销售总监', '采购经理', '渠道经理', '店长']

export async function seedCertificates(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const certificates: NewExchangeCertificate[] = []
  const cardOf = new Map<string, number>()
  for (const [i, username] of HOLDERS.entries()) {
    const acc = demoAccount(username)
    // The card carries its holder's own phone and address (the draws stay for the values after them).
    const party = await ctx.db
      .selectFrom('party')
      .select(['contact_phone', 'county_id', 'address'])
      .where('id', '=', acc.partyId)
      .executeTakeFirstOrThrow()
    const position = faker.helpers.arrayElement(POSITIONS)
    const drawnPhone = mobile(faker)
    const created = new Date(ctx.now.getTime() - days(90 - i * 7)).toISOString()
    const id = ctx.ids.next('exchange_certificate')
    cardOf.set(username, id)
    certificates.push({
      id,
      party_id: acc.partyId,
      title: `${acc.merchantName}名片`,
      company_name: acc.merchantName,
      contact_name: acc.displayName,
      position,
      phone: party.contact_phone || drawnPhone,
      email: `${acc.username}@demo.example.cn`,
      wechat: `wx_${acc.username}`,
      address: ((street) => (party.county_id ? `${regionOf(party.county_id).text}${party.address}` : street))(
        streetAddress(faker),
      ),
      logo_url: '',
      intro: `${acc.merchantName}，诚信经营，欢迎洽谈合作。`,
      status: 'ACTIVE',
      created_at: created,
      updated_at: created,
    })
  }
  const applications: NewExchangeApplication[] = APPLICATIONS.map(([applicant, owner, status], i) => {
    const created = new Date(
      ctx.now.getTime() - (status === 'PENDING' ? hours(3 + i * 5) : days(10 + i)),
    ).toISOString()
    return {
      id: ctx.ids.next('exchange_application'),
      party_id: demoAccount(owner).partyId,
      certificate_id: cardOf.get(owner) as number,
      applicant_party_id: demoAccount(applicant).partyId,
      applicant_certificate_id: cardOf.get(applicant) ?? null,
      message: `您好，我是${demoAccount(applicant).merchantName}的${demoAccount(applicant).displayName}，希望交换名片。`,
      status,
      reject_text: status === 'REJECTED' ? '暂无合作计划' : '',
      decided_at: status === 'PENDING' ? null : plus(created, hours(5)),
      created_at: created,
    }
  })
  await ctx.insert('exchange_certificate', certificates)
  await ctx.insert('exchange_application', applications)
}
