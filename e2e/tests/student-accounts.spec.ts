import { expect, test, untilInteractive } from './support/test';
import { RRB } from './support/mock-tests';
import { registerVerifyAndSignIn, signInOnPage, verifiedStudentByApi } from './support/students';

// Student accounts on a 360 px phone: the journeys only a browser on the real stack shows. The screens'
// states are component tests (web/src/features/student); the calls are contract tests (proxy/src/students).
test.use({ viewport: { width: 360, height: 740 } });

const PASSWORD = 'amber kettle ridge 47';

test('register, read the mail, verify, sign in: in English, then in Hindi', async ({ page, stack }) => {
  await registerVerifyAndSignIn(page, stack, { username: 'asha-e2e', email: 'asha-e2e@example.com', password: PASSWORD });
  await expect(page.getByText('Welcome back, asha-e2e!')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.context().clearCookies();
  await registerVerifyAndSignIn(page, stack, { username: 'ravi-e2e', email: 'ravi-e2e@example.com', password: PASSWORD }, 'hi');
  await expect(page.getByText('फिर से स्वागत है, ravi-e2e!')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a question saved on phone A is on phone B once the student signs in there', async ({ browser, stack }) => {
  const student = { username: 'meena-e2e', email: 'meena-e2e@example.com', password: PASSWORD };
  await verifiedStudentByApi(stack, student);
  const phone = () => browser.newContext({ baseURL: stack.url, viewport: { width: 360, height: 740 } });
  const [phoneA, phoneB] = await Promise.all([phone(), phone()]);
  const [pageA, pageB] = await Promise.all([phoneA.newPage(), phoneB.newPage()]);

  await pageA.goto('/student/login');
  await signInOnPage(pageA, student);
  await pageA.goto('/practice/logical-reasoning/direction-sense');
  await untilInteractive(pageA);
  const questionId = await pageA.locator('[data-question-id]').first().getAttribute('data-question-id');
  const saved = pageA.waitForResponse((response) => response.url().endsWith('/api/student/save-question') && response.status() === 200);
  await pageA.locator(`[data-question-id="${questionId}"]`).getByRole('button', { name: 'Save', exact: true }).click();
  await saved;

  await pageB.goto('/student/login');
  await signInOnPage(pageB, student);
  await pageB.goto('/saved');
  await untilInteractive(pageB);
  await expect(pageB.locator(`[data-question-id="${questionId}"]`)).toBeVisible();
  await Promise.all([phoneA.close(), phoneB.close()]);
});

test('a student downloads their data, then deletes the account: signed out, and the sign-in no longer works', async ({ page, stack }) => {
  const student = { username: 'kiran-e2e', email: 'kiran-e2e@example.com', password: PASSWORD };
  await verifiedStudentByApi(stack, student);
  await page.goto('/student/login');
  await signInOnPage(page, student);
  await page.goto('/student/account');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const data = JSON.parse(
    await (await (await download).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')),
  );
  expect(JSON.stringify(data)).toContain('kiran-e2e@example.com');

  await page.getByLabel('Your password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(new RegExp(`${stack.url}/?$`));
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'examprep_student')).toBe(false);

  await page.goto('/student/login');
  await page.getByLabel('Username or email', { exact: true }).fill(student.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid username or password');
});

test('a signed-in student sits a full paper: "Rank 1 of 1" on the result, and the leaderboard names them as Student #N', async ({
  page,
  stack,
}) => {
  const student = { username: 'sunil-e2e', email: 'sunil-e2e@example.com', password: PASSWORD };
  await verifiedStudentByApi(stack, student);
  await page.goto('/student/login');
  await signInOnPage(page, student);

  await page.goto(`/mock-tests/${RRB}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  const submitted = page.waitForResponse((response) => response.url().endsWith(`/api/mock-tests/slug/${RRB}/submit`));
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit Test' }).click();
  expect((await submitted).status()).toBe(200);
  await expect(page.getByText('Rank 1 of 1')).toBeVisible();

  const profile = (await (await page.request.get('/api/student/profile')).json()) as { public_number: number };
  await page.getByRole('link', { name: 'See the leaderboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/mock-tests/${RRB}/leaderboard$`));
  await expect(page.getByText('1 student ranked')).toBeVisible();
  await expect(page.getByText(`Student #${profile.public_number}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
