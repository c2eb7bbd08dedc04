import { expect, pinClock, test, type Locator, type Page } from './fixtures';
import { a11yPass, drawnInBrowser, fillLogin, PASSWORD, signInAs, site, translation } from './support';

/*
 * The profile screen against the real server. Tests run in parallel with the
 * other files on one database: only Aarav's profile fields are edited (each test
 * its own field) and only Diya's password is changed.
 */

const AARAV = 'aarav@greenfield.test';

async function openProfile(page: Page, login: string, host = 'localhost') {
  await signInAs(page, login, host, 'en', { at: '/profile' });
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.locator('#profile-name')).toBeVisible();
}

/** The value cell of the row labelled `label` (exact). */
const row = (page: Page, label: string): Locator =>
  page
    .locator('.profile-list__row')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** What a sighted user sees in a cell: the cut text when cut, else the value. */
async function shown(cell: Locator): Promise<string> {
  const cut = cell.locator('.profile-value > [aria-hidden="true"]');
  return (
    (await cut.count()) > 0 ? await cut.innerText() : await cell.locator('.profile-value').innerText()
  ).trim();
}

const editButtons = (page: Page) => page.getByRole('button', { name: /^(Edit |Change Photo)/ });

test.describe('profile blocks', () => {
  test(
    'Aarav (school): every block, school wording, cut-offs with the full text in a tooltip',
    { tag: '@walk' },
    async ({ page }) => {
      await openProfile(page, AARAV);
      await expect(page.getByRole('heading', { level: 2, name: 'Aarav Sharma' })).toBeVisible();
      await expect(page.getByText('Joined on 01-04-2025')).toBeVisible();
      for (const block of ['Education', 'Personal Details', 'Father / Parent Details']) {
        await expect(page.getByRole('heading', { level: 2, name: block })).toBeVisible();
      }
      expect(await shown(row(page, 'Contact Number'))).toBe('9000000001');
      expect(await shown(row(page, 'E-mail'))).toBe(AARAV);
      expect(await shown(row(page, 'Standard'))).toBe('Class 8');
      expect(await shown(row(page, 'Section'))).toBe('A');
      expect(await shown(row(page, 'Roll No'))).toBe('12');
      expect(await shown(row(page, 'Mother Tongue'))).toBe('Hindi');
      expect(await shown(row(page, 'Aadhar ID'))).toBe('432187652109');
      expect(await shown(row(page, 'Father Name'))).toBe('Rajesh Sharma');

      // E-mails of parent and guardian: 37 characters and an ellipsis; profession 12; residential address 75.
      const parentEmail = 'rajesh.sharma.family.accounts@greenfield-parents.example';
      expect(await shown(row(page, 'Father E-mail'))).toBe(`${parentEmail.slice(0, 37)}...`);
      await expect(row(page, 'Father E-mail').locator('.profile-value[title]')).toHaveAttribute(
        'title',
        parentEmail,
      );
      const guardianEmail = 'meera.sharma.guardian.contact@greenfield-parents.example';
      expect(await shown(row(page, 'Guardian E-mail'))).toBe(`${guardianEmail.slice(0, 37)}...`);
      expect(await shown(row(page, 'Profession'))).toBe('Civil Engine');
      await expect(row(page, 'Profession').locator('.profile-value[title]')).toHaveAttribute(
        'title',
        'Civil Engineer',
      );
      const residential =
        'House 14, Shanti Kunj Colony, Civil Lines, near Government Girls Hostel, Jaipur, Rajasthan 302006';
      expect(await shown(row(page, 'Residential Address'))).toBe(residential.slice(0, 75));
      await expect(row(page, 'Residential Address').locator('.profile-value[title]')).toHaveAttribute(
        'title',
        residential,
      );
      // Screen readers get the whole value.
      await expect(row(page, 'Residential Address').locator('.sr-only')).toHaveText(residential);

      for (const name of [
        'Edit Address',
        'Edit Birth Place',
        'Edit Blood Group',
        'Edit Date of Birth',
        'Change Photo',
      ]) {
        await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
    },
  );

  test('Dev (partly empty): missing values, -1 and 01-01-1900 show a dash', async ({ page }) => {
    await openProfile(page, '9000000010');
    await expect(page.getByRole('heading', { level: 2, name: 'Dev Patel' })).toBeVisible();
    expect(await shown(row(page, 'Standard'))).toBe('Class 12');
    expect(await shown(row(page, 'Father Name'))).toBe('Mahesh Patel');
    for (const label of [
      'E-mail',
      'Address',
      'Roll No',
      'Mother Tongue',
      'Birth Place',
      'Religion',
      'Blood Group',
      'Aadhar ID',
      'Date of Birth',
      'State',
      'Father E-mail',
      'Profession',
      'Father Contact',
      'Father Aadhar',
      'Guardian Name',
      'Guardian Contact',
      'Guardian E-mail',
      'Residential Address',
    ]) {
      expect(await shown(row(page, label)), label).toBe('-');
    }
  });

  test('Apex coaching student: Course and Batch wording, parent wording', async ({ page }) => {
    await openProfile(page, 'riya@apex.test', 'apex.localhost');
    await expect(row(page, 'Course')).toHaveCount(1);
    await expect(row(page, 'Batch')).toHaveCount(1);
    await expect(row(page, 'Roll No')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Parent Details' })).toBeVisible();
    await expect(row(page, 'Parent Name')).toHaveCount(1);
  });

  test("Léa (French institute): the profile speaks the institute's language", async ({ page }) => {
    const fr = (key: string) => translation('fr', 'profile', key);
    const host = 'lumiere.localhost';
    await page.goto(site(host) + '/');
    await page.getByLabel(translation('fr', 'auth', 'login.label')).fill('lea@lumiere.test');
    await page.getByLabel(translation('fr', 'auth', 'password.label'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: translation('fr', 'auth', 'submit') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Opened directly: the profile's texts load with the screen.
    await page.goto(site(host) + '/profile');
    await expect(page.getByRole('heading', { level: 1, name: fr('title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Léa Martin' })).toBeVisible();
    expect(await shown(row(page, fr('fields.standard_school')))).toBe('CM2');
    await expect(page.getByRole('button', { name: fr('edit.address') })).toBeVisible();
    await page.getByRole('button', { name: fr('password.button') }).click();
    const dialog = page.getByRole('dialog', { name: fr('password.title') });
    await dialog.getByRole('button', { name: fr('password.submit') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(fr('password.errors.oldRequired'));
  });

  test('a load failure shows the message over a backdrop; closing it goes to the dashboard', async ({
    page,
  }) => {
    await signInAs(page, AARAV);
    // What the portal does when its first call fails: drawn in the browser (support.ts).
    await drawnInBrowser(page);
    await page.route('**/api/v1/students/get-student-detail/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/profile');
    const dialog = page.getByRole('dialog', { name: 'Profile not available' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Internal Server Error');
    expect(await a11yPass(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('who may edit', () => {
  test('Zara (updates restricted) sees no edit icons, but may change her password', async ({ page }) => {
    await openProfile(page, '9000000009');
    await expect(page.getByRole('heading', { level: 2, name: 'Zara Khan' })).toBeVisible();
    await expect(editButtons(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  });

  test('Meera (parent) sees the chosen student, without edit icons', async ({ page }) => {
    await signInAs(page, '9000000002', 'localhost', 'en', { child: /Aarav Sharma/, at: '/Profile' });
    await expect(page.getByRole('heading', { level: 2, name: 'Aarav Sharma' })).toBeVisible();
    expect(await shown(row(page, 'Standard'))).toBe('Class 8');
    await expect(editButtons(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  });

  test('Sam (open user, 99) sees his courses, dashes for course and batch, no edit icons', async ({
    page,
  }) => {
    await openProfile(page, 'learner@apex.test', 'apex.localhost');
    await expect(page.getByRole('heading', { level: 2, name: 'Sam Wilson' })).toBeVisible();
    expect(await shown(row(page, 'Course'))).toBe('-');
    expect(await shown(row(page, 'Batch'))).toBe('-');
    const courses = row(page, 'Courses').getByRole('listitem');
    await expect(courses).toHaveCount(3);
    await expect(courses.nth(1)).toHaveText('Physics Foundation');
    // Course names are cut at 19 characters with an ellipsis.
    expect(await shown(courses.nth(0))).toBe('JEE Main Crash Cour...');
    await expect(courses.nth(0).locator('.profile-value[title]')).toHaveAttribute(
      'title',
      'JEE Main Crash Course',
    );
    await expect(editButtons(page)).toHaveCount(0);
  });
});

test.describe('edits (Aarav; one field per test)', () => {
  test(
    'address: cut to 119 characters on input, shown as its first 100',
    { tag: '@walk' },
    async ({ page }) => {
      await openProfile(page, AARAV);
      await page.getByRole('button', { name: 'Edit Address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Address' });
      const field = dialog.getByLabel('Address');
      await expect(field).toBeFocused();
      await field.fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please enter the address.');
      expect(await a11yPass(page)).toEqual([]);

      const address = `Plot ${Date.now()}, Lake View Enclave, Whitefield Main Road, near Forum Mall, Bengaluru, Karnataka 560066, India ABCDEFGHIJKLMNOP`;
      expect(address.length).toBeGreaterThan(119);
      await field.fill(address);
      const kept = address.slice(0, 119);
      await expect(field).toHaveValue(kept);
      await expect(dialog.getByText('119 of 119 characters')).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Address Updated Succesfully')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row(page, 'Address').locator('.profile-value[title]')).toHaveAttribute('title', kept);
      expect(await shown(row(page, 'Address'))).toBe(kept.slice(0, 100));

      await page.reload();
      await expect(row(page, 'Address').locator('.profile-value[title]')).toHaveAttribute('title', kept);
      expect(await shown(row(page, 'Address'))).toBe(kept.slice(0, 100));
    },
  );

  test('birth place: at most 20 characters', async ({ page }) => {
    await openProfile(page, AARAV);
    await page.getByRole('button', { name: 'Edit Birth Place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Birth Place' });
    const place = `Thiruvananthapuram ${Date.now() % 1000}`;
    await dialog.getByLabel('Birth Place').fill(place);
    await expect(dialog.getByLabel('Birth Place')).toHaveValue(place.slice(0, 20));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Birthplace Updated Succesfully')).toBeVisible();
    await expect(row(page, 'Birth Place')).toHaveText(place.slice(0, 20).trim());
    await page.reload();
    await expect(row(page, 'Birth Place')).toHaveText(place.slice(0, 20).trim());
  });

  test('blood group: one of the eight groups', async ({ page }) => {
    await openProfile(page, AARAV);
    const before = await shown(row(page, 'Blood Group'));
    const next = before === 'AB-' ? 'O-' : 'AB-';
    await page.getByRole('button', { name: 'Edit Blood Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blood Group' });
    const select = dialog.getByLabel('Blood Group');
    expect(await select.locator('option:not([disabled])').allInnerTexts()).toEqual([
      'O+',
      'O-',
      'A+',
      'A-',
      'B+',
      'B-',
      'AB+',
      'AB-',
    ]);
    expect(await a11yPass(page)).toEqual([]);
    await select.selectOption(next);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bloodgroup Updated Succesfully')).toBeVisible();
    await expect(row(page, 'Blood Group')).toHaveText(next);
    await page.reload();
    await expect(row(page, 'Blood Group')).toHaveText(next);
  });

  test('date of birth: error messages, then a partial edit keeps day and month', async ({ page }) => {
    await openProfile(page, AARAV);
    const before = await shown(row(page, 'Date of Birth'));
    expect(before).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const [day, month, year] = before.split('-');

    await page.getByRole('button', { name: 'Edit Date of Birth' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Date of Birth' });
    const thisYear = new Date().getFullYear();
    const years = await dialog.getByLabel('Year').locator('option:not([disabled])').allInnerTexts();
    expect(years[0]).toBe(String(thisYear));
    expect(years.at(-1)).toBe('1970');
    expect(await dialog.getByLabel('Month').locator('option').count()).toBe(12);
    expect(await dialog.getByLabel('Day').locator('option').count()).toBe(31);
    // The stored date is preselected.
    await expect(dialog.getByLabel('Day')).toHaveValue(String(Number(day)));
    await expect(dialog.getByLabel('Month')).toHaveValue(String(Number(month)));
    await expect(dialog.getByLabel('Year')).toHaveValue(year!);

    const attempt = async (d: string, m: string, y: string, message: string) => {
      await dialog.getByLabel('Day').selectOption({ label: d });
      await dialog.getByLabel('Month').selectOption({ label: m });
      await dialog.getByLabel('Year').selectOption({ label: y });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(message);
    };
    await attempt('31', '04', '2010', 'Month Selected Have Only 30 Days');
    await attempt('29', '02', '2011', 'Selected year Have 28 Days In February');
    await attempt('30', '02', '2012', 'Selected year Have 29 Days In February');
    // 31 December of this year is later than the pinned moment (a November day).
    await attempt('31', '12', String(thisYear), "Selected Date Can't Be Greater Than Current Date");
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // A fresh pop-up; only the year changes, day and month stay the stored ones.
    await page.getByRole('button', { name: 'Edit Date of Birth' }).click();
    const newYear = year === '2012' ? '2011' : '2012';
    await dialog.getByLabel('Year').selectOption({ label: newYear });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('DOB Updated Successfully')).toBeVisible();
    await expect(row(page, 'Date of Birth')).toHaveText(`${day}-${month}-${newYear}`);
    await page.reload();
    await expect(row(page, 'Date of Birth')).toHaveText(`${day}-${month}-${newYear}`);
  });

  test('photo: pick, preview, upload; the profile and the header show it', async ({ page }) => {
    await openProfile(page, AARAV);
    // A small PNG drawn in the page.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#e4572e';
      ctx.fillRect(0, 0, 48, 48);
      ctx.fillStyle = '#17bebb';
      ctx.fillRect(12, 12, 24, 24);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await page.getByRole('button', { name: 'Change Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Profile Photo' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose a photo first.');
    const picker = dialog.getByLabel('Choose a photo');
    await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await picker.setInputFiles({
      name: 'not-a-photo.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(dialog.getByRole('alert')).toHaveText('Only JPEG, PNG or WebP pictures are accepted.');
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await expect(dialog.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
    expect(await a11yPass(page)).toEqual([]);

    const upload = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/v1/profiles/update/'),
    );
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const body = (await upload).postDataJSON() as Record<string, string>;
    expect(Object.keys(body)).toEqual(['photo']);
    expect(body.photo).toBe(png);
    await expect(page.getByText('profile picture updated successfully')).toBeVisible();

    const photo = page.getByRole('img', { name: 'Profile photo of Aarav Sharma' });
    await expect(photo).toHaveAttribute('src', /^\/files\/photos\/[0-9a-f]{32}\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = await photo.getAttribute('src');
    // The header's avatar follows (the session's photo_url).
    await expect(page.getByRole('button', { name: 'Profile menu' }).locator('img')).toHaveAttribute(
      'src',
      src!,
    );
    await page.reload();
    await expect(page.getByRole('img', { name: 'Profile photo of Aarav Sharma' })).toHaveAttribute(
      'src',
      src!,
    );
  });
});

test.describe('password change (Diya)', () => {
  test('checks in order, the server checks the old one, then logout; the new password works, the old fails', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const login = 'diya@greenfield.test';
    const newPassword = 'Diya2468';
    await openProfile(page, login);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const oldField = dialog.getByLabel('Old Password');
    const newField = dialog.getByLabel('New Password', { exact: true });
    const retypeField = dialog.getByLabel('Retype New Password');
    for (const field of [oldField, newField, retypeField])
      await expect(field).toHaveAttribute('type', 'password');
    const submit = dialog.getByRole('button', { name: 'Change Password' });
    const alert = dialog.getByRole('alert');

    await newField.fill('abc');
    await submit.click();
    await expect(alert).toHaveText('Enter existing password, First');
    await expect(oldField).toHaveAttribute('aria-invalid', 'true');

    await oldField.fill('wrong-one');
    await retypeField.fill('abd');
    await submit.click();
    await expect(alert).toHaveText("Entered new passwords doesn't match");

    await retypeField.fill('abc');
    await submit.click();
    await expect(alert).toHaveText('New passwords must contain 6-10 alphanumeric entries.');

    await newField.fill(newPassword);
    await retypeField.fill(newPassword);
    await submit.click();
    await expect(alert).toHaveText('Please enter correct existing password');

    await oldField.fill(PASSWORD);
    await submit.click();
    await expect(page.getByText('Password changed successfully,Please Re-Login!')).toBeVisible();
    await expect(page).toHaveURL(site() + '/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    await signInAs(page, login, 'localhost', 'en', { password: newPassword });

    const other = await browser.newContext();
    await pinClock(other);
    const fresh = await other.newPage();
    await fresh.goto(site() + '/');
    await fillLogin(fresh, login, PASSWORD);
    await fresh.getByRole('button', { name: 'Login' }).click();
    await expect(fresh.getByText(/Invalid login details/i)).toBeVisible();
    await expect(fresh).toHaveURL(site() + '/');
    await other.close();
  });
});

test.describe('password change (parent)', () => {
  test("a parent changes the parent's own password: parent id and number are sent (answer stubbed)", async ({
    page,
  }) => {
    await signInAs(page, '9000000002', 'localhost', 'en', { child: /Diya Sharma/, at: '/profile' });
    await expect(page.getByRole('heading', { level: 2, name: 'Diya Sharma' })).toBeVisible();
    // Meera's real password must not change (other files sign in with it): the server is not reached.
    let sent: unknown = null;
    await page.route('**/api/v1/changePwd', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 200,
          message: "Parent's Password changed successfully,Please Re-Login!",
          result: null,
        }),
      });
    });
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Old Password').fill(PASSWORD);
    await dialog.getByLabel('New Password', { exact: true }).fill('Meera1234');
    await dialog.getByLabel('Retype New Password').fill('Meera1234');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText("Parent's Password changed successfully,Please Re-Login!")).toBeVisible();
    expect(sent).toEqual({
      institute_id: 1,
      username: '9000000002',
      oldPassword: PASSWORD,
      newPassword: 'Meera1234',
      userid: 103,
    });
    await expect(page).toHaveURL(site() + '/');
  });
});

test.describe('layout and accessibility', () => {
  test('fits a 360 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openProfile(page, AARAV);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Edit Date of Birth' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Date of Birth' });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  test('keyboard: the edit pop-up opens from its button, Escape closes it and focus returns', async ({
    page,
  }) => {
    await openProfile(page, AARAV);
    const button = page.getByRole('button', { name: 'Edit Blood Group' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Blood Group' });
    await expect(dialog.getByLabel('Blood Group')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  // The profile itself is in a11y.spec's walk of Aarav's screens.
  test('accessibility: the date of birth and password pop-ups pass in every theme', async ({ page }) => {
    await openProfile(page, AARAV);
    await page.getByRole('button', { name: 'Edit Date of Birth' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Date of Birth' })).toBeVisible();
    expect(await a11yPass(page), 'date of birth').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter existing password, First');
    expect(await a11yPass(page), 'password').toEqual([]);
    await page.keyboard.press('Escape');
  });
});
