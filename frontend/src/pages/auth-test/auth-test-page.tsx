import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchCurrentUser, refreshCurrentUser, setSignedInUser, signIn } from '../../app/session-api';
import { usePageMeta } from '../../lib/page-meta';

const DEMO = { username: 'demo', password: 'demo-password-2026' };

/** Developer tool: sign in with the demo account, look at the session, jump to the sponsorship form. */
export default function AuthTestPage() {
  const [form] = Form.useForm<typeof DEMO>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [output, setOutput] = useState<string>('Nothing checked yet.');
  const [busy, setBusy] = useState<'login' | 'check' | null>(null);
  usePageMeta('Auth test (developer tool)');

  const testLogin = async () => {
    const { username, password } = form.getFieldsValue();
    setBusy('login');
    try {
      const user = await signIn({ usernameOrEmail: username, password });
      setSignedInUser(queryClient, user);
      void refreshCurrentUser(queryClient);
      setOutput(JSON.stringify({ login: 'ok', user }, null, 2));
    } catch (error) {
      console.error('Test login failed', error); // failures are only logged on this page
      setOutput('Test login failed. See the browser console.');
    } finally {
      setBusy(null);
    }
  };

  const checkAuth = async () => {
    setBusy('check');
    try {
      const user = await fetchCurrentUser();
      setOutput(user ? JSON.stringify(user, null, 2) : 'null (401: not signed in)');
    } catch (error) {
      setOutput(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="fc-container fc-page">
      <div className="fc-prose">
        <p className="fc-eyebrow">Developer tool</p>
        <h1>Auth Test</h1>
        <p className="fc-muted">Signs in with the demo account and shows what GET /api/user returns.</p>
      </div>
      <div className="fc-card fc-auth-test">
        <Form form={form} name="authtest" layout="vertical" initialValues={DEMO} noValidate>
          <div className="fc-form-row">
            <Form.Item label="Username" name="username">
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label="Password" name="password">
              <Input.Password autoComplete="off" />
            </Form.Item>
          </div>
        </Form>
        <div className="fc-actions">
          <Button type="primary" onClick={testLogin} loading={busy === 'login'}>
            Test Login
          </Button>
          <Button onClick={checkAuth} loading={busy === 'check'}>
            Check Auth
          </Button>
          <Button onClick={() => navigate('/sponsorship-application')}>Go to Sponsorship</Button>
        </div>
        <h2 className="fc-auth-test__result-title" id="fc-auth-result">
          Result
        </h2>
        <pre className="fc-code" aria-labelledby="fc-auth-result" aria-live="polite" tabIndex={0}>
          {output}
        </pre>
      </div>
    </div>
  );
}
