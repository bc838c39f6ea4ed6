import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { ImageUpload, type ImageEndpoint } from '../../components/image-upload';
import { invalidateOrganizations, updateOrganization, type Organization } from '../../components/organizations/organizations-api';

/** POST /api/upload, multipart field `image`, answering { url }. */
const LOGO_ENDPOINT: ImageEndpoint = { path: '/api/upload', field: 'image', urlKey: 'url' };

interface ProfileForm {
  website: string;
  logoUrl: string;
}

/** Manage → Profile (its admins): its website and its logo, shown on its page and on its campaigns. */
export function ProfileManager({ organization }: { organization: Organization }) {
  const [form] = Form.useForm<ProfileForm>();
  const logoUrl = Form.useWatch('logoUrl', form) ?? organization.logoUrl ?? '';
  const [uploading, setUploading] = useState(false);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: ProfileForm) => updateOrganization(organization.id, { website: values.website.trim() || null, logoUrl: values.logoUrl || null }),
    onSuccess: async () => {
      await invalidateOrganizations(queryClient);
      toast({ title: 'Profile Saved', description: `${organization.name}'s page shows the change.`, variant: 'success' });
    },
    onError: () => undefined,
  });

  return (
    <Form<ProfileForm>
      form={form}
      name="organization-profile"
      layout="vertical"
      className="fc-org-manage__form"
      initialValues={{ website: organization.website ?? '', logoUrl: organization.logoUrl ?? '' }}
      onFinish={(values) => save.mutate(values)}
    >
      <h3 className="fc-org-manage__subtitle">Profile</h3>
      {save.isError && <Alert className="fc-form-alert" type="error" showIcon title={errorText(save.error, 'We could not save the profile.')} />}
      <Form.Item label="Logo" name="logoUrl">
        <ImageUpload
          endpoint={LOGO_ENDPOINT}
          texts={{ noun: 'Logo', fileLabel: 'Logo file', uploaded: 'Your logo is ready. Save to show it.' }}
          preview={<LogoPreview url={logoUrl || undefined} name={organization.name} />}
          onUploadingChange={setUploading}
        />
      </Form.Item>
      <Form.Item label="Website" name="website" extra="An http(s) address, shown on its page. Leave it empty for none.">
        <Input type="url" autoComplete="url" placeholder="https://" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={uploading}>
        Save profile
      </Button>
    </Form>
  );
}

function LogoPreview({ url, name }: { url: string | undefined; name: string }) {
  return url ? <img className="fc-org-logo" src={url} alt={`${name} logo`} width={88} height={88} /> : <span className="fc-org-logo fc-org-logo--empty" aria-hidden="true" />;
}
