import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import type { CurrentUser } from '../../app/session';
import { sessionQueries } from '../../app/session-api';
import { toast } from '../../app/toast';
import { useErrorAnnouncer } from '../../components/error-announcer';
import { changePassword, closeAccount, resendVerification } from '../account/account-api';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const { announce, region } = useErrorAnnouncer();
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordValues) => changePassword(currentPassword, newPassword),
    onSuccess: (data) => {
      form.resetFields();
      toast({ title: 'Password changed', description: data.message, variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fieldErrors).filter(([name]) => name === 'currentPassword' || name === 'newPassword');
        form.setFields(fields.map(([name, errors]) => ({ name: name as keyof PasswordValues, errors })));
        announce(fields.flatMap(([, errors]) => errors));
        if (fields.length === 0) toast({ title: 'Password not changed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
      }
    },
  });

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      disabled={change.isPending}
      onFinish={(values) => change.mutate(values)}
      onFinishFailed={({ errorFields }) => announce(errorFields.flatMap((field) => field.errors))}
    >
      <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: 'Please enter your current password' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New password" name="newPassword" extra="At least 8 characters; not a common password." rules={[{ required: true, message: 'Please choose a new password' }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Please type the new password again' },
          ({ getFieldValue }) => ({
            validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('Passwords do not match'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {region}
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </Form>
  );
}

function EmailVerification({ user }: { user: CurrentUser }) {
  const resend = useMutation({ mutationFn: resendVerification, onError: () => undefined });
  if (user.emailVerified) {
    return (
      <p>
        {user.email} <Tag icon={<CheckCircleOutlined aria-hidden="true" />}>Verified</Tag>
      </p>
    );
  }
  return (
    <>
      <p>
        {user.email} <Tag icon={<ExclamationCircleOutlined aria-hidden="true" />}>Not verified</Tag>
      </p>
      <p className="fc-muted">We sent a link to this address when you joined. Open it to confirm the address is yours.</p>
      {resend.isSuccess ? (
        <Alert type="success" showIcon role="status" title={resend.data.message} />
      ) : (
        <>
          {resend.isError && <Alert className="fc-form-alert" type="error" showIcon title={errorText(resend.error, 'We could not send the link. Please try again.')} />}
          <Button loading={resend.isPending} onClick={() => resend.mutate()}>
            Send a new verification link
          </Button>
        </>
      )}
    </>
  );
}

function CloseAccount({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const close = useMutation({
    mutationFn: () => closeAccount(password),
    onSuccess: () => {
      setOpen(false);
      queryClient.setQueryData(sessionQueries.currentUser().queryKey, null);
      toast({ title: 'Account closed', description: 'Your account is closed and your personal details are erased. God bless you.', variant: 'success' });
      void navigate('/', { replace: true });
    },
    onError: () => undefined,
  });
  const confirmed = typed.trim() === user.username && password.length > 0;

  return (
    <>
      <p className="fc-muted">
        Closing your account erases your name, contact details and photo. Campaigns that received gifts are archived (their records are kept);
        your other campaigns are deleted. Gifts you made stay in the campaigns' records without your name. This cannot be undone.
      </p>
      <Button danger onClick={() => setOpen(true)}>
        Close my account
      </Button>
      <Modal
        open={open}
        title="Close your account?"
        onCancel={() => setOpen(false)}
        okText={close.isPending ? 'Closing...' : 'Close my account'}
        okButtonProps={{ danger: true, disabled: !confirmed, loading: close.isPending }}
        onOk={() => close.mutate()}
        destroyOnHidden
      >
        <p>
          Type your username <strong>{user.username}</strong> and your password to confirm.
        </p>
        <label className="fc-field__label" htmlFor="fc-close-username">
          Username
        </label>
        <Input id="fc-close-username" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        <label className="fc-field__label" htmlFor="fc-close-password">
          Password
        </label>
        <Input.Password id="fc-close-password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" />
        {close.isError && <Alert className="fc-form-alert" type="error" showIcon title={errorText(close.error, 'We could not close your account.')} />}
      </Modal>
    </>
  );
}

/** Profile → Security: change password, verify email, close the account (issue 14). */
export default function SecurityTab({ user }: { user: CurrentUser }) {
  return (
    <div className="fc-security">
      <section aria-labelledby="fc-security-password">
        <h2 id="fc-security-password">Change password</h2>
        <p className="fc-muted">Changing your password signs you out on your other devices.</p>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="fc-security-email">
        <h2 id="fc-security-email">Email address</h2>
        <EmailVerification user={user} />
      </section>
      <section aria-labelledby="fc-security-close">
        <h2 id="fc-security-close">Close account</h2>
        <CloseAccount user={user} />
      </section>
    </div>
  );
}
