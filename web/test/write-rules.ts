import { setWriteInvalidation } from '@/lib/write-rules';

// As the browser entry does (web/main.tsx): every write in a web unit test applies its endpoint's
// invalidation rule (web/api/invalidation.ts).
setWriteInvalidation(() => import('@/api/invalidation').then((rules) => rules.invalidateAfter));
