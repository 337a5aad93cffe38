// Regions cascade (geoProvinceList → findCityByProvince → findCountiesByCity) and the public
// categories (getPublicCategory): reference data for every signed-in user.
import {
  findCityByProvinceRequest,
  findCountiesByCityRequest,
  publicCategoryRequest,
} from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { payload } from './distribution-input.ts'
import { ok } from '../http/envelope.ts'
import { requireSession } from '../middleware/auth.ts'
import { listCategories, listChildRegions, listProvinces } from '../shared/regions.repository.ts'

export const regionsRoutes = new Hono<AppEnv>()
  .post('/geoProvinceList', requireSession, async (c) => ok(c, await listProvinces(c.get('deps').db)))
  .post('/findCityByProvince', requireSession, async (c) => {
    const { provinceId } = await payload(c, findCityByProvinceRequest)
    return ok(c, await listChildRegions(c.get('deps').db, provinceId, 'CITY'))
  })
  .post('/findCountiesByCity', requireSession, async (c) => {
    const { cityId } = await payload(c, findCountiesByCityRequest)
    return ok(c, await listChildRegions(c.get('deps').db, cityId, 'COUNTY'))
  })
  .post('/getPublicCategory', requireSession, async (c) => {
    const { parentId } = await payload(c, publicCategoryRequest)
    return ok(c, await listCategories(c.get('deps').db, parentId))
  })
