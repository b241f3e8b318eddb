import { ChangePasswordInputSchema, LoginInputSchema, RegisterInputSchema, UserSchema } from '../user';
import { defineEndpoints } from '../endpoint';
import { OkSchema } from './params';

export const authEndpoints = defineEndpoints({
  me: {
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user (401 when signed out)',
    tag: 'Auth',
    response: UserSchema,
    errors: [401],
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in',
    tag: 'Auth',
    body: LoginInputSchema,
    response: UserSchema,
    errors: [401, 429],
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account (user or bus_admin) and sign in',
    tag: 'Auth',
    body: RegisterInputSchema,
    response: UserSchema,
    status: 201,
    errors: [409, 429],
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out (destroys the session)',
    tag: 'Auth',
    response: OkSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/password',
    summary:
      "Change the signed-in user's password (the current one is required); ends their other sessions, keeps this one",
    tag: 'Auth',
    auth: 'user',
    body: ChangePasswordInputSchema,
    response: OkSchema,
    errors: [401, 429],
  },
  logoutEverywhere: {
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    summary: 'Sign out everywhere: ends every session of the signed-in user, this one included',
    tag: 'Auth',
    auth: 'user',
    response: OkSchema,
    errors: [401],
  },
});
