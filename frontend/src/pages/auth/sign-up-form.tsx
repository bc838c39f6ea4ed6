import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { refreshCurrentUser, register as registerMember, setSignedInUser } from '../../app/session-api';
import { toast } from '../../app/toast';
import { isValidPhone, validEmailRule } from '../../lib/validation';
import { returnTarget } from '../../lib/return-to';
import { useErrorAnnouncer } from '../../components/error-announcer';

export const REGISTER_REFETCH_MS = 100;

interface SignUpValues {
  username?: string;
  password?: string;
  confirmPassword?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

type RegisterBody = Required<Omit<SignUpValues, 'confirmPassword'>>;

const fieldNames = ['username', 'password', 'confirmPassword', 'firstName', 'lastName', 'email', 'phone'] as const;

/**
 * The spec's own checks, in its order, each with its toast. Returns the inline field errors to show
 * beside the toast, or null when the values pass.
 */
function specChecks(values: SignUpValues): { name: keyof SignUpValues; errors: string[] }[] | null {
  const missing = (['username', 'password', 'phone'] as const).filter((key) => !values[key]?.trim());
  if (missing.length) {
    toast({
      title: 'Missing Information',
      description: 'Username, password, and phone number are required',
      variant: 'destructive',
    });
    const text = { username: 'Please choose a username', password: 'Please choose a password', phone: 'Please enter your phone number' };
    return missing.map((name) => ({ name, errors: [text[name]] }));
  }
  if (values.password !== values.confirmPassword) {
    toast({ title: 'Password Mismatch', description: 'Passwords do not match. Please try again.', variant: 'destructive' });
    return [{ name: 'confirmPassword', errors: ['Passwords do not match'] }];
  }
  if (!isValidPhone(values.phone ?? '')) {
    toast({ title: 'Invalid Phone Number', description: 'Please enter a valid phone number', variant: 'destructive' });
    return [{ name: 'phone', errors: ['Please enter a valid phone number'] }];
  }
  return null;
}

export function SignUpForm() {
  const [form] = Form.useForm<SignUpValues>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { announce, region } = useErrorAnnouncer();

  const register = useMutation({
    mutationFn: (body: RegisterBody) => registerMember(body),
    onSuccess: (user) => {
      toast({ title: 'Account created!', description: 'Welcome to Faith Collective.', variant: 'success' });
      setSignedInUser(queryClient, user);
      window.setTimeout(() => void refreshCurrentUser(queryClient), REGISTER_REFETCH_MS);
      void navigate(returnTarget(window.location.search), { replace: true });
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: 'Please try again with different details.',
        variant: 'destructive',
      });
      // Say what to change: the server's message under the form, and its per-field messages on the fields.
      if (error instanceof ApiError) {
        setServerMessage(error.serverMessage ?? null);
        const known = new Set<string>(fieldNames);
        const fields = Object.entries(error.fieldErrors)
          .filter(([name]) => known.has(name))
          .map(([name, errors]) => ({ name: name as keyof SignUpValues, errors }));
        form.setFields(fields);
        // The server's message is read out by its alert; the fields' messages by the announcer.
        announce(fields.flatMap((field) => field.errors));
      } else {
        setServerMessage('We could not reach Faith Collective. Please check your connection and try again.');
      }
    },
  });

  const submit = (values: SignUpValues, ruleErrors: string[]) => {
    setServerMessage(null);
    const problems = specChecks(values);
    if (problems) {
      form.setFields(problems);
      announce(problems.flatMap((problem) => problem.errors));
      return;
    }
    if (ruleErrors.length) {
      announce(ruleErrors); // first name, last name or email: shown on the fields
      return;
    }
    const trim = (value?: string) => value?.trim() ?? '';
    register.mutate({
      username: trim(values.username),
      email: trim(values.email),
      password: values.password ?? '',
      firstName: trim(values.firstName),
      lastName: trim(values.lastName),
      phone: trim(values.phone),
    });
  };

  return (
    <Form<SignUpValues>
      noValidate
      form={form}
      name="signup"
      layout="vertical"
      disabled={register.isPending}
      onFinish={(values) => submit(values, [])}
      onFinishFailed={({ values, errorFields }) => submit(values, errorFields.flatMap((field) => field.errors))}
      onValuesChange={(changed: SignUpValues) => {
        // Fields checked by specChecks (no antd rules) drop their message once the person edits them.
        const edited = (['username', 'password', 'confirmPassword', 'phone'] as const).filter((name) => name in changed);
        if (edited.length) form.setFields(edited.map((name) => ({ name, errors: [] })));
      }}
    >
      <Form.Item label="Username" name="username" required>
        <Input autoComplete="username" size="large" />
      </Form.Item>
      <div className="fc-form-row">
        <Form.Item label="Password" name="password" required>
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item label="Confirm Password" name="confirmPassword" required>
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
      </div>
      <div className="fc-form-row">
        <Form.Item
          label="First Name"
          name="firstName"
          rules={[{ required: true, whitespace: true, message: 'Please enter your first name' }]}
        >
          <Input autoComplete="given-name" size="large" />
        </Form.Item>
        <Form.Item
          label="Last Name"
          name="lastName"
          rules={[{ required: true, whitespace: true, message: 'Please enter your last name' }]}
        >
          <Input autoComplete="family-name" size="large" />
        </Form.Item>
      </div>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: 'Please enter your email address' },
          validEmailRule(),
        ]}
      >
        <Input type="email" autoComplete="email" size="large" />
      </Form.Item>
      <Form.Item label="Phone" name="phone" required extra="For example (615) 555-0142 or +1 615 555 0142">
        <Input type="tel" autoComplete="tel" size="large" />
      </Form.Item>

      {serverMessage && <Alert className="fc-form-alert" type="error" showIcon title={serverMessage} />}
      {region}

      <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
