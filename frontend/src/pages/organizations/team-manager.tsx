import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm, Select } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorText } from '../../api/client';
import { toast } from '../../app/toast';
import {
  addTeamMember,
  changeTeamRole,
  invalidateOrganizations,
  organizationKeys,
  organizationQueries,
  removeTeamMember,
  roleLabels,
  type Organization,
  type TeamMember,
  type TeamRole,
} from '../../components/organizations/organizations-api';

const roleOptions = (Object.keys(roleLabels) as TeamRole[]).map((role) => ({ value: role, label: roleLabels[role] }));

interface AddForm {
  usernameOrEmail: string;
  role: TeamRole;
}

/** The team: everyone on it reads the list; its admins add members, change roles and remove them; anyone may leave. */
export function TeamManager({ organization, role, userId }: { organization: Organization; role: TeamRole; userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const team = useQuery(organizationQueries.team(organization.id));
  const [form] = Form.useForm<AddForm>();
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const isAdmin = role === 'admin';

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: organizationKeys.team(organization.id) }), invalidateOrganizations(queryClient)]);
  const failed = (error: unknown, fallback: string) => setProblem(errorText(error, fallback));

  const add = useMutation({
    mutationFn: (values: AddForm) => addTeamMember(organization.id, values.usernameOrEmail.trim(), values.role),
    onSuccess: async (member) => {
      setProblem(null);
      form.resetFields();
      await refresh();
      // An email without an account is invited: the email's link lets them join once signed in.
      if (member.invitedEmail) {
        toast({ title: 'Invitation Sent', description: `${member.invitedEmail} has no account yet: we emailed them a link to join as ${roleLabels[member.role].toLowerCase()}.`, variant: 'success' });
      } else {
        toast({ title: 'Member Added', description: `${member.username} joined the team as ${roleLabels[member.role].toLowerCase()}.`, variant: 'success' });
      }
    },
    onError: (error) => {
      // An unknown member (404) or one already on the team (409) is said under the field.
      if (error instanceof ApiError && error.status !== 403) {
        const fieldErrors = error.fieldErrors;
        if (Object.keys(fieldErrors).length > 0) {
          form.setFields(Object.entries(fieldErrors).filter(([name]) => name === 'usernameOrEmail' || name === 'role').map(([name, errors]) => ({ name: name as keyof AddForm, errors })));
          return;
        }
        form.setFields([{ name: 'usernameOrEmail', errors: [errorText(error, 'Could not add this member.')] }]);
        return;
      }
      failed(error, 'Could not add this member. Please try again.');
    },
  });

  const change = useMutation({
    mutationFn: ({ member, next }: { member: TeamMember; next: TeamRole }) => changeTeamRole(organization.id, member.userId, next),
    onSuccess: async (_, { member, next }) => {
      setProblem(null);
      await refresh();
      toast({ title: 'Role Changed', description: `${member.username} is now ${roleLabels[next].toLowerCase()}.`, variant: 'success' });
    },
    onError: (error) => failed(error, 'Could not change this role. Please try again.'),
  });

  const remove = useMutation({
    mutationFn: (member: TeamMember) => removeTeamMember(organization.id, member.userId),
    onSuccess: async (_, member) => {
      setProblem(null);
      if (member.userId === userId) {
        await invalidateOrganizations(queryClient);
        toast({ title: 'You Left the Team', description: `You no longer serve ${organization.name}.`, variant: 'success' });
        void navigate('/profile?tab=organizations');
        return;
      }
      await refresh();
      toast({ title: 'Member Removed', description: `${member.username} is no longer on the team.`, variant: 'success' });
      heading.current?.focus();
    },
    onError: (error) => failed(error, 'Could not remove this member. Please try again.'),
  });

  const members = team.data ?? [];

  return (
    <div className="fc-org-manage">
      <h3 ref={heading} tabIndex={-1} className="fc-org-manage__title">
        Team
      </h3>
      {problem && (
        <Alert className="fc-org-manage__problem" type="error" showIcon role="alert" title={problem} closable={{ onClose: () => setProblem(null), 'aria-label': 'Dismiss' }} />
      )}
      {team.isPending ? (
        <div aria-busy="true">
          <span className="fc-sr-only" role="status">
            Loading the team
          </span>
          <span className="fc-skeleton fc-org-tab__skeleton" aria-hidden="true" />
        </div>
      ) : team.isError ? (
        <div role="alert">
          <p>Could not load the team. Please try again.</p>
          <Button onClick={() => void team.refetch()} loading={team.isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <ul className="fc-org-team" aria-label="Team members">
          {members.map((member) => {
            const self = member.userId === userId;
            return (
              <li key={member.userId} className="fc-org-team__member">
                <span className="fc-org-team__name">
                  {member.username}
                  {self && <span className="fc-muted"> (you)</span>}
                </span>
                <span className="fc-org-team__controls">
                  {isAdmin ? (
                    <Select
                      aria-label={`Role of ${member.username}`}
                      className="fc-org-team__role"
                      value={member.role}
                      options={roleOptions}
                      loading={change.isPending && change.variables?.member.userId === member.userId}
                      onChange={(next: TeamRole) => change.mutate({ member, next })}
                    />
                  ) : (
                    <span>
                      <span className="fc-sr-only">Role: </span>
                      {roleLabels[member.role]}
                    </span>
                  )}
                  {(isAdmin || self) && (
                    <Popconfirm
                      title={self ? `Leave ${organization.name}?` : `Remove ${member.username}?`}
                      description={self ? 'You will no longer manage this organization.' : 'They will no longer manage this organization.'}
                      okText={self ? 'Leave' : 'Remove'}
                      okButtonProps={{ danger: true }}
                      cancelText="Cancel"
                      onConfirm={() => remove.mutate(member)}
                    >
                      <Button danger loading={remove.isPending && remove.variables?.userId === member.userId} aria-label={self ? `Leave ${organization.name}` : `Remove ${member.username}`}>
                        {self ? 'Leave' : 'Remove'}
                      </Button>
                    </Popconfirm>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}

      {isAdmin && (
        <Form<AddForm>
          form={form}
          name="add-team-member"
          layout="vertical"
          className="fc-org-manage__form"
          initialValues={{ role: 'counter' }}
          onFinish={(values) => add.mutate(values)}
        >
          <h4 className="fc-org-manage__subtitle">Add a member</h4>
          <div className="fc-org-manage__row">
            <Form.Item
              label="Username or email"
              name="usernameOrEmail"
              className="fc-org-manage__grow"
              rules={[{ required: true, whitespace: true, message: 'Enter a username or email' }]}
            >
              <Input autoComplete="off" aria-describedby="fc-org-add-hint" />
            </Form.Item>
            <Form.Item label="Role" name="role">
              <Select options={roleOptions} className="fc-org-manage__role" />
            </Form.Item>
          </div>
          <p id="fc-org-add-hint" className="fc-muted">
            Someone without an account yet? Enter their email: we send them a link to join.
          </p>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add member'}
          </Button>
        </Form>
      )}
    </div>
  );
}
