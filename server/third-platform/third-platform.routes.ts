// Third-party platform (SPEC.md section 7, Integration; route group /third-platform): choose
// an ERP, save its connection parameters (secrets sealed at rest, answered only as "set"),
// and read the products synced from it. For the thirdPlatform area's roles, on the caller's
// own merchant only.
import { emptyRequest } from '../../contract/shared.schema.ts'
import { Hono } from 'hono'
import {
  erpIdRequest,
  platformProductIdRequest,
  platformProductListRequest,
  saveErpParameterRequest,
} from '../../contract/third-platform.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { DEV_SECRET_PASSPHRASE } from './secret-box.ts'
import {
  erpNameList,
  erpParameters,
  findPlatformProduct,
  listPlatformProducts,
  saveErpParameters,
} from './third-platform.repository.ts'

const area = requireArea('third-platform')

export const thirdPlatformRoutes = new Hono<AppEnv>()
  .post('/getErpNameListFromNewMerchant', requireSession, area, async (c) => {
    await body(c, emptyRequest)
    return ok(c, await erpNameList(c.get('deps').db, c.get('caller').partyId))
  })
  .post('/getErpParameterFromNewMerchant', requireSession, area, async (c) => {
    const { erpInfoId } = await body(c, erpIdRequest)
    return ok(c, await erpParameters(c.get('deps').db, c.get('caller').partyId, erpInfoId))
  })
  .post('/savePartyErpParameter', requireSession, area, async (c) => {
    const input = await body(c, saveErpParameterRequest)
    const { db, clock, erpSecretKey } = c.get('deps')
    const partyId = c.get('caller').partyId
    await saveErpParameters(
      db,
      partyId,
      input,
      erpSecretKey ?? DEV_SECRET_PASSPHRASE,
      clock.now().toISOString(),
    )
    return ok(c, await erpParameters(db, partyId, input.erpInfoId))
  })
  .post('/getPlatformProductList', requireSession, area, async (c) => {
    const input = await body(c, platformProductListRequest)
    return ok(c, await listPlatformProducts(c.get('deps').db, c.get('caller').partyId, input, input))
  })
  .post('/getPlatformProductDetail', requireSession, area, async (c) => {
    const { id } = await body(c, platformProductIdRequest)
    const product = await findPlatformProduct(c.get('deps').db, c.get('caller').partyId, id)
    if (!product) throw ApiError.notFound('thirdPlatform.noSuchProduct')
    return ok(c, product)
  })
