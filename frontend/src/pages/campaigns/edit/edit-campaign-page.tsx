import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, api, errorText, sendData } from '../../../api/client';
import type { components } from '../../../api/schema';
import { useCurrentUser } from '../../../app/session';
import { toast } from '../../../app/toast';
import { ButtonLink } from '../../../components/button-link';
import { campaignQueries, useInvalidateCampaigns, type Campaign } from '../../../components/campaign/campaign-api';
import { CampaignImage } from '../../../components/campaign/campaign-image';
import { FileDropzone, UploadProgress, type UploadState } from '../../../components/campaign/upload-field';
import { checkMediaFile, uploadErrorText, uploadMedia } from '../../../components/campaign/upload';
import { PageLoader } from '../../../components/page-loader';
import { usePageMeta } from '../../../lib/page-meta';
import { ReadableErrors } from '../../../components/campaign/readable-errors';
import '../campaign-pages.css';
import { descriptionRules, goalRules, titleRules } from '../campaign-form-rules';

type UpdateCampaignBody = components['schemas']['UpdateCampaignRequest'];

interface EditValues {
  title: string;
  description: string;
  goal: string;
  isActive: boolean;
}

function MessageState({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  usePageMeta(title);
  return (
    <section className="fc-container fc-message-page" aria-labelledby="fc-edit-message">
      <h1 id="fc-edit-message">{title}</h1>
      <p className="fc-lead">{text}</p>
      <div className="fc-actions">{children}</div>
    </section>
  );
}

type LoadProblem = 'signed-out' | 'failed' | 'not-found';

/** /donate/edit/:id: the owner edits one of their own campaigns (found in GET /api/user/campaigns). */
export default function EditCampaignPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const mine = useQuery({
    ...campaignQueries.mine(),
    enabled: Boolean(user),
    meta: { silent: true }, // this page says what went wrong itself
  });

  const campaign = mine.data?.campaigns.find((item) => item.id === id);
  const problem: LoadProblem | null = !user || mine.isPending
    ? null
    : mine.isError
      ? 'failed'
      : mine.data?.signedOut
        ? 'signed-out'
        : campaign
          ? null
          : 'not-found';

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!problem || reported.current === `${problem}:${id}`) return;
    reported.current = `${problem}:${id}`;
    if (problem === 'signed-out') {
      toast({ title: 'Authentication required', description: 'You need to be logged in to edit this campaign.', variant: 'destructive' });
    } else if (problem === 'failed') {
      toast({ title: 'Error', description: 'Failed to fetch campaigns', variant: 'destructive' });
    } else {
      toast({ title: 'Error', description: "Campaign not found or you don't have permission to edit it", variant: 'destructive' });
    }
  }, [problem, id]);

  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  if (!user) {
    return (
      <MessageState title="Please Log In" text="You need to be logged in to edit a campaign.">
        <ButtonLink to="/api/login" external type="primary" size="large">
          Log In
        </ButtonLink>
      </MessageState>
    );
  }
  if (mine.isPending) return <PageLoader label="Loading your campaign…" />;
  if (problem || !campaign) {
    const signedOut = problem === 'signed-out';
    return (
      <MessageState
        title="Campaign Not Found"
        text={
          signedOut
            ? 'You need to be logged in to edit this campaign.'
            : "This campaign was not found or you don't have permission to edit it."
        }
      >
        <ButtonLink to="/manage-campaigns" type={signedOut ? 'default' : 'primary'} size="large">
          Back to My Campaigns
        </ButtonLink>
        {signedOut && (
          <ButtonLink to="/api/login" external type="primary" size="large">
            Log In
          </ButtonLink>
        )}
      </MessageState>
    );
  }
  return <EditCampaignForm key={campaign.id} campaign={campaign} />;
}

function EditCampaignForm({ campaign }: { campaign: Campaign }) {
  usePageMeta(`Edit ${campaign.title}`);
  const [form] = Form.useForm<EditValues>();
  const navigate = useNavigate();
  const invalidate = useInvalidateCampaigns();
  const [submitted, setSubmitted] = useState(false);
  const [image, setImage] = useState<string | null>(campaign.image);
  const [imageError, setImageError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ name: string; percent: number; state: UploadState } | null>(null);
  const uploading = upload?.state === 'uploading';

  const pickImage = async (files: File[]) => {
    const file = files[0];
    const problem = checkMediaFile(file, 'image');
    setImageError(problem);
    if (problem) return;
    setUpload({ name: file.name, percent: 0, state: 'uploading' });
    try {
      const url = await uploadMedia(file, (percent) => setUpload({ name: file.name, percent, state: 'uploading' }));
      setImage(url);
      setUpload({ name: file.name, percent: 100, state: 'done' });
    } catch (error) {
      setUpload({ name: file.name, percent: 0, state: 'failed' });
      toast({ title: 'Image Upload Failed', description: uploadErrorText(error, 'Could not upload image'), variant: 'destructive' });
    }
  };

  const save = useMutation({
    mutationFn: (values: EditValues) => {
      const body: UpdateCampaignBody = {
        title: values.title.trim(),
        description: values.description.trim(),
        goal: String(values.goal).trim(),
        isActive: values.isActive,
        image,
      };
      return sendData(api.PUT('/api/campaigns/{id}', { params: { path: { id: campaign.id } }, body }));
    },
    onSuccess: async () => {
      await invalidate();
      toast({ title: 'Campaign Updated', description: 'Your changes have been saved.', variant: 'success' });
      navigate('/manage-campaigns');
    },
    onError: (error) => {
      toast({ title: 'Update Failed', description: errorText(error, 'Could not update campaign'), variant: 'destructive' });
      if (error instanceof ApiError) {
        const fields = ['title', 'description', 'goal'];
        form.setFields(
          Object.entries(error.fieldErrors)
            .filter(([name]) => fields.includes(name))
            .map(([name, errors]) => ({ name: name as keyof EditValues, errors })),
        );
        if (error.fieldErrors.image?.[0]) setImageError(error.fieldErrors.image[0]);
      }
    },
  });
  const saving = save.isPending;

  return (
    <div className="fc-container fc-page fc-form-page">
      <h1>Edit Campaign</h1>
      <p className="fc-lead">Update the details of “{campaign.title}”.</p>
      <ReadableErrors>
        <Form<EditValues>
          form={form}
          name="edit-campaign"
          layout="vertical"
          noValidate
          requiredMark="optional"
          className="fc-card fc-form-card"
          validateTrigger={submitted ? 'onChange' : false}
          initialValues={{
            title: campaign.title,
            description: campaign.description,
            goal: String(Number.parseFloat(campaign.goal)),
            isActive: campaign.isActive,
          }}
          onFinish={(values) => {
            setSubmitted(true);
            save.mutate(values);
          }}
          onFinishFailed={({ errorFields }) => {
            setSubmitted(true);
            toast({ title: 'Submission Error', description: 'Please correct the highlighted fields and try again.', variant: 'destructive' });
            if (errorFields[0]) form.scrollToField(errorFields[0].name, { block: 'center', focus: true });
          }}
          disabled={saving}
        >
          <Form.Item label="Campaign Title" name="title" rules={titleRules} required>
            <Input maxLength={120} showCount />
          </Form.Item>
          <Form.Item label="Description" name="description" rules={descriptionRules} required>
            <Input.TextArea rows={7} />
          </Form.Item>
          <Form.Item label="Goal Amount (USD)" name="goal" rules={goalRules} required>
            <Input type="number" inputMode="decimal" min={0.01} step={0.01} prefix="$" />
          </Form.Item>
          <Form.Item
            name="isActive"
            valuePropName="checked"
            extra={<span id="fc-active-hint">Active campaigns are visible to everyone and can receive donations.</span>}
          >
            <Checkbox aria-describedby="fc-active-hint">Active Campaign</Checkbox>
          </Form.Item>

          <fieldset className="fc-form-section" aria-describedby="fc-edit-image-hint">
            <legend className="fc-form-section__title">Campaign Image</legend>
            <p id="fc-edit-image-hint" className="fc-field-hint">
              Recommended: 1200 x 675 pixels. JPG, PNG, GIF or WebP, up to 5 MB.
            </p>
            {image ? (
              <div className="fc-preview">
                <CampaignImage src={image} alt={`Current image of ${campaign.title}`} className="fc-preview__image" eager />
                <div className="fc-preview__info">
                  <p className="fc-preview__name">{image === campaign.image ? 'Current image' : 'New image'}</p>
                </div>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => {
                    setImage(null);
                    setUpload(null);
                  }}
                  disabled={uploading || saving}
                >
                  Remove image
                </Button>
              </div>
            ) : (
              <p className="fc-field-hint">This campaign has no image.</p>
            )}
            <Form.Item
              label={image ? 'Replace the image' : 'Upload an image'}
              htmlFor="fc-edit-image"
              validateStatus={imageError ? 'error' : undefined}
              help={imageError ? <span id="fc-edit-image-error">{imageError}</span> : undefined}
              style={{ marginTop: 16 }}
            >
              <FileDropzone
                id="fc-edit-image"
                accept="image/*"
                prompt="Drag and drop an image here, or click to choose one"
                onFiles={(files) => void pickImage(files)}
                describedBy={imageError ? 'fc-edit-image-error fc-edit-image-hint' : 'fc-edit-image-hint'}
                invalid={Boolean(imageError)}
                disabled={uploading || saving}
              />
              {upload && <UploadProgress {...upload} />}
            </Form.Item>
          </fieldset>

          <div className="fc-form-footer">
            <ButtonLink to="/manage-campaigns" size="large" disabled={saving}>
              Cancel
            </ButtonLink>
            <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={uploading}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </Form>
      </ReadableErrors>
    </div>
  );
}
