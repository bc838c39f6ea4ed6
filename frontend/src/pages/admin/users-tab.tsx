import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { UserAvatar } from '../../components/avatar';
import { formatDate } from '../../lib/format';
import { displayName } from '../../lib/user-display';
import { adminQueries, type AdminUser } from './admin-api';
import { StatusTag } from './list-states';
import { PagedTable } from './paged-table';
import { UserDetailsDialog } from './user-details-dialog';
import { useDebounced } from './use-debounced';

/** Members, searched on the server (first name, last name, email or username, any case), with a details dialog. */
export function UsersTab() {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [selected, setSelected] = useState<AdminUser | null>(null);

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

  return (
    <div className="fc-admin-panel">
      <PagedTable
        toolbar={{ search: { name: 'Users', label: 'Search users', placeholder: 'First name, last name, email or username', value: text, onChange: setText } }}
        query={adminQueries.users(search)}
        loadingLabel="Loading users"
        errorTitle="Could not load users"
        emptyTitle="No users found"
        emptyText={search ? `No one matches “${search}”.` : 'No one has signed up yet.'}
        columns={columns}
      />
      <UserDetailsDialog user={selected} onClose={() => setSelected(null)} onChanged={setSelected} />
    </div>
  );
}
