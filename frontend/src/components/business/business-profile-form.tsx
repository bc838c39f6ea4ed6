import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { validEmailRule } from '../../lib/validation';
import { createBusinessProfile, profileSaved, updateBusinessProfile, type BusinessProfile, type BusinessProfileRequest, type BusinessProfileUpdate } from './business-api';
import { INDUSTRIES, type Industry } from './industries';
import { LogoUpload } from './logo-upload';

interface FormValues {
  companyName: string;
  industry: Industry | undefined;
  description: string;
  website: string;
  location: string;
  phone: string;
  email: string;
  networkingGoals: string;
  services: string[];
  logo: string | null;
}

const textFields = ['companyName', 'description', 'website', 'location', 'phone', 'email', 'networkingGoals'] as const;
const requiredText = new Set<string>(['companyName', 'description', 'location']);

function valuesOf(profile: BusinessProfile | null): FormValues {
  return {
    companyName: profile?.companyName ?? '',
    industry: (profile?.industry as Industry | undefined) ?? undefined,
    description: profile?.description ?? '',
    website: profile?.website ?? '',
    location: profile?.location ?? '',
    phone: profile?.phone ?? '',
    email: profile?.email ?? '',
    networkingGoals: profile?.networkingGoals ?? '',
    services: profile?.services ?? [],
    logo: profile?.logo ?? null,
  };
}

function cleanServices(services: string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of services ?? []) {
    const service = raw.trim();
    if (service && !seen.has(service.toLowerCase())) {
      seen.add(service.toLowerCase());
      out.push(service);
    }
  }
  return out;
}

/** The fields that differ from what is saved; cleared optional fields are sent as null. */
function changedFields(initial: FormValues, current: Partial<FormValues>): BusinessProfileUpdate {
  const update: BusinessProfileUpdate = {};
  for (const field of textFields) {
    const next = (current[field] ?? '').trim();
    if (next !== initial[field].trim()) {
      (update as Record<string, string | null>)[field] = next === '' && !requiredText.has(field) ? null : next;
    }
  }
  if (current.industry !== undefined && current.industry !== initial.industry) update.industry = current.industry;
  const services = cleanServices(current.services);
  if (services.join('\u0000') !== cleanServices(initial.services).join('\u0000')) update.services = services;
  const logo = current.logo ?? null;
  if (logo !== initial.logo) update.logo = logo;
  return update;
}

const rules: Record<string, Rule[]> = {
  companyName: [
    {
      validator: (_, value?: string) =>
        (value ?? '').trim().length >= 2 ? Promise.resolve() : Promise.reject(new Error('Company name must be at least 2 characters')),
    },
  ],
  industry: [{ required: true, message: 'Please select an industry' }],
  description: [
    {
      validator: (_, value?: string) =>
        (value ?? '').trim().length >= 10 ? Promise.resolve() : Promise.reject(new Error('Description must be at least 10 characters')),
    },
  ],
  location: [
    {
      validator: (_, value?: string) => {
        const location = (value ?? '').trim();
        if (!location) return Promise.reject(new Error('Please enter location in format: City, State, Country'));
        const parts = location.split(',').map((part) => part.trim()).filter(Boolean);
        return parts.length >= 3
          ? Promise.resolve()
          : Promise.reject(new Error('Location must include City, State, Country (e.g., Los Angeles, CA, USA)'));
      },
    },
  ],
  email: [validEmailRule()],
  website: [
    {
      validator: (_, value?: string) => {
        const website = (value ?? '').trim();
        if (!website) return Promise.resolve();
        try {
          const url = new URL(/^[a-z]+:/i.test(website) ? website : `https://${website}`);
          if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')) return Promise.resolve();
        } catch {
          /* falls through to the message */
        }
        return Promise.reject(new Error('Please enter a valid website address (https://...)'));
      },
    },
  ],
};

const industryOptions = INDUSTRIES.map((industry) => ({ value: industry, label: industry }));

/**
 * The member's business profile: a create form when there is none yet (POST), an edit form otherwise
 * (PUT with the changed fields only). Validation runs on submit, then on change, with the spec's messages.
 */
export function BusinessProfileForm({ userId, profile }: { userId: string; profile: BusinessProfile | null }) {
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const initial = useMemo(() => valuesOf(profile), [profile]);
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const companyName = Form.useWatch('companyName', form) ?? initial.companyName;
  const isCreate = profile === null;

  const save = useMutation({
    mutationFn: (change: { create: BusinessProfileRequest } | { update: BusinessProfileUpdate }) =>
      'create' in change ? createBusinessProfile(change.create) : updateBusinessProfile(profile!.id, change.update),
    onSuccess: (saved) => {
      profileSaved(queryClient, userId, saved);
      setDirty(false);
      toast({
        title: 'Business Profile Updated',
        description: isCreate ? 'Your business is now listed in the directory.' : 'Your changes have been saved.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorText(error, 'Failed to update business profile'), variant: 'destructive' });
      if (error instanceof ApiError) {
        const known = new Set<string>([...textFields, 'industry', 'services', 'logo']);
        form.setFields(
          Object.entries(error.fieldErrors)
            .filter(([name]) => known.has(name))
            .map(([name, errors]) => ({ name: name as keyof FormValues, errors })),
        );
      }
    },
  });

  return (
    <Form<FormValues>
      noValidate
      form={form}
      name="business-profile"
      layout="vertical"
      initialValues={initial}
      validateTrigger={submitted ? 'onChange' : 'onSubmit'}
      onValuesChange={(_, all) => setDirty(Object.keys(changedFields(initial, all)).length > 0)}
      onFinishFailed={() => setSubmitted(true)}
      onFinish={(values) => {
        setSubmitted(true);
        if (isCreate) {
          const optional = (value: string) => value.trim() || null;
          save.mutate({
            create: {
              companyName: values.companyName.trim(),
              industry: values.industry!,
              description: values.description.trim(),
              location: values.location.trim(),
              website: optional(values.website ?? ''),
              phone: optional(values.phone ?? ''),
              email: optional(values.email ?? ''),
              networkingGoals: optional(values.networkingGoals ?? ''),
              services: cleanServices(values.services),
              logo: values.logo ?? null,
            },
          });
          return;
        }
        const update = changedFields(initial, values);
        if (Object.keys(update).length) save.mutate({ update });
      }}
    >
      <h2 className="fc-profile__section-title">{isCreate ? 'Create Your Business Profile' : 'Business Profile'}</h2>
      {isCreate && (
        <p className="fc-muted fc-business-form__intro">
          List your business in the Christian Business Network directory so members can find and contact you.
        </p>
      )}

      <Form.Item label="Company Logo" name="logo" valuePropName="value">
        <LogoUpload companyName={companyName} onUploadingChange={setUploading} />
      </Form.Item>

      <div className="fc-form-row">
        <Form.Item label="Company Name" name="companyName" rules={rules.companyName} required>
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item label="Industry" name="industry" rules={rules.industry} required>
          <Select options={industryOptions} placeholder="Select an industry" showSearch />
        </Form.Item>
      </div>
      <Form.Item label="Description" name="description" rules={rules.description} required>
        <Input.TextArea rows={4} placeholder="What does your business do, and whom do you serve?" />
      </Form.Item>
      <div className="fc-form-row">
        <Form.Item label="Location" name="location" rules={rules.location} required extra="City, State, Country (e.g., Los Angeles, CA, USA)">
          <Input autoComplete="address-level2" placeholder="City, State, Country" />
        </Form.Item>
        <Form.Item label="Website" name="website" rules={rules.website}>
          <Input type="url" inputMode="url" placeholder="https://" autoComplete="url" />
        </Form.Item>
      </div>
      <div className="fc-form-row">
        <Form.Item label="Business Phone" name="phone">
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="Business Email" name="email" rules={rules.email}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </div>
      <Form.Item label="Services" name="services" extra="Type a service and press Enter to add it.">
        <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} placeholder="e.g. Bookkeeping, Payroll" />
      </Form.Item>
      <Form.Item label="Networking Goals" name="networkingGoals">
        <Input.TextArea rows={3} placeholder="What kind of connections are you looking for?" />
      </Form.Item>

      <div className="fc-form-actions">
        <Button
          type="primary"
          htmlType="submit"
          disabled={(!isCreate && !dirty) || save.isPending || uploading}
          loading={save.isPending}
        >
          {save.isPending ? 'Saving...' : isCreate ? 'Create Business Profile' : 'Save Changes'}
        </Button>
        {!isCreate && (
          <Button
            disabled={!dirty || save.isPending || uploading}
            onClick={() => {
              form.resetFields();
              setDirty(false);
            }}
          >
            Discard Changes
          </Button>
        )}
      </div>
    </Form>
  );
}
