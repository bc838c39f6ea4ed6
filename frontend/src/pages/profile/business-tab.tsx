import type { CurrentUser } from '../../app/session';

/** The profile's Business profile tab. */
export function BusinessTab(_: { user: CurrentUser }) {
  return (
    <div className="fc-profile__soon">
      <h2>Business profile</h2>
      <p className="fc-muted">This part of your profile is coming soon.</p>
    </div>
  );
}
