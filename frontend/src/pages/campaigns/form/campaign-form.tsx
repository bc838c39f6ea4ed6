import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorText } from '../../../api/client';
import { toast } from '../../../app/toast';
import { ButtonLink } from '../../../components/button-link';
import { createCampaign, updateCampaign, useInvalidateCampaigns, type Campaign } from '../../../components/campaign/campaign-api';
import { ReadableErrors } from '../../../components/campaign/readable-errors';
import { usePageMeta } from '../../../lib/page-meta';
import '../campaign-pages.css';
import { descriptionRules, endDateOf, endDateRules, goalRules, titleRules, tomorrow } from './campaign-form-rules';
import { campaignFormTexts } from './campaign-form-texts';
import { AdditionalImagesFieldset, CampaignImageFieldset, MainImageFieldset, VideoFieldset } from './campaign-media-fields';
import { useCampaignMedia } from './use-campaign-media';
import { UploadStepError } from './use-upload-queue';

export type CampaignFormProps = { mode: 'create' } | { mode: 'edit'; campaign: Campaign };

interface CampaignFormValues {
  title: string;
  goal: string;
  description: string;
  /** Create only. */
  endDate?: string;
  imageUrl?: string;
  videoUrl?: string;
  /** Edit only. */
  isActive?: boolean;
}

/** The text fields the server may name in a refusal, by mode. */
const SERVER_FIELDS = {
  create: ['title', 'goal', 'endDate', 'description'],
  edit: ['title', 'description', 'goal'],
} as const;

function initialValues(campaign: Campaign | null): CampaignFormValues {
  if (!campaign) return { title: '', goal: '', endDate: '', description: '', imageUrl: '', videoUrl: '' };
  // An edit waiting for review is what the owner goes on editing (the public still sees the approved version).
  const content = campaign.pendingRevision ?? campaign;
  return {
    title: content.title,
    description: content.description,
    goal: String(Number.parseFloat(content.goal)),
    isActive: campaign.isActive,
  };
}

/** Content edits of an approved campaign are held for review (the approved version stays public until then). */
export const REVIEW_NOTICE = 'Changes to an approved campaign are reviewed before they appear publicly.';
export const EDIT_AWAITS_REVIEW = {
  title: 'Edit Waiting for Review',
  description: 'Your changes were saved and are waiting for review. The approved version stays public until an admin approves them.',
};

/**
 * The campaign form of /donate/create (mode "create") and /donate/edit/:id (mode "edit"): the same title, goal and
 * description with the spec's rules, validated on submit and then as the person types. Create also asks for an end
 * date, a main image (file or address), more images and a video, all uploaded with progress when the form is sent;
 * edit sets whether the campaign is active and replaces its image, uploaded with progress as soon as it is chosen.
 * A failed upload keeps the person on the form with the error; nothing is reported saved.
 */
export function CampaignForm(props: CampaignFormProps) {
  const campaign = props.mode === 'edit' ? props.campaign : null;
  const isCreate = props.mode === 'create';
  const texts = campaignFormTexts(props.mode, campaign?.title);
  usePageMeta(texts.pageTitle, texts.pageDescription);
  const [form] = Form.useForm<CampaignFormValues>();
  const navigate = useNavigate();
  const invalidate = useInvalidateCampaigns();
  const [submitted, setSubmitted] = useState(false);
  const media = useCampaignMedia(props.mode, campaign ? (campaign.pendingRevision ?? campaign).image : null, texts);

  const save = useMutation({
    mutationFn: async (values: CampaignFormValues) => {
      const { image, additionalImages, video } = await media.collect(values);
      const text = { title: values.title.trim(), description: values.description.trim(), goal: String(values.goal).trim() };
      if (campaign) return updateCampaign(campaign.id, { ...text, isActive: Boolean(values.isActive), image });
      return createCampaign({ ...text, image, additionalImages, video, ...endDateOf(values.endDate) });
    },
    onSuccess: async (saved) => {
      await invalidate();
      toast({ ...(campaign && saved.pendingRevision ? EDIT_AWAITS_REVIEW : texts.saved), variant: 'success' });
      void navigate(campaign ? '/manage-campaigns' : `/donate/${saved.slug}`);
    },
    onError: (error) => {
      if (error instanceof UploadStepError) {
        toast({ title: texts.uploadFailedTitle, description: error.text, variant: 'destructive' });
        if (!isCreate) media.setImageError(error.text); // edit uploads only the image
        return;
      }
      toast({ title: texts.saveFailed.title, description: errorText(error, texts.saveFailed.fallback), variant: 'destructive' });
      if (error instanceof ApiError) {
        const fields: readonly string[] = SERVER_FIELDS[props.mode];
        form.setFields(
          Object.entries(error.fieldErrors)
            .filter(([name]) => fields.includes(name))
            .map(([name, errors]) => ({ name: name as keyof CampaignFormValues, errors })),
        );
        media.showServerErrors(error.fieldErrors);
      }
    },
  });
  const saving = save.isPending;

  const titleField = (
    <Form.Item label="Campaign Title" name="title" rules={titleRules} required>
      <Input placeholder={isCreate ? 'e.g. New Roof for Grace Chapel' : undefined} maxLength={120} showCount />
    </Form.Item>
  );
  const goalField = (
    <Form.Item label="Goal Amount (USD)" name="goal" rules={goalRules} required>
      <Input type="number" inputMode="decimal" min={isCreate ? 1 : 0.01} step={0.01} prefix="$" placeholder={isCreate ? '5000' : undefined} />
    </Form.Item>
  );
  const descriptionField = (
    <Form.Item label="Description" name="description" rules={descriptionRules} required>
      <Input.TextArea rows={7} placeholder={isCreate ? 'Who is this for, what will the money do, and why does it matter?' : undefined} />
    </Form.Item>
  );

  return (
    <div className="fc-container fc-page fc-form-page">
      <h1>{texts.heading}</h1>
      <p className="fc-lead">{texts.lead}</p>
      {campaign?.status === 'approved' && (
        <Alert
          className="fc-form-notice"
          type="info"
          showIcon
          message={REVIEW_NOTICE}
          description={campaign.pendingRevision ? 'Your last edit is waiting for review; you are editing it below.' : undefined}
        />
      )}

      <ReadableErrors>
        <Form<CampaignFormValues>
          form={form}
          name={texts.formName}
          layout="vertical"
          noValidate
          requiredMark="optional"
          className="fc-card fc-form-card"
          validateTrigger={submitted ? 'onChange' : false}
          initialValues={initialValues(campaign)}
          onFinish={(values) => {
            setSubmitted(true);
            save.mutate(values);
          }}
          onFinishFailed={({ errorFields }) => {
            setSubmitted(true);
            if (texts.invalid) toast({ ...texts.invalid, variant: 'destructive' });
            if (errorFields[0]) form.scrollToField(errorFields[0].name, { block: 'center', focus: true });
          }}
          disabled={saving}
        >
          {titleField}
          {campaign ? (
            <>
              {descriptionField}
              {goalField}
              <Form.Item
                name="isActive"
                valuePropName="checked"
                extra={<span id="fc-active-hint">Active campaigns can receive donations. An inactive (paused) campaign keeps its page and updates, with giving turned off.</span>}
              >
                <Checkbox aria-describedby="fc-active-hint">Active Campaign</Checkbox>
              </Form.Item>
              <CampaignImageFieldset media={media} saving={saving} campaign={campaign} />
            </>
          ) : (
            <>
              <div className="fc-form-row">
                {goalField}
                <Form.Item label="End Date" name="endDate" rules={endDateRules} extra="Optional. Leave empty to keep the campaign open.">
                  <Input type="date" min={tomorrow()} />
                </Form.Item>
              </div>
              {descriptionField}
              <MainImageFieldset media={media} saving={saving} />
              <AdditionalImagesFieldset media={media} saving={saving} />
              <VideoFieldset media={media} saving={saving} />
            </>
          )}

          <div className="fc-form-footer">
            <ButtonLink to={texts.cancelTo} size="large" disabled={saving}>
              Cancel
            </ButtonLink>
            {/* Enabled while saving (it shows the progress); on edit it waits for a chosen image to finish uploading. */}
            <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={media.imageUploading}>
              {saving ? texts.submitting : texts.submit}
            </Button>
          </div>
        </Form>
      </ReadableErrors>
    </div>
  );
}
