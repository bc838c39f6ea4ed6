export type CampaignFormMode = 'create' | 'edit';

/** What differs in words (and destinations) between starting a campaign and editing one. */
export interface CampaignFormTexts {
  /** The antd form's name (its fields' ids start with it). */
  formName: string;
  pageTitle: string;
  pageDescription?: string;
  heading: string;
  lead: string;
  submit: string;
  submitting: string;
  /** Where Cancel leads. */
  cancelTo: string;
  saved: { title: string; description: string };
  /** The toast of a refused save; `fallback` when the server sent no message. */
  saveFailed: { title: string; fallback: string };
  /** The toast title when a file could not be uploaded while saving. */
  uploadFailedTitle: string;
  /** The text of a failed main image upload when the server sent none. */
  imageUploadFallback: string;
  /** A toast when the form is sent with problems (the fields say which), or null for none. */
  invalid: { title: string; description: string } | null;
}

const create: CampaignFormTexts = {
  formName: 'create-campaign',
  pageTitle: 'Create a Campaign',
  pageDescription: 'Start a fundraising campaign for your ministry, mission or family on Faith Collective.',
  heading: 'Create a Campaign',
  lead: 'Tell people what you are raising money for. Our moderators review every campaign before it goes live.',
  submit: 'Create Campaign',
  submitting: 'Creating...',
  cancelTo: '/donate',
  saved: { title: 'Campaign Created!', description: 'Your campaign has been created successfully.' },
  saveFailed: { title: 'Error creating campaign', fallback: 'Failed to create campaign' },
  uploadFailedTitle: 'Error creating campaign',
  imageUploadFallback: 'Failed to upload main image',
  invalid: null,
};

function edit(campaignTitle: string): CampaignFormTexts {
  return {
    formName: 'edit-campaign',
    pageTitle: `Edit ${campaignTitle}`,
    heading: 'Edit Campaign',
    lead: `Update the details of “${campaignTitle}”.`,
    submit: 'Save Changes',
    submitting: 'Saving...',
    cancelTo: '/manage-campaigns',
    saved: { title: 'Campaign Updated', description: 'Your changes have been saved.' },
    saveFailed: { title: 'Update Failed', fallback: 'Could not update campaign' },
    uploadFailedTitle: 'Image Upload Failed',
    imageUploadFallback: 'Could not upload image',
    invalid: { title: 'Submission Error', description: 'Please correct the highlighted fields and try again.' },
  };
}

export function campaignFormTexts(mode: CampaignFormMode, campaignTitle = ''): CampaignFormTexts {
  return mode === 'create' ? create : edit(campaignTitle);
}
