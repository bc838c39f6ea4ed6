import type { CurrentUser } from '../../app/session';

/** The profile's Your campaigns tab. */
export function CampaignsTab(_: { user: CurrentUser }) {
  return (
    <div className="fc-profile__soon">
      <h2>Your campaigns</h2>
      <p className="fc-muted">This part of your profile is coming soon.</p>
    </div>
  );
}
