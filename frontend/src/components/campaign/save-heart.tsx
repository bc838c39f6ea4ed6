import { useSavedCampaign } from './saved-campaigns';

/** The heart drawn inline, filled or outlined (the home page's JavaScript budget has no room for two icon modules). */
function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={filled ? 0 : 2}>
      <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.5 1.1 4.2 2.4h2C13.7 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/**
 * The heart on a campaign card: filled when the campaign is saved on this device; pressing it saves or unsaves it
 * (as the campaign page's Save button does). A toggle button: its name stays, aria-pressed says the state.
 */
export function SaveHeart({ id, title }: { id: string; title: string }) {
  const { saved, toggle } = useSavedCampaign(id);
  return (
    <button
      type="button"
      className={`fc-save-heart${saved ? ' fc-save-heart--saved' : ''}`}
      aria-label={`Save ${title}`}
      aria-pressed={saved}
      title={saved ? 'Saved on this device' : 'Save on this device'}
      onClick={toggle}
    >
      <Heart filled={saved} />
    </button>
  );
}
