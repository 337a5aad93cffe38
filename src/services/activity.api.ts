// The activity area's own calls (docs/api.md, Distribution set-up → mini-program): putting
// products into an activity and taking them out. The activity list, detail, status, order
// and edit calls are shared with the mini-program page (distribution-setup.api.ts).
import type {
  AddMpActivityProductsRequest,
  RemoveMpActivityProductsRequest,
} from '../../contract/distribution-setup.schema.ts'
import { control } from './http.ts'

export const addMpActivityProducts = (req: AddMpActivityProductsRequest) =>
  control('addMpActivityProducts', { body: { data: req } })

export const removeMpActivityProducts = (req: RemoveMpActivityProductsRequest) =>
  control('removeMpActivityProducts', { body: { data: req } })
