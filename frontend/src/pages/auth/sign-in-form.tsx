import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/client';
import { refreshCurrentUser, setSignedInUser, signIn } from '../../app/session-api';
import { toast } from '../../app/toast';

interface SignInValues {
  usernameOrEmail: string;
  password: string;
}

export function SignInForm() {
  const queryClient = useQueryClient();

  const login = useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      // The cached user is set from the response, then fetched again. The page then redirects to /.
      setSignedInUser(queryClient, user);
      void refreshCurrentUser(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Login failed',
        description: errorText(error, 'We could not sign you in. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <Form<SignInValues>
      noValidate
      name="signin"
      layout="vertical"
      requiredMark={false}
      disabled={login.isPending}
      onFinish={(values) => login.mutate({ usernameOrEmail: values.usernameOrEmail.trim(), password: values.password })}
    >
      <Form.Item
        label="Username or Email"
        name="usernameOrEmail"
        rules={[{ required: true, whitespace: true, message: 'Please enter your username or email' }]}
      >
        <Input autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <p className="fc-forgot-link">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
