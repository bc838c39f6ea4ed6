import { SearchOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Input, Table, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { UserAvatar } from '../../components/avatar';
import { formatDate } from '../../lib/format';
import { displayName } from '../../lib/user-display';
import { adminKeys, fetchUsers, useReportError, type AdminUser } from './admin-api';
import { EmptyState, ErrorState, ListSkeleton, LoadMore, StatusTag } from './list-states';
import { UserDetailsDialog } from './user-details-dialog';
import { useDebounced } from './use-debounced';
import { withCellLabels } from './table-labels';

/** Members, searched on the server (first name, last name, email or username, any case), with a details dialog. */
export function UsersTab() {
  const searchId = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [selected, setSelected] = useState<AdminUser | null>(null);

  const query = useInfiniteQuery({
    queryKey: adminKeys.users(search),
    queryFn: ({ pageParam }) => fetchUsers(search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { silent: true },
  });
  useReportError(query.error);
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];

  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, user) => (
        <span className="fc-admin-person">
          <UserAvatar user={user} size={32} />
          <span className="fc-admin-cell-title">{displayName(user)}</span>
        </span>
      ),
    },
    { title: 'Username', dataIndex: 'username', key: 'username' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Role',
      key: 'role',
      render: (_, user) => (user.isAdmin ? <StatusTag tone="success">Admin</StatusTag> : <StatusTag tone="neutral">Member</StatusTag>),
    },
    { title: 'Joined', key: 'joined', render: (_, user) => <span className="fc-admin-nowrap">{formatDate(user.createdAt)}</span> },
    {
      title: 'Details',
      key: 'details',
      render: (_, user) => (
        <Button size="small" onClick={() => setSelected(user)} aria-label={`View Details for ${displayName(user)}`}>
          View Details
        </Button>
      ),
    },
  ];

  let body;
  if (query.isPending) body = <ListSkeleton label="Loading users" />;
  else if (query.isError && users.length === 0)
    body = <ErrorState title="Could not load users" error={query.error} onRetry={() => void query.refetch()} />;
  else if (users.length === 0)
    body = <EmptyState title="No users found">{search ? `No one matches “${search}”.` : 'No one has signed up yet.'}</EmptyState>;
  else
    body = (
      <>
        <Table<AdminUser>
          className="fc-admin-table"
          rowKey="id"
          columns={withCellLabels(columns)}
          dataSource={users}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
        />
        <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
      </>
    );

  return (
    <div className="fc-admin-panel">
      <form className="fc-admin-filters" role="search" aria-label="Users" onSubmit={(event) => event.preventDefault()}>
        <div className="fc-admin-field fc-admin-field--grow">
          <label htmlFor={searchId}>Search users</label>
          <Input
            id={searchId}
            type="search"
            value={text}
            allowClear
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder="First name, last name, email or username"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </form>
      {body}
      <UserDetailsDialog user={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </div>
  );
}
