/** A production start refused because demo accounts with the public password exist (db/seeds/demo-gate.ts). */
export class DemoAccountsInProductionError extends Error {
  override name = 'DemoAccountsInProductionError';
}
