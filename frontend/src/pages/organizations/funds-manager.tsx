import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import { ApiError, errorText } from '../../api/client';
import { toast } from '../../app/toast';
import {
  archiveFund,
  createFund,
  invalidateOrganizations,
  reorderFunds,
  type Fund,
  type Organization,
} from '../../components/organizations/organizations-api';

interface FundForm {
  name: string;
  description: string;
}

/** The funds, for the organization's admins and treasurers: add, move up or down, archive. */
export function FundsManager({ organization }: { organization: Organization }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FundForm>();
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const funds = organization.funds;

  const create = useMutation({
    mutationFn: (values: FundForm) => createFund(organization.id, values.name.trim(), values.description?.trim() || null),
    onSuccess: async (fund) => {
      setProblem(null);
      form.resetFields();
      await invalidateOrganizations(queryClient);
      toast({ title: 'Fund Added', description: `${fund.name} is now offered to givers.`, variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status !== 403) {
        const fieldErrors = Object.entries(error.fieldErrors).filter(([name]) => name === 'name' || name === 'description');
        form.setFields(
          fieldErrors.length > 0
            ? fieldErrors.map(([name, errors]) => ({ name: name as keyof FundForm, errors }))
            : [{ name: 'name', errors: [errorText(error, 'Could not add this fund.')] }],
        );
        return;
      }
      setProblem(errorText(error, 'Could not add this fund. Please try again.'));
    },
  });

  const move = useMutation({
    mutationFn: ({ order }: { fund: Fund; direction: 'up' | 'down'; order: string[] }) => reorderFunds(organization.id, order),
    onSuccess: async (_, { fund, direction }) => {
      setProblem(null);
      await invalidateOrganizations(queryClient);
      // The cursor stays with the fund that moved: on the same button, or on the other one at either end.
      requestAnimationFrame(() => {
        const buttons = document.querySelectorAll<HTMLButtonElement>(`[data-fund="${fund.id}"] button[data-move]`);
        const same = [...buttons].find((button) => button.dataset.move === direction && !button.disabled);
        (same ?? [...buttons].find((button) => !button.disabled))?.focus();
      });
    },
    onError: (error) => setProblem(errorText(error, 'Could not reorder the funds. Please try again.')),
  });

  const archive = useMutation({
    mutationFn: (fund: Fund) => archiveFund(organization.id, fund.id),
    onSuccess: async (_, fund) => {
      setProblem(null);
      await invalidateOrganizations(queryClient);
      toast({ title: 'Fund Archived', description: `${fund.name} is offered no more; its gifts stay in the history.`, variant: 'success' });
      heading.current?.focus();
    },
    onError: (error) => setProblem(errorText(error, 'Could not archive this fund. Please try again.')),
  });

  // While a move is saved the buttons stay enabled (a disabled button would drop the cursor); a second click waits.
  const moved = (index: number, direction: 'up' | 'down') => {
    if (move.isPending) return;
    const order = funds.map((fund) => fund.id);
    const other = direction === 'up' ? index - 1 : index + 1;
    [order[index], order[other]] = [order[other]!, order[index]!];
    move.mutate({ fund: funds[index]!, direction, order });
  };

  return (
    <div className="fc-org-manage">
      <h3 ref={heading} tabIndex={-1} className="fc-org-manage__title">
        Funds
      </h3>
      {problem && (
        <Alert className="fc-org-manage__problem" type="error" showIcon role="alert" title={problem} closable={{ onClose: () => setProblem(null), 'aria-label': 'Dismiss' }} />
      )}
      {funds.length === 0 ? (
        <p className="fc-muted">No funds yet. Add the first one below.</p>
      ) : (
        <ol className="fc-org-team" aria-label="Funds in the order givers see them">
          {funds.map((fund, index) => (
            <li key={fund.id} className="fc-org-team__member" data-fund={fund.id}>
              <span className="fc-org-team__name">
                {fund.name}
                {fund.description && <span className="fc-muted fc-org-manage__description">{fund.description}</span>}
              </span>
              <span className="fc-org-team__controls">
                <Button
                  icon={<ArrowUpOutlined />}
                  data-move="up"
                  aria-label={`Move ${fund.name} up`}
                  disabled={index === 0}
                  onClick={() => moved(index, 'up')}
                />
                <Button
                  icon={<ArrowDownOutlined />}
                  data-move="down"
                  aria-label={`Move ${fund.name} down`}
                  disabled={index === funds.length - 1}
                  onClick={() => moved(index, 'down')}
                />
                <Popconfirm
                  title={`Archive ${fund.name}?`}
                  description="It is offered to givers no more; its gifts stay in the history."
                  okText="Archive"
                  okButtonProps={{ danger: true }}
                  cancelText="Cancel"
                  onConfirm={() => archive.mutate(fund)}
                >
                  <Button danger loading={archive.isPending && archive.variables?.id === fund.id} aria-label={`Archive ${fund.name}`}>
                    Archive
                  </Button>
                </Popconfirm>
              </span>
            </li>
          ))}
        </ol>
      )}

      <Form<FundForm> form={form} name="add-fund" layout="vertical" className="fc-org-manage__form" onFinish={(values) => create.mutate(values)}>
        <h4 className="fc-org-manage__subtitle">Add a fund</h4>
        <Form.Item label="Fund name" name="name" rules={[{ required: true, whitespace: true, message: 'Enter the fund’s name' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="Description (optional)" name="description">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add fund'}
        </Button>
      </Form>
    </div>
  );
}
