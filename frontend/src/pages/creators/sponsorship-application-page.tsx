import type { NamePath } from 'antd/es/form/interface';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import { useCurrentUser, useIsSigningOut, type CurrentUser } from '../../app/session';
import { toast } from '../../app/toast';
import { ButtonLink } from '../../components/button-link';
import {
  creatorQueries,
  submitSponsorshipApplication,
  type PlatformChoice,
  type PlatformEntry,
  type SponsorshipApplicationRequest,
} from '../../components/creators/creator-api';
import '../../components/creators/creators.css';
import { PLATFORM_OPTIONS } from '../../components/creators/platforms';
import { ReadableFormErrors } from '../../components/creators/readable-errors';
import { PageLoader } from '../../components/page-loader';
import { usePageMeta } from '../../lib/page-meta';
import { validEmailRule } from '../../lib/validation';
import { SignInFirst } from '../../components/sign-in-first';

interface PlatformRow {
  platform?: PlatformChoice;
  profileUrl?: string;
  subscriberCount?: number | null;
}

interface FormValues {
  name: string;
  email: string;
  platforms: PlatformRow[];
  content: string;
  audience: string;
  message: string;
}

/** A profile address as it will be sent: "youtube.com/@me" gets https:// in front; null when it is not a web address. */
export function normalizeProfileUrl(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && withScheme.length <= 500) {
      return withScheme;
    }
  } catch {
    /* not a URL */
  }
  return null;
}

const minLength = (min: number, message: string): Rule[] => [
  {
    validator: (_, value?: string) => ((value ?? '').trim().length >= min ? Promise.resolve() : Promise.reject(new Error(message))),
  },
];

/** The spec's rules and messages (section 5). */
const rules = {
  platform: [{ required: true, message: 'Please select a platform' }] as Rule[],
  profileUrl: [
    {
      validator: (_: unknown, value?: string) =>
        normalizeProfileUrl(value) ? Promise.resolve() : Promise.reject(new Error('Please provide a valid profile URL')),
    },
  ] as Rule[],
  subscriberCount: [
    {
      validator: (_: unknown, value?: number | null) =>
        value === undefined || value === null || (Number.isInteger(value) && value >= 0)
          ? Promise.resolve()
          : Promise.reject(new Error('Subscriber count must be 0 or greater')),
    },
  ] as Rule[],
  name: minLength(2, 'Name must be at least 2 characters'),
  // The spec's one text whether the field is empty or not an address.
  email: [{ required: true, whitespace: true, message: 'Please provide a valid email address' }, validEmailRule('Please provide a valid email address')] as Rule[],
  content: minLength(10, 'Please describe your content in at least 10 characters'),
  message: minLength(20, "Please tell us more about why you're applying (at least 20 characters)"),
};

const platformsRule = {
  validator: (_: unknown, rows?: PlatformRow[]) =>
    rows && rows.length > 0 ? Promise.resolve() : Promise.reject(new Error('Please add at least one platform')),
};

function toRequest(values: FormValues): SponsorshipApplicationRequest {
  const platforms: PlatformEntry[] = (values.platforms ?? []).map((row) => {
    const entry: PlatformEntry = { platform: row.platform!, profileUrl: normalizeProfileUrl(row.profileUrl) ?? (row.profileUrl ?? '').trim() };
    if (row.subscriberCount !== undefined && row.subscriberCount !== null) entry.subscriberCount = row.subscriberCount;
    return entry;
  });
  const audience = (values.audience ?? '').trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    platforms,
    content: values.content.trim(),
    ...(audience ? { audience } : {}),
    message: values.message.trim(),
  };
}

/** Server field names ("platforms.0.profileUrl") as form paths. */
function fieldPath(name: string): (string | number)[] | null {
  const parts = name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const known = ['name', 'email', 'content', 'audience', 'message'];
  if (parts.length === 1 && known.includes(String(parts[0]))) return parts;
  if (parts.length === 3 && parts[0] === 'platforms' && typeof parts[1] === 'number') return parts;
  return null;
}

function ApplicationForm({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<FormValues>();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = useMutation({
    mutationFn: (body: SponsorshipApplicationRequest) => submitSponsorshipApplication(body),
    onSuccess: () => {
      setFailure(null);
      void queryClient.invalidateQueries({ queryKey: creatorQueries.myApplications(user.id).queryKey });
      toast({ title: 'Application Submitted', description: "We'll review it and get back to you soon.", variant: 'success' });
      void navigate('/profile');
    },
    onError: (error) => {
      const signedOut = error instanceof ApiError && error.status === 401;
      const message = signedOut
        ? errorText(error, 'Please log in to submit a sponsorship application')
        : errorText(error, 'Failed to submit application');
      setFailure(message);
      toast({ title: signedOut ? 'Authentication Required' : 'Submission Failed', description: message, variant: 'destructive' });
      if (error instanceof ApiError) {
        form.setFields(
          Object.entries(error.fieldErrors).flatMap(([name, errors]) => {
            const path = fieldPath(name);
            return path ? [{ name: path as NamePath<FormValues>, errors }] : [];
          }),
        );
      }
    },
  });

  return (
    <Form<FormValues>
      noValidate
      form={form}
      name="sponsorship"
      layout="vertical"
      className="fc-card fc-apply__form"
      requiredMark={false}
      initialValues={{
        name: '',
        email: user.email ?? '',
        platforms: [{ platform: undefined, profileUrl: '', subscriberCount: null }],
        content: '',
        audience: '',
        message: '',
      }}
      validateTrigger={submitted ? 'onChange' : 'onSubmit'}
      onFinishFailed={() => setSubmitted(true)}
      onFinish={(values) => {
        setSubmitted(true);
        submit.mutate(toRequest(values));
      }}
    >
      <Form.Item label="Full Name" name="name" rules={rules.name} required>
        <Input autoComplete="name" maxLength={120} />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={rules.email} required>
        <Input type="email" autoComplete="email" maxLength={254} />
      </Form.Item>

      <div className="fc-apply__platforms">
        <h2 className="fc-apply__platforms-title">Your Platforms</h2>
        <p className="fc-muted fc-apply__intro">Add each place you publish, with its profile address and audience size.</p>
        <Form.List name="platforms" rules={[platformsRule]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <fieldset key={field.key} className="fc-apply__row">
                  <legend>
                    <span>Platform {index + 1}</span>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden="true" />}
                        onClick={() => remove(field.name)}
                        aria-label={`Remove platform ${index + 1}`}
                      >
                        Remove
                      </Button>
                    )}
                  </legend>
                  <div className="fc-apply__row-grid">
                    <Form.Item label="Platform" name={[field.name, 'platform']} rules={rules.platform} required>
                      <Select options={PLATFORM_OPTIONS} placeholder="Select a platform" />
                    </Form.Item>
                    <Form.Item label="Profile URL" name={[field.name, 'profileUrl']} rules={rules.profileUrl} required>
                      <Input type="url" inputMode="url" placeholder="https://" autoComplete="url" />
                    </Form.Item>
                    <Form.Item label="Followers/Subscribers" name={[field.name, 'subscriberCount']} rules={rules.subscriberCount}>
                      <InputNumber style={{ width: '100%' }} placeholder="Optional, e.g. 5000" />
                    </Form.Item>
                  </div>
                </fieldset>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined aria-hidden="true" />}
                onClick={() => add({ platform: undefined, profileUrl: '', subscriberCount: null })}
                disabled={fields.length >= 10}
              >
                Add Another Platform
              </Button>
            </>
          )}
        </Form.List>
      </div>

      <Form.Item
        label="Content Description"
        name="content"
        rules={rules.content}
        required
        extra="What do you create, and how does it share your faith?"
      >
        <Input.TextArea rows={4} maxLength={5000} />
      </Form.Item>
      <Form.Item label="Target Audience (optional)" name="audience" extra="Who watches, reads or listens to your content?">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.Item label="Why do you want to join?" name="message" rules={rules.message} required>
        <Input.TextArea rows={4} maxLength={5000} />
      </Form.Item>

      {failure && <Alert className="fc-apply__alert" type="error" showIcon title="Submission Failed" description={failure} />}

      <div className="fc-apply__submit">
        <Button type="primary" htmlType="submit" size="large" loading={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
        <ButtonLink to="/sponsored-creators" size="large">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}

/** /sponsorship-application and /apply-sponsorship: signed-in members apply; others go to /auth. */
export default function SponsorshipApplicationPage() {
  const { user, isLoading } = useCurrentUser();
  const signingOut = useIsSigningOut();
  usePageMeta(
    'Apply for Creator Sponsorship',
    'Christian creators: apply for Faith Collective sponsorship and receive support for content that shares your faith.',
  );

  if (isLoading) return <PageLoader label="Checking your sign-in…" />;
  if (!user) return signingOut ? <PageLoader label="Signing out…" /> : <SignInFirst />;

  return (
    <div className="fc-container fc-apply">
      <p className="fc-eyebrow">Create for Christ</p>
      <h1 className="fc-apply__title">Creator Sponsorship Application</h1>
      <p className="fc-lead fc-apply__intro">
        Tell us about your content and your audience. We review every application and will get back to you soon.
      </p>
      <ReadableFormErrors>
        <ApplicationForm user={user} />
      </ReadableFormErrors>
    </div>
  );
}
