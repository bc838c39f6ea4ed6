import { AggregateRoot, DomainError, isMediaReference, newId } from '../../../shared-kernel/domain.js';
import { CampaignUpdatePosted, type CampaignUpdateEvent } from './campaign-update.events.js';

export const CampaignUpdateMessages = {
  titleMissing: 'Please give your update a title',
  titleTooLong: 'The title can be at most 120 characters',
  bodyMissing: 'Please write your update',
  bodyTooLong: 'An update can be at most 5,000 characters',
  invalidImage: 'Please use an uploaded file or a valid https URL',
} as const;

export const CAMPAIGN_UPDATE_LIMITS = { title: 120, body: 5000 } as const;

export interface CampaignUpdateState {
  id: string;
  campaignId: string;
  authorId: string;
  title: string;
  body: string;
  image: string | null;
  postedAt: Date;
}

/** News the organiser posts on their campaign: a title, its text and an optional picture. */
export class CampaignUpdate extends AggregateRoot<CampaignUpdateEvent> {
  private constructor(private state: CampaignUpdateState) {
    super();
  }

  static post(props: { campaignId: string; authorId: string; title: string; body: string; image: string | null }, at: Date): CampaignUpdate {
    const title = props.title.trim();
    const body = props.body.trim();
    const image = props.image?.trim() || null;
    if (!title) throw DomainError.validation('title', CampaignUpdateMessages.titleMissing);
    if (title.length > CAMPAIGN_UPDATE_LIMITS.title) throw DomainError.validation('title', CampaignUpdateMessages.titleTooLong);
    if (!body) throw DomainError.validation('body', CampaignUpdateMessages.bodyMissing);
    if (body.length > CAMPAIGN_UPDATE_LIMITS.body) throw DomainError.validation('body', CampaignUpdateMessages.bodyTooLong);
    if (image && !isMediaReference(image)) throw DomainError.validation('image', CampaignUpdateMessages.invalidImage);
    const update = new CampaignUpdate({ id: newId(), campaignId: props.campaignId, authorId: props.authorId, title, body, image, postedAt: at });
    update.record(new CampaignUpdatePosted(update.state.id, props.campaignId, props.authorId, title, body, image, at));
    return update;
  }

  static restore(state: CampaignUpdateState): CampaignUpdate {
    return new CampaignUpdate({ ...state, postedAt: new Date(state.postedAt) });
  }

  toState(): CampaignUpdateState {
    return { ...this.state, postedAt: new Date(this.state.postedAt) };
  }

  get id(): string {
    return this.state.id;
  }
  get campaignId(): string {
    return this.state.campaignId;
  }
}
