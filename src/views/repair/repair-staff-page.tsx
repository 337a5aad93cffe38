// /repair-management/repairStaff: the repair merchant's own staff (issue 33): create, edit,
// disable and reset the password of its repair staff logins. The repair merchant has no account
// management menu (SPEC.md section 6 keeps that flag), so its staff list is this page, which is
// the account area's sub-user list itself, not a copy: the calls, the form and the dialogs are
// the account area's, and the server lets the repair merchant give the repair staff role only.
export { default } from '../account/sub-user-list-page.tsx'
