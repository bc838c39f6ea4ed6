import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import { useErrorAnnouncer } from '../../components/error-announcer';
import { ButtonLink } from '../../components/button-link';
import { usePageMeta } from '../../lib/page-meta';
import { confirmPasswordReset } from './account-api';

interface Values {
  password: string;
  confirmPassword: string;
}

/** /reset-password?token=…: the link from the reset mail; a new password, then sign in. */
export default function ResetPasswordPage() {
  usePageMeta('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<Values>();
  const { announce, region } = useErrorAnnouncer();
  const reset = useMutation({
    mutationFn: (password: string) => confirmPasswordReset(token, password),
    onError: (error) => {
      // A password the policy refuses is shown on its field; a bad link above the form.
      if (error instanceof ApiError && error.fieldErrors.password) {
        form.setFields([{ name: 'password', errors: error.fieldErrors.password }]);
        announce(error.fieldErrors.password);
      }
    },
  });
  const linkProblem = reset.error instanceof ApiError && !reset.error.fieldErrors.password ? errorText(reset.error, 'This link does not work.') : null;

  return (
    <section className="fc-container fc-page fc-account-page" aria-labelledby="fc-reset-title">
      <div className="fc-card fc-account-card">
        <h1 id="fc-reset-title">Choose a new password</h1>
        {!token ? (
          <Alert type="error" showIcon title="This link is not complete" description="Please use the link in the email, or ask for a new one." />
        ) : reset.isSuccess ? (
          <>
            <Alert type="success" showIcon role="status" title="Password changed" description={reset.data.message} />
            <div className="fc-actions">
              <ButtonLink to="/auth" type="primary">
                Sign In
              </ButtonLink>
            </div>
          </>
        ) : (
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            noValidate
            disabled={reset.isPending}
            onFinish={({ password }) => reset.mutate(password)}
            onFinishFailed={({ errorFields }) => announce(errorFields.flatMap((field) => field.errors))}
          >
            <Form.Item
              label="New password"
              name="password"
              extra="At least 8 characters; not a common password."
              rules={[{ required: true, message: 'Please choose a password' }]}
            >
              <Input.Password autoComplete="new-password" size="large" />
            </Form.Item>
            <Form.Item
              label="Confirm new password"
              name="confirmPassword"
              dependencies={['password']}
              rules={[
                { required: true, message: 'Please type the password again' },
                ({ getFieldValue }) => ({
                  validator: (_, value) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('Passwords do not match'))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" size="large" />
            </Form.Item>
            {linkProblem && (
              <Alert className="fc-form-alert" type="error" showIcon title={linkProblem} action={<Link to="/forgot-password">Ask for a new link</Link>} />
            )}
            {region}
            <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Save new password'}
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}
