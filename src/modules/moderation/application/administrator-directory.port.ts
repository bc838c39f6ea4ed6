/** Administrators' names for the audit trail (identity). */
export interface AdministratorDirectory {
  /** Display names by id ("First Last", else the username); unknown ids are absent. */
  names(ids: string[]): Promise<Map<string, string>>;
}
export const ADMINISTRATOR_DIRECTORY = Symbol('AdministratorDirectory');
