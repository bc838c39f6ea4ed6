/**
 * Runs work in one database transaction: every repository write and every published
 * integration event inside `run` commits together or not at all.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}
export const UNIT_OF_WORK = Symbol('UnitOfWork');
