/** Who is making a request, as every context sees them. Identity fills it from the session. */
export interface AuthenticatedUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
}
