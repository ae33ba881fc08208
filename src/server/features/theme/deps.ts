import type { OrganizationRepo } from '../../organizations/organization-repo';

/** What the theme routes need: the organizations by slug. */
export type ThemeServices = { organizations: Pick<OrganizationRepo, 'findBySlug'> };
