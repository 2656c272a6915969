/** The role every PostgreSQL test works as (global-setup.ts makes it): no owner, no superuser. */
export const TEST_APP_ROLE = 'pragati_test_app';
