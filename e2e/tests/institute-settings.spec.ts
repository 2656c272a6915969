import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';
import { E2E_USERS, INSTITUTE } from '../support/users.js';

/**
 * Issue 28 part 3: the admin edits the institute's details (the server's settings until then):
 * a wrong detail is refused beside its field, a right one is saved and what shows the institute
 * follows it. The journey puts the details back as they were, for the journeys after it.
 * Runs at a desktop and a phone width, axe-checked at each step.
 */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`admin edits the institute details (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, E2E_USERS.admin);
    await expect(page).toHaveURL('/admin');

    const panel = page.getByRole('region', { name: 'Institute details' });
    await panel.getByRole('link', { name: 'Edit institute details' }).click();
    await expect(page).toHaveURL('/admin/institute');
    await expect(page.getByRole('heading', { level: 1, name: 'Institute details' })).toBeFocused();
    const name = page.getByLabel(/^Institute name/);
    await expect(name).toHaveValue(INSTITUTE.name);
    await expectAccessible(page, `institute details at ${viewport.width} px`);

    // A wrong detail: refused beside its field, which takes the focus.
    await name.fill('');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(
      page.getByText('Enter the institute name (at most 120 characters).'),
    ).toBeVisible();
    await expect(name).toBeFocused();
    await expectAccessible(page, `institute details with an error at ${viewport.width} px`);

    // A right one: saved, and the institute's branding follows.
    const tagline = page.getByLabel(/^Tagline/);
    const before = await tagline.inputValue();
    const changed = `Learning together at ${viewport.width}`;
    await name.fill(INSTITUTE.name);
    await tagline.fill(changed);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('status')).toContainText('Institute details saved.');
    await expectAccessible(page, `institute details saved at ${viewport.width} px`);
    const branding = await (await page.request.get('/api/branding')).json();
    expect(branding).toMatchObject({ name: INSTITUTE.name, tagline: changed });

    // Back as they were.
    await tagline.fill(before);
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('status')).toContainText('Institute details saved.');
    await expect(tagline).toHaveValue(before);
  });
}
