import { afterEach } from 'vitest';
import { configure } from '@testing-library/react';

// The app renders inside <StrictMode> (web/app.tsx): every web unit test renders inside it too, so
// components render and effects run twice on mount here as they do in development. `findBy*` and
// `waitFor` wait up to 5 s (the default 1 s is too short on a loaded 2-core machine).
configure({ reactStrictMode: true, asyncUtilTimeout: 5000 });

// Each test is a fresh browser session: what one test left in sessionStorage (an action kept for
// after signing in, a request's draft) must not be finished or restored by the next one.
afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
