// The distribution set-up calls (issue 7 part B), one router for the area's route module
// to mount: regions and categories, products, supplier info and agreement, mini-program,
// open membership.
import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { membershipRoutes } from './membership.routes.ts'
import { miniProgramRoutes } from './mini-program.routes.ts'
import { productsRoutes } from './products.routes.ts'
import { regionsRoutes } from './regions.routes.ts'
import { supplierRoutes } from './supplier.routes.ts'

export const distributionSetupRoutes = new Hono<AppEnv>()
  .route('/', regionsRoutes)
  .route('/', productsRoutes)
  .route('/', supplierRoutes)
  .route('/', miniProgramRoutes)
  .route('/', membershipRoutes)
