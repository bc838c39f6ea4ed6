interface PersonLike {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  username?: string | null;
  profileImageUrl?: string | null;
}

/** The avatar letter: first letter of the first name, else of the email, else "U". */
export function avatarInitial(user: PersonLike | null | undefined): string {
  const source = user?.firstName?.trim() || user?.email?.trim() || '';
  return source ? source.charAt(0).toUpperCase() : 'U';
}

/** "First Last", else the part of the email before the @, else the username. */
export function displayName(user: PersonLike | null | undefined): string {
  const name = [user?.firstName, user?.lastName].filter((part) => part && part.trim()).join(' ').trim();
  if (name) return name;
  const emailPrefix = user?.email?.split('@')[0];
  return emailPrefix || user?.username || 'Member';
}
