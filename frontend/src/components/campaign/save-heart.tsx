import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useSavedCampaign } from './saved-campaigns';

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
      {saved ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />}
    </button>
  );
}
