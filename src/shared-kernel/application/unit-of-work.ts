/**
 * Runs work in one database transaction: every repository write, the domain events of every
 * aggregate saved in it and the integration events they map to commit together or not at all.
 * A unit started inside another joins it.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
  /**
   * A unit of work that is one statement: no transaction is opened (a single statement is atomic),
   * and the repository writes its aggregate's integration events in that same statement. For the
   * hottest single writes (a gift's completion, a campaign's credit). Started inside another unit of
   * work, it joins that one (and its transaction).
   */
  runAsOneStatement<T>(work: () => Promise<T>): Promise<T>;
}
export const UNIT_OF_WORK = Symbol('UnitOfWork');
