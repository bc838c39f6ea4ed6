import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { toast } from '../../app/toast';
import { invalidateOrganizations, kindLabels, registerOrganization, US_STATES, type OrganizationKind, type UsState } from './organizations-api';

interface FormValues {
  name: string;
  kind: OrganizationKind | undefined;
  ein: string;
  city: string;
  state: UsState | undefined;
  website: string;
}

const FIELDS = new Set(['name', 'kind', 'ein', 'city', 'state', 'website']);
const kindOptions = (Object.keys(kindLabels) as OrganizationKind[]).map((kind) => ({ value: kind, label: kindLabels[kind] }));
const stateOptions = US_STATES.map(({ value, label }) => ({ value, label: `${label} (${value})` }));

/**
 * Registers a church, ministry or nonprofit (POST /api/organizations). The server decides what is valid: each
 * field's message from its 400 is shown under that field; the form keeps what was typed.
 */
export function RegisterOrganizationForm({ onRegistered }: { onRegistered: (name: string) => void }) {
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState(false);

  const register = useMutation({
    mutationFn: registerOrganization,
    onSuccess: async (_, body) => {
      form.resetFields();
      setSubmitted(false);
      await invalidateOrganizations(queryClient);
      onRegistered(body.name);
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setFields(
          Object.entries(error.fieldErrors)
            .filter(([name]) => FIELDS.has(name))
            .map(([name, errors]) => ({ name: name as keyof FormValues, errors })),
        );
        return;
      }
      toast({ title: 'Error', description: errorText(error, 'Could not register the organization. Please try again.'), variant: 'destructive' });
    },
  });

  return (
    <Form<FormValues>
      noValidate
      form={form}
      name="register-organization"
      layout="vertical"
      className="fc-org-register"
      validateTrigger={submitted ? 'onChange' : 'onSubmit'}
      onFinishFailed={() => setSubmitted(true)}
      onFinish={(values) => {
        setSubmitted(true);
        const website = (values.website ?? '').trim();
        register.mutate({
          name: (values.name ?? '').trim(),
          // The server names a missing kind or state; the request carries what was chosen.
          kind: values.kind as OrganizationKind,
          ein: (values.ein ?? '').trim(),
          city: (values.city ?? '').trim(),
          state: values.state as UsState,
          website: website || null,
        });
      }}
    >
      <h3 className="fc-org-register__title">Register an organization</h3>
      <p className="fc-muted">
        Register your church, ministry or nonprofit. You become its first admin; an administrator verifies it before it is public.
      </p>
      <Form.Item label="Name" name="name">
        <Input autoComplete="organization" maxLength={100} />
      </Form.Item>
      <Form.Item label="Kind" name="kind">
        <Select options={kindOptions} placeholder="Church, ministry or nonprofit" />
      </Form.Item>
      <Form.Item label="EIN" name="ein" extra="The Employer Identification Number, as NN-NNNNNNN">
        <Input inputMode="numeric" placeholder="12-3456789" maxLength={10} />
      </Form.Item>
      <div className="fc-org-register__place">
        <Form.Item label="City" name="city">
          <Input autoComplete="address-level2" />
        </Form.Item>
        <Form.Item label="State" name="state">
          <Select options={stateOptions} showSearch={{ optionFilterProp: 'label' }} placeholder="Choose a state" />
        </Form.Item>
      </div>
      <Form.Item label="Website (optional)" name="website">
        <Input type="url" inputMode="url" placeholder="https://" autoComplete="url" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={register.isPending}>
        {register.isPending ? 'Registering...' : 'Register organization'}
      </Button>
    </Form>
  );
}
