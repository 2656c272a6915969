import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS } from '../support/users.js';

/**
 * Issue 29 part 2: the admin opens "Groups and classes", enables Secondary and sees its class
 * codes, then disables it again (the data left as found for the journeys after it). Runs at a
 * desktop and a phone width, axe-checked at each step.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`admin enables and disables a group (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, E2E_USERS.admin);
    await expect(page).toHaveURL('/admin');

    const panel = page.getByRole('region', { name: 'Groups and classes' });
    await panel.getByRole('link', { name: 'Open groups and classes' }).click();
    await expect(page).toHaveURL('/admin/groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Groups and classes' })).toBeFocused();
    const table = page.getByRole('table', { name: 'Groups, their classes and students' });
    await expect(table.getByRole('rowheader')).toHaveText([
      'Preprimary',
      'Primary-I',
      'Primary-II',
      'Secondary',
      'Prevocational-I',
      'Prevocational-II',
      'Care group',
    ]);
    await expectAccessible(page, `groups and classes at ${viewport.width} px`);

    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Secondary' }) });
    await expect(row).toContainText('secondary_1');
    await expect(row).toContainText('secondary_3');
    const secondary = page.getByRole('switch', { name: 'Secondary enabled' });
    await expect(secondary).not.toBeChecked();
    await secondary.click({ force: true });
    await expect(page.getByRole('status')).toContainText('Secondary is now enabled.');
    await expect(secondary).toBeChecked();
    const groups = await (await page.request.get('/api/admin/groups')).json();
    expect(groups.data.find((g: { code: string }) => g.code === 'secondary')).toMatchObject({
      enabled: true,
    });
    await expectAccessible(
      page,
      `groups and classes with Secondary enabled at ${viewport.width} px`,
    );

    // Back as it was.
    await secondary.click({ force: true });
    await expect(page.getByRole('status')).toContainText('Secondary is now disabled.');
    await expect(secondary).not.toBeChecked();
  });
}
