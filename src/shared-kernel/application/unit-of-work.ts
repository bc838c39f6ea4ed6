/**
 * Runs work in one database transaction: every repository write, the domain events of every
 * aggregate saved in it and the integration events they map to commit together or not at all.
 * A unit started inside another joins it.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}
export const UNIT_OF_WORK = Symbol('UnitOfWork');
