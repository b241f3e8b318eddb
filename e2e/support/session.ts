import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the login form, as a person would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs in through the API: the page's context gets the session cookie, and the next navigation
 * loads the app as that user. For tests whose subject is not the login form (that form is covered by
 * the collector's account journey): it saves the login page and the home page a form sign-in loads.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `sign-in of ${email} answered ${res.status()}`).toBe(true);
}

/** Opens the user menu (labelled with the first name) and logs out. */
export async function logOut(page: Page, firstName: string): Promise<void> {
  await page.getByRole('button', { name: firstName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

/** A signed-in API client of its own (another person acting online, or fixtures made through the API). */
export async function signedInApi(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return api;
}
