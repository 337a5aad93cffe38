// Limits and statuses of project management (route group /project-management), without the
// schema library: projects.schema.ts validates with them; the browser's pages read them.

/** A project's states (project.status). */
export const PROJECT_STATUSES = ['PLANNING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

/** A project order's states (project_order.status). */
export const PROJECT_ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const
export type ProjectOrderStatus = (typeof PROJECT_ORDER_STATUSES)[number]

export const MAX_PROJECT_KEYWORD_LENGTH = 100
