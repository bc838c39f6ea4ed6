import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/client';
import { useErrorAnnouncer } from '../../components/error-announcer';
import { usePageMeta } from '../../lib/page-meta';
import { validEmailRule } from '../../lib/validation';
import { requestPasswordReset } from './account-api';

/** /forgot-password: an address in, a neutral answer out (the same whether or not it has an account). */
export default function ForgotPasswordPage() {
  usePageMeta('Forgot your password?');
  const send = useMutation({ mutationFn: (email: string) => requestPasswordReset(email), onError: () => undefined });
  const { announce, region } = useErrorAnnouncer();

  return (
    <section className="fc-container fc-page fc-account-page" aria-labelledby="fc-forgot-title">
      <div className="fc-card fc-account-card">
        <h1 id="fc-forgot-title">Forgot your password?</h1>
        {send.isSuccess ? (
          <Alert type="success" showIcon role="status" title="Check your email" description={send.data.message} />
        ) : (
          <>
            <p className="fc-lead">Enter the email address of your account and we will send you a link to choose a new password.</p>
            <Form<{ email: string }>
              layout="vertical"
              requiredMark={false}
              noValidate
              disabled={send.isPending}
              onFinish={({ email }) => send.mutate(email.trim())}
              onFinishFailed={({ errorFields }) => announce(errorFields.flatMap((field) => field.errors))}
            >
              <Form.Item
                label="Email"
                name="email"
                rules={[
                  { required: true, whitespace: true, message: 'Please enter your email address' },
                  validEmailRule(),
                ]}
              >
                <Input type="email" autoComplete="email" size="large" />
              </Form.Item>
              {send.isError && <Alert className="fc-form-alert" type="error" showIcon title={errorText(send.error, 'We could not send the link. Please try again.')} />}
              {region}
              <Button type="primary" htmlType="submit" size="large" block loading={send.isPending}>
                {send.isPending ? 'Sending...' : 'Send me a link'}
              </Button>
            </Form>
          </>
        )}
        <p className="fc-account-card__back">
          <Link to="/auth">Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
