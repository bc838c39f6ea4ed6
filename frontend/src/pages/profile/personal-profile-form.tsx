import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { setSignedInUser, updateProfile, type CurrentUser } from '../../app/session-api';
import { toast } from '../../app/toast';
import { AvatarUpload } from './avatar-upload';

const personalFields = ['firstName', 'lastName', 'phone', 'location', 'bio', 'profileImageUrl'] as const;
type PersonalField = (typeof personalFields)[number];
type PersonalValues = Record<PersonalField, string> & { email: string };
type ProfileUpdate = Partial<Record<PersonalField, string | null>>;

function valuesOf(user: CurrentUser): PersonalValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    location: user.location ?? '',
    bio: user.bio ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
  };
}

/** Only the fields the person changed; a cleared field is sent as null. */
function changedFields(initial: PersonalValues, current: Partial<PersonalValues>): ProfileUpdate {
  const update: ProfileUpdate = {};
  for (const field of personalFields) {
    const next = (current[field] ?? '').trim();
    if (next !== initial[field].trim()) update[field] = next === '' ? null : next;
  }
  return update;
}

/** The personal form: saves only when something changed (PUT /api/user/profile with the changed fields). */
export function PersonalProfileForm({ user }: { user: CurrentUser }) {
  const [form] = Form.useForm<PersonalValues>();
  const queryClient = useQueryClient();
  const initial = useMemo(() => valuesOf(user), [user]);
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState(false);

  const save = useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(body),
    onSuccess: (updated) => {
      if (updated) {
        setSignedInUser(queryClient, updated);
        form.setFieldsValue(valuesOf(updated));
      }
      setDirty(false);
      toast({ title: 'Profile Updated', description: 'Your changes have been saved.', variant: 'success' });
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorText(error, 'Failed to update profile'), variant: 'destructive' });
      if (error instanceof ApiError) {
        form.setFields(
          Object.entries(error.fieldErrors)
            .filter(([name]) => (personalFields as readonly string[]).includes(name))
            .map(([name, errors]) => ({ name: name as PersonalField, errors })),
        );
      }
    },
  });

  return (
    <Form<PersonalValues>
      noValidate
      form={form}
      name="profile"
      layout="vertical"
      initialValues={initial}
      onValuesChange={(_, all) => setDirty(Object.keys(changedFields(initial, all)).length > 0)}
      onFinish={(values) => {
        const update = changedFields(initial, values);
        if (Object.keys(update).length) save.mutate(update);
      }}
    >
      <h2 className="fc-profile__section-title">Personal information</h2>
      <div className="fc-form-row">
        <Form.Item label="First Name" name="firstName">
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName">
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <Form.Item label="Email" name="email" extra="Your email is managed by your sign-in and cannot be changed here.">
        <Input type="email" disabled />
      </Form.Item>
      <div className="fc-form-row">
        <Form.Item label="Phone" name="phone">
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="Location" name="location" extra="For example Nashville, TN, USA">
          <Input autoComplete="address-level2" />
        </Form.Item>
      </div>
      <Form.Item label="Bio" name="bio">
        <Input.TextArea rows={4} placeholder="Tell the community a little about yourself" />
      </Form.Item>
      <Form.Item label="Profile Photo" name="profileImageUrl">
        <AvatarUpload user={user} onUploadingChange={setUploading} />
      </Form.Item>
      <div className="fc-form-actions">
        <Button type="primary" htmlType="submit" disabled={!dirty || uploading || save.isPending} loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button
          disabled={!dirty || save.isPending}
          onClick={() => {
            form.resetFields();
            setDirty(false);
          }}
        >
          Discard Changes
        </Button>
      </div>
    </Form>
  );
}
