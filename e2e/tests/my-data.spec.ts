import fs from 'node:fs';
import { E2E_STUDENT, E2E_USERS } from '../support/users.js';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';

/**
 * Issue 19 part 3 (DPDP Act s.11): the guardian, signed in as the student, downloads everything
 * Pragati holds and finds the intake and who viewed the record.
 */
test('the student downloads their data, with the intake and the record of views', async ({
  page,
}) => {
  await signIn(page, E2E_USERS.student);
  await page.getByRole('link', { name: 'My data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Grievance officer' })).toContainText('Meena Rao');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectAccessible(page, `my data at ${width} px`);
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^pragati-my-data-e2e-student-\d{4}-\d\d-\d\d\.json$/,
  );
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.details.info).toMatchObject({
    regNo: E2E_USERS.student.userId,
    name: E2E_STUDENT.name,
  });
  expect(JSON.stringify(data)).not.toContain(E2E_STUDENT.aadhaar);
  // The student's own view of the easy-read home (just opened) is in the record of views.
  expect(data.recordViews).toContainEqual(
    expect.objectContaining({ by: E2E_USERS.student.userId, action: 'student.easyRead.view' }),
  );
  await expect(page.getByText('Your file has been downloaded.')).toBeVisible();
  await expectAccessible(page, 'my data after the download');
});
