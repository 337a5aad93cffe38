// Chinese person, company and street names built from short word lists. Faker's own
// zh_CN generators take ~0.3 ms a name (template parsing); these take microseconds, which
// keeps the whole demo seed well under a second.
import type { Faker } from '@faker-js/faker'

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
]
const GIVEN = [
  ...'伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建国志文斌宇浩凯鹏辉玲婷雪梅琳晨欣怡子轩雨涵博文思远佳慧俊峰海燕晓东红梅立新',
]
const CITY_WORDS = [
  '杭州',
  '义乌',
  '宁波',
  '温州',
  '广州',
  '深圳',
  '佛山',
  '东莞',
  '苏州',
  '南京',
  '无锡',
  '成都',
  '武汉',
  '厦门',
  '青岛',
  '济南',
  '上海',
  '北京',
  '天津',
  '金华',
]
const BRAND_WORDS = [
  '鑫达',
  '恒通',
  '华盛',
  '永信',
  '润泽',
  '宏图',
  '瑞祥',
  '众诚',
  '佳禾',
  '博远',
  '汇丰源',
  '天和',
  '金诺',
  '联创',
  '兴隆',
  '安泰',
  '嘉利',
  '盛世',
  '昌隆',
  '德顺',
]
const INDUSTRIES = [
  '贸易',
  '商贸',
  '五金',
  '电器',
  '日用品',
  '供应链',
  '百货',
  '电子',
  '食品',
  '科技',
  '建材',
  '家居',
]
const SUFFIXES = ['有限公司', '有限公司', '有限责任公司', '商行', '经营部']
const STREETS = [
  '人民路',
  '解放路',
  '中山路',
  '建设路',
  '新华路',
  '文化路',
  '和平路',
  '胜利路',
  '长江路',
  '黄河路',
  '环城北路',
  '工业大道',
  '科技路',
  '商贸城大街',
  '金融街',
  '学府路',
]

export function personName(faker: Faker): string {
  const first = faker.helpers.arrayElement(GIVEN)
  const drawn = faker.number.int(9) < 6 ? faker.helpers.arrayElement(GIVEN) : ''
  // No doubled character (桂桂): the next one of the list instead, without another draw.
  const second = drawn === first ? (GIVEN[(GIVEN.indexOf(drawn) + 1) % GIVEN.length] as string) : drawn
  return faker.helpers.arrayElement(SURNAMES) + first + second
}

/**
 * 城市 + 字号 + 行业 + 有限公司. `city`, when given, is the city the company is registered in
 * (cityWordOf of its county), so the name agrees with the address; the same four draws
 * either way.
 */
export function companyName(faker: Faker, city?: string): string {
  const drawn = faker.helpers.arrayElement(CITY_WORDS)
  return (
    (city || drawn) +
    faker.helpers.arrayElement(BRAND_WORDS) +
    faker.helpers.arrayElement(INDUSTRIES) +
    faker.helpers.arrayElement(SUFFIXES)
  )
}

export function streetAddress(faker: Faker): string {
  return `${faker.helpers.arrayElement(STREETS)}${faker.number.int({ min: 1, max: 999 })}号`
}
