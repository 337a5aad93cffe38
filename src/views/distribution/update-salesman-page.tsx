// /distribution-management/updateSalesman?salesmanId=…
import './distribution-locales.ts'
import { UpdateSalesmanPage } from './salesman-form-page.tsx'

export default UpdateSalesmanPage
