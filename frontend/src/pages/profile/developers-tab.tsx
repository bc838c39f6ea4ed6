import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, api, errorText, readData, sendData } from '../../api/client';
import type { components } from '../../api/schema';
import { toast } from '../../app/toast';
import { useErrorAnnouncer } from '../../components/error-announcer';
import { formatDate } from '../../lib/format';
import './developers-tab.css';

type ApiKey = components['schemas']['ApiKeyResponse'];
type CreatedKey = components['schemas']['CreatedApiKeyResponse'];

/** What each scope lets a key do, as the form offers them. */
const SCOPES: { value: ApiKey['scopes'][number]; label: string }[] = [
  { value: 'campaigns:read', label: 'Read your campaigns' },
  { value: 'campaigns:write', label: 'Change your campaigns' },
  { value: 'donations:read', label: 'Read gifts and donor lists' },
  { value: 'donations:write', label: 'Refund gifts' },
  { value: 'payouts:read', label: 'Read payouts' },
  { value: 'payouts:write', label: 'Request payouts' },
  { value: 'organizations:read', label: 'Read your organizations' },
  { value: 'organizations:write', label: 'Change your organizations' },
  { value: 'webhooks:write', label: 'Manage webhooks' },
];

const keysQuery = () =>
  queryOptions({ queryKey: ['/api/user/api-keys'] as const, queryFn: () => readData(api.GET('/api/user/api-keys')), meta: { silent: true } });

interface KeyValues {
  name: string;
  scopes: ApiKey['scopes'];
}

/** The secret of a key just made: shown this once, with a copy button. */
function NewSecret({ created, onDone }: { created: CreatedKey; onDone(): void }) {
  return (
    <Alert
      type="success"
      showIcon
      title={`Your new key "${created.name}"`}
      description={
        <>
          <p>Copy it now: for your safety it is shown only this once. Send it as <code>Authorization: Bearer &lt;key&gt;</code>.</p>
          <Typography.Paragraph copyable={{ text: created.secret, icon: <CopyOutlined aria-label="Copy the key" /> }} className="fc-dev__secret">
            <code>{created.secret}</code>
          </Typography.Paragraph>
          <Button onClick={onDone}>I have copied it</Button>
        </>
      }
    />
  );
}

/**
 * Profile → Developers: the member's API keys, for their own servers (a church management system, an accounting
 * tool). A key calls the API as the member, limited to its scopes; it never reaches an administrator's page.
 */
export default function DevelopersTab() {
  const client = useQueryClient();
  const keys = useQuery(keysQuery());
  const [form] = Form.useForm<KeyValues>();
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const { announce, region } = useErrorAnnouncer();

  const create = useMutation({
    mutationFn: (values: KeyValues) => sendData(api.POST('/api/user/api-keys', { body: { name: values.name, scopes: values.scopes } })),
    onSuccess: (key) => {
      setCreated(key);
      form.resetFields();
      void client.invalidateQueries({ queryKey: keysQuery().queryKey });
    },
    onError: (error) => {
      const message = errorText(error, 'The key was not made. Please try again.');
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setFields(Object.entries(error.fieldErrors).map(([name, errors]) => ({ name: name as keyof KeyValues, errors })));
      }
      announce([message]);
      toast({ title: 'Key not made', description: message, variant: 'destructive' });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => sendData(api.DELETE('/api/user/api-keys/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      toast({ title: 'Key revoked', description: 'It no longer works.', variant: 'success' });
      void client.invalidateQueries({ queryKey: keysQuery().queryKey });
    },
    onError: (error) => toast({ title: 'Key not revoked', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
  });

  return (
    <section className="fc-dev" aria-labelledby="fc-dev-title">
      <h2 id="fc-dev-title">API keys</h2>
      <p className="fc-muted">
        A key lets your own software call the Faith Collective API as you, limited to the scopes you choose. Keep keys secret; revoke one
        at once if it may have leaked.
      </p>
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      {region}
      <Form<KeyValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={{ scopes: [] }}
        disabled={create.isPending}
        onFinish={(values) => create.mutate(values)}
        onFinishFailed={({ errorFields }) => announce(errorFields.flatMap((field) => field.errors))}
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please give the key a name (what it is for).' }]}>
          <Input maxLength={100} placeholder="Church management sync" />
        </Form.Item>
        <Form.Item label="Scopes" name="scopes" rules={[{ type: 'array', min: 1, message: 'Choose at least one scope for the key.' }]}>
          <Checkbox.Group className="fc-dev__scopes" options={SCOPES.map((s) => ({ value: s.value, label: `${s.label} (${s.value})` }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={create.isPending}>
          Create key
        </Button>
      </Form>

      <h3>Your keys</h3>
      {keys.isPending ? (
        <p className="fc-muted" role="status">
          Loading your keys…
        </p>
      ) : keys.error ? (
        <Alert type="error" showIcon title="We could not load your keys" description={errorText(keys.error, 'Please try again.')} />
      ) : !keys.data?.length ? (
        <p className="fc-muted">You have no API keys.</p>
      ) : (
        <ul className="fc-dev__keys">
          {keys.data.map((key: ApiKey) => (
            <li key={key.id} className="fc-dev__key">
              <div>
                <strong>{key.name}</strong> <code>{key.prefix}…</code>
                <p className="fc-muted fc-dev__meta">
                  {key.scopes.join(', ')} · made {formatDate(key.createdAt)} · {key.lastUsedAt ? `last used ${formatDate(key.lastUsedAt)}` : 'never used'}
                  {key.expiresAt ? ` · expires ${formatDate(key.expiresAt)}` : ''}
                </p>
              </div>
              <Popconfirm title="Revoke this key?" description="Anything using it stops working at once." okText="Revoke" okButtonProps={{ danger: true }} onConfirm={() => revoke.mutate(key.id)}>
                <Button danger aria-label={`Revoke the key ${key.name}`}>
                  Revoke
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
