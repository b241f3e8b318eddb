import { LoginInputSchema, RegisterInputSchema, UserSchema } from '../user';
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
});
